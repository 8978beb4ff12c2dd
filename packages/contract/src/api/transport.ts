// Transport inquiries and quotes (issue 15; docs/product-rules.md#transport-quotes). The buyer
// asks chosen approved transport suppliers to quote a shipment (/hna/pdDemandInquiry), a transport
// supplier answers with a rate, minimum charge, surcharges and, for air, weight breaks
// (/sup/pdDemandQuote), the buyer awards one quote and the supplier confirms or declines the order
// it creates (/sup/pdDemandOrder). An inquiry not sent to the caller's company is 404; a move its
// state does not allow, or a stale `version`, is 409.
import { z } from 'zod';
import { AMOUNT_MAX, CURRENCIES } from '../inquiry/constants.ts';
import { menuPermission } from '../menus/catalog.ts';
import { CARGO_KINDS, TRANSPORT_MODES } from '../shipping/constants.ts';
import {
  TRANSPORT_INQUIRY_STATES,
  TRANSPORT_NOTICE_NUMBER_MAX,
  TRANSPORT_ORDER_STATES,
  TRANSPORT_PIECES_MAX,
  TRANSPORT_PLACE_MAX,
  TRANSPORT_RATE_MAX,
  TRANSPORT_REMARK_MAX,
  TRANSPORT_SUPPLIERS_MAX,
  TRANSPORT_SURCHARGES_MAX,
  TRANSPORT_SURCHARGE_NAME_MAX,
  TRANSPORT_TRANSIT_DAYS_MAX,
  TRANSPORT_VOLUME_MAX,
  TRANSPORT_WEIGHT_BREAKS_MAX,
  TRANSPORT_WEIGHT_MAX,
} from '../transport/constants.ts';
import { defineCall } from './define.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';

const id = z.string().min(1).max(64);
const isoDateTime = z.iso.datetime({ offset: true });
const version = z.coerce.number().int().min(0);
const tag = 'transport';

/** The transport supplier's inquiries and quotes (SPEC: pdDemandQuote). */
export const SUPPLIER_TRANSPORT_QUOTE_PERMISSION = menuPermission('/sup/pdDemandQuote/index');
/** The transport supplier's orders (SPEC: pdDemandInquiryContract). */
export const SUPPLIER_TRANSPORT_ORDER_PERMISSION = menuPermission('/sup/pdDemandOrder/index');
/** The buyer's transport inquiries (SPEC: pdDemandInquiry). */
export const BUYER_TRANSPORT_PERMISSION = menuPermission('/hna/pdDemandInquiry/index');

export const transportMode = z.enum(TRANSPORT_MODES);
export const transportCargoKind = z.enum(CARGO_KINDS);
export const transportInquiryState = z.enum(TRANSPORT_INQUIRY_STATES);
export const transportOrderState = z.enum(TRANSPORT_ORDER_STATES);

const place = z.string().trim().min(1).max(TRANSPORT_PLACE_MAX);
const money = z.number().min(0).max(AMOUNT_MAX);
const rate = z.number().min(0).max(TRANSPORT_RATE_MAX);

export const transportInquiryInput = z
  .object({
    mode: transportMode,
    origin: place,
    destination: place,
    cargo: transportCargoKind,
    pieces: z.number().int().min(1).max(TRANSPORT_PIECES_MAX),
    grossWeightKg: z.number().positive().max(TRANSPORT_WEIGHT_MAX),
    volumeM3: z.number().min(0).max(TRANSPORT_VOLUME_MAX),
    readyDate: z.iso.date(),
    /** The last day suppliers may quote; not before today (the server checks). */
    replyDeadline: z.iso.date(),
    remark: z.string().trim().max(TRANSPORT_REMARK_MAX).default(''),
    /** Approved transport suppliers' company ids. */
    supplierIds: z.array(id).min(1).max(TRANSPORT_SUPPLIERS_MAX),
  })
  .refine((v) => v.origin !== v.destination, {
    path: ['destination'],
    message: 'transport.sameOriginDestination',
  });

export const transportInquiryListInput = pageInput.extend({
  state: transportInquiryState.optional(),
  /** Inquiry number, origin or destination contains. */
  q: z.string().trim().max(60).optional(),
});

export const transportInquiryRow = z.object({
  id,
  number: z.string(),
  mode: transportMode,
  origin: z.string(),
  destination: z.string(),
  cargo: transportCargoKind,
  pieces: z.number().int(),
  grossWeightKg: z.number(),
  volumeM3: z.number(),
  chargeableWeightKg: z.number(),
  readyDate: z.string(),
  replyDeadline: z.string(),
  remark: z.string(),
  state: transportInquiryState,
  quoteCount: z.number().int(),
  version: z.number().int(),
  createdAt: isoDateTime,
});
export type TransportInquiryRow = z.infer<typeof transportInquiryRow>;

