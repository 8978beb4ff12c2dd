// Headers every answer carries, and the Content-Security-Policy of the portal's pages.
//
// The host's pages get a real policy (docs/decisions/2026-11-26-host-page-csp.md): scripts only
// from the portal's own origin (the build has no inline script, and index.html loads its entry by
// `src`), no plugins, no <base> elsewhere, and no framing by other sites. Styles allow
// 'unsafe-inline': Griffel (Fluent's makeStyles) and FluentProvider create <style> elements at
// run time and fill them with insertRule, and a <style> element that CSP blocks gets no sheet at
// all; index.html has a small <style> of its own too. Other HTML (the API reference under /api)
// keeps only the framing rule, since it is a third-party page with scripts of its own.
import type { FastifyInstance } from 'fastify';

export const HOST_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const OTHER_HTML_CSP = "frame-ancestors 'self'";

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      const api = req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?');
      reply.header('content-security-policy', api ? OTHER_HTML_CSP : HOST_PAGE_CSP);
    }
    return payload;
  });
}
