// The payment overview's reads and writes of its own tables, and the few reads of bills it needs
// (the bills module stays the bills' owner; these only look). Money travels as cents (integers) in
// JavaScript so that sums and comparisons are exact.
import { sql } from 'kysely';
import { LIST_COUNT_AHEAD_PAGES } from '@portal/contract';
import type { Db } from '../../core/db.ts';
import { cappedPage } from '../../db/paging.ts';
import { businessDayEnd, businessDayStart } from '../../core/business-time.ts';

/** Cents of a numeric column (a string from the database) or a number. */
export const cents = (v: string | number | bigint): number => Math.round(Number(v) * 100);
export const fromCents = (c: number): number => c / 100;

/** The business (UTC+8) day of a timestamp column, as the buyer counts days. */
const businessDay = (col: string) =>
  sql<string>`((${sql.ref(col)} at time zone 'UTC') + interval '8 hours')::date`;

export function supplierIdByCode(db: Db, code: string) {
  return db
    .selectFrom('companies')
    .select('id')
    .where('kind', '=', 'supplier')
    .where('code', '=', code)
    .executeTakeFirst();
}

export interface PayableBill {
  id: string;
  number: string;
  revision: number;
  state: string;
  currency: string;
  amountCents: number;
  paidCents: number;
  scheduledOn: string | null;
}

/**
 * The live revision of a supplier's bill by number (the highest; earlier ones are superseded),
 * with what was paid of it, locked for the change (`bills_number_revision` finds it).
 */
export async function liveBillForUpdate(
  db: Db,
  supplierId: string,
  number: string,
): Promise<PayableBill | undefined> {
  const r = await db
    .selectFrom('bills as b')
    .leftJoin('bill_payments as p', 'p.bill_id', 'b.id')
    .select([
      'b.id',
      'b.number',
      'b.revision',
      'b.state',
      'b.currency',
      'b.amount',
      'p.paid_amount',
      'p.scheduled_on',
    ])
    .where('b.supplier_id', '=', supplierId)
    .where('b.number', '=', number)
    .orderBy('b.revision', 'desc')
    .limit(1)
    .forUpdate('b')
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    id: r.id,
    number: r.number,
    revision: r.revision,
    state: r.state,
    currency: r.currency,
    amountCents: cents(r.amount),
    paidCents: r.paid_amount === null ? 0 : cents(r.paid_amount),
    scheduledOn: r.scheduled_on,
  };
}

/** Creates the bill's payment row or changes it; `version` counts the changes. */
export async function upsertBillPayment(
  db: Db,
  row: {
    billId: string;
    supplierId: string;
    scheduledOn?: string;
    paidCents?: number;
    paidOn?: string;
    at: Date;
  },
): Promise<void> {
  const paid = fromCents(row.paidCents ?? 0);
  await db
    .insertInto('bill_payments')
    .values({
      bill_id: row.billId,
      supplier_id: row.supplierId,
      scheduled_on: row.scheduledOn ?? null,
      paid_amount: paid,
      last_paid_on: row.paidOn ?? null,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.column('bill_id').doUpdateSet((eb) => ({
        scheduled_on:
          row.scheduledOn === undefined
            ? eb.ref('bill_payments.scheduled_on')
            : eb.val(row.scheduledOn),
        paid_amount: sql`bill_payments.paid_amount + ${paid}`,
        last_paid_on:
          row.paidOn === undefined
            ? eb.ref('bill_payments.last_paid_on')
            : sql`greatest(bill_payments.last_paid_on, ${row.paidOn})`,
        version: sql`bill_payments.version + 1`,
        updated_at: row.at,
      })),
    )
    .execute();
}

/** A recorded remittance with its bills (by number), to compare a repeated call with. */
export async function remittanceByReference(db: Db, supplierId: string, reference: string) {
  const r = await db
    .selectFrom('remittances')
    .select(['id', 'reference', 'paid_on', 'currency', 'amount'])
    .where('supplier_id', '=', supplierId)
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!r) return undefined;
  const bills = await db
    .selectFrom('remittance_bills as rb')
    .innerJoin('bills as b', 'b.id', 'rb.bill_id')
    .select(['b.number', 'rb.amount'])
    .where('rb.remittance_id', '=', r.id)
    .execute();
  return { ...r, bills: bills.map((b) => ({ number: b.number, cents: cents(b.amount) })) };
}

export function paymentCompanyOf(db: Db, supplierId: string) {
  return db
    .selectFrom('payment_companies')
    .selectAll()
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
}

/**
 * Open amounts of the supplier's approved bills in `currency` by age bucket: days past the due
 * date (approval day + `termDays`) on `today`. Reads the partial index `bills_payable`.
 */
