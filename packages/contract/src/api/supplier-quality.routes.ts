// Generated from supplier-quality.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './supplier-quality.ts';

export const supplierQualityApi = {
  getReturnedRegistration: route<typeof calls.getReturnedRegistration>({
    method: 'GET',
    path: '/os/ap/supplierRegister/returned',
    encoding: 'query',
    audience: 'public',
    auth: false,
  }),
  resubmitRegistration: route<typeof calls.resubmitRegistration>({
    method: 'POST',
    path: '/os/ap/supplierRegister/resubmit',
    encoding: 'json',
    audience: 'public',
    auth: false,
  }),
  getAssessment: route<typeof calls.getAssessment>({
    method: 'GET',
    path: '/admin/supplier/supQuality/assessment',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:lists',
  }),
  saveAssessment: route<typeof calls.saveAssessment>({
    method: 'POST',
    path: '/admin/supplier/supQuality/assess',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:approval:submitQAUDIT',
  }),
  listAuthorizations: route<typeof calls.listAuthorizations>({
    method: 'GET',
    path: '/admin/supplier/supQuality/authorizations',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:lists',
  }),
  authorize: route<typeof calls.authorize>({
    method: 'POST',
    path: '/admin/supplier/supQuality/authorize',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:approval:submitQAUDIT',
  }),
  withdrawAuthorization: route<typeof calls.withdrawAuthorization>({
    method: 'POST',
    path: '/admin/supplier/supQuality/withdraw',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:approval:submitQAUDIT',
  }),
} as const;
