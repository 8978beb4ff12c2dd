// Unknown routes: JSON 404 (or 405 when the path exists for another method) under /api, the host
// page for any other page GET (the browser router takes it from there), a plain 404 for files.
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { sendError } from './error-handler.ts';

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      const allowed = METHODS.filter(
        (m) => m !== req.method && app.hasRoute({ method: m, url: path }),
      );
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        return sendError(req, reply, 405, 'http.methodNotAllowed');
      }
      return sendError(req, reply, 404, 'http.notFound');
    }
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !path.startsWith('/widgets/') &&
      !lastSegment.includes('.');
    if (isPage) return app.sendHostPage(req, reply);
    return sendError(req, reply, 404, 'http.notFound');
  });
}
