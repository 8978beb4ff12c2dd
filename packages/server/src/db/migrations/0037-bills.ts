// Electronic bills and invoices (issue 16; docs/product-rules.md#bills). A bill is one row per
// version: a refused bill corrected by the supplier is a new row with the same number, the next
// revision and a link to the refused one, which is kept (superseded) as history. Its lines say what
// they bill (a delivered contract line, a repair with its approved added costs, a transport order)
// with the contract price and the billable quantity they were matched against; its invoices are
// fapiao (digital number, or paper code and number) or commercial invoices. An invoice number is
// used once per supplier: a partial unique index over the invoices of bills that are not
// superseded (a correction carries the invoices over). Tolerances are set per buyer company.
//
// Scale: 500,000 bills. The supplier's list reads `bills` by (supplier, state?) newest change first;
// the finance review reads submitted bills by state newest first; approval tasks read pending bills
// oldest submission first; the billed quantity of a contract line sums bill_lines by (contract, line).
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
const AMOUNT = 'numeric(16, 2)';
/** As contract_lines.unit_price (0022). */
const PRICE = 'numeric(17, 4)';
const PCT = 'numeric(5, 2)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bill_tolerances')
    .addColumn('buyer_id', 'text', (c) => c.primaryKey().references('companies.id'))
    .addColumn('quantity_pct', sql.raw(PCT), (c) => c.notNull().check(sql`quantity_pct >= 0`))
    .addColumn('price_pct', sql.raw(PCT), (c) => c.notNull().check(sql`price_pct >= 0`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // The last bill number handed to each supplier (an upsert takes the next without a lock).
  await db.schema
    .createTable('bill_counters')
    .addColumn('supplier_id', 'text', (c) => c.primaryKey().references('companies.id'))
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bills')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('previous_id', 'text', (c) => c.unique().references('bills.id'))
    .addColumn('superseded', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('goods', 'repair', 'freight')`),
    )
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`state in ('draft', 'pendingReview', 'approved', 'notApproved')`),
    )
    .addColumn('contract_id', 'text', (c) => c.references('contracts.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', sql.raw(AMOUNT), (c) => c.notNull().defaultTo(0))
    .addColumn('invoice_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flagged_lines', 'integer', (c) => c.notNull().defaultTo(0))
    // The tolerances the lines were matched with (the buyer's when the bill was last written).
    .addColumn('tolerance_quantity_pct', sql.raw(PCT), (c) => c.notNull())
    .addColumn('tolerance_price_pct', sql.raw(PCT), (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', 'timestamptz')
    // The reviewer's decision: SPEC's "feedback date".
    .addColumn('feedback_at', 'timestamptz')
    // Freight bills: SPEC's transport mode, route, weight, volume, charges.
    .addColumn('transport_mode', 'text', (c) => c.check(sql`transport_mode in ('air', 'land')`))
    .addColumn('route', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('weight_kg', 'numeric(12, 2)')
    .addColumn('volume_m3', 'numeric(12, 3)')
    .addColumn('charges', sql.raw(AMOUNT))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('bills_number_revision', ['supplier_id', 'number', 'revision'])
    .addCheckConstraint('bills_reason', sql`state <> 'notApproved' or reject_reason <> ''`)
    .execute();
  await sql`create index bills_supplier on bills (supplier_id, updated_at desc, id)`.execute(db);
  await sql`create index bills_supplier_state on bills (supplier_id, state, updated_at desc, id)`.execute(
    db,
  );
  // The finance review never sees drafts.
  await sql`create index bills_review on bills (state, updated_at desc, id) where state <> 'draft'`.execute(
    db,
  );
  await sql`create index bills_review_recent on bills (updated_at desc, id) where state <> 'draft'`.execute(
    db,
  );
  await sql`create index bills_pending on bills (submitted_at, id) where state = 'pendingReview'`.execute(
    db,
  );
  await sql`create index bills_number on bills (number text_pattern_ops)`.execute(db);
  await sql`create index bills_contract on bills (contract_id)`.execute(db);

  await db.schema
    .createTable('bill_lines')
    .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('contractLine', 'repair', 'transportOrder')`),
    )
    .addColumn('contract_id', 'text', (c) => c.references('contracts.id'))
    .addColumn('line_no', 'integer')
    .addColumn('transport_order_id', 'text')
    .addColumn('quantity', 'bigint', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price', sql.raw(PRICE), (c) => c.notNull())
    .addColumn('amount', sql.raw(AMOUNT), (c) => c.notNull())
    .addColumn('contract_price', sql.raw(PRICE), (c) => c.notNull())
    .addColumn('billable_quantity', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bill_lines_pk', ['bill_id', 'position'])
    .addCheckConstraint(
      'bill_lines_subject',
      sql`(source = 'contractLine' and contract_id is not null and line_no is not null)
        or (source = 'repair' and contract_id is not null)
        or (source = 'transportOrder' and transport_order_id is not null)`,
    )
    .execute();
  await sql`create index bill_lines_contract on bill_lines (contract_id, line_no)`.execute(db);

  await db.schema
    .createTable('bill_invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('fapiaoSpecial', 'fapiaoOrdinary', 'commercial')`),
    )
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
    // What the number is unique by (contract billing/fapiao.ts invoiceKey).
    .addColumn('invoice_key', 'text', (c) => c.notNull())
    // False once the bill is superseded by its correction, which holds a copy.
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('date', 'text', (c) => c.notNull().check(sql`date ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', sql.raw(AMOUNT), (c) => c.notNull())
    .addColumn('tax_rate', 'integer', (c) => c.check(sql`tax_rate in (13, 9, 6)`))
    .addColumn('tax_amount', sql.raw(AMOUNT), (c) => c.notNull())
    .addColumn('total', sql.raw(AMOUNT), (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.references('files.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'bill_invoices_fapiao',
      sql`kind = 'commercial' or (tax_rate is not null and file_id is not null)`,
    )
    .execute();
  await sql`create unique index bill_invoices_once on bill_invoices (supplier_id, invoice_key) where active`.execute(
    db,
  );
  await sql`create index bill_invoices_bill on bill_invoices (bill_id, position)`.execute(db);

  await db.schema
    .createTable('bill_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index bill_events_bill on bill_events (bill_id, at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bill_events').execute();
  await db.schema.dropTable('bill_invoices').execute();
  await db.schema.dropTable('bill_lines').execute();
  await db.schema.dropTable('bills').execute();
  await db.schema.dropTable('bill_counters').execute();
  await db.schema.dropTable('bill_tolerances').execute();
}
