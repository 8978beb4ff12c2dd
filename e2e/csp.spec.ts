// The host's Content-Security-Policy (docs/decisions/2026-11-26-host-page-csp.md) in a real
// browser: the header is there, and signing in, a list and a validating form run without one
// violation (Griffel's styles, the lazily loaded chunks, zod without `new Function`).
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, english, signInThroughUi } from './support/portal.ts';

test.use(english);

/** Every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('the host pages run under their CSP without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('/supRegister');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  // An empty registration: the form loads its zod rules and shows what is missing.
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText(/required|Enter/i).first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await page.goto('/sup/supPurchase/index');
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
