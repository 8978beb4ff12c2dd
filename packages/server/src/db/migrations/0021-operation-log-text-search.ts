// The operation log's text filter at a million rows (issue 13,
// docs/decisions/2026-11-27-operation-log-at-a-million-rows.md): a trigram index over the three
// columns the filter searches (item, name, account), so that a contains search for a rare text is
// an index lookup instead of a walk through every entry. pg_trgm is a trusted extension on
// PostgreSQL (the database owner may create it); PGlite must be opened with it
// (db/pglite-extensions.ts). One GIN index with three columns serves the filter's OR of the three.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index operation_logs_text on operation_logs
    using gin (item gin_trgm_ops, name gin_trgm_ops, account gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists operation_logs_text`.execute(db);
}
