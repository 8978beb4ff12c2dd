// The repair quote line and its rules, as zod schemas shared by the repair quote editor and the
// server (the gate), like the part quote line (inquiry/quote-line.ts). A draft (hold) checks types
// and limits; a submit also checks what a quoted line must state and how its prices fit together.
import { z } from 'zod';
import type { MessageKey } from '../messages/index.ts';
import { amountSchema } from '../inquiry/quote-line.ts';
import { CERTIFICATE_TYPE_CODES, CURRENCIES, INQUIRY_ITEMS_MAX } from '../inquiry/constants.ts';
import { REPAIR_OUTCOMES, REPAIR_QUOTE_LIMITS as L, REPAIR_SHIPPING } from './constants.ts';

const m = (key: MessageKey) => ({ message: key });
const amount = amountSchema().optional();
const whole = (max: number, key: MessageKey) =>
  z.number(m(key)).int(m(key)).min(0, m(key)).max(max, m(key)).optional();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m('quote.dateInvalid'));

/** Every field but `itemId` and `quoted` may be missing in a draft. */
export const repairQuoteLineDraftSchema = z.object({
  itemId: z.string().min(1).max(64),
  /** false: the shop does not quote this unit. */
  quoted: z.boolean(),
  currency: z.enum(CURRENCIES, m('quote.currencyUnknown')).optional(),
  testFee: amount,
  repairFee: amount,
  renovationLabour: amount,
  fixedPrice: amount,
  capFee: amount,
  exchangeFee: amount,
  paintingCost: amount,
  handlingRate: z
    .number(m('repairQuote.rateRange'))
    .min(0, m('repairQuote.rateRange'))
    .max(L.handlingRateMax, m('repairQuote.rateRange'))
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, m('repairQuote.rateRange'))
    .optional(),
  /** The fee charged when the evaluation ends in each outcome other than repairable. */
  berFee: amount,
  nffFee: amount,
  scrapFee: amount,
  /** The outcome of the evaluation where the shop already knows it (e.g. after a teardown). */
  evaluationOutcome: z.enum(REPAIR_OUTCOMES).optional(),
  /** Warranty by stock life (months), flight hours and cycles, whichever comes first. */
  warrantyMonths: whole(L.warrantyMonthsMax, 'repairQuote.monthsRange'),
  warrantyFlightHours: whole(L.warrantyFlightHoursMax, 'repairQuote.countRange'),
  warrantyCycles: whole(L.warrantyCyclesMax, 'repairQuote.countRange'),
  claimMonths: whole(L.claimMonthsMax, 'repairQuote.monthsRange'),
  /** Lead time: calendar days from receipt of the unit to its shipment back. */
  turnaroundDays: z
    .number(m('repairQuote.turnaroundRange'))
    .int(m('repairQuote.turnaroundRange'))
    .min(1, m('repairQuote.turnaroundRange'))
    .max(L.turnaroundDaysMax, m('repairQuote.turnaroundRange'))
    .optional(),
  certificateType: z.union(CERTIFICATE_TYPE_CODES.map((c) => z.literal(c))).optional(),
  validityDate: isoDate.optional(),
  shipping: z.enum(REPAIR_SHIPPING).optional(),
  remarks: z.string().trim().max(L.remarksMax, m('quote.tooLong')).optional(),
});
export type RepairQuoteLineInput = z.input<typeof repairQuoteLineDraftSchema>;
export type RepairQuoteLine = z.output<typeof repairQuoteLineDraftSchema>;
export type RepairQuoteLineField = Exclude<keyof RepairQuoteLine, 'itemId' | 'quoted'>;

/** What a submitted, quoted line must state, each with its message (the price is checked apart). */
export const REQUIRED_REPAIR_QUOTE_FIELDS = {
  currency: 'repairQuote.required.currency',
  turnaroundDays: 'repairQuote.required.turnaroundDays',
  validityDate: 'repairQuote.required.validityDate',
  certificateType: 'repairQuote.required.certificateType',
  shipping: 'repairQuote.required.shipping',
  warrantyMonths: 'repairQuote.required.warrantyMonths',
} as const satisfies Partial<Record<RepairQuoteLineField, MessageKey>>;

export interface RepairQuoteRuleContext {
  /** true for submit: required fields are checked too. */
  submit: boolean;
  /** Today as YYYY-MM-DD; a validity date before it is refused on submit. */
  today?: string;
}

type Issue = { path: (string | number)[]; message: MessageKey };

/** The cross-field rules of one line; `path` is relative to the line. */
export function repairQuoteLineIssues(line: RepairQuoteLine, ctx: RepairQuoteRuleContext): Issue[] {
  const issues: Issue[] = [];
  if (!line.quoted) return issues;
  if (ctx.submit) {
    for (const [field, message] of Object.entries(REQUIRED_REPAIR_QUOTE_FIELDS)) {
      if (line[field as keyof typeof REQUIRED_REPAIR_QUOTE_FIELDS] === undefined)
        issues.push({ path: [field], message });
    }
    if (line.fixedPrice === undefined && line.repairFee === undefined)
      issues.push({ path: ['fixedPrice'], message: 'repairQuote.required.price' });
    if (ctx.today && line.validityDate && line.validityDate < ctx.today)
      issues.push({ path: ['validityDate'], message: 'quote.validityPast' });
  }
  if (line.fixedPrice !== undefined && line.capFee !== undefined)
    issues.push({ path: ['capFee'], message: 'repairQuote.fixedAndCap' });
  if (line.capFee !== undefined && line.repairFee !== undefined && line.capFee < line.repairFee)
    issues.push({ path: ['capFee'], message: 'repairQuote.capBelowRepair' });
  return issues;
}

/** A line schema with the rules of its context, for a form field by field or the server. */
export function repairQuoteLineSchema(ctx: RepairQuoteRuleContext) {
  return repairQuoteLineDraftSchema.superRefine((line, issue) => {
    for (const i of repairQuoteLineIssues(line, ctx))
      issue.addIssue({ code: 'custom', path: i.path, message: i.message });
  });
}

/** The lines of a repair quote: on submit at least one must be quoted. */
export function repairQuoteLinesSchema(ctx: RepairQuoteRuleContext) {
  return z
    .array(repairQuoteLineSchema(ctx))
    .max(INQUIRY_ITEMS_MAX)
    .superRefine((lines, issue) => {
      if (ctx.submit && !lines.some((l) => l.quoted))
        issue.addIssue({ code: 'custom', message: 'repairQuote.noLines' satisfies MessageKey });
    });
}
