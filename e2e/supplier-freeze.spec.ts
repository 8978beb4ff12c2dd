// Freezing a qualified supplier (issue 4): buyer.admin freezes supplier.demo on its audit page;
// supplier.demo keeps its draft but its quote submission is refused; once unfrozen, the same quote
// is submitted. Runs in the `after` project (playwright.config.ts), once every file of `chromium`
// is done: quote-flow.spec.ts submits quotes as supplier.demo, which a freeze would break.
import { expect, test } from '@playwright/test';
import { apiSignIn } from '../scripts/lib/api-sign-in.ts';
import { auditValue, takeStep } from './support/approval.ts';
import { erpCreatesInquiry } from './support/erp.ts';
import { API, ACCOUNTS, english, signInThroughUi } from './support/portal.ts';
import { fillQuoteLine, quoteState } from './support/quote-editor.ts';

test.use(english);
test.describe.configure({ mode: 'serial' });

const inquiryNumber = `E2E-FRZ-${Date.now()}`;
let inquiryId = '';
let demoCompanyId = '';

/** buyer.admin's session for the lookups that are no person's step. */
async function adminToken(): Promise<string> {
  return (await apiSignIn(API, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password)).accessToken;
}

/** supplier.demo's company as the buyer's lists know it (S100001). */
async function demoCompany(token: string) {
  const res = await fetch(`${API}/admin/supplier/supApprovalInfo/list?view=qualified&q=S100001`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await res.json()) as {
    data: { records: { id: string; code: string; version: number; commercialFrozen: boolean }[] };
  };
  const company = data.records.find((r) => r.code === 'S100001');
  if (!company) throw new Error('supplier.demo (S100001) is not among the qualified suppliers');
  return company;
}

test.afterAll(async () => {
  // Whatever failed on the way, supplier.demo must not stay frozen for a re-run or a person.
  const token = await adminToken();
  const company = await demoCompany(token);
  if (!company.commercialFrozen) return;
  await fetch(`${API}/admin/supplier/supBasic/unFreeze`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id: company.id,
      version: company.version,
      kind: 'commercial',
      reason: 'Put back after the browser test',
    }),
  });
});

test('the ERP creates an inquiry for supplier.demo', async () => {
  const now = Date.now();
  const created = await erpCreatesInquiry({
    inquiryNumber,
    kind: 'purchase',
    title: 'A320 brake wear pins',
    bidStart: new Date(now - 60_000).toISOString(),
    bidEnd: new Date(now + 2 * 3_600_000).toISOString(),
    items: [{ materialNumber: '2-1577-2', description: 'Brake wear pin', quantity: 2, unit: 'EA' }],
    bidders: ['S100001'],
  });
  expect(created).toMatchObject({ items: 1, bidders: 1 });
  inquiryId = created.id;
  demoCompanyId = (await demoCompany(await adminToken())).id;
});

test('buyer.admin freezes supplier.demo on its audit page', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
  await page.goto(`/hna/commercialApproval/approval?id=${demoCompanyId}`);
  await expect(auditValue(page, 'Supplier code')).toHaveText('S100001');
  await expect(auditValue(page, 'Commercially frozen')).toHaveText('No');

  await takeStep(page, 'Freeze (commercial)', 'Overdue corrective action report');
  await expect(auditValue(page, 'Commercially frozen')).toHaveText('Yes');
  await expect(auditValue(page, 'Freeze reason')).toHaveText('Overdue corrective action report');
  await expect(page.getByRole('button', { name: 'Unfreeze (commercial)' })).toBeVisible();
});

test('supplier.demo keeps its draft, but the submission is refused while frozen', async ({
  page,
}) => {
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await page.goto(`/sup/supInfo/offer/addOffer?id=${inquiryId}`);
  const submit = page.getByRole('button', { name: 'Submit quote' });
  await expect(submit).toBeVisible();
  await fillQuoteLine(page, '420');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(quoteState(page)).toHaveText('Draft saved');

  // The click guard holds the buttons for a moment after a click.
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(/frozen by the buyer's commercial department/).first()).toBeVisible();
  await expect(quoteState(page)).toHaveText('Draft saved');
});

test('buyer.admin unfreezes supplier.demo', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
  await page.goto(`/hna/commercialApproval/approval?id=${demoCompanyId}`);
  await expect(auditValue(page, 'Commercially frozen')).toHaveText('Yes');

  await takeStep(page, 'Unfreeze (commercial)', 'Corrective action report received');
  await expect(auditValue(page, 'Commercially frozen')).toHaveText('No');
  await expect(page.getByRole('button', { name: 'Freeze (commercial)' })).toBeVisible();
});

test('supplier.demo submits the saved quote once unfrozen', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await page.goto(`/sup/supInfo/offer/addOffer?id=${inquiryId}`);
  await expect(quoteState(page)).toHaveText('Draft saved');
  await page.getByRole('button', { name: 'Submit quote' }).click();
  await expect(quoteState(page)).toHaveText('Submitted');
});
