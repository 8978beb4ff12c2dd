// Steps the browser tests share: signing in through the login screen, and reaching the API.
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_PORTAL_ORIGIN } from './origins.ts';
import { text, type Lang } from './texts.ts';

export const API = `${E2E_PORTAL_ORIGIN}/api`;

export const ACCOUNTS = {
  supplier: { account: 'supplier.demo', password: 'Supplier#2026' },
  otherSupplier: { account: 'supplier.other', password: 'Supplier#2026' },
  buyer: { account: 'buyer.admin', password: 'Buyer#2026' },
  /** The demo transport supplier; the profile test renames it (and back). */
  transport: { account: 'transport.demo', password: 'Supplier#2026' },
  /** The only account whose password a browser test changes (and puts back). */
  passwordChanger: { account: 'buyer.masterdata', password: 'Buyer#2026' },
} as const;

/** A form field by its visible label; a required field's label ends in an asterisk. */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

export async function signInThroughUi(page: Page, account: string, password: string) {
  await page.goto('/login');
  await field(page, 'Account').fill(account);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // The layout is up with the signed-in user.
  await expect(page.getByRole('button', { name: /^Account menu of/ })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
}

/** The access token the host keeps in its cookie (docs/product-rules.md#sessions). */
export async function tokenOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'sp_token')?.value;
  if (!token) throw new Error('no sp_token cookie: not signed in');
  return decodeURIComponent(token);
}

/**
 * Switches a signed-in page to `lang` with the top bar's language switch, as a user would (the
 * portal remembers it for the next page). English needs nothing: the tests sign in in English.
 */
export async function switchLanguage(page: Page, lang: Lang) {
  if (lang === 'en') return;
  await page.getByRole('button', { name: /^Language: English/ }).click();
  const nav = text(lang, 'host', 'layout.navigation');
  await expect(page.getByRole('navigation', { name: nav })).toBeVisible();
}

/** Opens every group of the sidebar and answers the href of every menu link in it. */
export async function sidebarLinks(page: Page, lang: Lang = 'en'): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: text(lang, 'host', 'layout.navigation') });
  const collapsed = nav.locator('button[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  return nav.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
}

/** English unless a test asks otherwise, whatever the machine's locale. */
export const english = { locale: 'en-US' } as const;
