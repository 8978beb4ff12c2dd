// The repair quote template (like the part quote's spreadsheet/quote-sheet.ts): one row per unit
// with its line number, part number, description and serial as read-only hints, then a column per
// repair quote line field; currency, certificate type, shipping and outcome are drop-downs.
// Reading turns each answered row into a line of the contract's draft schema with the draft rules
// (required fields wait for submit) and reports every cell or rule it could not take.
import {
  CERTIFICATE_TYPES,
  CURRENCIES,
  formatMessage,
  isMessageKey,
  repairQuoteLineDraftSchema,
  repairQuoteLineIssues,
  type Language,
  type MessageKey,
  type RepairQuoteLine,
  type StoredRepairQuoteLine,
} from '@portal/contract';
import type {
  SheetColumn,
  SheetError,
  SheetOption,
  SheetRow,
  SheetValue,
} from '../spreadsheet/index.ts';

const label = (key: string) => (lang: Language) =>
  formatMessage(lang, `sheet.${key}` as MessageKey);
const text = (key: string, width = 14): SheetColumn => ({
  key,
  label: label(key),
  kind: 'text',
  width,
});
const number = (key: string, width = 14): SheetColumn => ({ ...text(key, width), kind: 'number' });
const list = (key: string, options: SheetOption[], width = 14): SheetColumn => ({
  ...text(key, width),
  kind: 'list',
  options,
});

const YES_NO: SheetOption[] = [
  { value: true, text: 'Y', aliases: ['YES', '是', 'TRUE', '1'] },
  { value: false, text: 'N', aliases: ['NO', '否', 'FALSE', '0'] },
];
const CERTIFICATES: SheetOption[] = Object.entries(CERTIFICATE_TYPES).map(([code, name]) => ({
  value: Number(code),
  text: name,
}));
/** The list shows the trade's abbreviations; the Chinese words and the contract's codes read too. */
const SHIPPING: SheetOption[] = [
  { value: 'oneWay', text: 'ONE WAY', aliases: ['单程'] },
  { value: 'roundTrip', text: 'ROUND TRIP', aliases: ['往返'] },
];
const OUTCOMES: SheetOption[] = [
  { value: 'repairable', text: 'REPAIRABLE', aliases: ['可修'] },
  { value: 'beyondEconomicalRepair', text: 'BER', aliases: ['超出经济修理'] },
  { value: 'noFaultFound', text: 'NFF', aliases: ['无故障'] },
  { value: 'scrap', text: 'SCRAP', aliases: ['报废'] },
];
const optionText = (options: readonly SheetOption[], value: unknown) =>
  options.find((o) => o.value === value)?.text;

/** The read-only hint columns; `itemNo` is also the row's key. */
export const REPAIR_HINT_KEYS = ['itemNo', 'materialNumber', 'description', 'serialNumber'];

export const REPAIR_QUOTE_COLUMNS: readonly SheetColumn[] = [
  { ...number('itemNo', 8), readOnly: true },
  { ...text('materialNumber', 18), readOnly: true },
  { ...text('description', 28), readOnly: true },
  { ...text('serialNumber', 16), readOnly: true },
  { ...list('quoted', YES_NO, 10), label: label('quotedUnit') },
  list(
    'currency',
    CURRENCIES.map((c) => ({ value: c, text: c })),
  ),
  number('testFee'),
  number('repairFee'),
  number('renovationLabour'),
  number('fixedPrice'),
  number('capFee'),
  number('exchangeFee'),
  number('paintingCost'),
  number('handlingRate'),
  number('berFee'),
  number('nffFee'),
  number('scrapFee'),
  list('evaluationOutcome', OUTCOMES, 16),
  number('warrantyMonths'),
  number('warrantyFlightHours'),
  number('warrantyCycles'),
  number('claimMonths'),
  number('turnaroundDays'),
  list('certificateType', CERTIFICATES, 16),
  { ...text('validityDate'), kind: 'date' },
  list('shipping', SHIPPING, 14),
  text('remarks', 30),
];

