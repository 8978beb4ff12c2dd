// The built Storybook as an intranet developer opens it (e2e/support/storybook-server.mjs serves
// storybook-static/): every widget has a docs page and a story of the real custom element, a docs
// page shows what custom-elements.json says, and the element story loads the built loader lazily
// into a plain page and follows the language toolbar.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { E2E_STORYBOOK_ORIGIN } from './support/origins.ts';

interface Manifest {
  modules: { declarations: { tagName: string; attributes: { name: string }[] }[] }[];
}

const manifest = JSON.parse(
  readFileSync(new URL('../packages/widgets/dist/custom-elements.json', import.meta.url), 'utf8'),
) as Manifest;
const elements = manifest.modules.flatMap((m) => m.declarations);

/** Page errors and console errors, which a broken docs page or story would print. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    // The static server answers the absent favicon with 404; nothing else may fail.
    if (m.type() === 'error' && !m.text().includes('404')) errors.push(m.text());
  });
  return errors;
}

test('every widget of the manifest has a docs page and a custom-element story', async ({
  request,
}) => {
  const index = (await (await request.get(`${E2E_STORYBOOK_ORIGIN}/index.json`)).json()) as {
    entries: Record<string, { id: string; type: string; title: string }>;
  };
  const entries = Object.values(index.entries);
  expect(elements.length).toBeGreaterThan(20);
  for (const { tagName } of elements) {
    const own = entries.filter((e) => e.title === `Widgets/${tagName}`);
    expect(
      own.some((e) => e.type === 'docs'),
      `${tagName} docs page`,
    ).toBe(true);
    expect(
      own.some((e) => e.id.endsWith('--as-custom-element')),
      `${tagName} element story`,
    ).toBe(true);
  }
  expect(entries.some((e) => e.type === 'docs' && e.title === 'Getting started')).toBe(true);
});

test('a docs page shows the embed code, attributes, theming and the states', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(
    `${E2E_STORYBOOK_ORIGIN}/iframe.html?id=widgets-sp-cage-codes--docs&viewMode=docs`,
  );
  const cage = elements.find((e) => e.tagName === 'sp-cage-codes')!;
  await expect(page.getByRole('heading', { name: 'Attributes' })).toBeVisible();
  await expect(page.getByText('portal-widgets.js').first()).toBeVisible();
  for (const attribute of cage.attributes) {
    await expect(page.getByRole('cell', { name: attribute.name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('cell', { name: '--sp-color-brand', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'root', exact: true })).toBeVisible();
  // Each state in a frame of its own, with its own answers: the empty one says so.
  await expect(page.getByRole('heading', { name: 'Empty' })).toBeVisible();
  const empty = page.frameLocator('#iframe--widgets-sp-cage-codes--empty');
  await expect(empty.getByText('This supplier has no CAGE code yet')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the element story loads the built element lazily and follows the language', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const story = `${E2E_STORYBOOK_ORIGIN}/iframe.html?id=widgets-sp-cage-codes--as-custom-element&viewMode=story`;
  await page.goto(story);
  const frame = page.frameLocator('[data-testid="element-frame"]');
  const element = frame.locator('sp-cage-codes');
  await expect(element.getByRole('cell', { name: 'SDA01' })).toBeVisible();
  const html = await page.frames()[1]!.evaluate(() => ({
    defined: !!customElements.get('sp-cage-codes'),
    shadow: document.querySelector('sp-cage-codes')?.shadowRoot?.mode,
    chunk: performance
      .getEntriesByType('resource')
      .some((r) => r.name.includes('/widgets/tags/sp-cage-codes')),
  }));
  expect(html).toEqual({ defined: true, shadow: 'open', chunk: true });

  await page.goto(`${story}&globals=lang:zh`);
  await expect(frame.locator('sp-cage-codes[lang="zh"]')).toHaveCount(1);
  await expect(frame.getByRole('columnheader', { name: 'CAGE 码' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the getting-started page renders the embedding guide', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${E2E_STORYBOOK_ORIGIN}/iframe.html?id=getting-started--docs&viewMode=docs`);
  await expect(page.getByRole('heading', { name: 'A Vue page' })).toBeVisible();
  await expect(page.getByText('ALLOWED_ORIGINS=').first()).toBeVisible();
  expect(errors).toEqual([]);
});
