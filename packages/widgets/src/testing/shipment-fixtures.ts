// Fixture ship notices and a stateful mock of the ship notice calls (both sides) for the
// sp-shipments stories and tests: the list filters by state and searches numbers like the server;
// a notice opens with its lines, boxes and history; a move checks the version and the state
// machine as the server does (nextShipmentStates), or refuses as asked (409, frozen 403).
import {
  chargeableWeightKg,
  nextShipmentStates,
  shipmentsApi,
  type ShipmentDetail,
  type ShipmentRow,
  type ShipmentState,
} from '@portal/contract';
import type { MockApi, RecordedRequest } from './mock-api';
import { ok, refusal } from './fixtures';
import { uploadHandlers } from './upload-fixtures';

function shipment(n: number, state: ShipmentState, extra: Partial<ShipmentRow> = {}): ShipmentRow {
  return {
    id: `s-${n}`,
    noticeNumber: `PO-2026-0042-S${n}`,
    contractId: 'c-42',
    contractNumber: 'PO-2026-0042',
    supplierName: 'Sky Parts Co.',
    state,
    shipDate: '2026-11-20',
    expectedDeliveryDate: '2026-11-24',
    transportMode: 'air',
    waybillNumber: '78412345675',
    boxCount: 2,
    chargeableWeightKg: 32,
    dangerous: false,
    version: 1,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...extra,
  };
}

export const fixtureShipments = (): ShipmentRow[] => [
  shipment(1, 'inTransit'),
  shipment(2, 'planned', { dangerous: true, transportMode: 'land', waybillNumber: 'SF1234567' }),
  shipment(3, 'delivered'),
];

type Box = ShipmentDetail['boxes'][number];
function box(mark: string, sides: [number, number, number], kg: number, items: Box['items']): Box {
  const [length, width, height] = sides;
  const measure = { length, width, height, volumeUnit: 'cm3' as const, grossWeightKg: kg };
  return { mark, ...measure, chargeableWeightKg: chargeableWeightKg(measure), items };
}

/** A notice as its page shows it: two lines (one dangerous, a lithium battery), two boxes. */
export function fixtureShipmentDetail(
  row: ShipmentRow,
  side: 'supplier' | 'buyer' = 'supplier',
): ShipmentDetail {
  const boxes = [
    box('1/2', [60, 50, 40], 8, [
      { lineNo: 10, quantity: 2 },
      { lineNo: 20, quantity: 1 },
    ]),
    box('2/2', [30, 30, 30], 12, [{ lineNo: 20, quantity: 4 }]),
  ];
  return {
    ...row,
    boxCount: boxes.length,
    chargeableWeightKg: boxes.reduce((sum, b) => sum + b.chargeableWeightKg, 0),
    dangerous: true,
    tradeTerms: 'FCA',
    deliveryPlace: 'Haikou Meilan',
    transportAgent: 'Other',
    agentName: 'Kerry Logistics',
    remarks: 'Handle the batteries with care',
    lines: [
      {
        lineNo: 10,
        partNumber: '2-1589-3',
        description: 'Brake assembly',
        unit: 'EA',
        quantity: 2,
        tradeTerms: 'FCA',
        deliveryPlace: 'Haikou Meilan',
        cargo: 'general',
        unNumber: '',
        properShippingName: '',
        hazardClass: '',
        packingGroup: null,
        msds: null,
        lithiumBattery: false,
        dryIce: false,
      },
      {
        lineNo: 20,
        partNumber: '66-4013',
        description: 'Emergency locator battery',
        unit: 'EA',
        quantity: 5,
        tradeTerms: 'FCA',
        deliveryPlace: 'Haikou Meilan',
        cargo: 'dangerous',
        unNumber: 'UN3480',
        properShippingName: 'Lithium ion batteries',
        hazardClass: '9',
        packingGroup: null,
        msds: {
          id: 'file-msds',
          name: 'ELT-battery-SDS.pdf',
          size: 81_920,
          uploadedAt: '2026-11-19T08:00:00.000Z',
        },
        lithiumBattery: true,
        dryIce: false,
      },
    ],
    boxes,
    nextStates: nextShipmentStates(row.state, side),
    editable: side === 'supplier' && row.state === 'planned',
    // The notice in transit was collected; the others wait for their pickup.
    pickup:
      row.state === 'planned'
        ? null
        : {
            address: 'Hangar 3, Meilan Airport, Haikou',
            contact: 'Wang Fang',
            phone: '+86 898 6575 1234',
            readyAt: '2026-11-20T01:00:00.000Z',
            openingHours: 'Mon-Fri 08:30-17:00',
          },
    handover:
      row.state === 'inTransit'
        ? {
            collectedBy: 'Zhao Lei (Kerry Logistics)',
            collectedAt: '2026-11-20T02:30:00.000Z',
            pieces: 2,
            remarks: '',
            recordedBy: '李娜',
            recordedSide: 'supplier',
          }
        : null,
    pickupEditable: side === 'supplier' && ['planned', 'shipped'].includes(row.state),
    handoverEditable: ['planned', 'shipped', 'inTransit'].includes(row.state),
    history: [
      { state: 'planned', remarks: '', byName: '李娜', at: '2026-11-19T08:00:00.000Z' },
      ...(row.state === 'planned'
        ? []
        : [{ state: row.state, remarks: '', byName: '李娜', at: '2026-11-20T08:00:00.000Z' }]),
    ],
  };
}

export interface ShipmentFixtureOptions {
  /** Every write answers this: 409 (stale) or 403 (frozen company). */
  writeFails?: 403 | 409;
  /** Create and update refuse the first line's quantity (another notice took it meanwhile). */
  quantityTaken?: boolean;
}

