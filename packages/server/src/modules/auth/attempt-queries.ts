// Sign-in failures: the rows that limit password checks per account and per address, also used
// as the per-address limit of other public calls (address-limit.ts).
import { sql } from 'kysely';
import type { Db } from '../../core/db.ts';

interface FailureCounts {
  byAccount: number;
  firstByAccount: Date | null;
  byIp: number;
  firstByIp: Date | null;
}

/**
 * Reserves one password check for the account and the address, or answers why not, in one
 * transaction under an advisory lock: concurrent requests queue here, so the counts a request
 * sees include every reservation made before it (docs/decisions/2026-11-26-sign-in-reservation.md).
 * The reservation is a failure row until `releaseAttempt` removes it after a correct password.
 * Past the account's limit, an address with no failure in the window still gets its check when
 * `cleanAddressMayTry` (a stranger cannot lock the account's owner out).
 */
export async function reserveAttempt(
  db: Db,
  args: {
    account: string;
    ip: string;
    at: Date;
    since: Date;
    maxPerAccount: number;
    maxPerIp: number;
    cleanAddressMayTry: boolean;
  },
): Promise<{ id: number } | { blockedSince: Date }> {
  return db.transaction().execute(async (trx) => {
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
export async function releaseAttempt(db: Db, id: number) {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

export async function pruneFailures(db: Db, before: Date) {
  await db.deleteFrom('login_failures').where('created_at', '<', before).execute();
}

export async function clearAccountFailures(db: Db, account: string) {
  await db.deleteFrom('login_failures').where('account', '=', account).execute();
}

/** The advisory lock key of sign-in reservations (any fixed number no other code uses). */
const RESERVATION_LOCK = 7_301_011;

async function countFailuresIn(
  db: Db,
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
