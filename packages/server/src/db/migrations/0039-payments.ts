// The payment overview (issue 16; docs/decisions/2026-11-28-payments.md). The buyer's ERP sets each
// supplier's payment company data, schedules approved bills and records remittances; the portal
// keeps per bill what was scheduled and paid (`bill_payments`, one row once the ERP has named the
// bill), and each remittance with the amount it put on each bill.
//
// Scale: 500,000 bills. The supplier's bill positions read `bills` by (supplier, updated_at) and
// look the payment row up by its key; the aging reads the supplier's approved bills from a partial
// index; paid-per-month reads the supplier's remittances by date; due-per-month reads approved
// bills by (supplier, approval date) over thirteen months.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
const AMOUNT = 'numeric(16, 2)';
const DATE = (c: string) => sql`${sql.ref(c)} ~ '^\\d{4}-\\d{2}-\\d{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_companies')
    .addColumn('supplier_id', 'text', (c) => c.primaryKey().references('companies.id'))
    .addColumn('credit_limit', sql.raw(AMOUNT), (c) => c.notNull())
    .addColumn('receivable', sql.raw(AMOUNT), (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('delivery_status', 'text', (c) =>
      c.notNull().check(sql`delivery_status in ('released', 'blocked')`),
    )
    .addColumn('payment_terms', 'text', (c) =>
      c
        .notNull()
        .check(sql`payment_terms in ('net30', 'prepaid', 'conditionalRelease', 'creditHold')`),
    )
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('bill_payments')
    .addColumn('bill_id', 'text', (c) => c.primaryKey().references('bills.id'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('scheduled_on', 'text', (c) => c.check(DATE('scheduled_on')))
    .addColumn('paid_amount', sql.raw(AMOUNT), (c) => c.notNull().defaultTo(0))
    .addColumn('last_paid_on', 'text', (c) => c.check(DATE('last_paid_on')))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('remittances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('paid_on', 'text', (c) => c.notNull().check(DATE('paid_on')))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', sql.raw(AMOUNT), (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('remittances_reference', ['supplier_id', 'reference'])
    .execute();
  await sql`create index remittances_paid on remittances (supplier_id, paid_on)`.execute(db);

  await db.schema
    .createTable('remittance_bills')
    .addColumn('remittance_id', 'text', (c) =>
      c.notNull().references('remittances.id').onDelete('cascade'),
    )
    .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id'))
    .addColumn('amount', sql.raw(AMOUNT), (c) => c.notNull().check(sql`amount > 0`))
    .addPrimaryKeyConstraint('remittance_bills_pk', ['remittance_id', 'bill_id'])
    .execute();
  await sql`create index remittance_bills_bill on remittance_bills (bill_id)`.execute(db);

  // Approved bills of a supplier by approval date: the aging and due-per-month read only these.
  await sql`create index bills_payable on bills (supplier_id, feedback_at) where state = 'approved'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index bills_payable`.execute(db);
  await db.schema.dropTable('remittance_bills').execute();
  await db.schema.dropTable('remittances').execute();
  await db.schema.dropTable('bill_payments').execute();
  await db.schema.dropTable('payment_companies').execute();
}
