import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import type { DatabaseHandle } from './connect.ts';
import { refreshStatistics } from './statistics.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** pg_statistic rows of a table: what ANALYZE writes and the planner reads. */
async function statisticsOf(table: string): Promise<number> {
  const r = await sql<{ n: string | number }>`select count(*) as n from pg_statistic
    where starelid = ${table}::regclass`.execute(handle.db);
  return Number(r.rows[0]!.n);
}

describe('planner statistics', () => {
  it('are written on PGlite by refreshStatistics (PGlite has no autovacuum daemon)', async () => {
    if (handle.kind !== 'pglite') return;
    await sql`delete from pg_statistic where starelid = 'companies'::regclass`.execute(handle.db);
    expect(await statisticsOf('companies')).toBe(0);
    expect(await refreshStatistics(handle)).toBe(true);
    expect(await statisticsOf('companies')).toBeGreaterThan(0);
  });

  it('are left to PostgreSQL’s own daemon there', async () => {
    const postgres = { ...handle, kind: 'postgres' as const };
    expect(await refreshStatistics(postgres)).toBe(false);
  });
});
