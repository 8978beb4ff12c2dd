// Security-key calls: the signed-in user's own keys (list, registration options, register) and the
// buyer administrator's require and reset (audience buyer with the buyer staff page, checked by
// registerCall: a supplier gets 403).
import {
  listMySecurityKeys,
  registerSecurityKey,
  requireSecurityKey,
  resetSecurityKeys,
  securityKeyRegistrationOptions,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../core/actor.ts';
import { done, ok } from '../../core/envelope.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { SecurityKeyService } from './service.ts';

export interface SecurityKeyServices {
  securityKeys: SecurityKeyService;
}

/** The page's origin (a browser sends it with every POST), else the host it asked for. */
export function requestOrigin(req: FastifyRequest): string | undefined {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  return req.headers.host ? `${req.protocol}://${req.headers.host}` : undefined;
}

export const securityKeysPlugin: ModulePlugin<SecurityKeyServices> = async (
  app,
  { guard, services: { securityKeys } },
) => {
  registerCall(app, guard, listMySecurityKeys, async (_input, req) =>
    ok(req, await securityKeys.mine(actorOf(req).userId)),
  );
  registerCall(app, guard, securityKeyRegistrationOptions, async (_input, req) =>
    ok(
      req,
      await securityKeys.registrationOptions(actorOf(req), securityKeys.rp(requestOrigin(req))),
    ),
  );
  registerCall(app, guard, registerSecurityKey, async (input, req) =>
    ok(
      req,
      await securityKeys.register(
        actorOf(req),
        input.response,
        securityKeys.rp(requestOrigin(req)),
      ),
      'securityKey.registered',
    ),
  );
  registerCall(app, guard, requireSecurityKey, async (input, req) => {
    await securityKeys.require(actorOf(req), input);
    return done(req, input.required ? 'securityKey.requiredSaved' : 'securityKey.notRequiredSaved');
  });
  registerCall(app, guard, resetSecurityKeys, async (input, req) => {
    await securityKeys.reset(actorOf(req), input);
    return done(req, 'securityKey.resetDone');
  });
};
