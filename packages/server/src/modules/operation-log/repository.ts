// The operation log of SPEC.md section 9 (0 exit, 1 login, 2 add, 3 modify, 4 delete, 5 query).
import { randomUUID } from 'node:crypto';
import type { OperationLogType } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface OperationLogEntry {
  userId: string | null;
  sessionId?: string | null;
  account: string;
  name?: string;
  type: OperationLogType;
  item: string;
  ip?: string;
  mac?: string;
  at: Date;
}

export class OperationLogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async write(entry: OperationLogEntry, db: Kysely<Database> = this.db): Promise<void> {
    await db
      .insertInto('operation_logs')
      .values({
        id: randomUUID(),
        user_id: entry.userId,
        session_id: entry.sessionId ?? null,
        account: entry.account,
        name: entry.name ?? '',
        type: entry.type,
        item: entry.item,
        ip: entry.ip ?? '',
        mac: entry.mac ?? '',
        created_at: entry.at,
      })
      .execute();
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
