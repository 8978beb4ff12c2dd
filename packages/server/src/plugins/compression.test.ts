// What goes over the wire: the build's brotli or gzip copy of a static file by Accept-Encoding
// (caching unchanged), and API answers over the threshold compressed on the fly.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from '../test/test-app.ts';
import { COMPRESS_THRESHOLD_BYTES, registerCompression } from './compression.ts';
import { precompressDir } from './precompress.ts';

const SCRIPT = 'export const label = "Supplier portal";\n'.repeat(200);
const PAGE = `<!doctype html><title>host</title><script type="module" src="/assets/index-B4xQ9zT1.js"></script>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}`;
const CHROME = 'gzip, deflate, br, zstd';
let t: TestApp;
let dist: string;

function unpack(res: LightMyRequestResponse): string {
  const body = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

function varies(res: LightMyRequestResponse): boolean {
  return /(^|,\s*)accept-encoding(\s*,|$)/i.test(String(res.headers.vary ?? ''));
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await mkdir(join(dist, 'host/assets'), { recursive: true });
  await mkdir(join(dist, 'widgets/chunks'), { recursive: true });
  await writeFile(join(dist, 'host/index.html'), PAGE);
  await writeFile(join(dist, 'host/assets/index-B4xQ9zT1.js'), SCRIPT);
  await writeFile(join(dist, 'widgets/portal-widgets.js'), SCRIPT);
  await writeFile(join(dist, 'widgets/chunks/runtime-Dk3jZ0aQ.js'), SCRIPT);
  await precompressDir(join(dist, 'host'));
  await precompressDir(join(dist, 'widgets'));
  t = await createTestApp({
    staticDirs: { host: join(dist, 'host'), widgets: join(dist, 'widgets') },
  });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('static files, precompressed', () => {
  it('sends the brotli copy to a browser that accepts it, cached as the file is', async () => {
    const res = await t.app.inject({
      url: '/assets/index-B4xQ9zT1.js',
      headers: { 'accept-encoding': CHROME },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res)).toBe(true);
    expect(Number(res.headers['content-length'])).toBeLessThan(SCRIPT.length / 10);
    expect(unpack(res)).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, and the file itself to one that asks for neither', async () => {
    const gz = await t.app.inject({
      url: '/assets/index-B4xQ9zT1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(unpack(gz)).toBe(SCRIPT);
    expect(varies(gz)).toBe(true);

    const plain = await t.app.inject({ url: '/assets/index-B4xQ9zT1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(varies(plain)).toBe(true);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps index.html (also as the SPA fallback) and the loader revalidated', async () => {
    for (const url of ['/', '/login', '/sup/supInfo/offer?id=3']) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': CHROME } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy'], url).toMatch(/frame-ancestors 'self'/);
      expect(unpack(page), url).toBe(PAGE);
    }
    const loader = await t.app.inject({
      url: '/widgets/portal-widgets.js',
      headers: { 'accept-encoding': CHROME },
    });
    expect(loader.headers['content-encoding']).toBe('br');
    expect(loader.headers['cache-control']).toBe('no-cache');
    expect(varies(loader)).toBe(true);
    const chunk = await t.app.inject({
      url: '/widgets/chunks/runtime-Dk3jZ0aQ.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(chunk.headers['cache-control']).toMatch(/immutable/);
  });
});

describe('API answers, compressed on the fly', () => {
  it('compresses an answer over the threshold, and gives the same JSON', async () => {
    const { accessToken } = await signIn(t.app, DEMO.buyerAdmin);
    const url = '/api/admin/sys/user/getUserInfo';
    const plain = await t.app.inject({ url, headers: bearer(accessToken) });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await t.app.inject({
      url,
      headers: bearer(accessToken, { 'accept-encoding': CHROME }),
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(unpack(br))).toEqual(plain.json());

    const gz = await t.app.inject({
      url,
      headers: bearer(accessToken, { 'accept-encoding': 'gzip' }),
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(unpack(gz))).toEqual(plain.json());
  });

  it('leaves a small answer uncompressed', async () => {
    const health = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': CHROME },
    });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses an answer of the token routes, whatever its size (BREACH)', async () => {
    const app = Fastify();
    await registerCompression(app);
    const big = { access_token: 'secret', filler: 'x'.repeat(4 * COMPRESS_THRESHOLD_BYTES) };
    app.get('/api/oauth/token', async () => big);
    app.get('/api/admin/other', async () => big);
    try {
      const headers = { 'accept-encoding': CHROME };
      const token = await app.inject({ url: '/api/oauth/token', headers });
      expect(token.headers['content-encoding']).toBeUndefined();
      expect(token.json()).toEqual(big);
      const other = await app.inject({ url: '/api/admin/other', headers });
      expect(other.headers['content-encoding']).toBe('br');
    } finally {
      await app.close();
    }
  });
});
