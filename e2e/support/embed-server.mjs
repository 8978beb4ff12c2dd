// A stand-in for a buyer's intranet: a plain static page on another origin than the portal.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../embed/', import.meta.url));
// The same ports as origins.ts: the page is served on the next port after the portal's, and its
// portal address is rewritten to the portal's port of this run.
const base = Number(process.env.E2E_PORT_BASE ?? 8181);
createServer(async (req, res) => {
  const name = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/+/, '') || 'embed.html';
  if (!/^[\w-]+\.html$/.test(name)) {
    res.writeHead(404).end('not found');
    return;
  }
  try {
    const body = (await readFile(dir + name, 'utf8')).replaceAll(
      'http://127.0.0.1:8181',
      `http://127.0.0.1:${base}`,
    );
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}).listen(base + 1, '127.0.0.1');
