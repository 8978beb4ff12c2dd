// Wide lists at a laptop's width and lists on a phone (docs/decisions/2026-11-26-list-cards-and-columns.md):
// at 1440 px the actions column of the admitted suppliers and of the quote comparison stays on
// screen in both languages, a column hidden from the Columns menu stays hidden after a reload, and
// at 390 px the supplier's inquiry list shows cards whose Quote action is on screen, with no
// sideways scrolling of the page. The demo seeds an admitted supplier and supplier.demo's quote on
// inquiry 6000010003.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, signInThroughUi } from './support/portal.ts';

const QUOTED_INQUIRY = '6000010003';

/** Every control of the sticky actions column (the kit marks its cells). */
function actionControls(scope: Page | Locator): Locator {
  return scope.locator('.sp-list-actions').locator('button, a');
}

async function expectInViewport(controls: Locator, width: number) {
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await controls.nth(i).boundingBox();
    expect(box, `action ${i}`).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
}

async function signInAsBuyer(page: Page, chinese: boolean) {
  await signInThroughUi(page, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
  // The language switch of the top bar, as a user would (it is remembered for the next page).
  if (chinese) await page.getByRole('button', { name: /^Language: English/ }).click();
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  test.describe(`at 1440 px (${locale})`, () => {
    test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

    test('the admitted suppliers keep their actions on screen', async ({ page }) => {
      await signInAsBuyer(page, locale === 'zh-CN');
      await page.goto('/hna/hnaAdmit/index');
      const table = page.getByRole('table').first();
      // The demo's admitted supplier, with its Remove.
      await expect(actionControls(table).first()).toBeVisible();
      await expectInViewport(actionControls(table), 1440);
    });

    test('the quote comparison keeps its actions on screen', async ({ page }) => {
      await signInAsBuyer(page, locale === 'zh-CN');
      await page.goto('/hna/hnaCgQuote/index');
      await page.getByRole('searchbox').first().fill(QUOTED_INQUIRY);
      await page.getByRole('link', { name: QUOTED_INQUIRY, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2 })).toContainText(QUOTED_INQUIRY);
      const controls = actionControls(page);
      await expect(controls.first()).toBeVisible();
      await expectInViewport(controls, 1440);
    });
  });
}

test.describe('the Columns menu', () => {
  test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

  test('a hidden column stays hidden after a reload', async ({ page }) => {
    await signInAsBuyer(page, false);
    await page.goto('/hna/hnaAdmit/index');
    const table = page.getByRole('table').first();
    await expect(table.getByRole('columnheader', { name: 'Tax ID' })).toBeVisible();
    await page.getByRole('button', { name: 'Columns' }).click();
    const menu = page.getByRole('menu');
    // The company is what names the row: it cannot be hidden.
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Company name' })).toBeDisabled();
    await menu.getByRole('menuitemcheckbox', { name: 'Tax ID' }).click();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: 'Tax ID' })).toHaveCount(0);

    await page.reload();
    const again = page.getByRole('table').first();
    await expect(again.getByRole('row')).not.toHaveCount(1);
    await expect(again.getByRole('columnheader', { name: 'Company name' })).toBeVisible();
    await expect(again.getByRole('columnheader', { name: 'Tax ID' })).toHaveCount(0);
  });
});

/** The colour an element shows: its own background, else the first one painted behind it. */
function shownBackground(el: Locator): Promise<string> {
  return el.evaluate((start) => {
    for (let e: Element | null = start; e; e = e.parentElement) {
      const colour = getComputedStyle(e).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return 'none';
  });
}

/**
 * The sticky actions cell of `row` shows the same background as the row's other cells, and paints
 * it itself, opaque (`rgb()`, not `rgba()`), so cells scrolled under it do not show through.
 */
async function expectStickyCellLikeRow(row: Locator, state: string) {
  const sticky = row.locator('.sp-list-actions');
  const plain = row.locator('td:not(.sp-list-actions)').last();
  await expect
    .poll(
      async () => {
        const own = await sticky.evaluate((el) => getComputedStyle(el).backgroundColor);
        const shown = await shownBackground(plain);
        return own === shown ? own : `sticky cell ${own}, row ${shown}`;
      },
      { message: state },
    )
    .toMatch(/^rgb\(/);
}

test.describe("the sticky actions cell follows its row's colour", () => {
  test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

  test('on a hovered row of the admitted suppliers', async ({ page }) => {
    await signInAsBuyer(page, false);
    await page.goto('/hna/hnaAdmit/index');
    const row = page.getByRole('table').first().locator('tbody tr').first();
    await expect(row.locator('.sp-list-actions')).toBeVisible();
    await expectStickyCellLikeRow(row, 'at rest');
    const idle = await shownBackground(row.locator('td').first());
    await row.locator('td').first().hover();
    // The row does change colour under the pointer, and the sticky cell with it.
    await expect.poll(() => shownBackground(row.locator('td').first())).not.toBe(idle);
    await expectStickyCellLikeRow(row, 'hovered');
  });

  test("on a selected row of the supplier's bargaining rounds, hovered or not", async ({
    page,
  }) => {
    await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
    await page.goto('/sup/home');
    await page
      .getByRole('region', { name: 'Bargaining rounds to answer' })
      .getByRole('link')
      .first()
      .click();
    const rounds = page.getByRole('table', { name: 'Bargaining rounds', exact: true });
    const row = rounds.locator('tbody tr').first();
    await expect(row.locator('.sp-list-actions')).toBeVisible();
    await row.getByRole('checkbox').check();
    await expect(row).toHaveAttribute('aria-selected', 'true');
    // The pointer away from the table: the row's selected colour alone.
    await page.mouse.move(0, 0);
    await expectStickyCellLikeRow(row, 'selected');
    await row.locator('td').nth(1).hover();
    await expectStickyCellLikeRow(row, 'selected and hovered');
  });
});

test.describe('at 390 px', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

  test("a supplier's inquiry list is cards with the Quote action on screen", async ({ page }) => {
    await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
    await page.goto('/sup/supInfo/index');
    // Cards, not a table; the Quote action on a card.
    const quote = page
      .locator('li[data-card]')
      .getByRole('link', { name: /^Quote/ })
      .first();
    await expect(quote).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await quote.scrollIntoViewIfNeeded();
    await expectInViewport(page.getByRole('link', { name: /^Quote/ }), 390);
    const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(scrollWidth).toBeLessThanOrEqual(390);
  });
});
