// Refresh tokens a session has rotated away, so a replayed one is recognised and ends the whole
// session (docs/decisions/2026-11-26-refresh-token-replay-ends-session.md).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('retired_refresh_tokens')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('retired_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('retired_refresh_tokens_retired')
    .on('retired_refresh_tokens')
    .column('retired_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('retired_refresh_tokens').ifExists().execute();
}
