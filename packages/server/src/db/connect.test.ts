// PostgreSQL only (CI's second server pass): a connection the database ends while it sits idle in
// the pool must not stop the server; the next query simply opens a new one.
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('a PostgreSQL pool', () => {
  it('survives PostgreSQL ending an idle connection', async () => {
    const handle = await createTestDatabase();
    try {
      const first = await sql<{ db: string }>`select current_database() as db`.execute(handle.db);
      const database = first.rows[0]!.db;

      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        const ended = await admin.query(
          'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // Let the pool hear the termination before the next query.
      await new Promise((resolve) => setTimeout(resolve, 100));

      const again = await sql<{ n: number }>`select 1 as n`.execute(handle.db);
      expect(again.rows[0]!.n).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
