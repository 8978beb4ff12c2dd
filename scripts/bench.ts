// `npm run bench`: measures what docs/architecture.md#budgets lists and fails when a budget is
// broken.
//   1. gzip sizes of the widget loader (measured with every tag of the finished portal, see
//      loaderSize), the shared chunk and every other chunk;
//   2. the host's JavaScript for a first visit to /login, as a real Chromium downloads it, and
//      every byte of that visit on the wire as served (br), by type (scripts/lib/wire-bytes.ts);
//   3. getUserInfo under load (autocannon, 50 connections, 10 s) beside the trivial /api/health of
//      the same server in the same run;
//   4. inquiries at scale: the server's PGlite database is first filled to 100,000 inquiries and
//      1,000,000 quote lines (scripts/lib/bench-seed.ts), then supplier.demo's Pending list page and
//      one inquiry's quote comparison are loaded (autocannon, 20 connections, 10 s) beside
//      /api/health; either one's p99 over 50 ms breaks the budget. Each call first runs 2 s
//      unmeasured: the first second after a start is JIT compilation and cold database pages, not
//      the steady state the budget is about.
//   5. the operation log at scale (`--oplog`, and only then): a fresh PGlite database with the demo
//      seed and 1,000,000 operation log entries (one INSERT ... SELECT generate_series,
//      packages/server/src/seed/bench-operation-log.ts); the filtered first pages of the buyer and
//      of supplier.demo's administrator are loaded like the inquiry calls, against the same p99
//      budget (issue 13).
//   6. contracts at scale (`--contracts`, and only then; issue 14): a fresh PGlite database with
//      the demo seed and 200,000 contracts with their versions and lines (one INSERT ... SELECT
//      per table, packages/server/src/seed/bench-contracts.ts); supplier.demo's first page of each
//      tab (purchase) and the buyer's list (the changed tab, one supplier, a search on the number)
//      are loaded like the inquiry calls, against the same p99 budget. `--contracts=5000` seeds
//      that many instead, to try the scenario quickly (its numbers say nothing of the budget).
//   7. bills at scale (`--bills`, and only then; issue 16): the contracts of 6 (100,000), then
//      500,000 bills on them with lines and invoices (packages/server/src/seed/bench-bills.ts);
//      supplier.demo's bill list (all, each state) and the buyer's finance review (pending, all, a
//      number search) against the same p99 budget. `--bills=N` as `--contracts=N`.
// `--sizes` runs 1 and 2 only. `--pg` runs 3 and 4 on PostgreSQL (BENCH_PG_URL's server, or a
// cluster of its own started like .ci/run's on BENCH_PG_PORT), then 4 again with a second server
// process on the next port against the same database, the connections split between the two.
// It is a benchmark, not a test: numbers vary with the machine, so only the budgets fail it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from '@playwright/test';
import { apiSignIn } from './lib/api-sign-in.ts';
import { CATALOG_TAGS } from './lib/catalog-tags.ts';
import { chromiumLaunchOptions } from './lib/chromium.ts';
import { startPortal, type PortalProcess } from './lib/portal-process.ts';
import { startPostgres } from './lib/postgres-cluster.ts';
import { printWireBytes, wireBytesOfFirstVisit } from './lib/wire-bytes.ts';
import { BILL_STATES } from '../packages/contract/src/billing/constants.ts';
import { CONTRACT_STATES } from '../packages/contract/src/order/constants.ts';
import type { BillsBenchSummary } from '../packages/server/src/seed/bench-bills.ts';
import type { BenchDataSummary } from '../packages/server/src/seed/bench-data.ts';
import type { ContractsBenchSummary } from '../packages/server/src/seed/bench-contracts.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const KB = 1024;
const BUDGET = { loader: 1.5 * KB, shared: 125 * KB, widget: 40 * KB, hostLogin: 150 * KB };
/** p99 of the inquiry calls at 100,000 inquiries and 1,000,000 quote lines, 20 connections. */
const P99_BUDGET_MS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 8191);
/** `npm run bench -- --sizes`: the bundle sizes only, without the database and load parts. */
const SIZES_ONLY = process.argv.includes('--sizes');
/** `npm run bench -- --pg`: the database part on PostgreSQL, with one and then two processes. */
const ON_POSTGRES = process.argv.includes('--pg');
/** `npm run bench -- --oplog`: the operation log at a million rows, and nothing else. */
const OPLOG_ONLY = process.argv.includes('--oplog');
/** `npm run bench -- --contracts[=N]`: contracts at 200,000 (or N), and nothing else. */
const CONTRACTS_FLAG = process.argv.find(
  (a) => a === '--contracts' || a.startsWith('--contracts='),
);
const CONTRACTS = CONTRACTS_FLAG
  ? CONTRACTS_FLAG.includes('=')
    ? Number(CONTRACTS_FLAG.split('=')[1])
    : 200_000
  : 0;
