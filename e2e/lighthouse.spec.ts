// Lighthouse's default mobile profile (a mid-range phone: slow 4G simulated, 4× CPU slowdown) on
// the built portal, in the system Chromium: /login as a first visit, and a buyer's list page opened
// with the session of a real sign-in and an empty HTTP cache. Each must score performance ≥ 90 with
// LCP ≤ 2.5 s, and accessibility 100. The scores are printed, and each full report is kept in
// .tmp/lighthouse/. Runs in the `lighthouse` project, after every other browser test, so that
// nothing else loads the two cores while it measures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.ts';
import { E2E_PORTAL_ORIGIN } from './support/origins.ts';
import { ACCOUNTS, field } from './support/portal.ts';

const THRESHOLDS = { performance: 90, lcpMs: 2500, accessibility: 100 };
const REPORTS = new URL('../.tmp/lighthouse/', import.meta.url);
/** The buyer's inquiries: a table of rows from the API, under the signed-in layout. */
const LIST_PAGE = '/hna/hnaCgQuote/index';

test.describe.configure({ timeout: 240_000 });

let chrome: LaunchedChrome;

test.beforeAll(async () => {
  mkdirSync(REPORTS, { recursive: true });
  chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: [...chromiumLaunchOptions.args, '--lang=en-US'],
  });
});
test.afterAll(async () => {
  chrome?.kill();
});

async function audit(path: string, flags: Flags = {}): Promise<Result> {
  const answer = await lighthouse(`${E2E_PORTAL_ORIGIN}${path}`, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...flags,
  });
  if (!answer) throw new Error(`Lighthouse gave no result for ${path}`);
  const lhr = answer.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '');
  writeFileSync(new URL(`${name}.report.json`, REPORTS), JSON.stringify(lhr));
  return lhr;
}

function check(title: string, lhr: Result) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  const performance = score('performance');
  const accessibility = score('accessibility');
  const lcp = ms('largest-contentful-paint');
  const failedA11y = Object.values(lhr.audits)
    .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
    .filter((a) => lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id))
    .map((a) => a.id);
  console.log(
    `Lighthouse ${title} (mobile: slow 4G, 4× CPU): performance ${performance}, ` +
      `LCP ${(lcp / 1000).toFixed(2)} s, FCP ${(ms('first-contentful-paint') / 1000).toFixed(2)} s, ` +
      `TBT ${ms('total-blocking-time')} ms, CLS ${lhr.audits['cumulative-layout-shift']?.displayValue}, ` +
      `accessibility ${accessibility}${failedA11y.length ? ` (failing: ${failedA11y.join(', ')})` : ''}`,
  );
  expect
    .soft(performance, `${title}: performance score`)
    .toBeGreaterThanOrEqual(THRESHOLDS.performance);
  expect.soft(lcp, `${title}: largest contentful paint (ms)`).toBeLessThanOrEqual(THRESHOLDS.lcpMs);
  expect.soft(failedA11y, `${title}: failing accessibility audits`).toEqual([]);
  expect.soft(accessibility, `${title}: accessibility score`).toBe(THRESHOLDS.accessibility);
}

test('/login on a first visit', async () => {
  check('/login', await audit('/login'));
});

test('a signed-in list page, after the real sign-in', async () => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    // The browser's own (default) context: the one Lighthouse's tab opens in, with this cookie.
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    const { account, password } = ACCOUNTS.buyer;
    await page.goto(`${E2E_PORTAL_ORIGIN}/login`);
    await field(page, 'Account').fill(account);
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Account menu of/ })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'sp_token')).toBe(true);
    // Signed in, but nothing cached: the page's scripts are measured as a first download.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
  const lhr = await audit(LIST_PAGE, { disableStorageReset: true });
  expect(lhr.finalDisplayedUrl, 'still signed in: not sent back to /login').toContain(LIST_PAGE);
  check(LIST_PAGE, lhr);
});