export const transportSurcharge = z.object({
  name: z.string().trim().min(1).max(TRANSPORT_SURCHARGE_NAME_MAX),
  amount: money,
});
export const transportWeightBreak = z.object({
  minKg: z.number().min(0).max(TRANSPORT_WEIGHT_MAX),
  ratePerKg: rate,
});

const totalSchema = z.object({
  chargeableWeightKg: z.number(),
  ratePerKg: z.number(),
  freight: z.number(),
  surcharges: z.number(),
  total: z.number(),
});

export const transportQuote = z.object({
  id,
  supplierId: id,
  supplierName: z.string(),
  currency: z.string(),
  ratePerKg: z.number(),
  minimumCharge: z.number(),
  surcharges: z.array(z.object({ name: z.string(), amount: z.number() })),
  weightBreaks: z.array(z.object({ minKg: z.number(), ratePerKg: z.number() })),
  transitDays: z.number().int(),
  validityDate: z.string(),
  remark: z.string(),
  total: totalSchema,
  version: z.number().int(),
  updatedAt: isoDateTime,
});
export type TransportQuote = z.infer<typeof transportQuote>;

export const transportOrderRow = z.object({
  id,
  number: z.string(),
  inquiryId: id,
  inquiryNumber: z.string(),
  mode: transportMode,
  origin: z.string(),
  destination: z.string(),
  readyDate: z.string(),
  supplierName: z.string(),
  currency: z.string(),
  total: z.number(),
  transitDays: z.number().int(),
  state: transportOrderState,
  declineReason: z.string(),
  /** The ship notice the order carries, named by the buyer at the award; '' when none. */
  noticeNumber: z.string(),
  version: z.number().int(),
  createdAt: isoDateTime,
});
export type TransportOrderRow = z.infer<typeof transportOrderRow>;

export const supplierTransportInquiry = transportInquiryRow.extend({
  /** The caller's own quote; null before it quoted. */
  myQuote: transportQuote.nullable(),
  canQuote: z.boolean(),
  /** Whether the award went to the caller (false while not awarded). */
  awardedToMe: z.boolean(),
});
export type SupplierTransportInquiry = z.infer<typeof supplierTransportInquiry>;

export const buyerTransportInquiry = transportInquiryRow.extend({
  suppliers: z.array(z.object({ id, name: z.string(), quoted: z.boolean() })),
  /** Cheapest total first within a currency. */
  quotes: z.array(transportQuote),
  order: transportOrderRow.nullable(),
});
export type BuyerTransportInquiry = z.infer<typeof buyerTransportInquiry>;

export const transportQuoteInput = z.object({
  inquiryId: id,
  /** The caller's quote version: 0 before its first quote. */
  version,
  currency: z.enum(CURRENCIES),
  ratePerKg: rate.positive(),
  minimumCharge: money,
  surcharges: z.array(transportSurcharge).max(TRANSPORT_SURCHARGES_MAX).default([]),
  /** Air only (SPEC: pdDemandQuoteAirItem); a land quote with breaks is refused. */
  weightBreaks: z.array(transportWeightBreak).max(TRANSPORT_WEIGHT_BREAKS_MAX).default([]),
  transitDays: z.number().int().min(0).max(TRANSPORT_TRANSIT_DAYS_MAX),
  validityDate: z.iso.date(),
  remark: z.string().trim().max(TRANSPORT_REMARK_MAX).default(''),
});

export const transportAwardInput = z.object({
  inquiryId: id,
  version,
  quoteId: id,
  /**
   * Optional: the number of the ship notice the transport carries (any supplier's); its carrier
   * then reads that notice's customs record on /sup/pdCustoms/index. An unknown number is 400.
   */
  noticeNumber: z.string().trim().max(TRANSPORT_NOTICE_NUMBER_MAX).default(''),
});

export const transportOrderAnswerInput = z.object({
  id,
  version,
  decision: z.enum(['confirm', 'decline']),
  /** Required to decline. */
  reason: z.string().trim().max(TRANSPORT_REMARK_MAX).default(''),
});

const writeResult = envelope(
  z.object({
    id,
    state: z.string(),
    version: z.number().int(),
    /** The new inquiry's or order's number (create, award). */
    number: z.string().optional(),
  }),
);

export const listTransportSuppliers = defineCall({
  method: 'GET',
  path: '/admin/pd/pdDemandInquiry/suppliers',
  encoding: 'query',
  audience: 'buyer',
  permission: BUYER_TRANSPORT_PERMISSION,
  tag,
  summary: 'The approved transport suppliers an inquiry can be sent to (buyer).',
  input: z.object({}),
  answer: envelope(z.array(z.object({ id, name: z.string() }))),
});

