// Repair progress reads and writes. A repair order is its contract's (kind `repair`); a contract
// without a repair_orders row is at "to be updated" with version 0 (migration 0024). Every read
// takes the supplier's company when the caller is a supplier, so no supplier reaches another's.
import { sql } from 'kysely';
import {
  REPAIR_BUYER_WAIT_STATUSES,
  type RepairOrderInput,
  type RepairStatus,
} from '@portal/contract';
import type { Db } from '../../core/db.ts';
import { containsPattern } from '../../db/like.ts';
import { page, type PageInput } from '../../db/paging.ts';

export interface RepairListFilter {
  /** The supplier's company; undefined for the buyer, who sees every supplier's. */
  supplierId?: string;
  status?: RepairStatus;
  q?: string;
  /** Only overdue repairs (`wanted` true) or only those on time, as of the business day `today`. */
  overdue?: { wanted: boolean; today: string };
}

/**
 * Whether the repair `r` is overdue on `today` (YYYY-MM-DD): repairTurnaround's rule in SQL, so a
 * list filtered by it pages and counts in the database. The stages are the status updates in
 * timeline order (date, at, id, as updatesOf reads them), each lasting until the next one's date or
 * today. Overdue: the last receipt comes after the last shipment (at the shop) and either the days
 * since the first receipt, less the stages waiting for the buyer or spent back at the buyer's (the
 * last receipt/shipment up to the stage was a shipment), exceed the quoted turnaround, or today is
 * past the required return date. repair-progress.test.ts checks it agrees with the rows' flag.
 */
function overdueOn(today: string) {
  const day = sql`cast(${today} as date)`;
  const waiting = sql.join(REPAIR_BUYER_WAIT_STATUSES.map((s) => sql`${s}`));
  return sql<boolean>`coalesce((
    select
      max(s.pos) filter (where s.status = 'justReceived')
        > coalesce(max(s.pos) filter (where s.status = 'shipped'), 0)
      and (
        (r.turnaround_days is not null and greatest(0,
          (${day} - min(s.day) filter (where s.status = 'justReceived'))
          - coalesce(sum(coalesce(s.next_day, ${day}) - s.day) filter (
              where s.received_at is not null
                and (coalesce(s.shipped_at, 0) > s.received_at or s.status in (${waiting}))
            ), 0)
        ) > r.turnaround_days)
        or (r.required_return_date is not null and ${today} > r.required_return_date)
      )
    from (
      select p.*,
        max(p.pos) filter (where p.status = 'justReceived') over upto as received_at,
        max(p.pos) filter (where p.status = 'shipped') over upto as shipped_at
      from (
        select u.status, cast(u.date as date) as day,
          row_number() over timeline as pos,
          lead(cast(u.date as date)) over timeline as next_day
        from repair_status_updates u
        where u.contract_id = c.id
        window timeline as (order by u.date, u.at, u.id)
      ) p
      window upto as (order by p.pos rows between unbounded preceding and current row)
    ) s
  ), false)`;
}

function repairQuery(db: Db, f: RepairListFilter) {
  let q = db
    .selectFrom('contracts as c')
    .innerJoin('companies as co', 'co.id', 'c.supplier_id')
    .leftJoin('repair_orders as r', 'r.contract_id', 'c.id')
    .where('c.kind', '=', 'repair');
  if (f.supplierId) q = q.where('c.supplier_id', '=', f.supplierId);
  if (f.status) q = q.where(sql<boolean>`coalesce(r.status, 'toBeUpdated') = ${f.status}`);
  if (f.overdue) q = q.where(overdueOn(f.overdue.today), '=', f.overdue.wanted);
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

/** A page of repairs, newest change first, and how many match. */
export function pageRepairs(db: Db, f: RepairListFilter, input: PageInput) {
  return page(
    selectRepair(db, f),
    input,
    (q) => q.orderBy(newestFirst).orderBy('c.id'),
    (row) => row,
  );
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
