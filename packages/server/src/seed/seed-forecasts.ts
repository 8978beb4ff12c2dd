// Seeds shipment plans on two of supplier.demo's confirmed contracts (issue 15;
// docs/product-rules.md#shipment-forecasts) once, after seedContracts: the planned shipments and
// the history the saveLine calls would have left, one plan slipped past its delivery date so the
// buyer's flag shows. A contract that already has a plan is left alone, so a restart changes
// nothing.
import { planChanges, type ForecastEntry } from '@portal/contract';
import type { Kysely } from 'kysely';
import { businessDateAfter } from '../core/business-time.ts';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { USERS } from './demo-data.ts';

interface SeedPlanStep {
  /** Days before the seed the supplier saved this plan. */
  daysAgo: number;
  /** The line's whole plan then, each shipment `days` after the seed. */
  entries: { days: number; quantity: number }[];
  reason?: string;
}

interface SeedForecast {
  number: string;
  lineNo: number;
  steps: SeedPlanStep[];
}

export const DEMO_FORECASTS: SeedForecast[] = [
  {
    // Wheel bearings due in three weeks: the second batch slipped past the delivery date.
    number: 'PO-2026-0104',
    lineNo: 10,
    steps: [
      {
        daysAgo: 6,
        entries: [
          { days: 7, quantity: 6 },
          { days: 14, quantity: 4 },
        ],
      },
      {
        daysAgo: 1,
        entries: [
          { days: 7, quantity: 6 },
          { days: 28, quantity: 4 },
        ],
        reason: 'Heat treatment batch postponed by the sub-supplier',
      },
    ],
  },
  {
    number: 'TO-2026-0302',
    lineNo: 10,
    steps: [{ daysAgo: 3, entries: [{ days: 12, quantity: 1 }] }],
  },
];

const DAY = 86_400_000;

export async function seedForecasts(db: Kysely<Database>, seedTime: Date): Promise<void> {
  const byName = USERS.find((u) => u.account === 'supplier.demo')!.realName;
  await db.transaction().execute(async (trx) => {
    for (const spec of DEMO_FORECASTS) {
      const contract = await trx
        .selectFrom('contracts')
        .select(['id', 'supplier_id'])
        .where('contract_number', '=', spec.number)
        .where('state', '=', 'confirmed')
        .executeTakeFirst();
      if (!contract) continue;
      const inserted = await trx
        .insertInto('shipment_forecasts')
        .values({ contract_id: contract.id, version: spec.steps.length, updated_at: seedTime })
        .onConflict((oc) => oc.column('contract_id').doNothing())
        .returning('contract_id')
        .executeTakeFirst();
      if (!inserted) continue;
      let plan: ForecastEntry[] = [];
      for (const step of spec.steps) {
        const next = step.entries.map((e) => ({
          date: businessDateAfter(seedTime, e.days),
          quantity: e.quantity,
        }));
        const at = new Date(seedTime.getTime() - step.daysAgo * DAY);
        for (const [i, c] of planChanges(plan, next).entries()) {
          await trx
            .insertInto('shipment_forecast_changes')
            .values({
              id: stableId(`forecast:${spec.number}:${spec.lineNo}:${step.daysAgo}:${i}`),
              contract_id: contract.id,
              line_no: spec.lineNo,
              old_date: c.oldDate,
              old_quantity: c.oldQuantity,
              new_date: c.newDate,
              new_quantity: c.newQuantity,
              reason: step.reason ?? '',
              by_name: byName,
              company_id: contract.supplier_id,
              at,
            })
            .execute();
        }
        plan = next;
      }
      await trx
        .insertInto('shipment_forecast_entries')
        .values(
          plan.map((e) => ({
            contract_id: contract.id,
            line_no: spec.lineNo,
            planned_date: e.date,
            quantity: e.quantity,
          })),
        )
        .execute();
    }
  });
}
