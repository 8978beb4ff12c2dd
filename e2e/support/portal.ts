// Steps the browser tests share: signing in through the login screen, and reaching the API.
import { expect, type Page } from '@playwright/test';
import { E2E_PORTAL_ORIGIN } from './origins.ts';

export const API = `${E2E_PORTAL_ORIGIN}/api`;

export const ACCOUNTS = {
  supplier: { account: 'supplier.demo', password: 'Supplier#2026' },
  buyer: { account: 'buyer.admin', password: 'Buyer#2026' },
  /** The only account whose password a browser test changes (and puts back). */
  passwordChanger: { account: 'buyer.masterdata', password: 'Buyer#2026' },
} as const;

export async function signInThroughUi(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
}

/** The access token the host keeps in its cookie (SPEC.md section 9). */
export async function tokenOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'sp_token')?.value;
  if (!token) throw new Error('no sp_token cookie: not signed in');
  return decodeURIComponent(token);
}

/** English unless a test asks otherwise, whatever the machine's locale. */
export const english = { locale: 'en-US' } as const;
