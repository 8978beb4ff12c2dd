// Fixture ship notices and a mock of the ship notice list calls (both sides) for the sp-shipments
// stories and tests: the list filters by state and searches numbers like the server.
import { shipmentsApi, type ShipmentRow, type ShipmentState } from '@portal/contract';
import type { MockApi, RecordedRequest } from './mock-api';
import { ok } from './fixtures';

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

export function shipmentHandlers(api: MockApi, shipments = fixtureShipments()): void {
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
}
