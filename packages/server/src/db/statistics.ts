// Upkeep that PostgreSQL's autovacuum daemon does and PGlite, one backend without daemons, never
// does (docs/decisions/2026-11-27-contract-list-bench.md):
// - ANALYZE: a table PGlite filled has no statistics, and the planner guesses its selectivities
//   (the contract number search walked 200,000 contracts for one match, 457 ms; after ANALYZE 5 ms);
// - VACUUM: a GIN index keeps new entries in a pending list that every search reads in full until
//   a vacuum merges it (the trigram title search took 8 ms on a 4 MB list, 0.1 ms after); vacuum
//   also sets the visibility map that lets index-only scans skip the table.
// The server runs VACUUM ANALYZE at start, after the migrations (new indexes on expressions have
// no statistics until then), and once a day while it runs. Pages a vacuum already saw all-visible
// are skipped, so only the first run on a large database takes long.
import { sql } from 'kysely';
import type { DatabaseHandle } from './connect.ts';

const DAY_MS = 86_400_000;

/** VACUUM ANALYZE the whole database on PGlite; PostgreSQL's own daemon does it there. */
export async function refreshStatistics(database: DatabaseHandle): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await sql`vacuum analyze`.execute(database.db);
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
