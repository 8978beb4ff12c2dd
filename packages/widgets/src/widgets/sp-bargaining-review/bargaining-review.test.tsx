import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { bargainingReviewHandlers, buyerRoundRows, type MockApi } from '../../testing';
import * as stories from './bargaining-review.stories';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { AllRounds, OneInquiry, Empty, Loading, Chinese } = composeStories(stories);

const renderStory = (Story: typeof AllRounds, rows = buyerRoundRows()) =>
  renderWith(Story, { mock: (api) => bargainingReviewHandlers(api, rows) });

const lastParams = (api: MockApi) =>
  api
    .requests()
    .filter((r) => r.path === '/admin/inquiry/hnaQuoteBargaining/list')
    .at(-1)?.params ?? {};
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');

describe('sp-bargaining-review', () => {
  it('lists every round with the supplier, the prices before, asked and answered', async () => {
    await renderStory(AllRounds);
    const table = await screen.findByRole('table', { name: 'Bargaining rounds' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(14);
    // Round 2: answered at the target price by Pacific, in USD.
    expect(cellsOf(rows[1]!)).toEqual(
      expect.arrayContaining(['Pacific Avionics Ltd.', 'US$1,350.00', 'US$1,269.00', 'Submitted']),
    );
    expect(cellsOf(rows[1]!).filter((c) => c === 'US$1,269.00')).toHaveLength(2);
    expect(cellsOf(rows[2]!)).toEqual(
      expect.arrayContaining(['Declined', 'Price already at cost.']),
    );
    const link = within(rows[0]!).getByRole('link', { name: 'RFQ-2026-002001' });
    expect(link).toHaveAttribute('href', '/hna/hnaCgQuote/index?id=inq-2001');
  });

  it('shows one status per tab, asked of the server', async () => {
    const { api, user } = await renderStory(AllRounds);
    await screen.findByRole('table', { name: 'Bargaining rounds' });
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ status: 'pending' }));
    const table = await screen.findByRole('table', { name: 'Bargaining rounds' });
    await waitFor(() => {
      const statuses = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => cellsOf(r).includes('Pending'));
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.every(Boolean)).toBe(true);
    });
  });

  it('searches by supplier', async () => {
    const { api, user } = await renderStory(AllRounds);
    await screen.findByRole('table', { name: 'Bargaining rounds' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Inquiry, part number or supplier' }),
      'Euro{Enter}',
    );
    await waitFor(() => expect(lastParams(api)).toMatchObject({ keyword: 'Euro' }));
  });

  it('narrows to one inquiry when the page names one', async () => {
    const { api } = await renderStory(OneInquiry);
    await screen.findByRole('table', { name: 'Bargaining rounds' });
    expect(lastParams(api)).toMatchObject({ inquiryId: 'inq-2002' });
  });

  it('says how rounds come about when there are none', async () => {
    await renderStory(Empty, []);
    expect(
      await screen.findByText('No bargaining rounds yet. Open one from a quote comparison.'),
    ).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    await Loading.load();
    render(<Loading />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await renderStory(Chinese);
    const table = await screen.findByRole('table', { name: '议价记录' });
    expect(within(table).getByRole('columnheader', { name: '供应商报价' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已提交' })).toBeInTheDocument();
  });
});
