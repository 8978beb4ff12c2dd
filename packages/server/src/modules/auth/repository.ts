// Sign-in data: RSA keys and their one-time uuids, sessions, sign-in failures, password hashes.
import { sql, type Kysely } from 'kysely';
import type { Database, Session } from '../../db/schema.ts';

export interface SignInUser {
  id: string;
  account: string;
  passwordHash: string;
  realName: string;
  status: string;
  companyStatus: string;
}

export interface SessionWithUser extends Session {
  company_id: string;
  user_status: string;
}

export interface FailureCounts {
  byAccount: number;
  firstByAccount: Date | null;
  byIp: number;
  firstByIp: Date | null;
}

export class AuthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // --- RSA keys -------------------------------------------------------------------------------

  async insertKey(key: { id: string; publicPem: string; privatePem: string; at: Date }) {
    await this.db
      .insertInto('rsa_keys')
      .values({
        id: key.id,
        public_pem: key.publicPem,
        private_pem: key.privatePem,
        created_at: key.at,
      })
      .execute();
  }

  latestKey() {
    return this.db
      .selectFrom('rsa_keys')
      .selectAll()
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  keyById(id: string) {
    return this.db.selectFrom('rsa_keys').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertUuid(uuid: string, keyId: string, expiresAt: Date) {
    await this.db
      .insertInto('key_uuids')
      .values({ uuid, key_id: keyId, expires_at: expiresAt, used_at: null })
      .execute();
  }

  /** Marks the uuid used and answers its key id; undefined if unknown, used or expired. */
  async consumeUuid(uuid: string, now: Date): Promise<string | undefined> {
    const row = await this.db
      .updateTable('key_uuids')
      .set({ used_at: now })
      .where('uuid', '=', uuid)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('key_id')
      .executeTakeFirst();
    return row?.key_id;
  }

  /** Forgets uuids that expired before `before` and keys that no uuid refers to any more. */
  async pruneKeys(before: Date, keepKeyId: string) {
    await this.db.deleteFrom('key_uuids').where('expires_at', '<', before).execute();
    await this.db
      .deleteFrom('rsa_keys')
      .where('id', '!=', keepKeyId)
      .where('created_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('key_uuids')
              .select('key_uuids.uuid')
              .whereRef('key_uuids.key_id', '=', 'rsa_keys.id'),
          ),
        ),
      )
      .execute();
  }

  // --- users ----------------------------------------------------------------------------------

  /** A user with what sign-in decides on: its hash and its own and its company's status. */
  private signInUsers() {
    return this.db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select([
        'users.id as id',
        'users.account as account',
        'users.password_hash as passwordHash',
        'users.real_name as realName',
        'users.status as status',
        'companies.status as companyStatus',
      ]);
  }

  findUserByAccount(account: string): Promise<SignInUser | undefined> {
    return this.signInUsers()
      .where(sql<string>`lower(users.account)`, '=', account.toLowerCase())
      .executeTakeFirst();
  }

  findUserById(id: string): Promise<SignInUser | undefined> {
    return this.signInUsers().where('users.id', '=', id).executeTakeFirst();
  }

  async updatePasswordHash(userId: string, hash: string, now: Date) {
    await this.db
      .updateTable('users')
      .set((eb) => ({ password_hash: hash, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', userId)
      .execute();
  }

  // --- sign-in failures -----------------------------------------------------------------------

  async countFailures(account: string, ip: string, since: Date): Promise<FailureCounts> {
    const row = await this.db
      .selectFrom('login_failures')
      .select([
        sql<number>`(count(*) filter (where account = ${account}))::int`.as('byAccount'),
        sql<Date | null>`min(created_at) filter (where account = ${account})`.as('firstByAccount'),
        sql<number>`(count(*) filter (where ip = ${ip}))::int`.as('byIp'),
        sql<Date | null>`min(created_at) filter (where ip = ${ip})`.as('firstByIp'),
      ])
      .where('created_at', '>', since)
      .where((eb) => eb.or([eb('account', '=', account), eb('ip', '=', ip)]))
      .executeTakeFirstOrThrow();
    return row;
  }

  async recordFailure(account: string, ip: string, at: Date, pruneBefore: Date) {
    await this.db.insertInto('login_failures').values({ account, ip, created_at: at }).execute();
    // Rows older than the window count for nothing; dropping them here keeps the table small.
    await this.db.deleteFrom('login_failures').where('created_at', '<', pruneBefore).execute();
  }

  async clearAccountFailures(account: string) {
    await this.db.deleteFrom('login_failures').where('account', '=', account).execute();
  }

  // --- sessions -------------------------------------------------------------------------------

  async createSession(session: Session) {
    await this.db.insertInto('sessions').values(session).execute();
  }

  findSessionByRefreshHash(hash: string) {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('refresh_token_hash', '=', hash)
      .executeTakeFirst();
  }

  /** Swaps in new tokens if the refresh token is still the current one (a replay loses the race). */
  async rotateTokens(
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
    const row = await this.db
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
    return !!row;
  }

  findSessionByAccessHash(hash: string): Promise<SessionWithUser | undefined> {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('sessions')
      .select(['users.company_id as company_id', 'users.status as user_status'])
      .where('sessions.access_token_hash', '=', hash)
      .executeTakeFirst();
  }

  async touchSession(id: string, now: Date) {
    await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
  }

  async revokeSession(id: string, now: Date) {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeOtherSessions(userId: string, keepId: string, now: Date) {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('id', '!=', keepId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
