// Ship notices (issue 15; docs/product-rules.md#ship-notices): a goods supplier announces what it
// ships against a confirmed contract (/sup/supContract/shipment): shipping info, a waybill and/or a
// box list, the cargo lines with their dangerous-goods data. The buyer (/hna/hnaShipment/index)
// reads every notice and may confirm a delivery. Another company's notice is 404; a move the state
// machine does not list, an edit after planning or a stale `version` is 409.
import { z } from 'zod';
import { INCOTERMS } from '../inquiry/constants.ts';
import { menuPermission } from '../menus/catalog.ts';
import { CONTRACT_KINDS } from '../order/constants.ts';
import { awbProblem, normaliseAwb } from '../shipping/awb.ts';
import { boxListProblems, cargoProblems } from '../shipping/cargo.ts';
import {
  BOX_SIDE_MAX_CM,
  BOX_WEIGHT_MAX_KG,
  CARGO_KINDS,
  PACKING_GROUPS,
  SHIPMENT_BOXES_MAX,
  SHIPMENT_BOX_ITEMS_MAX,
  SHIPMENT_LINES_MAX,
  SHIPMENT_REMARKS_MAX,
  SHIPMENT_STATES,
  SHIPMENT_TEXT_MAX,
  TRANSPORT_MODES,
  VOLUME_UNITS,
} from '../shipping/constants.ts';
import { defineCall } from './define.ts';
import { attachment } from './inquiry.ts';
import {
  shipmentHandover,
  shipmentHandoverInput,
  shipmentPickup,
  shipmentPickupInput,
} from './shipment-pickup.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';

const id = z.string().min(1).max(64);
const isoDateTime = z.iso.datetime({ offset: true });
const version = z.coerce.number().int().min(0);
const text = (max: number) => z.string().trim().max(max);
const tag = 'shipment';

/** The supplier's ship notices (docs/routes.txt: /sup/supContract/shipment). */
export const SUPPLIER_SHIPMENT_PERMISSION = menuPermission('/sup/supContract/shipment');
/** The buyer's shipment page (docs/routes.txt: /hna/hnaShipment/index). */
export const BUYER_SHIPMENT_PERMISSION = menuPermission('/hna/hnaShipment/index');

export const shipmentState = z.enum(SHIPMENT_STATES);
export const incoterm = z.enum(INCOTERMS);

const shipmentLineInput = z.object({
  /** The contract line (its number in the contract's current version). */
  lineNo: z.number().int().min(1),
  quantity: z.number().int().min(1).max(99_999_999),
  /** When the line differs from the notice's shipping info (the box rule compares them). */
  tradeTerms: incoterm.optional(),
  deliveryPlace: text(SHIPMENT_TEXT_MAX).min(1).optional(),
  cargo: z.enum(CARGO_KINDS).default('general'),
  unNumber: text(6).toUpperCase().optional(),
  properShippingName: text(SHIPMENT_TEXT_MAX).optional(),
  hazardClass: text(5).optional(),
  packingGroup: z.enum(PACKING_GROUPS).optional(),
  /** The MSDS/SDS, a file the caller's company uploaded. */
  msdsFileId: id.optional(),
  lithiumBattery: z.boolean().default(false),
  dryIce: z.boolean().default(false),
});

const side = z.number().positive().max(BOX_SIDE_MAX_CM);
const boxInput = z.object({
  /** The box's mark, e.g. "1/3". */
  mark: text(40).default(''),
  length: side,
  width: side,
  height: side,
  volumeUnit: z.enum(VOLUME_UNITS).default('cm3'),
  grossWeightKg: z.number().positive().max(BOX_WEIGHT_MAX_KG),
  items: z
    .array(z.object({ lineNo: z.number().int().min(1), quantity: z.number().int().min(1) }))
    .min(1)
    .max(SHIPMENT_BOX_ITEMS_MAX),
});

