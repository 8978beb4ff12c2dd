import { expect, test } from '@playwright/test';

test.describe('first visit with a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('shows Chinese, and a switch to English survives a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await expect(page.getByLabel('账号', { exact: true })).toBeVisible();

    await page
      .getByRole('button', { name: /语言|Language/ })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByLabel('Account', { exact: true })).toBeVisible();
  });
});
