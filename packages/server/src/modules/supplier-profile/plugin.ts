// Company profile routes: the supplier's own profile and its sections, qualification files and
// capabilities (supplier calls, the company from the session); any signed-in user reads a profile
// by id (a supplier only its own), and the quality department decides capabilities under review
// (a buyer call, `supplier:approval:submitQAUDIT`).
import {
  addQualification,
  decideCapability,
  getOwnProfile,
  getProfile,
  removeQualification,
  saveAbility,
  saveBasic,
  saveOther,
  submitCapabilities,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { SupplierProfileService } from './service.ts';

export interface SupplierProfileServices {
  profiles: SupplierProfileService;
}

export const supplierProfilePlugin: ModulePlugin<SupplierProfileServices> = async (
  app,
  { guard, services: { profiles } },
) => {
  registerCall(app, guard, getOwnProfile, async (_input, req) =>
    ok(req, await profiles.own(actorOf(req))),
  );
  registerCall(app, guard, getProfile, async (input, req) =>
    ok(req, await profiles.byId(actorOf(req), input.id)),
  );
  registerCall(app, guard, saveBasic, async (input, req) =>
    ok(req, await profiles.saveBasic(actorOf(req), input), 'profile.saved'),
  );
  registerCall(app, guard, saveOther, async (input, req) =>
    ok(req, await profiles.saveOther(actorOf(req), input), 'profile.saved'),
  );
  registerCall(app, guard, saveAbility, async (input, req) =>
    ok(req, await profiles.saveAbility(actorOf(req), input), 'profile.saved'),
  );
  registerCall(app, guard, addQualification, async (input, req) =>
    ok(req, await profiles.addQualification(actorOf(req), input), 'profile.qualificationAdded'),
  );
  registerCall(app, guard, removeQualification, async (input, req) =>
    ok(
      req,
      await profiles.removeQualification(actorOf(req), input),
      'profile.qualificationRemoved',
    ),
  );
  registerCall(app, guard, submitCapabilities, async (input, req) => {
    const data = await profiles.submitCapabilities(actorOf(req), input.version);
    const count = data.capabilities.filter((c) => c.status === 'underReview').length;
    return ok(req, data, 'profile.capabilitiesSubmitted', { count });
  });
  registerCall(app, guard, decideCapability, async (input, req) =>
    ok(req, await profiles.decideCapability(actorOf(req), input), 'profile.capabilityDecided'),
  );
};
