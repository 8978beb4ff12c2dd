// Supplier lifecycle routes: invitations (buyer, `supplier:invite`), public registration, the
// buyer's audit list and actions (each action's own permission, checked by the service), the
// supplier submitting its profile for review, and the departments' freezes.
import {
  auditAction,
  checkRegistration,
  createInvite,
  freeze,
  getAudit,
  listAudit,
  listInvites,
  register,
  resendInvite,
  submitProfile,
  unfreeze,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { AuditService } from './audit.ts';
import type { InviteService } from './invites.ts';
import type { RegistrationService } from './registration.ts';

export interface SupplierServices {
  invites: InviteService;
  registration: RegistrationService;
  audit: AuditService;
}

export const supplierPlugin: ModulePlugin<SupplierServices> = async (app, { guard, services }) => {
  const { invites, registration, audit } = services;

  registerCall(app, guard, listInvites, async (input, req) =>
    ok(req, await invites.list(actorOf(req), input)),
  );
  registerCall(app, guard, createInvite, async (input, req) => {
    const data = await invites.create(actorOf(req), input);
    return ok(req, data, 'invite.created', { email: data.email });
  });
  registerCall(app, guard, resendInvite, async (input, req) => {
    const data = await invites.resend(actorOf(req), input);
    return ok(req, data, 'invite.resent', { email: data.email });
  });
  registerCall(app, guard, checkRegistration, async (input, req) =>
    ok(req, await registration.check(input, req.ip)),
  );
  registerCall(app, guard, register, async (input, req) =>
    ok(req, await registration.register(input, req.ip), 'register.done'),
  );
  registerCall(app, guard, listAudit, async (input, req) => ok(req, await audit.list(input)));
  registerCall(app, guard, getAudit, async (input, req) =>
    ok(req, await audit.detail(actorOf(req), input.id)),
  );
  registerCall(app, guard, auditAction, async (input, req) =>
    ok(req, await audit.act(actorOf(req), input), 'audit.done'),
  );
  registerCall(app, guard, submitProfile, async (input, req) =>
    ok(req, await audit.submitProfile(actorOf(req), input.version), 'audit.done'),
  );
  registerCall(app, guard, freeze, async (input, req) =>
    ok(req, await audit.freeze(actorOf(req), input, true), 'audit.done'),
  );
  registerCall(app, guard, unfreeze, async (input, req) =>
    ok(req, await audit.freeze(actorOf(req), input, false), 'audit.done'),
  );
};
