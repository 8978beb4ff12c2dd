// The supplier's quote editor (sp-quote-editor on /sup/supInfo/offer/addOffer?id=…): its line
// editor, one field of it by label, the quote's state badge, and a line filled in full.
import type { Locator, Page } from '@playwright/test';

export const lineEditor = (page: Page) => page.getByRole('region', { name: 'Line editor' });

export const lineField = (editor: Locator, label: string) =>
  editor.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

/** The quote's state as the editor's header shows it: Draft saved, Submitted, No bid… */
export const quoteState = (page: Page) =>
  page.getByRole('main').locator('header .fui-Badge').first();

/** Fills every field of the open line: a new Meggitt part, MOQ 2 (no more may be requested). */
export async function fillQuoteLine(page: Page, unitPrice: string) {
  const editor = lineEditor(page);
  await lineField(editor, 'Interchangeability').selectOption('original');
  await lineField(editor, 'Condition').selectOption('NE');
  await lineField(editor, 'Brand').fill('Meggitt');
  await lineField(editor, 'Supplier type').selectOption('distributor');
  await lineField(editor, 'Unit price').fill(unitPrice);
  await lineField(editor, 'Currency').selectOption('CNY');
  await lineField(editor, 'MOQ').fill('2');
  await lineField(editor, 'Lead time (days)').fill('21');
  await lineField(editor, 'Airworthiness approval').selectOption('faa8130');
  await lineField(editor, 'Certificate type').selectOption('3');
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await lineField(editor, 'Quote valid until').fill(validUntil);
  await lineField(editor, 'Account status').selectOption('net30');
  await lineField(editor, 'Payment method').fill('T/T 30 days');
  await lineField(editor, 'Claim period (months)').fill('12');
  await lineField(editor, 'Warranty').fill('12 months');
}
