// sp-bills in both languages over the fixtures' bill server: the supplier invoices a draft and
// submits it (after a confirmation saying it cannot be withdrawn), a fapiao whose tax does not add
// up is refused before anything is sent, the finance review refuses a bill only with a reason, and
// a new bill's lines are matched live with the contract's matchLine.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { billMessages } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { billHandlers, uploadHandlers, type MockApi } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import en from '../../locales/en/bills.json';
import zh from '../../locales/zh/bills.json';
import * as stories from './bills.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const {
  Draft,
  ChineseDraft,
  BuyerReview,
  ChineseBuyerReview,
  SupplierList,
  Refused,
  BuyerList,
  Empty,
  Chinese,
  Carrier,
  ChineseCarrier,
} = composeStories(stories);

async function renderStory(Story: typeof Draft) {
  return renderWith(Story, {
    mock: (api, p) => {
      uploadHandlers(api);
      return billHandlers(api, (p as { fixture?: object }).fixture);
    },
  });
}

const posts = (api: MockApi, path: string) =>
  api.requests().filter((r) => r.method === 'POST' && r.path.endsWith(path));

/** The texts of one language: the screen's and the contract's bill messages. */
const LANGS = [
  {
    lang: 'en',
    text: en,
    msg: billMessages.en,
    draft: Draft,
    review: BuyerReview,
    final: 'cannot be withdrawn',
    approveFlagged: '1 line of',
  },
  {
    lang: 'zh',
    text: zh,
    msg: billMessages.zh,
    draft: ChineseDraft,
    review: ChineseBuyerReview,
    final: '不能撤回',
    approveFlagged: '有 1 行超出容差',
  },
] as const;

const DIGITAL = '26442000000087654321';

