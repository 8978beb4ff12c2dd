// The operation log screen (issue 13, docs/decisions/2026-11-26-operation-log-company-and-changes.md):
// each entry names the company of the user who acted, so a supplier administrator's list is one
// index range instead of a join through users, and may keep what a change changed (before and
// after) in a bounded JSON column. The indexes serve the list's filters newest first at a million
// rows (`npm run bench -- --oplog`): by company (and type), by type, by account, and none
// (created_at, id).
import { sql, type Kysely } from 'kysely';

/** The largest `changes` document kept, in bytes of its JSON text; the writer trims before this. */
const CHANGES_MAX_BYTES = 16384;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('operation_logs')
    .addColumn('company_id', 'text', (c) => c.references('companies.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('operation_logs').addColumn('changes', 'jsonb').execute();
  await sql`alter table operation_logs add constraint operation_logs_changes_size
    check (changes is null or octet_length(changes::text) <= ${sql.lit(CHANGES_MAX_BYTES)})`.execute(
    db,
  );
  // Entries written before this migration: the company is the acting user's.
  await sql`update operation_logs l set company_id = u.company_id
    from users u where u.id = l.user_id`.execute(db);
  await sql`drop index operation_logs_created`.execute(db);
  await sql`create index operation_logs_created on operation_logs (created_at, id)`.execute(db);
  await sql`create index operation_logs_company on operation_logs (company_id, created_at, id)`.execute(
    db,
  );
  // A supplier administrator's list always has its company: by type it reads this one, so a type
  // the company has few (or no) entries of is not a walk through all of its entries.
  await sql`create index operation_logs_company_type
    on operation_logs (company_id, type, created_at, id)`.execute(db);
  await sql`create index operation_logs_type on operation_logs (type, created_at, id)`.execute(db);
  await sql`create index operation_logs_account on operation_logs (account, created_at, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'operation_logs_account',
    'operation_logs_type',
    'operation_logs_company_type',
    'operation_logs_company',
  ]) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
  await sql`drop index operation_logs_created`.execute(db);
  await sql`create index operation_logs_created on operation_logs (created_at)`.execute(db);
  await db.schema.alterTable('operation_logs').dropColumn('changes').execute();
  await db.schema.alterTable('operation_logs').dropColumn('company_id').execute();
}
