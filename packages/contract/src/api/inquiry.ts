// Inquiries, quotes and bargaining: schemas and call definitions (server side and types only).
// Supplier calls answer only inquiries the caller's company is invited to (another company's id is
// 404) and never name another bidder. Buyer calls need the review or bargaining permission.
import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  CURRENCIES,
  INCOTERMS,
  INQUIRY_ITEMS_MAX,
  INQUIRY_KINDS,
  INQUIRY_SORTS,
  INQUIRY_STATUSES,
  INQUIRY_TABS,
  QUANTITY_MAX,
  UNITS,
  AMOUNT_MAX,
  INQUIRY_PERMISSIONS,
} from '../inquiry/constants.ts';
import { bargainingRoundFields } from '../inquiry/bargaining-round.ts';
import { quoteLineDraftSchema } from '../inquiry/quote-line.ts';
import { BARGAINING_STATES, QUOTE_ACTIONS, QUOTE_STATES } from '../inquiry/quote-state.ts';
import { repairOrderInput } from '../repair/order-input.ts';
import { defineCall } from './define.ts';
import { emptyInput, envelope, page, pageInput } from './schema-helpers.ts';

const tag = 'inquiry';
const id = z.string().min(1).max(64);
const version = z.coerce.number().int().min(1);
const isoDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();
const money = z.number().nonnegative().max(AMOUNT_MAX);
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const inquiryKind = z.enum(INQUIRY_KINDS);
export const quoteState = z.enum(QUOTE_STATES);
export const bargainingState = z.enum(BARGAINING_STATES);
export const currency = z.enum(CURRENCIES);

/** A file attached to an inquiry, a quote or a bargaining round (see files.ts for the upload). */
export const attachment = z.object({
  id,
  name: z.string(),
  size: z.number().int(),
  uploadedAt: isoDateTime,
});
export type Attachment = z.infer<typeof attachment>;

/**
 * The unit a repair inquiry asks about, as the ERP sends it: the repair order's unit data without
 * the turnaround, which is what the shop quotes (repair/order-input.ts).
 */
export const repairUnitInput = repairOrderInput.omit({ turnaroundDays: true });
export type RepairUnitInput = z.output<typeof repairUnitInput>;
export const repairUnit = z.object({
  serialNumber: z.string(),
  reportedFault: z.string(),
  aircraftRegistration: z.string(),
  tsn: z.number().nullable(),
  csn: z.number().int().nullable(),
  tso: z.number().nullable(),
  cso: z.number().int().nullable(),
  requiredReturnDate: isoDate.nullable(),
});
export type RepairUnit = z.infer<typeof repairUnit>;

// ---- supplier: inquiry list and detail ------------------------------------------------------

export const inquiryListInput = pageInput.extend({
  kind: inquiryKind,
  tab: z.enum(INQUIRY_TABS).default('pending'),
  sort: z
    .enum(INQUIRY_SORTS)
    .or(z.string().regex(/^[a-zA-Z]+,(asc|desc)$/))
    .optional(),
  /** Inquiry number, part number or description. */
  keyword: optionalText(64),
  bidEndFrom: isoDate.optional(),
  bidEndTo: isoDate.optional(),
});

