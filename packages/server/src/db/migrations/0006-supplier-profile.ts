// The supplier's company profile (docs/product-rules.md). Country, tax info and the names stay on
// `companies`; the rest of the basic and other sections is one row per supplier, the lists (contacts,
// annual sales, OEM lists, capabilities) are rows of their own, and qualification files link an
// uploaded file (purpose `profile`) to the profile with its kind, number and expiry date.
import { sql, type Kysely } from 'kysely';

// The values as they were when this migration was written: a migration means the same thing
// forever, whatever the contract's lists become.
const CURRENCIES = ['CNY', 'USD', 'EUR', 'GBP', 'HKD', 'JPY', 'SGD', 'CAD', 'AUD', 'CHF'] as const;
const CAPABILITY_BUSINESS_TYPES = [
  'purchase',
  'repair',
  'share',
  'mutualAid',
  'rentIn',
  'rentOut',
  'equipmentSale',
] as const;
const CAPABILITY_PRODUCT_TYPES = [
  'standardParts',
  'rawMaterial',
  'chemicals',
  'consumables',
  'rotables',
  'engine',
  'apu',
  'landingGear',
  'aircraftEquipment',
  'fixedAssets',
] as const;
const CAPABILITY_STATES = ['toBeSubmitted', 'underReview', 'auditCompleted', 'noPass'] as const;
const OEM_AUTHORIZATIONS = [
  'distributor',
  'authorizedDealer',
  'repairStation',
  'agent',
  'other',
] as const;
const QUALIFICATION_KINDS = [
  'businessLicense',
  'as9100',
  'as9120',
  'iso9001',
  'caacCcar145',
  'faaPart145',
  'easaPart145',
  'other',
] as const;

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const now = sql`now()`;
// Calendar dates are `YYYY-MM-DD` text, as in 0002-inquiries.ts (pg and PGlite read `date` apart).
const isoDateCheck = (column: string) => sql`${sql.ref(column)} ~ '^\\d{4}-\\d{2}-\\d{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Profile files are uploaded by suppliers like any other; the purpose says what they are for.
  await sql`alter table files drop constraint if exists files_purpose_check`.execute(db);
  await sql`alter table files add constraint files_purpose_check
    check (purpose in ('quote', 'bargaining', 'general', 'profile'))`.execute(db);

  await db.schema
    .createTable('supplier_profiles')
    .addColumn('company_id', 'text', (c) =>
      c.primaryKey().references('companies.id').onDelete('cascade'),
    )
    .addColumn('registered_capital', 'numeric(18, 2)', (c) => c.check(sql`registered_capital >= 0`))
    .addColumn('capital_currency', 'text', (c) =>
      c.check(sql`capital_currency in (${list(CURRENCIES)})`),
    )
    .addColumn('license_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('legal_representative', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('founded_on', 'text', (c) => c.check(isoDateCheck('founded_on')))
    .addColumn('registered_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('office_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('warehouse_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('warehouse_area', 'numeric(12, 2)', (c) => c.check(sql`warehouse_area >= 0`))
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('supplier_contacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('supplier_contacts_company')
    .on('supplier_contacts')
    .columns(['company_id', 'sort'])
    .execute();
  // One primary contact at most, kept by the database too.
  await sql`create unique index supplier_contacts_primary on supplier_contacts (company_id)
    where is_primary`.execute(db);

  await db.schema
    .createTable('supplier_annual_sales')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('amount', 'numeric(18, 2)', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in (${list(CURRENCIES)})`))
    .addUniqueConstraint('supplier_annual_sales_year', ['company_id', 'year'])
    .execute();

  await db.schema
    .createTable('supplier_oems')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('manufacturer', 'text', (c) => c.notNull())
    .addColumn('authorization', 'text', (c) =>
      c.notNull().check(sql`"authorization" in (${list(OEM_AUTHORIZATIONS)})`),
    )
    .addColumn('valid_until', 'text', (c) => c.check(isoDateCheck('valid_until')))
    .execute();
  await db.schema
    .createIndex('supplier_oems_company')
    .on('supplier_oems')
    .columns(['company_id', 'sort'])
    .execute();

  await db.schema
    .createTable('supplier_capabilities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('business_type', 'text', (c) =>
      c.notNull().check(sql`business_type in (${list(CAPABILITY_BUSINESS_TYPES)})`),
    )
    .addColumn('product_type', 'text', (c) =>
      c.notNull().check(sql`product_type in (${list(CAPABILITY_PRODUCT_TYPES)})`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('toBeSubmitted')
        .check(sql`status in (${list(CAPABILITY_STATES)})`),
    )
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('supplier_capabilities_pair', [
      'company_id',
      'business_type',
      'product_type',
    ])
    .execute();
  // The buyer's work list: what waits for review.
  await sql`create index supplier_capabilities_review on supplier_capabilities (company_id)
    where status = 'underReview'`.execute(db);

  await db.schema
    .createTable('supplier_qualifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in (${list(QUALIFICATION_KINDS)})`),
    )
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_on', 'text', (c) => c.notNull().check(isoDateCheck('expires_on')))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('supplier_qualifications_company')
    .on('supplier_qualifications')
    .columns(['company_id', 'kind'])
    .execute();
  // A file is one qualification, and the expiry reminders look for what expires soon.
  await db.schema
    .createIndex('supplier_qualifications_file')
    .on('supplier_qualifications')
    .column('file_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('supplier_qualifications_expiry')
    .on('supplier_qualifications')
    .column('expires_on')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'supplier_qualifications',
    'supplier_capabilities',
    'supplier_oems',
    'supplier_annual_sales',
    'supplier_contacts',
    'supplier_profiles',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`delete from files where purpose = 'profile'`.execute(db);
  await sql`alter table files drop constraint if exists files_purpose_check`.execute(db);
  await sql`alter table files add constraint files_purpose_check
    check (purpose in ('quote', 'bargaining', 'general'))`.execute(db);
}