if (CONTRACTS_FLAG && !(Number.isInteger(CONTRACTS) && CONTRACTS >= 100)) {
  console.error('--contracts=N takes a whole number of at least 100');
  process.exit(2);
}
/** `npm run bench -- --bills[=N]`: bills at 500,000 (or N) on N / 5 contracts, and nothing else. */
const BILLS_FLAG = process.argv.find((a) => a === '--bills' || a.startsWith('--bills='));
const BILLS = BILLS_FLAG
  ? BILLS_FLAG.includes('=')
    ? Number(BILLS_FLAG.split('=')[1])
    : 500_000
  : 0;
if (BILLS_FLAG && !(Number.isInteger(BILLS) && BILLS >= 500)) {
  console.error('--bills=N takes a whole number of at least 500');
  process.exit(2);
}
/** The port of the bench's own PostgreSQL cluster (when BENCH_PG_URL names none). */
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55491);
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
 * The loader holds the tag names as one string (the names without `sp-`, space-separated) and no
 * other per-tag byte, so its size with the finished portal's tags is this file with that string
 * made of them. Checked here rather than assumed: each built tag's name must occur in the loader
 * exactly once, inside that string.
 */
function loaderSize(dist: string) {
  const loader = readFileSync(join(dist, 'portal-widgets.js'), 'utf8');
  const built = readdirSync(join(dist, 'tags'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.slice(0, -'.js'.length));
  const names = (tags: string[]) => tags.map((t) => t.slice('sp-'.length)).join(' ');
  const list = names(built);
  const rest = loader.replace(list, '');
  const extra = built.filter((t) => rest.includes(t.slice('sp-'.length)));
  if (!loader.includes(list) || extra.length) {
    failures.push(`loader: a tag costs more than its name (${extra.join(', ') || 'no name list'})`);
  }
  const finished = [...new Set([...built, ...CATALOG_TAGS])].sort();
  console.log(`  loader as built, ${built.length} tags: ${kb(gz(Buffer.from(loader)))}`);
  check(
    `loader with the ${finished.length} tags of the finished portal`,
    gz(Buffer.from(loader.replace(list, names(finished)))),
    BUDGET.loader,
  );
}

/**
 * The widgets build names its one shared chunk `shared-*` (React, Fluent core, runtime); it must
 * import no chunk but rolldown's tiny runtime (a dependency left out of it would load beside it on
 * every page). Every other file is a tag's chunk (tags/<tag>.js) or one that some tags share (kit
 * pieces, Fluent components, jsencrypt, the toaster): each of those is held to the widget budget.
 */
function widgetSizes() {
  const dist = join(root, 'packages/widgets/dist');
  console.log('\nWidget bundles (gzip -9)');
  loaderSize(dist);
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.js') && f !== 'portal-widgets.js',
  );
  const shared = files.filter((f) => /(^|\/)shared-[^/]*\.js$/.test(f));
  if (shared.length !== 1) failures.push(`expected one shared chunk, found ${shared.length}`);
  let largest = { file: '', size: 0 };
  for (const file of files.sort()) {
    const code = readFileSync(join(dist, file));
    const size = gz(code);
    if (shared.includes(file)) {
      check(`shared ${file} (React, Fluent, runtime)`, size, BUDGET.shared);
      const imports = [...code.toString().matchAll(/\bfrom\s*"\.\/([^"]+)"/g)].map((m) => m[1]!);
      const others = imports.filter((f) => !f.startsWith('rolldown-runtime-'));
      if (others.length) failures.push(`the shared chunk imports ${others.join(', ')}`);
    } else {
      if (size > largest.size) largest = { file, size };
      if (size > BUDGET.widget) check(`chunk ${file}`, size, BUDGET.widget);
    }
  }
  check(`largest other chunk: ${largest.file}`, largest.size, BUDGET.widget);
}

