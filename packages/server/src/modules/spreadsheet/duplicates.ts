// Rows of one upload that share a key another row has (a tax ID, an account…): every row of such a
// group is refused, naming the others, since the file cannot say which one was meant. Shared by the
// supplier import and the staff import.
import type { MessageKey } from '@portal/contract';
import type { SheetError } from './columns.ts';

export function duplicatesInFile<Fields>(
  rows: readonly { row: number; fields: Fields }[],
  keys: readonly (readonly [column: string, keyOf: (fields: Fields) => string])[],
  message: MessageKey = 'import.duplicateInFile',
): SheetError[] {
  const errors: SheetError[] = [];
  for (const [column, keyOf] of keys) {
    const groups = new Map<string, number[]>();
    for (const { row, fields } of rows) {
      const key = keyOf(fields);
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      for (const row of group) {
        errors.push({ row, column, message, params: { rows: group.join(', ') } });
      }
    }
  }
  return errors;
}
