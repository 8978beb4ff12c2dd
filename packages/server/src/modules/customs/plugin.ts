// Routes of the customs-broker authorizations: supplier calls guarded by the supplier's customs menu
// permission (buyer staff get 403); the company comes from the session.
import { createCustoms, listCustoms, revokeCustoms } from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { CustomsService } from './service.ts';

export interface CustomsServices {
  customs: CustomsService;
}

export const customsPlugin: ModulePlugin<CustomsServices> = async (
  app,
  { guard, services: { customs } },
) => {
  registerCall(app, guard, listCustoms, async (input, req) =>
    ok(req, await customs.list(actorOf(req), input)),
  );
  registerCall(app, guard, createCustoms, async (input, req) =>
    ok(req, await customs.create(actorOf(req), input), 'customs.created'),
  );
  registerCall(app, guard, revokeCustoms, async (input, req) =>
    ok(req, await customs.revoke(actorOf(req), input), 'customs.revoked'),
  );
};