/**
 * What a first visit to /login downloads, as Chromium fetches it: the JavaScript is held to the
 * budget, the stylesheets are reported beside it (the theme tokens are CSS). index.html must
 * modulepreload only scripts this visit runs.
 */
async function hostLoginSize(origin: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  const bodies: Promise<{ type: string; path: string; size: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const path = new URL(response.url()).pathname;
    bodies.push(response.body().then((body) => ({ type, path, size: gz(body) })));
  });
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
  const files = await Promise.all(bodies);
  const html = await (await fetch(`${origin}/login`)).text();
  await browser.close();
  const scripts = files.filter((f) => f.type === 'script');
  const css = files.filter((f) => f.type === 'stylesheet').reduce((a, f) => a + f.size, 0);
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const unused = preloaded.filter((p) => !scripts.some((f) => f.path === p));
  if (unused.length) failures.push(`/login preloads scripts it does not run: ${unused.join(', ')}`);
  console.log(
    `\nHost first visit to /login: ${scripts.length} scripts (${preloaded.length} preloaded), ` +
      `CSS ${kb(css)}`,
  );
  check(
    'host JavaScript for /login',
    scripts.reduce((a, f) => a + f.size, 0),
    BUDGET.hostLogin,
  );
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * autocannon on one URL, or on the same path of several servers at once with the connections split
 * between them (what a load balancer does): requests per second add up, the p99 is the worst one's.
 */
async function measure(
  urls: string | string[],
  headers: Record<string, string>,
  connections: number,
  warmUpSeconds = 0,
): Promise<Load> {
  const list = [urls].flat();
  const each = Math.max(1, Math.round(connections / list.length));
  const run = (duration: number) =>
    Promise.all(list.map((url) => autocannon({ url, connections: each, duration, headers })));
  if (warmUpSeconds > 0) await run(warmUpSeconds);
  const results = await run(10);
  return {
    rps: results.reduce((a, r) => a + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((a, r) => a + r.errors + r.timeouts + r.non2xx, 0),
  };
}

async function load(title: string, url: string, headers: Record<string, string> = {}) {
  const { rps, p99, errors } = await measure(url, headers, 50);
  console.log(
    `  ${title.padEnd(28)} ${rps.toFixed(0).padStart(8)} req/s   p99 ${String(p99).padStart(4)} ms   errors ${errors}`,
  );
  if (errors > 0) failures.push(`${title}: ${errors} failed requests`);
  return { rps, p99 };
}

/** Fills the bench's database (a process of its own, see the script): PGlite in dataDir, or PG. */
function seedDatabase(dataDir: string, databaseUrl?: string) {
  console.log(
    `\nBench database (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): demo seed, then bulk ` +
      'inquiries, quote lines and ANALYZE',
  );
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'scripts/lib/bench-seed.ts'),
      dataDir,
      ...[databaseUrl ?? []].flat(),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  const last = r.stdout.trim().split('\n').at(-1) ?? '';
  if (r.status !== 0 || !last.startsWith('{')) throw new Error('bench seed failed');
  const s = JSON.parse(last) as BenchDataSummary & { seconds: number };
  const n = (v: number) => v.toLocaleString('en-US');
  console.log(
    `  ${n(s.inquiries)} inquiries, ${n(s.items)} items, ${n(s.bidders)} bidder rows, ` +
      `${n(s.quoteLines)} quote lines, ${n(s.rounds)} bargaining rounds, ` +
      `${n(s.supplierCompanies)} suppliers in ${s.seconds.toFixed(0)} s`,
  );
  console.log(
    `  supplier.demo: ${n(s.demoBidders)} bidder rows, ${n(s.demoPendingPurchases)} on its ` +
      `Pending list of purchases`,
  );
  return s;
}

