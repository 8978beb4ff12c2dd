// Roles of a company's own (docs/decisions/2026-11-26-company-roles.md): a role now belongs to a
// company, or to none when it is built in (the seed's, shared by every company of its side). Codes
// are unique per company, and among the built-in roles; a version guards concurrent edits.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('roles')
    .addColumn('company_id', 'text', (c) => c.references('companies.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`alter table roles drop constraint roles_code_key`.execute(db);
  await sql`create unique index roles_builtin_code on roles (code) where company_id is null`.execute(
    db,
  );
  await sql`create unique index roles_company_code on roles (company_id, code)
    where company_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from roles where company_id is not null`.execute(db);
  await sql`drop index roles_company_code`.execute(db);
  await sql`drop index roles_builtin_code`.execute(db);
  await sql`alter table roles add constraint roles_code_key unique (code)`.execute(db);
  await db.schema.alterTable('roles').dropColumn('created_at').execute();
  await db.schema.alterTable('roles').dropColumn('version').execute();
  await db.schema.alterTable('roles').dropColumn('company_id').execute();
}
