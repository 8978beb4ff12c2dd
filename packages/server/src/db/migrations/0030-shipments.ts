// Ship notices (issue 15; docs/product-rules.md#ship-notices): what a goods supplier ships against
// a confirmed contract. One row per notice with its shipping info and state, its lines (contract
// line, quantity, trade terms, delivery place, dangerous-goods data with the MSDS file), its boxes
// (dimensions, gross and chargeable weight, the lines packed in each as JSON: a box is read and
// written with its notice only) and the history of its states.
//
// Scale: a few notices per contract; lists read `shipments` by supplier or by everyone, newest
// change first; the open quantity of a contract line sums shipment_lines by (contract, line).
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
const KG = 'numeric(12, 2)';
const isoDate = (column: string) => sql`${sql.ref(column)} ~ '^\\d{4}-\\d{2}-\\d{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shipments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('notice_number', 'text', (c) => c.notNull().unique())
    .addColumn('contract_id', 'text', (c) => c.notNull().references('contracts.id'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('planned'))
    .addColumn('ship_date', 'text', (c) => c.notNull().check(isoDate('ship_date')))
    .addColumn('expected_delivery_date', 'text', (c) =>
      c.notNull().check(isoDate('expected_delivery_date')),
    )
    .addColumn('trade_terms', 'text', (c) => c.notNull())
    .addColumn('delivery_place', 'text', (c) => c.notNull())
    .addColumn('transport_mode', 'text', (c) => c.notNull())
    .addColumn('waybill_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('transport_agent', 'text', (c) => c.notNull())
    .addColumn('agent_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('box_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chargeable_weight_kg', sql.raw(KG), (c) => c.notNull().defaultTo(0))
    .addColumn('dangerous', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index shipments_supplier on shipments (supplier_id, updated_at desc, id)`.execute(
    db,
  );
  await sql`create index shipments_recent on shipments (updated_at desc, id)`.execute(db);
  await sql`create index shipments_contract on shipments (contract_id)`.execute(db);

  await db.schema
    .createTable('shipment_lines')
    .addColumn('shipment_id', 'text', (c) =>
      c.notNull().references('shipments.id').onDelete('cascade'),
    )
    .addColumn('contract_id', 'text', (c) => c.notNull().references('contracts.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('trade_terms', 'text', (c) => c.notNull())
    .addColumn('delivery_place', 'text', (c) => c.notNull())
    .addColumn('cargo', 'text', (c) => c.notNull().defaultTo('general'))
    .addColumn('un_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('proper_shipping_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hazard_class', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('packing_group', 'text')
    // The foreign key keeps the MSDS from the sweep of unattached uploads.
    .addColumn('msds_file_id', 'text', (c) => c.references('files.id'))
    .addColumn('lithium_battery', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('dry_ice', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('shipment_lines_pk', ['shipment_id', 'line_no'])
    .execute();
  await sql`create index shipment_lines_contract on shipment_lines (contract_id, line_no)`.execute(
    db,
  );

  await db.schema
    .createTable('shipment_boxes')
    .addColumn('shipment_id', 'text', (c) =>
      c.notNull().references('shipments.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('mark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('length', 'numeric(10, 3)', (c) => c.notNull())
    .addColumn('width', 'numeric(10, 3)', (c) => c.notNull())
    .addColumn('height', 'numeric(10, 3)', (c) => c.notNull())
    .addColumn('volume_unit', 'text', (c) => c.notNull())
    .addColumn('gross_weight_kg', sql.raw(KG), (c) => c.notNull())
    .addColumn('chargeable_weight_kg', sql.raw(KG), (c) => c.notNull())
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('shipment_boxes_pk', ['shipment_id', 'position'])
    .execute();

  await db.schema
    .createTable('shipment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shipment_id', 'text', (c) =>
      c.notNull().references('shipments.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index shipment_events_shipment on shipment_events (shipment_id, at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shipment_events').execute();
  await db.schema.dropTable('shipment_boxes').execute();
  await db.schema.dropTable('shipment_lines').execute();
  await db.schema.dropTable('shipments').execute();
}
