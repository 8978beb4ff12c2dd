// The contract's sign-for (issue 14; docs/decisions/2026-11-27-contract-sign-for.md): the signed
// copy the supplier uploaded, a file of the files table referred to by a foreign key so that the
// sweep of unattached uploads (modules/files/sweep.ts finds references by their foreign keys)
// keeps it. Who signed and when are migration 0022's `signed_by` and `signed_at`.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contracts')
    .addColumn('signed_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contracts').dropColumn('signed_file_id').execute();
}
