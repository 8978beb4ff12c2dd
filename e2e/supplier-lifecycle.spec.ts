// The supplier lifecycle (issue 4), every person's step in the browser: buyer.admin invites a new
// supplier; the invitation arrives in the dev mailbox; the supplier registers with its code, signs
// in, completes its company profile, uploads its business license and submits the profile; buyer.commercial submits it to
// OA, which the simulator approves (and never sees Submit to QAUDIT); buyer.quality assesses it and
// submits to QAUDIT, which passes; buyer.masterdata syncs it to the ERP; it is then among the
// qualified suppliers. Last, the new supplier resets its forgotten password with the code from the
// mailbox and signs in with the new one (its own account: other files sign in as the demo ones).
//
// Runs in the `chromium` project: buyer.masterdata's step cannot meet change-password.spec.ts,
// which runs in the `after` project (playwright.config.ts). The freeze of supplier.demo is in
// supplier-freeze.spec.ts, also in `after`, for quote-flow.spec.ts submits as supplier.demo.
import { expect, test, type Page } from '@playwright/test';
import { auditValue, takeStep } from './support/approval.ts';
import { seriousViolations } from './support/axe.ts';
import { readMail } from './support/mailbox.ts';
import { ACCOUNTS, english, field, signInThroughUi } from './support/portal.ts';

test.use(english);
test.describe.configure({ mode: 'serial' });

const BUYER_PASSWORD = ACCOUNTS.buyer.password;
const run = Date.now().toString(36).toUpperCase();
const supplier = {
  companyName: `Lifecycle Aero Parts ${run}`,
  email: `lifecycle-${run.toLowerCase()}@example.com`,
  account: `lifecycle.${run.toLowerCase()}`,
  password: 'Lifecycle#2026',
  newPassword: 'Renewed#2027',
  taxId: `91E2E${run}`.padEnd(18, '0').slice(0, 18),
};
let registerLink = '';
let inviteCode = '';

/** A department opens the supplier from its approval list: the search, then the company's link. */
async function openFromList(page: Page, list: string) {
  await page.goto(list);
  await page.getByRole('searchbox', { name: 'Name, code or tax ID' }).fill(supplier.companyName);
  await page.getByRole('link', { name: supplier.companyName, exact: true }).click();
  await expect(page).toHaveURL(/\/approval\?id=/);
  await expect(auditValue(page, 'Company name')).toHaveText(supplier.companyName);
}

const auditState = (page: Page) => auditValue(page, 'Audit state');

test('buyer.admin invites a new supplier, and the invitation arrives in the dev mailbox', async ({
  page,
}) => {
  await signInThroughUi(page, ACCOUNTS.buyer.account, BUYER_PASSWORD);
  await page.goto('/hna/invite/index');
  await page.getByRole('button', { name: 'Invite supplier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a supplier' });
  await field(dialog, 'Company name').fill(supplier.companyName);
  await field(dialog, 'E-mail').fill(supplier.email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: supplier.email });
  await expect(row).toContainText(supplier.companyName);
  await expect(row).toContainText('Sent');

  // The company's own inbox: the e-mail, in Chinese and English, with the code and the link.
  const body = await readMail(page, supplier.email, /Invitation to register as a supplier/);
  inviteCode = /Invite code: ([A-Z0-9]{8})/.exec(body)?.[1] ?? '';
  registerLink = /Register at: (\S+)/.exec(body)?.[1] ?? '';
  expect(inviteCode, body).toHaveLength(8);
  expect(registerLink, body).toContain(`/supRegister?code=${inviteCode}`);
});

