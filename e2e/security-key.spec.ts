// The buyer's u-shield as a security key (issue 13; docs/decisions/2026-11-27-security-keys.md), in
// Chromium with a CDP virtual authenticator (CTAP2 over USB, user verification on): buyer.admin
// makes a role holding only the commercial approval page and the Submit OA department button (through
// the API, as staff.spec.ts does: the role tree is the roles screen's own test), adds a colleague
// with that role and requires a security key; the colleague signs in with the password, is sent to
// register a key first, registers one, signs out, signs in again with the password and the key, and
// sees Submit to OA and no other department's button. The colleague's page is opened as
// http://localhost, since browsers refuse an IP address as WebAuthn's rp id.
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from '../scripts/lib/api-sign-in.ts';
import { E2E_PORTAL_PORT } from './support/origins.ts';
import { API, ACCOUNTS, english, field, signInThroughUi } from './support/portal.ts';

test.use(english);
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const colleague = { name: `Key ${stamp}`, account: `key.${stamp}`, password: 'Colleague#26' };
const roleName = `Submit OA ${stamp}`;
const LOCALHOST = `http://localhost:${E2E_PORTAL_PORT}`;
/** A seeded supplier pending the business review, which no other browser test acts on. */
const SUPPLIER = 'Huarui Aviation Technology Co., Ltd.';

const row = (page: Page) => page.getByRole('row').filter({ hasText: colleague.account });

async function signInWithKey(page: Page) {
  await page.goto(`${LOCALHOST}/login`);
  await field(page, 'Account').fill(colleague.account);
  await field(page, 'Password').fill(colleague.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('buyer.admin adds a colleague with a Submit OA role and requires a security key', async ({
  page,
}) => {
  const { accessToken } = await apiSignIn(API, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
  const made = await fetch(`${API}/admin/sys/role/createRole`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      code: `oa-${stamp}`,
      name: roleName,
      // The page and reading its list, and of the department buttons only Submit OA.
      permissions: [
        'menu:/hna/commercialApproval/index',
        'supplier:lists',
        'supplier:approval:submitOA',
      ],
    }),
  });
  expect(made.status, await made.text()).toBe(200);

  await signInThroughUi(page, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
  await page.goto('/hna/sys/employee');
  await page.getByRole('button', { name: 'Add with a password' }).click();
  const add = page.getByRole('dialog');
  await field(add, 'Name').fill(colleague.name);
  await field(add, 'Account').fill(colleague.account);
  await field(add, 'Password').fill(colleague.password);
  await field(add, 'Confirm password').fill(colleague.password);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add).toBeHidden();

  await row(page)
    .getByRole('button', { name: /^Roles/ })
    .click();
  const roles = page.getByRole('dialog', { name: `Roles of ${colleague.name}` });
  await roles.getByRole('checkbox', { name: roleName }).check();
  await roles.getByRole('button', { name: 'Save' }).click();
  await expect(roles).toBeHidden();
  await expect(row(page)).toContainText('Not required');

  await row(page)
    .getByRole('button', { name: /^Require security key/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Require a security key?' });
  await confirm.getByRole('button', { name: 'Require security key' }).click();
  await expect(row(page)).toContainText('Required, not registered');
});

test('the colleague registers a key, then signs in with the password and the key', async ({
  browser,
}) => {
  const context = await browser.newContext(english);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: false,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  // No key yet: the password signs in, and the key is registered before anything else.
  await signInWithKey(page);
  const dialog = page.getByRole('alertdialog', { name: 'Security key' });
  await expect(dialog.getByText(/administrator requires a security key/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Register a security key' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /^Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Security key' }).click();
  const mine = page.getByRole('dialog', { name: 'Security key' });
  const keys = mine.getByRole('table', { name: 'Your security keys' });
  await expect(keys.getByRole('row')).toHaveCount(2);
  await expect(keys.getByRole('cell').first()).not.toBeEmpty();
  await mine.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: /^Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);

  // Password, then the key (the virtual authenticator answers at once).
  await signInWithKey(page);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /^Account menu of/ })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Security key' })).toHaveCount(0);

  await page.goto(`${LOCALHOST}/hna/commercialApproval/index`);
  await page.getByRole('searchbox', { name: 'Name, code or tax ID' }).fill(SUPPLIER);
  // The row links the company's own (Chinese) name.
  await page.getByRole('row').filter({ hasText: SUPPLIER }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/approval\?id=/);
  await expect(page.getByRole('button', { name: 'Submit to OA' })).toBeVisible();
  // The other departments' buttons: the review's Return and Reject, quality's, master data's.
  for (const other of ['Return to supplier', 'Reject', 'Submit to QAUDIT', 'Sync to ERP']) {
    await expect(page.getByRole('button', { name: other, exact: true })).toHaveCount(0);
  }
  await context.close();
});
