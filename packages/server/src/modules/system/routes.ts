import { health } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, type RouteDeps } from '../../http/register-call.ts';

export function registerSystemRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // No database access: this is the liveness probe and the bench's baseline.
  registerCall(app, deps, health, async () => ({
    code: 200,
    msg: 'ok',
    data: { status: 'ok' as const },
  }));
}
