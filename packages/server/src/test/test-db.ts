// Where the test database comes from: a PGlite dump made once by global-setup.ts, or a PostgreSQL
// template database when TEST_DATABASE_URL is set (CI). Each test file gets its own copy.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../db/connect.ts';
import { pgliteExtensions } from '../db/pglite-extensions.ts';

export type TestDbInfo =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbInfo;
  }
}

/** `postgres://u:p@h/db` with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

let dump: Promise<Blob> | undefined;

export async function loadPgliteDump(file: string): Promise<Blob> {
  dump ??= readFile(file).then((buf) => new Blob([buf]));
  return dump;
}

/** A fresh copy of the migrated, seeded demo database. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const info = inject('testDb');
  if (info.kind === 'pglite') {
    const pglite = new PGlite({
      loadDataDir: await loadPgliteDump(info.dumpFile),
      extensions: pgliteExtensions,
    });
    await pglite.waitReady;
    return wrapPglite(pglite);
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${info.template}`);
  } finally {
    await admin.end();
  }
  const handle = openPostgres(withDatabase(info.adminUrl, name), 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: info.adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
