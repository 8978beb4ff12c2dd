// Seeds repair progress on a few demo repair contracts (issue 14; docs/product-rules.md#repair-progress)
// once, after seedContracts: the repair data the ERP would send, a timeline of status updates as
// the calls would have left it, and an added cost waiting for the buyer. A repair already present is
// left alone, so a restart or a second process changes nothing.
import { randomUUID } from 'node:crypto';
import {
  REPAIR_STATUS_SIDE,
  repairPhaseAfter,
  type RepairOrderInput,
  type RepairPhase,
  type RepairStatus,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import { businessDateAfter } from '../core/business-time.ts';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { COMPANIES, USERS } from './demo-data.ts';

interface SeedRepair {
  number: string;
  repair: RepairOrderInput;
  /** Status and how many days before the seed it was set. */
  updates: [RepairStatus, number, string?][];
  cost?: { description: string; amount: number; reason: string };
}

const name = (account: string) => USERS.find((u) => u.account === account)!.realName;

export const DEMO_REPAIRS: SeedRepair[] = [
  {
    // Over its quoted ten days, waiting for a bearing, with an added cost for the buyer.
    number: 'RO-2026-0202',
    repair: {
      serialNumber: 'SN-7731',
      reportedFault: 'Starter does not engage; oil leak at the gearbox',
      aircraftRegistration: 'B-6543',
      tsn: 18220.4,
      csn: 12004,
      tso: 3011.2,
      cso: 2150,
      turnaroundDays: 10,
    },
    updates: [
      ['justReceived', 13, 'Received in a damaged box; photos attached to the receipt'],
      ['entryTest', 12],
      ['troubleshooting', 11, 'Teardown: worn clutch and gearbox bearing'],
      ['prepareQuotation', 9],
      ['quotationToBeApproved', 8],
      ['agreeToPay', 6, 'Quotation approved'],
      ['underRepair', 5],
      ['waitingForSpareParts', 3, 'Gearbox bearing ordered from the maker'],
    ],
    cost: {
      description: 'Replace gearbox bearing',
      amount: 1800,
      reason: 'Found worn on teardown; not in the quotation',
    },
  },
  {
    number: 'RO-2026-0201',
    repair: {
      serialNumber: 'SN-30412',
      reportedFault: 'Valve sticks half open',
      aircraftRegistration: 'B-6543',
      turnaroundDays: 21,
    },
    updates: [],
  },
  {
    number: 'RO-2026-0903',
    repair: {
      serialNumber: 'SN-88120',
      reportedFault: 'Exchange unit: overhaul',
      aircraftRegistration: 'B-1127',
      turnaroundDays: 30,
    },
    updates: [
      ['justReceived', 5],
      ['entryTest', 4],
    ],
  },
];

export async function seedRepairs(db: Kysely<Database>, seedTime: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const spec of DEMO_REPAIRS) {
      const contract = await trx
        .selectFrom('contracts')
        .select(['id', 'supplier_id', 'currency'])
        .where('contract_number', '=', spec.number)
        .executeTakeFirst();
      if (!contract) continue;
      let status: RepairStatus = 'toBeUpdated';
      let phase: RepairPhase = 'workshop';
      for (const [s] of spec.updates) {
        status = s;
        phase = repairPhaseAfter(phase, s);
      }
      const last = spec.updates.at(-1);
      const inserted = await trx
        .insertInto('repair_orders')
        .values({
          contract_id: contract.id,
          serial_number: spec.repair.serialNumber,
          reported_fault: spec.repair.reportedFault,
          aircraft_registration: spec.repair.aircraftRegistration,
          tsn: spec.repair.tsn ?? null,
          csn: spec.repair.csn ?? null,
          tso: spec.repair.tso ?? null,
          cso: spec.repair.cso ?? null,
          turnaround_days: spec.repair.turnaroundDays ?? null,
          status,
          phase,
          status_date: last ? businessDateAfter(seedTime, -last[1]) : null,
          version: 1 + spec.updates.length + (spec.cost ? 1 : 0),
          updated_at: seedTime,
        })
        .onConflict((oc) => oc.column('contract_id').doNothing())
        .returning('contract_id')
        .executeTakeFirst();
      if (!inserted) continue;
      const supplierName = name(
        contract.supplier_id === COMPANIES.otherSupplier.id ? 'supplier.other' : 'supplier.demo',
      );
      for (const [s, daysAgo, remarks] of spec.updates) {
        const buyer = REPAIR_STATUS_SIDE[s] === 'buyer';
        await trx
          .insertInto('repair_status_updates')
          .values({
            id: stableId(`repair:${spec.number}:${s}:${daysAgo}`),
            contract_id: contract.id,
            status: s,
            side: REPAIR_STATUS_SIDE[s],
            date: businessDateAfter(seedTime, -daysAgo),
            remarks: remarks ?? '',
            by_name: buyer ? name('buyer.admin') : supplierName,
            company_id: buyer ? COMPANIES.buyer.id : contract.supplier_id,
            at: new Date(seedTime.getTime() - daysAgo * 86_400_000),
          })
          .execute();
      }
      if (spec.cost) {
        await trx
          .insertInto('repair_costs')
          .values({
            id: randomUUID(),
            contract_id: contract.id,
            ...spec.cost,
            currency: contract.currency,
            created_by_name: supplierName,
            created_at: seedTime,
          })
          .execute();
      }
    }
  });
}
