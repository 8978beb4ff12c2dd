// The own profile's avatar (issue 13; docs/decisions/2026-11-27-own-profile.md): a file of the
// files table, referred to by a foreign key so that the sweep of unattached uploads
// (modules/files/sweep.ts finds references by their foreign keys) keeps it, and a removed file
// leaves no dangling id.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('avatar_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('avatar_file_id').execute();
}
