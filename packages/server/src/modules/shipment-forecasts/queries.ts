// Shipment forecast reads. A plan belongs to a confirmed goods contract and hangs on its line
// numbers (migration 0031); the lines are the contract's current version's, less rejected ones.
// Every read takes the supplier's company when the caller is a supplier, so no supplier reaches
// another's contracts.
import { sql } from 'kysely';
import { FORECAST_CONTRACT_KINDS } from '@portal/contract';
import type { Db } from '../../core/db.ts';
import { containsPattern } from '../../db/like.ts';

/**
 * The line's agreed delivery date: the last delivery of an amended schedule (the supplier's
 * accepted answer), else the line's own date (docs/decisions/2026-11-27-shipment-forecast-dates.md).
 */
const dueDate = sql<string>`coalesce(
  (select max(d->>'date') from jsonb_array_elements(l.deliveries) d), l.delivery_date)`;

function goodsContracts(db: Db, supplierId: string | undefined) {
  let q = db
    .selectFrom('contracts as c')
    .innerJoin('companies as co', 'co.id', 'c.supplier_id')
    .where('c.kind', 'in', FORECAST_CONTRACT_KINDS);
  if (supplierId) q = q.where('c.supplier_id', '=', supplierId);
  return q;
}

function confirmedContracts(db: Db, supplierId: string | undefined, text?: string) {
  let q = goodsContracts(db, supplierId).where('c.state', '=', 'confirmed');
  if (text) {
    const p = containsPattern(text);
    q = q.where(sql<boolean>`(c.contract_number ilike ${p} or c.title ilike ${p})`);
  }
  return q;
}

/** What a list row and a plan page say of the contract and its plan. */
const contractColumns = [
  'c.id',
  'c.contract_number',
  'c.title',
  'c.state',
  'c.kind',
  'co.name as supplier_name',
  'co.name_en as supplier_name_en',
  'f.version',
] as const;

/** A page of confirmed goods contracts, newest first, and how many match. */
export async function pageContracts(
  db: Db,
  supplierId: string | undefined,
  text: string | undefined,
  page: { current: number; size: number },
) {
  const [records, count] = await Promise.all([
    confirmedContracts(db, supplierId, text)
      .leftJoin('shipment_forecasts as f', 'f.contract_id', 'c.id')
      .select(contractColumns)
      .orderBy('c.updated_at', 'desc')
      .orderBy('c.id')
      .limit(page.size)
      .offset((page.current - 1) * page.size)
      .execute(),
    confirmedContracts(db, supplierId, text)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records, total: Number(count.n) };
}

/** One goods contract of any state (the caller tells 409 from 404), locked for a write. */
export function contractOf(db: Db, id: string, supplierId: string | undefined, lock = false) {
  let q = goodsContracts(db, supplierId)
    .leftJoin('shipment_forecasts as f', 'f.contract_id', 'c.id')
    .select([...contractColumns, 'f.contract_id as forecast_id'])
    .where('c.id', '=', id);
  if (lock) q = q.forUpdate('c');
  return q.executeTakeFirst();
}

export type ForecastContractRecord = NonNullable<Awaited<ReturnType<typeof contractOf>>>;

/** The current version's lines of these contracts (rejected lines ship nothing), by line number. */
export function linesOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('contract_lines as l')
    .innerJoin('contracts as c', (j) =>
      j.onRef('c.id', '=', 'l.contract_id').onRef('c.current_version', '=', 'l.version_no'),
    )
    .select([
      'l.contract_id',
      'l.line_no',
      'l.material_number',
      'l.part_number',
      'l.description',
      'l.quantity',
      'l.unit',
      dueDate.as('due_date'),
    ])
    .where('l.contract_id', 'in', ids)
    .where('l.answer', '!=', 'rejected')
    .orderBy('l.contract_id')
    .orderBy('l.line_no')
    .execute();
}

/** The planned shipments of these contracts, by line and date. */
export function entriesOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shipment_forecast_entries')
    .selectAll()
    .where('contract_id', 'in', ids)
    .orderBy('contract_id')
    .orderBy('line_no')
    .orderBy('planned_date')
    .execute();
}

/** A contract's plan changes, newest first. */
export function changesOf(db: Db, id: string) {
  return db
    .selectFrom('shipment_forecast_changes')
    .selectAll()
    .where('contract_id', '=', id)
    .orderBy('at', 'desc')
    .orderBy('line_no')
    .orderBy('id', 'desc')
    .execute();
}

export interface BuyerForecastFilter {
  supplier?: string;
  contractNumber?: string;
  from?: string;
  to?: string;
  slipped?: boolean;
}

function buyerQuery(db: Db, f: BuyerForecastFilter) {
  let q = db
    .selectFrom('shipment_forecast_entries as e')
    .innerJoin('contracts as c', 'c.id', 'e.contract_id')
    .innerJoin('companies as co', 'co.id', 'c.supplier_id')
    .innerJoin('contract_lines as l', (j) =>
      j
        .onRef('l.contract_id', '=', 'c.id')
        .onRef('l.version_no', '=', 'c.current_version')
        .onRef('l.line_no', '=', 'e.line_no'),
    )
    .where('c.state', '=', 'confirmed')
    .where('c.kind', 'in', FORECAST_CONTRACT_KINDS)
    .where('l.answer', '!=', 'rejected');
  if (f.supplier) {
    const p = containsPattern(f.supplier);
    q = q.where(sql<boolean>`(co.name ilike ${p} or co.name_en ilike ${p})`);
  }
  if (f.contractNumber) {
    q = q.where('c.contract_number', 'ilike', containsPattern(f.contractNumber));
  }
  if (f.from) q = q.where('e.planned_date', '>=', f.from);
  if (f.to) q = q.where('e.planned_date', '<=', f.to);
  if (f.slipped !== undefined) {
    q = q.where(sql<boolean>`(e.planned_date > ${dueDate}) = ${f.slipped}`);
  }
  return q;
}

/** A page of planned shipments in planned-date order, and how many match. */
export async function pageBuyerForecasts(
  db: Db,
  f: BuyerForecastFilter,
  page: { current: number; size: number },
) {
  const [records, count] = await Promise.all([
    buyerQuery(db, f)
      .select([
        'c.id as contract_id',
        'c.contract_number',
        'co.name as supplier_name',
        'co.name_en as supplier_name_en',
        'e.line_no',
        'l.part_number',
        'l.description',
        'e.planned_date',
        'e.quantity',
        'l.unit',
        dueDate.as('due_date'),
      ])
      .orderBy('e.planned_date')
      .orderBy('c.contract_number')
      .orderBy('e.line_no')
      .limit(page.size)
      .offset((page.current - 1) * page.size)
      .execute(),
    buyerQuery(db, f)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records, total: Number(count.n) };
}
