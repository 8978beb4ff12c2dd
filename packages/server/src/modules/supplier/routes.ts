// Supplier lifecycle routes: invitations (permission `supplier:invite`), registration and its
// duplicate check (public, rate-limited), the audit lists and detail (`supplier:lists`), and the
// audit actions and freezes, whose permission depends on the action (checked in AuditService).
import {
  auditAction,
  checkRegistration,
  createInvite,
  formatMessage,
  freeze,
  getAudit,
  listAudit,
  listInvites,
  register,
  resendInvite,
  submitProfile,
  unfreeze,
  type MessageKey,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type RouteDeps } from '../../http/register-call.ts';
import { AuthRepository } from '../auth/repository.ts';
import type { RsaKeyService } from '../auth/rsa-keys.ts';
import { actorOf } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import type { OutboxAnswers } from '../outbox/outbox.ts';
import { supplierQualityAuditHooks } from '../supplier-quality/audit-hooks.ts';
import { AuditService } from './audit.ts';
import { InviteService } from './invites.ts';
import { RegistrationService } from './registration.ts';

export interface SupplierDeps extends RouteDeps {
  config: AppConfig;
  keys: RsaKeyService;
  operationLog: OperationLog;
  outboxAnswers: OutboxAnswers;
}

/** Where the browser reached us: the invitation e-mail links back to the same place. */
function originOf(req: FastifyRequest): string {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${req.protocol}://${req.host}`;
}

export function registerSupplierRoutes(
  app: FastifyInstance,
  deps: SupplierDeps,
  db: Kysely<Database>,
): void {
  const invites = new InviteService(db, deps.users, deps.operationLog, deps.config);
  const registration = new RegistrationService(
    db,
    new AuthRepository(db),
    deps.keys,
    deps.operationLog,
    deps.config,
  );
  const audit = new AuditService(
    db,
    deps.users,
    deps.config,
    supplierQualityAuditHooks(deps.config),
  );
  audit.registerAnswers(deps.outboxAnswers);
  const ok = (req: FastifyRequest, key: MessageKey, params?: Record<string, string>) =>
    formatMessage(requestLanguage(req), key, params);

  registerCall(app, deps, listInvites, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await invites.list(actorOf(req), input),
  }));
  registerCall(app, deps, createInvite, async (input, req) => {
    const data = await invites.create(actorOf(req), input, originOf(req));
    return { code: 200, msg: ok(req, 'invite.created', { email: data.email }), data };
  });
  registerCall(app, deps, resendInvite, async (input, req) => {
    const data = await invites.resend(actorOf(req), input, originOf(req));
    return { code: 200, msg: ok(req, 'invite.resent', { email: data.email }), data };
  });
  registerCall(app, deps, checkRegistration, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await registration.check(input, req.ip),
  }));
  registerCall(app, deps, register, async (input, req) => ({
    code: 200,
    msg: ok(req, 'register.done'),
    data: await registration.register(input, req.ip),
  }));
  registerCall(app, deps, listAudit, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await audit.list(input),
  }));
  registerCall(app, deps, getAudit, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await audit.detail(actorOf(req), input.id),
  }));
  registerCall(app, deps, auditAction, async (input, req) => ({
    code: 200,
    msg: ok(req, 'audit.done'),
    data: await audit.act(actorOf(req), input, originOf(req)),
  }));
  registerCall(app, deps, submitProfile, async (input, req) => ({
    code: 200,
    msg: ok(req, 'audit.done'),
    data: await audit.submitProfile(actorOf(req), input.version),
  }));
  registerCall(app, deps, freeze, async (input, req) => ({
    code: 200,
    msg: ok(req, 'audit.done'),
    data: await audit.freeze(actorOf(req), input, true),
  }));
  registerCall(app, deps, unfreeze, async (input, req) => ({
    code: 200,
    msg: ok(req, 'audit.done'),
    data: await audit.freeze(actorOf(req), input, false),
  }));
}
