// Customer relations (issue 4): which member companies of the buyer's group (a contract constant
// list, GROUP_MEMBERS) a supplier serves, for which business, since when; ended ones stay with the
// reason. One active relation per buyer, supplier, member and business.
import { sql, type Kysely } from 'kysely';

// The values as they were when this migration was written: a migration means the same thing
// forever, whatever the contract's lists become.
const GROUP_MEMBERS = ['HU', 'JD', 'GS', '8L', 'PN', 'HNATE'] as const;
const RELATION_BUSINESS_TYPES = ['purchase', 'repair', 'dept21'] as const;
const RELATION_STATES = ['active', 'ended'] as const;

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('supplier_customer_relations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buyer_company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('supplier_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('member', 'text', (c) => c.notNull().check(sql`member in (${list(GROUP_MEMBERS)})`))
    .addColumn('business_type', 'text', (c) =>
      c.notNull().check(sql`business_type in (${list(RELATION_BUSINESS_TYPES)})`),
    )
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in (${list(RELATION_STATES)})`),
    )
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('added_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ended_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('end_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index supplier_customer_relations_active on supplier_customer_relations (buyer_company_id, supplier_id, member, business_type) where status = 'active'`.execute(
    db,
  );
  await sql`create index supplier_customer_relations_supplier on supplier_customer_relations (supplier_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('supplier_customer_relations').execute();
}
