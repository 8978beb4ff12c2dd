// Download tickets (docs/decisions/2026-11-26-download-tickets.md): what a file link carries instead
// of the access token. A ticket is stored as its SHA-256 only, names one file and the session that
// asked for it, lives 60 seconds and works once (`used_at`).
//
// file_id has no foreign key on purpose: the sweep of unattached uploads treats every foreign key
// to files.id as an attachment, and a ticket is not one (a ticket for a file the sweep removes
// just finds no file).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('download_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('download_tickets_expires')
    .on('download_tickets')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('download_tickets').ifExists().execute();
}
