// One page of a list query and the count of all its rows, the shape every paged list answers with.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';

export interface PageInput {
  /** 1-based. */
  current: number;
  size: number;
}

export interface Page<Row> {
  records: Row[];
  total: number;
  current: number;
  size: number;
}

export interface CappedPage<Row> extends Page<Row> {
  /** More rows match than `total` counts (api/schema-helpers.ts cappedPage). */
  totalCapped: boolean;
}

/**
 * Runs a page of `q` (ordered by `order`) and its count together; the count drops the selection
 * and the order, so it counts what the filters leave.
 */
export async function page<DB, TB extends keyof DB, O, Row>(
  q: SelectQueryBuilder<DB, TB, O>,
  input: PageInput,
  order: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
  map: (row: O) => Row,
): Promise<Page<Row>> {
  const [rows, total] = await Promise.all([
    order(q)
      .offset((input.current - 1) * input.size)
      .limit(input.size)
      .execute(),
    q
      .clearSelect()
      .select(sql<string | number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map(map),
    total: Number((total as { n: string | number }).n),
    current: input.current,
    size: input.size,
  };
}

/** A row as it arrives inside JSON: timestamps are text until revived. */
type JsonRow<O> = {
  [K in keyof O]: O[K] extends Date ? string : O[K] extends Date | null ? string | null : O[K];
};

/**
 * As `page`, for lists at scale: the count stops `aheadPages` pages past the one asked for, a walk
 * of an index that ends, where counting every match read them all (hundreds of milliseconds at
 * 500,000 bills); and the page and the count are one statement, the page's rows as JSON
 * (docs/decisions/2026-11-23-one-statement-per-page.md: on PGlite each statement is planned and
 * sent on its own, a few milliseconds that twenty connections queue behind). The count reads
 * `filtered` (the list's table and filters, no joins for the selection); the page reads `rows`
 * (the same filters, joined, selected and ordered); `dates` names the timestamp columns, which JSON
 * carries as text. The limits are written into the statement, not parameters: in the generic plan
 * PostgreSQL keeps for a prepared statement `limit $1` is taken to stop after a tenth of the
 * matches (docs/decisions/2026-11-27-contract-list-bench.md).
 */
export async function cappedPage<DB, DF, TF extends keyof DF, DR, TR extends keyof DR, O, Row>(
  db: Kysely<DB>,
  filtered: SelectQueryBuilder<DF, TF, object>,
  rows: SelectQueryBuilder<DR, TR, O>,
  input: PageInput,
  map: (row: O) => Row,
  options: { aheadPages: number; dates: readonly (keyof O & string)[] },
): Promise<CappedPage<Row>> {
  const cap = (input.current + options.aheadPages) * input.size;
  const counted = filtered
    .clearSelect()
    .select(sql`1`.as('one'))
    .limit(sql.lit(cap + 1));
  const paged = rows.offset(sql.lit((input.current - 1) * input.size)).limit(sql.lit(input.size));
  const found = await sql<{ n: string | number; rows: JsonRow<O>[] }>`select
    (select count(*) from (${counted}) m) as n,
    (select coalesce(json_agg(p), '[]') from (${paged}) p) as rows`.execute(db);
  const { n: total, rows: page } = found.rows[0]!;
  const n = Number(total);
  return {
    records: page.map((r) => {
      const row = { ...r } as Record<string, unknown>;
      for (const key of options.dates) {
        if (typeof row[key] === 'string') row[key] = new Date(row[key]);
      }
      return map(row as O);
    }),
    total: Math.min(n, cap),
    totalCapped: n > cap,
    current: input.current,
    size: input.size,
  };
}
