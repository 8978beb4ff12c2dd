// The supplier's bargaining table at a laptop width, in both languages: every header and every
// cell fits its column (nothing prints over its neighbour), and Chinese headers are not stacked one
// character per line. The demo seeds a pending round for supplier.demo on inquiry 6000010003.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInThroughUi } from './support/portal.ts';

/** Cells whose content is wider than the cell (beyond a pixel of rounding). */
async function overflowingCells(page: Page, table: string) {
  return page.getByRole('table', { name: table }).evaluate((el) =>
    [...el.querySelectorAll('th, td')]
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        if (cell.scrollWidth > cell.clientWidth + 1) return true;
        return [...cell.querySelectorAll('*')].some((child) => {
          const r = child.getBoundingClientRect();
          return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1);
        });
      })
      .map((cell) => cell.textContent?.trim() ?? ''),
  );
}

async function openRounds(page: Page, chinese: boolean) {
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  // The language switch of the top bar, as a user would (it is remembered for the next page).
  if (chinese) await page.getByRole('button', { name: /^Language: English/ }).click();
  await page.goto('/sup/home');
  const link = page.locator('a[href^="/sup/supInfo/offer?"]').first();
  await page.goto((await link.getAttribute('href')) ?? '');
}

for (const [locale, table, header] of [
  ['en-US', 'Bargaining rounds', 'Target price'],
  ['zh-CN', '议价记录', '目标价'],
] as const) {
  test.describe(locale, () => {
    test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    test(`the supplier's bargaining table is readable at 1440 px (${locale})`, async ({ page }) => {
      await openRounds(page, locale === 'zh-CN');
      const rounds = page.getByRole('table', { name: table });
      await expect(rounds.getByRole('row')).not.toHaveCount(1);
      await rounds.scrollIntoViewIfNeeded();
      expect(await overflowingCells(page, table)).toEqual([]);
      // One line of header text: a stacked header is several lines tall.
      const th = rounds.getByRole('columnheader', { name: header, exact: true });
      const { height } = (await th.boundingBox()) ?? { height: 0 };
      expect(height).toBeLessThan(48);
    });
  });
}
