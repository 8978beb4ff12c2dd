// The repair quote editor's form model: one line per unit, every field as the text the user typed
// (so "12." or "abc" stays on screen and the contract's rules say what is wrong with it), turned
// into the contract's line (repairQuoteLineDraftSchema's input) for the rules, the estimate and
// the calls. No zod here: the rules are a chunk of their own (repair-quote-rules.ts).
import {
  REPAIR_QUOTE_FEES,
  repairQuoteEstimate,
  type RepairQuoteLineField,
  type RepairQuoteLineInput,
  type StoredRepairQuoteLine,
} from '@portal/contract';

/** The form's fields in the order the form shows them. */
export const MONEY_FIELDS = [...REPAIR_QUOTE_FEES, 'berFee', 'nffFee', 'scrapFee'] as const;
export const NUMBER_FIELDS = [
  ...MONEY_FIELDS,
  'handlingRate',
  'warrantyMonths',
  'warrantyFlightHours',
  'warrantyCycles',
  'claimMonths',
  'turnaroundDays',
  'certificateType',
] as const satisfies readonly RepairQuoteLineField[];
export const TEXT_FIELDS = [
  'currency',
  'evaluationOutcome',
  'validityDate',
  'shipping',
  'remarks',
] as const satisfies readonly RepairQuoteLineField[];
export type FormField = (typeof NUMBER_FIELDS)[number] | (typeof TEXT_FIELDS)[number];
const NUMERIC = new Set<string>(NUMBER_FIELDS);

export interface RepairLineForm {
  itemId: string;
  quoted: boolean;
  values: Partial<Record<FormField, string>>;
}

export function fromLine(line: RepairQuoteLineInput | StoredRepairQuoteLine): RepairLineForm {
  const values: Partial<Record<FormField, string>> = {};
  for (const f of [...NUMBER_FIELDS, ...TEXT_FIELDS]) {
    const v = (line as Record<string, unknown>)[f];
    if (v !== undefined && v !== null) values[f] = String(v);
  }
  return { itemId: line.itemId, quoted: line.quoted, values };
}

/**
 * The contract's input: blank fields are left out; a number field that is no number is sent as
 * NaN, which the rules name with the field's own message rather than dropping it silently.
 */
export function toLineInput(form: RepairLineForm): RepairQuoteLineInput {
  const line: Record<string, unknown> = { itemId: form.itemId, quoted: form.quoted };
  if (!form.quoted) return line as unknown as RepairQuoteLineInput;
  for (const [field, raw] of Object.entries(form.values)) {
    const text = raw.trim();
    if (text === '') continue;
    line[field] = NUMERIC.has(field) ? Number(text) : text;
  }
  return line as unknown as RepairQuoteLineInput;
}

/** The live estimate of a line (contract: repairQuoteEstimate) from what parses as numbers. */
export function lineEstimate(form: RepairLineForm): number | null {
  if (!form.quoted) return null;
  const money: Record<string, number> = {};
  for (const f of [...REPAIR_QUOTE_FEES, 'handlingRate'] as const) {
    const text = form.values[f]?.trim();
    const n = text ? Number(text) : NaN;
    if (Number.isFinite(n)) money[f] = n;
  }
  return repairQuoteEstimate(money);
}

/** Field messages of one line: field name → contract message key. */
export type LineErrors = Readonly<Partial<Record<string, string>>>;
export const NO_ERRORS: LineErrors = Object.freeze({});

export interface RuleContext {
  submit: boolean;
  today: string;
}
export type LineCheck = (form: RepairLineForm, ctx: RuleContext) => LineErrors;

export function sameLine(a: RepairLineForm, b: RepairLineForm): boolean {
  if (a.quoted !== b.quoted) return false;
  const keys = new Set([...Object.keys(a.values), ...Object.keys(b.values)]) as Set<FormField>;
  for (const k of keys) if ((a.values[k] ?? '').trim() !== (b.values[k] ?? '').trim()) return false;
  return true;
}