/** The confirmed contract c-42's lines: 10 (4 EA, 2 on notices) and 20 (10 EA, none yet). */
export const fixtureShippableLines = () => ({
  contractId: 'c-42',
  contractNumber: 'PO-2026-0042',
  kind: 'purchase' as const,
  lines: [
    {
      lineNo: 10,
      partNumber: '2-1589-3',
      description: 'Brake assembly',
      unit: 'EA',
      ordered: 4,
      notified: 2,
      open: 2,
    },
    {
      lineNo: 20,
      partNumber: '66-4013',
      description: 'Emergency locator battery',
      unit: 'EA',
      ordered: 10,
      notified: 0,
      open: 10,
    },
  ],
});

export function shipmentHandlers(
  api: MockApi,
  shipments = fixtureShipments(),
  opts: ShipmentFixtureOptions = {},
): void {
  const list = (req: RecordedRequest) => {
    const p = req.params;
    const q = (p.q ?? '').toLowerCase();
    const found = shipments.filter(
      (s) =>
        (!p.state || s.state === p.state) &&
        (!q ||
          `${s.noticeNumber} ${s.contractNumber} ${s.waybillNumber}`.toLowerCase().includes(q)),
    );
    const current = Number(p.current ?? 1);
    const size = Number(p.size ?? 20);
    const records = found.slice((current - 1) * size, current * size);
    return [200, ok({ records, total: found.length, current, size })] as [number, unknown];
  };
  api.on(shipmentsApi.listSupplierShipments, list);
  api.on(shipmentsApi.listBuyerShipments, list);
  const detail = (side: 'supplier' | 'buyer') => (req: RecordedRequest) => {
    const row = shipments.find((x) => x.id === req.params.id);
    return row
      ? ([200, ok(fixtureShipmentDetail(row, side))] as [number, unknown])
      : refusal(req, 404, 'shipment.notFound');
  };
  api.on(shipmentsApi.getSupplierShipment, detail('supplier'));
  api.on(shipmentsApi.getBuyerShipment, detail('buyer'));
  const move = (side: 'supplier' | 'buyer') => (req: RecordedRequest) => {
    const i = shipments.findIndex((x) => x.id === req.body.id);
    const row = shipments[i];
    if (!row) return refusal(req, 404, 'shipment.notFound');
    if (opts.writeFails === 403) return refusal(req, 403, 'freeze.frozenCommercial');
    if (opts.writeFails === 409 || Number(req.body.version) !== row.version)
      return refusal(req, 409, 'shipment.stale');
    const to = (side === 'buyer' ? 'delivered' : req.body.state) as ShipmentState;
    if (!nextShipmentStates(row.state, side).includes(to))
      return refusal(req, 409, 'shipment.moveNotAllowed');
    shipments[i] = { ...row, state: to, version: row.version + 1 };
    return [200, ok({ id: row.id, state: to, version: row.version + 1 })] as [number, unknown];
  };
  api.on(shipmentsApi.moveSupplierShipment, move('supplier'));
  api.on(shipmentsApi.listShippableContracts, () => [
    200,
    ok({
      records: [
        {
          id: 'c-42',
          contractNumber: 'PO-2026-0042',
          title: 'Brakes and batteries',
          kind: 'purchase',
        },
      ],
      total: 1,
      current: 1,
      size: 100,
    }),
  ]);
  api.on(shipmentsApi.getShippableLines, (req) =>
    req.params.contractId === 'c-42'
      ? [200, ok(fixtureShippableLines())]
      : refusal(req, 404, 'shipment.contractNotFound'),
  );
  const save = (req: RecordedRequest) => {
    if (opts.writeFails === 403) return refusal(req, 403, 'freeze.frozenCommercial');
    if (opts.quantityTaken) {
      return refusal(req, 400, 'shipment.quantityTooHigh', {
        fields: { 'notice.lines.0.quantity': 'More than can still be shipped of this line' },
      });
    }
    const existing = shipments.find((x) => x.id === req.body.id);
    if (existing) {
      if (Number(req.body.version) !== existing.version) return refusal(req, 409, 'shipment.stale');
      existing.version += 1;
      return [200, ok({ id: existing.id, state: existing.state, version: existing.version })] as [
        number,
        unknown,
      ];
    }
    const row = shipment(shipments.length + 1, 'planned');
    shipments.unshift(row);
    return [200, ok({ id: row.id, state: row.state, version: row.version })] as [number, unknown];
  };
  api.on(shipmentsApi.createShipment, save);
  // Pickup and handover: checked for the version and the frozen company, then only counted.
  const note = (req: RecordedRequest) => {
    const row = shipments.find((x) => x.id === req.body.id);
    if (!row) return refusal(req, 404, 'shipment.notFound');
    if (opts.writeFails === 403) return refusal(req, 403, 'freeze.frozenCommercial');
    if (opts.writeFails === 409 || Number(req.body.version) !== row.version)
      return refusal(req, 409, 'shipment.stale');
    row.version += 1;
    return [200, ok({ id: row.id, state: row.state, version: row.version })] as [number, unknown];
  };
  api.on(shipmentsApi.setShipmentPickup, note);
  api.on(shipmentsApi.recordSupplierHandover, note);
  api.on(shipmentsApi.recordBuyerHandover, note);
  uploadHandlers(api);
  api.on(shipmentsApi.updateShipment, save);
  api.on(shipmentsApi.markShipmentDelivered, move('buyer'));
}
