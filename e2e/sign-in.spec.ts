import { expect, test } from '@playwright/test';
import { ACCOUNTS, english, field, sidebarLinks, signInThroughUi } from './support/portal.ts';

test.use(english);

test('a supplier signs in and sees the supplier menus only', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await expect(page).toHaveURL(/\/sup\/home$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Inquiries and quotes')).toBeVisible();
  await expect(nav.getByText('Supplier approval')).toHaveCount(0);
  await expect(page.getByText('Demo Aero Parts Co., Ltd.')).toBeVisible();
  const links = await sidebarLinks(page);
  expect(links.length).toBeGreaterThan(20);
  for (const href of links) expect(href).toMatch(/^\/sup\//);
});

test('a buyer signs in and sees the buyer and system menus only', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Supplier approval')).toBeVisible();
  await expect(nav.getByText('Inquiries and quotes')).toHaveCount(0);
  const links = await sidebarLinks(page);
  expect(links.length).toBeGreaterThan(20);
  for (const href of links) expect(href).toMatch(/^\/(hna|sys)\//);
});

test('a wrong password is refused with a message and no navigation', async ({ page }) => {
  await page.goto('/login');
  await field(page, 'Account').fill(ACCOUNTS.supplier.account);
  await field(page, 'Password').fill('Wrong#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('The account or password is wrong').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the root redirects to the login page, an unknown page shows 404', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: /not found|404/i })).toBeVisible();
});
