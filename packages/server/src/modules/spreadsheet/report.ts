// Row errors as the contract answers them: sorted by row, each message in the caller's language.
import { formatMessage, type BatchRowError, type Language } from '@portal/contract';
import type { SheetError } from './columns.ts';

export function reportErrors(
  errors: readonly SheetError[],
  lang: Language,
  columnOrder: readonly string[] = [],
): BatchRowError[] {
  const position = (key: string) => {
    const i = columnOrder.indexOf(key);
    return i < 0 ? columnOrder.length : i;
  };
  return [...errors]
    .sort((a, b) => a.row - b.row || position(a.column) - position(b.column))
    .map((e) => ({
      row: e.row,
      column: e.column,
      message: formatMessage(lang, e.message, e.params),
    }));
}
