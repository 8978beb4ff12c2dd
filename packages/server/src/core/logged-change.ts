// A change and its operation-log entry in one transaction, and the version check every change of a
// row the caller saw makes first: what the buyer's lists, the relations, the audits and the profile
// run through.
import type { MessageKey, OperationLogType } from '@portal/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { Actor } from './actor.ts';
import type { Db } from './db.ts';
import type { LoggedChanges, OperationLog } from './operation-log.ts';

export interface LoggedChangeContext {
  db: Db;
  log: OperationLog;
}

/** The caller, as the operation log and the supplier history name them. */
export type Who = { userId: string; name: string };

/** What a change may answer for its log entry: the item's own wording and what it changed. */
export interface LoggedOutcome {
  item?: string;
  changes?: LoggedChanges;
}

/**
 * Runs a change in a transaction and writes the operation log in it. The change may name the
 * log's item itself (what it removed, with the reason), or answer `{ item, changes }` with the
 * record before and after (the operation log's detail shows them); `item` otherwise.
 */
export async function loggedChange(
  ctx: LoggedChangeContext,
  actor: Actor,
  type: OperationLogType,
  item: string,
  change: (trx: Transaction<Database>, who: Who) => Promise<string | LoggedOutcome | void>,
): Promise<void> {
  const who = { userId: actor.userId, name: actor.name };
  await ctx.db.transaction().execute(async (trx) => {
    const outcome = await change(trx, who);
    const named = typeof outcome === 'string' ? outcome : outcome?.item;
    const changes = typeof outcome === 'object' ? outcome.changes : undefined;
    await ctx.log.logAction(actor, type, named || item, trx, undefined, changes);
  });
}

/**
 * The row the caller saw, at the version it saw: 404 (`missing`) when there is none (also when it
 * is another company's, which the caller's query left out), 409 (`stale`) when someone changed it
 * since.
 */
export function checkVersion<T extends { version: number }>(
  row: T | undefined,
  version: number,
  keys: { missing: MessageKey; stale: MessageKey },
): T {
  if (!row) throw new ApiError(404, keys.missing);
  if (row.version !== version) throw new ApiError(409, keys.stale);
  return row;
}
