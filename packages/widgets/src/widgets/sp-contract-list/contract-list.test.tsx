import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { contractHandlers, mockApi, type MockApi } from '../../testing';
import * as stories from './contract-list.stories';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { ToConfirm, Repair, Empty, LoadFails, UnknownKind, Chinese } = composeStories(stories);

async function renderStory(Story: typeof ToConfirm) {
  const onOpen = fn();
  const view = await renderWith(Story, {
    props: { onOpen },
    mock: (api, p) => contractHandlers(api, (p as { fixture?: object }).fixture),
  });
  return { ...view, onOpen };
}

const lastParams = (api: MockApi) =>
  api
    .requests()
    .filter((r) => r.path === '/admin/contract/Contract/list')
    .at(-1)?.params ?? {};

const rowOf = (table: HTMLElement, number: string) =>
  within(table).getByRole('link', { name: number }).closest('tr') as HTMLElement;

describe('sp-contract-list', () => {
  it('lists the contracts to confirm of the first kind, linked to their page', async () => {
    const { api, user, onOpen } = await renderStory(ToConfirm);
    const table = await screen.findByRole('table', { name: 'Contracts and orders' });
    expect(screen.getByRole('tab', { name: 'To confirm' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(lastParams(api)).toMatchObject({ kind: 'purchase', state: 'toConfirm' });
    for (const name of [
      'Contract number',
      'Title',
      'Version',
      'Lines',
      'Total amount',
      'Buyer contact',
      'Signed',
      'Updated',
    ])
      expect(within(table).getByRole('columnheader', { name: new RegExp(name) })).toBeTruthy();
    const row = rowOf(table, 'PO-2026-0001');
    expect(within(row).getByText('王磊')).toBeInTheDocument();
    expect(within(row).getByText(/\$/)).toBeInTheDocument();
    const link = within(row).getByRole('link', { name: 'PO-2026-0001' });
    expect(link).toHaveAttribute('href', '/sup/supContract/offer?id=c-1');
    await user.click(link);
    expect(onOpen).toHaveBeenCalledWith({ id: 'c-1' });
    expect(stories.navigate).toHaveBeenCalledWith('/sup/supContract/offer?id=c-1');
  });

  it('asks for the state of the tab, the search text and the kind of the switch', async () => {
    const { api, user } = await renderStory(ToConfirm);
    await screen.findByRole('table', { name: 'Contracts and orders' });
    await user.click(screen.getByRole('tab', { name: 'Changed, waiting for the buyer' }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ state: 'changed' }));
    const table = await screen.findByRole('table', { name: 'Contracts and orders' });
    await waitFor(() => rowOf(table, 'PO-2026-0004'));

    await user.click(screen.getByRole('tab', { name: 'To confirm' }));
    await user.type(screen.getByRole('searchbox', { name: /Contract number or title/ }), '0002');
    await waitFor(() => expect(lastParams(api)).toMatchObject({ state: 'toConfirm', q: '0002' }));

    await user.click(screen.getByRole('radio', { name: 'Tool' }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ kind: 'tool' }));
    expect(sessionStorage.getItem('sp-contract-kind:purchase,tool,aog,transport')).toBe('tool');
  });

  it('shows the repair kind alone, without a switch', async () => {
    const { api } = await renderStory(Repair);
    const table = await screen.findByRole('table', { name: 'Contracts and orders' });
    expect(lastParams(api)).toMatchObject({ kind: 'repair', state: 'toConfirm' });
    expect(rowOf(table, 'PO-2026-0007')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('says so when the tab is empty', async () => {
    await renderStory(Empty);
    expect(await screen.findByText('No contracts in this tab.')).toBeInTheDocument();
  });

  it("shows the server's failure with Retry, and lists once the server answers", async () => {
    const { user } = await renderStory(LoadFails);
    expect(
      await screen.findByText(/Something went wrong on the server/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    mockApi((api) => contractHandlers(api));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: 'Contracts and orders' });
    expect(within(table).getByRole('link', { name: 'PO-2026-0001' })).toBeInTheDocument();
  });

  it('refuses an unknown kind without asking the server', async () => {
    const { api } = await renderStory(UnknownKind);
    expect(await screen.findByText(/The contract kind “lease” is not known/)).toBeInTheDocument();
    expect(api.requests()).toHaveLength(0);
  });

  it('reads in Chinese', async () => {
    await renderStory(Chinese);
    const table = await screen.findByRole('table', { name: '合同与订单' });
    for (const name of ['合同编号', '总金额', '采购联系人'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(name) })).toBeTruthy();
    for (const name of ['待确认', '已确认', '已拒绝', '已关闭'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '工具' })).toBeInTheDocument();
  });
});
