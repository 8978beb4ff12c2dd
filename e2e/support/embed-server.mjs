// A stand-in for a buyer's intranet: a plain static page on another origin than the portal.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../embed/', import.meta.url));
createServer(async (req, res) => {
  const name = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/+/, '') || 'embed.html';
  if (!/^[\w-]+\.html$/.test(name)) {
    res.writeHead(404).end('not found');
    return;
  }
  try {
    const body = await readFile(dir + name);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}).listen(8182, '127.0.0.1');
