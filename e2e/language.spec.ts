import { expect, test } from '@playwright/test';
import { field } from './support/portal.ts';

test.describe('first visit with a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('shows Chinese, and a switch to English survives a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await expect(field(page, '账号')).toBeVisible();

    // Two languages: the switch is one button that offers the other one.
    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(field(page, 'Account')).toBeVisible();
  });
});
