// Contracts, issue 14's second part. The sign-for (docs/decisions/2026-11-27-contract-sign-for.md):
// the signed copy the supplier uploaded, a file of the files table referred to by a foreign key so
// that the sweep of unattached uploads (modules/files/sweep.ts finds references by their foreign
// keys) keeps it; who signed and when are migration 0022's `signed_by` and `signed_at`. The
// buyer's list of every supplier's contracts, newest change first, reads this index page by page
// (200,000 contracts) instead of sorting them all.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contracts')
    .addColumn('signed_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .execute();
  await sql`create index contracts_buyer_list on contracts (updated_at desc, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index contracts_buyer_list`.execute(db);
  await db.schema.alterTable('contracts').dropColumn('signed_file_id').execute();
}
