// The template of the supplier's side of a statement: one row per document (date, type, reference,
// debit, credit). It comes filled with what the supplier uploaded before or, the first time, with
// its bills of the period, so the usual case is to check and send it back. Reading takes every row
// or none: a statement half uploaded would show differences that are not there.
import {
  STATEMENT_AMOUNT_MAX,
  STATEMENT_DOC_TYPES,
  STATEMENT_REFERENCE_MAX,
  formatMessage,
  statementLineKey,
  type Language,
  type MessageKey,
  type StatementDocType,
} from '@portal/contract';
import type { SheetColumn, SheetError, SheetRow, SheetValue } from '../spreadsheet/index.ts';
import type { ComparedLine } from './compare.ts';

const OTHER: Record<Language, Language> = { en: 'zh', zh: 'en' };

/** The columns in `lang`: the type list shows that language's names and reads the other's too. */
export function statementColumns(lang: Language): SheetColumn[] {
  const label = (key: MessageKey) => (l: Language) => formatMessage(l, key);
  const docTypeName = (l: Language, t: StatementDocType) =>
    formatMessage(l, `statement.docType.${t}` as MessageKey);
  return [
    { key: 'date', label: label('sheet.statementDate'), kind: 'date', width: 14 },
    {
      key: 'docType',
      label: label('sheet.statementDocType'),
      kind: 'list',
      width: 16,
      options: STATEMENT_DOC_TYPES.map((t) => ({
        value: t,
        text: docTypeName(lang, t),
        aliases: [docTypeName(OTHER[lang], t), t],
      })),
    },
    { key: 'reference', label: label('sheet.statementReference'), kind: 'text', width: 28 },
    { key: 'debit', label: label('sheet.statementDebit'), kind: 'number', width: 16 },
    { key: 'credit', label: label('sheet.statementCredit'), kind: 'number', width: 16 },
  ];
}

export const STATEMENT_COLUMN_KEYS = ['date', 'docType', 'reference', 'debit', 'credit'];

export function statementTemplateRows(
  lines: readonly (ComparedLine & { date: string })[],
): Record<string, SheetValue | undefined>[] {
  return lines.map((l) => ({
    date: l.date,
    docType: l.docType,
    reference: l.reference,
    debit: l.debit || undefined,
    credit: l.credit || undefined,
  }));
}

export type SheetLine = ComparedLine & { date: string };

const validAmount = (n: number) =>
  n >= 0 && n <= STATEMENT_AMOUNT_MAX && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/**
 * The rows as lines, with the errors of the rows that cannot be taken (besides the reader's cell
 * errors). A row must have a date in the period, a type, a reference, and a debit or a credit.
 */
export function linesFromSheet(
  rows: readonly SheetRow[],
  cellErrors: readonly SheetError[],
  period: { from: string; to: string },
): { lines: SheetLine[]; errors: SheetError[] } {
  const failed = new Set(cellErrors.map((e) => e.row));
  const errors: SheetError[] = [...cellErrors];
  const lines: SheetLine[] = [];
  const seen = new Map<string, number>();
  for (const { row, values } of rows) {
    if (failed.has(row)) continue;
    const fail = (column: string, message: MessageKey, params?: Record<string, number>) =>
      errors.push({ row, column, message, ...(params ? { params } : {}) });
    const { date, docType, reference, debit, credit } = values;
    const before = errors.length;
    if (typeof date !== 'string') fail('date', 'statement.dateRequired');
    else if (date < period.from || date > period.to) fail('date', 'statement.outOfPeriod');
    if (typeof docType !== 'string') fail('docType', 'statement.docTypeInvalid');
    const ref =
      typeof reference === 'string' ? reference : reference === undefined ? '' : String(reference);
    if (ref === '') fail('reference', 'statement.referenceRequired');
    else if (ref.length > STATEMENT_REFERENCE_MAX) {
      fail('reference', 'statement.referenceTooLong', { max: STATEMENT_REFERENCE_MAX });
    }
    const d = typeof debit === 'number' ? debit : 0;
    const c = typeof credit === 'number' ? credit : 0;
    if (!validAmount(d)) fail('debit', 'statement.amountInvalid');
    else if (!validAmount(c)) fail('credit', 'statement.amountInvalid');
    else if ((d === 0) === (c === 0)) fail('debit', 'statement.amountRequired');
    if (errors.length > before) continue;
    const type = docType as StatementDocType;
    const key = statementLineKey(type, ref);
    // The same document twice is a typing slip more often than two documents of one number.
    if (seen.has(key)) {
      fail('reference', 'statement.duplicateLine');
      continue;
    }
    seen.set(key, row);
    lines.push({ date: date as string, docType: type, reference: ref, debit: d, credit: c });
  }
  return { lines, errors };
}
