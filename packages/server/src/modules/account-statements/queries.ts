// Account statement reads (migration 0038). A supplier's read always carries its company, so no
// supplier reaches another's statement; the buyer's finance side sees every supplier's.
import { sql } from 'kysely';
import type { AccountStatementState } from '@portal/contract';
import type { Db } from '../../core/db.ts';
import { searchLiteral } from '../../db/like.ts';
import { page, type PageInput } from '../../db/paging.ts';

export interface StatementScope {
  /** The supplier's company; undefined for the buyer. */
  supplierId?: string | undefined;
}

export interface StatementListFilter extends StatementScope {
  state?: AccountStatementState | undefined;
  q?: string | undefined;
}

function selectStatement(db: Db, f: StatementListFilter) {
  let q = db
    .selectFrom('account_statements as s')
    .innerJoin('companies as co', 'co.id', 's.supplier_id')
    .selectAll('s')
    .select([
      'co.name as supplier_name',
      'co.name_en as supplier_name_en',
      'co.code as supplier_code',
    ]);
  if (f.supplierId) q = q.where('s.supplier_id', '=', f.supplierId);
  if (f.state) q = q.where('s.state', '=', f.state);
  if (f.q) {
    const p = searchLiteral(`${f.q.toUpperCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    q = q.where(sql<boolean>`upper(s.number) like ${p}`);
  }
  return q;
}

export type StatementRecord = Awaited<ReturnType<typeof statementOf>> & object;

export function pageStatements(db: Db, f: StatementListFilter, input: PageInput) {
  return page(
    selectStatement(db, f),
    input,
    (q) => q.orderBy('s.updated_at', 'desc').orderBy('s.id'),
    (row) => row,
  );
}

/** One statement, locked for a write when `lock`. */
export function statementOf(db: Db, id: string, scope: StatementScope, lock = false) {
  let q = selectStatement(db, { supplierId: scope.supplierId }).where('s.id', '=', id);
  if (lock) q = q.forUpdate('s');
  return q.executeTakeFirst();
}

export function statementLines(db: Db, statementId: string) {
  return db
    .selectFrom('account_statement_lines')
    .selectAll()
    .where('statement_id', '=', statementId)
    .orderBy('side')
    .orderBy('position')
    .execute();
}
export type StatementLineRecord = Awaited<ReturnType<typeof statementLines>>[number];

/** The supplier the ERP names by its code. */
export function supplierByCode(db: Db, code: string) {
  return db
    .selectFrom('companies')
    .select(['id', 'code'])
    .where('kind', '=', 'supplier')
    .where('code', '=', code)
    .executeTakeFirst();
}

/** The buyer company statements are kept for (as bills: the portal serves one buyer). */
export async function statementBuyer(db: Db): Promise<string> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('kind', '=', 'buyer')
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface StatementBill {
  id: string;
  number: string;
  state: string;
  currency: string;
  /** What the statement should carry: the invoices' total with tax, or the bill's amount. */
  amount: number;
}

function billQuery(db: Db, supplierId: string) {
  return db
    .selectFrom('bills as b')
    .where('b.supplier_id', '=', supplierId)
    .where('b.superseded', '=', false)
    .select([
      'b.id',
      'b.number',
      'b.state',
      'b.currency',
      'b.amount',
      sql<string | null>`(select sum(i.total) from bill_invoices i where i.bill_id = b.id)`.as(
        'invoiced',
      ),
    ]);
}

function toBill(r: {
  id: string;
  number: string;
  state: string;
  currency: string;
  amount: string;
  invoiced: string | null;
}): StatementBill {
  return {
    id: r.id,
    number: r.number,
    state: r.state,
    currency: r.currency,
    amount: Number(r.invoiced ?? r.amount),
  };
}

/** The supplier's current bills with these numbers (case-blind), by upper-cased number. */
export async function billsByNumber(
  db: Db,
  supplierId: string,
  numbers: readonly string[],
): Promise<Map<string, StatementBill>> {
  const wanted = [...new Set(numbers.map((n) => n.trim().toUpperCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await billQuery(db, supplierId).where('b.number', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.number.toUpperCase(), toBill(r)]));
}

/** The supplier's bills submitted in the period (UTC+8 business days) in the currency, not drafts. */
export async function billsInPeriod(
  db: Db,
  s: { supplier_id: string; currency: string; period_from: string; period_to: string },
): Promise<StatementBill[]> {
  const rows = await billQuery(db, s.supplier_id)
    .where('b.state', 'in', ['pendingReview', 'approved'])
    .where('b.currency', '=', s.currency)
    .where(
      sql<boolean>`(b.submitted_at at time zone 'Asia/Shanghai')::date between ${s.period_from}::date and ${s.period_to}::date`,
    )
    .orderBy('b.number')
    .limit(1000)
    .execute();
  return rows.map(toBill);
}
