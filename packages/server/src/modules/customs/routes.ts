// Routes of the customs-broker authorizations. The supplier's customs menu permission guards them
// (403 for everyone else, the buyer's staff included); the company comes from the session.
import {
  createCustoms,
  formatMessage,
  listCustoms,
  revokeCustoms,
  type MessageKey,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type RouteDeps } from '../../http/register-call.ts';
import { actorOf } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { CustomsService } from './service.ts';

export function registerCustomsRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { config: AppConfig; operationLog: OperationLog },
  db: Kysely<Database>,
): void {
  const customs = new CustomsService(db, deps.users, deps.operationLog, deps.config);
  const ok = (req: FastifyRequest, key: MessageKey) => formatMessage(requestLanguage(req), key);

  registerCall(app, deps, listCustoms, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await customs.list(actorOf(req), input),
  }));
  registerCall(app, deps, createCustoms, async (input, req) => ({
    code: 200,
    msg: ok(req, 'customs.created'),
    data: await customs.create(actorOf(req), input),
  }));
  registerCall(app, deps, revokeCustoms, async (input, req) => ({
    code: 200,
    msg: ok(req, 'customs.revoked'),
    data: await customs.revoke(actorOf(req), input),
  }));
}
