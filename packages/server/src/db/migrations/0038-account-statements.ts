// Account statements (issue 16; docs/product-rules.md#account-statements). The buyer's ERP sends its
// statement of a supplier's account for a period (one row per statement number; a later send
// replaces it while the supplier has not confirmed it); the supplier uploads its own side, confirms
// the statement or disputes lines of it. Lines of both sides live in one table, told apart by
// `side`; a dispute's reason sits on the buyer's line it disputes.
//
// Reads: the supplier's list by (supplier, updated newest first); the buyer's by (state?, updated).
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
const AMOUNT = 'numeric(16, 2)';
/** Calendar dates as ISO text (as bill_invoices.date): no time zone can shift them. */
const isoDate = (column: string) => sql`${sql.ref(column)} ~ '^\\d{4}-\\d{2}-\\d{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_statements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('period_from', 'text', (c) => c.notNull().check(isoDate('period_from')))
    .addColumn('period_to', 'text', (c) => c.notNull().check(isoDate('period_to')))
    .addColumn('opening_balance', sql.raw(AMOUNT), (c) => c.notNull())
    .addColumn('closing_balance', sql.raw(AMOUNT), (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`state in ('open', 'confirmed', 'disputed')`),
    )
    .addColumn('dispute_count', 'integer', (c) => c.notNull().defaultTo(0))
    /** Lines that differ between the two sides (0 until the supplier uploads its side). */
    .addColumn('difference_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('supplier_uploaded_at', 'timestamptz')
    .addColumn('supplier_closing_balance', sql.raw(AMOUNT))
    .addColumn('answered_at', 'timestamptz')
    .addColumn('received_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('account_statements_number', ['buyer_id', 'number'])
    .addCheckConstraint('account_statements_period', sql`period_from <= period_to`)
    .execute();
  await sql`create index account_statements_supplier on account_statements (supplier_id, updated_at desc, id)`.execute(
    db,
  );
  await sql`create index account_statements_buyer on account_statements (buyer_id, state, updated_at desc, id)`.execute(
    db,
  );

  await db.schema
    .createTable('account_statement_lines')
    .addColumn('statement_id', 'text', (c) =>
      c.notNull().references('account_statements.id').onDelete('cascade'),
    )
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('buyer', 'supplier')`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull().check(isoDate('date')))
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('debit', sql.raw(AMOUNT), (c) => c.notNull().defaultTo(0))
    .addColumn('credit', sql.raw(AMOUNT), (c) => c.notNull().defaultTo(0))
    .addColumn('balance', sql.raw(AMOUNT), (c) => c.notNull())
    .addColumn('dispute_reason', 'text')
    .addPrimaryKeyConstraint('account_statement_lines_pk', ['statement_id', 'side', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_statement_lines').execute();
  await db.schema.dropTable('account_statements').execute();
}
