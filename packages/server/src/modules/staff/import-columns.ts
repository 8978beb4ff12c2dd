// The staff import template's columns (contract STAFF_IMPORT_COLUMNS) for the spreadsheet module:
// headers in both languages (the requested one first), the company's roles as a list whose names
// read in either language, and the instructions sheet.
import {
  STAFF_IMPORT_COLUMNS,
  STAFF_IMPORT_MAX_ROWS,
  formatMessage,
  isMessageKey,
  type Language,
  type StaffImportColumn,
} from '@portal/contract';
import type ExcelJS from 'exceljs';
import type { SheetColumn, SheetOption } from '../spreadsheet/index.ts';

const other = (lang: Language): Language => (lang === 'zh' ? 'en' : 'zh');

/** Columns a row must fill, as the create form requires them. */
export const REQUIRED_COLUMNS: readonly StaffImportColumn[] = ['name', 'account'];

export interface RoleChoice {
  id: string;
  code: string;
  /** A built-in role's name is a key (`role.buyerAdmin`); a company's own is its text. */
  name: string;
}

/** A role's name in a language: the built-in ones have a message `staff.role.<x>`. */
export function roleLabel(name: string, lang: Language): string {
  const key = `staff.${name}`;
  return isMessageKey(key) ? formatMessage(lang, key) : name;
}

const header = (key: StaffImportColumn) => (lang: Language) =>
  `${formatMessage(lang, `staff.col.${key}`)} / ${formatMessage(other(lang), `staff.col.${key}`)}`;

export function staffColumns(lang: Language, roles: readonly RoleChoice[]): SheetColumn[] {
  const widths: Record<StaffImportColumn, number> = {
    name: 20,
    account: 22,
    email: 30,
    mobile: 18,
    position: 18,
    role: 26,
  };
  const options: SheetOption[] = roles.map((r) => ({
    value: r.id,
    text: roleLabel(r.name, lang),
    aliases: [roleLabel(r.name, other(lang)), r.code, r.name],
  }));
  return STAFF_IMPORT_COLUMNS.map((key) => ({
    key,
    label: header(key),
    kind: key === 'role' ? 'list' : 'text',
    ...(key === 'role' ? { options } : {}),
    width: widths[key],
  }));
}

/** The second sheet: every column, whether it is required, and what it takes. */
export function addInstructions(
  workbook: ExcelJS.Workbook,
  lang: Language,
  columns: readonly SheetColumn[],
) {
  const sheet = workbook.addWorksheet(formatMessage(lang, 'staff.import.sheet.help'));
  sheet.columns = [{ width: 24 }, { width: 10 }, { width: 100 }];
  const title = sheet.getRow(1);
  title.values = [formatMessage(lang, 'staff.import.help.title', { max: STAFF_IMPORT_MAX_ROWS })];
  title.font = { bold: true };
  sheet.mergeCells(1, 1, 1, 3);
  const head = sheet.getRow(3);
  head.values = (
    ['staff.import.help.column', 'staff.import.help.required', 'staff.import.help.rule'] as const
  ).map((k) => formatMessage(lang, k));
  head.font = { bold: true };
  const roleNames =
    columns
      .find((c) => c.key === 'role')
      ?.options?.map((o) => o.text)
      .join(lang === 'zh' ? '、' : ', ') ?? '';
  columns.forEach((column, i) => {
    const key = column.key as StaffImportColumn;
    const row = sheet.getRow(4 + i);
    row.values = [
      column.label(lang),
      formatMessage(
        lang,
        REQUIRED_COLUMNS.includes(key) ? 'staff.import.help.yes' : 'staff.import.help.no',
      ),
      formatMessage(lang, `staff.import.help.${key}`, { values: roleNames }),
    ];
    row.alignment = { wrapText: true, vertical: 'top' };
  });
}
