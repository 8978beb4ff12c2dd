// CORS, the OpenAPI document, security headers and the static front ends (with temp build folders).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { HOST_PAGE_CSP } from './security-headers.ts';
import { cacheControlFor } from './static-files.ts';

const ALLOWED = 'https://intranet.buyer.example';
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await mkdir(join(dist, 'host/assets'), { recursive: true });
  await mkdir(join(dist, 'widgets/chunks'), { recursive: true });
  await writeFile(join(dist, 'host/index.html'), '<!doctype html><title>host</title>');
  await writeFile(join(dist, 'host/assets/index-B4xQ9zT1.js'), 'console.log(1)');
  await writeFile(join(dist, 'widgets/portal-widgets.js'), 'export {}');
  await writeFile(join(dist, 'widgets/chunks/runtime-Dk3jZ0aQ.js'), 'export {}');
  await writeFile(join(dist, 'widgets/custom-elements.json'), '{"modules":[]}');
  await writeFile(join(dist, 'host/assets/index-B4xQ9zT1.js.map'), '{"version":3}');
  await writeFile(join(dist, 'widgets/chunks/runtime-Dk3jZ0aQ.js.map'), '{"version":3}');
  t = await createTestApp({
    config: { allowedOrigins: [ALLOWED] },
    staticDirs: { host: join(dist, 'host'), widgets: join(dist, 'widgets') },
  });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('CORS', () => {
  it('allows a configured origin with credentials and the Authorization header', async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/sys/user/getUserInfo',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(pre.headers['access-control-allow-credentials']).toBe('true');
    expect(String(pre.headers['access-control-allow-headers'])).toMatch(/Authorization/);

    const get = await t.app.inject({ url: '/api/health', headers: { origin: ALLOWED } });
    expect(get.headers['access-control-allow-origin']).toBe(ALLOWED);
    const widget = await t.app.inject({
      url: '/widgets/portal-widgets.js',
      headers: { origin: ALLOWED },
    });
    expect(widget.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('gives another origin no Access-Control-Allow-Origin', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const sub = await t.app.inject({
      url: '/api/health',
      headers: { origin: `${ALLOWED}.evil.example` },
    });
    expect(sub.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('lists the auth calls at /api/docs/json', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const path of [
      '/api/oauth/token',
      '/api/os/kaptcha/key/public',
      '/api/admin/sys/user/getUserInfo',
      '/api/admin/sys/user/getLoginType',
      '/api/admin/sys/user/loginLog',
      '/api/admin/sys/user/logout',
      '/api/admin/sys/user/updatePasswordV2',
      '/api/health',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const grant = doc.paths['/api/oauth/token'].get.parameters.find(
      (p: { name: string }) => p.name === 'grant_type',
    );
    expect(grant.schema.enum).toEqual(['password', 'refresh_token', 'security_key']);
    expect(doc.paths['/api/oauth/token'].post).toBeDefined();
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('static files', () => {
  it('serves the host with an SPA fallback and no-cache index.html', async () => {
    for (const url of ['/', '/login', '/sup/supInfo/offer?id=3']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>host</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe(HOST_PAGE_CSP);
    }
    const asset = await t.app.inject({ url: '/assets/index-B4xQ9zT1.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/assets/missing-file.js' })).statusCode).toBe(404);
  });

  it('sends host pages a Content-Security-Policy that allows scripts from the origin only', async () => {
    for (const url of ['/', '/login', '/sup/supInfo/offer?id=3']) {
      const csp = String((await t.app.inject({ url })).headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get('script-src'), url).toEqual(["'self'"]);
      expect(directives.get('object-src'), url).toEqual(["'none'"]);
      expect(directives.get('base-uri'), url).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(directives.get('default-src'), url).toEqual(["'self'"]);
    }
    // The API reference is another page with scripts of its own; it keeps the framing rule only.
    const docs = await t.app.inject({ url: '/api/docs' });
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(docs.headers['content-security-policy']).toBe("frame-ancestors 'self'");
  });

  it('serves no source maps in production', async () => {
    const maps = ['/assets/index-B4xQ9zT1.js.map', '/widgets/chunks/runtime-Dk3jZ0aQ.js.map'];
    // Outside production (this test app) they are files like any other.
    for (const url of maps) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    vi.stubEnv('NODE_ENV', 'production');
    const app = await buildApp({
      database: t.database,
      staticDirs: { host: join(dist, 'host'), widgets: join(dist, 'widgets') },
    });
    try {
      for (const url of [...maps, '/assets/index-B4xQ9zT1.js.MAP']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('version');
      }
      expect((await app.inject({ url: '/assets/index-B4xQ9zT1.js' })).statusCode).toBe(200);
    } finally {
      vi.unstubAllEnvs();
      await app.close();
    }
  });

  it('serves the widgets: loader revalidated, chunks cached for long', async () => {
    const loader = await t.app.inject({ url: '/widgets/portal-widgets.js' });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['cache-control']).toBe('no-cache');
    const chunk = await t.app.inject({ url: '/widgets/chunks/runtime-Dk3jZ0aQ.js' });
    expect(chunk.headers['cache-control']).toMatch(/immutable/);
    const manifest = await t.app.inject({ url: '/widgets/custom-elements.json' });
    expect(manifest.json()).toEqual({ modules: [] });
    expect((await t.app.inject({ url: '/widgets/nope.js' })).statusCode).toBe(404);
  });

  it('says to build when the dist folders are missing', async () => {
    const app = await buildApp({
      database: t.database,
      staticDirs: { host: join(dist, 'none'), widgets: join(dist, 'none') },
    });
    try {
      const page = await app.inject({ url: '/login' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      expect((await app.inject({ url: '/widgets/portal-widgets.js' })).body).toContain(
        'npm run build',
      );
    } finally {
      await app.close();
    }
  });

  it('tells hashed names from plain ones', () => {
    expect(cacheControlFor('index-B4xQ9zT1.js')).toMatch(/immutable/);
    expect(cacheControlFor('sp-supplier-approval.js')).not.toMatch(/immutable/);
    expect(cacheControlFor('portal-widgets.js')).toBe('no-cache');
  });
});