describe.each(LANGS)('sp-bills ($lang)', ({ text, msg, draft, review, final, approveFlagged }) => {
  const exact = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

  it('attaches a fapiao to a draft and submits it after the no-withdrawal confirmation', async () => {
    const { user, api, mock } = await renderStory(draft);
    await user.click(await screen.findByRole('button', { name: text.page.addInvoice }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: exact(text.inv.number) }), DIGITAL);
    const date = within(dialog).getByRole('textbox', { name: exact(text.inv.date) });
    await user.type(date, '2026-11-21');
    await user.tab();
    await user.type(within(dialog).getByRole('textbox', { name: exact(text.inv.amount) }), '840');
    // 13 % of 840.00, filled in; the total follows.
    expect(within(dialog).getByRole('textbox', { name: exact(text.inv.taxAmount) })).toHaveValue(
      '109.20',
    );
    expect(within(dialog).getByRole('textbox', { name: exact(text.inv.total) })).toHaveValue(
      '949.20',
    );
    const file = new File(['%PDF-1.4 fapiao'], 'fapiao.pdf', { type: 'application/pdf' });
    await user.upload(
      await within(dialog).findByLabelText(text.inv.fileFapiao, { selector: 'input' }),
      file,
    );
    expect(await within(dialog).findByText('fapiao.pdf', {}, { timeout: 10_000 })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: text.inv.submit }));
    await waitFor(() => expect(posts(api, '/bill/invoice/add')).toHaveLength(1));
    expect(posts(api, '/bill/invoice/add')[0]!.body).toMatchObject({
      id: 'b-1',
      invoice: {
        kind: 'fapiaoSpecial',
        number: DIGITAL,
        date: '2026-11-21',
        amount: 840,
        taxRate: 13,
        taxAmount: 109.2,
        total: 949.2,
        fileId: 'file-1',
      },
    });
    const table = await screen.findByRole('table', { name: text.page.invoices });
    expect(within(table).getByText(DIGITAL)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.page.submit }));
    const confirm = await screen.findByRole('alertdialog');
    // The confirmation says a submitted bill cannot be withdrawn.
    expect(confirm).toHaveTextContent(final);
    await user.click(within(confirm).getByRole('button', { name: text.page.submit }));
    await waitFor(() => expect(posts(api, '/bill/submit')).toHaveLength(1));
    await waitFor(() =>
      expect(mock.bills().find((b) => b.id === 'b-1')!.state).toBe('pendingReview'),
    );
    expect(await screen.findByText(text.page.pending)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.page.addInvoice })).not.toBeInTheDocument();
  });

  it('refuses a fapiao whose tax does not add up before sending anything', async () => {
    const { user, api } = await renderStory(draft);
    await user.click(await screen.findByRole('button', { name: text.page.addInvoice }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: exact(text.inv.number) }), DIGITAL);
    await user.type(
      within(dialog).getByRole('textbox', { name: exact(text.inv.date) }),
      '2026-11-21',
    );
    await user.tab();
    await user.type(within(dialog).getByRole('textbox', { name: exact(text.inv.amount) }), '840');
    const tax = within(dialog).getByRole('textbox', { name: exact(text.inv.taxAmount) });
    await user.clear(tax);
    await user.type(tax, '100');
    await user.click(within(dialog).getByRole('button', { name: text.inv.submit }));
    expect(await within(dialog).findByText(msg['bill.taxMismatch'])).toBeInTheDocument();
    // The scan is missing too, and said so at its field.
    expect(within(dialog).getByText(text.inv.fileRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(text.inv.fix)).toBeInTheDocument();
    expect(posts(api, '/bill/invoice/add')).toHaveLength(0);
  });

  it('lets the finance review refuse a bill only with a reason, which the supplier then reads', async () => {
    const { user, api, mock } = await renderStory(review);
    // The flagged line is highlighted with its price difference in words.
    const lines = await screen.findByRole('table', { name: text.page.lines });
    expect(within(lines).getByText(/\+20/)).toBeInTheDocument();
    expect(lines.querySelector('[data-flags="price"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: text.review.refuse }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: text.review.refuse }));
    expect(await within(dialog).findByText(msg['bill.reasonRequired'])).toBeInTheDocument();
    expect(posts(api, '/hnaBill/refuse')).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: exact(text.review.reason) }),
      'Line 2 above the contract price',
    );
    await user.click(within(dialog).getByRole('button', { name: text.review.refuse }));
    await waitFor(() => expect(posts(api, '/hnaBill/refuse')).toHaveLength(1));
    expect(posts(api, '/hnaBill/refuse')[0]!.body).toMatchObject({
      id: 'b-2',
      reason: 'Line 2 above the contract price',
    });
    await waitFor(() =>
      expect(mock.bills().find((b) => b.id === 'b-2')!.rejectReason).toBe(
        'Line 2 above the contract price',
      ),
    );
    expect(await screen.findByText(/Line 2 above the contract price/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.review.approve })).not.toBeInTheDocument();
  });

  it('approves a bill after a confirmation that names its flagged line', async () => {
    const { user, api, mock } = await renderStory(review);
    await user.click(await screen.findByRole('button', { name: text.review.approve }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(approveFlagged);
    await user.click(within(confirm).getByRole('button', { name: text.review.approve }));
    await waitFor(() => expect(posts(api, '/hnaBill/approve')).toHaveLength(1));
    expect(posts(api, '/hnaBill/approve')[0]!.body).toMatchObject({ id: 'b-2', version: 1 });
    await waitFor(() => expect(mock.bills().find((b) => b.id === 'b-2')!.state).toBe('approved'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: text.review.refuse })).not.toBeInTheDocument(),
    );
  });
});

