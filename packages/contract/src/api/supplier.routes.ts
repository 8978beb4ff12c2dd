// Generated from supplier.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './supplier.ts';

export const supplierApi = {
  listInvites: route<typeof calls.listInvites>({
    method: 'GET',
    path: '/admin/supplier/supInvite/findPageList',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:invite',
  }),
  createInvite: route<typeof calls.createInvite>({
    method: 'POST',
    path: '/admin/supplier/supInvite/createInvite',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:invite',
  }),
  resendInvite: route<typeof calls.resendInvite>({
    method: 'POST',
    path: '/admin/supplier/supInvite/resendEmail',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:invite',
  }),
  checkRegistration: route<typeof calls.checkRegistration>({
    method: 'GET',
    path: '/os/ap/supplierRegister/check',
    encoding: 'query',
    audience: 'public',
    auth: false,
  }),
  register: route<typeof calls.register>({
    method: 'POST',
    path: '/os/ap/supplierRegister/register',
    encoding: 'json',
    audience: 'public',
    auth: false,
  }),
  listAudit: route<typeof calls.listAudit>({
    method: 'GET',
    path: '/admin/supplier/supApprovalInfo/list',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:lists',
  }),
  getAudit: route<typeof calls.getAudit>({
    method: 'GET',
    path: '/admin/supplier/supApprovalInfo/detail',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:lists',
  }),
  auditAction: route<typeof calls.auditAction>({
    method: 'POST',
    path: '/admin/supplier/supApprovalInfo/commit',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
  }),
  submitProfile: route<typeof calls.submitProfile>({
    method: 'POST',
    path: '/admin/supplier/supBasic/submit',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
  }),
  freeze: route<typeof calls.freeze>({
    method: 'POST',
    path: '/admin/supplier/supBasic/freeze',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
  }),
  unfreeze: route<typeof calls.unfreeze>({
    method: 'POST',
    path: '/admin/supplier/supBasic/unFreeze',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
  }),
} as const;
