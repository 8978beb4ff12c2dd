// The navigation polish at a desktop width, in English and Chinese: two menu entries over one list
// say which they are, an inquiry opened from a list keeps the sidebar in that list's module, the
// home cards' "View all" lead to their lists, a toast leaves the header's user name visible, dates
// read in the portal's language, and the narrow dialogs fit their forms.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInThroughUi } from './support/portal.ts';

test.use({ viewport: { width: 1440, height: 900 } });

const TEXT = {
  en: {
    inquiries: 'Aviation material purchase inquiries',
    quotes: 'Aviation material purchase quotes',
    // The demo's inquiries to answer are of several kinds: the card links to each kind's list.
    viewAll: /^View all: Inquiries to answer, Aviation material purchase \(\d+\)$/,
    nav: 'Main navigation',
  },
  zh: {
    inquiries: '航材采购询价',
    quotes: '航材采购报价',
    viewAll: /^查看全部：待报价询价单，航材采购（\d+）$/,
    nav: '主导航',
  },
} as const;

async function toChinese(page: Page) {
  await page.getByRole('button', { name: /中文/ }).click();
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`supplier pages in ${lang}`, () => {
    // Signed in in English (the shared sign-in step reads English labels), then switched.
    test.use({ locale: 'en-US' });
    const x = TEXT[lang];

    test.beforeEach(async ({ page }) => {
      await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
      if (lang === 'zh') await toChinese(page);
    });

    test('inquiries and quotes are two pages with their own visible titles', async ({ page }) => {
      await page.goto('/sup/supPurchase/index');
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(x.inquiries);
      const box = await h1.boundingBox();
      expect(box!.height).toBeGreaterThan(10);
      await page.goto('/sup/supInfo/index');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(x.quotes);
    });

    test("an inquiry opened from a list keeps the sidebar in the list's module", async ({
      page,
    }) => {
      await page.goto('/sup/supPurchase/index');
      await page.getByRole('table').getByRole('link').first().click();
      await expect(page).toHaveURL(
        /\/sup\/supInfo\/offer\?id=.+&from=%2Fsup%2FsupPurchase|from=\/sup\/supPurchase/,
      );
      const nav = page.getByRole('navigation', { name: x.nav });
      await expect(nav.getByRole('link', { name: x.inquiries })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.getByRole('link', { name: x.quotes })).not.toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    test('a home card’s View all opens its list', async ({ page }) => {
      await page.goto('/sup/home');
      const all = page.getByRole('link', { name: x.viewAll });
      // The card's count keeps a gap above its first entry.
      const card = all.locator('xpath=ancestor::section[1]');
      const count = card.getByText(/^\d+$/).first();
      const first = card.getByRole('link').first();
      const countBox = (await count.boundingBox())!;
      const firstBox = (await first.boundingBox())!;
      expect(firstBox.y - (countBox.y + countBox.height)).toBeGreaterThanOrEqual(8);
      await all.click();
      await expect(page).toHaveURL(/\/sup\/supPurchase\/index$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(x.inquiries);
    });
  });
}

test.describe('dates and dialogs', () => {
  test.use({ locale: 'en-US' });

  test('a date field reads 年月日 in Chinese, not the browser’s mm/dd/yyyy', async ({ page }) => {
    await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
    await toChinese(page);
    await page.goto('/sup/supBasic/index');
    await page.getByRole('button', { name: '添加资质文件' }).click();
    const dialog = page.getByRole('dialog');
    const date = dialog.getByRole('textbox', { name: /^有效期至/ });
    await expect(date).toHaveAttribute('placeholder', 'yyyy年m月d日');
    await date.fill('2027-06-30');
    await date.blur();
    await expect(date).toHaveValue('2027年6月30日');
    await expect(dialog.getByRole('button', { name: '选择日期' })).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-np/after-e2e-date-zh.png' });
  });
});

test.describe('toast and dialogs in English', () => {
  test.use({ locale: 'en-US' });

  test('a toast does not cover the user name in the header', async ({ page }) => {
    await signInThroughUi(page, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
    await page.goto('/sys/apiLog/index');
    // Saving the OA simulator unchanged toasts "OA simulator saved".
    await page.getByRole('group', { name: 'OA' }).getByRole('button', { name: 'Save' }).click();
    // The simulator's system names sit on the line of their controls, not below them.
    const oa = page.getByRole('group', { name: 'OA' });
    const oaBox = (await oa.getByText('OA', { exact: true }).boundingBox())!;
    const selectBox = (await oa.getByRole('combobox').first().boundingBox())!;
    const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
    expect(Math.abs(middle(oaBox) - middle(selectBox))).toBeLessThanOrEqual(3);
    // The toast itself, not the live region that announces it.
    const toast = page.locator('.fui-Toast').filter({ hasText: 'OA simulator saved' });
    await expect(toast).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-np/after-e2e-toast.png' });
    const header = page.getByRole('banner');
    // The user's name as the header shows it (the account menu is named after it).
    const menuName = await header
      .getByRole('button', { name: /^Account menu of/ })
      .getAttribute('aria-label');
    const userName = (menuName ?? '').replace(/^Account menu of\s*/, '').trim();
    const nameBox = await header.getByText(userName, { exact: true }).first().boundingBox();
    const toastBox = (await toast.boundingBox())!;
    const headerBox = (await header.boundingBox())!;
    const overlaps = (a: typeof toastBox, b: typeof toastBox) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(toastBox, nameBox!)).toBe(false);
    expect(overlaps(toastBox, headerBox)).toBe(false);
  });

  test('the change-password dialog and the forgotten-password card fit their forms', async ({
    page,
  }) => {
    await page.goto('/forgetPassword');
    const card = page.locator('.sp-public-card');
    await expect(card.getByRole('textbox').first()).toBeVisible();
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(440);
    await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
    await page.getByRole('button', { name: /^Account menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(440);
    // Cancel, then the primary action last.
    const buttons = await dialog.getByRole('button').allTextContents();
    expect(buttons.indexOf('Cancel')).toBeLessThan(buttons.lastIndexOf('Change password'));
  });
});
