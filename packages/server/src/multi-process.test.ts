// PostgreSQL only (CI's second server pass, like db/connect.test.ts; skipped on PGlite, which is one
// process's database). The portal keeps no state outside the database, so several server
// processes can serve one PostgreSQL behind a load balancer: two real processes here, started as
// `npm start` starts one, on one database. Each outbox message is delivered exactly once, by one
// of the two, and a session made on one is valid on the other (its sign-out ends it on both).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSignIn } from '../../../scripts/lib/api-sign-in.ts';
import { startPortal, type PortalProcess } from '../../../scripts/lib/portal-process.ts';
import { withDatabase } from './test/test-db.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const MESSAGES = 120;
const KIND = 'test.multiProcess';

/** A free port on this machine (the server processes are told theirs). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The outside system (OA): records which process sent which message, answers "approved". */
function outsideSystem() {
  const received: { process: string; id: string }[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push({ process: req.url ?? '', id: String(req.headers['x-message-id']) });
      // A little latency, so both processes have messages in flight at once.
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ approved: true, remarks: '' }));
      }, 10);
    });
  });
  return { server, received };
}

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL', () => {
  const database = `portal_multi_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-multi-'));
  const outside = outsideSystem();
  let admin: pg.Client;
  let db: pg.Client;
  let a: PortalProcess | undefined;
  let b: PortalProcess | undefined;

  beforeAll(async () => {
    const info = inject('testDb');
    if (info.kind !== 'postgres') throw new Error('expected the PostgreSQL template database');
    admin = new pg.Client({ connectionString: info.adminUrl });
    await admin.connect();
    await admin.query(`create database ${database} template ${info.template}`);
    const url = withDatabase(info.adminUrl, database);
    db = new pg.Client({ connectionString: url });
    await db.connect();
    await new Promise<void>((resolve) => outside.server.listen(0, '127.0.0.1', resolve));
    const oa = `http://127.0.0.1:${(outside.server.address() as AddressInfo).port}`;
    const env = (name: string) => ({
      DATABASE_URL: url,
      // A DATABASE_URL alone means production: these processes are a demo install (README).
      DEMO_MODE: '1',
      DATA_DIR: join(dataDir, name),
      OA_URL: `${oa}/${name}`,
      OUTBOX_POLL_MS: '25',
      // No moment of grace for a sign-out made on the other process (see the README).
      SESSION_CACHE_MS: '0',
    });
    [a, b] = await Promise.all([
      startPortal({ port: await freePort(), env: env('a') }),
      startPortal({ port: await freePort(), env: env('b') }),
    ]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.end();
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
    await new Promise((resolve) => outside.server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('delivers each outbox message exactly once, the two sharing the work', async () => {
    const ids: string[] = Array.from({ length: MESSAGES }, () => randomUUID());
    await db.query(
      `insert into outbox (id, system, kind, payload, status)
       select id, 'oa', $2, jsonb_build_object('n', n), 'pending'
       from unnest($1::text[]) with ordinality as m(id, n)`,
      [ids, KIND],
    );
    const answered = async () =>
      Number(
        (
          await db.query<{ n: string }>(
            `select count(*) as n from outbox where kind = $1 and status = 'answered'`,
            [KIND],
          )
        ).rows[0]!.n,
      );
    await expect.poll(answered, { timeout: 90_000, interval: 200 }).toBe(MESSAGES);

    const mine = outside.received.filter((r) => ids.includes(r.id));
    expect(mine).toHaveLength(MESSAGES);
    expect(new Set(mine.map((r) => r.id)).size).toBe(MESSAGES);
    const byProcess = (name: string) => mine.filter((r) => r.process === `/${name}`).length;
    expect(byProcess('a')).toBeGreaterThan(0);
    expect(byProcess('b')).toBeGreaterThan(0);
    expect(byProcess('a') + byProcess('b')).toBe(MESSAGES);
    const attempts = await db.query<{ attempts: number }>(
      `select distinct attempts from outbox where kind = $1`,
      [KIND],
    );
    expect(attempts.rows).toEqual([{ attempts: 1 }]);
  }, 120_000);

  it('accepts a session made on one process on the other, and ends it on both', async () => {
    const session = await apiSignIn(`${a!.origin}/api`, 'supplier.demo', 'Supplier#2026');
    const userInfo = (origin: string) =>
      fetch(`${origin}/api/admin/sys/user/getUserInfo`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
    const onB = await userInfo(b!.origin);
    expect(onB.status).toBe(200);
    const body = (await onB.json()) as { data: { user: { account: string } } };
    expect(body.data.user.account).toBe('supplier.demo');

    const out = await fetch(`${a!.origin}/api/admin/sys/user/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(out.status).toBe(200);
    expect((await userInfo(b!.origin)).status).toBe(401);
    expect((await userInfo(a!.origin)).status).toBe(401);
  }, 60_000);
});