export const listBuyerTransportInquiries = defineCall({
  method: 'GET',
  path: '/admin/pd/pdDemandInquiry/list',
  encoding: 'query',
  audience: 'buyer',
  permission: BUYER_TRANSPORT_PERMISSION,
  tag,
  summary: 'Every transport inquiry, newest first, with its state and number of quotes (buyer).',
  input: transportInquiryListInput,
  answer: envelope(page(transportInquiryRow)),
});

export const createTransportInquiry = defineCall({
  method: 'POST',
  path: '/admin/pd/pdDemandInquiry/create',
  encoding: 'json',
  audience: 'buyer',
  permission: BUYER_TRANSPORT_PERMISSION,
  tag,
  summary:
    'The buyer sends a transport inquiry (mode, route, cargo, pieces, weight, volume, ready date, reply deadline) to chosen approved transport suppliers. 400 for a supplier that is not an approved transport supplier or a deadline in the past.',
  input: transportInquiryInput,
  answer: writeResult,
  errors: [400],
});

export const getBuyerTransportInquiry = defineCall({
  method: 'GET',
  path: '/admin/pd/pdDemandInquiry/detail',
  encoding: 'query',
  audience: 'buyer',
  permission: BUYER_TRANSPORT_PERMISSION,
  tag,
  summary:
    "One transport inquiry with its suppliers, their quotes side by side with each quote's total, and the order of its award (buyer).",
  input: z.object({ id }),
  answer: envelope(buyerTransportInquiry),
  errors: [404],
});

export const awardTransportQuote = defineCall({
  method: 'POST',
  path: '/admin/pd/pdDemandInquiry/award',
  encoding: 'json',
  audience: 'buyer',
  permission: BUYER_TRANSPORT_PERMISSION,
  tag,
  summary:
    'The buyer awards one quote of a quoted inquiry, optionally naming the ship notice the transport carries: a transport order awaits the supplier, the ERP hears of it. 400 for an unknown notice number; 409 when the inquiry is not quoted or `version` is stale.',
  input: transportAwardInput,
  answer: writeResult,
  errors: [400, 404, 409],
});

export const transportCloseInput = z.object({ id, version });

export const closeTransportInquiry = defineCall({
  method: 'POST',
  path: '/admin/pd/pdDemandInquiry/close',
  encoding: 'json',
  audience: 'buyer',
  permission: BUYER_TRANSPORT_PERMISSION,
  tag,
  summary:
    'The buyer closes an open or quoted inquiry it will not award: the suppliers can no longer quote it. 409 when it is awarded or closed already, or `version` is stale.',
  input: transportCloseInput,
  answer: writeResult,
  errors: [404, 409],
});

export const listSupplierTransportInquiries = defineCall({
  method: 'GET',
  path: '/admin/pd/pdDemandQuote/list',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_TRANSPORT_QUOTE_PERMISSION,
  tag,
  summary: "The transport inquiries sent to the caller's company, newest first.",
  input: transportInquiryListInput,
  answer: envelope(page(transportInquiryRow)),
});

export const getSupplierTransportInquiry = defineCall({
  method: 'GET',
  path: '/admin/pd/pdDemandQuote/detail',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_TRANSPORT_QUOTE_PERMISSION,
  tag,
  summary:
    "One transport inquiry sent to the caller's company with its own quote; 404 when it was not sent to it.",
  input: z.object({ id }),
  answer: envelope(supplierTransportInquiry),
  errors: [404],
});

export const saveTransportQuote = defineCall({
  method: 'POST',
  path: '/admin/pd/pdDemandQuote/save',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_TRANSPORT_QUOTE_PERMISSION,
  tag,
  summary:
    'A transport supplier quotes or requotes an inquiry sent to it: rate per kg, minimum charge, surcharges, weight breaks (air), transit days, validity. 403 when the company is not a transport supplier or is frozen; 409 after the deadline or the award, or on a stale `version`.',
  input: transportQuoteInput,
  answer: writeResult,
  errors: [400, 403, 404, 409],
});

export const listSupplierTransportOrders = defineCall({
  method: 'GET',
  path: '/admin/pd/pdDemandOrder/list',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_TRANSPORT_ORDER_PERMISSION,
  tag,
  summary: "The transport orders awarded to the caller's company, newest first.",
  input: pageInput.extend({ state: transportOrderState.optional() }),
  answer: envelope(page(transportOrderRow)),
});

export const answerTransportOrder = defineCall({
  method: 'POST',
  path: '/admin/pd/pdDemandOrder/answer',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_TRANSPORT_ORDER_PERMISSION,
  tag,
  summary:
    'The supplier confirms an awarded transport order, or declines it with a reason. 409 when it was already answered or `version` is stale; 403 when the company is frozen.',
  input: transportOrderAnswerInput,
  answer: writeResult,
  errors: [400, 403, 404, 409],
});
