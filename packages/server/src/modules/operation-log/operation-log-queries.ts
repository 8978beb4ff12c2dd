// The operation log's reads: a filtered page newest first, one entry, and the rows of an export.
// The filters follow migration 0016's indexes (company, type, account, or none, each with
// created_at and id), so the first page at a million rows is an index range walked backwards; the
// count stops a few pages ahead of the page asked for (OPERATION_LOG_LIMITS.countAheadPages) instead
// of counting every match.
import type { OperationLogDetail, OperationLogRow, OperationLogTypeCode } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db.ts';
import { containsPattern } from '../../db/like.ts';

export interface OperationLogFilter {
  type?: number | undefined;
  account?: string | undefined;
  companyId?: string | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  q?: string | undefined;
}

function filtered(db: Db, f: OperationLogFilter) {
  let query = db.selectFrom('operation_logs as l');
  if (f.type !== undefined) query = query.where('l.type', '=', f.type);
  if (f.account) query = query.where('l.account', '=', f.account);
  if (f.companyId) query = query.where('l.company_id', '=', f.companyId);
  if (f.from) query = query.where('l.created_at', '>=', f.from);
  if (f.to) query = query.where('l.created_at', '<', f.to);
  if (f.q) {
    const like = containsPattern(f.q);
    query = query.where((eb) =>
      eb.or([
        eb('l.item', 'ilike', like),
        eb('l.name', 'ilike', like),
        eb('l.account', 'ilike', like),
      ]),
    );
  }
  return query;
}

/** What a list row shows, in both list queries. */
const listColumns = [
  'l.id',
  'l.user_id',
  'l.account',
  'l.name',
  'l.company_id',
  'c.name as company_name',
  'l.type',
  'l.item',
  'l.ip',
  'l.mac',
  'l.created_at',
  sql<boolean>`l.changes is not null`.as('has_changes'),
] as const;

function rows(db: Db, f: OperationLogFilter) {
  return filtered(db, f)
    .leftJoin('companies as c', 'c.id', 'l.company_id')
    .select(listColumns)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc');
}

type Selected = {
  id: string;
  user_id: string | null;
  account: string;
  name: string;
  company_id: string | null;
  company_name: string | null;
  type: number;
  item: string;
  ip: string;
  mac: string;
  created_at: Date;
  has_changes: boolean;
};

function toRow(r: Selected): OperationLogRow {
  return {
    id: r.id,
    userId: r.user_id,
    account: r.account,
    name: r.name,
    companyId: r.company_id,
    companyName: r.company_name,
    type: String(r.type) as OperationLogTypeCode,
    item: r.item,
    ip: r.ip,
    mac: r.mac,
    createdAt: r.created_at.toISOString(),
    hasChanges: r.has_changes,
  };
}

/** How many entries match, counting to `cap + 1` at most. */
async function countUpTo(db: Db, f: OperationLogFilter, cap: number): Promise<number> {
  const counted = await db
    .selectFrom(
      // Ordered like the page, so that the planner walks the same index and stops at the cap;
      // unordered it chose a bitmap scan, which reads every match before the limit applies.
      filtered(db, f)
        .select(sql<number>`1`.as('one'))
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(cap + 1)
        .as('t'),
    )
    .select(sql<string | number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

/**
 * One page of the filtered entries and their count up to `countCap`, in one statement: the newest
 * `countCap + 1` matches once (`m`), the page cut from them and their number beside each row. One
 * statement instead of a page and a count halves the turns on PGlite's single connection, which
 * is what the bench's p99 measures under load.
 */
export async function operationLogPage(
  db: Db,
  f: OperationLogFilter,
  paging: { current: number; size: number },
  countCap: number,
): Promise<{ records: OperationLogRow[]; total: number; totalCapped: boolean }> {
  const found = await db
    .with('m', () =>
      filtered(db, f)
        .selectAll('l')
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(countCap + 1),
    )
    .selectFrom('m as l')
    .leftJoin('companies as c', 'c.id', 'l.company_id')
    .select([...listColumns, sql<string | number>`(select count(*) from m)`.as('n')])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .offset((paging.current - 1) * paging.size)
    .limit(paging.size)
    .execute();
  // An empty first page means no match; a later page past the last one has no row to carry the
  // count, so it is asked for alone (rare).
  const n = found[0]
    ? Number(found[0].n)
    : paging.current === 1
      ? 0
      : await countUpTo(db, f, countCap);
  return {
    records: found.map(toRow),
    total: Math.min(n, countCap),
    totalCapped: n > countCap,
  };
}

/** The newest `limit` filtered entries, for an export. */
export async function operationLogRows(
  db: Db,
  f: OperationLogFilter,
  limit: number,
): Promise<OperationLogRow[]> {
  return (await rows(db, f).limit(limit).execute()).map(toRow);
}

/** One entry with its changes; `companyId` limits it to that company's. */
export async function operationLogEntry(
  db: Db,
  id: string,
  companyId?: string,
): Promise<OperationLogDetail | undefined> {
  const found = await rows(db, companyId ? { companyId } : {})
    .select('l.changes')
    .where('l.id', '=', id)
    .executeTakeFirst();
  if (!found) return undefined;
  const changes = found.changes as {
    before?: unknown;
    after?: unknown;
    truncated?: boolean;
  } | null;
  return {
    ...toRow(found),
    before: changes?.before ?? null,
    after: changes?.after ?? null,
    truncated: changes?.truncated === true,
  };
}
