// A change and its operation-log entry in one transaction, with the caller named as the log and
// the supplier history name them: what every buyer list and relation change runs through.
import type { OperationLogType } from '@portal/contract';
import type { Kysely, Transaction } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../inquiry/actor.ts';
import type { OperationLogRepository } from './repository.ts';

export interface LoggedChangeContext {
  db: Kysely<Database>;
  log: OperationLogRepository;
  config: AppConfig;
}

/** The caller, as the operation log and the audit's history name them. */
export type Who = { userId: string; name: string };

/**
 * Runs a change in a transaction and writes the operation log in it. The change may name the
 * log's item itself (what it removed, with the reason); `item` otherwise.
 */
export async function loggedChange(
  ctx: LoggedChangeContext,
  actor: Actor,
  type: OperationLogType,
  item: string,
  change: (trx: Transaction<Database>, who: Who) => Promise<string | void>,
): Promise<void> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['account', 'real_name'])
    .where('id', '=', actor.userId)
    .executeTakeFirst();
  const who = { userId: actor.userId, name: user?.real_name ?? '' };
  await ctx.db.transaction().execute(async (trx) => {
    const named = await change(trx, who);
    await ctx.log.write(
      {
        userId: actor.userId,
        sessionId: actor.sessionId,
        account: user?.account ?? '',
        name: who.name,
        type,
        item: (named || item).slice(0, 500),
        ip: actor.ip,
        at: ctx.config.now(),
      },
      trx,
    );
  });
}
