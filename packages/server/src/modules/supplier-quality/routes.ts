// Routes of the returned registration's edit (public, by one-time code, rate-limited), the quality
// assessment (read: `supplier:lists`; record: the quality department's `…:submitQAUDIT`) and the
// authorized scopes (the same two permissions). The contract's routes name the permissions, so
// registerCall refuses others (403) before any lookup.
import {
  answerFinding,
  authorize,
  closeFinding,
  formatMessage,
  getAssessment,
  getReturnedRegistration,
  listAuthorizations,
  listFindings,
  listMyAudits,
  listMyFindings,
  listSupplierAudits,
  recordAudit,
  resubmitRegistration,
  saveAssessment,
  withdrawAuthorization,
  type MessageKey,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type RouteDeps } from '../../http/register-call.ts';
import { AuthRepository } from '../auth/repository.ts';
import { actorOf } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { AssessmentService } from './assessment.ts';
import { SupplierAuditService } from './audits.ts';
import { AuthorizationService } from './authorizations.ts';
import { ReturnedRegistrationService } from './returned.ts';

export interface SupplierQualityDeps extends RouteDeps {
  config: AppConfig;
  operationLog: OperationLog;
}

export function registerSupplierQualityRoutes(
  app: FastifyInstance,
  deps: SupplierQualityDeps,
  db: Kysely<Database>,
): void {
  const returned = new ReturnedRegistrationService(
    db,
    new AuthRepository(db),
    deps.operationLog,
    deps.config,
  );
  const assessments = new AssessmentService(db, deps.users, deps.operationLog, deps.config);
  const authorizations = new AuthorizationService(db, deps.users, deps.operationLog, deps.config);
  const audits = new SupplierAuditService(db, deps.users, deps.operationLog, deps.config);
  const ok = (req: FastifyRequest, key: MessageKey) => formatMessage(requestLanguage(req), key);

  registerCall(app, deps, getReturnedRegistration, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await returned.load(input.code, req.ip),
  }));
  registerCall(app, deps, resubmitRegistration, async (input, req) => ({
    code: 200,
    msg: ok(req, 'registerEdit.done'),
    data: await returned.resubmit(input, req.ip),
  }));
  registerCall(app, deps, getAssessment, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await assessments.get(actorOf(req), input.id),
  }));
  registerCall(app, deps, saveAssessment, async (input, req) => ({
    code: 200,
    msg: ok(req, 'quality.assessed'),
    data: await assessments.save(actorOf(req), input),
  }));
  registerCall(app, deps, listAuthorizations, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await authorizations.list(input),
  }));
  registerCall(app, deps, authorize, async (input, req) => ({
    code: 200,
    msg: ok(req, 'quality.authorized'),
    data: await authorizations.authorize(actorOf(req), input),
  }));
  registerCall(app, deps, withdrawAuthorization, async (input, req) => ({
    code: 200,
    msg: ok(req, 'quality.withdrawn'),
    data: await authorizations.withdraw(actorOf(req), input),
  }));

  // Supplier audit management: the supplier's own (its company from the session), the buyer's.
  registerCall(app, deps, listMyAudits, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await audits.listAudits({ own: actorOf(req).companyId }, input),
  }));
  registerCall(app, deps, listMyFindings, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await audits.listFindings({ own: actorOf(req).companyId }, input),
  }));
  registerCall(app, deps, answerFinding, async (input, req) => ({
    code: 200,
    msg: ok(req, 'supAudit.answered'),
    data: await audits.answer(actorOf(req), input),
  }));
  registerCall(app, deps, listSupplierAudits, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await audits.listAudits({ supplierId: input.supplierId }, input),
  }));
  registerCall(app, deps, listFindings, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await audits.listFindings({ supplierId: input.supplierId }, input),
  }));
  registerCall(app, deps, recordAudit, async (input, req) => ({
    code: 200,
    msg: ok(req, 'supAudit.recorded'),
    data: await audits.record(actorOf(req), input),
  }));
  registerCall(app, deps, closeFinding, async (input, req) => ({
    code: 200,
    msg: ok(req, 'supAudit.closed'),
    data: await audits.close(actorOf(req), input),
  }));
}
