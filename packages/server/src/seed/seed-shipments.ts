// Seeds two ship notices on supplier.demo's confirmed wheel-bearing contract (issue 15;
// docs/product-rules.md#ship-notices) once, after seedContracts, so both sides' ship notice screens
// show something on a fresh start: one shipped by air with its AWB and a box, one still planned by
// land, leaving 3 of the 10 bearings for a notice written in the form; transport.demo's demo
// transport order carries the shipped one. The rows are those the create and move calls would have left; a notice number already
// there is left alone, so a restart changes nothing.
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
  suffix: string;
  /** The states it went through, the last its own, one day apart up to the seed. */
  states: ShipmentState[];
  /** Ship date, days after the seed (negative: before). */
  shipDays: number;
  transitDays: number;
  transportMode: 'air' | 'land';
  waybillNumber: string;
  quantity: number;
  boxes: SeedBox[];
}

const CONTRACT = 'PO-2026-0104';
const LINE_NO = 10;
/** The notice the demo transport order TO-DEMO-0001 carries. */
const CARRIED = 'S1';

export const DEMO_SHIPMENTS: SeedNotice[] = [
  {
    suffix: 'S1',
    states: ['planned', 'shipped'],
    shipDays: -1,
    transitDays: 3,
    transportMode: 'air',
    // 784 prefix, serial 1234567, check digit 1234567 mod 7 = 5.
    waybillNumber: '78412345675',
    quantity: 4,
    boxes: [{ mark: '1/1', length: 40, width: 30, height: 30, grossWeightKg: 18 }],
  },
  {
    suffix: 'S2',
    states: ['planned'],
    shipDays: 7,
    transitDays: 2,
    transportMode: 'land',
    waybillNumber: 'SF-DEMO-0002',
    quantity: 3,
    boxes: [],
  },
];

const DAY = 86_400_000;

export async function seedShipments(db: Kysely<Database>, seedTime: Date): Promise<void> {
  const byName = USERS.find((u) => u.account === 'supplier.demo')!.realName;
  await db.transaction().execute(async (trx) => {
    const contract = await trx
      .selectFrom('contracts')
      .select(['id', 'supplier_id'])
      .where('contract_number', '=', CONTRACT)
      .where('state', '=', 'confirmed')
      .executeTakeFirst();
    if (!contract) return;
    for (const spec of DEMO_SHIPMENTS) {
      const noticeNumber = `${CONTRACT}-${spec.suffix}`;
      const id = stableId(`shipment:${noticeNumber}`);
      const shipDate = businessDateAfter(seedTime, spec.shipDays);
      const boxes = spec.boxes.map((b) => ({ ...b, volumeUnit: 'cm3' as const }));
      const state = spec.states.at(-1)!;
      const updatedAt = new Date(seedTime.getTime() - DAY);
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
        .values({
          shipment_id: id,
          contract_id: contract.id,
          line_no: LINE_NO,
          position: 0,
          quantity: spec.quantity,
          trade_terms: 'FCA',
          delivery_place: 'Haikou Meilan International Airport',
        })
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
              items: JSON.stringify([{ lineNo: LINE_NO, quantity: spec.quantity }]),
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
      .set({ shipment_id: stableId(`shipment:${CONTRACT}-${CARRIED}`) })
      .where('number', '=', DEMO_WAYBILL_ORDER)
      .where('shipment_id', 'is', null)
      .execute();
  });
}
