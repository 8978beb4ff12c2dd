// Security keys (issue 13's u-shield, as FIDO2/WebAuthn; docs/decisions/2026-11-27-security-keys.md):
// a buyer user's registered keys (the credential id is the key's "serial"), the administrator's
// "key required" flag on the user, and the one-time challenges of registration and sign-in. A
// challenge is stored server-side, lives a few minutes and is deleted when it is used, so a replayed
// or expired one finds nothing. A sign-in challenge is reached by its ticket, stored as its SHA-256
// only (like download tickets), since the ticket stands for a password already checked.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('security_key_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('security_keys')
    .addColumn('credential_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('security_keys_user').on('security_keys').column('user_id').execute();
  await db.schema
    .createTable('security_key_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('security_key_challenges_user')
    .on('security_key_challenges')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('security_key_challenges').ifExists().execute();
  await db.schema.dropTable('security_keys').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('security_key_required').execute();
}
