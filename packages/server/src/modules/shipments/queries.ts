// Ship notice reads (migration 0030). Every read takes the supplier's company when the caller is a
// supplier, so no supplier reaches another's notice or contract.
import { sql } from 'kysely';
import type { ContractKind, ShipmentState } from '@portal/contract';
import type { Db } from '../../core/db.ts';
import { containsPattern } from '../../db/like.ts';
import { page, type PageInput } from '../../db/paging.ts';

export interface ShipmentListFilter {
  /** The supplier's company; undefined for the buyer, who sees every supplier's. */
  supplierId?: string;
  state?: ShipmentState;
  contractId?: string;
  q?: string;
}

/**
 * Ship notices with their contract and supplier company, the caller's only when `supplierId` is
 * given, searched on notice, contract and waybill number: what every notice list starts from (the
 * customs information's too).
 */
export function noticesWithContract(db: Db, supplierId: string | undefined, text?: string) {
  let q = db
    .selectFrom('shipments as s')
    .innerJoin('contracts as c', 'c.id', 's.contract_id')
    .innerJoin('companies as co', 'co.id', 's.supplier_id');
  if (supplierId) q = q.where('s.supplier_id', '=', supplierId);
  if (text) {
    const p = containsPattern(text);
    q = q.where(
      sql<boolean>`(s.notice_number ilike ${p} or c.contract_number ilike ${p} or s.waybill_number ilike ${p})`,
    );
  }
  return q;
}

function shipmentQuery(db: Db, f: ShipmentListFilter) {
  let q = noticesWithContract(db, f.supplierId, f.q);
  if (f.state) q = q.where('s.state', '=', f.state);
  if (f.contractId) q = q.where('s.contract_id', '=', f.contractId);
  return q;
}

function selectShipment(db: Db, f: ShipmentListFilter) {
  return shipmentQuery(db, f)
    .selectAll('s')
    .select(['c.contract_number', 'co.name as supplier_name', 'co.name_en as supplier_name_en']);
}

export type ShipmentRecord = Awaited<ReturnType<typeof shipmentOf>> & object;

export function pageShipments(db: Db, f: ShipmentListFilter, input: PageInput) {
  return page(
    selectShipment(db, f),
    input,
    (q) => q.orderBy('s.updated_at', 'desc').orderBy('s.id'),
    (row) => row,
  );
}

/** One notice, locked for a write when `lock`. */
export function shipmentOf(db: Db, id: string, supplierId: string | undefined, lock = false) {
  let q = selectShipment(db, { supplierId }).where('s.id', '=', id);
  if (lock) q = q.forUpdate('s');
  return q.executeTakeFirst();
}

/** A page of the supplier's confirmed contracts of these kinds, newest first, and how many match. */
export function pageShippableContracts(
  db: Db,
  supplierId: string,
  kinds: readonly ContractKind[],
  text: string | undefined,
  input: PageInput,
) {
  let q = db
    .selectFrom('contracts as c')
    .where('c.supplier_id', '=', supplierId)
    .where('c.state', '=', 'confirmed')
    .where('c.kind', 'in', kinds);
  if (text) {
    const p = containsPattern(text);
    q = q.where(sql<boolean>`(c.contract_number ilike ${p} or c.title ilike ${p})`);
  }
  return page(
    q.select(['c.id', 'c.contract_number', 'c.title', 'c.kind']),
    input,
    (rows) => rows.orderBy('c.updated_at', 'desc').orderBy('c.id'),
    (row) => row,
  );
}

/** The supplier's contract, locked (notices of one contract are written one at a time). */
export function lockContract(db: Db, id: string, supplierId: string) {
  return db
    .selectFrom('contracts')
    .select(['id', 'contract_number', 'kind', 'state', 'current_version', 'supplier_id'])
    .where('id', '=', id)
    .where('supplier_id', '=', supplierId)
    .forUpdate()
    .executeTakeFirst();
}

export function contractOf(db: Db, id: string, supplierId: string) {
  return db
    .selectFrom('contracts')
    .select(['id', 'contract_number', 'kind', 'state', 'current_version'])
    .where('id', '=', id)
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
}

/** The lines of the contract's current version the supplier did not reject. */
export function shippableContractLines(db: Db, contractId: string, versionNo: number) {
  return db
    .selectFrom('contract_lines')
    .select(['line_no', 'part_number', 'description', 'unit', 'quantity'])
    .where('contract_id', '=', contractId)
    .where('version_no', '=', versionNo)
    .where('answer', '!=', 'rejected')
    .orderBy('line_no')
    .execute();
}

/** Quantity per contract line already in ship notices, leaving out the notice `except`. */
export async function notifiedQuantities(db: Db, contractId: string, except?: string) {
  let q = db
    .selectFrom('shipment_lines')
    .select(['line_no', (eb) => eb.fn.sum<string>('quantity').as('n')])
    .where('contract_id', '=', contractId)
    .groupBy('line_no');
  if (except) q = q.where('shipment_id', '!=', except);
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.line_no, Number(r.n)]));
}

export async function shipmentCount(db: Db, contractId: string) {
  const row = await db
    .selectFrom('shipments')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('contract_id', '=', contractId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function linesOf(db: Db, shipmentId: string) {
  return db
    .selectFrom('shipment_lines as l')
    .leftJoin('files as f', 'f.id', 'l.msds_file_id')
    .selectAll('l')
    .select(['f.name as msds_name', 'f.size as msds_size', 'f.created_at as msds_at'])
    .where('l.shipment_id', '=', shipmentId)
    .orderBy('l.position')
    .execute();
}

export function boxesOf(db: Db, shipmentId: string) {
  return db
    .selectFrom('shipment_boxes')
    .selectAll()
    .where('shipment_id', '=', shipmentId)
    .orderBy('position')
    .execute();
}

export function eventsOf(db: Db, shipmentId: string) {
  return db
    .selectFrom('shipment_events')
    .selectAll()
    .where('shipment_id', '=', shipmentId)
    .orderBy('at')
    .orderBy('id')
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
