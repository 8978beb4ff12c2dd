// A ship notice as its page shows it (docs/product-rules.md#ship-notices): the shipping info, the
// lines with their dangerous-goods data and MSDS, the boxes with each one's chargeable weight (the
// notice's total is in the header), and the state history. One resource per side: the same
// sections over the supplier's or the buyer's call.
import {
  CARGO_KINDS,
  INCOTERMS,
  PACKING_GROUPS,
  TRANSPORT_MODES,
  VOLUME_UNITS,
  shipmentsApi,
  type ShipmentDetail,
} from '@portal/contract';
import { defineResource, type DetailSectionDef, type FieldDef } from '../../kit/resource';
import { shipmentStateField } from '../../kit/status-colors';
import { formatNumber } from '../../runtime/format';
import type { TFunction } from '../../runtime/i18n';
import type { ShipmentViewSide } from './shipment-list';
import { SHIPMENTS_NS } from './shipments-text';

/** Every notice query of both sides starts with this: a move refetches the list and the page. */
export const SHIPMENTS_KEY = 'shipments';

type Box = ShipmentDetail['boxes'][number];

/** "10 × 2; 20 × 1": the contract lines a box holds and how many of each. */
export const boxContentsText = (items: Box['items'], t: TFunction) =>
  items
    .map((i) =>
      t('box.item', { ns: SHIPMENTS_NS, lineNo: i.lineNo, quantity: formatNumber(i.quantity) }),
    )
    .join('; ');

const weight = (label: string): FieldDef => ({ kind: 'number', label, unit: 'kg' });

const HEADER_FIELDS = {
  noticeNumber: { kind: 'text', label: 'f.noticeNumber' },
  contractNumber: { kind: 'text', label: 'f.contractNumber' },
  supplierName: { kind: 'text', label: 'f.supplierName' },
  state: shipmentStateField('f.state'),
  shipDate: { kind: 'date', label: 'f.shipDate' },
  expectedDeliveryDate: { kind: 'date', label: 'f.expectedDeliveryDate' },
  tradeTerms: { kind: 'enum', label: 'f.tradeTerms', enum: 'raw', options: INCOTERMS },
  deliveryPlace: { kind: 'text', label: 'f.deliveryPlace' },
  transportMode: {
    kind: 'enum',
    label: 'f.transportMode',
    enum: 'transportMode',
    options: TRANSPORT_MODES,
  },
  waybillNumber: { kind: 'text', label: 'f.waybillNumber' },
  transportAgent: { kind: 'text', label: 'f.transportAgent' },
  agentName: { kind: 'text', label: 'f.agentName' },
  boxCount: { kind: 'number', label: 'f.boxCount' },
  chargeableWeightKg: weight('f.totalChargeableWeight'),
  remarks: { kind: 'textarea', label: 'f.remarks', wide: true },
  updatedAt: { kind: 'date-time', label: 'f.updatedAt' },
} satisfies Partial<Record<keyof ShipmentDetail, FieldDef>>;

const flag = (label: string): FieldDef => ({ kind: 'boolean', label });

const LINES: DetailSectionDef<ShipmentDetail> = {
  title: 's.lines',
  table: 'lines',
  wrap: true,
  fields: {
    lineNo: { kind: 'number', label: 'line.lineNo' },
    partNumber: { kind: 'text', label: 'line.partNumber' },
    description: { kind: 'text', label: 'line.description' },
    quantity: { kind: 'number', label: 'line.quantity' },
    unit: { kind: 'enum', label: 'line.unit', enum: 'raw', options: [] },
    tradeTerms: { kind: 'enum', label: 'f.tradeTerms', enum: 'raw', options: INCOTERMS },
    deliveryPlace: { kind: 'text', label: 'f.deliveryPlace' },
    cargo: { kind: 'enum', label: 'line.cargo', enum: 'cargoKind', options: CARGO_KINDS },
    unNumber: { kind: 'text', label: 'line.unNumber' },
    properShippingName: { kind: 'text', label: 'line.properShippingName' },
    hazardClass: { kind: 'text', label: 'line.hazardClass' },
    packingGroup: {
      kind: 'enum',
      label: 'line.packingGroup',
      enum: 'raw',
      options: PACKING_GROUPS,
    },
    lithiumBattery: flag('line.lithiumBattery'),
    dryIce: flag('line.dryIce'),
    // The MSDS's own fields, read from the nested attachment (the kit's table flattens it).
    name: { kind: 'file', label: 'line.msds', idField: 'id' },
  },
  columns: [
    { field: 'lineNo', width: 64 },
    { field: 'partNumber', width: 130 },
    { field: 'description', width: 200 },
    { field: 'quantity', width: 90 },
    { field: 'unit', width: 70 },
    { field: 'tradeTerms', width: 90 },
    { field: 'deliveryPlace', width: 150 },
    { field: 'cargo', width: 110 },
    { field: 'unNumber', width: 100 },
    { field: 'properShippingName', width: 180 },
    { field: 'hazardClass', width: 80 },
    { field: 'packingGroup', width: 110 },
    { field: 'lithiumBattery', width: 110 },
    { field: 'dryIce', width: 90 },
    { field: 'name', width: 180 },
  ],
};

