// Domestic waybills (issue 15; docs/product-rules.md#domestic-waybills). A transport supplier
// writes a waybill for one of its confirmed transport orders (/sup/supContract/domesticCreate),
// moves it created → picked up → in transit, records exceptions (damage, delay, loss, with photos)
// on the road and reaches delivered only with the sign-for (who, when, proof file)
// (/sup/domesticTransport/index). The buyer reads the waybills of its transport orders and answers
// each exception with feedback (/hna/pdDemandInquiry/index). Another company's order or waybill,
// or a company that is not a transport supplier, is 404; a move the state does not allow, a taken
// waybill number or a stale `version` is 409.
import { z } from 'zod';
import { AMOUNT_MAX, CURRENCIES } from '../inquiry/constants.ts';
import { menuPermission } from '../menus/catalog.ts';
import {
  WAYBILL_ADDRESS_MAX,
  WAYBILL_DESCRIPTION_MAX,
  WAYBILL_EXCEPTION_KINDS,
  WAYBILL_FEEDBACK_MAX,
  WAYBILL_INSURANCE_RATE_MAX,
  WAYBILL_MOVE_STATES,
  WAYBILL_NAME_MAX,
  WAYBILL_NUMBER_MAX,
  WAYBILL_NUMBER_PATTERN,
  WAYBILL_PHONE_PATTERN,
  WAYBILL_PHOTOS_MAX,
  WAYBILL_PIECES_MAX,
  WAYBILL_STATES,
  WAYBILL_VOLUME_MAX,
  WAYBILL_WEIGHT_MAX,
} from '../transport/waybill.ts';
import { defineCall } from './define.ts';
import { attachment } from './inquiry.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';
import { BUYER_TRANSPORT_PERMISSION, transportMode } from './transport.ts';

const id = z.string().min(1).max(64);
const isoDateTime = z.iso.datetime({ offset: true });
const version = z.coerce.number().int().min(0);
const tag = 'domestic-waybill';

/** Writing a waybill for a confirmed order (SPEC: supContract/domesticCreate). */
export const SUPPLIER_WAYBILL_CREATE_PERMISSION = menuPermission('/sup/supContract/domesticCreate');
/** The transport supplier's waybills and their moves (SPEC: domesticTransport). */
export const SUPPLIER_WAYBILL_PERMISSION = menuPermission('/sup/domesticTransport/index');

export const waybillState = z.enum(WAYBILL_STATES);
export const waybillExceptionKind = z.enum(WAYBILL_EXCEPTION_KINDS);

const name = z.string().trim().min(1).max(WAYBILL_NAME_MAX);
const address = z.string().trim().min(1).max(WAYBILL_ADDRESS_MAX);
const phone = z.string().trim().regex(WAYBILL_PHONE_PATTERN, { message: 'waybill.phoneInvalid' });
const description = z.string().trim().max(WAYBILL_DESCRIPTION_MAX);

export const waybillParty = z.object({ name, address, phone });

export const createWaybillInput = z.object({
  orderId: id,
  number: z
    .string()
    .trim()
    .min(1)
    .max(WAYBILL_NUMBER_MAX)
    .regex(WAYBILL_NUMBER_PATTERN, { message: 'waybill.numberInvalid' }),
  consignor: waybillParty,
  consignee: waybillParty,
  pieces: z.number().int().min(1).max(WAYBILL_PIECES_MAX),
  weightKg: z.number().positive().max(WAYBILL_WEIGHT_MAX),
  volumeM3: z.number().min(0).max(WAYBILL_VOLUME_MAX),
  cargoDescription: description.min(1),
  declaredValue: z.number().min(0).max(AMOUNT_MAX),
  currency: z.enum(CURRENCIES),
  /** Percent of the declared value, 0–5. */
  insuranceRatePercent: z
    .number()
    .min(0)
    .max(WAYBILL_INSURANCE_RATE_MAX, { message: 'waybill.rateTooHigh' }),
});
export type CreateWaybillInput = z.input<typeof createWaybillInput>;

export const waybillListInput = pageInput.extend({
  state: waybillState.optional(),
  /** Waybill number, order number or consignee contains. */
  q: z.string().trim().max(60).optional(),
});

export const moveWaybillInput = z.object({
  id,
  version,
  state: z.enum(WAYBILL_MOVE_STATES),
  remarks: description.default(''),
});

export const reportWaybillExceptionInput = z.object({
  id,
  version,
  kind: waybillExceptionKind,
  description: description.min(1),
  /** Images the caller's company uploaded. */
  photoFileIds: z
    .array(id)
    .max(WAYBILL_PHOTOS_MAX, { message: 'waybill.tooManyPhotos' })
    .default([]),
});

export const signWaybillInput = z.object({
  id,
  version,
  signedBy: name,
  signedAt: isoDateTime,
  /** The signed delivery receipt (a file the caller's company uploaded): required. */
  proofFileId: id,
  remarks: description.default(''),
});

export const waybillFeedbackInput = z.object({
  exceptionId: id,
  /** The exception's version: 1 until it has feedback. */
  version,
  feedback: z.string().trim().min(1).max(WAYBILL_FEEDBACK_MAX),
});

const party = z.object({ name: z.string(), address: z.string(), phone: z.string() });

