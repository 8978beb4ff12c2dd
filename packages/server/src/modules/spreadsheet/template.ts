// Writes a template: a hidden row of column keys (so the reader finds columns whatever their order
// or header language), a translated header row, the data rows, and list validations for list
// columns. List values live on a hidden sheet, since an inline list is limited to 255 characters.
import { formatMessage, type Language } from '@portal/contract';
import ExcelJS from 'exceljs';
import {
  FIRST_DATA_ROW,
  HEADER_ROW,
  KEY_ROW,
  type SheetColumn,
  type SheetValue,
} from './columns.ts';

export const LISTS_SHEET = 'lists';

const READ_ONLY_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFEDEDED' },
};

function columnLetter(index: number): string {
  let n = index;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

export async function buildTemplate(
  columns: readonly SheetColumn[],
  rows: readonly Record<string, SheetValue | undefined>[],
  lang: Language,
  sheetName: string,
  /** Adds to the workbook before it is written (an instructions sheet, say). */
  extend?: (workbook: ExcelJS.Workbook) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Supplier portal';
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: HEADER_ROW }],
  });
  const lists = workbook.addWorksheet(LISTS_SHEET, { state: 'hidden' });

  sheet.columns = columns.map((c) => ({ key: c.key, width: c.width ?? 16 }));
  const keyRow = sheet.getRow(KEY_ROW);
  keyRow.values = columns.map((c) => c.key);
  keyRow.hidden = true;
  const header = sheet.getRow(HEADER_ROW);
  header.values = columns.map((c) => c.label(lang));
  header.font = { bold: true };
  columns.forEach((c, i) => {
    if (!c.readOnly) return;
    const cell = header.getCell(i + 1);
    cell.fill = READ_ONLY_FILL;
    cell.note = formatMessage(lang, 'sheet.readOnlyHint');
  });

  rows.forEach((values, r) => {
    const row = sheet.getRow(FIRST_DATA_ROW + r);
    columns.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      const value = values[c.key];
      if (value !== undefined) cell.value = value;
      if (c.readOnly) cell.fill = READ_ONLY_FILL;
    });
  });

  // One list per list column on the hidden sheet, referenced by every data cell of that column.
  const lastRow = FIRST_DATA_ROW + Math.max(rows.length, 1) - 1;
  let listColumn = 0;
  columns.forEach((c, i) => {
    if (c.kind !== 'list' || !c.options?.length) return;
    listColumn += 1;
    const letter = columnLetter(listColumn);
    c.options.forEach((o, j) => {
      lists.getCell(j + 1, listColumn).value = o.text;
    });
    const range = `${LISTS_SHEET}!$${letter}$1:$${letter}$${c.options.length}`;
    for (let r = FIRST_DATA_ROW; r <= lastRow; r += 1) {
      sheet.getCell(r, i + 1).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [range],
        showErrorMessage: true,
        errorStyle: 'stop',
        error: formatMessage(lang, 'batch.notInList'),
      };
    }
  });

  extend?.(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
