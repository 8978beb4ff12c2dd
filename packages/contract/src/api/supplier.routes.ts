// Routes of the supplier lifecycle calls (invitations, registration, the audit, freezes): plain
// data the browser imports; their types come from supplier.ts (type-only import: no zod at run time).
import type { z } from 'zod';
import { SUPPLIER_PERMISSIONS as P } from '../supplier/audit-state.ts';
import { route } from './define.ts';
import type * as s from './supplier.ts';

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;

export const supplierApi = {
  listInvites: route<In<typeof s.inviteListInput>, Out<typeof s.listInvitesAnswer>>({
    method: 'GET',
    path: '/admin/supplier/supInvite/findPageList',
    encoding: 'query',
    auth: true,
    permission: P.invite,
  }),
  createInvite: route<In<typeof s.createInviteInput>, Out<typeof s.inviteAnswer>>({
    method: 'POST',
    path: '/admin/supplier/supInvite/createInvite',
    encoding: 'json',
    auth: true,
    permission: P.invite,
  }),
  resendInvite: route<In<typeof s.versionedIdInput>, Out<typeof s.inviteAnswer>>({
    method: 'POST',
    path: '/admin/supplier/supInvite/resendEmail',
    encoding: 'json',
    auth: true,
    permission: P.invite,
  }),
  checkRegistration: route<
    In<typeof s.checkRegistrationInput>,
    Out<typeof s.checkRegistrationAnswer>
  >({
    method: 'GET',
    path: '/os/ap/supplierRegister/check',
    encoding: 'query',
    auth: false,
  }),
  register: route<In<typeof s.registerInput>, Out<typeof s.registerAnswer>>({
    method: 'POST',
    path: '/os/ap/supplierRegister/register',
    encoding: 'json',
    auth: false,
  }),
  listAudit: route<In<typeof s.auditListInput>, Out<typeof s.listAuditAnswer>>({
    method: 'GET',
    path: '/admin/supplier/supApprovalInfo/list',
    encoding: 'query',
    auth: true,
    permission: P.lists,
  }),
  getAudit: route<In<typeof s.idInput>, Out<typeof s.getAuditAnswer>>({
    method: 'GET',
    path: '/admin/supplier/supApprovalInfo/detail',
    encoding: 'query',
    auth: true,
    permission: P.lists,
  }),
  auditAction: route<In<typeof s.auditActionInput>, Out<typeof s.getAuditAnswer>>({
    method: 'POST',
    path: '/admin/supplier/supApprovalInfo/commit',
    encoding: 'json',
    auth: true,
  }),
  submitProfile: route<In<typeof s.versionInput>, Out<typeof s.submitProfileAnswer>>({
    method: 'POST',
    path: '/admin/supplier/supBasic/submit',
    encoding: 'json',
    auth: true,
  }),
  freeze: route<In<typeof s.freezeInput>, Out<typeof s.getAuditAnswer>>({
    method: 'POST',
    path: '/admin/supplier/supBasic/freeze',
    encoding: 'json',
    auth: true,
  }),
  unfreeze: route<In<typeof s.freezeInput>, Out<typeof s.getAuditAnswer>>({
    method: 'POST',
    path: '/admin/supplier/supBasic/unFreeze',
    encoding: 'json',
    auth: true,
  }),
} as const;
