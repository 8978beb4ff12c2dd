import { expect, test } from '@playwright/test';
import { apiChangePassword, apiSignIn } from '../scripts/lib/api-sign-in.ts';
import { API, ACCOUNTS, english, signInThroughUi, field } from './support/portal.ts';

test.use(english);

const { account, password: original } = ACCOUNTS.passwordChanger;
const changed = 'Changed#2027';

test.afterAll(async () => {
  // Put the demo password back so that a re-run (or a person) can still sign in with it.
  try {
    const session = await apiSignIn(API, account, changed);
    await apiChangePassword(API, session, changed, original);
  } catch {
    /* the test failed before the change; nothing to put back */
  }
});

test('change the password, then sign in with the new one', async ({ page }) => {
  await signInThroughUi(page, account, original);
  await page.getByRole('button', { name: /^Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  // The rules show before anything is sent.
  await field(dialog, 'Old password').fill(original);
  await field(dialog, 'New password').fill('short');
  await field(dialog, 'Confirm new password').fill('different');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText(/8-16 characters/).first()).toBeVisible();
  await expect(dialog.getByText('The two entries differ')).toBeVisible();

  // A wrong old password: the server's message.
  await field(dialog, 'Old password').fill('Wrong#2026');
  await field(dialog, 'New password').fill(changed);
  await field(dialog, 'Confirm new password').fill(changed);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('The old password is wrong')).toBeVisible();

  await field(dialog, 'Old password').fill(original);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/password was changed/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await field(page, 'Account').fill(account);
  await field(page, 'Password').fill(original);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('The account or password is wrong').first()).toBeVisible();
  await signInThroughUi(page, account, changed);
});
