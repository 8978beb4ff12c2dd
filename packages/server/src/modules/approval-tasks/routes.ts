// Routes of "my approval tasks" (`/hna/approve/task`). Any signed-in user may ask: the answer holds
// only what the caller's own permissions let them decide (a supplier's list is empty).
import { countApprovalTasks, formatMessage, listApprovalTasks } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type RouteDeps } from '../../http/register-call.ts';
import { actorOf } from '../../core/actor.ts';
import { ApprovalTaskService } from './service.ts';
import { supplierAuditSource } from './sources.ts';

export function registerApprovalTaskRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  db: Kysely<Database>,
): void {
  const service = new ApprovalTaskService(deps.users, [supplierAuditSource(db)]);

  registerCall(app, deps, listApprovalTasks, async (input, req) => ({
    code: 200,
    msg: formatMessage(requestLanguage(req), 'ok.done'),
    data: await service.list(actorOf(req), input),
  }));
  registerCall(app, deps, countApprovalTasks, async (_input, req) => ({
    code: 200,
    msg: formatMessage(requestLanguage(req), 'ok.done'),
    data: await service.count(actorOf(req)),
  }));
}
