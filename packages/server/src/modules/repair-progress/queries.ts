// Repair progress reads and writes. A repair order is its contract's (kind `repair`); a contract
// without a repair_orders row is at "to be updated" with version 0 (migration 0024). Every read
// takes the supplier's company when the caller is a supplier, so no supplier reaches another's.
import { sql } from 'kysely';
import type { RepairOrderInput, RepairStatus } from '@portal/contract';
import type { Db } from '../../core/db.ts';
import { containsPattern } from '../../db/like.ts';

export interface RepairListFilter {
  /** The supplier's company; undefined for the buyer, who sees every supplier's. */
  supplierId?: string;
  status?: RepairStatus;
  q?: string;
}

function repairQuery(db: Db, f: RepairListFilter) {
  let q = db
    .selectFrom('contracts as c')
    .innerJoin('companies as co', 'co.id', 'c.supplier_id')
    .leftJoin('repair_orders as r', 'r.contract_id', 'c.id')
    .where('c.kind', '=', 'repair');
  if (f.supplierId) q = q.where('c.supplier_id', '=', f.supplierId);
  if (f.status) q = q.where(sql<boolean>`coalesce(r.status, 'toBeUpdated') = ${f.status}`);
  if (f.q) {
    const p = containsPattern(f.q);
    q = q.where(
      sql<boolean>`(c.contract_number ilike ${p} or c.title ilike ${p} or r.serial_number ilike ${p})`,
    );
  }
  return q;
}

function selectRepair(db: Db, f: RepairListFilter) {
  return repairQuery(db, f).select([
    'c.id',
    'c.contract_number',
    'c.title',
    'c.currency',
    'c.total_amount',
    'c.state as contract_state',
    'c.updated_at as contract_updated_at',
    'co.name as supplier_name',
    'co.name_en as supplier_name_en',
    'r.contract_id as repair_id',
    'r.serial_number',
    'r.reported_fault',
    'r.aircraft_registration',
    'r.tsn',
    'r.csn',
    'r.tso',
    'r.cso',
    'r.required_return_date',
    'r.turnaround_days',
    'r.status',
    'r.phase',
    'r.status_date',
    'r.approved_costs',
    'r.version',
    'r.updated_at',
  ]);
}

export type RepairRecord = Awaited<ReturnType<typeof repairOf>> & object;

const newestFirst = sql`coalesce(r.updated_at, c.updated_at) desc`;

/** A page of repairs, newest change first; all of them when `page` is undefined. */
export async function pageRepairs(
  db: Db,
  f: RepairListFilter,
  page?: { current: number; size: number },
) {
  let rows = selectRepair(db, f).orderBy(newestFirst).orderBy('c.id');
  if (page) rows = rows.limit(page.size).offset((page.current - 1) * page.size);
  const [records, count] = await Promise.all([
    rows.execute(),
    page
      ? repairQuery(db, f)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      : null,
  ]);
  return { records, total: count ? Number(count.n) : records.length };
}

/** One repair, locked for a write when `lock` (the contract row: the repair row may not exist). */
export function repairOf(db: Db, id: string, supplierId: string | undefined, lock = false) {
  let q = selectRepair(db, { supplierId }).where('c.id', '=', id);
  if (lock) q = q.forUpdate('c');
  return q.executeTakeFirst();
}

/** The status updates of these repairs, oldest first. */
export function updatesOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('repair_status_updates')
    .selectAll()
    .where('contract_id', 'in', ids)
    .orderBy('date')
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export async function pendingCostCounts(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('repair_costs')
    .select(['contract_id', (eb) => eb.fn.countAll().as('n')])
    .where('contract_id', 'in', ids)
    .where('state', '=', 'pending')
    .groupBy('contract_id')
    .execute();
  return new Map(rows.map((r) => [r.contract_id, Number(r.n)]));
}

export function costsOf(db: Db, id: string) {
  return db
    .selectFrom('repair_costs')
    .selectAll()
    .where('contract_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function updateFilesOf(db: Db, updateIds: readonly string[]) {
  if (updateIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('repair_update_files as u')
    .innerJoin('files as f', 'f.id', 'u.file_id')
    .select(['u.update_id', 'u.certificate', 'f.id', 'f.name', 'f.size', 'f.created_at'])
    .where('u.update_id', 'in', updateIds)
    .orderBy('u.position')
    .execute();
}

/** How many of these file ids the company uploaded. */
export async function ownFileCount(db: Db, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('id', 'in', ids)
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ERP's repair data, written on issue and on each revision that carries it. */
export async function upsertRepairData(
  db: Db,
  contractId: string,
  data: RepairOrderInput,
  at: Date,
) {
  const values = {
    serial_number: data.serialNumber,
    reported_fault: data.reportedFault,
    aircraft_registration: data.aircraftRegistration,
    tsn: data.tsn ?? null,
    csn: data.csn ?? null,
    tso: data.tso ?? null,
    cso: data.cso ?? null,
    required_return_date: data.requiredReturnDate ?? null,
    turnaround_days: data.turnaroundDays ?? null,
    updated_at: at,
  };
  await db
    .insertInto('repair_orders')
    .values({ contract_id: contractId, ...values })
    .onConflict((oc) =>
      oc.column('contract_id').doUpdateSet((eb) => ({
        ...values,
        version: eb('repair_orders.version', '+', 1),
      })),
    )
    .execute();
}
