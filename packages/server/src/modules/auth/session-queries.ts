// Sessions: their access and refresh token hashes, rotation, and the retired refresh tokens that
// reveal a replay.
import type { Db } from '../../core/db.ts';
import type { Session } from '../../db/schema.ts';

export interface SessionWithUser extends Session {
  company_id: string;
  user_status: string;
}

export async function createSession(db: Db, session: Session) {
  await db.insertInto('sessions').values(session).execute();
}

export function findSessionByRefreshHash(db: Db, hash: string) {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('refresh_token_hash', '=', hash)
    .executeTakeFirst();
}

/** Swaps in new tokens if the refresh token is still the current one (a replay loses the race). */
export async function rotateTokens(
  db: Db,
  sessionId: string,
  oldRefreshHash: string,
  next: {
    refreshHash: string;
    accessHash: string;
    accessExpiresAt: Date;
    refreshExpiresAt: Date;
    now: Date;
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('sessions')
      .set({
        refresh_token_hash: next.refreshHash,
        access_token_hash: next.accessHash,
        access_expires_at: next.accessExpiresAt,
        refresh_expires_at: next.refreshExpiresAt,
        last_seen_at: next.now,
      })
      .where('id', '=', sessionId)
      .where('refresh_token_hash', '=', oldRefreshHash)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    // The old token is remembered: presenting it again is a replay (findRetiredRefresh).
    await trx
      .insertInto('retired_refresh_tokens')
      .values({ hash: oldRefreshHash, session_id: sessionId, retired_at: next.now })
      .execute();
    return true;
  });
}

/** The session that once held this refresh token, if it was rotated away. */
export function findRetiredRefresh(db: Db, hash: string) {
  return db
    .selectFrom('retired_refresh_tokens as r')
    .innerJoin('sessions as s', 's.id', 'r.session_id')
    .select(['r.session_id as sessionId', 's.user_id as userId', 's.ip as ip'])
    .where('r.hash', '=', hash)
    .executeTakeFirst();
}

/** Forgets rotated tokens of sessions that are over anyway (older than the absolute limit). */
export async function pruneRetiredRefresh(db: Db, before: Date) {
  await db.deleteFrom('retired_refresh_tokens').where('retired_at', '<', before).execute();
}

export function findSessionByAccessHash(
  db: Db,
  hash: string,
): Promise<SessionWithUser | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('sessions')
    .select(['users.company_id as company_id', 'users.status as user_status'])
    .where('sessions.access_token_hash', '=', hash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: string, now: Date) {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function revokeSession(db: Db, id: string, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeOtherSessions(db: Db, userId: string, keepId: string, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .where('revoked_at', 'is', null)
    .execute();
}
