// The payment overview in the portal (issue 16): the ERP sends supplier.demo's payment data, and
// the supplier's /sup/payment/index shows it with the net-30 term explained, the two charts drawn
// on their canvases and the tables behind them. (The bill flow up to "paid" is the bills' browser
// test; the server tests cover scheduling and remittances.)
import { expect, test } from '@playwright/test';
import { erpSetsPaymentCompany } from './support/erp.ts';
import { ACCOUNTS, english, signInThroughUi } from './support/portal.ts';

test.use(english);

test('the supplier sees its payment data, the term explained and both charts', async ({ page }) => {
  await erpSetsPaymentCompany({
    supplierCode: 'S100001',
    creditLimit: 2_000_000,
    receivable: 35_000,
    currency: 'CNY',
    deliveryStatus: 'released',
    paymentTerms: 'net30',
  });
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await page.goto('/sup/payment/index');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Payment company' })).toBeVisible();
  await expect(main.getByText('Normal release (net 30)', { exact: true })).toBeVisible();
  await main.getByRole('button', { name: /About the payment terms/ }).click();
  await expect(page.getByText(/^Credit hold: the buyer holds payments/)).toBeVisible();
  await page.keyboard.press('Escape');

  // Both charts draw (uPlot's canvas), each with its table, hidden until toggled.
  await expect(main.locator('[data-part="chart"] canvas')).toHaveCount(2);
  const aging = main.getByRole('table', { name: 'Receivables by age (CNY)' });
  await expect(aging.getByRole('rowheader')).toHaveText([
    'Not due',
    '0–30 days',
    '31–60 days',
    '61–90 days',
    'Over 90 days',
  ]);
  await main.getByRole('button', { name: 'Show as table' }).first().click();
  await expect(aging).toBeVisible();
  await expect(
    main.getByRole('table', { name: 'Paid versus due per month (CNY)' }).getByRole('row'),
  ).toHaveCount(13);
});
