// Repair quotes end to end (issue 14), every person's step in the browser: the ERP's inbound call
// sends a repair inquiry of two units (serials and faults) to supplier.demo; the repair shop opens
// it from its repair inquiries, quotes both units (fees, turnaround, warranty, certificate,
// validity, transport) and submits; buyer.admin compares the estimates on the repair quote review
// and awards after the confirmation; the shop then finds the repair contract among its repair
// contracts. The award issues `R-<inquiry>` or one contract per unit (`R-<inquiry>-<item no.>`):
// the last step holds for either.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { erpCreatesInquiry } from './support/erp.ts';
import { ACCOUNTS, english, signInThroughUi } from './support/portal.ts';

test.use(english);
test.describe.configure({ mode: 'serial' });

const inquiryNumber = `RQ-E2E-${Date.now().toString(36).toUpperCase()}`;
const SHOP = 'Demo Aero Parts Co., Ltd.';
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let inquiryId = '';

/** The editor's section of one unit, by its item number. */
const unit = (page: Page, itemNo: number) =>
  page.getByRole('region', { name: new RegExp(`^Unit ${itemNo}:`) });
/** A field of a unit by its label (a required one's label ends in an asterisk). */
const unitField = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escaped(label)}\\s*\\*?$`));

interface UnitQuote {
  price: Record<string, string>;
  turnaround: string;
  warranty: string;
  shipping: string;
}

async function quoteUnit(scope: Locator, q: UnitQuote) {
  await scope.getByRole('checkbox', { name: 'Quote this unit' }).check();
  await unitField(scope, 'Currency').selectOption('USD');
  for (const [label, value] of Object.entries(q.price)) await unitField(scope, label).fill(value);
  await unitField(scope, 'Warranty (months)').fill(q.warranty);
  await unitField(scope, 'Turnaround (days)').fill(q.turnaround);
  await unitField(scope, 'Certificate type').selectOption({ label: 'CAAC+FAA' });
  await unitField(scope, 'Valid until').fill(inDays(60));
  await unitField(scope, 'Transport covered').selectOption({ label: q.shipping });
}

test('the ERP sends a repair inquiry of two units to supplier.demo', async () => {
  const now = Date.now();
  const created = await erpCreatesInquiry({
    inquiryNumber,
    kind: 'repair',
    title: 'Starter generator and fuel control unit repair',
    bidStart: new Date(now - 60_000).toISOString(),
    bidEnd: new Date(now + 2 * 3_600_000).toISOString(),
    items: [
      {
        materialNumber: 'M-RSG-E2E',
        description: 'Starter generator',
        quantity: 1,
        unit: 'EA',
        deliveryPlace: 'Haikou',
        repair: {
          serialNumber: 'SN-E2E-1001',
          reportedFault: 'No output voltage',
          aircraftRegistration: 'B-5678',
          tsn: 12000.5,
          csn: 8000,
          requiredReturnDate: inDays(120),
        },
      },
      {
        materialNumber: 'M-FCU-E2E',
        description: 'Fuel control unit',
        quantity: 1,
        unit: 'EA',
        deliveryPlace: 'Haikou',
        repair: {
          serialNumber: 'SN-E2E-2002',
          reportedFault: 'Fuel flow fluctuates at idle',
          aircraftRegistration: 'B-5679',
        },
      },
    ],
    bidders: ['S100001'],
  });
  expect(created).toMatchObject({ items: 2, bidders: 1 });
  inquiryId = created.id;
});

test('supplier.demo quotes both units from its repair inquiries and submits', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await page.goto('/sup/supRepair/index');
  await page
    .getByRole('searchbox', { name: 'Inquiry number, title or part number' })
    .fill(inquiryNumber);
  await page.getByRole('link', { name: inquiryNumber, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sup/supRepair/quote\\?id=${inquiryId}`));
  await expect(
    page.getByRole('heading', { name: `Repair quote for ${inquiryNumber}` }),
  ).toBeVisible();
  const first = unit(page, 1);
  const second = unit(page, 2);
  await expect(first).toContainText('SN-E2E-1001');
  await expect(first).toContainText('No output voltage');
  await expect(second).toContainText('SN-E2E-2002');
  await expect(second).toContainText('Fuel flow fluctuates at idle');
  expect(await seriousViolations(page)).toEqual([]);

  // A fixed price with a test fee and 5 % handling: (4,200 + 300) × 1.05.
  await quoteUnit(first, {
    price: { 'Fixed price': '4200', 'Test fee': '300', 'Handling rate (%)': '5' },
    turnaround: '25',
    warranty: '12',
    shipping: 'Round trip',
  });
  await expect(first.getByRole('status', { name: 'Estimate' })).toHaveText('US$4,725.00');
  // Time and material under a cap: 1,800 (below the 2,500 cap) + 150.
  await quoteUnit(second, {
    price: { 'Repair fee': '1800', 'Cap fee (not to exceed)': '2500', 'Test fee': '150' },
    turnaround: '30',
    warranty: '6',
    shipping: 'One way (to the shop)',
  });
  await expect(second.getByRole('status', { name: 'Estimate' })).toHaveText('US$1,950.00');

  // The click guard holds a button for 2 s after a click: wait until none is held.
  await expect(page.locator('[data-guarded]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit quote' }).click();
  await expect(page.getByText('The quote was submitted').first()).toBeVisible();
  // The quote's header says it was submitted (it stays editable until the bid closes).
  const state = page
    .getByRole('term')
    .filter({ hasText: /^State$/ })
    .locator('+ dd');
  await expect(state).toHaveText('Submitted');
});

