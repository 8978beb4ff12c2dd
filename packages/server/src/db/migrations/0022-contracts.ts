// Contracts and orders (issue 14; docs/product-rules.md#contracts-and-orders): the contract header
// with its state and current version, one row per version (who issued it, when, why), the lines of
// every version with the supplier's answer, and the contract's history.
//
// Scale: 200,000 contracts. The supplier's list reads `contracts` alone through the partial
// (supplier, kind, state, updated) index; a page's lines are read by (contract, version).
// Calendar dates are `YYYY-MM-DD` text, as in 0002-inquiries.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
const MONEY = 'numeric(17, 4)';
const isoDateCheck = (column: string) => sql`${sql.ref(column)} ~ '^\\d{4}-\\d{2}-\\d{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contracts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contract_number', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('toConfirm'))
    .addColumn('current_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('total_amount', sql.raw(MONEY), (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('buyer_contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('inquiry_id', 'text', (c) => c.references('inquiries.id').onDelete('set null'))
    /** The buyer's invoicing details (title, tax id, bank, account, address, phone). */
    .addColumn('invoice', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('signed_at', 'timestamptz')
    .addColumn('signed_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index contracts_supplier_list on contracts
    (supplier_id, kind, state, updated_at desc, id)`.execute(db);

  await db.schema
    .createTable('contract_versions')
    .addColumn('contract_id', 'text', (c) =>
      c.notNull().references('contracts.id').onDelete('cascade'),
    )
    .addColumn('version_no', 'integer', (c) => c.notNull())
    /** erp (issued or revised), buyer (changes refused), supplier (its amended answer). */
    .addColumn('issued_by', 'text', (c) => c.notNull())
    .addColumn('issued_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('total_amount', sql.raw(MONEY), (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('contract_versions_pk', ['contract_id', 'version_no'])
    .execute();

  await db.schema
    .createTable('contract_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) =>
      c.notNull().references('contracts.id').onDelete('cascade'),
    )
    .addColumn('version_no', 'integer', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('material_number', 'text', (c) => c.notNull())
    .addColumn('part_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('unit_price', sql.raw(MONEY), (c) => c.notNull())
    .addColumn('delivery_date', 'text', (c) => c.notNull().check(isoDateCheck('delivery_date')))
    .addColumn('answer', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('answer_reason', 'text', (c) => c.notNull().defaultTo(''))
    /** The amended deliveries: [{ quantity, date }]; empty unless amended. */
    .addColumn('deliveries', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addUniqueConstraint('contract_lines_no', ['contract_id', 'version_no', 'line_no'])
    .execute();

  await db.schema
    .createTable('contract_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) =>
      c.notNull().references('contracts.id').onDelete('cascade'),
    )
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('version_no', 'integer', (c) => c.notNull())
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index contract_events_contract on contract_events (contract_id, at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contract_events').execute();
  await db.schema.dropTable('contract_lines').execute();
  await db.schema.dropTable('contract_versions').execute();
  await db.schema.dropTable('contracts').execute();
}
