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
  /** The user's company is on the blacklist (docs/decisions/2026-11-26-blacklisted-supplier-cannot-sign-in.md). */
  onBlacklist: boolean;
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
        // Listed by tax ID (a supplier registered later still matches) or linked when it was added.
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('supplier_blacklist as b')
                .select('b.id')
                .where('b.list', '=', 'blacklist')
                .where((w) =>
                  w.or([
                    w('b.supplier_id', '=', w.ref('companies.id')),
                    w('b.tax_id', '=', w.ref('companies.tax_id')),
                  ]),
                ),
            )
            .$castTo<boolean>()
            .as('onBlacklist'),
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

  countFailures(account: string, ip: string, since: Date): Promise<FailureCounts> {
    return countFailuresIn(this.db, account, ip, since);
  }

  /**
   * Reserves one password check for the account and the address, or answers why not, in one
   * transaction under an advisory lock: concurrent requests queue here, so the counts a request
   * sees include every reservation made before it (docs/decisions/2026-11-26-sign-in-reservation.md).
   * The reservation is a failure row until `releaseAttempt` removes it after a correct password.
   * Past the account's limit, an address with no failure in the window still gets its check when
   * `cleanAddressMayTry` (a stranger cannot lock the account's owner out).
   */
  async reserveAttempt(args: {
    account: string;
    ip: string;
    at: Date;
    since: Date;
    maxPerAccount: number;
    maxPerIp: number;
    cleanAddressMayTry: boolean;
  }): Promise<{ id: number } | { blockedSince: Date }> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${RESERVATION_LOCK})`.execute(trx);
      const counts = await countFailuresIn(trx, args.account, args.ip, args.since);
      const ipFull = counts.byIp >= args.maxPerIp;
      // A clean address may still try past the account's limit, but the account gets no more checks
      // in a window than one address does, however many addresses an attacker has.
      const cleanMayTry =
        args.cleanAddressMayTry && counts.byIp === 0 && counts.byAccount < args.maxPerIp;
      const accountFull = counts.byAccount >= args.maxPerAccount && !cleanMayTry;
      if (ipFull || accountFull) {
        const since = [
          accountFull ? counts.firstByAccount : null,
          ipFull ? counts.firstByIp : null,
        ].filter((d): d is Date => d !== null);
        return { blockedSince: new Date(Math.max(...since.map((d) => d.getTime()))) };
      }
      // Rows older than the window count for nothing; dropping them here keeps the table small.
      await trx.deleteFrom('login_failures').where('created_at', '<', args.since).execute();
      const row = await trx
        .insertInto('login_failures')
        .values({ account: args.account, ip: args.ip, created_at: args.at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id };
    });
  }

  /** A reserved check passed: it counts as no failure. */
  async releaseAttempt(id: number) {
    await this.db.deleteFrom('login_failures').where('id', '=', id).execute();
  }

  async pruneFailures(before: Date) {
    await this.db.deleteFrom('login_failures').where('created_at', '<', before).execute();
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
    return this.db.transaction().execute(async (trx) => {
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
  findRetiredRefresh(hash: string) {
    return this.db
      .selectFrom('retired_refresh_tokens as r')
      .innerJoin('sessions as s', 's.id', 'r.session_id')
      .select(['r.session_id as sessionId', 's.user_id as userId', 's.ip as ip'])
      .where('r.hash', '=', hash)
      .executeTakeFirst();
  }

  /** Forgets rotated tokens of sessions that are over anyway (older than the absolute limit). */
  async pruneRetiredRefresh(before: Date) {
    await this.db.deleteFrom('retired_refresh_tokens').where('retired_at', '<', before).execute();
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

/** The advisory lock key of sign-in reservations (any fixed number no other code uses). */
const RESERVATION_LOCK = 7_301_011;

async function countFailuresIn(
  db: Kysely<Database>,
  account: string,
  ip: string,
  since: Date,
): Promise<FailureCounts> {
  return db
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
}
