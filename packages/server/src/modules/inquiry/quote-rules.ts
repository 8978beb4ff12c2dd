// The server's gate for quote lines: each line must name a distinct item of the inquiry, and the
// contract's rules (quoteLinesSchema) must hold for the supplier's context. Failures answer 400 with
// `data.fields` keyed by the path the editor uses (`lines.3.unitPrice`). Which fields a line
// requires, and which it does not carry at all, depends on the inquiry's kind (the contract's
// QUOTE_FIELDS_BY_KIND, the same table the editor renders from).
import {
  isMessageKey,
  quoteKindFields,
  quoteLinesSchema,
  type MessageKey,
  type QuoteLine,
  type QuoteRuleContext,
} from '@portal/contract';
import { ApiError } from '../../http/api-error.ts';

export function checkQuoteLines(
  lines: QuoteLine[],
  itemIds: ReadonlySet<string>,
  ctx: QuoteRuleContext,
): QuoteLine[] {
  const wrong: Record<string, MessageKey> = {};
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    if (!itemIds.has(line.itemId) || seen.has(line.itemId)) {
      wrong[`lines.${i}.itemId`] = 'quote.inquiryWrong';
    }
    seen.add(line.itemId);
  });
  if (Object.keys(wrong).length > 0) {
    throw new ApiError(400, 'quote.inquiryWrong', { fields: wrong });
  }

  const result = quoteLinesSchema(ctx).safeParse(lines);
  if (result.success) {
    // A field the kind does not have (an airworthiness approval on a tool) is not stored.
    const hidden = quoteKindFields(ctx.kind).hidden;
    if (!hidden.length) return result.data;
    return result.data.map((line) => {
      const kept: QuoteLine = { ...line };
      for (const field of hidden) delete kept[field];
      return kept;
    });
  }
  const fields: Record<string, MessageKey> = {};
  for (const issue of result.error.issues) {
    const name = ['lines', ...issue.path.map(String)].join('.');
    fields[name] ??= isMessageKey(issue.message) ? issue.message : 'field.invalid';
  }
  // The first rule is the headline (a toast); every field's own message is in data.fields.
  const first = Object.values(fields)[0] ?? 'http.badRequest';
  throw new ApiError(400, first, { fields });
}
