// `npm run bench`: measures what DESIGN.md section 8 budgets and fails when a budget is broken.
//   1. gzip sizes of the widget loader, the shared chunk and every widget chunk;
//   2. the host's JavaScript for a first visit to /login, as a real Chromium downloads it;
//   3. getUserInfo under load (autocannon, 50 connections, 10 s) beside the trivial /api/health of
//      the same server in the same run.
// It is a benchmark, not a test: numbers vary with the machine, so only the budgets fail it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { apiSignIn } from './lib/api-sign-in.ts';
import { chromiumLaunchOptions } from './lib/chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const KB = 1024;
const BUDGET = { loader: 3 * KB, shared: 140 * KB, widget: 40 * KB, hostLogin: 180 * KB };
const PORT = Number(process.env.BENCH_PORT ?? 8191);
const origin = `http://127.0.0.1:${PORT}`;
const failures: string[] = [];

const gz = (bytes: Buffer | Uint8Array) => gzipSync(bytes, { level: 9 }).length;
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

function check(label: string, size: number, budget: number) {
  const ok = size <= budget;
  if (!ok) failures.push(`${label}: ${kb(size)} > ${kb(budget)}`);
  console.log(
    `${ok ? '  ok ' : 'OVER '} ${label.padEnd(46)} ${kb(size).padStart(9)}  (budget ${kb(budget)})`,
  );
}

function ensureBuild() {
  const built = ['packages/widgets/dist/portal-widgets.js', 'packages/host/dist/index.html'];
  if (built.every((p) => existsSync(join(root, p)))) return;
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

/**
 * The widgets build names its one shared chunk `shared-*` (React, Fluent core, runtime). Every other
 * chunk is a widget's own or one that some widgets share (kit pieces, Fluent components, jsencrypt,
 * the toaster): each of those is held to the widget budget.
 */
function widgetSizes() {
  const dist = join(root, 'packages/widgets/dist');
  const loader = readFileSync(join(dist, 'portal-widgets.js'));
  console.log('\nWidget bundles (gzip -9)');
  check('loader portal-widgets.js', gz(loader), BUDGET.loader);
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.js') && f !== 'portal-widgets.js',
  );
  const shared = files.filter((f) => /(^|\/)shared-[^/]*\.js$/.test(f));
  if (shared.length !== 1) failures.push(`expected one shared chunk, found ${shared.length}`);
  for (const file of files.sort()) {
    const size = gz(readFileSync(join(dist, file)));
    if (shared.includes(file))
      check(`shared ${file} (React, Fluent, runtime)`, size, BUDGET.shared);
    else check(`chunk ${file}`, size, BUDGET.widget);
  }
}

async function hostLoginSize() {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  const bodies: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().then(gz));
  });
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(bodies);
  await browser.close();
  console.log(`\nHost first visit to /login: ${sizes.length} scripts`);
  check(
    'host JavaScript for /login',
    sizes.reduce((a, b) => a + b, 0),
    BUDGET.hostLogin,
  );
}

async function load(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 50, duration: 10, headers });
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  const errors = result.errors + result.non2xx;
  console.log(
    `  ${title.padEnd(28)} ${rps.toFixed(0).padStart(8)} req/s   p99 ${String(p99).padStart(4)} ms   errors ${errors}`,
  );
  if (errors > 0) failures.push(`${title}: ${errors} failed requests`);
  return { rps, p99 };
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
    },
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

ensureBuild();
widgetSizes();
const stop = await startServer();
try {
  await hostLoginSize();
  const session = await apiSignIn(`${origin}/api`, 'supplier.demo', 'Supplier#2026');
  console.log('\nAPI under load (autocannon, 50 connections, 10 s each, same server and run)');
  const trivial = await load('GET /api/health', `${origin}/api/health`);
  const info = await load('GET getUserInfo', `${origin}/api/admin/sys/user/getUserInfo`, {
    authorization: `Bearer ${session.accessToken}`,
  });
  console.log(
    `  getUserInfo / health: ${(info.rps / trivial.rps).toFixed(2)}× the requests per second, ` +
      `${(info.p99 / Math.max(trivial.p99, 1)).toFixed(2)}× the p99`,
  );
} finally {
  stop();
}

if (failures.length) {
  console.error(`\nBudget broken:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
