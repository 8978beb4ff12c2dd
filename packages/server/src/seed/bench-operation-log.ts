// The operation log at bench scale (`npm run bench -- --oplog`, issue 13): a million entries of the
// demo accounts, each account with all six types, over about a month, in one INSERT ... SELECT over
// generate_series on the database (a loop of inserts from here would take longer than the bench),
// then ANALYZE so the planner knows the table's size.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface OperationLogBenchSummary {
  rows: number;
  /** The entries of supplier.demo's company: what its administrator's list reads. */
  demoCompanyRows: number;
}

/** Adds `rows` entries ending at `now`, three seconds apart, newest the first. */
export async function seedOperationLogBench(
  db: Kysely<Database>,
  options: { rows?: number; now: Date },
): Promise<OperationLogBenchSummary> {
  const rows = options.rows ?? 1_000_000;
  // The trigram index (migration 0021) is built once after the rows instead of grown row by row:
  // the same index, minutes sooner.
  await sql`drop index if exists operation_logs_text`.execute(db);
  await sql`
    with u as (
      select id, account, real_name, company_id,
        (row_number() over (order by account) - 1)::int as k,
        count(*) over ()::int as n
      from users
      where account in ('buyer.admin', 'buyer.commercial', 'buyer.quality', 'buyer.masterdata',
        'supplier.demo', 'supplier.other')
    )
    insert into operation_logs
      (id, user_id, session_id, account, name, type, item, ip, mac, created_at, company_id)
    select 'bench-' || g, u.id, null, u.account, u.real_name, (g / 6 % 6)::smallint,
      'bench.item:' || g || ' ' || md5(g::text),
      '10.' || (g % 250) || '.' || (g / 250 % 250) || '.' || (g % 7 + 1), '',
      ${options.now}::timestamptz - g * interval '3 seconds', u.company_id
    from generate_series(1, ${rows}) g
    join u on u.k = g % u.n
  `.execute(db);
  await sql`create index operation_logs_text on operation_logs
    using gin (item gin_trgm_ops, name gin_trgm_ops, account gin_trgm_ops)`.execute(db);
  await sql`analyze operation_logs`.execute(db);
  const demo = await db
    .selectFrom('operation_logs as l')
    .innerJoin('users as u', 'u.company_id', 'l.company_id')
    .where('u.account', '=', 'supplier.demo')
    .select(sql<string | number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows, demoCompanyRows: Number(demo.n) };
}