/** The notice a supplier writes; the same for create and for edit. */
export const shipmentNoticeFields = z
  .object({
    shipDate: z.iso.date(),
    expectedDeliveryDate: z.iso.date(),
    tradeTerms: incoterm,
    deliveryPlace: text(SHIPMENT_TEXT_MAX).min(1),
    transportMode: z.enum(TRANSPORT_MODES),
    /** The AWB number for air (checked), the carrier's consignment number for land. */
    waybillNumber: text(40).default(''),
    /** An agent serving the origin, or "Other" (then `agentName` says who). */
    transportAgent: text(SHIPMENT_TEXT_MAX).min(1),
    agentName: text(SHIPMENT_TEXT_MAX).default(''),
    remarks: text(SHIPMENT_REMARKS_MAX).default(''),
    lines: z.array(shipmentLineInput).min(1).max(SHIPMENT_LINES_MAX),
    boxes: z.array(boxInput).max(SHIPMENT_BOXES_MAX).default([]),
  })
  .superRefine((n, ctx) => {
    const fail = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (n.expectedDeliveryDate < n.shipDate) {
      fail(['expectedDeliveryDate'], 'shipment.deliveryBeforeShip');
    }
    if (!n.waybillNumber && n.boxes.length === 0)
      fail(['waybillNumber'], 'shipment.waybillOrBoxes');
    if (n.waybillNumber && n.transportMode === 'air') {
      const problem = awbProblem(n.waybillNumber);
      if (problem === 'format') fail(['waybillNumber'], 'shipment.awbFormat');
      if (problem === 'checkDigit') fail(['waybillNumber'], 'shipment.awbCheckDigit');
    }
    const seen = new Set<number>();
    n.lines.forEach((line, i) => {
      if (seen.has(line.lineNo)) fail(['lines', i, 'lineNo'], 'shipment.lineRepeated');
      seen.add(line.lineNo);
      for (const p of cargoProblems(line)) fail(['lines', i, ...p.path], p.message);
    });
    for (const p of boxListProblems(n, n.lines, n.boxes)) fail(p.path, p.message);
  })
  .transform((n) => ({
    ...n,
    waybillNumber: n.transportMode === 'air' ? normaliseAwb(n.waybillNumber) : n.waybillNumber,
  }));
export type ShipmentNoticeFields = z.input<typeof shipmentNoticeFields>;

export const createShipmentInput = z.object({ contractId: id, notice: shipmentNoticeFields });
export const updateShipmentInput = z.object({ id, version, notice: shipmentNoticeFields });
export const moveShipmentInput = z.object({
  id,
  version,
  state: shipmentState,
  remarks: text(SHIPMENT_REMARKS_MAX).default(''),
});

export const setShipmentPickupInput = z.object({ id, version, pickup: shipmentPickupInput });
export const recordShipmentHandoverInput = z.object({
  id,
  version,
  handover: shipmentHandoverInput,
});

export const shipmentListInput = pageInput.extend({
  state: shipmentState.optional(),
  /** Notice number, contract number or waybill contains. */
  q: z.string().trim().max(60).optional(),
  contractId: id.optional(),
});

export const shipmentRow = z.object({
  id,
  noticeNumber: z.string(),
  contractId: id,
  contractNumber: z.string(),
  supplierName: z.string(),
  state: shipmentState,
  shipDate: z.string(),
  expectedDeliveryDate: z.string(),
  transportMode: z.enum(TRANSPORT_MODES),
  waybillNumber: z.string(),
  boxCount: z.number().int(),
  chargeableWeightKg: z.number(),
  dangerous: z.boolean(),
  version: z.number().int(),
  updatedAt: isoDateTime,
});
export type ShipmentRow = z.infer<typeof shipmentRow>;

const lineOut = z.object({
  lineNo: z.number().int(),
  partNumber: z.string(),
  description: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  tradeTerms: incoterm,
  deliveryPlace: z.string(),
  cargo: z.enum(CARGO_KINDS),
  unNumber: z.string(),
  properShippingName: z.string(),
  hazardClass: z.string(),
  packingGroup: z.enum(PACKING_GROUPS).nullable(),
  msds: attachment.nullable(),
  lithiumBattery: z.boolean(),
  dryIce: z.boolean(),
});

