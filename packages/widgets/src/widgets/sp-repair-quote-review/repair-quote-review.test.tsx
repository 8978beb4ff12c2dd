import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import {
  REPAIR_INQUIRY_NUMBER,
  repairQuoteReviewHandlers,
  type MockApi,
  type RepairQuoteReviewFixtureOptions,
} from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import { missesReturnDate } from './offer-rows';
import * as stories from './repair-quote-review.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const {
  RepairInquiries,
  RepairInquiriesWithLinks,
  NoRepairInquiries,
  Comparison,
  Awarded,
  AwardedOneUnit,
  AwardConflict,
  Cancelled,
  ReviewOnly,
  Chinese,
  ChineseInquiries,
} = composeStories(stories);

async function renderStory(Story: typeof Comparison) {
  const onAwarded = fn();
  const onOpen = fn();
  const view = await renderWith(Story, {
    props: { onAwarded, onOpen },
    mock: (api, p) =>
      repairQuoteReviewHandlers(api, (p as { fixture?: RepairQuoteReviewFixtureOptions }).fixture),
  });
  return { ...view, onAwarded, onOpen };
}

const lastParams = (api: MockApi, path: string) =>
  api
    .requests()
    .filter((r) => r.path === path)
    .at(-1)?.params ?? {};
const awards = (api: MockApi) =>
  api.requests().filter((r) => r.path === '/admin/inquiry/hnaRepairQuote/award');
const grid = (name = 'Repair quotes side by side') => screen.findByRole('table', { name });
/** The banner's contracts: each item's text and its link's address. */
const contractsIn = (banner: HTMLElement) =>
  within(banner)
    .getAllByRole('listitem')
    .map((li) => [li.textContent ?? '', within(li).getByRole('link').getAttribute('href')]);
