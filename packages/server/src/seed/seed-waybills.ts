// The demo's domestic waybill (issue 15): transport.demo holds one confirmed transport order (an
// awarded land inquiry and its quote) with one waybill in transit, so that the waybill screens are
// not empty on a fresh start. The open inquiry of seed-transport.ts stays for quoting. Stable ids:
// seeding again leaves it as it is.
import { insurancePremium } from '@portal/contract';
import type { Kysely } from 'kysely';
import { businessDateAfter } from '../core/business-time.ts';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { COMPANIES } from './demo-data.ts';

export const DEMO_WAYBILL_INQUIRY = 'TI-DEMO-0002';
export const DEMO_WAYBILL_ORDER = 'TO-DEMO-0001';
export const DEMO_WAYBILL = 'SD-DEMO-0001';

const hoursBefore = (now: Date, h: number) => new Date(now.getTime() - h * 3_600_000);

export async function seedWaybills(db: Kysely<Database>, now: Date): Promise<void> {
  const company = COMPANIES.transportSupplier.id;
  const inquiryId = stableId(`transport-inquiry:${DEMO_WAYBILL_INQUIRY}`);
  const quoteId = stableId(`transport-quote:${DEMO_WAYBILL_INQUIRY}`);
  const orderId = stableId(`transport-order:${DEMO_WAYBILL_ORDER}`);
  const waybillId = stableId(`domestic-waybill:${DEMO_WAYBILL}`);
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('transport_inquiries')
      .values({
        id: inquiryId,
        number: DEMO_WAYBILL_INQUIRY,
        mode: 'land',
        origin: 'Haikou',
        destination: 'Guangzhou',
        cargo: 'general',
        pieces: 6,
        gross_weight_kg: 480,
        volume_m3: 3.2,
        ready_date: businessDateAfter(hoursBefore(now, 72), 0),
        reply_deadline: businessDateAfter(hoursBefore(now, 96), 0),
        remark: 'Wheel assemblies to the Guangzhou base',
        state: 'awarded',
        version: 3,
        created_by_name: '王磊',
        created_at: hoursBefore(now, 120),
        updated_at: hoursBefore(now, 96),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return;
    await trx
      .insertInto('transport_inquiry_suppliers')
      .values({ inquiry_id: inquiryId, company_id: company })
      .execute();
    await trx
      .insertInto('transport_quotes')
      .values({
        id: quoteId,
        inquiry_id: inquiryId,
        company_id: company,
        currency: 'CNY',
        rate_per_kg: 1.6,
        minimum_charge: 500,
        surcharges: JSON.stringify([{ name: 'Fuel', amount: 60 }]),
        weight_breaks: JSON.stringify([]),
        transit_days: 2,
        validity_date: businessDateAfter(now, 10),
        updated_at: hoursBefore(now, 110),
      })
      .execute();
    await trx
      .insertInto('transport_orders')
      .values({
        id: orderId,
        number: DEMO_WAYBILL_ORDER,
        inquiry_id: inquiryId,
        quote_id: quoteId,
        company_id: company,
        currency: 'CNY',
        // max(500, 1.6 × 533.333 kg chargeable) + 60 fuel
        total: 913.33,
        state: 'confirmed',
        version: 2,
        awarded_by_name: '王磊',
        created_at: hoursBefore(now, 96),
        answered_at: hoursBefore(now, 90),
      })
      .execute();
    const declaredValue = 380_000;
    const rate = 0.3;
    await trx
      .insertInto('domestic_waybills')
      .values({
        id: waybillId,
        number: DEMO_WAYBILL,
        order_id: orderId,
        company_id: company,
        consignor_name: '海南航空维修基地 仓库',
        consignor_address: '海南省海口市美兰区美兰机场航材库',
        consignor_phone: '+86 898 6575 1234',
        consignee_name: '广州白云机场维修基地',
        consignee_address: '广东省广州市白云区白云机场北工作区 3 号库',
        consignee_phone: '+86 20 3606 5678',
        pieces: 6,
        weight_kg: 480,
        volume_m3: 3.2,
        cargo_description: 'Main wheel assemblies, 6 crates',
        declared_value: declaredValue,
        currency: 'CNY',
        insurance_rate: rate,
        premium: insurancePremium(declaredValue, rate),
        state: 'in_transit',
        version: 3,
        created_at: hoursBefore(now, 48),
        updated_at: hoursBefore(now, 20),
      })
      .execute();
    await trx
      .insertInto('domestic_waybill_events')
      .values(
        (
          [
            ['created', 48],
            ['picked_up', 30],
            ['in_transit', 20],
          ] as const
        ).map(([action, h]) => ({
          id: stableId(`domestic-waybill-event:${DEMO_WAYBILL}:${action}`),
          waybill_id: waybillId,
          action,
          by_name: '黄海',
          company_id: company,
          at: hoursBefore(now, h),
        })),
      )
      .execute();
  });
}
