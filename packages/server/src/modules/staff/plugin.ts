// Routes of the staff pages: any signed-in caller reaches them, and the service asks for the staff
// page of the caller's own side (STAFF_PERMISSIONS), so each side manages only its own people.
import {
  STAFF_IMPORT_MAX_BYTES,
  createStaff,
  getMyProfile,
  importStaff,
  staffImportTemplate,
  updateMyProfile,
  inviteStaff,
  listStaff,
  resetStaffPassword,
  updateStaff,
  updateStaffStatus,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { done, ok } from '../../core/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, registerUploadCall, type ModulePlugin } from '../../http/register-call.ts';
import { sendXlsx, spreadsheetReceiver } from '../spreadsheet/index.ts';
import type { StaffImportService } from './import-service.ts';
import type { OwnProfileService } from './profile-service.ts';
import type { StaffService } from './service.ts';

export interface StaffServices {
  staff: StaffService;
  imports: StaffImportService;
  profile: OwnProfileService;
}

export const staffPlugin: ModulePlugin<StaffServices> = async (
  app,
  { guard, services: { staff, imports, profile } },
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

  registerCall(app, guard, staffImportTemplate, async (input, req, reply) => {
    // A plain link sends the browser's language, not the portal's: the widget names it.
    const lang = input.lang ?? requestLanguage(req);
    const buffer = await imports.template(actorOf(req), lang);
    return sendXlsx(
      reply,
      lang === 'zh' ? '员工导入模板.xlsx' : 'staff-import-template.xlsx',
      buffer,
    );
  });

  registerUploadCall(
    app,
    guard,
    importStaff,
    spreadsheetReceiver(STAFF_IMPORT_MAX_BYTES),
    async (_input, file, req) => {
      const data = await imports.import(actorOf(req), file.buffer, requestLanguage(req));
      const refused = new Set(data.errors.map((e) => e.row)).size;
      return ok(req, data, 'staff.import.done', { created: data.created.length, refused });
    },
  );

  // The caller's own profile: no id in the input, so always the caller's own row.
  registerCall(app, guard, getMyProfile, async (_input, req) =>
    ok(req, await profile.get(actorOf(req))),
  );
  registerCall(app, guard, updateMyProfile, async (input, req) =>
    ok(req, await profile.update(actorOf(req), input), 'profile.updated'),
  );
};
