// Billing end to end (issue 16), as the "done means" tells it: supplier.demo bills the two
// delivered lines of PO-2026-0109 (demo data no other browser test touches) with a fapiao, one line
// above the contract price; the finance reviewer refuses it for that price difference; the
// supplier corrects it at the contract price and resubmits; the reviewer approves; the ERP
// schedules and then pays it; the payment overview shows it paid, in both languages, and the
// tables behind its charts count it open (not due) once approved, then paid this month.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { erpPaysBills, erpSchedulesPayment } from './support/erp.ts';
import { ACCOUNTS, english, signInThroughUi, switchLanguage } from './support/portal.ts';
import { text } from './support/texts.ts';

test.use(english);

const CONTRACT = 'PO-2026-0109';
// Line 10: 10 EA wheel bearings at 320.25; line 20: 6 KIT O-ring seal kits at 85.60.
const CORRECT_AMOUNT = 3716.1; // 3,202.50 + 513.60
// Line 20 billed at 97.10: 13 % over the contract price, beyond the 5 % tolerance.
const HIGH_PRICE = '97.1';
const HIGH_AMOUNT = 3785.1; // 3,202.50 + 582.60
const REASON = 'Line 20 is billed at 97.10, the contract price is 85.60';
// Fully digital fapiao numbers (20 digits), new on every run: a number is used once per supplier.
const fapiaoNumber = (n: number) => `2644${String(Date.now() + n).padStart(16, '0')}`;
const FIRST_FAPIAO = fapiaoNumber(0);
const SECOND_FAPIAO = fapiaoNumber(1);
/** Today's business day (UTC+8), as the server counts days. */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const money = (n: number) =>
  `CN¥${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** "CN¥3,716.10" → 3716.1 */
const amountOf = (s: string) => Number(s.replace(/[^\d.-]/g, ''));

const BILL_SIDES = { supplier: '/sup/bill/index', buyer: '/hna/financeReview/index' } as const;

async function openBill(page: Page, side: keyof typeof BILL_SIDES, name: string) {
  await page.goto(BILL_SIDES[side]);
  await page.getByRole('link', { name, exact: true }).click();
}

/** The fapiao dialog: a fully digital special VAT invoice for `amount`, with its PDF. */
async function attachFapiao(page: Page, number: string, amount: number) {
  await page.getByRole('button', { name: 'Add invoice' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Invoice number/ }).fill(number);
  // A date picker: it takes the typed date when the field is left.
  const date = dialog.getByRole('textbox', { name: /^Invoice date/ });
  await date.fill(today());
  await date.press('Tab');
  await expect(date).toHaveValue(today());
  await dialog.getByRole('textbox', { name: /^Amount without tax/ }).fill(amount.toFixed(2));
  // 13 % for goods, filled in; the total follows.
  const tax = Math.round(amount * 13) / 100;
  await expect(dialog.getByRole('textbox', { name: /^Tax amount/ })).toHaveValue(tax.toFixed(2));
  await expect(dialog.getByRole('textbox', { name: /^Total with tax/ })).toHaveValue(
    (amount + tax).toFixed(2),
  );
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'fapiao.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% fapiao\n'),
  });
  // Uploaded once it is a link to the stored file (sent before that, the form misses the scan).
  await expect(dialog.getByRole('link', { name: 'fapiao.pdf' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Attach invoice' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Invoices' })).toContainText(number);
}

async function submitForReview(page: Page) {
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const confirm = confirmation(page);
  await expect(confirm).toContainText('cannot be withdrawn');
  await confirm.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Submitted: waiting for the buyer')).toBeVisible();
}

/** The portal's "are you sure?": an alert dialog when the step is dangerous, else a dialog. */
const confirmation = (page: Page): Locator =>
  page.getByRole('alertdialog').or(page.getByRole('dialog'));

/**
 * What the charts say, read from the tables behind them: this month's paid amount (the last row of
 * paid versus due) and the open amount not due yet (the first age bucket).
 */
async function charts(page: Page): Promise<{ paidThisMonth: number; notDue: number }> {
  const months = page.getByRole('table', { name: 'Paid versus due per month (CNY)' });
  // The head and twelve months, this one last.
  await expect(months.getByRole('row')).toHaveCount(13);
  const paid = months.getByRole('row').last().getByRole('cell').nth(1);
  const notDue = page
    .getByRole('table', { name: 'Receivables by age (CNY)' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Not due' }) })
    .getByRole('cell')
    .first();
  return {
    paidThisMonth: amountOf((await paid.textContent()) ?? ''),
    notDue: amountOf((await notDue.textContent()) ?? ''),
  };
}

test('a bill refused for its price is corrected, approved, scheduled and paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  let bill = '';
  let before = { paidThisMonth: 0, notDue: 0 };

  await test.step("the payment overview before: this month's payments, what is not due", async () => {
    await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
    await page.goto('/sup/payment/index');
    before = await charts(page);
  });

  await test.step('supplier.demo bills both delivered lines, line 20 above the contract', async () => {
    await page.goto(BILL_SIDES.supplier);
    await page.getByRole('button', { name: 'New bill' }).click();
    const source = page.getByRole('combobox', {
      name: /Contract with delivered lines not yet billed/,
    });
    const option = source.locator('option', { hasText: CONTRACT });
    await source.selectOption((await option.getAttribute('value')) ?? '');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: `New bill for ${CONTRACT}` })).toBeVisible();

    const lines = page.getByRole('table', { name: 'Lines to bill' });
    for (const [no, quantity] of [
      [10, '10'],
      [20, '6'],
    ] as const) {
      await lines.getByRole('checkbox', { name: `Bill line ${no}` }).check();
      // Prefilled with what is delivered and not billed yet.
      await expect(lines.getByRole('textbox', { name: `Quantity of line ${no}` })).toHaveValue(
        quantity,
      );
    }
    const price20 = lines.getByRole('textbox', { name: 'Unit price of line 20' });
    await price20.fill(HIGH_PRICE);
    // The difference is flagged for the supplier, and does not stop the bill.
    await expect(lines.getByText(/Unit price \+11\.5 from the contract price/)).toBeVisible();
    await page.getByRole('button', { name: 'Save draft' }).click();

    const heading = page.getByRole('heading', { name: /^Bill \S+ \(revision 1\)$/ });
    await expect(heading).toBeVisible();
    bill = /^Bill (\S+)/.exec((await heading.textContent()) ?? '')?.[1] ?? '';
    // supplier.demo's demo bills are -000001 and -000002.
    expect(bill).toBe('BL-S100001-000003');

    await attachFapiao(page, FIRST_FAPIAO, HIGH_AMOUNT);
    await submitForReview(page);
  });

  const buyerContext = await browser.newContext(english);
  const buyer = await buyerContext.newPage();

  await test.step('the reviewer refuses it for the price difference', async () => {
    await signInThroughUi(buyer, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
    await openBill(buyer, 'buyer', bill);
    await expect(buyer.getByRole('heading', { name: `Bill ${bill} (revision 1)` })).toBeVisible();
    // The reviewer sees the flagged line.
    const lines = buyer.getByRole('table', { name: 'Lines and matching' });
    await expect(lines.locator('[data-flags="price"]')).toHaveCount(1);
    await buyer.getByRole('button', { name: 'Refuse' }).click();
    const dialog = buyer.getByRole('alertdialog');
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill(REASON);
    await dialog.getByRole('button', { name: 'Refuse' }).click();
    await expect(dialog).toBeHidden();
    await expect(buyer.getByText(`Not approved. The reviewer's reason: ${REASON}`)).toBeVisible();
  });

  await test.step('the supplier reads the reason, corrects the price and resubmits', async () => {
    await openBill(page, 'supplier', bill);
    await expect(page.getByText(`The reviewer's reason: ${REASON}`)).toBeVisible();
    await page.getByRole('button', { name: 'Correct and resubmit' }).click();
    await expect(page.getByRole('heading', { name: `Bill ${bill} (revision 2)` })).toBeVisible();

    await page.getByRole('button', { name: 'Edit lines' }).click();
    const lines = page.getByRole('table', { name: 'Lines to bill' });
    await lines.getByRole('textbox', { name: 'Unit price of line 20' }).fill('85.6');
    await expect(lines.locator('[data-flags="price"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('heading', { name: `Bill ${bill} (revision 2)` })).toBeVisible();

    // The first fapiao, carried over, no longer adds up: it is replaced by a new one.
    await page.getByRole('button', { name: `Remove invoice ${FIRST_FAPIAO}` }).click();
    await confirmation(page).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No invoice attached yet.')).toBeVisible();
    await attachFapiao(page, SECOND_FAPIAO, CORRECT_AMOUNT);
    await submitForReview(page);
    // The refused revision is kept with its reason.
    await expect(page.getByRole('table', { name: 'Versions' })).toContainText(REASON);
  });

  await test.step('the reviewer approves the corrected bill', async () => {
    await openBill(buyer, 'buyer', `${bill} (rev. 2)`);
    await expect(buyer.getByRole('heading', { name: `Bill ${bill} (revision 2)` })).toBeVisible();
    await buyer.getByRole('button', { name: 'Approve' }).click();
    const confirm = confirmation(buyer);
    await expect(confirm).toContainText(`bill of ${money(CORRECT_AMOUNT)} matches the contract`);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(buyer.getByRole('button', { name: 'Refuse' })).toBeHidden();
    await expect(buyer.getByText('Approved', { exact: true }).first()).toBeVisible();
    await buyerContext.close();
  });

  const paymentRow = () =>
    page
      .getByRole('table', { name: 'Bills and payments' })
      .getByRole('row')
      .filter({ hasText: bill });

  await test.step('the ERP schedules it for payment', async () => {
    const scheduledOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await erpSchedulesPayment({ supplierCode: 'S100001', billNumber: bill, scheduledOn });
    await page.goto('/sup/payment/index');
    await expect(paymentRow()).toContainText('Scheduled for payment');
    // Approved and unpaid, it is open and not due yet (due 30 days after approval).
    await expect
      .poll(async () => (await charts(page)).notDue)
      .toBeCloseTo(before.notDue + CORRECT_AMOUNT, 2);
  });

  await test.step('the ERP pays it and the overview shows it paid, the chart updated', async () => {
    const reference = `RM-${Date.now().toString(36).toUpperCase()}`;
    await erpPaysBills({
      supplierCode: 'S100001',
      reference,
      paidOn: today(),
      currency: 'CNY',
      bills: [{ billNumber: bill, amount: CORRECT_AMOUNT }],
    });
    await page.goto('/sup/payment/index');
    const row = paymentRow();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row).toContainText(reference);
    await expect(row).toContainText(money(CORRECT_AMOUNT));
    // The charts count it paid this month and no longer open.
    await expect
      .poll(async () => (await charts(page)).paidThisMonth)
      .toBeCloseTo(before.paidThisMonth + CORRECT_AMOUNT, 2);
    expect((await charts(page)).notDue).toBeCloseTo(before.notDue, 2);
    await expect(page.locator('[data-part="months"] canvas')).toBeVisible();

    await switchLanguage(page, 'zh');
    const paid = text('zh', 'payment-overview', 'enum.paymentPosition.paid');
    const zhRow = page
      .getByRole('table', { name: text('zh', 'payment-overview', 'list.title') })
      .getByRole('row')
      .filter({ hasText: bill });
    await expect(zhRow).toContainText(paid);
  });
});
