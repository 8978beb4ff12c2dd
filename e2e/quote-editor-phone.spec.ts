// The supplier's quote editor on a phone (390 x 844), in English and Chinese: the page fits the
// window (no sideways scroll), a chosen line's form is in view, Submit is in reach, and no drop-down
// shows a contract code instead of words. Then, at a laptop width, the home page's link to a
// bargaining round lands with the rounds in view, in both languages. Screenshots go to /tmp/shots-qe/.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInThroughUi, switchLanguage } from './support/portal.ts';
import { text, textPattern } from './support/texts.ts';

const SHOTS = '/tmp/shots-qe';
/** Codes of the contract's value lists that once showed as they are. */
const RAW_CODES = [
  'manufacturer',
  'distributor',
  'repairStation',
  'trader',
  'faa8130',
  'easaForm1',
  'caacAac038',
  'net30',
  'prepaid',
  'creditHold',
];

async function openQuotePage(page: Page, chinese: boolean) {
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  if (chinese) await page.getByRole('button', { name: /^Language: English/ }).click();
  await page.goto('/sup/home');
  // An inquiry that waits for the supplier's quote, on its page with the sheet and the rounds.
  const link = page.locator('a[href^="/sup/supPurchase/answer?id="]').first();
  const id = new URL((await link.getAttribute('href')) ?? '', page.url()).searchParams.get('id');
  await page.goto(`/sup/supInfo/offer?id=${id}`);
}

/** Nothing wider than the window: neither the document nor the layout's scrolling main. */
async function overflowX(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      document: (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
      main: main ? main.scrollWidth - main.clientWidth : 0,
    };
  });
}

for (const [lang, texts] of [
  [
    'en',
    { lines: 'Quote lines', editor: 'Line editor', submit: 'Submit quote', edit: 'Edit item' },
  ],
  ['zh', { lines: '报价行', editor: '报价行编辑', submit: '提交报价', edit: '编辑第' }],
] as const) {
  test.describe(`phone, ${lang}`, () => {
    test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

    test(`the quote editor is one column that fits the phone (${lang})`, async ({ page }) => {
      await openQuotePage(page, lang === 'zh');
      const table = page.getByRole('table', { name: texts.lines, exact: true });
      await expect(table).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/phone-${lang}-page.png` });

      expect(await overflowX(page)).toEqual({ document: 0, main: 0 });
      // The editor's header reads in full: its heading is as wide as its text, or wraps.
      const heading = page.getByRole('heading', { level: 2, name: /RFQ|\d{6}/ }).first();
      expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth + 1)).toBe(true);

      // A tapped line brings its form into view.
      await table.scrollIntoViewIfNeeded();
      const rows = table.getByRole('button', { name: new RegExp(`^${texts.edit}`) });
      await rows.nth((await rows.count()) > 1 ? 1 : 0).click();
      const editor = page.getByRole('region', { name: texts.editor, exact: true });
      await expect(editor.getByRole('heading', { level: 3 })).toBeInViewport();
      await expect(editor.getByRole('heading', { level: 3 })).toBeFocused();
      await page.screenshot({ path: `${SHOTS}/phone-${lang}-line.png` });

      // Submit stays in reach wherever the page is scrolled.
      const submit = page.getByRole('button', { name: texts.submit, exact: true });
      await expect(submit).toBeInViewport();
      await page.getByRole('main').evaluate((m) => m.scrollTo(0, m.scrollHeight / 2));
      await expect(submit).toBeInViewport();
      expect(await overflowX(page)).toEqual({ document: 0, main: 0 });

      // Words, never codes: in the page's text and in every drop-down's options.
      const text = await page.getByRole('main').innerText();
      const options = await editor
        .locator('option')
        .evaluateAll((els) => els.map((o) => o.textContent ?? ''));
      for (const code of RAW_CODES) {
        expect(text.split(/\s+/)).not.toContain(code);
        expect(options).not.toContain(code);
      }
    });
  });
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`laptop, ${lang}`, () => {
    test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

    test(`the home page’s link to a bargaining round lands with the round in view (${lang})`, async ({
      page,
    }) => {
      await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
      await switchLanguage(page, lang);
      await page.goto('/sup/home');
      const card = page.getByRole('region', { name: text(lang, 'supplier-home', 'rounds.title') });
      const link = card.getByRole('link').first();
      await expect(link).toHaveAttribute('href', /#bargaining-/);
      await link.click();
      await expect(page).toHaveURL(/#bargaining-/);
      const rounds = page.getByRole('table', {
        name: text(lang, 'bargaining-panel', 'table'),
        exact: true,
      });
      await expect(rounds).toBeVisible();
      // The panel is titled for the inquiry's number, or plainly when it has none.
      const titled = textPattern(lang, 'bargaining-panel', 'titleFor').source;
      const plain = textPattern(lang, 'bargaining-panel', 'title').source;
      const heading = page.getByRole('heading', {
        level: 2,
        name: new RegExp(`${titled}|${plain}`),
      });
      await expect(heading).toBeInViewport();
      await expect(heading).toBeFocused();
      await expect(rounds.getByRole('row').nth(1)).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/laptop-${lang}-round-link.png` });
      // The quote's lines and line form side by side stay inside the page at this width too.
      expect(
        await page.locator('#quote').evaluate((el) => {
          const main = el.closest('main')?.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          return el.scrollWidth <= el.clientWidth + 1 && !!main && box.right <= main.right + 1;
        }),
      ).toBe(true);
      expect(await overflowX(page)).toMatchObject({ document: 0 });

      // The page's section links go to the quote and back to the rounds.
      const sections = page.getByRole('navigation', {
        name: text(lang, 'inquiry-detail', 'sections.label'),
      });
      await sections
        .getByRole('link', { name: text(lang, 'inquiry-detail', 'sections.quote'), exact: true })
        .click();
      await expect(
        page.getByRole('heading', { level: 2, name: textPattern(lang, 'quote-editor', 'title') }),
      ).toBeInViewport();
      await sections
        .getByRole('link', {
          name: text(lang, 'inquiry-detail', 'sections.bargaining'),
          exact: true,
        })
        .click();
      await expect(heading).toBeInViewport();
    });
  });
}
