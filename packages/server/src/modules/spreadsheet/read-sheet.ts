// Reads the rows of a filled-in template. Columns are found by the keys in the hidden first row, so
// a user may reorder columns or change the header language. Bad data never throws: every cell
// that cannot be read becomes an error with its row and column, and the rest is read. Only a file
// that is not a spreadsheet of ours at all (400 batch.badFile) or has no rows (400 batch.noRows)
// fails as a whole.
import ExcelJS from 'exceljs';
import { ApiError } from '../../http/api-error.ts';
import {
  FIRST_DATA_ROW,
  KEY_ROW,
  type SheetColumn,
  type SheetError,
  type SheetRow,
  type SheetValue,
} from './columns.ts';
import { checkZip } from './zip-check.ts';

/**
 * What a workbook may inflate to, in real bytes (zip-check.ts). A 2,000-item quote template is
 * about 1 MB inflated; exceljs needs several times the XML's size in memory, so this bounds what
 * one upload can cost.
 */
export const MAX_INFLATED_BYTES = 32 * 1024 * 1024;
/** Excel's day 0 is 1899-12-30 (with the 1900 leap-year bug folded in). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

export interface ReadResult {
  rows: SheetRow[];
  errors: SheetError[];
}

type Raw = ExcelJS.CellValue;

/** A cell's plain value: formulas by their result, rich text and links by their text. */
function plain(value: Raw): string | number | boolean | Date | null | { error: string } {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('error' in value) return { error: String(value.error) };
  if ('result' in value) return plain((value.result ?? null) as Raw);
  if ('text' in value) return plain(value.text as Raw);
  return null;
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function validDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? isoDate(date)
    : null;
}

type Cell = { value: SheetValue } | { error: SheetError['message'] };

export function readCell(column: SheetColumn, value: ReturnType<typeof plain>): Cell | null {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value === 'object' && !(value instanceof Date)) return { error: 'field.invalid' };
  switch (column.kind) {
    case 'text':
      return { value: value instanceof Date ? isoDate(value) : String(value).trim() };
    case 'number': {
      if (typeof value === 'number')
        return Number.isFinite(value) ? { value } : { error: 'batch.number' };
      // Thousands separators and stray spaces are how people type money.
      const text = String(value).replace(/[,\s]/g, '');
      const n = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) ? Number(text) : Number.NaN;
      return Number.isFinite(n) ? { value: n } : { error: 'batch.number' };
    }
    case 'date': {
      if (value instanceof Date) return { value: isoDate(value) };
      if (typeof value === 'number') {
        // A date typed into a cell without a date format is Excel's serial day number.
        return value > 0 && value < 2_958_466
          ? { value: isoDate(new Date(EXCEL_EPOCH_MS + Math.floor(value) * DAY_MS)) }
          : { error: 'quote.dateInvalid' };
      }
      const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(String(value).trim());
      const date = match && validDate(Number(match[1]), Number(match[2]), Number(match[3]));
      return date ? { value: date } : { error: 'quote.dateInvalid' };
    }
    case 'list': {
      const text = (value instanceof Date ? isoDate(value) : String(value)).trim().toUpperCase();
      const option = column.options?.find(
        (o) =>
          o.text.toUpperCase() === text ||
          String(o.value).toUpperCase() === text ||
          o.aliases?.some((a) => a.toUpperCase() === text),
      );
      return option ? { value: option.value } : { error: 'batch.notInList' };
    }
  }
}

async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const zip = await checkZip(buffer, MAX_INFLATED_BYTES);
  if (zip === 'tooLarge') {
    throw new ApiError(413, 'batch.inflatedTooLarge', {
      params: { mb: Math.round(MAX_INFLATED_BYTES / 1024 / 1024) },
    });
  }
  if (zip === 'notZip') throw new ApiError(400, 'batch.badFile');
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer-like of its own; a Node Buffer is what it reads.
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new ApiError(400, 'batch.badFile');
  }
  return workbook;
}

/** The sheet whose key row names the most of our columns, with each key's column number. */
function findSheet(
  workbook: ExcelJS.Workbook,
  columns: readonly SheetColumn[],
): { sheet: ExcelJS.Worksheet; positions: Map<string, number> } | null {
  const known = new Set(columns.map((c) => c.key));
  let best: { sheet: ExcelJS.Worksheet; positions: Map<string, number> } | null = null;
  for (const sheet of workbook.worksheets) {
    const positions = new Map<string, number>();
    sheet.getRow(KEY_ROW).eachCell((cell, col) => {
      const key = plain(cell.value);
      if (typeof key === 'string' && known.has(key.trim()) && !positions.has(key.trim())) {
        positions.set(key.trim(), col);
      }
    });
    if (positions.size > (best?.positions.size ?? 0)) best = { sheet, positions };
  }
  return best;
}

/**
 * The rows of the template's sheet that have any cell filled, each cell typed by its column.
 * `required` keys must be among the sheet's columns (else batch.badFile); `maxRows` caps the
 * data rows (else 400 batch.tooManyRows).
 */
export async function readSheet(
  buffer: Buffer,
  columns: readonly SheetColumn[],
  options: { required: readonly string[]; maxRows: number },
): Promise<ReadResult> {
  const workbook = await loadWorkbook(buffer);
  const found = findSheet(workbook, columns);
  if (!found || options.required.some((k) => !found.positions.has(k))) {
    throw new ApiError(400, 'batch.badFile');
  }
  const { sheet, positions } = found;
  const rows: SheetRow[] = [];
  const errors: SheetError[] = [];
  const present = columns.filter((c) => positions.has(c.key));
  for (let r = FIRST_DATA_ROW; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    if (!row.hasValues) continue;
    const values: Record<string, SheetValue> = {};
    let filled = false;
    for (const column of present) {
      const cell = readCell(column, plain(row.getCell(positions.get(column.key) ?? 0).value));
      if (!cell) continue;
      filled = true;
      if ('error' in cell) errors.push({ row: r, column: column.key, message: cell.error });
      else values[column.key] = cell.value;
    }
    if (!filled) continue;
    rows.push({ row: r, values });
    if (rows.length > options.maxRows) {
      throw new ApiError(400, 'batch.tooManyRows', { params: { max: options.maxRows } });
    }
  }
  if (rows.length === 0) throw new ApiError(400, 'batch.noRows');
  return { rows, errors };
}
