import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, quoteReviewHandlers, type QuoteReviewFixtureOptions } from '../../testing';
import * as stories from './quote-review.stories';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const {
  Inquiries,
  InquiriesWithLinks,
  NoInquiries,
  Comparison,
  ComparisonInUsd,
  ReviewOnly,
  LoadFails,
  Chinese,
} = composeStories(stories);

type AnyStory = typeof Comparison;

// The story's handlers again, watched.
const renderStory = (Story: AnyStory) =>
  renderWith(Story, {
    mock: (api, p) => quoteReviewHandlers(api, p.fixture as QuoteReviewFixtureOptions | undefined),
  });

const offers = (itemNo: number) =>
  screen.findByRole('table', { name: `Offers for item ${itemNo}` });
const rowOf = (table: HTMLElement, supplier: string) =>
  within(table).getByText(supplier).closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');

describe('sp-quote-review: the inquiries', () => {
  it('lists inquiries with how many suppliers quoted, and opens one in place', async () => {
    const { user } = await renderStory(Inquiries);
    const table = await screen.findByRole('table', { name: 'Inquiries to review' });
    const row = within(table).getByRole('button', { name: 'RFQ-2026-002001' }).closest('tr')!;
    expect(cellsOf(row as HTMLElement)).toEqual(
      expect.arrayContaining(['A320 wheel and brake exchange units', 'Open', '4', '3', '1']),
    );
    await user.click(within(table).getByRole('button', { name: 'RFQ-2026-002001' }));
    expect(
      await screen.findByRole('heading', { name: 'Quote comparison · RFQ-2026-002001' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the inquiries' }));
    expect(await screen.findByRole('table', { name: 'Inquiries to review' })).toBeInTheDocument();
  });

  it('on a page of its own, links each inquiry to its comparison URL', async () => {
    const { user } = await renderStory(InquiriesWithLinks);
    const table = await screen.findByRole('table', { name: 'Inquiries to review' });
    const link = within(table).getByRole('link', { name: 'RFQ-2026-002001' });
    expect(link).toHaveAttribute('href', '/hna/hnaCgQuote/index?id=inq-2001');
    await user.click(link);
    expect(stories.navigate).toHaveBeenCalledWith('/hna/hnaCgQuote/index?id=inq-2001');
  });

  it('filters by kind and status on the server', async () => {
    const { api, user } = await renderStory(Inquiries);
    await screen.findByRole('table', { name: 'Inquiries to review' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed');
    await waitFor(() =>
      expect(
        api
          .requests()
          .filter((r) => r.path === '/admin/inquiry/hnaCgQuote/list')
          .at(-1)?.params,
      ).toMatchObject({ status: 'closed' }),
    );
    const table = await screen.findByRole('table', { name: 'Inquiries to review' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it('offers every kind but repair, whose quotes have a review of their own', async () => {
    await renderStory(Inquiries);
    await screen.findByRole('table', { name: 'Inquiries to review' });
    const kinds = within(screen.getByRole('combobox', { name: 'Inquiry kind' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(kinds).toEqual(
      expect.arrayContaining(['Aviation material purchase', 'Tool purchase (foreign)']),
    );
    expect(kinds).not.toContain('Repair');
  });

  it('says where inquiries come from when there are none', async () => {
    await renderStory(NoInquiries);
    expect(await screen.findByText('No inquiries yet. They arrive from the ERP.')).toBeVisible();
  });
});

describe('sp-quote-review: the comparison', () => {
  it('puts each item’s offers side by side, cheapest first in one currency, lowest marked', async () => {
    await renderStory(Comparison);
    const table = await offers(10);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Pacific Avionics Ltd.')).toBeInTheDocument();
    expect(cellsOf(first!)).toEqual(
      expect.arrayContaining(['US$2,480.00', 'CN¥17,856.00', 'FAA', 'OH', 'Lowest price']),
    );
    expect(cellsOf(second!)).toEqual(
      expect.arrayContaining(['Demo Aero Parts Co., Ltd.', 'CN¥18,500.00', 'CAAC+FAA', 'NE']),
    );
    expect(cellsOf(third!)).toEqual(
      expect.arrayContaining(['Euro Wheels GmbH', '€2,600.00', 'CN¥20,280.00', 'Pending']),
    );
    expect(within(second!).queryByText('Lowest price')).not.toBeInTheDocument();
    const lockwire = screen.getByRole('region', { name: /Item 30 · MS20995C32/ });
    expect(lockwire).toHaveTextContent('No supplier has quoted this item.');
    const suppliers = screen.getByRole('table', { name: 'Suppliers' });
    expect(within(rowOf(suppliers, 'Sky Tools Trading')).getByText('No bid')).toBeInTheDocument();
  });

  it('converts to another currency on the server', async () => {
    const { api, user } = await renderStory(Comparison);
    await offers(10);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Compare prices in' }), 'USD');
    await waitFor(() =>
      expect(
        api
          .requests()
          .filter((r) => r.path === '/admin/inquiry/hnaCgQuote/compare')
          .at(-1)?.params,
      ).toMatchObject({ inquiryId: 'inq-2001', currency: 'USD' }),
    );
    const table = await offers(10);
    await waitFor(() =>
      expect(cellsOf(rowOf(table, 'Demo Aero Parts Co., Ltd.'))).toContain('US$2,569.44'),
    );
  });

  it('opens a round on one line with the target price and deadline, checked first', async () => {
    const { mock, user } = await renderStory(Comparison);
    const table = await offers(10);
    const demo = rowOf(table, 'Demo Aero Parts Co., Ltd.');
    const bargain = within(demo).getByRole('button', { name: /^Bargain/ });
    await waitFor(() => expect(bargain).toBeEnabled());
    await user.click(bargain);
    const dialog = await screen.findByRole('dialog', { name: 'Open a bargaining round' });
    expect(dialog).toHaveTextContent('Demo Aero Parts Co., Ltd. · item 10 · CN¥18,500.00');

    await user.click(within(dialog).getByRole('button', { name: 'Open round' }));
    expect(await within(dialog).findByText('Please enter the target price')).toBeInTheDocument();
    expect(mock.opened()).toHaveLength(0);

    const deadline = within(dialog).getByLabelText(/^Deadline/);
    fireEvent.change(deadline, { target: { value: '2020-01-01T10:00' } });
    await user.type(within(dialog).getByLabelText(/^Target price/), '17800');
    await user.click(within(dialog).getByRole('button', { name: 'Open round' }));
    expect(
      await within(dialog).findByText('The deadline must be in the future'),
    ).toBeInTheDocument();

    fireEvent.change(deadline, { target: { value: '2099-01-01T10:00' } });
    await user.type(within(dialog).getByLabelText(/^Remarks/), 'Fleet volume price, please');
    await user.click(within(dialog).getByRole('button', { name: 'Open round' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Open a bargaining round' })).toBeNull(),
    );
    expect(mock.opened()).toEqual([
      {
        quoteLineIds: ['ql-10-co-demo'],
        targetPrice: 17_800,
        deadline: new Date('2099-01-01T10:00').toISOString(),
      },
    ]);
    expect(stories.default.args.onBargainingOpened).toHaveBeenCalledWith({
      inquiryId: 'inq-2001',
      quoteLineIds: ['ql-10-co-demo'],
    });
    // The comparison reloads: the line now has a pending round and no second one may open.
    await waitFor(() =>
      expect(
        within(
          rowOf(
            screen.getByRole('table', { name: 'Offers for item 10' }),
            'Demo Aero Parts Co., Ltd.',
          ),
        ).getByText('Pending'),
      ).toBeInTheDocument(),
    );
  });

  it('offers no Bargain on a line whose round is still pending', async () => {
    await renderStory(Comparison);
    const euro = rowOf(await offers(10), 'Euro Wheels GmbH');
    expect(within(euro).getByRole('button', { name: /^Bargain/ })).toBeDisabled();
  });

  it('opens one round on several selected lines of one currency, never across currencies', async () => {
    const { mock, user } = await renderStory(Comparison);
    const first = await offers(10);
    await user.click(
      within(first).getByRole('checkbox', {
        name: 'Select row Demo Aero Parts Co., Ltd., item 10',
      }),
    );
    await user.click(
      within(first).getByRole('checkbox', { name: 'Select row Pacific Avionics Ltd., item 10' }),
    );
    const bar = screen.getByRole('group', { name: 'Open a bargaining round' });
    expect(bar).toHaveTextContent('2 lines selected');
    expect(bar).toHaveTextContent('different currencies (CNY, USD)');
    expect(within(bar).getByRole('button', { name: 'Open a bargaining round' })).toBeDisabled();

    await user.click(
      within(first).getByRole('checkbox', { name: 'Select row Pacific Avionics Ltd., item 10' }),
    );
    await user.click(
      within(await offers(20)).getByRole('checkbox', {
        name: 'Select row Demo Aero Parts Co., Ltd., item 20',
      }),
    );
    await user.click(within(bar).getByRole('button', { name: 'Open a bargaining round' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a bargaining round' });
    expect(dialog).toHaveTextContent('On 2 quote lines:');
    await user.type(within(dialog).getByLabelText(/^Target price/), '9000');
    await user.click(within(dialog).getByRole('button', { name: 'Open round' }));
    await waitFor(() => expect(mock.opened()).toHaveLength(1));
    expect(mock.opened()[0]!.quoteLineIds).toEqual(['ql-10-co-demo', 'ql-20-co-demo']);
  });

  it('shows prices converted as asked by the page (currency attribute)', async () => {
    await renderStory(ComparisonInUsd);
    const table = await offers(10);
    expect(cellsOf(rowOf(table, 'Pacific Avionics Ltd.'))).toContain('US$2,480.00');
    expect(screen.getByText(/1 CNY = 0.1389 USD/)).toBeInTheDocument();
  });

  it('lets a reviewer without the bargaining permission compare, but not bargain', async () => {
    await renderStory(ReviewOnly);
    const table = await offers(10);
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Bargain/ })).not.toBeInTheDocument();
  });

  it('says what failed and retries', async () => {
    await renderStory(LoadFails);
    expect(await screen.findByText(/This inquiry could not be loaded\./)).toBeInTheDocument();
    mockApi((a) => quoteReviewHandlers(a));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await offers(10)).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await renderStory(Chinese);
    expect(
      await screen.findByRole('heading', { name: '报价比较 · RFQ-2026-002001' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '第 10 行的报价' });
    expect(within(table).getByRole('columnheader', { name: '折算单价' })).toBeInTheDocument();
    expect(within(table).getByText('最低价')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^议价/ }).length).toBeGreaterThan(0);
  });
});
