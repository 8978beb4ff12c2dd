// Generated from supplier-profile.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './supplier-profile.ts';

export const supplierProfileApi = {
  getOwnProfile: route<typeof calls.getOwnProfile>({
    method: 'GET',
    path: '/admin/supplier/supBasic/info',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
  }),
  getProfile: route<typeof calls.getProfile>({
    method: 'GET',
    path: '/admin/supplier/supBasic/detail',
    encoding: 'query',
    audience: 'signedIn',
    auth: true,
  }),
  saveBasic: route<typeof calls.saveBasic>({
    method: 'POST',
    path: '/admin/supplier/supBasic/saveBasic',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
  }),
  saveOther: route<typeof calls.saveOther>({
    method: 'POST',
    path: '/admin/supplier/supBasic/saveOther',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
  }),
  saveAbility: route<typeof calls.saveAbility>({
    method: 'POST',
    path: '/admin/supplier/supBasic/saveAbility',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
  }),
  addQualification: route<typeof calls.addQualification>({
    method: 'POST',
    path: '/admin/supplier/supBasic/addQualification',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
  }),
  removeQualification: route<typeof calls.removeQualification>({
    method: 'POST',
    path: '/admin/supplier/supBasic/removeQualification',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
  }),
  submitCapabilities: route<typeof calls.submitCapabilities>({
    method: 'POST',
    path: '/admin/supplier/supBasic/submitAbility',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
  }),
  decideCapability: route<typeof calls.decideCapability>({
    method: 'POST',
    path: '/admin/supplier/supBasic/auditAbility',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:approval:submitQAUDIT',
  }),
} as const;