const boxOut = z.object({
  mark: z.string(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  volumeUnit: z.enum(VOLUME_UNITS),
  grossWeightKg: z.number(),
  chargeableWeightKg: z.number(),
  items: z.array(z.object({ lineNo: z.number().int(), quantity: z.number().int() })),
});

export const shipmentDetail = shipmentRow.extend({
  tradeTerms: incoterm,
  deliveryPlace: z.string(),
  transportAgent: z.string(),
  agentName: z.string(),
  remarks: z.string(),
  lines: z.array(lineOut),
  boxes: z.array(boxOut),
  /** The states the caller's side may set next. */
  nextStates: z.array(shipmentState),
  editable: z.boolean(),
  history: z.array(
    z.object({ state: shipmentState, remarks: z.string(), byName: z.string(), at: isoDateTime }),
  ),
  /** Where and when the forwarder collects; null until the supplier says. */
  pickup: shipmentPickup.nullable(),
  /** The collection as recorded; null until it happened. */
  handover: shipmentHandover.nullable(),
  /** The caller may write the pickup (the supplier, while the goods are at its site). */
  pickupEditable: z.boolean(),
  /** The caller may record the handover (either side, until the goods arrived). */
  handoverEditable: z.boolean(),
});
export type ShipmentDetail = z.infer<typeof shipmentDetail>;

/** A confirmed contract's lines and what of each may still be shipped. */
export const shippableLines = z.object({
  contractId: id,
  contractNumber: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      partNumber: z.string(),
      description: z.string(),
      unit: z.string(),
      ordered: z.number().int(),
      notified: z.number().int(),
      open: z.number().int(),
    }),
  ),
});

/** The form's contract pick list: number or title contains. */
export const shippableContractListInput = pageInput.extend({
  q: text(SHIPMENT_TEXT_MAX).optional(),
});

/** A confirmed goods contract the supplier may write a ship notice for. */
export const shippableContractRow = z.object({
  id,
  contractNumber: z.string(),
  title: z.string(),
  kind: z.enum(CONTRACT_KINDS),
});
export type ShippableContractRow = z.infer<typeof shippableContractRow>;

export const shipmentWriteResult = envelope(
  z.object({ id, state: shipmentState, version: z.number().int() }),
);

export const listSupplierShipments = defineCall({
  method: 'GET',
  path: '/admin/contract/shipment/list',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_SHIPMENT_PERMISSION,
  tag,
  summary: "The caller's company's ship notices, newest first; by state, contract and text.",
  input: shipmentListInput,
  answer: envelope(page(shipmentRow)),
});

export const getSupplierShipment = defineCall({
  method: 'GET',
  path: '/admin/contract/shipment/detail',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_SHIPMENT_PERMISSION,
  tag,
  summary:
    "One ship notice of the caller's company with its lines, boxes (with chargeable weight), history and the states it may move to.",
  input: z.object({ id }),
  answer: envelope(shipmentDetail),
  errors: [404],
});

export const listShippableContracts = defineCall({
  method: 'GET',
  path: '/admin/contract/shipment/contracts',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_SHIPMENT_PERMISSION,
  tag,
  summary:
    "The caller's company's confirmed goods contracts (purchase, tool, AOG), newest first: the ship notice form's pick list, under the ship notice permission so a role needs no contract or forecast page to write notices.",
  input: shippableContractListInput,
  answer: envelope(page(shippableContractRow)),
});

export const getShippableLines = defineCall({
  method: 'GET',
  path: '/admin/contract/shipment/lines',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_SHIPMENT_PERMISSION,
  tag,
  summary:
    "A confirmed goods contract of the caller's company: its lines with the quantity ordered, already notified and still open.",
  input: z.object({ contractId: id }),
  answer: envelope(shippableLines),
  errors: [404, 409],
});

export const createShipment = defineCall({
  method: 'POST',
  path: '/admin/contract/shipment/create',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_SHIPMENT_PERMISSION,
  tag,
  summary:
    'The supplier announces a shipment against its confirmed contract (state planned). A waybill or a box list is required; an air waybill must pass the AWB check digit; a box combines lines of the same trade terms and delivery place only; dangerous lines need UN number, proper shipping name, class, MSDS and a packing group unless their class has none (gases, lithium batteries). Quantities may not exceed what is still open. The ERP hears it. 403 when the company is frozen.',
  input: createShipmentInput,
  answer: shipmentWriteResult,
  errors: [403, 404, 409],
});

