import { expect, test } from '@playwright/test';
import { apiChangePassword, apiSignIn } from '../scripts/lib/api-sign-in.ts';
import { API, ACCOUNTS, english, signInThroughUi } from './support/portal.ts';

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
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  // The rules show before anything is sent.
  await dialog.getByLabel('Old password', { exact: true }).fill(original);
  await dialog.getByLabel('New password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm new password', { exact: true }).fill('different');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText(/8-16 characters/).first()).toBeVisible();
  await expect(dialog.getByText('The two entries differ')).toBeVisible();

  // A wrong old password: the server's message.
  await dialog.getByLabel('Old password', { exact: true }).fill('Wrong#2026');
  await dialog.getByLabel('New password', { exact: true }).fill(changed);
  await dialog.getByLabel('Confirm new password', { exact: true }).fill(changed);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('The old password is wrong')).toBeVisible();

  await dialog.getByLabel('Old password', { exact: true }).fill(original);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/password was changed/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(original);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('The account or password is wrong').first()).toBeVisible();
  await signInThroughUi(page, account, changed);
});
