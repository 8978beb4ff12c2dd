// The supplier's answer to a contract version, line by line (docs/product-rules.md#contracts-and-orders),
// as zod schemas for the shape and one check against the ordered lines that both the answer form
// (messages as the user types) and the server (the gate) run. Messages are message keys; issue
// paths are `lines.<index>.<field>`, which the kit's serverErrorsByRow files under each row.
import { z } from 'zod';
import { AMOUNT_MAX, QUANTITY_MAX } from '../inquiry/constants.ts';
import type { MessageKey } from '../messages/index.ts';
import { ANSWER_REASON_MAX, MAX_CONTRACT_LINES, MAX_DELIVERIES_PER_LINE } from './constants.ts';

const m = (key: MessageKey) => ({ message: key });

const price = z
  .number(m('order.priceRange'))
  .positive(m('order.priceRange'))
  .max(AMOUNT_MAX, m('order.priceRange'))
  .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, m('order.priceRange'));
const quantity = z
  .number(m('order.quantityRange'))
  .int(m('order.quantityRange'))
  .positive(m('order.quantityRange'))
  .max(QUANTITY_MAX, m('order.quantityRange'));
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m('order.dateInvalid'));
const reason = z
  .string(m('order.reasonRequired'))
  .trim()
  .min(1, m('order.reasonRequired'))
  .max(ANSWER_REASON_MAX, m('order.reasonTooLong'));

export const deliverySchema = z.object({ quantity, date: isoDate });
export type Delivery = z.infer<typeof deliverySchema>;

export const lineAnswerSchema = z.discriminatedUnion('answer', [
  z.object({ lineId: z.string().min(1).max(64), answer: z.literal('confirm') }),
  z.object({
    lineId: z.string().min(1).max(64),
    answer: z.literal('amend'),
    reason,
    /** The new unit price; absent: as ordered. */
    unitPrice: price.optional(),
    /** The new quantity; absent: as ordered. */
    quantity: quantity.optional(),
    /** When the quantity arrives, in parts (a part now, the rest on backorder). */
    deliveries: z
      .array(deliverySchema)
      .min(1, m('order.deliveriesCount'))
      .max(MAX_DELIVERIES_PER_LINE, m('order.deliveriesCount')),
  }),
  z.object({ lineId: z.string().min(1).max(64), answer: z.literal('reject'), reason }),
]);
export type LineAnswerInput = z.infer<typeof lineAnswerSchema>;

export const orderAnswerSchema = z.object({
  lines: z.array(lineAnswerSchema).min(1).max(MAX_CONTRACT_LINES),
});
export type OrderAnswerInput = z.infer<typeof orderAnswerSchema>;

/** What was ordered on a line, as far as an answer can change it. */
export interface OrderedLine {
  id: string;
  unitPrice: number;
  quantity: number;
  /** The requested delivery date, YYYY-MM-DD. */
  deliveryDate: string;
}

export interface AnswerIssue {
  path: (string | number)[];
  message: MessageKey;
}

/**
 * Checks a well-formed answer against the version's lines and the business date `today`
 * (YYYY-MM-DD): every line answered exactly once; an amendment changes something, its deliveries
 * add up to its quantity and none is in the past. Returns no issues when the answer may be saved.
 */
export function checkOrderAnswer(
  ordered: readonly OrderedLine[],
  answer: OrderAnswerInput,
  today: string,
): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  const byId = new Map(ordered.map((l) => [l.id, l]));
  const seen = new Set<string>();
  answer.lines.forEach((a, i) => {
    const line = byId.get(a.lineId);
    if (!line) return issues.push({ path: ['lines', i, 'lineId'], message: 'order.lineUnknown' });
    if (seen.has(a.lineId))
      return issues.push({ path: ['lines', i, 'lineId'], message: 'order.lineTwice' });
    seen.add(a.lineId);
    if (a.answer !== 'amend') return;
    const qty = a.quantity ?? line.quantity;
    const sum = a.deliveries.reduce((s, d) => s + d.quantity, 0);
    if (sum !== qty)
      issues.push({ path: ['lines', i, 'deliveries'], message: 'order.deliveriesSum' });
    a.deliveries.forEach((d, j) => {
      // ISO dates compare as strings.
      if (d.date < today)
        issues.push({ path: ['lines', i, 'deliveries', j, 'date'], message: 'order.datePast' });
    });
    const samePrice = a.unitPrice === undefined || a.unitPrice === line.unitPrice;
    const sameQuantity = qty === line.quantity;
    const sameSchedule = a.deliveries.length === 1 && a.deliveries[0]!.date === line.deliveryDate;
    if (samePrice && sameQuantity && sameSchedule)
      issues.push({ path: ['lines', i, 'answer'], message: 'order.amendNothing' });
  });
  if (issues.length === 0 && seen.size < ordered.length)
    issues.push({ path: ['lines'], message: 'order.linesMissing' });
  return issues;
}
