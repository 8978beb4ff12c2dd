// What a quote line needs and shows, without zod: which fields a submit requires and which apply
// to a supplier and currency. A screen imports these to render its form; the zod rules of
// quote-line.ts (which re-exports both) stay out of its bundle until it validates.
import type { MessageKey } from '../messages/index.ts';
import type { InquiryKind } from './constants.ts';
import type { QuoteLine, QuoteLineField, QuoteRuleContext } from './quote-line.ts';

/**
 * Fields a submitted line may be required to have, each with its message; which of them a line of
 * an inquiry kind requires is QUOTE_FIELDS_BY_KIND (docs/product-rules.md#quote-lines).
 */
export const REQUIRED_QUOTE_FIELDS = {
  unitPrice: 'quote.required.unitPrice',
  quotePartNumber: 'quote.required.quotePartNumber',
  quotedQuantity: 'quote.required.quotedQuantity',
  unit: 'quote.required.unit',
  leadTimeDays: 'quote.required.leadTimeDays',
  interchangeability: 'quote.required.interchangeability',
  condition: 'quote.required.condition',
  validityDate: 'quote.required.validityDate',
  certificateType: 'quote.required.certificateType',
  currency: 'quote.required.currency',
  airworthinessApproval: 'quote.required.airworthinessApproval',
  accountStatus: 'quote.required.accountStatus',
  payMode: 'quote.required.payMode',
  claimMonths: 'quote.required.claimMonths',
  brand: 'quote.required.brand',
  warranty: 'quote.required.warranty',
  supplierType: 'quote.required.supplierType',
} as const satisfies Partial<Record<QuoteLineField, MessageKey>>;

type RequiredField = keyof typeof REQUIRED_QUOTE_FIELDS;

/** What every kind's submitted line states: the price, the quantity, the delivery and the terms. */
const COMMON_REQUIRED = [
  'quotePartNumber',
  'unitPrice',
  'currency',
  'quotedQuantity',
  'unit',
  'leadTimeDays',
  'validityDate',
  'accountStatus',
  'payMode',
  'supplierType',
] as const satisfies readonly RequiredField[];

/** Airworthiness facts: they describe an aircraft part, and mean nothing for a tool or a pallet. */
const AVIATION_FIELDS = [
  'interchangeability',
  'condition',
  'airworthinessApproval',
  'certificateType',
] as const satisfies readonly RequiredField[];

export interface KindFields {
  /** Required on submit (besides trade terms from a foreign supplier). */
  required: readonly RequiredField[];
  /** Not shown, not required, not stored for this kind. */
  hidden: readonly QuoteLineField[];
}

/**
 * The fields of a quote line per inquiry kind (docs/decisions/2026-11-26-quote-fields-per-kind.md):
 * aircraft parts (purchase, rich-part) state their airworthiness; equipment, tools and general
 * goods do not, and what else they need shrinks with what the goods are.
 */
export const QUOTE_FIELDS_BY_KIND: Record<InquiryKind, KindFields> = {
  purchase: {
    required: [...COMMON_REQUIRED, ...AVIATION_FIELDS, 'brand', 'warranty', 'claimMonths'],
    hidden: [],
  },
  'rich-part': {
    required: [...COMMON_REQUIRED, ...AVIATION_FIELDS, 'brand', 'warranty', 'claimMonths'],
    hidden: [],
  },
  equipment: {
    required: [...COMMON_REQUIRED, 'brand', 'warranty', 'claimMonths'],
    hidden: AVIATION_FIELDS,
  },
  tool: { required: [...COMMON_REQUIRED, 'brand', 'warranty'], hidden: AVIATION_FIELDS },
  'tool-foreign': { required: [...COMMON_REQUIRED, 'brand', 'warranty'], hidden: AVIATION_FIELDS },
  general: { required: COMMON_REQUIRED, hidden: [...AVIATION_FIELDS, 'aogFee'] },
  // Never used: a repair inquiry is quoted with repair quote lines (repair-quote/), and the part
  // quote calls refuse it. Present because the record covers every kind.
  repair: { required: COMMON_REQUIRED, hidden: [] },
};

/** The kind's fields; an inquiry of no known kind is quoted as aircraft parts (the full set). */
export function quoteKindFields(kind: InquiryKind | undefined): KindFields {
  return QUOTE_FIELDS_BY_KIND[kind ?? 'purchase'];
}

/** Whether a submitted line of this kind must state the field. */
export function quoteFieldRequired(
  field: QuoteLineField,
  ctx: Pick<QuoteRuleContext, 'domestic' | 'kind'>,
): boolean {
  if (field === 'incoterms') return !ctx.domestic;
  return (quoteKindFields(ctx.kind).required as readonly string[]).includes(field);
}

/** Which fields apply to this line: the editor hides the others, the server drops them. */
export function quoteFieldApplies(
  field: QuoteLineField,
  line: Pick<QuoteLine, 'currency'>,
  ctx: Pick<QuoteRuleContext, 'domestic' | 'kind'>,
): boolean {
  if (quoteKindFields(ctx.kind).hidden.includes(field)) return false;
  if (field === 'incoterms') return !ctx.domestic;
  if (field === 'taxRate') return line.currency === 'CNY';
  return true;
}