/** A server process on the bench's data folder (PGlite) or on `databaseUrl`. */
function startServer(port: number, dataDir: string, databaseUrl = ''): Promise<PortalProcess> {
  return startPortal({ port, env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } });
}

/** One request first: the answer must be the one measured, not an error or an empty list. */
async function expectAnswer<T>(
  title: string,
  url: string,
  token: string,
  ok: (data: T) => boolean,
) {
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { data?: T };
  if (!answer.ok || body.data === undefined || !ok(body.data)) {
    failures.push(`${title}: not the answer to measure (HTTP ${answer.status})`);
  }
}

/**
 * The inquiry calls at scale, in one table with /api/health at the same 20 connections, on one
 * server or split between several on one database (`origins`).
 */
async function inquiriesAtScale(compareInquiryId: string, origins: string[], title: string) {
  const api = `${origins[0]}/api`;
  const supplier = await apiSignIn(api, 'supplier.demo', 'Supplier#2026');
  const buyer = await apiSignIn(api, 'buyer.admin', 'Buyer#2026');
  const path = {
    pending: '/api/admin/inquiry/cgInquiry/list?kind=purchase&tab=pending&current=1&size=20',
    compare: `/api/admin/inquiry/hnaCgQuote/compare?inquiryId=${compareInquiryId}`,
  };
  const on = (p: string) => origins.map((o) => `${o}${p}`);
  // Every server gives the answer measured (a token made on the first one included).
  for (const origin of origins) {
    await expectAnswer<{ records: unknown[] }>(
      `Pending list on ${origin}`,
      `${origin}${path.pending}`,
      supplier.accessToken,
      (d) => d.records.length === 20,
    );
    await expectAnswer<{ inquiry: { submitted: number }; items: unknown[] }>(
      `quote comparison on ${origin}`,
      `${origin}${path.compare}`,
      buyer.accessToken,
      (d) => d.items.length === 8 && d.inquiry.submitted === 8,
    );
  }

  console.log(`\n${title} (autocannon, 20 connections, 2 s warm-up, then 10 s each)`);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const trivial = await measure(on('/api/health'), {}, 20, 2);
  const calls: [string, Load][] = [
    [
      'supplier Pending list (purchases, 20)',
      await measure(on(path.pending), auth(supplier.accessToken), 20, 2),
    ],
    [
      'quote comparison (8 items, 8 quotes)',
      await measure(on(path.compare), auth(buyer.accessToken), 20, 2),
    ],
  ];
  console.log(
    `  ${'call'.padEnd(38)}${'req/s'.padStart(8)}${'p99'.padStart(8)}${'errors'.padStart(8)}` +
      `${'req/s vs health'.padStart(17)}${'p99 vs health'.padStart(15)}`,
  );
  const row = (name: string, l: Load, tail = '') =>
    console.log(
      `  ${name.padEnd(38)}${l.rps.toFixed(0).padStart(8)}${`${l.p99} ms`.padStart(8)}` +
        `${String(l.errors).padStart(8)}${`${(l.rps / trivial.rps).toFixed(3)}×`.padStart(17)}` +
        `${`${(l.p99 / Math.max(trivial.p99, 1)).toFixed(1)}×`.padStart(15)}${tail}`,
    );
  row('GET /api/health', trivial);
  for (const [name, l] of calls) {
    const ok = l.p99 <= P99_BUDGET_MS;
    if (!ok) failures.push(`${title}, ${name}: p99 ${l.p99} ms > ${P99_BUDGET_MS} ms`);
    if (l.errors > 0) failures.push(`${title}, ${name}: ${l.errors} failed requests`);
    row(name, l, `   ${ok ? 'ok  ' : 'OVER'} (p99 budget ${P99_BUDGET_MS} ms)`);
  }
  if (trivial.errors > 0) failures.push(`${title}, GET /api/health: ${trivial.errors} failed`);
}