const BOXES: DetailSectionDef<ShipmentDetail> = {
  title: 's.boxes',
  table: 'boxes',
  empty: 'empty.boxes',
  wrap: true,
  fields: {
    mark: { kind: 'text', label: 'box.mark' },
    length: { kind: 'number', label: 'box.length', step: 0.01 },
    width: { kind: 'number', label: 'box.width', step: 0.01 },
    height: { kind: 'number', label: 'box.height', step: 0.01 },
    volumeUnit: {
      kind: 'enum',
      label: 'box.volumeUnit',
      enum: 'volumeUnit',
      options: VOLUME_UNITS,
    },
    grossWeightKg: weight('box.grossWeightKg'),
    chargeableWeightKg: weight('box.chargeableWeightKg'),
    items: {
      kind: 'text',
      label: 'box.items',
      render: (value: Box['items'], _row: unknown, t: TFunction) => boxContentsText(value, t),
    },
  },
  columns: [
    { field: 'mark', width: 80 },
    { field: 'length', width: 90 },
    { field: 'width', width: 90 },
    { field: 'height', width: 90 },
    { field: 'volumeUnit', width: 110 },
    { field: 'grossWeightKg', width: 130 },
    { field: 'chargeableWeightKg', width: 150 },
    { field: 'items', width: 200 },
  ],
};

const HISTORY: DetailSectionDef<ShipmentDetail> = {
  title: 's.history',
  table: 'history',
  wrap: true,
  fields: {
    at: { kind: 'date-time', label: 'h.at' },
    state: shipmentStateField('h.state'),
    byName: { kind: 'text', label: 'h.byName' },
    remarks: { kind: 'text', label: 'h.remarks' },
  },
  columns: [
    { field: 'at', width: 170 },
    { field: 'state', width: 130 },
    { field: 'byName', width: 140 },
    { field: 'remarks', width: 300 },
  ],
};

const HEADER = (side: ShipmentViewSide): DetailSectionDef<ShipmentDetail> => ({
  title: 's.header',
  fields: [
    'noticeNumber',
    'contractNumber',
    ...(side === 'buyer' ? (['supplierName'] as const) : []),
    'state',
    'shipDate',
    'expectedDeliveryDate',
    'tradeTerms',
    'deliveryPlace',
    'transportMode',
    'waybillNumber',
    'transportAgent',
    'agentName',
    'boxCount',
    'chargeableWeightKg',
    'updatedAt',
    'remarks',
  ],
});

const detailResource = (side: ShipmentViewSide) =>
  defineResource({
    name: SHIPMENTS_KEY,
    ns: SHIPMENTS_NS,
    fields: HEADER_FIELDS,
    get: {
      route: side === 'buyer' ? shipmentsApi.getBuyerShipment : shipmentsApi.getSupplierShipment,
      input: (id) => ({ id }),
    },
    detail: { sections: [HEADER(side), LINES, BOXES, HISTORY] },
  });

/** The notice page's resource of each side, built once. */
export const SHIPMENT_DETAIL = {
  supplier: detailResource('supplier'),
  buyer: detailResource('buyer'),
};
