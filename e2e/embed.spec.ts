import { expect, test, type Locator } from '@playwright/test';
import { E2E_EMBED_ORIGIN } from './support/origins.ts';
import { ACCOUNTS, english, field } from './support/portal.ts';

test.use(english);

async function looks(button: Locator) {
  return button.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      background: s.backgroundColor,
      radius: s.borderTopLeftRadius,
      fontSize: s.fontSize,
      fontFamily: s.fontFamily,
      letterSpacing: s.letterSpacing,
    };
  });
}

test('widgets embedded under hostile page CSS look and work as in the host', async ({ page }) => {
  await page.goto('/login');
  const inHost = await looks(page.getByRole('button', { name: 'Sign in', exact: true }));

  await page.goto(`${E2E_EMBED_ORIGIN}/embed.html`);
  const login = page.locator('sp-login');
  const submit = login.getByRole('button', { name: 'Sign in', exact: true });
  await expect(submit).toBeVisible();
  expect(await login.evaluate((el) => el.shadowRoot?.mode)).toBe('open');

  // The page's own button is red; the widget's is Fluent's, exactly as in the host.
  const pageButton = await looks(page.locator('#page-button'));
  expect(pageButton.background).toBe('rgb(255, 0, 0)');
  const embedded = await looks(submit);
  expect(embedded).toEqual(inHost);
  expect(embedded.fontFamily).not.toContain('Comic Sans');
  // No Fluent style went to the page's head: styles live in the shadow roots.
  expect(await page.locator('head style[data-make-styles-bucket]').count()).toBe(0);

  // Signing in works across origins (CORS) and the event reaches the page.
  await field(login, 'Account').fill(ACCOUNTS.supplier.account);
  await field(login, 'Password').fill(ACCOUNTS.supplier.password);
  await submit.click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { __events: { type: string }[] }).__events.map((e) => e.type),
      ),
    )
    .toContain('sp-logged-in');
  const detail = await page.evaluate(
    () =>
      (
        window as unknown as { __events: { type: string; detail: { user: { account: string } } }[] }
      ).__events.find((e) => e.type === 'sp-logged-in')?.detail,
  );
  expect(detail?.user.account).toBe(ACCOUNTS.supplier.account);
});

test('the language switch changes every embedded widget at once', async ({ page }) => {
  await page.goto(`${E2E_EMBED_ORIGIN}/embed.html`);
  const login = page.locator('sp-login');
  await expect(login.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.locator('sp-language-switch').getByRole('button', { name: /中文/ }).click();
  await expect(login.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});

test('a tag loads when its first element appears, keeping what the page set before', async ({
  page,
}) => {
  const tagChunks: string[] = [];
  page.on('request', (request) => {
    const tag = /\/widgets\/tags\/(sp-[a-z-]+)\.js\?v=/.exec(request.url())?.[1];
    if (tag) tagChunks.push(tag);
  });
  await page.goto(`${E2E_EMBED_ORIGIN}/embed.html`);
  await expect(
    page.locator('sp-login').getByRole('button', { name: 'Sign in', exact: true }),
  ).toBeVisible();
  // Only the tags on the page were fetched; the others are names in the loader.
  expect(tagChunks.sort()).toEqual(['sp-language-switch', 'sp-login']);
  expect(
    await page.evaluate(
      () => (window as unknown as { PortalWidgets: { tags: string[] } }).PortalWidgets.tags.length,
    ),
  ).toBeGreaterThan(20);
  expect(await page.evaluate(() => customElements.get('sp-forgot-password') === undefined)).toBe(
    true,
  );

  // Added later by the page: an attribute and a property, both before the tag is defined.
  await page.evaluate(() => {
    const el = document.createElement('sp-forgot-password') as HTMLElement & { account?: string };
    el.setAttribute('step', 'request');
    el.account = 'set.before.upgrade';
    document.querySelector('main')!.append(el);
  });
  const reset = page.locator('sp-forgot-password');
  await expect(field(reset, 'Login account')).toHaveValue('set.before.upgrade');
  expect(tagChunks.sort()).toEqual(['sp-forgot-password', 'sp-language-switch', 'sp-login']);
  expect(
    await reset.evaluate((el) => ({
      defined: customElements.get('sp-forgot-password') !== undefined,
      account: (el as HTMLElement & { account?: string }).account,
      own: Object.hasOwn(el, 'account'),
    })),
  ).toEqual({ defined: true, account: 'set.before.upgrade', own: false });
});
