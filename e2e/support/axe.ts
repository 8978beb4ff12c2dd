// The accessibility check of the browser tests: axe-core's serious and critical violations only.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Every serious or critical axe violation on the page, one line each (empty when clean). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Tabster's focus-redirect dummies (aria-hidden, tabindex 0) hand focus on at once and are never
  // read, so axe's aria-hidden-focus on them is a false positive (a known Fluent UI/Tabster report).
  // The list table no longer makes any (docs/decisions/2026-11-26-own-roving-grid.md), but other
  // Fluent components still do, e.g. on the quote editor. Nothing else is excluded.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