/** The cells of the first row named `row` (the first unit's), one per supplier. */
const rowCells = (table: HTMLElement, row: string, nth = 0) =>
  within(within(table).getAllByRole('rowheader', { name: row })[nth]!.closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');

describe('sp-repair-quote-review: the repair inquiries', () => {
  it('lists the repair inquiries only (kind repair) and opens one in place', async () => {
    const { api, user, onOpen } = await renderStory(RepairInquiries);
    const table = await screen.findByRole('table', { name: 'Repair inquiries to review' });
    expect(lastParams(api, '/admin/inquiry/hnaCgQuote/list')).toMatchObject({ kind: 'repair' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).queryByText('RFQ-2026-002001')).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'RFQ-2026-003001' }));
    expect(onOpen).toHaveBeenCalledWith({ id: 'inq-3001' });
    expect(
      await screen.findByRole('heading', { name: 'Repair quote comparison · RFQ-2026-003001' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the repair inquiries' }));
    expect(
      await screen.findByRole('table', { name: 'Repair inquiries to review' }),
    ).toBeInTheDocument();
  });

  it('on a page of its own, links each repair inquiry to its comparison URL', async () => {
    const { user } = await renderStory(RepairInquiriesWithLinks);
    const table = await screen.findByRole('table', { name: 'Repair inquiries to review' });
    const link = within(table).getByRole('link', { name: 'RFQ-2026-003001' });
    expect(link).toHaveAttribute('href', '/hna/hnaRepairQuote/index?id=inq-3001');
    await user.click(link);
    expect(stories.navigate).toHaveBeenCalledWith('/hna/hnaRepairQuote/index?id=inq-3001');
  });

  it('says where repair inquiries come from when there are none', async () => {
    await renderStory(NoRepairInquiries);
    expect(
      await screen.findByText('No repair inquiries yet. They arrive from the ERP.'),
    ).toBeVisible();
  });

  it('lists them in Chinese', async () => {
    await renderStory(ChineseInquiries);
    const table = await screen.findByRole('table', { name: '待评审的送修询价' });
    expect(within(table).getByRole('button', { name: 'RFQ-2026-003001' })).toBeInTheDocument();
  });
});

describe('sp-repair-quote-review: the comparison', () => {
  it('puts units × repair shops side by side with the lowest estimate of each unit marked', async () => {
    await renderStory(Comparison);
    const table = await grid();
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent ?? '');
    expect(heads[0]).toBe('Unit / repair shop');
    expect(heads[1]).toContain('Avio Repair Services');
    expect(heads[1]).toContain('Quote RQ-2026-000101');
    expect(heads[1]).toContain('Total estimate: CN¥24,210.00');
    expect(heads[2]).toContain('Total estimate: CN¥24,100.00');
    expect(heads[3]).toContain('Slow Shop Ltd.');
    expect(heads[3]).toContain('Did not submit a quote');
    expect(heads[4]).toContain('No bid');

    // The units' repair data in their group headings.
    expect(
      within(table).getByRole('heading', { name: 'Item 10 · 2-1589-3 · Brake assembly' }),
    ).toBeInTheDocument();
    expect(table).toHaveTextContent('SN BRK-44817');
    expect(table).toHaveTextContent('Registration B-6731');
    expect(table).toHaveTextContent('TSN 12,450.5 / CSN 8,812');

    // Brake: Avio's time and material (USD) converts lowest; the starter: Demo's CNY repair.
    expect(rowCells(table, 'Fixed price / repair fee (cap)')).toEqual([
      'Repair US$1,800.00 (cap US$2,500.00)',
      'Fixed CN¥18,000.00',
      'Not quoted',
      'Not quoted',
    ]);
    const brake = rowCells(table, 'Estimate', 0);
    expect(brake[0]).toContain('CN¥17,010.00');
    expect(brake[0]).toContain('Lowest');
    expect(brake[0]).toContain('Quoted US$2,362.50');
    expect(brake[1]).toBe('CN¥18,800.00');
    const starter = rowCells(table, 'Estimate', 1);
    expect(starter[0]).not.toContain('Lowest');
    expect(starter[1]).toContain('Lowest');
    const marked = [...table.querySelectorAll('td[data-marked]')].map((c) => c.textContent);
    expect(marked).toHaveLength(2);

    expect(rowCells(table, 'Warranty')[0]).toBe('12 months / 3,000 FH / 1,500 cycles');
    expect(rowCells(table, 'Handling rate')[0]).toBe('5 %');
    expect(rowCells(table, 'BER / NFF / scrap fees')[0]).toBe(
      'BER US$400.00 / NFF US$250.00 / scrap US$100.00',
    );
    expect(rowCells(table, 'Transport')[0]).toBe('Round trip');
    expect(rowCells(table, 'Transport')[1]).toBe('One way');
    expect(rowCells(table, 'Certificate')[0]).toBe('FAA+EASA');
    expect(rowCells(table, 'Evaluation outcome')[1]).toBe('Repairable');
  });

  it('flags a turnaround that misses the required return date counted from today', async () => {
    await renderStory(Comparison);
    const table = await grid();
    const brake = rowCells(table, 'Turnaround', 0);
    expect(brake[0]).toBe('21 days');
    expect(brake[1]).toBe('45 days Misses the required return date');
    // The starter has no required return date: nothing to miss.
    expect(rowCells(table, 'Turnaround', 1)).toEqual(['10 days', '14 days', '—', '—']);
    const now = Date.UTC(2026, 10, 27, 12);
    expect(missesReturnDate(3, '2026-11-30', now)).toBe(false);
    expect(missesReturnDate(4, '2026-11-30', now)).toBe(true);
    expect(missesReturnDate(4, null, now)).toBe(false);
  });

  it('asks the server again in another currency', async () => {
    const { api, user } = await renderStory(Comparison);
    await grid();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Compare estimates in' }), 'USD');
    await waitFor(() =>
      expect(lastParams(api, '/admin/inquiry/hnaRepairQuote/compare')).toMatchObject({
        inquiryId: 'inq-3001',
        currency: 'USD',
      }),
    );
    await waitFor(async () => expect(rowCells(await grid(), 'Estimate')[1]).toContain('$2,611.11'));
  });

  it('awards after a confirmation naming the shop, the total and the contracts, then links each', async () => {
    const { api, user, onAwarded } = await renderStory(Comparison);
    await grid();
    expect(screen.queryByRole('button', { name: 'Award to Slow Shop Ltd.' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Award to Avio Repair Services' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Award to Avio Repair Services?');
    expect(dialog).toHaveTextContent('at a total estimate of CN¥24,210.00');
    // Avio prices both units: a contract each.
    expect(dialog).toHaveTextContent(
      '2 repair contracts are issued to this repair shop, one per unit it quoted',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(awards(api)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Award to Avio Repair Services' }));
    dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Remark (optional)' }),
      'Best warranty',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Award and issue the contract' }));
    await waitFor(() => expect(awards(api)).toHaveLength(1));
    expect(awards(api)[0]!.body).toEqual({
      inquiryId: 'inq-3001',
      bidderId: 'bid-avio',
      version: 3,
      remark: 'Best warranty',
    });
    const brake = `R-${REPAIR_INQUIRY_NUMBER}-10`;
    const starter = `R-${REPAIR_INQUIRY_NUMBER}-20`;
    expect(
      await screen.findByText(
        `Awarded: 2 repair contracts, one per unit (${brake}, ${starter}), were sent to the supplier`,
      ),
    ).toBeInTheDocument();
    expect(onAwarded).toHaveBeenCalledWith({
      inquiryId: 'inq-3001',
      bidderId: 'bid-avio',
      contractId: 'ctr-9011',
      contractNumber: brake,
      contracts: [
        {
          contractId: 'ctr-9011',
          contractNumber: brake,
          itemId: 'item-1',
          itemNo: 10,
          serialNumber: 'BRK-44817',
        },
        {
          contractId: 'ctr-9012',
          contractNumber: starter,
          itemId: 'item-2',
          itemNo: 20,
          serialNumber: 'ATS-0093',
        },
      ],
    });
    const banner = await screen.findByTestId('award-banner');
    expect(banner).toHaveTextContent(
      'Awarded to Avio Repair Services — 2 repair contracts, one per unit:',
    );
    expect(contractsIn(banner)).toEqual([
      [`${brake} · Item 10 · SN BRK-44817`, '/hna/hnaContract/index?id=ctr-9011'],
      [`${starter} · Item 20 · SN ATS-0093`, '/hna/hnaContract/index?id=ctr-9012'],
    ]);
    expect(screen.queryByRole('button', { name: /^Award to/ })).toBeNull();
  });

  it('is usable from the keyboard: the grid scrolls on focus, Award opens and Escape closes', async () => {
    const { api, user } = await renderStory(Comparison);
    await grid();
    const region = screen.getByRole('region', { name: 'Repair quotes side by side' });
    expect(region).toHaveAttribute('tabindex', '0');
    const award = screen.getByRole('button', { name: 'Award to Avio Repair Services' });
    award.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Remark (optional)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(awards(api)).toHaveLength(0);
  });

  it("hides Award once awarded and links the banner to each unit's contract", async () => {
    await renderStory(Awarded);
    await grid();
    const banner = screen.getByTestId('award-banner');
    expect(banner).toHaveTextContent('Awarded to Avio Repair Services — 2 repair contracts');
    expect(contractsIn(banner)).toEqual([
      [
        `R-${REPAIR_INQUIRY_NUMBER}-10 · Item 10 · SN BRK-44817`,
        '/hna/hnaContract/index?id=ctr-9001',
      ],
      [
        `R-${REPAIR_INQUIRY_NUMBER}-20 · Item 20 · SN ATS-0093`,
        '/hna/hnaContract/index?id=ctr-9002',
      ],
    ]);
    expect(screen.queryByRole('button', { name: /^Award to/ })).toBeNull();
  });

  it('names the one contract of a single-unit award in a sentence, as plain text without links', async () => {
    await renderStory(AwardedOneUnit);
    await grid();
    const banner = screen.getByTestId('award-banner');
    expect(banner).toHaveTextContent(
      `Awarded to Avio Repair Services — repair contract R-${REPAIR_INQUIRY_NUMBER}. Awarded`,
    );
    expect(within(banner).queryByRole('list')).toBeNull();
    // Without a bound contract page the number is text.
    expect(within(banner).queryByRole('link')).toBeNull();
  });

  it('hides Award on a cancelled inquiry and without the award permission', async () => {
    await renderStory(Cancelled);
    await grid();
    expect(screen.getByText('This inquiry was cancelled: it cannot be awarded.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Award to/ })).toBeNull();
  });

  it('compares without Award for a reviewer who may not award', async () => {
    await renderStory(ReviewOnly);
    await grid();
    expect(screen.queryByRole('button', { name: /^Award to/ })).toBeNull();
  });

  it('shows a 409 (awarded meanwhile) and reloads the comparison', async () => {
    const { api, user } = await renderStory(AwardConflict);
    await grid();
    const before = api.requests().filter((r) => r.path.endsWith('/compare')).length;
    await user.click(screen.getByRole('button', { name: 'Award to Demo Aero Parts Co., Ltd.' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Award and issue the contract' }));
    expect(await screen.findByText('This repair inquiry was already awarded')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(api.requests().filter((r) => r.path.endsWith('/compare')).length).toBeGreaterThan(
        before,
      ),
    );
  });

  it('compares and awards in Chinese, the 409 in Chinese too', async () => {
    const { user } = await renderStory(Chinese);
    const table = await grid('修理报价并排比较');
    expect(rowCells(table, '估价')[0]).toContain('最低');
    expect(rowCells(table, '修理周期')[1]).toContain('晚于要求返回日期');
    await user.click(screen.getByRole('button', { name: '定标给 Avio Repair Services' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('定标给 Avio Repair Services？');
    expect(dialog).toHaveTextContent('系统将按其报价的每一件向该修理厂下发一份修理合同（共 2 份）');
    await user.click(within(dialog).getByRole('button', { name: '定标并下发合同' }));
    const numbers = [`R-${REPAIR_INQUIRY_NUMBER}-10`, `R-${REPAIR_INQUIRY_NUMBER}-20`];
    expect(
      await screen.findByText(
        `已定标：2 份修理合同（每件一份：${numbers.join(', ')}）已发送给供应商`,
      ),
    ).toBeInTheDocument();
    const banner = await screen.findByTestId('award-banner');
    expect(banner).toHaveTextContent('已定标给 Avio Repair Services — 2 份修理合同，每件一份：');
    expect(contractsIn(banner).map(([text]) => text)).toEqual([
      `${numbers[0]} · 行 10 · 序号 BRK-44817`,
      `${numbers[1]} · 行 20 · 序号 ATS-0093`,
    ]);
  });
});
