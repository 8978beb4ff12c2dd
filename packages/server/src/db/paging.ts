// One page of a list query and the count of all its rows, the shape every paged list answers with.
import { sql, type SelectQueryBuilder } from 'kysely';

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