/** Runs scripts/lib/bench-seed.ts with `flag` on a fresh PGlite database: its JSON summary. */
function seedScale<T>(dataDir: string, flag: string, what: string): T & { seconds: number } {
  console.log(`\nBench database (PGlite): demo seed, then ${what} and ANALYZE`);
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts/lib/bench-seed.ts'), dataDir, flag],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  const last = r.stdout.trim().split('\n').at(-1) ?? '';
  if (r.status !== 0 || !last.startsWith('{')) throw new Error('bench seed failed');
  return JSON.parse(last) as T & { seconds: number };
}

const count = (v: number) => v.toLocaleString('en-US');

/** One measured list of a section at scale: a first page, whose p99 the budget holds unless not `budgeted`. */
interface ScaleCall {
  name: string;
  path: string;
  token: string;
  budgeted?: boolean;
}

/**
 * The first pages of a section at scale, each checked to answer (`answers`) and then loaded like the
 * inquiry calls (20 connections, 2 s warm-up, 10 s) in one table beside /api/health, against the
 * inquiry calls' p99 budget.
 */
async function listsAtScale(
  origin: string,
  section: string,
  title: string,
  calls: ScaleCall[],
  answers: (d: { records: unknown[]; total: number }) => boolean,
) {
  for (const c of calls) {
    await expectAnswer(`${section}, ${c.name}`, `${origin}${c.path}`, c.token, answers);
  }
  console.log(`\n${title} on PGlite (autocannon, 20 connections, 2 s warm-up, 10 s each)`);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const trivial = await measure(`${origin}/api/health`, {}, 20, 2);
  console.log(
    `  ${'first page (20)'.padEnd(38)}${'req/s'.padStart(8)}${'p50'.padStart(8)}${'p99'.padStart(8)}` +
      `${'errors'.padStart(8)}`,
  );
  const row = (name: string, l: Load, tail = '') =>
    console.log(
      `  ${name.padEnd(38)}${l.rps.toFixed(0).padStart(8)}${`${l.p50} ms`.padStart(8)}` +
        `${`${l.p99} ms`.padStart(8)}${String(l.errors).padStart(8)}${tail}`,
    );
  row('GET /api/health', trivial);
  for (const { name, path, token, budgeted = true } of calls) {
    const l = await measure(`${origin}${path}`, auth(token), 20, 2);
    if (!budgeted) {
      row(name, l, l.errors ? '   (timed out)' : '');
      continue;
    }
    // A call whose every request timed out has no latency to compare: it is over, not ok.
    const ok = l.errors === 0 && l.p99 <= P99_BUDGET_MS;
    if (!ok) failures.push(`${section}, ${name}: p99 ${l.p99} ms > ${P99_BUDGET_MS} ms`);
    if (l.errors > 0) failures.push(`${section}, ${name}: ${l.errors} failed requests`);
    row(name, l, `   ${ok ? 'ok  ' : 'OVER'} (p99 budget ${P99_BUDGET_MS} ms)`);
  }
}

/** The demo sign-ins a section measures with. */
async function demoTokens(origin: string) {
  const api = `${origin}/api`;
  const buyer = await apiSignIn(api, 'buyer.admin', 'Buyer#2026');
  const supplier = await apiSignIn(api, 'supplier.demo', 'Supplier#2026');
  return { buyer: buyer.accessToken, supplier: supplier.accessToken };
}

/**
 * The operation log's filtered first pages at a million rows (issue 13), each against the inquiry
 * calls' p99 budget, beside /api/health at the same 20 connections.
 */
