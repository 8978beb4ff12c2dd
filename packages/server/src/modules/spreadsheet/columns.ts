// Describes a spreadsheet column once, for both directions: the template writes its key, header
// and value list; the reader finds it by key and turns each cell into a typed value.
import type { Language, MessageKey } from '@portal/contract';

export type SheetValue = string | number | boolean;

/** A value of a list column: `text` is what the list shows, `value` what the reader answers. */
export interface SheetOption {
  value: SheetValue;
  text: string;
  /** Other spellings the reader accepts (是/否 for Y/N). */
  aliases?: readonly string[];
}

export type SheetCellKind = 'text' | 'number' | 'date' | 'list';

export interface SheetColumn {
  /** Stable key, written in the template's hidden first row; the reader maps columns by it. */
  key: string;
  /** The header in a language. */
  label: (lang: Language) => string;
  kind: SheetCellKind;
  /** The values of a `list` column. */
  options?: readonly SheetOption[];
  /** Shaded and noted as "for reference": the reader still reads it (an item number is a key). */
  readOnly?: boolean;
  /** Column width in characters. */
  width?: number;
}

/** One read row: its 1-based spreadsheet row number and its non-empty typed cells by key. */
export interface SheetRow {
  row: number;
  values: Record<string, SheetValue>;
}

/** A cell or row the reader could not take, with a contract message key (translated later). */
export interface SheetError {
  row: number;
  column: string;
  message: MessageKey;
  params?: Record<string, string | number>;
}

/** Rows 1 (hidden keys) and 2 (headers) come before the data. */
export const KEY_ROW = 1;
export const HEADER_ROW = 2;
export const FIRST_DATA_ROW = 3;
