#!/usr/bin/env node
// `npm start`: one command runs the whole portal. Builds the widgets and the host when their build
// is missing or older than their sources, then runs the API server, which also serves the host at
// `/` and the widget loader at `/widgets/portal-widgets.js`. PORT, HOST, DATABASE_URL, DATA_DIR and
// ALLOWED_ORIGINS pass through to the server (see README).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  const outputs = ['packages/widgets/dist/portal-widgets.js', 'packages/host/dist/index.html'].map(
    (p) => join(root, p),
  );
  if (!outputs.every(existsSync)) return true;
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  const sources = ['packages/contract/src', 'packages/widgets/src', 'packages/host/src'];
  return sources.some((dir) => newestMtime(join(root, dir)) > built);
}

const dev = process.argv.includes('--dev');

if (!dev && process.env.SKIP_BUILD !== '1' && buildIsStale()) {
  console.log('Building the widgets and the host (first start, or sources changed)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'packages/server/src/main.ts')],
  { cwd: root, stdio: 'inherit', env: process.env },
);
const children = [server];
// `npm run dev`: the host's Vite dev server (hot reload, proxying /api to this server) beside it.
if (dev)
  children.push(
    spawn('npm', ['run', 'dev', '-w', '@portal/host'], { cwd: root, stdio: 'inherit' }),
  );
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
