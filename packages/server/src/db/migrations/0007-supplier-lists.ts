// The buyer's supplier lists: the blacklist learns a second list (dishonest suppliers), an id and a
// version; mutual recognition admittance, CAGE codes, second- and third-tier suppliers and
// third-party own-equipment suppliers get tables of their own.
import { sql, type Kysely } from 'kysely';

// The values as they were when this migration was written: a migration means the same thing
// forever, whatever the contract's lists become.
const BLACKLIST_KINDS = ['blacklist', 'dishonest'] as const;
const SUPPLIER_TIERS = ['second', 'third'] as const;

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Registration refuses a tax ID found in this table (any list): the dishonest list blocks too.
  await db.schema
    .alterTable('supplier_blacklist')
    .addColumn('id', 'text')
    .addColumn('list', 'text', (c) =>
      c
        .notNull()
        .defaultTo('blacklist')
        .check(sql`list in (${list(BLACKLIST_KINDS)})`),
    )
    .addColumn('supplier_id', 'text', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update supplier_blacklist set id = gen_random_uuid()::text`.execute(db);
  await sql`alter table supplier_blacklist drop constraint supplier_blacklist_pkey`.execute(db);
  // Writers from before this migration (tests, the bulk import) insert without an id.
  await sql`alter table supplier_blacklist alter column id set default gen_random_uuid()::text`.execute(
    db,
  );
  await sql`alter table supplier_blacklist alter column id set not null`.execute(db);
  await sql`alter table supplier_blacklist add primary key (id)`.execute(db);
  await sql`create unique index supplier_blacklist_list_tax_id on supplier_blacklist (list, tax_id)`.execute(
    db,
  );
  await sql`create index supplier_blacklist_tax_id on supplier_blacklist (tax_id)`.execute(db);

  await db.schema
    .createTable('supplier_admits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buyer_company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('tax_id', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'text', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('source_company', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('added_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index supplier_admits_buyer_tax_id on supplier_admits (buyer_company_id, tax_id)`.execute(
    db,
  );

  await db.schema
    .createTable('supplier_cage_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Unique across suppliers: a CAGE code names one entity.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('supplier_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('added_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('supplier_cage_codes_supplier')
    .on('supplier_cage_codes')
    .columns(['supplier_id', 'code'])
    .execute();

  await db.schema
    .createTable('supplier_tiers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buyer_company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('primary_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('tier', 'text', (c) => c.notNull().check(sql`tier in (${list(SUPPLIER_TIERS)})`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('supplies', 'text', (c) => c.notNull())
    .addColumn('authorized_until', 'text')
    .addColumn('authorized_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('supplier_tiers_buyer_created')
    .on('supplier_tiers')
    .columns(['buyer_company_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('supplier_own_equipment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buyer_company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('equipment', 'text', (c) => c.notNull())
    .addColumn('ata_chapter', 'text', (c) => c.notNull())
    .addColumn('oem', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('supplier_own_equipment_buyer_name')
    .on('supplier_own_equipment')
    .columns(['buyer_company_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'supplier_own_equipment',
    'supplier_tiers',
    'supplier_cage_codes',
    'supplier_admits',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  // Back to one list keyed by the tax ID: the dishonest list's entries go.
  await sql`delete from supplier_blacklist where list <> 'blacklist'`.execute(db);
  await sql`drop index if exists supplier_blacklist_list_tax_id`.execute(db);
  await sql`drop index if exists supplier_blacklist_tax_id`.execute(db);
  await sql`alter table supplier_blacklist drop constraint supplier_blacklist_pkey`.execute(db);
  await sql`alter table supplier_blacklist add primary key (tax_id)`.execute(db);
  await db.schema
    .alterTable('supplier_blacklist')
    .dropColumn('id')
    .dropColumn('list')
    .dropColumn('supplier_id')
    .dropColumn('version')
    .execute();
}
