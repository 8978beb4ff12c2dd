// Repair quotes (issue 14): schemas and call definitions. A repair inquiry is an inquiry of kind
// `repair` (the inquiry calls list it and show its units); its quote is quoted here, line by line
// per unit, under the same quote header, state machine, version and bid end as a part quote (the
// part quote calls answer 409 for a repair inquiry). The buyer compares the submitted repair quotes
// and awards one: the award issues that supplier a repair contract per quoted unit.
import { z } from 'zod';
import { CURRENCIES, INQUIRY_PERMISSIONS } from '../inquiry/constants.ts';
import { QUOTE_ACTIONS } from '../inquiry/quote-state.ts';
import { repairQuoteLineDraftSchema } from '../repair-quote/repair-quote-line.ts';
import { defineCall } from './define.ts';
import {
  attachment,
  batchRowError,
  buyerInquiryRow,
  quoteState,
  repairUnit,
  saveQuoteInput,
} from './inquiry.ts';
import { envelope } from './schema-helpers.ts';

const tag = 'repair-quote';
const id = z.string().min(1).max(64);
const isoDateTime = z.iso.datetime({ offset: true });
const currency = z.enum(CURRENCIES);

export const storedRepairQuoteLine = repairQuoteLineDraftSchema.extend({ id: id.nullable() });
export type StoredRepairQuoteLine = z.infer<typeof storedRepairQuoteLine>;

/** The supplier's repair quote: the quote header of a part quote with repair lines. */
export const repairQuote = z.object({
  id: z.string().nullable(),
  quoteNumber: z.string().nullable(),
  inquiryId: id,
  state: quoteState,
  version: z.number().int(),
  bidEnd: isoDateTime,
  allowedActions: z.array(z.enum(QUOTE_ACTIONS)),
  /** One line per unit of the inquiry, in item order (empty lines before the first save). */
  lines: z.array(storedRepairQuoteLine),
  remarks: z.string(),
  noBidReason: z.string(),
  attachments: z.array(attachment),
  submittedAt: isoDateTime.nullable(),
  updatedAt: isoDateTime.nullable(),
});
export type RepairQuote = z.infer<typeof repairQuote>;

export const getRepairQuoteInput = z.object({ inquiryId: id });
export const getRepairQuoteAnswer = envelope(repairQuote);
export const getRepairQuote = defineCall({
  method: 'GET',
  path: '/admin/inquiry/cgRepairQuote/answers',
  encoding: 'query',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary: "The caller's repair quote for a repair inquiry: one line per unit.",
  input: getRepairQuoteInput,
  answer: getRepairQuoteAnswer,
});

/** Hold and submit take the whole quote, like a part quote; `version` is what the editor loaded. */
export const saveRepairQuoteInput = saveQuoteInput.extend({
  lines: z.array(repairQuoteLineDraftSchema).max(2_000),
});
export type SaveRepairQuoteInput = z.input<typeof saveRepairQuoteInput>;

export const holdRepairQuote = defineCall({
  method: 'POST',
  path: '/admin/inquiry/cgRepairQuote/edit',
  encoding: 'json',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary: 'Temporary save of a repair quote: types and limits only. Answers the saved quote.',
  input: saveRepairQuoteInput,
  answer: getRepairQuoteAnswer,
});

export const submitRepairQuote = defineCall({
  method: 'POST',
  path: '/admin/inquiry/cgRepairQuote/commit',
  encoding: 'json',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary:
    'Submits the repair quote (every rule of its lines). Allowed until the bid end; 409 when the version is stale.',
  input: saveRepairQuoteInput,
  answer: getRepairQuoteAnswer,
});

/** A batch upload answers what it read and, row by row, what it could not. Nothing is saved. */
export const repairQuoteLinesUploadAnswer = envelope(
  z.object({
    lines: z.array(repairQuoteLineDraftSchema),
    errors: z.array(batchRowError),
    rowsRead: z.number().int(),
  }),
);
export const uploadRepairQuoteLinesInput = z.object({ inquiryId: id });
export const uploadRepairQuoteLines = defineCall({
  method: 'POST',
  path: '/admin/inquiry/cgRepairQuote/batchUpload',
  encoding: 'multipart',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary:
    'Reads repair quote lines from the filled-in template (multipart: inquiryId, file). Answers the lines to load into the editor and a row-by-row report; nothing is saved.',
  input: uploadRepairQuoteLinesInput,
  answer: repairQuoteLinesUploadAnswer,
});

export const repairQuoteTemplateInput = z.object({ inquiryId: id });
export const repairQuoteTemplate = defineCall({
  method: 'GET',
  path: '/admin/file/template/repairQuote',
  encoding: 'query',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary:
    'The xlsx template for a batch repair quote upload, one row per unit, with drop-downs. `token` may replace the Authorization header so a plain link downloads it.',
  input: repairQuoteTemplateInput,
  answer: z.string(),
});

