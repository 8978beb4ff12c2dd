// Contracts and repairs end to end (issue 14), as the "done means" tells it: the ERP sends a
// purchase contract and a repair contract; supplier.demo confirms one line, amends one (a new date,
// the quantity split into two deliveries) and rejects one; the buyer accepts the amendment. The
// repair then goes from received through an added cost the buyer approves to shipped with its
// release certificate, and both sides see the timeline.
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from '../scripts/lib/api-sign-in.ts';
import { erpCreatesContract } from './support/erp.ts';
import { API, ACCOUNTS, english, field, signInThroughUi } from './support/portal.ts';

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
  await expect(page.getByText('Your changes were sent to the buyer.').first()).toBeVisible();
  await expect(page.getByText("Your changes wait for the buyer's decision.")).toBeVisible();
});

test('the buyer accepts the amendment', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
  await page.goto(`/hna/hnaContract/index?id=${purchaseId}`);
  await expect(
    page.getByText('The supplier changed this contract: accept or refuse the changes.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Accept changes' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept changes' }).click();
  await expect(
    page.getByText('Changes accepted: the contract is confirmed.').first(),
  ).toBeVisible();
  await expect(page.getByText('Confirmed: both sides agree.')).toBeVisible();
});

/** A supplier's status update through the API: the steps between the ones the test clicks. */
async function supplierSets(token: string, status: string) {
  const list = await fetch(`${API}/admin/contract/statusUpdate/list?q=${REPAIR}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const row = ((await list.json()) as { data: { records: { id: string; version: number }[] } }).data
    .records[0]!;
  const res = await fetch(`${API}/admin/contract/statusUpdate/update`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: row.id, version: row.version, status, date: inDays(0) }),
  });
  expect(res.status, await res.text()).toBe(200);
  return row.id;
}

test('the repair goes from received through an approved added cost to shipped', async ({
  browser,
}) => {
  const { accessToken } = await apiSignIn(
    API,
    ACCOUNTS.supplier.account,
    ACCOUNTS.supplier.password,
  );
  for (const status of ['justReceived', 'entryTest']) await supplierSets(accessToken, status);
  const repair = await supplierSets(accessToken, 'underRepair');

  const supplier = await browser.newPage();
  await signInThroughUi(supplier, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await supplier.goto(`/sup/statusUpdate/offer?id=${repair}`);
  await supplier.getByRole('button', { name: 'Add cost' }).click();
  const cost = supplier.getByRole('dialog');
  await field(cost, 'Description').fill('Replace the cracked housing');
  await field(cost, 'Amount').fill('4200');
  await field(cost, 'Reason').fill('Found cracked at teardown');
  await cost.getByRole('button', { name: 'Add cost' }).click();
  await expect(supplier.getByText('Cost sent to the buyer').first()).toBeVisible();

  const buyer = await browser.newPage();
  await signInThroughUi(buyer, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
  await buyer.goto(`/hna/repairProgress/index?id=${repair}`);
  await buyer.getByRole('button', { name: 'Approve' }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(buyer.getByText('Cost approved').first()).toBeVisible();

  for (const status of ['endOfRepair', 'factoryTest']) await supplierSets(accessToken, status);
  await supplier.reload();
  await supplier.getByRole('button', { name: 'Update status' }).click();
  const update = supplier.getByRole('dialog');
  await update.getByRole('combobox', { name: /^Next status/ }).selectOption({ label: 'Shipped' });
  await update
    .getByRole('combobox', { name: /^Release certificate/ })
    .selectOption({ label: 'EASA Form 1' });
  await field(update, 'Certificate number').fill(`EF1-${stamp}`);
  await update
    .getByLabel('Certificate file', { exact: false })
    .and(update.locator('input[type=file]'))
    .setInputFiles({
      name: 'form1.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n'),
    });
  await expect(update.getByRole('link', { name: 'form1.pdf' })).toBeVisible();
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(supplier.getByText('Status updated').first()).toBeVisible();

  // Both sides see the timeline, from receipt to the shipment with its certificate.
  for (const page of [supplier, buyer]) {
    await page.reload();
    const timeline = page.getByRole('table', { name: 'Timeline' });
    await expect(timeline.getByText(`EASA Form 1 No. EF1-${stamp}`)).toBeVisible();
    for (const status of ['Just received', 'Under repair', 'Factory test', 'Shipped']) {
      await expect(timeline.getByRole('cell', { name: status }).first()).toBeVisible();
    }
  }
});
