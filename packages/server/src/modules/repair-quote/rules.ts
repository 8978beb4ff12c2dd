// The server's gate for repair quote lines, like the part quote's quote-rules.ts: each line names a
// distinct item of the inquiry, and the contract's repairQuoteLinesSchema holds for the context
// (hold: types, limits and price rules; submit: required fields too). 400 with `data.fields` keyed
// by the editor's path (`lines.0.capFee`).
import {
  isMessageKey,
  repairQuoteLinesSchema,
  type MessageKey,
  type RepairQuoteLine,
  type RepairQuoteRuleContext,
} from '@portal/contract';
import { ApiError } from '../../http/api-error.ts';

export function checkRepairLines(
  lines: RepairQuoteLine[],
  itemIds: ReadonlySet<string>,
  ctx: RepairQuoteRuleContext,
): RepairQuoteLine[] {
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
  const result = repairQuoteLinesSchema(ctx).safeParse(lines);
  if (result.success) return result.data;
  const fields: Record<string, MessageKey> = {};
  for (const issue of result.error.issues) {
    const name = ['lines', ...issue.path.map(String)].join('.');
    fields[name] ??= isMessageKey(issue.message) ? issue.message : 'field.invalid';
  }
  // The first rule is the headline (a toast); every field's own message is in data.fields.
  const first = Object.values(fields)[0] ?? 'http.badRequest';
  throw new ApiError(400, first, { fields });
}
