// The planner's statistics on PGlite. PostgreSQL's autovacuum daemon ANALYZEs tables as they grow;
// PGlite runs one backend and no daemons, so a table it filled has no statistics at all and the
// planner guesses its selectivities (docs/decisions/2026-11-27-contract-list-bench.md: without
// them the contract number search walked 200,000 contracts for one match, 457 ms; after ANALYZE
// 5 ms). The server therefore ANALYZEs at start, after the migrations (new indexes on expressions
// have no statistics until then), and once a day while it runs.
import { sql } from 'kysely';
import type { DatabaseHandle } from './connect.ts';

const DAY_MS = 86_400_000;

/** ANALYZE the whole database on PGlite; PostgreSQL's own daemon does it there. */
export async function refreshStatistics(database: DatabaseHandle): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await sql`analyze`.execute(database.db);
  return true;
}

/** Refreshes the statistics every `everyMs` (a day) until the returned stop is called. */
export function scheduleStatisticsRefresh(
  database: DatabaseHandle,
  onError: (error: unknown) => void,
  everyMs = DAY_MS,
): () => void {
  if (database.kind !== 'pglite') return () => {};
  const timer = setInterval(() => {
    refreshStatistics(database).catch(onError);
  }, everyMs);
  // A timer of its own must not keep the process alive at shutdown.
  timer.unref();
  return () => clearInterval(timer);
}
