// The bulk import template's columns (contract SUPPLIER_IMPORT_COLUMNS) for the spreadsheet module:
// headers in both languages (the requested one first), lists for the coded columns with each
// value's label in the other language accepted as well, and the instructions sheet.
import {
  COUNTRIES,
  SUPPLIER_BUSINESS_TYPES,
  SUPPLIER_IMPORT_COLUMNS,
  SUPPLIER_IMPORT_MAX_ROWS,
  SUPPLIER_KINDS,
  TAX_CATEGORIES,
  TIME_ZONES,
  formatMessage,
  type Language,
  type MessageKey,
  type SupplierBusinessType,
  type SupplierImportColumn,
} from '@portal/contract';
import type ExcelJS from 'exceljs';
import type { SheetColumn, SheetOption } from '../spreadsheet/index.ts';

const LANGUAGES: readonly Language[] = ['zh', 'en'];
const other = (lang: Language): Language => (lang === 'zh' ? 'en' : 'zh');

/** Columns a row must fill (the others may stay empty). */
export const REQUIRED_COLUMNS: readonly SupplierImportColumn[] = SUPPLIER_IMPORT_COLUMNS.filter(
  (c) => c !== 'nameEn' && c !== 'businessTypes',
);

const header = (key: SupplierImportColumn) => (lang: Language) =>
  `${formatMessage(lang, `import.col.${key}`)} / ${formatMessage(other(lang), `import.col.${key}`)}`;

/** A labelled list: the label in the template's language shows, the other one and the code read too. */
function labelled(values: readonly string[], prefix: string, lang: Language): SheetOption[] {
  return values.map((value) => ({
    value,
    text: formatMessage(lang, `${prefix}.${value}` as MessageKey),
    aliases: [formatMessage(other(lang), `${prefix}.${value}` as MessageKey)],
  }));
}

function countryName(code: string, lang: Language): string {
  try {
    return (
      new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : 'en'], { type: 'region' }).of(code) ?? code
    );
  } catch {
    return code;
  }
}

/** Countries show as their ISO code (unambiguous in both languages); names read too. */
const countryOptions = (): SheetOption[] =>
  COUNTRIES.map((code) => ({
    value: code,
    text: code,
    aliases: LANGUAGES.map((l) => countryName(code, l)),
  }));

export function importColumns(lang: Language): SheetColumn[] {
  const widths: Record<SupplierImportColumn, number> = {
    supplierKind: 22,
    country: 16,
    taxCategory: 26,
    taxId: 24,
    companyName: 32,
    nameEn: 32,
    email: 28,
    account: 22,
    timeZone: 22,
    businessTypes: 24,
  };
  const options: Partial<Record<SupplierImportColumn, SheetOption[]>> = {
    supplierKind: labelled(SUPPLIER_KINDS, 'import.kind', lang),
    country: countryOptions(),
    taxCategory: labelled(TAX_CATEGORIES, 'import.tax', lang),
    timeZone: TIME_ZONES.map((z) => ({ value: z, text: z })),
  };
  return SUPPLIER_IMPORT_COLUMNS.map((key) => ({
    key,
    label: header(key),
    kind: options[key] ? 'list' : 'text',
    ...(options[key] ? { options: options[key] } : {}),
    width: widths[key],
  }));
}

/**
 * Business types from one cell: codes or labels in either language, separated by commas (also
 * the Chinese ones), semicolons, slashes or spaces. Null when a part is none of them.
 */
export function parseBusinessTypes(cell: string): SupplierBusinessType[] | null {
  const known = new Map<string, SupplierBusinessType>();
  for (const type of SUPPLIER_BUSINESS_TYPES) {
    known.set(type.toLowerCase(), type);
    for (const lang of LANGUAGES) {
      known.set(formatMessage(lang, `import.business.${type}`).toLowerCase(), type);
    }
  }
  const found = new Set<SupplierBusinessType>();
  for (const part of cell.split(/[,，、;；/]+/)) {
    const text = part.trim().toLowerCase();
    if (!text) continue;
    // "21 部" and "21部" alike.
    const type =
      known.get(text) ??
      known.get(text.replace(/\s+/g, ' ')) ??
      known.get(text.replace(/\s+/g, ''));
    if (!type) return null;
    found.add(type);
  }
  return [...found];
}

/** The second sheet: every column, whether it is required, and what it takes. */
export function addInstructions(
  workbook: ExcelJS.Workbook,
  lang: Language,
  columns: SheetColumn[],
) {
  const sheet = workbook.addWorksheet(formatMessage(lang, 'import.sheet.help'));
  sheet.columns = [{ width: 36 }, { width: 12 }, { width: 100 }];
  const title = sheet.getRow(1);
  title.values = [formatMessage(lang, 'import.help.title', { max: SUPPLIER_IMPORT_MAX_ROWS })];
  title.font = { bold: true };
  sheet.mergeCells(1, 1, 1, 3);
  const head = sheet.getRow(3);
  head.values = (['import.help.column', 'import.help.required', 'import.help.rule'] as const).map(
    (k) => formatMessage(lang, k),
  );
  head.font = { bold: true };
  const listed = (values: readonly string[], prefix: string) =>
    values
      .map((v) => `${formatMessage(lang, `${prefix}.${v}` as MessageKey)}`)
      .join(lang === 'zh' ? '、' : ', ');
  const values: Partial<Record<SupplierImportColumn, string>> = {
    supplierKind: listed(SUPPLIER_KINDS, 'import.kind'),
    country: COUNTRIES.map((c) => `${c} ${countryName(c, lang)}`).join(lang === 'zh' ? '、' : ', '),
    taxCategory: listed(TAX_CATEGORIES, 'import.tax'),
    timeZone: TIME_ZONES.join(', '),
    businessTypes: listed(SUPPLIER_BUSINESS_TYPES, 'import.business'),
  };
  columns.forEach((column, i) => {
    const key = column.key as SupplierImportColumn;
    const row = sheet.getRow(4 + i);
    row.values = [
      column.label(lang),
      formatMessage(lang, REQUIRED_COLUMNS.includes(key) ? 'import.help.yes' : 'import.help.no'),
      formatMessage(lang, `import.help.${key}`, { values: values[key] ?? '' }),
    ];
    row.alignment = { wrapText: true, vertical: 'top' };
  });
}