export interface RepairTemplateUnit {
  id: string;
  item_no: number;
  material_number: string;
  description: string;
  serial_number: string | null;
}

/** One row per unit, filled with what the supplier saved so far (a round trip keeps it). */
export function repairTemplateRows(
  units: readonly RepairTemplateUnit[],
  saved: ReadonlyMap<string, StoredRepairQuoteLine>,
): Record<string, SheetValue | undefined>[] {
  return units.map((unit) => {
    const row: Record<string, SheetValue | undefined> = {
      itemNo: unit.item_no,
      materialNumber: unit.material_number,
      description: unit.description,
      serialNumber: unit.serial_number ?? '',
    };
    const line = saved.get(unit.id);
    if (!line?.quoted) return row;
    const { id: _id, itemId: _itemId, quoted: _quoted, ...fields } = line;
    Object.assign(row, fields, {
      quoted: 'Y',
      certificateType:
        line.certificateType === undefined ? undefined : CERTIFICATE_TYPES[line.certificateType],
      shipping: optionText(SHIPPING, line.shipping),
      evaluationOutcome: optionText(OUTCOMES, line.evaluationOutcome),
    });
    return row;
  });
}

export interface RepairSheetResult {
  lines: RepairQuoteLine[];
  errors: SheetError[];
  rowsRead: number;
}

/**
 * Repair quote lines from the template's rows. A row without any answer is left out; a row with
 * an error is reported and left out, so what loads into the editor is clean.
 */
export function repairLinesFromSheet(
  rows: readonly SheetRow[],
  cellErrors: readonly SheetError[],
  units: readonly RepairTemplateUnit[],
): RepairSheetResult {
  const unitByNo = new Map(units.map((u) => [u.item_no, u]));
  const failedRows = new Set(cellErrors.map((e) => e.row));
  const errors: SheetError[] = [...cellErrors];
  const seen = new Set<string>();
  const lines: RepairQuoteLine[] = [];
  let rowsRead = 0;
  for (const { row, values } of rows) {
    const answers = Object.keys(values).filter((k) => !REPAIR_HINT_KEYS.includes(k));
    if (answers.length === 0 && !failedRows.has(row)) continue;
    rowsRead += 1;
    const rowErrors: SheetError[] = [];
    const unit = typeof values.itemNo === 'number' ? unitByNo.get(values.itemNo) : undefined;
    if (!unit) rowErrors.push({ row, column: 'itemNo', message: 'batch.unknownItem' });
    else if (seen.has(unit.id))
      rowErrors.push({ row, column: 'itemNo', message: 'batch.duplicateRow' });
    const candidate: Record<string, unknown> = Object.fromEntries(
      answers.map((k) => [k, values[k]]),
    );
    Object.assign(candidate, {
      itemId: unit?.id ?? '-',
      quoted:
        typeof values.quoted === 'boolean' ? values.quoted : answers.some((k) => k !== 'quoted'),
    });
    const parsed = repairQuoteLineDraftSchema.safeParse(candidate);
    if (parsed.success) {
      for (const issue of repairQuoteLineIssues(parsed.data, { submit: false })) {
        rowErrors.push({ row, column: String(issue.path[0]), message: issue.message });
      }
    } else {
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? 'itemNo');
        if (rowErrors.some((e) => e.column === column)) continue;
        rowErrors.push({
          row,
          column,
          message: isMessageKey(issue.message) ? issue.message : 'field.invalid',
          // A rule's message may name its bound ({{max}}: repairQuote.monthsRange).
          ...('maximum' in issue ? { params: { max: Number(issue.maximum) } } : {}),
        });
      }
    }
    if (unit) seen.add(unit.id);
    if (rowErrors.length === 0 && !failedRows.has(row) && parsed.success) lines.push(parsed.data);
    errors.push(...rowErrors);
  }
  return { lines, errors, rowsRead };
}
