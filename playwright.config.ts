// Browser tests in a real Chromium: the system's (Debian's /usr/bin/chromium, or CHROMIUM_PATH),
// because nothing here may download a browser. Two servers: the portal on a fresh database, and a
// plain page on another origin that embeds the widgets the way a buyer's intranet would.
import { defineConfig, devices } from '@playwright/test';
import { E2E_EMBED_ORIGIN, E2E_PORTAL_ORIGIN } from './e2e/support/origins.ts';
import { chromiumLaunchOptions } from './scripts/lib/chromium.ts';

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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
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
  ],
});
