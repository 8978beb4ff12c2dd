// The spreadsheet module's public entry: the quote batch upload's routes, and the workbook tools
// the bargaining and supplier-import uploads share (columns, reading with a row-by-row report,
// templates, the upload receiver and the xlsx reply).
export { spreadsheetPlugin, type SpreadsheetServices } from './plugin.ts';
export {
  FIRST_DATA_ROW,
  HEADER_ROW,
  KEY_ROW,
  type SheetColumn,
  type SheetError,
  type SheetOption,
  type SheetRow,
  type SheetValue,
} from './columns.ts';
export { duplicatesInFile } from './duplicates.ts';
export { readSheet } from './read-sheet.ts';
export { spreadsheetReceiver } from './receiver.ts';
export { reportErrors } from './report.ts';
export { buildTemplate } from './template.ts';
export { sendXlsx } from './xlsx-reply.ts';
