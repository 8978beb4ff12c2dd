// Seeds ship notices: two on supplier.demo's confirmed wheel-bearing contract (issue 15;
// docs/product-rules.md#ship-notices) once, after seedContracts, so both sides' ship notice screens
// show something on a fresh start: one shipped by air with its AWB and a box, one still planned by
// land, leaving 3 of the 10 bearings for a notice written in the form; transport.demo's demo
// transport order carries the shipped one; and three delivered ones that the demo bills bill
// (seed-bills.ts). The rows are those the create and move calls would have left; a notice number
// already there is left alone, so a restart changes nothing.
import { chargeableWeightKg, totalChargeableWeightKg, type ShipmentState } from '@portal/contract';
import type { Kysely } from 'kysely';
import { businessDateAfter } from '../core/business-time.ts';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { USERS } from './demo-data.ts';
import { DEMO_WAYBILL_ORDER } from './seed-waybills.ts';

interface SeedBox {
  mark: string;
  length: number;
  width: number;
  height: number;
  grossWeightKg: number;
}

interface SeedNotice {
  /** The contract it ships (supplier.demo's, confirmed or closed). */
  contract: string;
  suffix: string;
  /** The states it went through, the last its own, one day apart up to the seed. */
  states: ShipmentState[];
  /** Ship date, days after the seed (negative: before). */
  shipDays: number;
  transitDays: number;
  transportMode: 'air' | 'land';
  waybillNumber: string;
  /** Line number and quantity shipped of each contract line it carries. */
  lines: [number, number][];
  boxes: SeedBox[];
}

/** The notice the demo transport order TO-DEMO-0001 carries. */
const CARRIED = 'PO-2026-0104-S1';

export const DEMO_SHIPMENTS: SeedNotice[] = [
  {
    contract: 'PO-2026-0104',
    suffix: 'S1',
    states: ['planned', 'shipped'],
    shipDays: -1,
    transitDays: 3,
    transportMode: 'air',
    // 784 prefix, serial 1234567, check digit 1234567 mod 7 = 5.
    waybillNumber: '78412345675',
    lines: [[10, 4]],
    boxes: [{ mark: '1/1', length: 40, width: 30, height: 30, grossWeightKg: 18 }],
  },
  {
    contract: 'PO-2026-0104',
    suffix: 'S2',
    states: ['planned'],
    shipDays: 7,
    transitDays: 2,
    transportMode: 'land',
    waybillNumber: 'SF-DEMO-0002',
    lines: [[10, 3]],
    boxes: [],
  },
  // Delivered notices, so there is something to bill (issue 16; seed-bills.ts bills the last two):
  // the bearings and seal kits (PO-2026-0109), not billed, for the supplier to try a bill on.
  {
    contract: 'PO-2026-0109',
    suffix: 'S1',
    states: ['planned', 'shipped', 'delivered'],
    shipDays: -38,
    transitDays: 3,
    transportMode: 'air',
    // 784 prefix, serial 7654321, check digit 7654321 mod 7 = 3.
    waybillNumber: '78476543213',
    lines: [
      [10, 10],
      [20, 6],
    ],
    boxes: [{ mark: '1/1', length: 60, width: 40, height: 40, grossWeightKg: 36 }],
  },
  {
    contract: 'TO-2026-0302',
    suffix: 'S1',
    states: ['planned', 'shipped', 'delivered'],
    shipDays: -75,
    transitDays: 4,
    transportMode: 'land',
    waybillNumber: 'SF-DEMO-0302',
    lines: [[10, 1]],
    boxes: [],
  },
  {
    contract: 'AOG-2026-0402',
    suffix: 'S1',
    states: ['planned', 'shipped', 'delivered'],
    shipDays: -5,
    transitDays: 1,
    transportMode: 'air',
    // 784 prefix, serial 2222222, check digit 2222222 mod 7 = 2.
    waybillNumber: '78422222222',
    lines: [[10, 1]],
    boxes: [{ mark: '1/1', length: 50, width: 40, height: 40, grossWeightKg: 22 }],
  },
];

