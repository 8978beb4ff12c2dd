// The supplier lifecycle: the audit state and freezes on the company, invitations, the audit's
// history, the blacklist, and the outbox with its API log and the dev mailbox (product rules,
// Integrations: calls to OA, QAUDIT, the ERP and e-mail leave through the outbox and are logged).
import { sql, type Kysely } from 'kysely';

// The values as they were when this migration was written: a migration means the same thing
// forever, whatever the contract's lists become.
const AUDIT_STATES = [
  'toBeEvaluated',
  'pendingBusinessReview',
  'rejected',
  'approved',
  'oaUnderReview',
  'oaFailed',
  'oaApproved',
  'qauditUnderReview',
  'qauditFailed',
  'qauditPassed',
  'syncedToErp',
  'returned',
] as const;
const INVITE_KINDS = ['aviation', 'dept21', 'transport'] as const;
const SUPPLIER_KINDS = ['aviation', 'general', 'transport'] as const;
const TAX_CATEGORIES = ['uscc', 'vat', 'other'] as const;

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('supplier_kind', 'text', (c) =>
      c.check(sql`supplier_kind in (${list(SUPPLIER_KINDS)})`),
    )
    // Companies before this migration were admitted outside the flow: `approved`.
    .addColumn('audit_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('approved')
        .check(sql`audit_status in (${list(AUDIT_STATES)})`),
    )
    .addColumn('tax_category', 'text', (c) =>
      c.check(sql`tax_category in (${list(TAX_CATEGORIES)})`),
    )
    .addColumn('tax_id', 'text')
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('time_zone', 'text')
    .addColumn('commercial_frozen', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('quality_frozen', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('freeze_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // One supplier per tax ID, kept by the database too, so two registrations racing cannot both
  // pass the duplicate check. Company names are checked by the registration only: an install
  // from before this migration may hold two suppliers of one name, and the upgrade must not fail.
  await sql`create unique index companies_supplier_tax_id on companies (tax_id)
    where kind = 'supplier' and tax_id is not null`.execute(db);
  await sql`create index companies_supplier_name on companies (lower(name))
    where kind = 'supplier'`.execute(db);
  // Supplier codes of registered companies: S200001, S200002… (the demo's are S1xxxxx).
  await sql`create sequence supplier_code_seq start 200001`.execute(db);
  await db.schema
    .createIndex('companies_audit_status')
    .on('companies')
    .columns(['audit_status', 'updated_at'])
    .execute();

  await db.schema
    .createTable('supplier_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buyer_company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in (${list(INVITE_KINDS)})`))
    // SHA-256 of the code: the code itself is only in the e-mail.
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('sent', 'registered')`))
    .addColumn('sent_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_sent_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('registered_company_id', 'text', (c) => c.references('companies.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('supplier_invites_buyer_created')
    .on('supplier_invites')
    .columns(['buyer_company_id', 'created_at'])
    .execute();
  await sql`create index supplier_invites_open_email on supplier_invites (lower(email))
    where status = 'sent'`.execute(db);

  await db.schema
    .createTable('supplier_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text')
    .addColumn('by_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    // Who, as shown: a person's name, or the outside system that answered.
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('supplier_events_company')
    .on('supplier_events')
    .columns(['company_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('supplier_blacklist')
    .addColumn('tax_id', 'text', (c) => c.primaryKey())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('added_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('system', 'text', (c) =>
      c.notNull().check(sql`system in ('oa', 'qaudit', 'erp', 'mail')`),
    )
    // What is asked (`supplier.submitOA`, `mail.invite`…) and about what (a company id…).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'sent', 'answered', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index outbox_due on outbox (next_attempt_at)
    where status in ('pending', 'sent')`.execute(db);
  await db.schema.createIndex('outbox_subject').on('outbox').columns(['subject_id']).execute();

  await db.schema
    .createTable('api_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('outbox_id', 'text', (c) => c.references('outbox.id').onDelete('set null'))
    .addColumn('system', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('out', 'in')`))
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('request', 'jsonb', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('http_status', 'integer')
    .addColumn('ok', 'boolean', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('api_logs_created').on('api_logs').columns(['created_at']).execute();
  await db.schema.createIndex('api_logs_outbox').on('api_logs').columns(['outbox_id']).execute();

  // The dev mailbox: e-mails the portal sent while no SMTP server is configured.
  await db.schema
    .createTable('mailbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('outbox_id', 'text', (c) => c.references('outbox.id').onDelete('set null'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index mailbox_to on mailbox (lower(to_address), created_at)`.execute(db);

  // What the built-in simulator answers per outside system, changeable at run time (demo, tests).
  await db.schema
    .createTable('simulator_settings')
    .addColumn('system', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull().check(sql`answer in ('approve', 'fail')`))
    .addColumn('delay_ms', 'integer', (c) => c.notNull().check(sql`delay_ms >= 0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'simulator_settings',
    'mailbox',
    'api_logs',
    'outbox',
    'supplier_blacklist',
    'supplier_events',
    'supplier_invites',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop sequence if exists supplier_code_seq`.execute(db);
  await db.schema
    .alterTable('companies')
    .dropColumn('supplier_kind')
    .dropColumn('audit_status')
    .dropColumn('tax_category')
    .dropColumn('tax_id')
    .dropColumn('email')
    .dropColumn('time_zone')
    .dropColumn('commercial_frozen')
    .dropColumn('quality_frozen')
    .dropColumn('freeze_reason')
    .execute();
}
