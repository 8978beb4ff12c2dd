// Call definitions of the returned registration's edit (/supRegisterEdit), the quality department's
// assessment before QAUDIT and the supplier scopes it authorizes (/hna/qualityApproval/assess and
// /authorize). Paths follow SPEC.md section 7's groups (supplierRegister, supQuality).
import { z } from 'zod';
import { COUNTRIES, REGISTER_KINDS, TAX_CATEGORIES, TIME_ZONES } from '../supplier/constants.ts';
import {
  ASSESSMENT_GRADES,
  AUTHORIZATION_STATES,
  SCOPE_BUSINESS_TYPES,
  SCOPE_PRODUCT_TYPES,
} from '../supplier/quality.ts';
import { registerFields } from '../supplier/registration.ts';
import type { MessageKey } from '../messages/index.ts';
import { SUPPLIER_PERMISSIONS } from '../supplier/audit-state.ts';
import { defineCall } from './define.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';

const tag = 'supplier-quality';
const m = (key: MessageKey) => ({ message: key });
const id = z.string().min(1).max(64);
const version = z.coerce.number().int().min(1);
const isoDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date(m('quality.dateRule'));
const text = (max: number) => z.string().trim().max(max);

// --- the returned registration -------------------------------------------------------------------

/** The edit link's code: 8 characters like an invite code (validated loosely; the hash decides). */
export const editCodeSchema = z
  .string(m('registerEdit.codeInvalid'))
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{8}$/, m('registerEdit.codeInvalid'));

export const editCodeInput = z.object({ code: editCodeSchema });

/** What the supplier may correct: not the account, not the password. */
export const registrationEditFields = registerFields.pick({
  supplierKind: true,
  country: true,
  taxCategory: true,
  taxId: true,
  companyName: true,
  email: true,
  timeZone: true,
});
export type RegistrationEditFields = z.output<typeof registrationEditFields>;

export const returnedRegistration = z.object({
  supplierKind: z.enum(REGISTER_KINDS),
  country: z.enum(COUNTRIES).nullable(),
  taxCategory: z.enum(TAX_CATEGORIES).nullable(),
  taxId: z.string(),
  companyName: z.string(),
  email: z.string(),
  timeZone: z.enum(TIME_ZONES).nullable(),
  account: z.string(),
  /** The buyer's remarks when it returned the registration. */
  remarks: z.string(),
  expiresAt: isoDateTime,
  version: z.number().int(),
});
export type ReturnedRegistration = z.infer<typeof returnedRegistration>;
export const returnedRegistrationAnswer = envelope(returnedRegistration);
export const getReturnedRegistration = defineCall({
  method: 'GET',
  path: '/os/ap/supplierRegister/returned',
  encoding: 'query',
  audience: 'public',
  tag,
  summary:
    "The returned registration behind an edit code from the e-mail, with the buyer's remarks. Expired or used codes are refused (409). Rate-limited.",
  input: editCodeInput,
  answer: returnedRegistrationAnswer,
});

export const resubmitRegistrationInput = registrationEditFields.extend({
  code: editCodeSchema,
  version,
});
export const resubmitRegistrationAnswer = envelope(z.object({ account: z.string() }));
export const resubmitRegistration = defineCall({
  method: 'POST',
  path: '/os/ap/supplierRegister/resubmit',
  encoding: 'json',
  audience: 'public',
  tag,
  summary:
    'Saves the corrected registration and submits it again (returned → pending business review). The code works once; duplicates and the blacklist are checked again. Rate-limited.',
  input: resubmitRegistrationInput,
  answer: resubmitRegistrationAnswer,
});

// --- the quality assessment ----------------------------------------------------------------------

export const assessment = z.object({
  supplierId: id,
  /** Null until the quality department records one. */
  grade: z.enum(ASSESSMENT_GRADES).nullable(),
  score: z.number().int().nullable(),
  findings: z.string(),
  onSite: z.boolean(),
  assessedOn: z.string().nullable(),
  assessedBy: z.string(),
  updatedAt: isoDateTime.nullable(),
  /** Whether the caller may record it now (quality department, a state before QAUDIT). */
  editable: z.boolean(),
  /** 0 before the first save. */
  version: z.number().int(),
});
export type Assessment = z.infer<typeof assessment>;
export const assessmentAnswer = envelope(assessment);
export const getAssessment = defineCall({
  method: 'GET',
  path: '/admin/supplier/supQuality/assessment',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary: "A supplier's quality assessment (empty until recorded).",
  input: z.object({ id }),
  answer: assessmentAnswer,
});

