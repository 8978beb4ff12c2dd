// Domestic waybills (issue 15; docs/product-rules.md#domestic-waybills; SPEC supContract/
// domesticCreate, domesticTransport): the transport supplier's waybills of its confirmed transport
// orders, the exceptions recorded on the road with their photos (file ids as JSON: a handful, always
// read with their exception) and the buyer's feedback, the sign-for, and the history of every
// decision. Scale: a few waybills a day; the supplier's list reads (company_id, created_at), the
// buyer's an order's waybills by order_id. The waybill number is the supplier's own: unique per
// supplier, not across suppliers.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
const MONEY = 'numeric(17, 4)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domestic_waybills')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('transport_orders.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('consignor_name', 'text', (c) => c.notNull())
    .addColumn('consignor_address', 'text', (c) => c.notNull())
    .addColumn('consignor_phone', 'text', (c) => c.notNull())
    .addColumn('consignee_name', 'text', (c) => c.notNull())
    .addColumn('consignee_address', 'text', (c) => c.notNull())
    .addColumn('consignee_phone', 'text', (c) => c.notNull())
    .addColumn('pieces', 'integer', (c) => c.notNull().check(sql`pieces > 0`))
    .addColumn('weight_kg', 'numeric(12, 3)', (c) => c.notNull())
    .addColumn('volume_m3', 'numeric(12, 3)', (c) => c.notNull())
    .addColumn('cargo_description', 'text', (c) => c.notNull())
    .addColumn('declared_value', sql.raw(MONEY), (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('insurance_rate', 'numeric(7, 4)', (c) =>
      c.notNull().check(sql`insurance_rate >= 0 and insurance_rate <= 5`),
    )
    .addColumn('premium', sql.raw(MONEY), (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('created')
        .check(sql`state in ('created', 'picked_up', 'in_transit', 'delivered')`),
    )
    .addColumn('signed_by', 'text')
    .addColumn('signed_at', 'timestamptz')
    .addColumn('proof_file_id', 'text', (c) => c.references('files.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('domestic_waybills_company_number', ['company_id', 'number'])
    // Delivered only with the sign-for: the rule holds even if a later writer forgets it.
    .addCheckConstraint(
      'domestic_waybills_signed',
      sql`state <> 'delivered' or (signed_by is not null and signed_at is not null and proof_file_id is not null)`,
    )
    .execute();
  await sql`create index domestic_waybills_company on domestic_waybills (company_id, created_at)`.execute(
    db,
  );
  await sql`create index domestic_waybills_order on domestic_waybills (order_id)`.execute(db);

  await db.schema
    .createTable('domestic_waybill_exceptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('waybill_id', 'text', (c) =>
      c.notNull().references('domestic_waybills.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('damage', 'delay', 'loss')`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('photo_file_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('reported_by_name', 'text', (c) => c.notNull())
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('feedback', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('feedback_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('feedback_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create index domestic_waybill_exceptions_waybill on domestic_waybill_exceptions
    (waybill_id, reported_at)`.execute(db);

  await db.schema
    .createTable('domestic_waybill_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('waybill_id', 'text', (c) =>
      c.notNull().references('domestic_waybills.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index domestic_waybill_events_waybill on domestic_waybill_events
    (waybill_id, at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('domestic_waybill_events').execute();
  await db.schema.dropTable('domestic_waybill_exceptions').execute();
  await db.schema.dropTable('domestic_waybills').execute();
}
