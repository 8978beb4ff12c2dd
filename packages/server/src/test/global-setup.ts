// Makes the one migrated and seeded database every server test file copies: a PGlite dump under
// .tmp/, or (TEST_DATABASE_URL) a PostgreSQL template database.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import { REPO_ROOT } from '../paths.ts';
import { seedDatabase } from '../seed/seed.ts';
import { withDatabase } from './test-db.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `portal_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const handle = openPostgres(withDatabase(adminUrl, template), 2);
    try {
      await migrateToLatest(handle.db);
      await seedDatabase(handle.db);
    } finally {
      await handle.close();
    }
    project.provide('testDb', { kind: 'postgres', adminUrl, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const dir = resolve(REPO_ROOT, '.tmp');
  await mkdir(dir, { recursive: true });
  // The dump is a cache: remade only when what shapes the data (migrations, seed, catalogue) changes.
  const dumpFile = resolve(dir, `server-test-db-${await seedFingerprint()}.tar.gz`);
  if (!existsSync(dumpFile)) {
    const pglite = new PGlite({ extensions: pgliteExtensions });
    const handle = wrapPglite(pglite);
    try {
      await migrateToLatest(handle.db);
      await seedDatabase(handle.db);
      const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
      const partial = `${dumpFile}.${process.pid}.partial`;
      await writeFile(partial, dump);
      await rename(partial, dumpFile);
    } finally {
      await handle.close();
    }
    for (const old of await readdir(dir)) {
      if (old.startsWith('server-test-db-') && resolve(dir, old) !== dumpFile) {
        await rm(resolve(dir, old), { force: true });
      }
    }
  }
  project.provide('testDb', { kind: 'pglite', dumpFile });
  return async () => {};
}

/** A hash of every source file that decides the seeded database's content. */
async function seedFingerprint(): Promise<string> {
  const roots = [
    'packages/server/src/db',
    'packages/server/src/seed',
    'packages/server/src/modules/auth/password-hash.ts',
    'packages/contract/src/menus',
    'node_modules/@electric-sql/pglite/package.json',
  ].map((p) => resolve(REPO_ROOT, p));
  const hash = createHash('sha256');
  const walk = async (path: string): Promise<void> => {
    const info = await stat(path);
    if (info.isDirectory()) {
      for (const name of (await readdir(path)).sort()) await walk(join(path, name));
    } else if (!path.endsWith('.test.ts')) {
      hash.update(path).update(await readFile(path));
    }
  };
  for (const root of roots) await walk(root);
  return hash.digest('hex').slice(0, 16);
}
