// A company's people (issue 13's staff pages): a mobile number and a position beside the name and
// e-mail, and when the account was invited without a password (cleared once the colleague chooses
// one with the mailed code).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invited_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .dropColumn('mobile')
    .dropColumn('position')
    .dropColumn('invited_at')
    .execute();
}
