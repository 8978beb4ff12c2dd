// The batch quote template: one row per inquiry item with its line number, part number,
// description and quantity as hints, then a column per quote-line field (the other-fee slots as an
// amount and a currency column each). Reading turns each row that carries an answer into a quote
// line of the contract's draft schema, checked by the draft rules (types, limits, cross-field
// rules; required fields wait for submit), and reports every cell it could not take.
import {
  ACCOUNT_STATUSES,
  AIRWORTHINESS_APPROVALS,
  CERTIFICATE_TYPES,
  CONDITION_CODES,
  CURRENCIES,
  FEE_SLOTS,
  FEE_SLOT_NAMES,
  INCOTERMS,
  INTERCHANGEABILITY,
  SUPPLIER_TYPES,
  UNITS,
  VAT_RATES,
  formatMessage,
  isMessageKey,
  quoteLineDraftSchema,
  quoteLineIssues,
  type Language,
  type MessageKey,
  type QuoteLine,
  type StoredQuoteLine,
} from '@portal/contract';
import type { SheetColumn, SheetError, SheetOption, SheetRow, SheetValue } from './columns.ts';

const label = (key: MessageKey) => (lang: Language) => formatMessage(lang, key);
const codes = (values: readonly (string | number)[]): SheetOption[] =>
  values.map((v) => ({ value: v, text: String(v) }));

const text = (key: string, width = 16): SheetColumn => ({
  key,
  label: label(`sheet.${key}` as MessageKey),
  kind: 'text',
  width,
});
const number = (key: string, width = 14): SheetColumn => ({ ...text(key, width), kind: 'number' });
const date = (key: string): SheetColumn => ({ ...text(key, 14), kind: 'date' });
const list = (key: string, options: SheetOption[], width = 14): SheetColumn => ({
  ...text(key, width),
  kind: 'list',
  options,
});

/** Y/N, also read as 是/否, yes/no, true/false, 1/0. */
const YES_NO: SheetOption[] = [
  { value: true, text: 'Y', aliases: ['YES', '是', 'TRUE', '1'] },
  { value: false, text: 'N', aliases: ['NO', '否', 'FALSE', '0'] },
];

/** Certificate types show their names (CAAC+FAA), not their codes; the code is read too. */
const CERTIFICATES: SheetOption[] = Object.entries(CERTIFICATE_TYPES).map(([code, name]) => ({
  value: Number(code),
  text: name,
}));

const feeAmountKey = (slot: number) => `fee${slot}Amount`;
const feeCurrencyKey = (slot: number) => `fee${slot}Currency`;

/** The read-only hint columns; `itemNo` is also the row's key. */
export const QUOTE_HINT_KEYS = ['itemNo', 'materialNumber', 'description', 'quantity', 'itemUnit'];

/** The template's columns; a domestic supplier gets no trade-terms column (product rules). */
export function quoteColumns(domestic: boolean): SheetColumn[] {
  const hints: SheetColumn[] = [
    { ...number('itemNo', 8), readOnly: true },
    { ...text('materialNumber', 18), readOnly: true },
    { ...text('description', 28), readOnly: true },
    { ...number('quantity', 10), readOnly: true },
    { ...text('itemUnit', 8), readOnly: true },
  ];
  const fees = FEE_SLOTS.flatMap((slot) => {
    const fee = (lang: Language) =>
      formatMessage(lang, `sheet.fee.${FEE_SLOT_NAMES[slot]}` as MessageKey);
    return [
      {
        key: feeAmountKey(slot),
        label: (lang: Language) => formatMessage(lang, 'sheet.feeAmount', { fee: fee(lang) }),
        kind: 'number',
        width: 14,
      } satisfies SheetColumn,
      {
        key: feeCurrencyKey(slot),
        label: (lang: Language) => formatMessage(lang, 'sheet.feeCurrency', { fee: fee(lang) }),
        kind: 'list',
        options: codes(CURRENCIES),
        width: 12,
      } satisfies SheetColumn,
    ];
  });
  return [
    ...hints,
    list('quoted', YES_NO, 10),
    text('quotePartNumber', 18),
    text('mpn'),
    text('manufacturerCode'),
    list('interchangeability', codes(INTERCHANGEABILITY)),
    list('condition', codes(CONDITION_CODES)),
    number('unitPrice'),
    list('currency', codes(CURRENCIES)),
    list('taxRate', codes(VAT_RATES)),
    number('quotedQuantity'),
    list('unit', codes(UNITS)),
    number('moq'),
    number('mov'),
    number('leadTimeDays'),
    date('deliveryDate'),
    date('validityDate'),
    list('airworthinessApproval', codes(AIRWORTHINESS_APPROVALS), 18),
    list('certificateType', CERTIFICATES, 16),
    list('accountStatus', codes(ACCOUNT_STATUSES)),
    text('payMode'),
    ...(domestic ? [] : [list('incoterms', codes(INCOTERMS))]),
    text('inventoryCountry'),
    text('inventoryCity'),
    number('standardPackageQty'),
    number('claimMonths'),
    text('warranty'),
    number('aogFee'),
    number('hazmatPackingFee'),
    number('otherFee'),
    text('brand'),
    list('supplierType', codes(SUPPLIER_TYPES)),
    ...fees,
    text('remarks', 30),
  ];
}

