// Routes of the staff pages: any signed-in caller reaches them, and the service asks for the staff
// page of the caller's own side (STAFF_PERMISSIONS), so each side manages only its own people.
import {
  createStaff,
  inviteStaff,
  listStaff,
  resetStaffPassword,
  updateStaff,
  updateStaffStatus,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { done, ok } from '../../core/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { StaffService } from './service.ts';

export interface StaffServices {
  staff: StaffService;
}

export const staffPlugin: ModulePlugin<StaffServices> = async (
  app,
  { guard, services: { staff } },
) => {
  registerCall(app, guard, listStaff, async (input, req) =>
    ok(req, await staff.list(actorOf(req), input)),
  );
  registerCall(app, guard, createStaff, async (input, req) =>
    ok(req, await staff.create(actorOf(req), input), 'staff.created'),
  );
  registerCall(app, guard, inviteStaff, async (input, req) =>
    ok(req, await staff.invite(actorOf(req), input, requestLanguage(req)), 'staff.invited'),
  );
  registerCall(app, guard, updateStaff, async (input, req) =>
    ok(req, await staff.update(actorOf(req), input), 'staff.updated'),
  );
  registerCall(app, guard, updateStaffStatus, async (input, req) =>
    ok(
      req,
      await staff.setStatus(actorOf(req), input),
      input.action === 'freeze' ? 'staff.frozen' : 'staff.thawed',
    ),
  );
  registerCall(app, guard, resetStaffPassword, async (input, req) => {
    await staff.sendResetCode(actorOf(req), input, requestLanguage(req));
    return done(req, 'staff.resetSent');
  });
};
