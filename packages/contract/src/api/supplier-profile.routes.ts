// Routes of the company profile calls: plain data the browser imports; their types come from
// supplier-profile.ts (type-only import: no zod at run time). Paths follow SPEC.md's supBasic group.
import type { z } from 'zod';
import { SUPPLIER_PERMISSIONS as P } from '../supplier/audit-state.ts';
import { route } from './define.ts';
import type * as s from './supplier-profile.ts';

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;
type ProfileAnswer = Out<typeof s.profileAnswer>;

export const supplierProfileApi = {
  getOwnProfile: route<In<typeof s.getOwnProfileInput>, ProfileAnswer>({
    method: 'GET',
    path: '/admin/supplier/supBasic/info',
    encoding: 'query',
    auth: true,
  }),
  // `supplier:lists` or one of the approval permissions: checked by the service.
  getProfile: route<In<typeof s.profileIdInput>, ProfileAnswer>({
    method: 'GET',
    path: '/admin/supplier/supBasic/detail',
    encoding: 'query',
    auth: true,
  }),
  saveBasic: route<In<typeof s.saveBasicInput>, ProfileAnswer>({
    method: 'POST',
    path: '/admin/supplier/supBasic/saveBasic',
    encoding: 'json',
    auth: true,
  }),
  saveOther: route<In<typeof s.saveOtherInput>, ProfileAnswer>({
    method: 'POST',
    path: '/admin/supplier/supBasic/saveOther',
    encoding: 'json',
    auth: true,
  }),
  saveAbility: route<In<typeof s.saveAbilityInput>, ProfileAnswer>({
    method: 'POST',
    path: '/admin/supplier/supBasic/saveAbility',
    encoding: 'json',
    auth: true,
  }),
  addQualification: route<In<typeof s.addQualificationInput>, ProfileAnswer>({
    method: 'POST',
    path: '/admin/supplier/supBasic/addQualification',
    encoding: 'json',
    auth: true,
  }),
  removeQualification: route<In<typeof s.removeQualificationInput>, ProfileAnswer>({
    method: 'POST',
    path: '/admin/supplier/supBasic/removeQualification',
    encoding: 'json',
    auth: true,
  }),
  submitCapabilities: route<In<typeof s.submitCapabilitiesInput>, ProfileAnswer>({
    method: 'POST',
    path: '/admin/supplier/supBasic/submitAbility',
    encoding: 'json',
    auth: true,
  }),
  decideCapability: route<In<typeof s.decideCapabilityInput>, ProfileAnswer>({
    method: 'POST',
    path: '/admin/supplier/supBasic/auditAbility',
    encoding: 'json',
    auth: true,
    permission: P.submitQAUDIT,
  }),
} as const;