async function operationLogAtScale(dataDir: string, origin: () => Promise<string>) {
  const s = seedScale<{ rows: number; demoCompanyRows: number }>(
    dataDir,
    '--oplog',
    '1,000,000 operation log entries',
  );
  console.log(
    `  ${count(s.rows)} entries (${count(s.demoCompanyRows)} of supplier.demo's company) in ` +
      `${s.seconds.toFixed(0)} s`,
  );
  const at = await origin();
  const { buyer, supplier } = await demoTokens(at);
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() + 8 * 3600_000 - 7 * 86400_000).toISOString().slice(0, 10);
  const list = '/api/admin/sys/log/list?current=1&size=20';
  const info = await fetch(`${at}/api/admin/sys/user/getUserInfo`, {
    headers: { authorization: `Bearer ${supplier}` },
  });
  const demoCompanyId = ((await info.json()) as { data: { user: { companyId: string } } }).data.user
    .companyId;
  // The text here is a prefix of a ninth of the items: the walk of the newest entries tests each one
  // (a rare text is migration 0021's trigram index instead). Measured and printed, not held to the
  // budget (docs/decisions/2026-11-27-operation-log-at-a-million-rows.md).
  await listsAtScale(
    at,
    'operation log',
    'Operation log at 1,000,000 rows',
    [
      {
        name: 'buyer: modify, last 7 days',
        path: `${list}&type=3&from=${weekAgo}&to=${today}`,
        token: buyer,
      },
      { name: 'buyer: one account', path: `${list}&account=supplier.other`, token: buyer },
      { name: 'buyer: one company', path: `${list}&companyId=${demoCompanyId}`, token: buyer },
      { name: 'supplier admin: own company, login', path: `${list}&type=1`, token: supplier },
      { name: 'supplier admin: own company, all', path: list, token: supplier },
      {
        name: 'buyer: text in the item (no budget)',
        path: `${list}&q=bench.item%3A99`,
        token: buyer,
        budgeted: false,
      },
    ],
    (d) => d.records.length === 20 && d.total > 20,
  );
}

/**
 * The contract lists at scale (issue 14): supplier.demo's first page of every tab and the buyer's
 * changed tab, one supplier and a search.
 */
async function contractsAtScale(dataDir: string, origin: () => Promise<string>) {
  const s = seedScale<ContractsBenchSummary>(
    dataDir,
    `--contracts=${CONTRACTS}`,
    `${count(CONTRACTS)} contracts with versions and lines`,
  );
  console.log(
    `  ${count(s.contracts)} contracts, ${count(s.versions)} versions, ${count(s.lines)} lines, ` +
      `${count(s.suppliers)} suppliers (${count(s.demoContracts)} of supplier.demo's company) in ` +
      `${s.seconds.toFixed(0)} s`,
  );
  const at = await origin();
  const { buyer, supplier } = await demoTokens(at);
  const mine = '/api/admin/contract/Contract/list?kind=purchase&current=1&size=20';
  const all = '/api/admin/contract/hnaContract/list?current=1&size=20';
  await listsAtScale(
    at,
    'contracts',
    `Contracts at ${count(CONTRACTS)}`,
    [
      ...CONTRACT_STATES.map((state) => ({
        name: `supplier: purchase, ${state}`,
        path: `${mine}&state=${state}`,
        token: supplier,
      })),
      { name: 'buyer: changed', path: `${all}&state=changed`, token: buyer },
      { name: 'buyer: one supplier (S100002)', path: `${all}&supplierCode=S100002`, token: buyer },
      { name: 'buyer: number search', path: `${all}&q=${s.searchNumber}`, token: buyer },
    ],
    (d) => d.records.length > 0 && d.total >= d.records.length,
  );
}

/**
 * The bill lists at scale (issue 16): supplier.demo's bills (all, and each state) and the buyer's
 * finance review (pending review, everything, a number search).
 */
