import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { inquiryListHandlers, type MockApi } from '../../testing';
import * as stories from './inquiry-list.stories';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 30_000 });
// Role queries without the per-element visibility check: Fluent tables in jsdom are slow to query.
configure({ defaultHidden: true });

const { Pending, Expired, UnknownKind, Chinese } = composeStories(stories);

async function renderStory(Story: typeof Pending) {
  const onOpen = fn();
  // Same fixtures as the story's, watched.
  const view = await renderWith(Story, {
    props: { onOpen },
    mock: (api) => inquiryListHandlers(api),
  });
  return { ...view, onOpen };
}

const lastParams = (api: MockApi) =>
  api
    .requests()
    .filter((r) => r.path === '/admin/inquiry/cgInquiry/list')
    .at(-1)?.params ?? {};

const rowOf = (table: HTMLElement, number: string) =>
  within(table).getByRole('link', { name: number }).closest('tr') as HTMLElement;

describe('sp-inquiry-list', () => {
  it('lists the pending inquiries of its kind, newest first, linked to their page', async () => {
    const { api } = await renderStory(Pending);
    const table = await screen.findByRole('table', { name: 'Inquiries' });
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(lastParams(api)).toMatchObject({ kind: 'purchase', tab: 'pending', sort: 'new' });
    for (const name of [
      'Inquiry number',
      'Title',
      'Part number',
      'Items',
      'Bid end',
      'Quote status',
    ])
      expect(within(table).getByRole('columnheader', { name: new RegExp(name) })).toBeTruthy();
    const first = rowOf(table, 'RFQ-2026-0001');
    expect(within(first).getByRole('link', { name: 'RFQ-2026-0001' })).toHaveAttribute(
      'href',
      '/sup/supPurchase/answer?id=inq-1',
    );
    expect(within(first).getByText('PN-1001')).toBeInTheDocument();
    expect(within(first).getByText('Not quoted')).toBeInTheDocument();
    expect(within(rowOf(table, 'RFQ-2026-0002')).getByText('Draft saved')).toBeInTheDocument();
  });

  it('switches to Expired: asks for tab=expired in its order, and offers no Quote', async () => {
    const { api, user } = await renderStory(Pending);
    await screen.findByRole('table', { name: 'Inquiries' });
    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    await waitFor(() =>
      expect(lastParams(api)).toMatchObject({ kind: 'purchase', tab: 'expired', sort: 'expired' }),
    );
    const table = await screen.findByRole('table', { name: 'Inquiries' });
    const row = await waitFor(() => rowOf(table, 'RFQ-2026-0005'));
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /^Quote / })).not.toBeInTheDocument();
    // Kept per kind: a reload comes back to this tab.
    expect(sessionStorage.getItem('sp-list:inquiry-list:purchase')).toContain('"tab":"expired"');
  });

  it('opens on the tab of its attribute', async () => {
    const { api } = await renderStory(Expired);
    await screen.findByRole('table', { name: 'Inquiries' });
    expect(screen.getByRole('tab', { name: 'Expired' })).toHaveAttribute('aria-selected', 'true');
    expect(lastParams(api)).toMatchObject({ tab: 'expired' });
  });

  it('links Quote to the quote-href template and opens it through the host router', async () => {
    const { onOpen, user } = await renderStory(Pending);
    const table = await screen.findByRole('table', { name: 'Inquiries' });
    const quote = within(rowOf(table, 'RFQ-2026-0001')).getByRole('link', {
      name: 'Quote RFQ-2026-0001',
    });
    expect(quote).toHaveAttribute('href', '/sup/supInfo/offer/addOffer?id=inq-1');
    await user.click(quote);
    expect(onOpen).toHaveBeenCalledWith({ id: 'inq-1', action: 'quote' });
    expect(stories.navigate).toHaveBeenCalledWith('/sup/supInfo/offer/addOffer?id=inq-1');

    await user.click(within(table).getByRole('link', { name: 'RFQ-2026-0006' }));
    expect(onOpen).toHaveBeenLastCalledWith({ id: 'inq-6', action: 'detail' });
    expect(stories.navigate).toHaveBeenLastCalledWith('/sup/supPurchase/answer?id=inq-6');
  });

  it('says so when the kind is not known, without asking the server', async () => {
    const { api } = await renderStory(UnknownKind);
    expect(
      await screen.findByText(/The inquiry kind “consignment” is not known/),
    ).toBeInTheDocument();
    expect(api.requests()).toHaveLength(0);
  });

  it('reads in Chinese', async () => {
    await renderStory(Chinese);
    const table = await screen.findByRole('table', { name: '询价单' });
    for (const name of ['询价单号', '报价截止时间', '报价状态'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(name) })).toBeTruthy();
    for (const name of ['待报价', '已处理', '已过期'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    const first = rowOf(table, 'RFQ-2026-0001');
    expect(within(first).getByText('未报价')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '报价 RFQ-2026-0001' })).toBeInTheDocument();
  });
});
