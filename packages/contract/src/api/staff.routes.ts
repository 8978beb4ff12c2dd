// Generated from staff.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './staff.ts';

export const staffApi = {
  listStaff: route<typeof calls.listStaff>({
    method: 'GET',
    path: '/admin/sys/employee/pageEmployees',
    encoding: 'query',
    audience: 'signedIn',
    auth: true,
  }),
  createStaff: route<typeof calls.createStaff>({
    method: 'POST',
    path: '/admin/sys/employee/create',
    encoding: 'json',
    audience: 'signedIn',
    auth: true,
  }),
  inviteStaff: route<typeof calls.inviteStaff>({
    method: 'POST',
    path: '/admin/sys/employee/invite',
    encoding: 'json',
    audience: 'signedIn',
    auth: true,
  }),
  updateStaff: route<typeof calls.updateStaff>({
    method: 'POST',
    path: '/admin/sys/employee/update',
    encoding: 'json',
    audience: 'signedIn',
    auth: true,
  }),
  updateStaffStatus: route<typeof calls.updateStaffStatus>({
    method: 'POST',
    path: '/admin/sys/employee/updateStatus',
    encoding: 'json',
    audience: 'signedIn',
    auth: true,
  }),
  resetStaffPassword: route<typeof calls.resetStaffPassword>({
    method: 'POST',
    path: '/admin/sys/employee/resetPassword',
    encoding: 'json',
    audience: 'signedIn',
    auth: true,
  }),
  staffImportTemplate: route<typeof calls.staffImportTemplate>({
    method: 'GET',
    path: '/admin/file/template/staffImport',
    encoding: 'query',
    audience: 'signedIn',
    auth: true,
  }),
  importStaff: route<typeof calls.importStaff>({
    method: 'POST',
    path: '/admin/sys/employee/batchUpload',
    encoding: 'multipart',
    audience: 'signedIn',
    auth: true,
  }),
  getMyProfile: route<typeof calls.getMyProfile>({
    method: 'GET',
    path: '/admin/sys/user/profile',
    encoding: 'query',
    audience: 'signedIn',
    auth: true,
  }),
  updateMyProfile: route<typeof calls.updateMyProfile>({
    method: 'POST',
    path: '/admin/sys/user/update',
    encoding: 'json',
    audience: 'signedIn',
    auth: true,
  }),
} as const;