test('buyer.admin compares the estimates and awards the repair after confirming', async ({
  page,
}) => {
  await signInThroughUi(page, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
  await page.goto('/hna/hnaRepairQuote/index');
  await page.getByRole('searchbox', { name: 'Inquiry number or title' }).fill(inquiryNumber);
  await page.getByRole('link', { name: inquiryNumber, exact: true }).click();
  await expect(
    page.getByRole('heading', { name: `Repair quote comparison · ${inquiryNumber}` }),
  ).toBeVisible();
  await expect(page.getByText('1 of 1 invited repair shops quoted, 0 declined.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Compare estimates in' }).selectOption('USD');
  const grid = page.getByRole('table', { name: 'Repair quotes side by side' });
  await expect(grid).toContainText(SHOP);
  await expect(grid).toContainText('SN SN-E2E-1001');
  await expect(grid).toContainText('US$4,725.00');
  await expect(grid).toContainText('US$1,950.00');
  await expect(grid).toContainText('Total estimate: US$6,675.00');
  expect(await seriousViolations(page)).toEqual([]);

  await grid.getByRole('button', { name: `Award to ${SHOP}` }).click();
  const dialog = page.getByRole('dialog', { name: `Award to ${SHOP}?` });
  await expect(dialog).toContainText(inquiryNumber);
  await dialog.getByLabel('Remark (optional)').fill('Best turnaround for both units');
  await dialog.getByRole('button', { name: 'Award and issue the contract' }).click();
  await expect(dialog).toBeHidden();
  // Two quoted units: one repair contract per unit (a repair order is per serial number).
  await expect(
    page.getByText(`Awarded to ${SHOP} — 2 repair contracts, one per unit:`),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^R-${inquiryNumber}-`) })).toHaveCount(2);
  await expect(grid.getByRole('button', { name: `Award to ${SHOP}` })).toHaveCount(0);
});

test('supplier.demo finds the repair contract among its repair contracts', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await page.goto('/sup/supSxContract/index');
  await page
    .getByRole('searchbox', { name: 'Contract number or title' })
    .fill(`R-${inquiryNumber}`);
  // One contract R-<inquiry>, or one per unit R-<inquiry>-<item no.>.
  const contracts = page.getByRole('link', {
    name: new RegExp(`^R-${escaped(inquiryNumber)}(-\\d+)?$`),
  });
  await expect(contracts.first()).toBeVisible();
  await contracts.first().click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`Contract R-${escaped(inquiryNumber)}`) }),
  ).toBeVisible();
});
