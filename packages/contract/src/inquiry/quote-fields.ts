// What a quote line needs and shows, without zod: which fields a submit requires and which apply
// to a supplier and currency. A screen imports these to render its form; the zod rules of
// quote-line.ts (which re-exports both) stay out of its bundle until it validates.
import type { MessageKey } from '../messages/index.ts';
import type { QuoteLine, QuoteLineField, QuoteRuleContext } from './quote-line.ts';

/** Fields a submitted line must have, each with its message (docs/product-rules.md#quote-lines). */
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

/** Which optional fields apply to this line: the editor hides the others. */
export function quoteFieldApplies(
  field: QuoteLineField,
  line: Pick<QuoteLine, 'currency'>,
  ctx: Pick<QuoteRuleContext, 'domestic'>,
): boolean {
  if (field === 'incoterms') return !ctx.domestic;
  if (field === 'taxRate') return line.currency === 'CNY';
  return true;
}
