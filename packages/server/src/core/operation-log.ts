// The operation log of SPEC.md section 9 (0 exit, 1 login, 2 add, 3 modify, 4 delete, 5 query): the
// one place that writes it. A signed-in caller's action is `logAction` (the actor names itself);
// sign-in, the outside systems and self-registration, which have no actor yet, use `write`.
import { randomUUID } from 'node:crypto';
import type { OperationLogType } from '@portal/contract';
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
  ): Promise<void> {
    return this.write(
      {
        userId: actor.userId,
        sessionId: actor.sessionId,
        account: actor.account,
        name: actor.name,
        type,
        item,
        ip: actor.ip,
        at,
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
