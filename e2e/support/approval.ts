// The supplier approval pages (sp-supplier-approval): one supplier's audit, a value of it by its
// label, and a step taken through its button and the dialog that confirms it.
import { expect, type Page } from '@playwright/test';

/**
 * A value of the supplier's audit by its label ("Audit state", "Commercially frozen"…): the audit
 * is the page's first widget (the supplier's profile below it repeats some labels).
 */
export const auditValue = (page: Page, label: string) =>
  page.getByRole('main').locator(`dt:text-is("${label}") + dd`).first();

/**
 * Presses a step's button ("Submit to OA", "Freeze (commercial)"…), writes the remarks (or the
 * reason, or the assessment: the dialog's one text box) and confirms; the dialog closes.
 */
export async function takeStep(page: Page, button: string, remarks: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.getByRole('textbox').fill(remarks);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog).toBeHidden();
}
