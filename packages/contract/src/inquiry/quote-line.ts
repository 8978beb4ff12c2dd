// The quote line and its rules (docs/product-rules.md#quote-lines), as zod schemas shared by the
// quote editor (field messages as the user types) and the server (the gate). Issue messages are
// message keys, translated where they are shown. A draft (temporary save) checks types and limits
// only; a submit also checks what is required, which depends on the supplier (domestic or foreign).
import { z } from 'zod';
import type { MessageKey } from '../messages/index.ts';
import { REQUIRED_QUOTE_FIELDS, quoteKindFields } from './quote-fields.ts';
import type { InquiryKind } from './constants.ts';
import {
  ACCOUNT_STATUSES,
  AIRWORTHINESS_APPROVALS,
  AMOUNT_MAX,
  CERTIFICATE_TYPE_CODES,
  CONDITION_CODES,
  CURRENCIES,
  FEE_SLOTS,
  INCOTERMS,
  INTERCHANGEABILITY,
  QUANTITY_MAX,
  SUPPLIER_TYPES,
  UNITS,
  VAT_RATES,
} from './constants.ts';

const m = (key: MessageKey) => ({ message: key });

/** A positive money amount with at most 4 decimals; `missing` says what to do when it is not a number. */
export const amountSchema = (missing: MessageKey = 'quote.amountRange') =>
  z
    .number(m(missing))
    .positive(m('quote.amountRange'))
    .max(AMOUNT_MAX, m('quote.amountRange'))
    .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, m('quote.amountRange'));
const amount = amountSchema();
/** A whole quantity of at most 11 digits. */
const quantity = z
  .number(m('quote.quantityRange'))
  .int(m('quote.quantityRange'))
  .positive(m('quote.quantityRange'))
  .max(QUANTITY_MAX, m('quote.quantityRange'));
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m('quote.dateInvalid'));
const text = (max: number) => z.string().trim().max(max, m('quote.tooLong'));

export const feeLineSchema = z.object({
  slot: z.union(FEE_SLOTS.map((s) => z.literal(s))),
  amount: amount,
  currency: z.enum(CURRENCIES, m('quote.currencyUnknown')),
});
export type FeeLine = z.infer<typeof feeLineSchema>;

/** Every field but `itemId` and `quoted` may be missing in a draft. */
export const quoteLineFields = {
  itemId: z.string().min(1).max(64),
  /** false: the supplier does not quote this item (docs/product-rules.md#quote-lines). */
  quoted: z.boolean(),
  quotePartNumber: text(40).optional(),
  mpn: text(40).optional(),
  manufacturerCode: text(10).optional(),
  interchangeability: z.enum(INTERCHANGEABILITY).optional(),
  condition: z.enum(CONDITION_CODES).optional(),
  unitPrice: amount.optional(),
  currency: z.enum(CURRENCIES, m('quote.currencyUnknown')).optional(),
  taxRate: z
    .union(
      VAT_RATES.map((r) => z.literal(r)),
      m('quote.vatRate'),
    )
    .optional(),
  quotedQuantity: quantity.optional(),
  unit: z.enum(UNITS).optional(),
  moq: quantity.optional(),
  mov: amount.optional(),
  leadTimeDays: z
    .number()
    .int(m('quote.leadTimeRange'))
    .min(0, m('quote.leadTimeRange'))
    .max(3650, m('quote.leadTimeRange'))
    .optional(),
  deliveryDate: isoDate.optional(),
  validityDate: isoDate.optional(),
  airworthinessApproval: z.enum(AIRWORTHINESS_APPROVALS).optional(),
  certificateType: z.union(CERTIFICATE_TYPE_CODES.map((c) => z.literal(c))).optional(),
  accountStatus: z.enum(ACCOUNT_STATUSES).optional(),
  payMode: text(60).optional(),
  incoterms: z.enum(INCOTERMS).optional(),
  inventoryCountry: text(40).optional(),
  inventoryCity: text(40).optional(),
  /** The step quantity: at most 11 digits (docs/product-rules.md#limits-and-moq). */
  standardPackageQty: z
    .number(m('quote.stepDigits'))
    .int(m('quote.stepDigits'))
    .positive(m('quote.stepDigits'))
    .max(QUANTITY_MAX, m('quote.stepDigits'))
    .optional(),
  claimMonths: z
    .number()
    .int(m('quote.claimRange'))
    .min(0, m('quote.claimRange'))
    .max(240, m('quote.claimRange'))
    .optional(),
  warranty: text(60).optional(),
  aogFee: amount.optional(),
  hazmatPackingFee: amount.optional(),
  otherFee: amount.optional(),
  brand: text(60).optional(),
  supplierType: z.enum(SUPPLIER_TYPES).optional(),
  fees: z.array(feeLineSchema).max(FEE_SLOTS.length).optional(),
  remarks: text(500).optional(),
};