describe('sp-bills (supplier list and new bill)', () => {
  it('drafts a new bill from a contract, flagging a price beyond tolerance live', async () => {
    const { user, api } = await renderStory(SupplierList);
    const table = await screen.findByRole('table', { name: en.list.title });
    expect(within(table).getByText('BL-SKY-000003')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.new.button }));
    // The bills' own pick list, not the ship notice's.
    await user.selectOptions(
      await screen.findByRole('combobox', { name: en.new.source.goods }),
      'c-42',
    );
    expect(api.requests().some((r) => r.path.endsWith('/bill/sources'))).toBe(true);
    expect(api.requests().some((r) => r.path.endsWith('/shipment/contracts'))).toBe(false);
    await user.click(screen.getByRole('button', { name: en.new.next }));
    const lines = await screen.findByRole('table', { name: en.new.lines });
    await user.click(within(lines).getByRole('checkbox', { name: 'Bill line 1' }));
    // Prefilled with what is still billable of line 1: 10 delivered, 7 on live bills (the refused
    // one does not count).
    const quantity = within(lines).getByRole('textbox', { name: /Quantity of line 1/ });
    expect(quantity).toHaveValue('3');
    const price = within(lines).getByRole('textbox', { name: /Unit price of line 1/ });
    await user.clear(price);
    await user.type(price, '110');
    expect(await within(lines).findByText(/Unit price \+10 from the contract price/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: en.new.save }));
    await waitFor(() => expect(posts(api, '/bill/create')).toHaveLength(1));
    expect(posts(api, '/bill/create')[0]!.body).toMatchObject({
      contractId: 'c-42',
      lines: [{ lineNo: 1, quantity: 3, unitPrice: 110 }],
    });
    expect(await screen.findByRole('heading', { name: /Bill BL-SKY-000101/ })).toBeInTheDocument();
  });

  it("shows a refused bill's reason and corrects it as a new draft version, the refused one kept", async () => {
    const { user, api } = await renderStory(Refused);
    expect(
      await screen.findByText(/The reviewer's reason: Line 2 is priced above the contract/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.page.submit })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.page.correct }));
    await waitFor(() => expect(posts(api, '/bill/correct')).toHaveLength(1));
    expect(posts(api, '/bill/correct')[0]!.body).toMatchObject({ id: 'b-3' });
    expect(
      await screen.findByRole('heading', { name: 'Bill BL-SKY-000003 (revision 2)' }),
    ).toBeInTheDocument();
    // The new draft carries the lines and the invoice; the versions list the refused one.
    expect(screen.getByRole('button', { name: en.page.submit })).toBeInTheDocument();
    const versions = screen.getByRole('table', { name: en.page.versions });
    expect(within(versions).getByRole('button', { name: 'Open revision 1' })).toBeInTheDocument();
    expect(within(versions).getByText(/Line 2 is priced above the contract/)).toBeInTheDocument();
  });

  it('lets the finance review set the tolerances, refusing one beyond 50 % before sending', async () => {
    const { user, api } = await renderStory(BuyerList);
    await user.click(await screen.findByRole('button', { name: en.tol.button }));
    const dialog = await screen.findByRole('dialog');
    const price = await within(dialog).findByRole('textbox', { name: /Price tolerance/ });
    expect(price).toHaveValue('5');
    expect(within(dialog).getByRole('textbox', { name: /Quantity tolerance/ })).toHaveValue('2');
    await user.clear(price);
    await user.type(price, '60');
    await user.click(within(dialog).getByRole('button', { name: en.tol.save }));
    expect(await within(dialog).findByText(/A number from 0 to 50/)).toBeInTheDocument();
    expect(posts(api, '/hnaBill/tolerance')).toHaveLength(0);
    await user.clear(price);
    await user.type(price, '8');
    await user.click(within(dialog).getByRole('button', { name: en.tol.save }));
    await waitFor(() => expect(posts(api, '/hnaBill/tolerance')).toHaveLength(1));
    expect(posts(api, '/hnaBill/tolerance')[0]!.body).toEqual({
      quantityPct: 2,
      pricePct: 8,
      version: 0,
    });
  });

  it("rewrites a draft's lines, its own quantity billable again, and the price flag clears", async () => {
    const { user, api } = await renderStory(Draft);
    await user.click(await screen.findByRole('button', { name: en.page.editLines }));
    const lines = await screen.findByRole('table', { name: en.new.lines });
    // Line 1: 3 billable besides the draft's own 4.
    expect(within(lines).getByRole('checkbox', { name: 'Bill line 1' })).toBeChecked();
    const billable = lines.querySelectorAll('tr[data-line="1"] td')[3];
    expect(billable).toHaveTextContent(/^7$/);
    const row2 = lines.querySelector('tr[data-line="2"]') as HTMLElement;
    expect(within(row2).getByText(/Unit price \+20 from the contract price/)).toBeVisible();
    const price = within(row2).getByRole('textbox', { name: /Unit price of line 2/ });
    await user.clear(price);
    await user.type(price, '200');
    expect(within(row2).getByText(billMessages.en['bill.flag.none'])).toBeVisible();
    await user.click(screen.getByRole('button', { name: en.new.save }));
    await waitFor(() => expect(posts(api, '/bill/update')).toHaveLength(1));
    expect(posts(api, '/bill/update')[0]!.body).toMatchObject({
      id: 'b-1',
      version: 1,
      lines: [
        { lineNo: 1, quantity: 4, unitPrice: 100 },
        { lineNo: 2, quantity: 2, unitPrice: 200 },
      ],
    });
  });

  it('says what to do when the supplier has no bill yet', async () => {
    await renderStory(Empty);
    expect(await screen.findByText(en.list.empty)).toBeInTheDocument();
  });
});

