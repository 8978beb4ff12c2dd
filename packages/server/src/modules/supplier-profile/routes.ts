// Company profile routes: the supplier's own profile and its sections, qualification files and
// capabilities (the company from the session); buyer staff read any supplier's profile and the
// quality department decides capabilities under review (`supplier:approval:submitQAUDIT`).
import {
  addQualification,
  decideCapability,
  formatMessage,
  getOwnProfile,
  getProfile,
  removeQualification,
  saveAbility,
  saveBasic,
  saveOther,
  submitCapabilities,
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
import { SupplierProfileService } from './service.ts';

export interface SupplierProfileDeps extends RouteDeps {
  config: AppConfig;
  operationLog: OperationLog;
}

export function registerSupplierProfileRoutes(
  app: FastifyInstance,
  deps: SupplierProfileDeps,
  db: Kysely<Database>,
): void {
  const profiles = new SupplierProfileService(db, deps.users, deps.operationLog, deps.config);
  const ok = (req: FastifyRequest, key: MessageKey, params?: Record<string, string | number>) =>
    formatMessage(requestLanguage(req), key, params);

  registerCall(app, deps, getOwnProfile, async (_input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await profiles.own(actorOf(req)),
  }));
  registerCall(app, deps, getProfile, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await profiles.byId(actorOf(req), input.id),
  }));
  registerCall(app, deps, saveBasic, async (input, req) => ({
    code: 200,
    msg: ok(req, 'profile.saved'),
    data: await profiles.saveBasic(actorOf(req), input),
  }));
  registerCall(app, deps, saveOther, async (input, req) => ({
    code: 200,
    msg: ok(req, 'profile.saved'),
    data: await profiles.saveOther(actorOf(req), input),
  }));
  registerCall(app, deps, saveAbility, async (input, req) => ({
    code: 200,
    msg: ok(req, 'profile.saved'),
    data: await profiles.saveAbility(actorOf(req), input),
  }));
  registerCall(app, deps, addQualification, async (input, req) => ({
    code: 200,
    msg: ok(req, 'profile.qualificationAdded'),
    data: await profiles.addQualification(actorOf(req), input),
  }));
  registerCall(app, deps, removeQualification, async (input, req) => ({
    code: 200,
    msg: ok(req, 'profile.qualificationRemoved'),
    data: await profiles.removeQualification(actorOf(req), input),
  }));
  registerCall(app, deps, submitCapabilities, async (input, req) => {
    const data = await profiles.submitCapabilities(actorOf(req), input.version);
    const count = data.capabilities.filter((c) => c.status === 'underReview').length;
    return { code: 200, msg: ok(req, 'profile.capabilitiesSubmitted', { count }), data };
  });
  registerCall(app, deps, decideCapability, async (input, req) => ({
    code: 200,
    msg: ok(req, 'profile.capabilityDecided'),
    data: await profiles.decideCapability(actorOf(req), input),
  }));
}
