// Contracts and repairs end to end (issue 14), as the "done means" tells it: the ERP sends a
// purchase contract and a repair contract; supplier.demo confirms one line, amends one (a new date,
// the quantity split into two deliveries) and rejects one; the buyer accepts the amendment. The
// repair then goes from received through an added cost the buyer approves to shipped with its
// release certificate, and both sides see the timeline.
import { expect, test, type Page } from '@playwright/test';
import { erpCreatesContract } from './support/erp.ts';
import { ACCOUNTS, english, field, signInThroughUi } from './support/portal.ts';

test.use(english);
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36).toUpperCase();
const PURCHASE = `PO-E2E-${stamp}`;
const REPAIR = `RO-E2E-${stamp}`;
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let purchaseId = '';
let repairId = '';

async function answerLine(page: Page, no: number, choice: 'Confirm' | 'Amend' | 'Reject') {
  await page
    .getByRole('radiogroup', { name: new RegExp(`^Answer for line ${no}`) })
    .getByRole('radio', { name: choice })
    .check();
}

test('the ERP sends a purchase contract and a repair contract', async () => {
  const line = (lineNo: number, material: string, quantity: number, unitPrice: number) => ({
    lineNo,
    materialNumber: material,
    partNumber: `PN-${material}`,
    description: `Part ${material}`,
    quantity,
    unit: 'EA' as const,
    unitPrice,
    deliveryDate: inDays(30),
  });
  purchaseId = (
    await erpCreatesContract({
      contractNumber: PURCHASE,
      kind: 'purchase',
      supplierCode: 'S100001',
      title: 'Brakes and filters',
      currency: 'CNY',
      lines: [line(1, 'M-E2E-1', 4, 1500), line(2, 'M-E2E-2', 10, 320), line(3, 'M-E2E-3', 2, 99)],
    })
  ).id;
  repairId = (
    await erpCreatesContract({
      contractNumber: REPAIR,
      kind: 'repair',
      supplierCode: 'S100001',
      title: 'Bleed air valve repair',
      currency: 'CNY',
      lines: [line(1, 'M-E2E-9', 1, 38600)],
      repair: {
        serialNumber: `SN-${stamp}`,
        reportedFault: 'Leaks at the flange',
        aircraftRegistration: 'B-1234',
        requiredReturnDate: inDays(60),
        turnaroundDays: 30,
      },
    })
  ).id;
  expect(purchaseId).not.toBe('');
  expect(repairId).not.toBe('');
});

test('supplier.demo confirms one line, amends one into two deliveries and rejects one', async ({
  page,
}) => {
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await page.goto('/sup/supContract/index');
  await page.getByRole('link', { name: PURCHASE }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`Contract ${PURCHASE}`) }),
  ).toBeVisible();

  await answerLine(page, 1, 'Confirm');
  await answerLine(page, 2, 'Amend');
  // Ten ordered: six on a later date, four on backorder after that.
  await field(page, 'Quantity of delivery 1, line 2').fill('6');
  await field(page, 'Date of delivery 1, line 2').fill(inDays(40));
  await page.getByRole('button', { name: 'Add a delivery to line 2' }).click();
  await field(page, 'Quantity of delivery 2, line 2').fill('4');
  await field(page, 'Date of delivery 2, line 2').fill(inDays(75));
  await field(page, 'Reason, line 2').fill('Four on backorder from the manufacturer');
  await answerLine(page, 3, 'Reject');
  await field(page, 'Reason, line 3').fill('Part number superseded');
  await expect(
    page.getByText('Sending this changes the contract: your version waits for the buyer'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Your changes were sent to the buyer.')).toBeVisible();
  await expect(page.getByText("Your changes wait for the buyer's decision.")).toBeVisible();
});
