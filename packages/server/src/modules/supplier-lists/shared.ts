// The buyer's supplier lists on the server (issue 4, "Lists"), what every list shares. The route's
// permission check runs before any of this (403); each change then runs in one transaction that
// finds the entry among the caller's company's (404 otherwise, also for another buyer's), checks
// its version (409), and writes the operation log.
import { OPERATION_LOG_TYPES, type MessageKey } from '@portal/contract';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import { businessToday } from '../../core/business-time.ts';
import {
  checkVersion,
  loggedChange,
  type LoggedChangeContext,
  type Who,
} from '../../core/logged-change.ts';

export type In<T extends z.ZodType> = z.output<T>;
/** An entry as the caller saw it: which one, and at which version. */
export type Ref = { id: string; version: number };
export type { Who };

/** What every list works with. */
export type ListsContext = LoggedChangeContext & { config: AppConfig };

export const iso = (d: Date) => d.toISOString();

/** A change and its operation-log entry in one transaction (see operation-log/logged-change.ts). */
export const write = loggedChange;

/** 404 for a missing entry, 409 for a stale version; the entry otherwise. */
export function checkEntry<T extends { version: number }>(row: T | undefined, version: number): T {
  return checkVersion(row, version, { missing: 'lists.notFound', stale: 'lists.stale' });
}

export function fieldError(status: number, key: MessageKey, field: string): ApiError {
  return new ApiError(status, key, { fields: { [field]: key } });
}

/** A validity day before today (UTC+8, the buyer's day) is refused. */
export function notPast(ctx: ListsContext, day: string): void {
  if (day < businessToday(ctx.config)) throw fieldError(400, 'lists.dateInPast', 'validUntil');
}

export function supplierByTaxId(trx: Transaction<Database>, taxId: string) {
  return (
    trx
      .selectFrom('companies')
      .select(['id', 'code', 'audit_status'])
      .where('kind', '=', 'supplier')
      .where('tax_id', '=', taxId)
      // A rejected company may share its tax ID with the one that registered again: the live one.
      .orderBy(sql`audit_status = 'rejected'`)
      .forUpdate()
      .executeTakeFirst()
  );
}

/** The lists whose entries are removed alike. */
type EntryTable =
  | 'supplier_admits'
  | 'supplier_blacklist'
  | 'supplier_cage_codes'
  | 'supplier_tiers'
  | 'supplier_own_equipment';
/** The lists a buyer keeps for itself; the blacklists and the CAGE codes are shared by all. */
type BuyerTable = 'supplier_admits' | 'supplier_tiers' | 'supplier_own_equipment';

/**
 * Removes one entry: locks it by id (among the buyer's own, for a buyer's list), checks its
 * version, deletes it, lets `then` add to the transaction and name the log's item, and logs.
 */
export async function removeEntry<
  T extends EntryTable,
  C extends keyof Selectable<Database[T]> & string = never,
>(
  ctx: ListsContext,
  actor: Actor,
  ref: Ref,
  spec: {
    table: T;
    /** The caller's company for a buyer's own list; null for a shared one. */
    buyer: T extends BuyerTable ? string : null;
    /** The log's item, unless `then` names one. */
    item: string;
    /** What `then` reads of the entry, besides its id and version. */
    columns?: readonly C[];
    then?: (
      trx: Transaction<Database>,
      entry: Pick<Selectable<Database[T]>, C>,
      who: Who,
    ) => Promise<string | void> | string | void;
  },
): Promise<void> {
  await write(ctx, actor, OPERATION_LOG_TYPES.delete, spec.item, async (trx, who) => {
    // Kysely cannot follow a table chosen by a type parameter, so the query is typed on the union
    // of the list tables; the signature above keeps each caller's table and columns apart.
    const table: EntryTable = spec.table;
    const columns = ['id', 'version', ...(spec.columns ?? [])] as ('id' | 'version')[];
    let q = trx.selectFrom(table).select(columns).where('id', '=', ref.id);
    if (spec.buyer !== null) q = q.where('buyer_company_id', '=', spec.buyer);
    const row = await q.forUpdate().executeTakeFirst();
    const entry = checkEntry(row, ref.version);
    await trx.deleteFrom(table).where('id', '=', ref.id).execute();
    return spec.then?.(trx, entry as unknown as Pick<Selectable<Database[T]>, C>, who);
  });
}
