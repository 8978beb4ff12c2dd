// A line's problems as the editor keeps them: keyed by path relative to the line (`unitPrice`,
// `fees.2.amount`, fee paths by SLOT, not by position in the request), valued by a contract message
// key (client rules) or a translated text (the server's). No zod here: the rules themselves are
// quote-line-rules.ts, a chunk of their own.
import type { QuoteRuleContext } from '@portal/contract';
import { serverErrorsByRow } from '../../kit/resource/row-errors';
import { feeEntries, type LineForm } from './quote-line-form';

/** Path → a contract message key (client rules) or a translated text (the server's). */
export type LineErrors = Readonly<Record<string, string>>;

export const NO_ERRORS: LineErrors = Object.freeze({});

/** The contract's rules for one line (quote-line-rules.ts, loaded on demand). */
export type LineCheck = (form: LineForm, ctx: QuoteRuleContext) => LineErrors;

/** A path from the request's shape (`fees.0.amount`) to the editor's (`fees.<slot>.amount`). */
export function editorPath(form: LineForm, path: readonly PropertyKey[]): string {
  if (path[0] === 'fees' && typeof path[1] === 'number') {
    const slot = feeEntries(form)[path[1]]?.slot ?? path[1];
    return ['fees', slot, ...path.slice(2)].map(String).join('.');
  }
  return path.map(String).join('.');
}

/** Today in the user's time zone as YYYY-MM-DD (the validity date rule). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The server's 400 `data.fields` (`lines.3.unitPrice`, `remarks`) by item id and the editor's
 * path; keys that name no line go under `''`, for the quote as a whole.
 */
export function serverErrorsByItem(
  fields: Record<string, string>,
  lines: readonly LineForm[],
): Record<string, Record<string, string>> {
  return serverErrorsByRow(fields, lines, {
    list: 'lines',
    rowKey: (line) => line.itemId,
    path: editorPath,
  });
}
