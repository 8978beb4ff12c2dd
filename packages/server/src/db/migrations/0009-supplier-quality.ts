// The returned registration's edit codes, the quality department's assessment and the scopes it
// authorizes, and the supplier's customs-broker authorizations (issue 4).
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
/** Dates are YYYY-MM-DD text, as elsewhere in the schema (no driver turns them into Dates). */
const isoDate = (column: string) => sql`${sql.ref(column)} ~ '^\\d{4}-\\d{2}-\\d{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One-time codes of the /supRegisterEdit link: SHA-256 only, like invite codes.
  await db.schema
    .createTable('supplier_edit_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('supplier_edit_codes_company')
    .on('supplier_edit_codes')
    .columns(['company_id', 'created_at'])
    .execute();

  // One assessment per supplier, kept (and shown) after QAUDIT.
  await db.schema
    .createTable('supplier_assessments')
    .addColumn('company_id', 'text', (c) =>
      c.primaryKey().references('companies.id').onDelete('cascade'),
    )
    .addColumn('grade', 'text', (c) => c.notNull().check(sql`grade in ('A', 'B', 'C', 'D')`))
    .addColumn('score', 'integer', (c) => c.check(sql`score between 0 and 100`))
    .addColumn('findings', 'text', (c) => c.notNull())
    .addColumn('on_site', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('assessed_on', 'text', (c) => c.notNull().check(isoDate('assessed_on')))
    .addColumn('assessed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('assessed_by_name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('supplier_authorizations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('business_type', 'integer', (c) => c.notNull())
    .addColumn('product_type', 'integer', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull().check(isoDate('valid_until')))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'withdrawn')`))
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('withdraw_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // One active authorization per supplier and scope.
  await sql`create unique index supplier_authorizations_active on supplier_authorizations
    (company_id, business_type, product_type) where status = 'active'`.execute(db);
  await db.schema
    .createIndex('supplier_authorizations_until')
    .on('supplier_authorizations')
    .columns(['valid_until'])
    .execute();

  await db.schema
    .createTable('customs_authorizations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('personal', 'company')`))
    .addColumn('broker_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('id_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('broker_company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('customs_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('scope', 'text', (c) => c.check(sql`scope in ('import', 'export', 'both')`))
    .addColumn('valid_from', 'text', (c) => c.notNull().check(isoDate('valid_from')))
    .addColumn('valid_until', 'text', (c) => c.notNull().check(isoDate('valid_until')))
    .addColumn('letter_file_id', 'text', (c) => c.notNull().references('files.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'revoked')`))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoke_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('customs_authorizations_company')
    .on('customs_authorizations')
    .columns(['company_id', 'kind', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'customs_authorizations',
    'supplier_authorizations',
    'supplier_assessments',
    'supplier_edit_codes',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
