import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, english, signInThroughUi } from './support/portal.ts';

test.use(english);

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('the login page has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the home page has no serious or critical axe violation', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await expect(page.getByRole('main')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the phone navigation drawer, open, has no serious or critical axe violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('dialog', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('the login page has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