export const quoteLineDraftSchema = z.object(quoteLineFields);
export type QuoteLineInput = z.input<typeof quoteLineDraftSchema>;
export type QuoteLine = z.output<typeof quoteLineDraftSchema>;
export type QuoteLineField = Exclude<keyof QuoteLine, 'itemId' | 'quoted'>;

// Defined without zod (quote-fields.ts) so that a form can use them without loading the rules.
export {
  QUOTE_FIELDS_BY_KIND,
  REQUIRED_QUOTE_FIELDS,
  quoteFieldApplies,
  quoteFieldRequired,
  quoteKindFields,
  type KindFields,
} from './quote-fields.ts';

export interface QuoteRuleContext {
  /** Domestic suppliers state no trade terms (docs/product-rules.md#quote-lines). */
  domestic: boolean;
  /** true for submit: required fields are checked too. */
  submit: boolean;
  /** Today as YYYY-MM-DD; a validity date before it is refused on submit. */
  today?: string;
  /** The inquiry's kind: which fields its lines require (QUOTE_FIELDS_BY_KIND); purchase if none. */
  kind?: InquiryKind;
}

type Issue = { path: (string | number)[]; message: MessageKey };

/** The cross-field rules of one line; `path` is relative to the line. */
export function quoteLineIssues(line: QuoteLine, ctx: QuoteRuleContext): Issue[] {
  const issues: Issue[] = [];
  if (!line.quoted) return issues;
  if (ctx.submit) {
    for (const field of quoteKindFields(ctx.kind).required) {
      const value = line[field];
      if (value === undefined || value === '')
        issues.push({ path: [field], message: REQUIRED_QUOTE_FIELDS[field] });
    }
    if (!ctx.domestic && !line.incoterms)
      issues.push({ path: ['incoterms'], message: 'quote.required.incoterms' });
    if (ctx.today && line.validityDate && line.validityDate < ctx.today)
      issues.push({ path: ['validityDate'], message: 'quote.validityPast' });
  }
  if (ctx.domestic && line.incoterms)
    issues.push({ path: ['incoterms'], message: 'quote.noTradeTermsDomestic' });
  if (line.taxRate !== undefined && line.currency !== 'CNY')
    issues.push({ path: ['taxRate'], message: 'quote.vatOnlyRmb' });
  // docs/product-rules.md#limits-and-moq: the quoted quantity is at most the MOQ.
  if (line.moq !== undefined && line.quotedQuantity !== undefined && line.quotedQuantity > line.moq)
    issues.push({ path: ['moq'], message: 'quote.moq' });
  const slots = new Set<number>();
  for (const [i, fee] of (line.fees ?? []).entries()) {
    if (slots.has(fee.slot))
      issues.push({ path: ['fees', i, 'slot'], message: 'quote.feeSlotTwice' });
    slots.add(fee.slot);
  }
  return issues;
}

/** A line schema with the rules of its context, for a form field by field or the server. */
export function quoteLineSchema(ctx: QuoteRuleContext) {
  return quoteLineDraftSchema.superRefine((line, issue) => {
    for (const i of quoteLineIssues(line, ctx))
      issue.addIssue({ code: 'custom', path: i.path, message: i.message });
  });
}

/** The lines of a quote: on submit at least one must be quoted. */
export function quoteLinesSchema(ctx: QuoteRuleContext) {
  return z
    .array(quoteLineSchema(ctx))
    .max(2_000)
    .superRefine((lines, issue) => {
      if (ctx.submit && !lines.some((l) => l.quoted))
        issue.addIssue({ code: 'custom', message: 'quote.noLines' satisfies MessageKey });
    });
}
