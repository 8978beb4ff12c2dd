// Security keys' SQL: a user's keys, the "key required" flag, and the one-time challenges, which a
// use deletes (so a replay finds nothing).
import { sql } from 'kysely';
import type { Db } from '../../core/db.ts';

export function keysOf(db: Db, userId: string) {
  return db
    .selectFrom('security_keys')
    .select(['credential_id', 'public_key', 'counter', 'transports', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('credential_id')
    .execute();
}

/** A user of `companyId` (another company's is none, like a missing one). */
export function companyUser(db: Db, companyId: string, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'account', 'security_key_required'])
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** Whether a key is required of the user and whether one is registered. */
export async function keyStatus(
  db: Db,
  userId: string,
): Promise<{ required: boolean; bound: boolean }> {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => [
      'u.security_key_required',
      eb
        .exists(
          eb
            .selectFrom('security_keys as k')
            .whereRef('k.user_id', '=', 'u.id')
            .select(sql`1`.as('x')),
        )
        .as('bound'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return { required: Boolean(row?.security_key_required), bound: Boolean(row?.bound) };
}

export async function saveChallenge(
  db: Db,
  row: {
    id: string;
    userId: string;
    purpose: 'register' | 'sign-in';
    challenge: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  // Expired challenges are of no use to anyone: each new one clears them.
  await db.deleteFrom('security_key_challenges').where('expires_at', '<=', row.now).execute();
  await db
    .insertInto('security_key_challenges')
    .values({
      id: row.id,
      user_id: row.userId,
      purpose: row.purpose,
      challenge: row.challenge,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** Takes (deletes) a registration challenge of the user; undefined when there is none. */
export function takeRegisterChallenge(db: Db, userId: string, challenge: string) {
  return db
    .deleteFrom('security_key_challenges')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'register')
    .where('challenge', '=', challenge)
    .returning(['challenge', 'expires_at'])
    .executeTakeFirst();
}

/** Takes (deletes) a sign-in challenge by its ticket's hash. */
export function takeSignInChallenge(db: Db, id: string) {
  return db
    .deleteFrom('security_key_challenges')
    .where('id', '=', id)
    .where('purpose', '=', 'sign-in')
    .returning(['user_id', 'challenge', 'expires_at'])
    .executeTakeFirst();
}
