// Routes of the returned registration's edit, the quality assessment and authorized scopes: plain
// data the browser imports; their types come from supplier-quality.ts (type-only import).
import type { z } from 'zod';
import { SUPPLIER_PERMISSIONS as P } from '../supplier/audit-state.ts';
import { route } from './define.ts';
import type * as s from './supplier-quality.ts';

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;

export const supplierQualityApi = {
  getReturnedRegistration: route<
    In<typeof s.editCodeInput>,
    Out<typeof s.returnedRegistrationAnswer>
  >({
    method: 'GET',
    path: '/os/ap/supplierRegister/returned',
    encoding: 'query',
    auth: false,
  }),
  resubmitRegistration: route<
    In<typeof s.resubmitRegistrationInput>,
    Out<typeof s.resubmitRegistrationAnswer>
  >({
    method: 'POST',
    path: '/os/ap/supplierRegister/resubmit',
    encoding: 'json',
    auth: false,
  }),
  getAssessment: route<{ id: string }, Out<typeof s.assessmentAnswer>>({
    method: 'GET',
    path: '/admin/supplier/supQuality/assessment',
    encoding: 'query',
    auth: true,
    permission: P.lists,
  }),
  saveAssessment: route<In<typeof s.saveAssessmentInput>, Out<typeof s.assessmentAnswer>>({
    method: 'POST',
    path: '/admin/supplier/supQuality/assess',
    encoding: 'json',
    auth: true,
    permission: P.submitQAUDIT,
  }),
  listAuthorizations: route<
    In<typeof s.authorizationListInput>,
    Out<typeof s.listAuthorizationsAnswer>
  >({
    method: 'GET',
    path: '/admin/supplier/supQuality/authorizations',
    encoding: 'query',
    auth: true,
    permission: P.lists,
  }),
  authorize: route<In<typeof s.authorizeInput>, Out<typeof s.authorizationAnswer>>({
    method: 'POST',
    path: '/admin/supplier/supQuality/authorize',
    encoding: 'json',
    auth: true,
    permission: P.submitQAUDIT,
  }),
  withdrawAuthorization: route<
    In<typeof s.withdrawAuthorizationInput>,
    Out<typeof s.authorizationAnswer>
  >({
    method: 'POST',
    path: '/admin/supplier/supQuality/withdraw',
    encoding: 'json',
    auth: true,
    permission: P.submitQAUDIT,
  }),
} as const;