export const updateShipment = defineCall({
  method: 'POST',
  path: '/admin/contract/shipment/update',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_SHIPMENT_PERMISSION,
  tag,
  summary:
    'The supplier rewrites a planned ship notice (same rules as create). 409 once shipped or on a stale `version`.',
  input: updateShipmentInput,
  answer: shipmentWriteResult,
  errors: [403, 404, 409],
});

export const moveSupplierShipment = defineCall({
  method: 'POST',
  path: '/admin/contract/shipment/move',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_SHIPMENT_PERMISSION,
  tag,
  summary:
    'The supplier moves its ship notice: planned → shipped → in transit → delivered, or to exception and on. The ERP hears it. 409 for a move not allowed or a stale `version`.',
  input: moveShipmentInput,
  answer: shipmentWriteResult,
  errors: [403, 404, 409],
});

export const listBuyerShipments = defineCall({
  method: 'GET',
  path: '/admin/contract/hnaShipment/list',
  encoding: 'query',
  audience: 'buyer',
  permission: BUYER_SHIPMENT_PERMISSION,
  tag,
  summary: "Every supplier's ship notices with their state (buyer).",
  input: shipmentListInput,
  answer: envelope(page(shipmentRow)),
});

export const getBuyerShipment = defineCall({
  method: 'GET',
  path: '/admin/contract/hnaShipment/detail',
  encoding: 'query',
  audience: 'buyer',
  permission: BUYER_SHIPMENT_PERMISSION,
  tag,
  summary: 'One ship notice with its lines, boxes and history (buyer).',
  input: z.object({ id }),
  answer: envelope(shipmentDetail),
  errors: [404],
});

export const markShipmentDelivered = defineCall({
  method: 'POST',
  path: '/admin/contract/hnaShipment/delivered',
  encoding: 'json',
  audience: 'buyer',
  permission: BUYER_SHIPMENT_PERMISSION,
  tag,
  summary:
    'The buyer confirms the goods arrived (state delivered) once the notice is shipped, in transit or in exception. 409 otherwise or on a stale `version`.',
  input: z.object({ id, version, remarks: text(SHIPMENT_REMARKS_MAX).default('') }),
  answer: shipmentWriteResult,
  errors: [404, 409],
});

export const setShipmentPickup = defineCall({
  method: 'POST',
  path: '/admin/contract/shipment/pickup',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_SHIPMENT_PERMISSION,
  tag,
  summary:
    'The supplier says where and when the forwarder collects its ship notice: address, contact, phone, ready time and opening hours. While the notice is planned or shipped; 409 otherwise or on a stale `version`; 403 when the company is frozen.',
  input: setShipmentPickupInput,
  answer: shipmentWriteResult,
  errors: [403, 404, 409],
});

export const recordSupplierHandover = defineCall({
  method: 'POST',
  path: '/admin/contract/shipment/handover',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_SHIPMENT_PERMISSION,
  tag,
  summary:
    'The supplier records the collection of its ship notice: who took it, when (not in the future) and how many pieces. A later record corrects it. While planned, shipped or in transit; 409 otherwise or on a stale `version`; 403 when frozen.',
  input: recordShipmentHandoverInput,
  answer: shipmentWriteResult,
  errors: [403, 404, 409],
});

export const recordBuyerHandover = defineCall({
  method: 'POST',
  path: '/admin/contract/hnaShipment/handover',
  encoding: 'json',
  audience: 'buyer',
  permission: BUYER_SHIPMENT_PERMISSION,
  tag,
  summary:
    "The buyer (its forwarder's collection) records who took the goods, when and how many pieces. While planned, shipped or in transit; 409 otherwise or on a stale `version`.",
  input: recordShipmentHandoverInput,
  answer: shipmentWriteResult,
  errors: [404, 409],
});