const DAY = 86_400_000;

export async function seedShipments(db: Kysely<Database>, seedTime: Date): Promise<void> {
  const byName = USERS.find((u) => u.account === 'supplier.demo')!.realName;
  await db.transaction().execute(async (trx) => {
    for (const spec of DEMO_SHIPMENTS) {
      const contract = await trx
        .selectFrom('contracts')
        .select(['id', 'supplier_id'])
        .where('contract_number', '=', spec.contract)
        .where('state', 'in', ['confirmed', 'closed'])
        .executeTakeFirst();
      if (!contract) continue;
      const noticeNumber = `${spec.contract}-${spec.suffix}`;
      const id = stableId(`shipment:${noticeNumber}`);
      const shipDate = businessDateAfter(seedTime, spec.shipDays);
      const boxes = spec.boxes.map((b) => ({ ...b, volumeUnit: 'cm3' as const }));
      const state = spec.states.at(-1)!;
      // A delivered notice last changed on its delivery; the others the day before the seed.
      const lastDay = state === 'delivered' ? spec.shipDays + spec.transitDays : -1;
      const updatedAt = new Date(seedTime.getTime() + lastDay * DAY);
      const inserted = await trx
        .insertInto('shipments')
        .values({
          id,
          notice_number: noticeNumber,
          contract_id: contract.id,
          supplier_id: contract.supplier_id,
          state,
          ship_date: shipDate,
          expected_delivery_date: businessDateAfter(seedTime, spec.shipDays + spec.transitDays),
          trade_terms: 'FCA',
          delivery_place: 'Haikou Meilan International Airport',
          transport_mode: spec.transportMode,
          waybill_number: spec.waybillNumber,
          transport_agent: 'Other',
          agent_name: 'Kerry Logistics',
          remarks: '',
          box_count: boxes.length,
          chargeable_weight_kg: totalChargeableWeightKg(boxes),
          dangerous: false,
          version: spec.states.length,
          created_at: new Date(updatedAt.getTime() - (spec.states.length - 1) * DAY),
          updated_at: updatedAt,
        })
        .onConflict((oc) => oc.column('notice_number').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      await trx
        .insertInto('shipment_lines')
        .values(
          spec.lines.map(([lineNo, quantity], position) => ({
            shipment_id: id,
            contract_id: contract.id,
            line_no: lineNo,
            position,
            quantity,
            trade_terms: 'FCA',
            delivery_place: 'Haikou Meilan International Airport',
          })),
        )
        .execute();
      if (boxes.length) {
        await trx
          .insertInto('shipment_boxes')
          .values(
            boxes.map((b, position) => ({
              shipment_id: id,
              position,
              mark: b.mark,
              length: b.length,
              width: b.width,
              height: b.height,
              volume_unit: b.volumeUnit,
              gross_weight_kg: b.grossWeightKg,
              chargeable_weight_kg: chargeableWeightKg(b),
              items: JSON.stringify(spec.lines.map(([lineNo, quantity]) => ({ lineNo, quantity }))),
            })),
          )
          .execute();
      }
      await trx
        .insertInto('shipment_events')
        .values(
          spec.states.map((s, i) => ({
            id: stableId(`shipment:${noticeNumber}:${s}`),
            shipment_id: id,
            state: s,
            remarks: '',
            by_name: byName,
            company_id: contract.supplier_id,
            at: new Date(updatedAt.getTime() - (spec.states.length - 1 - i) * DAY),
          })),
        )
        .execute();
    }
    // transport.demo's confirmed transport order carries the shipped notice, so its transport
    // customs page (/sup/pdCustoms/index) shows a record on a fresh start. Only an order that
    // names no notice yet is linked: a restart or the buyer's own choice is left alone.
    await trx
      .updateTable('transport_orders')
      .set({ shipment_id: stableId(`shipment:${CARRIED}`) })
      .where('number', '=', DEMO_WAYBILL_ORDER)
      .where('shipment_id', 'is', null)
      .execute();
  });
}