// ---- buyer: side by side and award ----------------------------------------------------------

export const repairQuoteOffer = repairQuoteLineDraftSchema.extend({
  /** The line's estimate (estimate.ts) in its own currency and in the comparison currency. */
  estimate: z.number().nullable(),
  convertedEstimate: z.number().nullable(),
  /** The lowest converted estimate of this unit among the submitted quotes. */
  lowest: z.boolean(),
});
export type RepairQuoteOffer = z.infer<typeof repairQuoteOffer>;

/**
 * A repair contract an award issued: one per awarded unit (a repair order is per serial number),
 * with the unit it repairs; the unit is null for an award made before contracts were per unit,
 * whose one contract holds every unit.
 */
export const repairAwardContract = z.object({
  contractId: id,
  contractNumber: z.string(),
  itemId: id.nullable(),
  itemNo: z.number().int().nullable(),
  serialNumber: z.string().nullable(),
});
export type RepairAwardContract = z.infer<typeof repairAwardContract>;

export const repairQuoteComparison = z.object({
  inquiry: buyerInquiryRow.extend({ version: z.number().int() }),
  currency,
  /** Units of `currency` per one unit of each currency. */
  rates: z.record(z.string(), z.number()),
  /** Every invited supplier; `offers` below hold the submitted quotes' lines only. */
  suppliers: z.array(
    z.object({
      bidderId: id,
      supplierId: id,
      name: z.string(),
      state: quoteState,
      quoteNumber: z.string().nullable(),
      submittedAt: isoDateTime.nullable(),
      remarks: z.string(),
      /** The sum of the quote's converted estimates; null when it quotes nothing comparable. */
      totalEstimate: z.number().nullable(),
    }),
  ),
  items: z.array(
    z.object({
      id,
      itemNo: z.number().int(),
      materialNumber: z.string(),
      description: z.string(),
      quantity: z.number().int(),
      repair: repairUnit.nullable(),
      /** Keyed by bidderId. */
      offers: z.record(z.string(), repairQuoteOffer),
    }),
  ),
  /** The award, once made: the supplier and the repair contracts it issued. */
  award: z
    .object({
      bidderId: id,
      supplierName: z.string(),
      /** The first of `contracts` (kept for callers that read one contract). */
      contractId: id,
      contractNumber: z.string(),
      /** In item order: one per awarded unit. */
      contracts: z.array(repairAwardContract).min(1),
      at: isoDateTime,
      by: z.string(),
    })
    .nullable(),
});
export type RepairQuoteComparison = z.infer<typeof repairQuoteComparison>;

export const compareRepairQuotesInput = z.object({
  inquiryId: id,
  currency: currency.default('CNY'),
});
export const compareRepairQuotesAnswer = envelope(repairQuoteComparison);
export const compareRepairQuotes = defineCall({
  method: 'GET',
  path: '/admin/inquiry/hnaRepairQuote/compare',
  encoding: 'query',
  audience: 'buyer',
  permission: INQUIRY_PERMISSIONS.review,
  tag,
  summary:
    "A repair inquiry's quotes side by side: per unit each supplier's fees, warranty, turnaround and estimate in one currency; and the award, if made.",
  input: compareRepairQuotesInput,
  answer: compareRepairQuotesAnswer,
});

export const awardRepairQuoteInput = z.object({
  inquiryId: id,
  bidderId: id,
  /** The inquiry's version the buyer compared (409 when it changed). */
  version: z.coerce.number().int().min(1),
  remark: z.string().trim().max(500).default(''),
});
export const awardRepairQuoteAnswer = envelope(
  z.object({
    /** The first of `contracts` (kept for callers that read one contract). */
    contractId: id,
    contractNumber: z.string(),
    /** In item order: one repair contract per quoted unit. */
    contracts: z.array(repairAwardContract).min(1),
  }),
);
export const awardRepairQuote = defineCall({
  method: 'POST',
  path: '/admin/inquiry/hnaRepairQuote/award',
  encoding: 'json',
  audience: 'buyer',
  permission: INQUIRY_PERMISSIONS.award,
  tag,
  summary:
    "Awards a repair inquiry to one submitted repair quote: closes the inquiry and issues that supplier one repair contract per quoted unit (kind repair, the unit's repair order, one line at the quote's estimate in its currency, due back the quoted turnaround): R-<inquiry number> for a single unit, R-<inquiry number>-<item no.> for each of several. The ERP hears the award through the outbox.",
  input: awardRepairQuoteInput,
  answer: awardRepairQuoteAnswer,
});