export const saveAssessmentInput = z.object({
  supplierId: id,
  /** 0 for the first assessment. */
  version: z.coerce.number().int().min(0),
  grade: z.enum(ASSESSMENT_GRADES, m('quality.gradeRequired')),
  score: z.coerce
    .number(m('quality.scoreRule'))
    .int(m('quality.scoreRule'))
    .min(0, m('quality.scoreRule'))
    .max(100, m('quality.scoreRule'))
    .nullable()
    .default(null),
  findings: text(2000).min(1, m('quality.findingsRequired')),
  onSite: z.boolean().default(false),
  assessedOn: isoDate,
});
export const saveAssessment = defineCall({
  method: 'POST',
  path: '/admin/supplier/supQuality/assess',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.submitQAUDIT,
  tag,
  summary:
    "Records the quality department's assessment of a supplier before QAUDIT (grade, score, findings, on-site audit, date). Submit QAUDIT requires one (409 otherwise).",
  input: saveAssessmentInput,
  answer: assessmentAnswer,
});

// --- authorized scopes ---------------------------------------------------------------------------

export const authorizationListInput = pageInput.extend({
  state: z.enum(AUTHORIZATION_STATES).optional(),
  supplierId: id.optional(),
  q: text(100).optional(),
});
export const authorizationRow = z.object({
  id,
  supplierId: id,
  supplierCode: z.string(),
  supplierName: z.string(),
  businessType: z.union(SCOPE_BUSINESS_TYPES.map((v) => z.literal(v))),
  productType: z.union(SCOPE_PRODUCT_TYPES.map((v) => z.literal(v))),
  validUntil: z.string(),
  state: z.enum(AUTHORIZATION_STATES),
  remarks: z.string(),
  authorizedBy: z.string(),
  authorizedAt: isoDateTime,
  withdrawReason: z.string(),
  version: z.number().int(),
});
export type AuthorizationRow = z.infer<typeof authorizationRow>;
export const listAuthorizationsAnswer = envelope(page(authorizationRow));
export const listAuthorizations = defineCall({
  method: 'GET',
  path: '/admin/supplier/supQuality/authorizations',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary:
    'Authorized supplier scopes (business type, product type, valid until), soonest expiry first; `expired` is a scope past its date.',
  input: authorizationListInput,
  answer: listAuthorizationsAnswer,
});

export const authorizeInput = z.object({
  /** The supplier's code (S100001) or id. */
  supplier: text(64).min(1, m('quality.supplierRequired')),
  businessType: z.coerce.number(m('quality.businessTypeRequired')).pipe(
    z.union(
      SCOPE_BUSINESS_TYPES.map((v) => z.literal(v)),
      m('quality.businessTypeRequired'),
    ),
  ),
  productType: z.coerce.number(m('quality.productTypeRequired')).pipe(
    z.union(
      SCOPE_PRODUCT_TYPES.map((v) => z.literal(v)),
      m('quality.productTypeRequired'),
    ),
  ),
  validUntil: isoDate,
  remarks: text(500).default(''),
});
export const authorizationAnswer = envelope(authorizationRow);
export const authorize = defineCall({
  method: 'POST',
  path: '/admin/supplier/supQuality/authorize',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.submitQAUDIT,
  tag,
  summary:
    'Authorizes a qualified supplier for one business type and product type until a date. Refused (409) for a supplier that is not qualified or a scope already active.',
  input: authorizeInput,
  answer: authorizationAnswer,
});

export const withdrawAuthorizationInput = z.object({
  id,
  version,
  reason: text(500).min(1, m('quality.reasonRequired')),
});
export const withdrawAuthorization = defineCall({
  method: 'POST',
  path: '/admin/supplier/supQuality/withdraw',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.submitQAUDIT,
  tag,
  summary: 'Withdraws an authorized scope (with a reason).',
  input: withdrawAuthorizationInput,
  answer: authorizationAnswer,
});

export const supplierQualityCalls = {
  getReturnedRegistration,
  resubmitRegistration,
  getAssessment,
  saveAssessment,
  listAuthorizations,
  authorize,
  withdrawAuthorization,
};