async function billsAtScale(dataDir: string, origin: () => Promise<string>) {
  const s = seedScale<BillsBenchSummary>(
    dataDir,
    `--bills=${BILLS}`,
    `${count(BILLS)} bills (on ${count(BILLS / 5)} contracts) with lines and invoices`,
  );
  console.log(
    `  ${count(s.bills)} bills, ${count(s.lines)} lines, ${count(s.invoices)} invoices on ` +
      `${count(s.contracts)} contracts (${count(s.demoBills)} bills of supplier.demo's company, ` +
      `${count(s.pendingReview)} pending review) in ${s.seconds.toFixed(0)} s`,
  );
  const at = await origin();
  const { buyer, supplier } = await demoTokens(at);
  const mine = '/api/admin/finance/bill/list?current=1&size=20';
  const review = '/api/admin/finance/hnaBill/list?current=1&size=20';
  await listsAtScale(
    at,
    'bills',
    `Bills at ${count(BILLS)}`,
    [
      { name: 'supplier: all', path: mine, token: supplier },
      ...BILL_STATES.map((state) => ({
        name: `supplier: ${state}`,
        path: `${mine}&state=${state}`,
        token: supplier,
      })),
      { name: 'buyer: pending review', path: `${review}&state=pendingReview`, token: buyer },
      { name: 'buyer: all', path: review, token: buyer },
      { name: 'buyer: number search', path: `${review}&q=${s.searchPrefix}`, token: buyer },
    ],
    (d) => d.records.length > 0 && d.total >= d.records.length,
  );
}
/** The first visit to /login: its JavaScript against the budget, then every byte on the wire. */
async function firstVisit(origin: string) {
  await hostLoginSize(origin);
  printWireBytes(
    'First visit to /login on the wire',
    await wireBytesOfFirstVisit(`${origin}/login`),
  );
}

/** getUserInfo beside /api/health on one server, 50 connections. */
async function userInfoLoad(origin: string) {
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
}

/**
 * The database part on PostgreSQL: BENCH_PG_URL's server (a fresh database in it, dropped after),
 * or a cluster of our own started like .ci/run's. One server process, then a second one on the next
 * port against the same database, with the load split between the two.
 */
async function postgresBench(dataDir: string) {
  const cluster = process.env.BENCH_PG_URL ? undefined : startPostgres(PG_PORT);
  const adminUrl = process.env.BENCH_PG_URL ?? cluster!.url;
  const name = `portal_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const servers: PortalProcess[] = [];
  try {
    const seeded = seedDatabase(dataDir, url.toString());
    servers.push(await startServer(PORT, dataDir, url.toString()));
    await firstVisit(servers[0]!.origin);
    await userInfoLoad(servers[0]!.origin);
    await inquiriesAtScale(
      seeded.compareInquiryId,
      [servers[0]!.origin],
      'Inquiries at scale on PostgreSQL, one server process',
    );
    servers.push(await startServer(PORT + 1, dataDir, url.toString()));
    await inquiriesAtScale(
      seeded.compareInquiryId,
      servers.map((s) => s.origin),
      'Inquiries at scale on PostgreSQL, two server processes (ports ' +
        `${PORT} and ${PORT + 1}, 10 connections each)`,
    );
  } finally {
    for (const server of servers) await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
    cluster?.stop();
  }
}

/** The one section at scale asked for (`--oplog`, `--contracts`, `--bills`), if any. */
const SCALE_SECTION = OPLOG_ONLY
  ? operationLogAtScale
  : CONTRACTS
    ? contractsAtScale
    : BILLS
      ? billsAtScale
      : undefined;
if (!SCALE_SECTION) {
  ensureBuild();
  widgetSizes();
}
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
try {
  if (SCALE_SECTION) {
    // The section seeds its database first, then asks for the server on it.
    let server: PortalProcess | undefined;
    try {
      await SCALE_SECTION(dataDir, async () => (server = await startServer(PORT, dataDir)).origin);
    } finally {
      await server?.stop();
    }
  } else if (SIZES_ONLY) {
    // The sizes alone: a server on a fresh demo database serves the host for the /login visit.
    const server = await startServer(PORT, dataDir);
    try {
      await firstVisit(server.origin);
    } finally {
      await server.stop();
    }
  } else if (ON_POSTGRES) {
    await postgresBench(dataDir);
  } else {
    const seeded = seedDatabase(dataDir);
    const server = await startServer(PORT, dataDir);
    try {
      await firstVisit(server.origin);
      await userInfoLoad(server.origin);
      await inquiriesAtScale(
        seeded.compareInquiryId,
        [server.origin],
        'Inquiries at scale on PGlite, one server process',
      );
    } finally {
      await server.stop();
    }
  }
} finally {
  // The data folder goes once the servers have shut down: PGlite writes its last checkpoint there.
  rmSync(dataDir, { recursive: true, force: true });
}
finish();

function finish(): never {
  if (failures.length) {
    console.error(`\nBudget broken:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll budgets met.');
  process.exit(0);
}