test('the supplier registers with the code from the e-mail', async ({ page }) => {
  const link = new URL(registerLink);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Supplier registration' })).toBeVisible();
  await expect(field(page, 'Invite code')).toHaveValue(inviteCode);
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .getByRole('checkbox', { name: 'I have read and accept the supplier code of conduct' })
    .check();
  await field(page, 'Supplier kind').selectOption('aviation');
  await field(page, 'Country or region').selectOption('CN');
  await field(page, 'Tax number category').selectOption('uscc');
  await field(page, 'Tax ID').fill(supplier.taxId);
  await field(page, 'Company name').fill(supplier.companyName);
  await field(page, 'Login account').fill(supplier.account);
  await field(page, 'E-mail').fill(supplier.email);
  await field(page, 'Password').fill(supplier.password);
  await field(page, 'Repeat password').fill(supplier.password);
  await field(page, 'Time zone').selectOption('Asia/Shanghai');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByText('✓ Available')).toHaveCount(3);
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  // On to the sign-in, the new account filled in.
  await expect(page).toHaveURL(/\/login\?account=/);
  await expect(page.getByRole('status').filter({ hasText: 'Registration complete' })).toBeVisible();
  await expect(field(page, 'Account')).toHaveValue(supplier.account);
});

test('the supplier signs in, completes its profile, uploads its business license and submits', async ({
  page,
}) => {
  await page.goto(`/login?account=${supplier.account}`);
  await expect(field(page, 'Account')).toHaveValue(supplier.account);
  await field(page, 'Password').fill(supplier.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /^Account menu of/ })).toBeVisible();

  // The company profile: to be evaluated, and what submitting it still needs.
  await page.goto('/sup/supBasic/index');
  const missing = page.getByRole('note', { name: 'Before you submit for review' });
  await expect(missing).toContainText('A valid business license');
  const basic = page.getByRole('form', { name: 'Basic information' });
  await expect(field(basic, 'Company name (Chinese)')).toHaveValue(supplier.companyName);
  await field(basic, 'Company name (English)').fill(supplier.companyName);
  await field(basic, 'Business license number').fill(supplier.taxId);
  await field(basic, 'Legal representative').fill('Wang Li');
  await field(basic, 'Date founded').fill('2012-05-18');
  await field(basic, 'Registered address').fill('88 Jiangjun Avenue, Nanjing');
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The profile was saved').first()).toBeVisible();
  await expect(missing).not.toContainText('Legal representative');

  // The primary contact, in its dialog.
  await page.getByRole('button', { name: 'Add contact' }).click();
  const contact = page.getByRole('dialog', { name: 'Contact' });
  await field(contact, 'Name').fill('Li Na');
  await field(contact, 'Phone').fill('+86 25 5555 0101');
  await field(contact, 'E-mail').fill(supplier.email);
  await expect(contact.getByRole('checkbox', { name: /Primary contact/ })).toBeChecked();
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact).toBeHidden();
  await expect(page.getByRole('table', { name: 'Contacts' })).toContainText('Li Na');

  // The business license: the file first (with progress), then its number and expiry.
  await page.getByRole('button', { name: 'Add qualification file' }).click();
  const license = page.getByRole('dialog', { name: 'Qualification file' });
  await license
    .locator('input[type="file"]')
    .setInputFiles(new URL('./fixtures/business-license.pdf', import.meta.url).pathname);
  await expect(license.getByRole('link', { name: 'business-license.pdf' })).toBeVisible();
  await expect(field(license, 'Kind')).toHaveValue('businessLicense');
  await field(license, 'Certificate number').fill(supplier.taxId);
  await field(license, 'Issued by').fill('Nanjing Administration for Market Regulation');
  const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  await field(license, 'Expiry date').fill(nextYear);
  await license.getByRole('button', { name: 'Save' }).click();
  await expect(license).toBeHidden();
  const files = page.getByRole('table', { name: 'Qualification files' });
  await expect(files.getByRole('row').filter({ hasText: 'Business license' })).toContainText(
    'Valid',
  );
  await expect(
    page.getByText('The profile is complete and can be submitted for review.'),
  ).toBeVisible();

  // Submit for review, confirmed; the profile is then the buyer's to review.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit the profile for review?' });
  await confirm.getByRole('button', { name: 'Submit for review' }).click();
  await expect(
    page.getByText(/under the buyer's review \(Pending business review\)/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
});

