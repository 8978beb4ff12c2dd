// The built front ends: /widgets/* from packages/widgets/dist, / from packages/host/dist with an
// SPA fallback. Hashed files are cached for a year; index.html and the loader must be revalidated so
// a new build is picked up at once. Each file goes out as the brotli or gzip copy the build wrote
// beside it (plugins/precompress.ts) when the browser accepts that encoding, with
// `Vary: Accept-Encoding`; the file itself otherwise. Source maps (`*.map`) are not served in
// production: the builds write none, and one left in a dist folder would hand out the source.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface StaticDirs {
  widgets: string;
  host: string;
}

const NO_CACHE_FILES = new Set(['index.html', 'portal-widgets.js', 'custom-elements.json']);
// Vite's content hash: 8+ base64url characters before the extension, with a digit or capital.
const HASHED = /[-.](?=[\w-]*[A-Z0-9])[\w-]{8,}\.(?:js|mjs|css|woff2?|ttf|png|jpe?g|svg|gif|webp)$/;

/** The copy `name.js.br` is cached as `name.js` is. */
const COPY = /\.(?:br|gz)$/;

export function cacheControlFor(path: string): string {
  const name = basename(path).replace(COPY, '');
  if (NO_CACHE_FILES.has(name)) return 'no-cache';
  return HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
}

function setHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', cacheControlFor(path));
}

const MISSING_BUILD = (what: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Supplier portal</title></head>` +
  `<body><p>The ${what} is not built yet. Run <code>npm run build</code> in the repository, then reload.</p></body></html>`;

/** Whether a request path names a source map. */
export function isSourceMap(path: string): boolean {
  return /\.map$/i.test(path.split('?')[0] ?? '');
}

export async function registerStaticFiles(
  app: FastifyInstance,
  dirs: StaticDirs,
  { sourceMaps = process.env.NODE_ENV !== 'production' }: { sourceMaps?: boolean } = {},
): Promise<void> {
  const allowedPath = sourceMaps ? undefined : (path: string) => !isSourceMap(path);
  const hostIndex = join(dirs.host, 'index.html');
  const hasHost = existsSync(hostIndex);
  const hasWidgets = existsSync(dirs.widgets);

  if (hasHost) {
    await app.register(fastifyStatic, {
      root: dirs.host,
      prefix: '/',
      cacheControl: false,
      setHeaders,
      preCompressed: true,
      index: 'index.html',
      allowedPath,
    });
  }
  if (hasWidgets) {
    await app.register(fastifyStatic, {
      root: dirs.widgets,
      prefix: '/widgets/',
      cacheControl: false,
      setHeaders,
      preCompressed: true,
      decorateReply: false,
      index: false,
      allowedPath,
    });
  } else {
    app.get('/widgets/*', { schema: { hide: true } }, async (_req, reply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The widgets are not built yet. Run `npm run build`.\n'),
    );
  }

  /** The SPA fallback, called by the not-found handler for page GETs. */
  app.decorate('sendHostPage', async (_req: FastifyRequest, reply: FastifyReply) => {
    if (!hasHost) {
      return reply.code(503).type('text/html; charset=utf-8').send(MISSING_BUILD('host app'));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', dirs.host);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    sendHostPage(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}
