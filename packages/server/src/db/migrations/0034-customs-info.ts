// Customs information per ship notice (issue 15; docs/product-rules.md#customs-information): one
// row per notice that has any (HS code, declared value and currency, origin, the broker as one of
// the company's customs authorizations, declaration number, customs state, version) and its
// documents (files of the company, in the order given). The supplier is kept on the row so that a
// supplier's list and every ownership check read one index.
//
// Scale: at most one row per ship notice; lists join shipments to it by primary key.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shipment_customs')
    .addColumn('shipment_id', 'text', (c) =>
      c.primaryKey().references('shipments.id').onDelete('cascade'),
    )
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('hs_code', 'text', (c) => c.notNull().check(sql`hs_code ~ '^[0-9]{10}$'`))
    .addColumn('declared_value', sql.raw('numeric(17, 2)'), (c) =>
      c.notNull().check(sql`declared_value > 0`),
    )
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('origin_country', 'text', (c) => c.notNull())
    .addColumn('broker_id', 'text', (c) => c.notNull().references('customs_authorizations.id'))
    .addColumn('declaration_number', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`declaration_number ~ '^([0-9]{18})?$'`),
    )
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('toDeclare', 'declared', 'released', 'held')`),
    )
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index shipment_customs_supplier on shipment_customs (supplier_id)`.execute(db);

  await db.schema
    .createTable('shipment_customs_documents')
    .addColumn('shipment_id', 'text', (c) =>
      c.notNull().references('shipment_customs.shipment_id').onDelete('cascade'),
    )
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('shipment_customs_documents_pk', ['shipment_id', 'file_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shipment_customs_documents').execute();
  await db.schema.dropTable('shipment_customs').execute();
}
