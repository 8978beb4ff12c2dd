// The operation log of docs/product-rules.md (0 exit, 1 login, 2 add, 3 modify, 4 delete, 5 query):
// the one place that writes it. A signed-in caller's action is `logAction` (the actor names
// itself); sign-in, the outside systems and self-registration, which have no actor yet, use
// `write`. Each entry names the acting user's company (a supplier administrator sees its own) and
// may keep what a change changed, before and after, bounded (migration 0016).
import { randomUUID } from 'node:crypto';
import type { OperationLogType } from '@portal/contract';
import { sql } from 'kysely';
import type { Actor } from './actor.ts';
import type { Clock } from './business-time.ts';
import type { Db } from './db.ts';

export interface OperationLogEntry {
  userId: string | null;
  sessionId?: string | null;
  account: string;
  name?: string;
  type: OperationLogType;
  item: string;
  ip?: string;
  mac?: string;
  /** When; the app's clock by default. */
  at?: Date;
  /** The acting user's company; looked up from `userId` when not given. */
  companyId?: string | null;
  /** What the change changed. */
  changes?: LoggedChanges | null;
}

/** What a change changed: the record's fields before and after (either may be left out). */
export interface LoggedChanges {
  before?: unknown;
  after?: unknown;
}

/** The largest `changes` JSON kept, in bytes (migration 0016 checks the same bound). */
export const CHANGES_MAX_BYTES = 16384;

/**
 * The changes as JSON within CHANGES_MAX_BYTES: a larger side is kept as the start of its JSON text,
 * marked `truncated`, so a huge record never fails the change it records.
 */
export function boundChanges(changes: LoggedChanges): string {
  const whole = JSON.stringify(changes);
  if (Buffer.byteLength(whole) <= CHANGES_MAX_BYTES) return whole;
  let keep = Math.floor(CHANGES_MAX_BYTES / 2);
  for (;;) {
    const side = (v: unknown) => {
      const text = JSON.stringify(v ?? null);
      return text.length > keep ? text.slice(0, keep) : v;
    };
    const cut = JSON.stringify({
      before: side(changes.before),
      after: side(changes.after),
      truncated: true,
    });
    if (Buffer.byteLength(cut) <= CHANGES_MAX_BYTES) return cut;
    keep = Math.floor(keep / 2);
  }
}

/** The longest item the log keeps (a removal names what it removed and why). */
const ITEM_MAX = 500;

export class OperationLog {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Writes one entry, in `db` when the change it records runs in a transaction. */
  async write(entry: OperationLogEntry, db: Db = this.db): Promise<void> {
    const userId = entry.userId;
    const companyId =
      entry.companyId !== undefined || userId === null
        ? (entry.companyId ?? null)
        : sql<string | null>`(select company_id from users where id = ${userId})`;
    await db
      .insertInto('operation_logs')
      .values({
        id: randomUUID(),
        user_id: entry.userId,
        session_id: entry.sessionId ?? null,
        account: entry.account,
        name: entry.name ?? '',
        type: entry.type,
        item: entry.item.slice(0, ITEM_MAX),
        ip: entry.ip ?? '',
        mac: entry.mac ?? '',
        created_at: entry.at ?? this.clock.now(),
        company_id: companyId,
        changes: entry.changes ? boundChanges(entry.changes) : null,
      })
      .execute();
  }

  /** What a signed-in caller did. */
  logAction(
    actor: Actor,
    type: OperationLogType,
    item: string,
    db: Db = this.db,
    at: Date = this.clock.now(),
    changes?: LoggedChanges | null,
  ): Promise<void> {
    return this.write(
      {
        userId: actor.userId,
        sessionId: actor.sessionId,
        account: actor.account,
        name: actor.name,
        companyId: actor.companyId,
        type,
        item,
        ip: actor.ip,
        at,
        changes: changes ?? null,
      },
      db,
    );
  }

  /** Puts the client's MAC address on the login row of a session (the browser reports it later). */
  async attachMac(sessionId: string, mac: string, loginType: OperationLogType): Promise<void> {
    await this.db
      .updateTable('operation_logs')
      .set({ mac })
      .where('session_id', '=', sessionId)
      .where('type', '=', loginType)
      .execute();
  }

  list(filter: { account?: string; type?: OperationLogType } = {}) {
    let q = this.db.selectFrom('operation_logs').selectAll().orderBy('created_at', 'desc');
    if (filter.account) q = q.where('account', '=', filter.account);
    if (filter.type !== undefined) q = q.where('type', '=', filter.type);
    return q.execute();
  }
}