test('buyer.commercial submits to OA, the simulator approves, and QAUDIT is not its step', async ({
  page,
}) => {
  await signInThroughUi(page, 'buyer.commercial', BUYER_PASSWORD);
  await openFromList(page, '/hna/commercialApproval/index');
  await expect(auditState(page)).toHaveText('Pending business review');
  await expect(page.getByRole('button', { name: 'Submit to OA' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit to QAUDIT' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await takeStep(page, 'Submit to OA', 'Documents complete; admit for aviation material');
  // The page asks again while it waits for OA; the simulator answers within a second.
  await expect(auditState(page)).toHaveText('OA approved', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Submit to OA' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit to QAUDIT' })).toHaveCount(0);
  await expect(
    page.getByText('There is nothing for you to do on this supplier now.'),
  ).toBeVisible();
});

test('buyer.quality assesses the supplier and submits to QAUDIT, which passes', async ({
  page,
}) => {
  await signInThroughUi(page, 'buyer.quality', BUYER_PASSWORD);
  await openFromList(page, '/hna/qualityApproval/index');
  await expect(auditState(page)).toHaveText('OA approved');
  await expect(page.getByRole('button', { name: 'Submit to OA' })).toHaveCount(0);

  // The assessment on the same page comes first: QAUDIT needs it.
  const assessment = page.getByRole('form', { name: 'Quality assessment' });
  await assessment.getByLabel('Grade').selectOption('A');
  await assessment.getByLabel('Assessment date').fill('2026-11-20');
  await assessment.getByLabel('Findings').fill('Quality system certified (AS9120B); no findings');
  await assessment.getByRole('button', { name: 'Save assessment' }).click();
  await expect(page.getByText('The assessment was saved').first()).toBeVisible();

  await takeStep(page, 'Submit to QAUDIT', 'Quality system certified (AS9120B); approved');
  await expect(auditState(page)).toHaveText('QAUDIT passed', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Submit to QAUDIT' })).toHaveCount(0);
});

test('buyer.masterdata syncs the supplier to the ERP, and it is among the qualified', async ({
  page,
}) => {
  await signInThroughUi(page, ACCOUNTS.passwordChanger.account, BUYER_PASSWORD);
  await openFromList(page, '/hna/qualityApproval/index');
  await expect(auditState(page)).toHaveText('QAUDIT passed');

  await takeStep(page, 'Sync to ERP', 'New supplier master record');
  await expect(auditState(page)).toHaveText('Synchronized to ERP', { timeout: 20_000 });
  const history = page.getByRole('main').getByRole('table');
  for (const step of ['Profile submitted', 'OA approved', 'QAUDIT passed', 'Synchronized to ERP'])
    await expect(history.getByRole('cell', { name: step, exact: true }).first()).toBeVisible();

  // The qualified suppliers (the commercial department's freeze list).
  await page.goto('/hna/commercialApproval/freeze');
  await page.getByRole('searchbox', { name: 'Name, code or tax ID' }).fill(supplier.companyName);
  const row = page.getByRole('row').filter({ hasText: supplier.companyName });
  await expect(row).toContainText('Synchronized to ERP');
});

test('the supplier resets its forgotten password with the code from the mailbox', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgetPassword/);
  await field(page, 'Login account').fill(supplier.account);
  await field(page, 'E-mail').fill(supplier.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(field(page, 'Verification code')).toBeVisible();

  // The code, read in the inbox in a second tab; the form waits in the first.
  const inbox = await page.context().newPage();
  const body = await readMail(inbox, supplier.email, /Your verification code/);
  const code = /is (\d{6})\./.exec(body)?.[1] ?? '';
  expect(code, body).toHaveLength(6);
  await inbox.close();

  await field(page, 'Verification code').fill(code);
  await field(page, 'New password').fill(supplier.newPassword);
  await field(page, 'Repeat the new password').fill(supplier.newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login\?account=/);

  // The old password no longer works; the new one does.
  await field(page, 'Password').fill(supplier.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('The account or password is wrong').first()).toBeVisible();
  await signInThroughUi(page, supplier.account, supplier.newPassword);
});
