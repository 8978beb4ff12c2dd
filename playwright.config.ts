// Browser tests in a real Chromium: the system's (Debian's /usr/bin/chromium, or CHROMIUM_PATH),
// because nothing here may download a browser. Three servers: the portal on a fresh database, a
// plain page on another origin that embeds the widgets the way a buyer's intranet would, and the
// built Storybook (`npm run build-storybook`, which `npm test` runs before these tests).
import { defineConfig, devices } from '@playwright/test';
import {
  E2E_EMBED_ORIGIN,
  E2E_PORTAL_ORIGIN,
  E2E_STORYBOOK_ORIGIN,
} from './e2e/support/origins.ts';
import { chromiumLaunchOptions } from './scripts/lib/chromium.ts';

const browser = { ...devices['Desktop Chrome'], channel: undefined };
/** The files of the `after` project; `chromium` leaves them out. */
const AFTER = ['**/change-password.spec.ts', '**/supplier-freeze.spec.ts'];
/** Lighthouse measures speed, so it runs alone once every other test is done. */
const LIGHTHOUSE = '**/lighthouse.spec.ts';
/**
 * Lighthouse gates only where PORTAL_LIGHTHOUSE=1 (`npm run lighthouse`): today the portal misses
 * its thresholds (issue 20 is open on exactly that), and a known failure in every run would hide
 * new ones. Set it in .ci/run once both pages score 90.
 */
const withLighthouse = process.env.PORTAL_LIGHTHOUSE === '1';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: E2E_PORTAL_ORIGIN,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Everything that may run side by side on the two workers.
    { name: 'chromium', use: browser, testIgnore: [...AFTER, LIGHTHOUSE] },
    // What would break a test of `chromium` running beside it, so it runs once they all are done:
    // the change of buyer.masterdata's password (the lifecycle test's sync signs in as it) and the
    // freeze of supplier.demo (quote-flow.spec.ts and others submit quotes as it). The two do not
    // touch each other's accounts, so they share the two workers.
    { name: 'after', use: browser, testMatch: AFTER, dependencies: ['chromium'] },
    // Lighthouse on /login and a signed-in list page (e2e/lighthouse.spec.ts), on a quiet machine.
    // Alone: `npm run lighthouse`.
    ...(withLighthouse
      ? [{ name: 'lighthouse', testMatch: LIGHTHOUSE, dependencies: ['after'] }]
      : []),
  ],
  webServer: [
    {
      command: 'node e2e/support/portal-server.mjs',
      url: `${E2E_PORTAL_ORIGIN}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/support/embed-server.mjs',
      url: `${E2E_EMBED_ORIGIN}/embed.html`,
      timeout: 20_000,
      reuseExistingServer: false,
    },
    {
      command: 'node e2e/support/storybook-server.mjs',
      url: `${E2E_STORYBOOK_ORIGIN}/__up`,
      timeout: 20_000,
      reuseExistingServer: false,
    },
  ],
});
