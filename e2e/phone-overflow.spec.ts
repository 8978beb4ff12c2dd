// Nothing on a phone runs off the side of the window: every served page of each side, signed in, at
// 390 × 844, in English and in Chinese. Something may be wider than the window only inside a box
// that scrolls sideways on purpose (a table's scroll box, the tag strip); anything else reaching past
// the right edge, and any sideways scroll of the page itself, is reported with the page it was on.
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInThroughUi } from './support/portal.ts';

/** The paths the host serves with a widget or a page of its own (scripts/coverage-routes.ts). */
function servedPaths(): string[] {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/coverage-routes.ts', '--json'],
    { encoding: 'utf8' },
  );
  return (JSON.parse(out) as { served: string[] }).served;
}

/**
 * What reaches past the window's right edge outside a sideways-scrolling box: the element's tag and
 * start of its text, walking into the widgets' shadow roots. Zero-size and clipped (screen-reader
 * only) elements do not count: nobody sees them.
 */
function offenders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const SCROLLS = 'table, [role="table"], [role="grid"], [role="tablist"], [role="list"]';
    const found: string[] = [];
    const scroller = document.scrollingElement;
    if (scroller && scroller.scrollWidth > width + 1) {
      found.push(`the page scrolls sideways (${scroller.scrollWidth} px)`);
    }
    const parentOf = (el: Element): Element | null =>
      el.parentElement ?? ((el.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
    // Fine only as part of a table (or the tag strip's list) whose own scroll box fits the window:
    // the table scrolls sideways on purpose. A box that clips (the layout's frame), or one that
    // scrolls a whole form sideways, hides what a user needs, so it does not count.
    const scrollsOnPurpose = (el: Element) => {
      let inTable = el.matches(SCROLLS);
      for (let up = parentOf(el); up; up = parentOf(up)) {
        // The tag strip's list is its own scroll box.
        inTable ||= up.matches(SCROLLS);
        const scrolls = ['auto', 'scroll'].includes(getComputedStyle(up).overflowX);
        if (inTable && scrolls && up.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        // An icon counts once, as its <svg>, not as each of its shapes.
        if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) continue;
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || box.right <= width + 1) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.position === 'fixed') continue;
        if (scrollsOnPurpose(el)) continue;
        const text = (el.textContent ?? '').trim().slice(0, 40);
        const named = el.closest('[aria-label]')?.getAttribute('aria-label') ?? '';
        found.push(
          `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> in "${named}" ` +
            `right ${Math.round(box.right)} px "${text}"`,
        );
      }
    };
    visit(document);
    return found;
  });
}

/** Links on the page (widgets' shadow roots included) to a served path with a query: a record. */
function recordLinks(page: Page, served: string[]): Promise<string[]> {
  return page.evaluate((paths) => {
    const hrefs: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        const href = el instanceof HTMLAnchorElement ? el.getAttribute('href') : null;
        if (!href?.includes('?')) continue;
        const url = new URL(href, location.href);
        if (url.origin === location.origin && paths.includes(url.pathname)) {
          hrefs.push(url.pathname + url.search);
        }
      }
    };
    visit(document);
    return hrefs;
  }, served);
}

const SIDES = [
  { side: 'supplier', ...ACCOUNTS.supplier, paths: (p: string) => p.startsWith('/sup/') },
  {
    side: 'buyer',
    ...ACCOUNTS.buyer,
    paths: (p: string) => p.startsWith('/hna/') || p.startsWith('/sys/'),
  },
] as const;

test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

for (const { side, account, password, paths } of SIDES) {
  for (const chinese of [false, true]) {
    test(`no ${side} page runs off a 390 px window (${chinese ? 'Chinese' : 'English'})`, async ({
      page,
    }) => {
      const served = servedPaths().filter(paths);
      // Each page as the menu opens it, then one record per page a list links to (a detail, the
      // quote editor), so pages that need an id are seen with their data.
      const queue = [...served];
      const records = new Set<string>();
      test.setTimeout(60_000 + served.length * 2 * 8_000);
      expect(served.length).toBeGreaterThan(5);
      await signInThroughUi(page, account, password);
      if (chinese) await page.getByRole('button', { name: /^Language: English/ }).click();
      const report: Record<string, string[]> = {};
      for (let i = 0; i < queue.length; i++) {
        const path = queue[i]!;
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        const found = await offenders(page);
        if (found.length) report[path] = found.slice(0, 5);
        if (i >= served.length) continue;
        for (const link of await recordLinks(page, served)) {
          const pathname = link.split('?')[0]!;
          if (records.has(pathname)) continue;
          records.add(pathname);
          queue.push(link);
        }
      }
      console.log(`${side}: ${served.length} pages and records of ${[...records].join(', ')}`);
      expect(records.size).toBeGreaterThan(2);
      expect(report).toEqual({});
    });
  }
}
