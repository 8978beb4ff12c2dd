// Bill reads (migration 0037). Every read takes the supplier's company when the caller is a
// supplier, so no supplier reaches another's bill or contract; the buyer never sees drafts.
import { sql } from 'kysely';
import {
  DEFAULT_BILL_TOLERANCE,
  LIST_COUNT_AHEAD_PAGES,
  type BillState,
  type BillTolerance,
} from '@portal/contract';
import type { Db } from '../../core/db.ts';
import { searchLiteral } from '../../db/like.ts';
import { cappedPage, type PageInput } from '../../db/paging.ts';

export interface BillScope {
  /** The supplier's company; undefined for the buyer, who sees every supplier's submitted bills. */
  supplierId?: string | undefined;
}

export interface BillListFilter extends BillScope {
  state?: BillState | undefined;
  q?: string | undefined;
}

/**
 * The filter on `bills` alone, so a page's count reads one index (the supplier's, the review's or
 * the number's) and joins nothing; the contract number is searched in `contracts` (its number
 * index, migration 0027) and matched by id.
 */
function billQuery(db: Db, f: BillListFilter) {
  let q = db.selectFrom('bills as b');
  // The states are written into the statement (they are our enum, not the caller's text): a
  // statement without parameters is planned once and kept, and the review's partial indexes
  // (`where state <> 'draft'`) only serve a plan that sees the literal.
  if (f.supplierId) q = q.where('b.supplier_id', '=', f.supplierId);
  else q = q.where('b.state', '<>', sql.lit('draft'));
  if (f.state) q = q.where('b.state', '=', sql.lit(f.state));
  if (f.q) {
    // Starts with, the pattern in the statement: the number indexes (text_pattern_ops) serve it at
    // 500,000 bills (db/like.ts searchLiteral says why not a parameter).
    const p = searchLiteral(`${f.q.toUpperCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    q = q.where((eb) =>
      eb.or([
        eb('b.number', 'like', p),
        eb(
          'b.contract_id',
          'in',
          eb
            .selectFrom('contracts')
            .select('id')
            .where(sql<boolean>`upper(contract_number) like ${p}`),
        ),
      ]),
    );
  }
  return q;
}

/** The bill's company and contract number beside its own columns. */
function joined(db: Db, f: BillListFilter) {
  return billQuery(db, f)
    .innerJoin('companies as co', 'co.id', 'b.supplier_id')
    .leftJoin('contracts as c', 'c.id', 'b.contract_id')
    .select([
      // A freight bill has no contract: the list shows its transport order's number.
      sql<string | null>`coalesce(c.contract_number, (select t.number from bill_lines bl
        join transport_orders t on t.id = bl.transport_order_id
        where bl.bill_id = b.id limit 1))`.as('contract_number'),
      'co.name as supplier_name',
      'co.name_en as supplier_name_en',
      'co.code as supplier_code',
    ]);
}

function selectBill(db: Db, f: BillListFilter) {
  return joined(db, f).selectAll('b');
}

/**
 * What a list row shows (view.ts billRow): not the tolerances, remarks or freight fields, which the
 * page's JSON would carry for nothing.
 */
const LIST_COLUMNS = [
  'b.id',
  'b.number',
  'b.revision',
  'b.kind',
  'b.state',
  'b.contract_id',
  'b.currency',
  'b.amount',
  'b.invoice_count',
  'b.flagged_lines',
  'b.superseded',
  'b.submitted_at',
  'b.feedback_at',
  'b.reject_reason',
  'b.version',
  'b.updated_at',
] as const;

export type BillRecord = Awaited<ReturnType<typeof billOf>> & object;
export type BillListRecord = Awaited<ReturnType<typeof pageBills>>['records'][number];

export function pageBills(db: Db, f: BillListFilter, input: PageInput) {
  return cappedPage(
    db,
    billQuery(db, f),
    joined(db, f).select(LIST_COLUMNS).orderBy('b.updated_at', 'desc').orderBy('b.id'),
    input,
    (row) => row,
    { aheadPages: LIST_COUNT_AHEAD_PAGES, dates: ['submitted_at', 'feedback_at', 'updated_at'] },
  );
}

/** One bill, locked for a write when `lock`. */
export function billOf(db: Db, id: string, scope: BillScope, lock = false) {
  let q = selectBill(db, { supplierId: scope.supplierId }).where('b.id', '=', id);
  if (lock) q = q.forUpdate('b');
  return q.executeTakeFirst();
}

/** The supplier's contract, locked when `lock` (bills of one contract are written one at a time). */
export function contractOf(db: Db, id: string, supplierId: string, lock = false) {
  let q = db
    .selectFrom('contracts')
    .select(['id', 'contract_number', 'kind', 'state', 'current_version', 'currency'])
    .where('id', '=', id)
    .where('supplier_id', '=', supplierId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The lines of the contract's current version the supplier did not reject. */
export function contractLines(db: Db, contractId: string, versionNo: number) {
  return db
    .selectFrom('contract_lines')
    .select(['line_no', 'part_number', 'description', 'unit', 'quantity', 'unit_price'])
    .where('contract_id', '=', contractId)
    .where('version_no', '=', versionNo)
    .where('answer', '!=', 'rejected')
    .orderBy('line_no')
    .execute();
}

/**
 * Quantity per contract line in ship notices that reached `delivered`
 * (docs/decisions/2026-11-28-bills.md: what counts as delivered).
 */
export async function deliveredQuantities(db: Db, contractId: string) {
  const rows = await db
    .selectFrom('shipment_lines as l')
    .innerJoin('shipments as s', 's.id', 'l.shipment_id')
    .select(['l.line_no', (eb) => eb.fn.sum<string>('l.quantity').as('n')])
    .where('l.contract_id', '=', contractId)
    .where('s.state', '=', 'delivered')
    .groupBy('l.line_no')
    .execute();
  return new Map(rows.map((r) => [r.line_no, Number(r.n)]));
}

/**
 * Quantity per contract line in the supplier's live bills (draft, pending, approved; a refused or
 * superseded version does not hold its quantity), leaving out the bill `except`.
 */
export async function billedQuantities(db: Db, contractId: string, except?: string) {
  let q = db
    .selectFrom('bill_lines as l')
    .innerJoin('bills as b', 'b.id', 'l.bill_id')
    .select(['l.line_no', (eb) => eb.fn.sum<string>('l.quantity').as('n')])
    .where('l.contract_id', '=', contractId)
    .where('l.source', '=', 'contractLine')
    .where('b.superseded', '=', false)
    .where('b.state', '<>', 'notApproved')
    .groupBy('l.line_no');
  if (except) q = q.where('b.id', '<>', except);
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.line_no ?? 0, Number(r.n)]));
}

export function billLinesOf(db: Db, billId: string) {
  return db
    .selectFrom('bill_lines as l')
    .innerJoin('bills as b', 'b.id', 'l.bill_id')
    .leftJoin('contracts as c', 'c.id', 'l.contract_id')
    .leftJoin('contract_lines as cl', (j) =>
      j
        .onRef('cl.contract_id', '=', 'l.contract_id')
        .onRef('cl.line_no', '=', 'l.line_no')
        .onRef('cl.version_no', '=', 'c.current_version'),
    )
    .leftJoin('transport_orders as t', 't.id', 'l.transport_order_id')
    .selectAll('l')
    .select([
      'cl.part_number',
      'cl.description',
      'cl.unit',
      'c.contract_number as line_contract_number',
      'c.title as contract_title',
      't.number as order_number',
    ])
    .where('l.bill_id', '=', billId)
    .orderBy('l.position')
    .execute();
}

export function invoicesOf(db: Db, billId: string) {
  return db
    .selectFrom('bill_invoices as i')
    .leftJoin('files as f', 'f.id', 'i.file_id')
    .selectAll('i')
    .select(['f.name as file_name', 'f.size as file_size', 'f.created_at as file_at'])
    .where('i.bill_id', '=', billId)
    .orderBy('i.position')
    .execute();
}

export function eventsOf(db: Db, billId: string) {
  return db
    .selectFrom('bill_events')
    .selectAll()
    .where('bill_id', '=', billId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** Every version of a bill (same supplier and number), oldest first. */
export function versionsOf(db: Db, supplierId: string, number: string) {
  return db
    .selectFrom('bills')
    .select(['id', 'revision', 'state', 'reject_reason', 'feedback_at'])
    .where('supplier_id', '=', supplierId)
    .where('number', '=', number)
    .orderBy('revision')
    .execute();
}

/** The supplier's active invoice with this key (another bill's, or this one's). */
export function invoiceWithKey(db: Db, supplierId: string, key: string) {
  return db
    .selectFrom('bill_invoices as i')
    .innerJoin('bills as b', 'b.id', 'i.bill_id')
    .select(['i.id', 'i.number', 'b.number as bill_number'])
    .where('i.supplier_id', '=', supplierId)
    .where('i.invoice_key', '=', key)
    .where('i.active', '=', true)
    .executeTakeFirst();
}

/** The buyer company whose finance review the portal's bills go to (the portal serves one buyer). */
export async function reviewingBuyer(db: Db): Promise<string> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('kind', '=', 'buyer')
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function toleranceOf(
  db: Db,
  buyerId: string,
): Promise<BillTolerance & { version: number }> {
  const row = await db
    .selectFrom('bill_tolerances')
    .select(['quantity_pct', 'price_pct', 'version'])
    .where('buyer_id', '=', buyerId)
    .executeTakeFirst();
  return row
    ? {
        quantityPct: Number(row.quantity_pct),
        pricePct: Number(row.price_pct),
        version: row.version,
      }
    : { ...DEFAULT_BILL_TOLERANCE, version: 0 };
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

/** The next bill number of a supplier: its code and a running number. */
export async function nextBillNumber(db: Db, supplierId: string, supplierCode: string) {
  const row = await db
    .insertInto('bill_counters')
    .values({ supplier_id: supplierId, last: 1 })
    .onConflict((oc) =>
      oc.column('supplier_id').doUpdateSet({ last: sql<number>`bill_counters.last + 1` }),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return `BL-${supplierCode}-${String(row.last).padStart(6, '0')}`;
}

/** A repair bill's repair as it stands now. */
export function repairNow(db: Db, contractId: string) {
  return db
    .selectFrom('contracts as c')
    .leftJoin('repair_orders as r', 'r.contract_id', 'c.id')
    .select([
      'c.total_amount',
      'r.approved_costs',
      'r.serial_number',
      sql<string>`coalesce(r.status, 'toBeUpdated')`.as('status'),
    ])
    .where('c.id', '=', contractId)
    .executeTakeFirst();
}
