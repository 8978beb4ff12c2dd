// Opens the database: PostgreSQL through a `pg` pool when a postgres:// URL is given, otherwise the
// embedded PGlite with its files under DATA_DIR/pglite.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PgliteDialect } from './pglite-dialect.ts';
import { pgliteExtensions } from './pglite-extensions.ts';
import { lockDataDir } from './pglite-lock.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Closes the pool or shuts PGlite down cleanly (a clean checkpoint, no recovery next start). */
  close(): Promise<void>;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

export function openPostgres(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection that PostgreSQL ends (a restart, an administrator, a dropped test database)
  // is an 'error' on the pool; unheard, Node turns it into an uncaught exception that stops the
  // server. The pool has already discarded that connection and opens a new one when next needed.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Wraps an already-open PGlite (tests load one from a dump). */
export function wrapPglite(pglite: PGlite): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

export async function openPgliteDir(dir: string): Promise<DatabaseHandle> {
  await mkdir(dir, { recursive: true });
  // The lock file sits beside PGlite's folder, not inside it: PGlite owns its folder's contents.
  const unlock = await lockDataDir(dirname(dir));
  try {
    const pglite = new PGlite({ dataDir: dir, extensions: pgliteExtensions });
    await pglite.waitReady;
    const handle = wrapPglite(pglite);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
}): Promise<DatabaseHandle> {
  return isPostgresUrl(options.databaseUrl)
    ? openPostgres(options.databaseUrl)
    : openPgliteDir(options.pgliteDir);
}
