// The built Storybook (`npm run build-storybook` → storybook-static/) as a static site, the way it
// is published for designers and intranet developers. Port: origins.ts (E2E_PORT_BASE + 2).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../storybook-static/', import.meta.url));
const base = Number(process.env.E2E_PORT_BASE ?? 8181);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  // Playwright waits for this before any test, built or not: only the Storybook test needs the build.
  if (path === '/__up') {
    res.writeHead(200).end('up');
    return;
  }
  const file = normalize(join(root, path.endsWith('/') ? path + 'index.html' : path));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  try {
    if (!(await stat(file)).isFile()) throw new Error('not a file');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  } catch {
    res.writeHead(404).end('not found: run npm run build-storybook first');
  }
}).listen(base + 2, '127.0.0.1');
