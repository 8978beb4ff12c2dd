import { expect, test } from '@playwright/test';
import { API, ACCOUNTS, english, signInThroughUi, tokenOf } from './support/portal.ts';

test.use(english);

test('a revoked token sends the user to /login with rs=401', async ({ page, request }) => {
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  const token = await tokenOf(page);
  const revoked = await request.post(`${API}/admin/sys/user/logout`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBeTruthy();

  // A reload makes the guard fetch the user info again with the now dead token.
  await page.reload();
  // The runtime's 401 handling and the guard race to sign-in; the guard's way keeps the page.
  await expect(page).toHaveURL(/\/login(\?redirect=%2Fsup%2Fhome)?$/);
  expect(await page.evaluate(() => sessionStorage.getItem('rs'))).toBe('401');
  await expect(page.getByText('Your session has expired').first()).toBeVisible();
});

test('log out from the user menu ends the session', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
  await page.getByRole('button', { name: /^Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/hna/approve/task');
  // Back at sign-in, which remembers the page to return to afterwards.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhna%2Fapprove%2Ftask$/);
});

test.describe('narrow window', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the mobile sidebar closes on navigation', async ({ page }) => {
    await signInThroughUi(page, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'Supplier approval' }).click();
    await nav.getByRole('link', { name: 'Approval tasks' }).click();
    await expect(page).toHaveURL(/\/hna\/approve\/task$/);
    await expect(nav).toBeHidden();
  });
});