export const inquiryRow = z.object({
  id,
  inquiryNumber: z.string(),
  kind: inquiryKind,
  title: z.string(),
  purchasingOrg: z.string(),
  rfxCategory: z.string(),
  itemCount: z.number().int(),
  /** The first item's part number, so a list reads like the trade talks. */
  firstPartNumber: z.string(),
  bidStart: isoDateTime,
  bidEnd: isoDateTime,
  budgetTotal: z.number().nullable(),
  budgetCurrency: currency.nullable(),
  quoteState,
  quotedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type InquiryRow = z.infer<typeof inquiryRow>;

export const inquiryItem = z.object({
  id,
  itemNo: z.number().int(),
  materialNumber: z.string(),
  description: z.string(),
  mpn: z.string(),
  manufacturerCode: z.string(),
  quantity: z.number().int(),
  unit: z.enum(UNITS),
  deliveryDateFrom: isoDate.nullable(),
  deliveryDateTo: isoDate.nullable(),
  incoterms: z.enum(INCOTERMS).nullable(),
  deliveryPlace: z.string(),
  paymentPeriodDays: z.number().int().nullable(),
  consignment: z.boolean(),
  purchaseType: z.string(),
  /**
   * The highest unit price the buyer accepts, in CNY; a quote line in another currency is compared
   * at the fixed rates of the comparison. Null when the inquiry sets none.
   */
  maxPriceLimit: z.number().nullable(),
  /** A repair inquiry's unit: serial, fault, removal data, required return (kind repair only). */
  repair: repairUnit.optional(),
});
export type InquiryItem = z.infer<typeof inquiryItem>;

export const inquiryDetail = z.object({
  id,
  inquiryNumber: z.string(),
  kind: inquiryKind,
  title: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  purchasingOrg: z.string(),
  purchasingGroup: z.string(),
  factory: z.string(),
  rfxCategory: z.string(),
  creator: z.string(),
  createdAt: isoDateTime,
  bidStart: isoDateTime,
  bidEnd: isoDateTime,
  bidValidityDays: z.number().int(),
  budgetTotal: z.number().nullable(),
  budgetCurrency: currency.nullable(),
  items: z.array(inquiryItem),
  questions: z.array(z.object({ id, text: z.string(), answer: z.string().nullable() })),
  comments: z.array(z.object({ id, author: z.string(), text: z.string(), at: isoDateTime })),
  attachments: z.array(attachment),
  clauses: z.array(z.object({ agreementType: z.string(), number: z.string(), name: z.string() })),
  projectMembers: z.array(z.object({ name: z.string(), role: z.string() })),
  /** State tracking: what happened to this inquiry, oldest first (the caller's own steps only). */
  tracking: z.array(z.object({ at: isoDateTime, event: z.string(), by: z.string() })),
  quoteState,
});
export type InquiryDetail = z.infer<typeof inquiryDetail>;

export const inquiryIdInput = z.object({ id });

export const listInquiriesAnswer = envelope(page(inquiryRow));
export const listInquiries = defineCall({
  method: 'GET',
  path: '/admin/inquiry/cgInquiry/list',
  encoding: 'query',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary: "A supplier's inquiries of one kind, by tab (pending, processed, expired), paged.",
  input: inquiryListInput,
  answer: listInquiriesAnswer,
});

export const getInquiryAnswer = envelope(inquiryDetail);
export const getInquiry = defineCall({
  method: 'GET',
  path: '/admin/inquiry/cgInquiry/detail',
  encoding: 'query',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary:
    'One inquiry sheet with its items, questions, comments, attachments, clauses and tracking.',
  input: inquiryIdInput,
  answer: getInquiryAnswer,
});

// ---- supplier: the quote ------------------------------------------------------------------

export const storedQuoteLine = quoteLineDraftSchema.extend({
  id,
  /** The price the line had before its latest accepted bargaining round, if any. */
  bargainedFrom: z.number().nullable(),
});
export type StoredQuoteLine = z.infer<typeof storedQuoteLine>;

export const quote = z.object({
  id: z.string().nullable(),
  quoteNumber: z.string().nullable(),
  inquiryId: id,
  state: quoteState,
  version: z.number().int(),
  /** The caller's company is domestic: no trade terms; VAT for RMB only. */
  domestic: z.boolean(),
  bidEnd: isoDateTime,
  allowedActions: z.array(z.enum(QUOTE_ACTIONS)),
  lines: z.array(storedQuoteLine),
  remarks: z.string(),
  noBidReason: z.string(),
  attachments: z.array(attachment),
  submittedAt: isoDateTime.nullable(),
  updatedAt: isoDateTime.nullable(),
});
export type Quote = z.infer<typeof quote>;

export const getQuoteInput = z.object({ inquiryId: id });
export const getQuoteAnswer = envelope(quote);
export const getQuote = defineCall({
  method: 'GET',
  path: '/admin/inquiry/cgInquiry/answers',
  encoding: 'query',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary:
    "The caller's quote for an inquiry: one line per item (empty lines before the first save).",
  input: getQuoteInput,
  answer: getQuoteAnswer,
});

/** Save (hold) and submit take the whole quote; `version` is what the editor loaded (409 if stale). */
export const saveQuoteInput = z.object({
  inquiryId: id,
  version,
  lines: z.array(quoteLineDraftSchema).max(INQUIRY_ITEMS_MAX),
  remarks: z.string().trim().max(2000).default(''),
  attachmentIds: z.array(id).max(50).default([]),
});
export type SaveQuoteInput = z.input<typeof saveQuoteInput>;

export const holdQuoteAnswer = envelope(quote);
export const holdQuote = defineCall({
  method: 'POST',
  path: '/admin/inquiry/cgInquiry/edit',
  encoding: 'json',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary: 'Temporary save: checks types and limits, not required fields. Answers the saved quote.',
  input: saveQuoteInput,
  answer: holdQuoteAnswer,
});

export const submitQuoteAnswer = envelope(quote);
export const submitQuote = defineCall({
  method: 'POST',
  path: '/admin/inquiry/cgInquiry/commit',
  encoding: 'json',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary:
    'Submits the quote (every rule of the quote and its lines). Allowed until the bid end; a repeated submit with the same version applies once.',
  input: saveQuoteInput,
  answer: submitQuoteAnswer,
});

export const noBidInput = z.object({
  inquiryId: id,
  version,
  reason: z.string().trim().max(500).default(''),
});
export const noBidAnswer = envelope(quote);
export const noBid = defineCall({
  method: 'POST',
  path: '/admin/inquiry/cgInquiry/noOffer',
  encoding: 'json',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary: 'Declines to quote (no bid), after the user confirmed it.',
  input: noBidInput,
  answer: noBidAnswer,
});

export const batchRowError = z.object({
  /** 1-based spreadsheet row. */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type BatchRowError = z.infer<typeof batchRowError>;

/** A batch upload answers what it read and, row by row, what it could not. Nothing is saved. */
export const quoteLinesUploadAnswer = envelope(
  z.object({
    lines: z.array(quoteLineDraftSchema),
    errors: z.array(batchRowError),
    rowsRead: z.number().int(),
  }),
);
export const uploadQuoteLinesInput = z.object({ inquiryId: id });
export const uploadQuoteLines = defineCall({
  method: 'POST',
  path: '/admin/inquiry/cgInquiry/batchUpload',
  encoding: 'multipart',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary:
    'Reads quote lines from the filled-in template (multipart: inquiryId, file). Answers the lines to load into the editor and a row-by-row error report; nothing is saved.',
  input: uploadQuoteLinesInput,
  answer: quoteLinesUploadAnswer,
});

export const quoteTemplateInput = z.object({
  inquiryId: id,
});
export const quoteTemplateAnswer = z.string();
export const quoteTemplate = defineCall({
  method: 'GET',
  path: '/admin/file/template/quote',
  encoding: 'query',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary:
    'The xlsx template for batch quote upload, one row per item of the inquiry. `token` may replace the Authorization header so a plain link downloads it.',
  input: quoteTemplateInput,
  answer: quoteTemplateAnswer,
});

// ---- supplier: bargaining -----------------------------------------------------------------

export const bargainingRow = z.object({
  id,
  inquiryId: id,
  inquiryNumber: z.string(),
  quoteLineId: id,
  itemNo: z.number().int(),
  partNumber: z.string(),
  description: z.string(),
  /** The buyer's target price. */
  price: z.number(),
  /** The line's price when the round opened. */
  lastPrice: z.number(),
  currency,
  /** Round number on this line (1 for the first). */
  count: z.number().int(),
  deadline: isoDateTime,
  /** Who opened the round (buyer staff). */
  user: z.string(),
  status: bargainingState,
  remarks: z.string(),
  /** The supplier's price when it answered. */
  answerPrice: z.number().nullable(),
  answerRemarks: z.string(),
  answeredAt: isoDateTime.nullable(),
  version: z.number().int(),
});
export type BargainingRow = z.infer<typeof bargainingRow>;

export const bargainingListInput = pageInput.extend({
  status: bargainingState.optional(),
  inquiryId: id.optional(),
  keyword: optionalText(64),
});

export const listBargainingAnswer = envelope(page(bargainingRow));
export const listBargaining = defineCall({
  method: 'GET',
  path: '/admin/inquiry/cgBargaining/list',
  encoding: 'query',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary: "The caller's bargaining rounds, newest first; filter by status or inquiry.",
  input: bargainingListInput,
  answer: listBargainingAnswer,
});

export const answerBargainingInput = z.object({
  id,
  version,
  /** accept: take the target price; answer: offer `price`. */
  action: z.enum(['accept', 'answer']),
  price: z.number().positive().max(AMOUNT_MAX).optional(),
  remarks: z.string().trim().max(500).default(''),
});
export const answerBargainingAnswer = envelope(bargainingRow);
export const answerBargaining = defineCall({
  method: 'POST',
  path: '/admin/inquiry/cgBargaining/addBargainingRecord',
  encoding: 'json',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary: 'Accepts the target price or answers with a new price; the quote line takes that price.',
  input: answerBargainingInput,
  answer: answerBargainingAnswer,
});

export const declineBargainingInput = z.object({
  id,
  version,
  remarks: z.string().trim().max(500).default(''),
});
export const declineBargainingAnswer = envelope(bargainingRow);
export const declineBargaining = defineCall({
  method: 'POST',
  path: '/admin/inquiry/cgBargaining/refuse',
  encoding: 'json',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary: 'Declines one round; the quote line keeps its price.',
  input: declineBargainingInput,
  answer: declineBargainingAnswer,
});

export const batchDeclineBargainingInput = z.object({
  ids: z.array(id).min(1).max(500),
  remarks: z.string().trim().max(500).default(''),
});
export const batchDeclineBargainingAnswer = envelope(
  z.object({ declined: z.number().int(), skipped: z.array(id) }),
);
export const batchDeclineBargaining = defineCall({
  method: 'POST',
  path: '/admin/inquiry/cgBargaining/batchRefuse',
  encoding: 'json',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary: 'Declines several pending rounds; answers how many were declined and which were not.',
  input: batchDeclineBargainingInput,
  answer: batchDeclineBargainingAnswer,
});

export const uploadBargainingAnswer = envelope(
  z.object({
    applied: z.number().int(),
    errors: z.array(batchRowError),
    rowsRead: z.number().int(),
  }),
);
export const uploadBargaining = defineCall({
  method: 'POST',
  path: '/admin/inquiry/cgBargaining/batchUpload',
  encoding: 'multipart',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary:
    'Answers pending rounds from a spreadsheet (multipart: file with columns round id and price). Rows that fail are reported; the others apply.',
  input: emptyInput,
  answer: uploadBargainingAnswer,
});

export const bargainingTemplateInput = z.object({
  /** One inquiry's page asks for that inquiry's rounds only. */
  inquiryId: id.optional(),
});
export const bargainingTemplateAnswer = z.string();
export const bargainingTemplate = defineCall({
  method: 'GET',
  path: '/admin/file/template/bargaining',
  encoding: 'query',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary:
    "The xlsx template of the caller's pending rounds (of one inquiry with `inquiryId`), for bulk answers.",
  input: bargainingTemplateInput,
  answer: bargainingTemplateAnswer,
});

// ---- supplier: home -----------------------------------------------------------------------

const homeInquiry = z.object({
  id,
  inquiryNumber: z.string(),
  kind: inquiryKind,
  title: z.string(),
  bidEnd: isoDateTime,
});
/** How many of a card's entries are of each kind (each kind is answered on a list of its own). */
const homeByKind = z.array(z.object({ kind: inquiryKind, count: z.number().int() }));
export const supplierHomeAnswer = envelope(
  z.object({
    pendingInquiries: z.object({
      total: z.number().int(),
      byKind: homeByKind,
      top: z.array(homeInquiry),
    }),
    bargaining: z.object({
      total: z.number().int(),
      byKind: homeByKind,
      top: z.array(
        z.object({
          id,
          inquiryId: id,
          inquiryNumber: z.string(),
          /** The inquiry's kind: its rounds are answered on that kind's page. */
          kind: inquiryKind,
          partNumber: z.string(),
          deadline: isoDateTime,
        }),
      ),
    }),
    closingSoon: z.object({
      total: z.number().int(),
      byKind: homeByKind,
      top: z.array(homeInquiry),
    }),
  }),
);
export const supplierHome = defineCall({
  method: 'GET',
  path: '/admin/inquiry/supHome/summary',
  encoding: 'query',
  audience: 'supplier',
  permission: INQUIRY_PERMISSIONS.quote,
  tag,
  summary:
    'What waits for the supplier: pending inquiries, rounds to answer, bids closing within 24 hours.',
  input: emptyInput,
  answer: supplierHomeAnswer,
});

// ---- buyer: quote review and bargaining ---------------------------------------------------

export const buyerInquiryRow = z.object({
  id,
  inquiryNumber: z.string(),
  kind: inquiryKind,
  title: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  bidEnd: isoDateTime,
  itemCount: z.number().int(),
  bidders: z.number().int(),
  submitted: z.number().int(),
  noBid: z.number().int(),
  createdAt: isoDateTime,
});
export const buyerInquiryListInput = pageInput.extend({
  /** Without it, every kind of PART_INQUIRY_KINDS: repair inquiries are listed only when asked. */
  kind: inquiryKind.optional(),
  status: z.enum(INQUIRY_STATUSES).optional(),
  keyword: optionalText(64),
});
export const listBuyerInquiriesAnswer = envelope(page(buyerInquiryRow));
export const listBuyerInquiries = defineCall({
  method: 'GET',
  path: '/admin/inquiry/hnaCgQuote/list',
  encoding: 'query',
  audience: 'buyer',
  permission: INQUIRY_PERMISSIONS.review,
  tag,
  summary: 'Inquiries with how many invited suppliers submitted or declined (buyer review).',
  input: buyerInquiryListInput,
  answer: listBuyerInquiriesAnswer,
});

export const comparisonOffer = z.object({
  quoteLineId: id,
  supplierId: id,
  supplierName: z.string(),
  quotePartNumber: z.string(),
  unitPrice: z.number(),
  currency,
  /** unitPrice in the comparison currency, at the rates in `rates`. */
  convertedPrice: z.number(),
  quotedQuantity: z.number().int().nullable(),
  leadTimeDays: z.number().int().nullable(),
  certificateType: z.number().int().nullable(),
  condition: z.string().nullable(),
  /** The latest bargaining round on this line. */
  bargaining: z
    .object({
      id,
      status: bargainingState,
      price: z.number(),
      answerPrice: z.number().nullable(),
      deadline: isoDateTime,
    })
    .nullable(),
  lowest: z.boolean(),
});
export const quoteComparison = z.object({
  inquiry: buyerInquiryRow,
  currency,
  /** Units of `currency` per one unit of each currency. */
  rates: z.record(z.string(), z.number()),
  suppliers: z.array(
    z.object({ id, name: z.string(), state: quoteState, submittedAt: isoDateTime.nullable() }),
  ),
  items: z.array(
    z.object({
      id,
      itemNo: z.number().int(),
      materialNumber: z.string(),
      description: z.string(),
      quantity: z.number().int(),
      unit: z.string(),
      offers: z.array(comparisonOffer),
    }),
  ),
});
export type QuoteComparison = z.infer<typeof quoteComparison>;
export const compareQuotesInput = z.object({ inquiryId: id, currency: currency.default('CNY') });
export const compareQuotesAnswer = envelope(quoteComparison);
export const compareQuotes = defineCall({
  method: 'GET',
  path: '/admin/inquiry/hnaCgQuote/compare',
  encoding: 'query',
  audience: 'buyer',
  permission: INQUIRY_PERMISSIONS.review,
  tag,
  summary:
    'Submitted quotes of an inquiry side by side, prices converted to one currency (buyer); ' +
    'a repair inquiry is 409 (its repair quotes have their own comparison).',
  input: compareQuotesInput,
  answer: compareQuotesAnswer,
});

export const openBargainingInput = z.object({
  quoteLineIds: z.array(id).min(1).max(500),
  ...bargainingRoundFields,
});
export const openBargainingAnswer = envelope(z.object({ opened: z.array(id) }));
export const openBargaining = defineCall({
  method: 'POST',
  path: '/admin/inquiry/hnaCgQuote/bargain',
  encoding: 'json',
  audience: 'buyer',
  permission: INQUIRY_PERMISSIONS.bargain,
  tag,
  summary: 'Opens a bargaining round on submitted quote lines (buyer); one pending round per line.',
  input: openBargainingInput,
  answer: openBargainingAnswer,
});

export const buyerBargainingRow = bargainingRow.extend({ supplierName: z.string() });
export const listBuyerBargainingAnswer = envelope(page(buyerBargainingRow));
export const listBuyerBargaining = defineCall({
  method: 'GET',
  path: '/admin/inquiry/hnaQuoteBargaining/list',
  encoding: 'query',
  audience: 'buyer',
  permission: INQUIRY_PERMISSIONS.review,
  tag,
  summary: 'Every bargaining round the buyer opened, with the supplier and its answer.',
  input: bargainingListInput,
  answer: listBuyerBargainingAnswer,
});

// ---- ERP inbound --------------------------------------------------------------------------

export const erpInquiryInput = z.object({
  inquiryNumber: z.string().trim().min(1).max(40),
  kind: inquiryKind,
  title: z.string().trim().min(1).max(200),
  purchasingOrg: z.string().trim().max(40).default(''),
  purchasingGroup: z.string().trim().max(40).default(''),
  factory: z.string().trim().max(40).default(''),
  rfxCategory: z.string().trim().max(40).default(''),
  creator: z.string().trim().max(60).default(''),
  bidStart: isoDateTime,
  bidEnd: isoDateTime,
  bidValidityDays: z.number().int().min(0).max(3650).default(30),
  budgetTotal: money.optional(),
  budgetCurrency: currency.optional(),
  items: z
    .array(
      z.object({
        materialNumber: z.string().trim().min(1).max(40),
        description: z.string().trim().max(200).default(''),
        mpn: z.string().trim().max(40).default(''),
        manufacturerCode: z.string().trim().max(10).default(''),
        quantity: z.number().int().positive().max(QUANTITY_MAX),
        unit: z.enum(UNITS),
        deliveryDateFrom: isoDate.optional(),
        deliveryDateTo: isoDate.optional(),
        incoterms: z.enum(INCOTERMS).optional(),
        deliveryPlace: z.string().trim().max(100).default(''),
        paymentPeriodDays: z.number().int().min(0).max(3650).optional(),
        consignment: z.boolean().default(false),
        purchaseType: z.string().trim().max(40).default(''),
        maxPriceLimit: money.optional(),
        /** Required on every item of a repair inquiry, refused on any other kind (400). */
        repair: repairUnitInput.optional(),
      }),
    )
    .min(1)
    .max(INQUIRY_ITEMS_MAX),
  /** Invited suppliers by their supplier code (S100001). */
  bidders: z.array(z.string().trim().min(1).max(40)).min(1).max(200),
  questions: z.array(z.string().trim().min(1).max(1000)).max(50).default([]),
  clauses: z
    .array(
      z.object({
        agreementType: z.string().max(40),
        number: z.string().max(40),
        name: z.string().max(200),
      }),
    )
    .max(50)
    .default([]),
  projectMembers: z
    .array(z.object({ name: z.string().max(60), role: z.string().max(60) }))
    .max(50)
    .default([]),
  paymentTerms: z.enum(ACCOUNT_STATUSES).optional(),
});
export type ErpInquiryInput = z.input<typeof erpInquiryInput>;

export const createErpInquiryAnswer = envelope(
  z.object({ id, inquiryNumber: z.string(), items: z.number().int(), bidders: z.number().int() }),
);
export const createErpInquiry = defineCall({
  method: 'POST',
  path: '/admin/integration/erp/inquiry',
  encoding: 'json',
  audience: 'integration',
  tag: 'integration',
  summary:
    'The ERP creates an inquiry with its items, invited suppliers (by code) and bid times. Authenticated by the `X-Integration-Key` header, not a user token. The same inquiry number twice answers 409.',
  input: erpInquiryInput,
  answer: createErpInquiryAnswer,
});
