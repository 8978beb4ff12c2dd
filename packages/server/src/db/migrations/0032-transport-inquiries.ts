// Transport inquiries (issue 15; docs/product-rules.md#transport-quotes; SPEC pdDemandInquiry,
// pdDemandQuote, pdDemandQuoteAir(Item), pdDemandInquiryContract): the buyer's inquiry for one
// shipment, the transport suppliers it was sent to, each supplier's one quote (surcharges and the
// air weight breaks as JSON: a handful each, always read and written with their quote), and the
// order the award creates. Scale: a few inquiries a day; a supplier's list reads
// transport_inquiry_suppliers by (company_id), the comparison one inquiry's quotes by inquiry_id.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
const MONEY = 'numeric(17, 4)';
const isoDate = (column: string) => sql`${sql.ref(column)} ~ '^\\d{4}-\\d{2}-\\d{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transport_inquiries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('air', 'land')`))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('cargo', 'text', (c) => c.notNull().check(sql`cargo in ('general', 'dangerous')`))
    .addColumn('pieces', 'integer', (c) => c.notNull())
    .addColumn('gross_weight_kg', 'numeric(12, 3)', (c) => c.notNull())
    .addColumn('volume_m3', 'numeric(12, 3)', (c) => c.notNull())
    .addColumn('ready_date', 'text', (c) => c.notNull().check(isoDate('ready_date')))
    .addColumn('reply_deadline', 'text', (c) => c.notNull().check(isoDate('reply_deadline')))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index transport_inquiries_created on transport_inquiries (created_at)`.execute(
    db,
  );

  await db.schema
    .createTable('transport_inquiry_suppliers')
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().references('transport_inquiries.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addPrimaryKeyConstraint('transport_inquiry_suppliers_pk', ['inquiry_id', 'company_id'])
    .execute();
  await sql`create index transport_inquiry_suppliers_company on transport_inquiry_suppliers
    (company_id)`.execute(db);

  await db.schema
    .createTable('transport_quotes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().references('transport_inquiries.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('rate_per_kg', sql.raw(MONEY), (c) => c.notNull())
    .addColumn('minimum_charge', sql.raw(MONEY), (c) => c.notNull())
    .addColumn('surcharges', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('weight_breaks', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('transit_days', 'integer', (c) => c.notNull())
    .addColumn('validity_date', 'text', (c) => c.notNull().check(isoDate('validity_date')))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('transport_quotes_inquiry_company', ['inquiry_id', 'company_id'])
    .execute();

  await db.schema
    .createTable('transport_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().unique().references('transport_inquiries.id').onDelete('cascade'),
    )
    .addColumn('quote_id', 'text', (c) => c.notNull().references('transport_quotes.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('total', sql.raw(MONEY), (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('awaiting_confirmation'))
    .addColumn('decline_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('awarded_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('answered_at', 'timestamptz')
    .execute();
  await sql`create index transport_orders_company on transport_orders (company_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('transport_orders').execute();
  await db.schema.dropTable('transport_quotes').execute();
  await db.schema.dropTable('transport_inquiry_suppliers').execute();
  await db.schema.dropTable('transport_inquiries').execute();
}
