// The bulk supplier import: the business types a supplier does for the buyer (purchase, repair,
// 21-department; product rules: Value lists), one row per type, set by the import's template.
import { sql, type Kysely } from 'kysely';

// The values as they were when this migration was written: a migration means the same thing
// forever, whatever the contract's lists become.
const SUPPLIER_BUSINESS_TYPES = ['purchase', 'repair', 'dept21'] as const;

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('supplier_business_types')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('business_type', 'text', (c) =>
      c.notNull().check(sql`business_type in (${list(SUPPLIER_BUSINESS_TYPES)})`),
    )
    .addPrimaryKeyConstraint('supplier_business_types_pk', ['company_id', 'business_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('supplier_business_types').ifExists().execute();
}
