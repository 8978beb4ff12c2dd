// Durability: the real server on a PGlite folder survives kill -9 in the middle of a write, and a
// committed password change is still there after the restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pgliteExtensions } from './db/pglite-extensions.ts';
import { CLIENT_ID, CLIENT_SECRET, encrypt } from './test/test-app.ts';
import { loadPgliteDump } from './test/test-db.ts';

const SERVER_DIR = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
let dataDir = '';

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? ok(address.port) : fail()));
    });
  });
}

async function startServer(port: number): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const base = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${stderr}`);
}

async function passwordGrant(base: string, account: string, password: string) {
  const key = (await (await fetch(`${base}/os/kaptcha/key/public`)).json()).data;
  const body = new URLSearchParams({
    grant_type: 'password',
    username: account,
    password: encrypt(key.publicKey, `${key.uuid}:${password}`),
    uuid: key.uuid,
    client_id: CLIENT_ID,
  });
  return fetch(`${base}/oauth/token`, { method: 'POST', body });
}

async function accessToken(base: string, account: string, password: string): Promise<string> {
  const first = await (await passwordGrant(base, account, password)).json();
  const second = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    }),
  });
  return (await second.json()).access_token;
}

/** The exit code (null when a signal ended it); a killed child has signalCode, not exitCode. */
function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((ok) => child.once('exit', (code) => ok(code)));
}

describe('server process', () => {
  it('keeps a committed password change across kill -9 and restarts cleanly', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-durability-'));
    const info = inject('testDb');
    if (info.kind === 'pglite') {
      // Start from the seeded dump instead of initdb: the same data, seconds faster.
      const seeded = new PGlite({
        dataDir: join(dataDir, 'pglite'),
        loadDataDir: await loadPgliteDump(info.dumpFile),
        extensions: pgliteExtensions,
      });
      await seeded.waitReady;
      await seeded.close();
    }

    const port = await freePort();
    const first = await startServer(port);
    const token = await accessToken(first.base, 'supplier.demo', 'Supplier#2026');
    const key = (await (await fetch(`${first.base}/os/kaptcha/key/public`)).json()).data;
    const changed = await fetch(`${first.base}/admin/sys/user/updatePasswordV2`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        passPriKey: key.uuid,
        password: encrypt(key.publicKey, 'Durable#2026'),
        oldPwd: encrypt(key.publicKey, 'Supplier#2026'),
      }),
    });
    expect(changed.status).toBe(200);

    const inFlight = Array.from({ length: 20 }, () =>
      passwordGrant(first.base, 'supplier.other', 'Wrong#2026').catch(() => undefined),
    );
    await new Promise((r) => setTimeout(r, 30));
    first.child.kill('SIGKILL');
    await Promise.all(inFlight);
    await exited(first.child);

    const second = await startServer(port);
    expect((await passwordGrant(second.base, 'supplier.demo', 'Durable#2026')).status).toBe(200);
    expect((await passwordGrant(second.base, 'supplier.demo', 'Supplier#2026')).status).toBe(400);

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
    expect(existsSync(join(dataDir, 'portal-server.pid'))).toBe(false);
  }, 180_000);

  it('refuses to start outside demo mode without its own client secret and ERP keys', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEMO_MODE: '',
        OAUTH_CLIENT_SECRET: '',
        ERP_INTEGRATION_KEYS: '',
        PORT: String(await freePort()),
        DATA_DIR: join(tmpdir(), 'portal-never-created'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    expect(await exited(child)).toBe(1);
    expect(stderr).toMatch(/OAUTH_CLIENT_SECRET and ERP_INTEGRATION_KEYS must be set/);
    expect(existsSync(join(tmpdir(), 'portal-never-created'))).toBe(false);
  }, 60_000);
});
