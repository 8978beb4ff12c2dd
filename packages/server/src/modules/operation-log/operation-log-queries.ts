// The operation log's reads: a filtered page newest first, one entry, and the rows of an export.
// The filters follow migration 0016's indexes (company, type, account, or none, each with
// created_at and id), so the first page at a million rows is an index range walked backwards, ties
// in time broken by id; the text filter of three characters or more can use migration 0021's
// trigram index; the count stops a few pages ahead of the page asked for
// (OPERATION_LOG_LIMITS.countAheadPages) instead of counting every match
// (docs/decisions/2026-11-27-operation-log-at-a-million-rows.md).
import type { OperationLogDetail, OperationLogRow, OperationLogTypeCode } from '@portal/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
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

/** The text filter's columns: what an entry says, who did it. */
const TEXT_COLUMNS = ['l.item', 'l.name', 'l.account'] as const;

/**
 * An entry whose item, name or account contains `text`, case-insensitively. From three characters
 * on, ILIKE, which migration 0021's trigram index serves (a rare text is an index lookup, a common
 * one a walk of the newest entries that stops at the page); a shorter text has no trigram, and the
 * index would read all of itself, so it is a plain position test that only the walk can answer.
 */
export function textMatches(text: string): Expression<SqlBool> {
  if ([...text].length >= 3) {
    const like = containsPattern(text);
    return sql<SqlBool>`(${sql.join(
      TEXT_COLUMNS.map((c) => sql`${sql.ref(c)} ilike ${like}`),
      sql` or `,
    )})`;
  }
  const lower = text.toLowerCase();
  return sql<SqlBool>`(${sql.join(
    TEXT_COLUMNS.map((c) => sql`strpos(lower(${sql.ref(c)}), ${lower}) > 0`),
    sql` or `,
  )})`;
}

function filtered(db: Db, f: OperationLogFilter) {
  let query = db.selectFrom('operation_logs as l');
  if (f.type !== undefined) query = query.where('l.type', '=', f.type);
  if (f.account) query = query.where('l.account', '=', f.account);
  if (f.companyId) query = query.where('l.company_id', '=', f.companyId);
  if (f.from) query = query.where('l.created_at', '>=', f.from);
  if (f.to) query = query.where('l.created_at', '<', f.to);
  if (f.q) {
    const q = f.q;
    query = query.where(() => textMatches(q));
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

/**
 * One page of the filtered entries and their count up to `countCap`, in one statement: the newest
 * `countCap + 1` matches once (`m`, without the changes), counted, and the page cut from them. The
 * page comes back as one JSON value: on PGlite each field of each row is decoded on its own, which
 * was most of the page's time (docs/decisions/2026-11-23-one-statement-per-page.md).
 */
export async function operationLogPage(
  db: Db,
  f: OperationLogFilter,
  paging: { current: number; size: number },
  countCap: number,
): Promise<{ records: OperationLogRow[]; total: number; totalCapped: boolean }> {
  const found = await db
    .with(
      (cte) => cte('m').materialized(),
      () =>
        filtered(db, f)
          .select([
            'l.id',
            'l.user_id',
            'l.account',
            'l.name',
            'l.company_id',
            'l.type',
            'l.item',
            'l.ip',
            'l.mac',
            'l.created_at',
            sql<boolean>`l.changes is not null`.as('has_changes'),
          ])
          .orderBy('l.created_at', 'desc')
          .orderBy('l.id', 'desc')
          // Written into the statement, not a parameter: the generic plan PostgreSQL keeps for a
          // prepared statement takes `limit $1` for a tenth of the matches and may walk the
          // wrong index for it (docs/decisions/2026-11-27-contract-list-bench.md).
          .limit(sql.lit(countCap + 1)),
    )
    .selectNoFrom((eb) => [
      eb
        .selectFrom('m')
        .select(sql<string | number>`count(*)`.as('n'))
        .as('n'),
      jsonArrayFrom(
        eb
          .selectFrom('m as l')
          .leftJoin('companies as c', 'c.id', 'l.company_id')
          .selectAll('l')
          .select('c.name as company_name')
          .orderBy('l.created_at', 'desc')
          .orderBy('l.id', 'desc')
          .offset(sql.lit((paging.current - 1) * paging.size))
          .limit(sql.lit(paging.size)),
      ).as('rows'),
    ])
    .executeTakeFirstOrThrow();
  const n = Number(found.n ?? 0);
  return {
    // JSON carries the time as text; the row type wants a Date, as from any other query.
    records: found.rows.map((r) => toRow({ ...r, created_at: new Date(r.created_at) })),
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
