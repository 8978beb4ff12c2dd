// The accessibility check of the browser tests: axe-core's serious and critical violations only.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Every serious or critical axe violation on the page, one line each (empty when clean). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Nothing is excluded: the list table's arrow keys no longer put Tabster's focusable aria-hidden
  // dummies in the page (docs/decisions/2026-11-26-own-roving-grid.md).
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