export const waybillRow = z.object({
  id,
  number: z.string(),
  orderId: id,
  orderNumber: z.string(),
  supplierName: z.string(),
  mode: transportMode,
  origin: z.string(),
  destination: z.string(),
  consignor: party,
  consignee: party,
  pieces: z.number().int(),
  weightKg: z.number(),
  volumeM3: z.number(),
  cargoDescription: z.string(),
  declaredValue: z.number(),
  currency: z.string(),
  insuranceRatePercent: z.number(),
  premium: z.number(),
  state: waybillState,
  exceptionCount: z.number().int(),
  version: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type WaybillRow = z.infer<typeof waybillRow>;

export const waybillEvent = z.object({
  /** The state reached, or `exception` / `feedback` for the records beside it. */
  action: z.string(),
  remarks: z.string(),
  byName: z.string(),
  at: isoDateTime,
});

export const waybillException = z.object({
  id,
  kind: waybillExceptionKind,
  description: z.string(),
  photos: z.array(attachment),
  reportedByName: z.string(),
  reportedAt: isoDateTime,
  feedback: z.string(),
  feedbackByName: z.string(),
  feedbackAt: isoDateTime.nullable(),
  version: z.number().int(),
});
export type WaybillException = z.infer<typeof waybillException>;

export const waybillSignFor = z.object({
  signedBy: z.string(),
  signedAt: isoDateTime,
  proof: attachment,
});

export const waybillDetail = waybillRow.extend({
  exceptions: z.array(waybillException),
  signFor: waybillSignFor.nullable(),
  events: z.array(waybillEvent),
});
export type WaybillDetail = z.infer<typeof waybillDetail>;

/** A confirmed order a waybill can be written for, with the inquiry's cargo to start from. */
export const waybillOrderOption = z.object({
  id,
  number: z.string(),
  mode: transportMode,
  origin: z.string(),
  destination: z.string(),
  pieces: z.number().int(),
  weightKg: z.number(),
  volumeM3: z.number(),
  currency: z.string(),
  waybillCount: z.number().int(),
});
export type WaybillOrderOption = z.infer<typeof waybillOrderOption>;

const writeResult = envelope(
  z.object({ id, state: z.string(), version: z.number().int(), number: z.string().optional() }),
);

export const listWaybillOrders = defineCall({
  method: 'GET',
  path: '/admin/pd/domesticWaybill/orders',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_WAYBILL_CREATE_PERMISSION,
  tag,
  summary: "The caller's confirmed transport orders a waybill can be written for, newest first.",
  input: z.object({}),
  answer: envelope(z.array(waybillOrderOption)),
});

export const createDomesticWaybill = defineCall({
  method: 'POST',
  path: '/admin/pd/domesticWaybill/create',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_WAYBILL_CREATE_PERMISSION,
  tag,
  summary:
    "A transport supplier writes a domestic waybill for one of its confirmed transport orders: its own waybill number (unique per supplier), consignor, consignee, pieces, weight, volume, cargo, declared value and insurance rate (0–5 %); the premium is computed. 404 for another company's order; 409 for a taken number or an order not confirmed; 403 when the company is frozen.",
  input: createWaybillInput,
  answer: writeResult,
  errors: [400, 403, 404, 409],
});

export const listSupplierWaybills = defineCall({
  method: 'GET',
  path: '/admin/pd/domesticWaybill/list',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_WAYBILL_PERMISSION,
  tag,
  summary: "The caller's domestic waybills, newest first, by state.",
  input: waybillListInput,
  answer: envelope(page(waybillRow)),
});

export const getSupplierWaybill = defineCall({
  method: 'GET',
  path: '/admin/pd/domesticWaybill/detail',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_WAYBILL_PERMISSION,
  tag,
  summary: "One of the caller's waybills with its exceptions, sign-for and history; 404 otherwise.",
  input: z.object({ id }),
  answer: envelope(waybillDetail),
  errors: [404],
});

export const moveDomesticWaybill = defineCall({
  method: 'POST',
  path: '/admin/pd/domesticWaybill/move',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_WAYBILL_PERMISSION,
  tag,
  summary:
    'The supplier records the pickup or the departure of a waybill; the ERP hears it. 409 for a move the state does not allow or a stale `version`.',
  input: moveWaybillInput,
  answer: writeResult,
  errors: [400, 403, 404, 409],
});

export const reportWaybillException = defineCall({
  method: 'POST',
  path: '/admin/pd/domesticWaybill/exception',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_WAYBILL_PERMISSION,
  tag,
  summary:
    'The supplier records damage, a delay or a loss of a waybill picked up or in transit, with a description and up to 6 photos (images its company uploaded). 409 outside those states or on a stale `version`.',
  input: reportWaybillExceptionInput,
  answer: writeResult,
  errors: [400, 403, 404, 409],
});

export const signDomesticWaybill = defineCall({
  method: 'POST',
  path: '/admin/pd/domesticWaybill/sign',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_WAYBILL_PERMISSION,
  tag,
  summary:
    'The supplier records the sign-for of a waybill in transit (who signed, when, the proof file), which delivers it; the ERP hears it. 400 without proof; 409 outside in transit or on a stale `version`.',
  input: signWaybillInput,
  answer: writeResult,
  errors: [400, 403, 404, 409],
});

export const listBuyerWaybills = defineCall({
  method: 'GET',
  path: '/admin/pd/pdDemandInquiry/waybills',
  encoding: 'query',
  audience: 'buyer',
  permission: BUYER_TRANSPORT_PERMISSION,
  tag,
  summary:
    "The domestic waybills of a transport inquiry's order, with their exceptions and sign-for (buyer).",
  input: z.object({ inquiryId: id }),
  answer: envelope(z.array(waybillDetail)),
  errors: [404],
});

export const giveWaybillFeedback = defineCall({
  method: 'POST',
  path: '/admin/pd/pdDemandInquiry/waybillFeedback',
  encoding: 'json',
  audience: 'buyer',
  permission: BUYER_TRANSPORT_PERMISSION,
  tag,
  summary:
    'The buyer answers an exception of a waybill once with its feedback. 409 when it was already answered or `version` is stale.',
  input: waybillFeedbackInput,
  answer: writeResult,
  errors: [400, 404, 409],
});