export interface TemplateItem {
  id: string;
  item_no: number;
  material_number: string;
  description: string;
  quantity: number | string;
  unit: string;
}

/** One row per item, filled with what the supplier saved so far (a round trip keeps it). */
export function quoteTemplateRows(
  items: readonly TemplateItem[],
  saved: ReadonlyMap<string, StoredQuoteLine>,
): Record<string, SheetValue | undefined>[] {
  return items.map((item) => {
    const line = saved.get(item.id);
    const row: Record<string, SheetValue | undefined> = {
      itemNo: item.item_no,
      materialNumber: item.material_number,
      description: item.description,
      quantity: Number(item.quantity),
      itemUnit: item.unit,
    };
    if (!line?.quoted) return row;
    const { id: _id, itemId: _itemId, bargainedFrom: _from, fees, quoted, ...fields } = line;
    Object.assign(row, fields, { quoted: quoted ? 'Y' : 'N' });
    if (line.certificateType !== undefined) {
      row.certificateType = CERTIFICATE_TYPES[line.certificateType];
    }
    for (const fee of fees ?? []) {
      row[feeAmountKey(fee.slot)] = fee.amount;
      row[feeCurrencyKey(fee.slot)] = fee.currency;
    }
    return row;
  });
}

export interface QuoteSheetResult {
  lines: QuoteLine[];
  errors: SheetError[];
  rowsRead: number;
}

/** Column of an issue path: a field's own column, or the fee slot's amount/currency column. */
function issueColumn(path: readonly PropertyKey[], fees: readonly { slot: number }[]): string {
  const [first, index, field] = path;
  if (first === 'fees' && typeof index === 'number') {
    const slot = fees[index]?.slot ?? index;
    return field === 'currency' ? feeCurrencyKey(slot) : feeAmountKey(slot);
  }
  return String(first ?? 'itemNo');
}

/**
 * Quote lines from the template's rows. A row without any answer is left out (the template as
 * downloaded loads nothing); a row with an error is reported and left out, so what loads is clean.
 */
export function quoteLinesFromSheet(
  rows: readonly SheetRow[],
  cellErrors: readonly SheetError[],
  items: readonly TemplateItem[],
  ctx: { domestic: boolean },
): QuoteSheetResult {
  const itemByNo = new Map(items.map((i) => [i.item_no, i]));
  const failedRows = new Set(cellErrors.map((e) => e.row));
  const errors: SheetError[] = [...cellErrors];
  const seen = new Set<string>();
  const lines: QuoteLine[] = [];
  let rowsRead = 0;
  for (const { row, values } of rows) {
    const answers = Object.keys(values).filter((k) => !QUOTE_HINT_KEYS.includes(k));
    if (answers.length === 0 && !failedRows.has(row)) continue;
    rowsRead += 1;
    const rowErrors: SheetError[] = [];
    const item = typeof values.itemNo === 'number' ? itemByNo.get(values.itemNo) : undefined;
    if (!item) rowErrors.push({ row, column: 'itemNo', message: 'batch.unknownItem' });
    else if (seen.has(item.id))
      rowErrors.push({ row, column: 'itemNo', message: 'batch.duplicateRow' });

    const fees: { slot: number; amount: SheetValue; currency: SheetValue }[] = [];
    for (const slot of FEE_SLOTS) {
      const amount = values[feeAmountKey(slot)];
      const currency = values[feeCurrencyKey(slot)];
      if (amount === undefined && currency === undefined) continue;
      // Half a fee is reported here; only whole fees go on to the line's own checks.
      if (amount === undefined) {
        rowErrors.push({ row, column: feeAmountKey(slot), message: 'field.required' });
      } else if (currency === undefined) {
        rowErrors.push({ row, column: feeCurrencyKey(slot), message: 'quote.required.currency' });
      } else {
        fees.push({ slot, amount, currency });
      }
    }
    const candidate: Record<string, unknown> = {};
    for (const key of answers) {
      if (!key.startsWith('fee')) candidate[key] = values[key];
    }
    const anyField = answers.some((k) => k !== 'quoted');
    Object.assign(candidate, {
      itemId: item?.id ?? '-',
      quoted: typeof values.quoted === 'boolean' ? values.quoted : anyField,
      ...(fees.length ? { fees } : {}),
    });
    const parsed = quoteLineDraftSchema.safeParse(candidate);
    if (parsed.success) {
      for (const issue of quoteLineIssues(parsed.data, { domestic: ctx.domestic, submit: false })) {
        rowErrors.push({ row, column: issueColumn(issue.path, fees), message: issue.message });
      }
    } else {
      for (const issue of parsed.error.issues) {
        const column = issueColumn(issue.path, fees);
        if (rowErrors.some((e) => e.column === column)) continue;
        rowErrors.push({
          row,
          column,
          message: isMessageKey(issue.message) ? issue.message : 'field.invalid',
        });
      }
    }
    if (item) seen.add(item.id);
    if (rowErrors.length === 0 && !failedRows.has(row) && parsed.success) {
      lines.push(parsed.data);
    }
    errors.push(...rowErrors);
  }
  return { lines, errors, rowsRead };
}
