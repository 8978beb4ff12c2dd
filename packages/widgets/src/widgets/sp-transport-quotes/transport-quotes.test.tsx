import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { transportHandlers, type MockApi } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import * as stories from './transport-quotes.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const {
  SupplierInquiries,
  SupplierOrders,
  BuyerInquiries,
  BuyerWaybills,
  Frozen,
  Chinese,
  ChineseBuyer,
  ChineseOrders,
} = composeStories(stories);

async function renderStory(Story: typeof SupplierInquiries) {
  return renderWith(Story, {
    mock: (api, p) => transportHandlers(api, (p as { fixture?: object }).fixture),
  });
}

const posts = (api: MockApi, path: string) =>
  api.requests().filter((r) => r.method === 'POST' && r.path.endsWith(path));

describe('sp-transport-quotes', () => {
  it('quotes an inquiry with a live total of max(minimum, rate × chargeable weight) + surcharges', async () => {
    const { user, api } = await renderStory(SupplierInquiries);
    await user.click(await screen.findByRole('button', { name: 'TI-DEMO-0001' }));
    const rate = await screen.findByRole('spinbutton', { name: /Rate per kg/ });
    await user.type(rate, '2');
    await user.type(screen.getByRole('spinbutton', { name: /Transit days/ }), '3');
    await user.type(screen.getByLabelText(/Valid until/), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Add surcharge' }));
    await user.type(screen.getByRole('textbox', { name: 'Surcharge' }), 'Fuel');
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '40');
    // 100 kg gross, 3 m³ → 500 kg chargeable; 500 × 2 + 40.
    await waitFor(() =>
      expect(document.querySelector('output')?.getAttribute('data-total')).toBe('1040'),
    );
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    await waitFor(() => expect(posts(api, '/pdDemandQuote/save')).toHaveLength(1));
    expect(posts(api, '/pdDemandQuote/save')[0]!.body).toMatchObject({
      inquiryId: 'ti-1',
      version: 0,
      ratePerKg: 2,
      transitDays: 3,
      surcharges: [{ name: 'Fuel', amount: 40 }],
    });
  });

  it("shows the server's refusal when the company is frozen", async () => {
    const { user } = await renderStory(Frozen);
    await user.click(await screen.findByRole('button', { name: 'TI-DEMO-0001' }));
    await user.type(await screen.findByRole('spinbutton', { name: /Rate per kg/ }), '2');
    await user.type(screen.getByRole('spinbutton', { name: /Transit days/ }), '3');
    await user.type(screen.getByLabelText(/Valid until/), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(await screen.findByText(/frozen/i)).toBeInTheDocument();
  });

  it('confirms an awarded order', async () => {
    const { user, api } = await renderStory(SupplierOrders);
    await user.click(await screen.findByRole('button', { name: 'TO20261127-AB12CD' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts(api, '/pdDemandOrder/answer')).toHaveLength(1));
    expect(posts(api, '/pdDemandOrder/answer')[0]!.body).toMatchObject({
      id: 'to-1',
      decision: 'confirm',
    });
  });

  it('compares quotes cheapest first and awards one', async () => {
    const { user, api } = await renderStory(BuyerInquiries);
    await user.click(await screen.findByRole('button', { name: 'TI-DEMO-0001' }));
    const table = await screen.findByRole('table', { name: 'Quotes of TI-DEMO-0001' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Shunda Air Logistics');
    await user.type(
      screen.getByRole('textbox', { name: /Ship notice carried/ }),
      'PO-2026-0104-S1',
    );
    await user.click(within(rows[0]!).getByRole('button', { name: 'Award' }));
    await waitFor(() => expect(posts(api, '/pdDemandInquiry/award')).toHaveLength(1));
    expect(posts(api, '/pdDemandInquiry/award')[0]!.body).toMatchObject({
      inquiryId: 'ti-1',
      quoteId: 'q-1',
      version: 2,
      noticeNumber: 'PO-2026-0104-S1',
    });
    expect(await screen.findByText(/It carries ship notice PO-2026-0104-S1/)).toBeInTheDocument();
  });

  it('closes an inquiry only after the buyer confirms, and then offers no award', async () => {
    const { user, api } = await renderStory(BuyerInquiries);
    await user.click(await screen.findByRole('button', { name: 'TI-DEMO-0001' }));
    await user.click(await screen.findByRole('button', { name: 'Close inquiry' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close inquiry TI-DEMO-0001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(api, '/pdDemandInquiry/close')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Close inquiry' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Close inquiry' }));
    await waitFor(() => expect(posts(api, '/pdDemandInquiry/close')).toHaveLength(1));
    expect(posts(api, '/pdDemandInquiry/close')[0]!.body).toEqual({ id: 'ti-1', version: 2 });
    expect(await screen.findByText('Closed without an award.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Award' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close inquiry' })).not.toBeInTheDocument();
  });

  it('closes an inquiry in Chinese', async () => {
    const { user, api } = await renderStory(ChineseBuyer);
    await user.click(await screen.findByRole('button', { name: 'TI-DEMO-0001' }));
    expect(await screen.findByRole('textbox', { name: /承运的发货通知/ })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '关闭询价' }));
    const dialog = await screen.findByRole('alertdialog', { name: '关闭询价单 TI-DEMO-0001？' });
    expect(within(dialog).getByText(/不可撤销/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '关闭询价' }));
    await waitFor(() => expect(posts(api, '/pdDemandInquiry/close')).toHaveLength(1));
    expect(await screen.findByText('已关闭，未定标。')).toBeInTheDocument();
  });

  it("shows the buyer the confirmed order's waybills and sends feedback on an exception", async () => {
    const { user, api } = await renderStory(BuyerWaybills);
    await user.click(await screen.findByRole('button', { name: 'TI-DEMO-0001' }));
    const section = await screen.findByRole('region', { name: 'Domestic waybills of the order' });
    expect(await within(section).findByText(/Flight cancelled/)).toBeInTheDocument();
    const photos = within(section).getByRole('group', { name: 'Photos' });
    expect(within(photos).getByRole('link', { name: 'late.jpg' }).getAttribute('href')).toBe(
      '/api/admin/file/download?obj=photo-9&type=attachment',
    );
    expect(within(section).getByText(/In transit/)).toBeInTheDocument();
    await user.type(within(section).getByRole('textbox', { name: 'Your feedback' }), 'Rebook');
    await user.click(within(section).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(posts(api, '/pdDemandInquiry/waybillFeedback')).toHaveLength(1));
    expect(posts(api, '/pdDemandInquiry/waybillFeedback')[0]!.body).toEqual({
      exceptionId: 'wx-1',
      version: 1,
      feedback: 'Rebook',
    });
  });

  it('speaks Chinese: the list, the quote form and the orders', async () => {
    const { user } = await renderStory(Chinese);
    await user.click(await screen.findByRole('button', { name: 'TI-DEMO-0001' }));
    expect(await screen.findByRole('button', { name: '保存报价' })).toBeInTheDocument();
    expect(screen.getByText('空运')).toBeInTheDocument();
  });

  it('shows the supplier which ship notice each order carries', async () => {
    await renderStory(SupplierOrders);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Ship notice carried' })).toBeVisible();
    expect(await within(table).findByText('PO-2026-0104-S1')).toBeInTheDocument();
  });

  it('speaks Chinese on the orders', async () => {
    const { user } = await renderStory(ChineseOrders);
    await user.click(await screen.findByRole('button', { name: 'TO20261127-AB12CD' }));
    expect(await screen.findByRole('button', { name: '确认' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '拒绝' })).toBeInTheDocument();
  });
});
