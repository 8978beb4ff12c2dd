// Nobody is sent to a page that only answers 403 (docs/product-rules.md#menus): each department
// account lands on a page it may use, every sidebar entry it sees opens without a refused call, and
// a supplier who opens a buyer's URL sees "No access" instead of the page's refused calls. In English
// and in Chinese (signed in in English, then switched in the top bar, as navigation-polish does).
import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  english,
  sidebarLinks,
  signInThroughUi,
  switchLanguage,
} from './support/portal.ts';
import { text } from './support/texts.ts';

test.use(english);

/** Collects the API calls the server refused with 403 while the page is used. */
function refusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403 && r.url().includes('/api/')) refused.push(new URL(r.url()).pathname);
  });
  return refused;
}

for (const [locale, lang] of [
  ['en-US', 'en'],
  ['zh-CN', 'zh'],
] as const) {
  test.describe(`in ${locale}`, () => {
    const noAccess = text(lang, 'host', 'pages.unauthorized.title');
    const navigation = text(lang, 'host', 'layout.navigation');

    for (const account of ['buyer.quality', 'buyer.commercial']) {
      test(`${account} lands on a page it may use, and no sidebar entry answers 403`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const refused = refusedCalls(page);
        await signInThroughUi(page, account, ACCOUNTS.buyer.password);
        await page.waitForLoadState('networkidle');
        const landing = new URL(page.url()).pathname;
        expect(refused, `landing page ${landing}`).toEqual([]);
        await switchLanguage(page, lang);
        // The signed-in home (`/`) sends the user to the same landing page in this language too.
        await page.goto('/');
        await expect(page).toHaveURL((url) => url.pathname === landing);
        await expect(page.getByRole('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(refused, `landing page ${landing}`).toEqual([]);
        await expect(page.getByRole('heading', { name: noAccess })).toHaveCount(0);
        const links = await sidebarLinks(page, lang);
        expect(links.length).toBeGreaterThan(3);
        if (account === 'buyer.quality') expect(links).not.toContain('/hna/invite/index');
        for (const href of links) {
          await page.goto(href);
          await expect(page.getByRole('main')).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(refused, href).toEqual([]);
          await expect(page.getByRole('heading', { name: noAccess })).toHaveCount(0);
        }
      });
    }

    test(`a supplier opening a buyer page sees "${noAccess}" in its layout, and nothing is called`, async ({
      page,
    }) => {
      const refused = refusedCalls(page);
      await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
      await switchLanguage(page, lang);
      await page.goto('/hna/invite/index');
      await expect(page.getByRole('heading', { name: noAccess })).toBeVisible();
      await expect(page.getByRole('navigation', { name: navigation })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(refused).toEqual([]);
    });
  });
}