export async function agingOf(
  db: Db,
  supplierId: string,
  currency: string,
  termDays: number,
  today: string,
) {
  const days = sql<number>`(${today}::date - ${businessDay('b.feedback_at')} - ${termDays})`;
  const rows = await db
    .selectFrom('bills as b')
    .leftJoin('bill_payments as p', 'p.bill_id', 'b.id')
    .select([
      sql<string>`case when ${days} < 0 then 'notDue' when ${days} <= 30 then 'd0to30'
        when ${days} <= 60 then 'd31to60' when ${days} <= 90 then 'd61to90' else 'over90' end`.as(
        'bucket',
      ),
      sql<string>`sum(b.amount - coalesce(p.paid_amount, 0))`.as('open'),
      sql<string>`count(*)`.as('bills'),
    ])
    .where('b.supplier_id', '=', supplierId)
    .where('b.state', '=', 'approved')
    .where('b.currency', '=', currency)
    .where(sql<boolean>`coalesce(p.paid_amount, 0) < b.amount`)
    .groupBy('bucket')
    .execute();
  return new Map(rows.map((r) => [r.bucket, { cents: cents(r.open), bills: Number(r.bills) }]));
}

/** Bill amounts falling due per month (YYYY-MM) between two business days, by approval date. */
export async function duePerMonth(
  db: Db,
  supplierId: string,
  currency: string,
  termDays: number,
  range: { from: string; to: string },
) {
  const fromApproval = shiftDay(range.from, -termDays);
  const toApproval = shiftDay(range.to, -termDays);
  const rows = await db
    .selectFrom('bills as b')
    .select([
      sql<string>`to_char(${businessDay('b.feedback_at')} + ${termDays}::int, 'YYYY-MM')`.as(
        'month',
      ),
      sql<string>`sum(b.amount)`.as('due'),
    ])
    .where('b.supplier_id', '=', supplierId)
    .where('b.state', '=', 'approved')
    .where('b.currency', '=', currency)
    .where('b.feedback_at', '>=', businessDayStart(fromApproval))
    .where('b.feedback_at', '<', businessDayEnd(toApproval))
    .groupBy('month')
    .execute();
  return new Map(rows.map((r) => [r.month, cents(r.due)]));
}

/** Remitted amounts per month (YYYY-MM) between two days (`remittances_paid`). */
export async function paidPerMonth(
  db: Db,
  supplierId: string,
  currency: string,
  range: { from: string; to: string },
) {
  const rows = await db
    .selectFrom('remittances')
    .select([sql<string>`substr(paid_on, 1, 7)`.as('month'), sql<string>`sum(amount)`.as('paid')])
    .where('supplier_id', '=', supplierId)
    .where('currency', '=', currency)
    .where('paid_on', '>=', range.from)
    .where('paid_on', '<=', range.to)
    .groupBy('month')
    .execute();
  return new Map(rows.map((r) => [r.month, cents(r.paid)]));
}

/** The day `days` after a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A page of the supplier's submitted bills (not drafts, not superseded revisions), newest change
 * first, with their payment rows: `bills_supplier` then a key lookup per row. The count stops
 * LIST_COUNT_AHEAD_PAGES pages ahead (db/paging.ts cappedPage: 500,000 bills).
 */
export function pagePaymentBills(
  db: Db,
  supplierId: string,
  paging: { current: number; size: number },
) {
  const base = db
    .selectFrom('bills as b')
    .where('b.supplier_id', '=', supplierId)
    // Literals, not parameters: the plan is then the same for every supplier (bills/queries.ts).
    .where('b.state', '<>', sql.lit('draft'))
    .where('b.superseded', '=', sql.lit(false));
  return cappedPage(
    db,
    base,
    base
      .leftJoin('bill_payments as p', 'p.bill_id', 'b.id')
      .select([
        'b.id',
        'b.number',
        'b.revision',
        'b.state',
        'b.currency',
        'b.amount',
        'b.submitted_at',
        'b.feedback_at',
        'p.scheduled_on',
        'p.paid_amount',
        'p.last_paid_on',
      ])
      // The order of `bills_supplier` (supplier, updated desc, id), so the page walks it.
      .orderBy('b.updated_at', 'desc')
      .orderBy('b.id'),
    paging,
    (row) => row,
    { aheadPages: LIST_COUNT_AHEAD_PAGES, dates: ['submitted_at', 'feedback_at'] },
  );
}

/** The remittances that paid some bills, oldest first, by bill. */
export async function remittancesOfBills(db: Db, billIds: readonly string[]) {
  if (billIds.length === 0)
    return new Map<string, { reference: string; paidOn: string; amount: number }[]>();
  const rows = await db
    .selectFrom('remittance_bills as rb')
    .innerJoin('remittances as r', 'r.id', 'rb.remittance_id')
    .select(['rb.bill_id', 'r.reference', 'r.paid_on', 'rb.amount'])
    .where('rb.bill_id', 'in', billIds)
    .orderBy('r.paid_on')
    .orderBy('r.created_at')
    .execute();
  const byBill = new Map<string, { reference: string; paidOn: string; amount: number }[]>();
  for (const r of rows) {
    const list = byBill.get(r.bill_id) ?? [];
    list.push({ reference: r.reference, paidOn: r.paid_on, amount: Number(r.amount) });
    byBill.set(r.bill_id, list);
  }
  return byBill;
}
