// The inquiry-to-bargaining flow across the ERP, two suppliers and the buyer, every person's step
// in the browser: the ERP's inbound call creates the inquiry; supplier.demo fills a line, saves a
// draft, edits and submits in the quote editor; supplier.other declines (No bid, confirmed);
// buyer.admin compares the quotes and opens a round in sp-quote-review; supplier.demo accepts in
// the bargaining panel; the buyer sees the accepted price in the comparison.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { erpCreatesInquiry as erpCreates } from './support/erp.ts';
import { ACCOUNTS, english, signInThroughUi } from './support/portal.ts';
import { fillQuoteLine, lineEditor, lineField, quoteState } from './support/quote-editor.ts';

test.use(english);
test.describe.configure({ mode: 'serial' });

const inquiryNumber = `E2E-${Date.now()}`;
let inquiryId = '';

test('the ERP creates an inquiry with three items for both demo suppliers', async () => {
  const now = Date.now();
  const created = await erpCreates({
    inquiryNumber,
    kind: 'purchase',
    title: 'B737NG brake assemblies and wheels',
    bidStart: new Date(now - 60_000).toISOString(),
    bidEnd: new Date(now + 2 * 3_600_000).toISOString(),
    items: [
      { materialNumber: '2612312-1', description: 'Brake assembly', quantity: 2, unit: 'EA' },
      { materialNumber: '3-1558', description: 'Main wheel assembly', quantity: 4, unit: 'EA' },
      { materialNumber: 'MS20995C32', description: 'Lockwire', quantity: 10, unit: 'ROL' },
    ],
    bidders: ['S100001', 'S100002'],
  });
  expect(created).toMatchObject({ items: 3, bidders: 2 });
  inquiryId = created.id;
});

test('supplier.demo fills a line, saves a draft, edits it and submits', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await page.goto(`/sup/supInfo/offer/addOffer?id=${inquiryId}`);
  await expect(page.getByRole('button', { name: 'Submit quote' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Item 1 is quoted in full; items 2 and 3 are left out of the quote.
  await fillQuoteLine(page, '19000');
  const editor = lineEditor(page);
  for (const item of [2, 3]) {
    await page.getByRole('button', { name: `Edit item ${item}` }).click();
    await editor.getByRole('checkbox', { name: 'Quote this item' }).uncheck();
  }

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(quoteState(page)).toHaveText('Draft saved');

  await page.getByRole('button', { name: 'Edit item 1' }).click();
  await lineField(editor, 'Unit price').fill('18500');
  // The click guard holds a button for 2 s after a click (data-guarded meanwhile): a click on a
  // held button does nothing, so wait until none is held.
  await expect(page.locator('[data-guarded]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit quote' }).click();
  await expect(quoteState(page)).toHaveText('Submitted');
});

test('supplier.other chooses no bid and confirms it', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.otherSupplier.account, ACCOUNTS.otherSupplier.password);
  await page.goto(`/sup/supInfo/offer/addOffer?id=${inquiryId}`);
  await page.getByRole('button', { name: 'No bid' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Decline to quote?' });
  await dialog.getByRole('button', { name: 'No bid' }).click();
  await expect(quoteState(page)).toHaveText('No bid');
});

test('buyer.admin compares the quotes and opens a bargaining round on one line', async ({
  page,
}) => {
  await signInThroughUi(page, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
  await page.goto('/hna/hnaCgQuote/index');
  await page.getByRole('searchbox', { name: 'Inquiry number or title' }).fill(inquiryNumber);
  await page.getByRole('link', { name: inquiryNumber, exact: true }).click();
  await expect(
    page.getByRole('heading', { name: `Quote comparison · ${inquiryNumber}` }),
  ).toBeVisible();
  await expect(page.getByText('1 of 2 invited suppliers quoted, 1 declined.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const offers = page.getByRole('table', { name: 'Offers for item 1' });
  const demo = offers.getByRole('row').filter({ hasText: 'Demo Aero Parts' });
  await expect(demo).toContainText('CN¥18,500.00');
  await expect(demo).toContainText('Lowest price');
  await expect(page.getByRole('table', { name: 'Offers for item 2' })).toHaveCount(0);

  await demo.getByRole('button', { name: /^Bargain/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a bargaining round' });
  await dialog.getByLabel(/^Target price/).fill('17800');
  await dialog.getByLabel(/^Remarks to the supplier/).fill('Fleet volume price, please');
  await dialog.getByRole('button', { name: 'Open round' }).click();
  await expect(dialog).toBeHidden();
  await expect(demo).toContainText('Pending');
  await expect(demo).toContainText('CN¥17,800.00');
});

test('supplier.demo accepts the round in the panel, and the buyer sees the accepted price', async ({
  browser,
  page,
}) => {
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  // The inquiry's page: the sheet, the quote and its rounds.
  await page.goto(`/sup/supInfo/offer?id=${inquiryId}`);
  await expect(page.getByRole('table', { name: 'Items' })).toContainText('MS20995C32');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Accept the target price of item/ }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(
    page.getByRole('table', { name: /Bargaining rounds/ }).getByText('Submitted'),
  ).toBeVisible();

  const buyer = await browser.newPage({ locale: 'en-US' });
  await signInThroughUi(buyer, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
  await buyer.goto(`/hna/hnaCgQuote/index?id=${inquiryId}`);
  const demo = buyer
    .getByRole('table', { name: 'Offers for item 1' })
    .getByRole('row')
    .filter({ hasText: 'Demo Aero Parts' });
  await expect(demo).toContainText('Submitted');
  await expect(demo.getByRole('cell').nth(2)).toHaveText('CN¥17,800.00');
  await buyer.close();
});

test('an inquiry whose bid end passes shows under Expired for a supplier who did nothing', async ({
  page,
}) => {
  const number = `E2E-EXP-${Date.now()}`;
  const now = Date.now();
  await erpCreates({
    inquiryNumber: number,
    kind: 'purchase',
    title: 'A320 cabin filters',
    bidStart: new Date(now - 60_000).toISOString(),
    bidEnd: new Date(now + 3_000).toISOString(),
    items: [
      { materialNumber: 'QA06753', description: 'Recirculation filter', quantity: 6, unit: 'EA' },
    ],
    bidders: ['S100001'],
  });

  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  // Under Expired once its bid end (3 s after it was made) has passed on the server's clock.
  await expect(async () => {
    await page.goto('/sup/supPurchase/index');
    await page.getByRole('tab', { name: 'Expired' }).click();
    await expect(page.getByRole('link', { name: number })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  // A fresh Pending list: the one this page loaded may predate the bid end by a moment (the
  // retries above reload until Expired holds it), and a list keeps its answer while it is fresh.
  await page.reload();
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: number })).toHaveCount(0);
});
