// The round a buyer opens on submitted quote lines (docs/product-rules.md#rounds): a target
// price, a deadline and remarks. One schema for the buyer's round form (messages as the user types)
// and the server's openBargaining input; messages are message keys, translated where shown.
import { z } from 'zod';
import type { MessageKey } from '../messages/index.ts';
import { amountSchema } from './quote-line.ts';

const m = (key: MessageKey) => ({ message: key });

export const bargainingRoundFields = {
  /** In the currency of each line. */
  targetPrice: amountSchema('bargaining.targetRequired'),
  deadline: z.iso.datetime({ offset: true, ...m('bargaining.deadlineRequired') }),
  remarks: z.string().trim().max(500, m('quote.tooLong')).default(''),
};

export const bargainingRoundSchema = z.object(bargainingRoundFields);
export type BargainingRoundInput = z.input<typeof bargainingRoundSchema>;

/** The form's check: the fields, and a deadline after `now` (the server checks it again). */
export function bargainingRoundFormSchema(now: () => number) {
  return bargainingRoundSchema.refine((v) => Date.parse(v.deadline) > now(), {
    path: ['deadline'],
    ...m('bargaining.deadlinePast'),
  });
}

/**
 * The supplier's answer to a round with a new price (the form's check; the server takes
 * answerBargainingInput): a positive price of at most 4 decimals, optional remarks.
 */
export const bargainingAnswerFormSchema = z.object({
  price: amountSchema('bargaining.priceRequired'),
  remarks: bargainingRoundFields.remarks,
});

/** Declining one round or several: the remarks are optional. */
export const bargainingDeclineFormSchema = z.object({ remarks: bargainingRoundFields.remarks });