describe.each([
  { lang: 'en', text: en, list: SupplierList, carrier: Carrier, flag: /Unit price \+600/ },
  { lang: 'zh', text: zh, list: Chinese, carrier: ChineseCarrier, flag: /\+600/ },
])('sp-bills repair and freight bills ($lang)', ({ text, list, carrier, flag }) => {
  it('bills a repair at the quoted amount plus approved costs, flagging a higher amount', async () => {
    const { user, api } = await renderStory(list);
    await user.click(await screen.findByRole('button', { name: text.new.button }));
    // A goods supplier chooses between goods and repair; never freight.
    expect(screen.queryByRole('radio', { name: text.enum.billKind.freight })).toBeNull();
    await user.click(await screen.findByRole('radio', { name: text.enum.billKind.repair }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: text.new.source.repair }),
      'c-77',
    );
    await user.click(screen.getByRole('button', { name: text.new.next }));
    expect(await screen.findByText('SN-4411')).toBeInTheDocument();
    expect(screen.getByText(text.amt.reference.repair)).toBeInTheDocument();
    const amount = screen.getByRole('textbox', {
      name: text.amt.amount.replace('{{currency}}', 'CNY'),
    });
    expect(amount).toHaveValue('5300');
    await user.clear(amount);
    await user.type(amount, '5900');
    expect(await screen.findByText(flag)).toBeVisible();
    await user.click(screen.getByRole('button', { name: text.new.save }));
    await waitFor(() => expect(posts(api, '/bill/createRepair')).toHaveLength(1));
    expect(posts(api, '/bill/createRepair')[0]!.body).toMatchObject({
      contractId: 'c-77',
      amount: 5900,
    });
    // The detail shows the repair's fields.
    expect(await screen.findByText(text.subj.quotedAmount)).toBeInTheDocument();
    expect(screen.getByText(text.subj.approvedCosts)).toBeInTheDocument();
  });

  it('lets a carrier bill a delivered transport order with its route, weight and charges', async () => {
    const { user, api } = await renderStory(carrier);
    await user.click(await screen.findByRole('button', { name: text.new.button }));
    // Freight is the only kind a carrier bills: no choice offered.
    const pick = await screen.findByRole('combobox', { name: text.new.source.freight });
    expect(screen.queryByRole('radio')).toBeNull();
    await user.selectOptions(pick, 'to-9');
    await user.click(screen.getByRole('button', { name: text.new.next }));
    expect(await screen.findByText(text.subj.mode.land)).toBeInTheDocument();
    expect(screen.getByText('Haikou → Sanya')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.new.save }));
    await waitFor(() => expect(posts(api, '/bill/createFreight')).toHaveLength(1));
    expect(posts(api, '/bill/createFreight')[0]!.body).toMatchObject({
      transportOrderId: 'to-9',
      amount: 1200,
    });
    expect(await screen.findByText(text.subj.route)).toBeInTheDocument();
    expect(api.requests().some((r) => r.params.kind === 'goods')).toBe(false);
  });
});
