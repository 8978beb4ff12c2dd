// Call definitions of the supplier lifecycle (zod): invitations, registration, the audit and
// freezes. Paths follow docs/architecture.md's API groups (supInvite, supplierRegister,
// supApprovalInfo).
import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_STATES,
  AUDIT_TABS,
  AUDIT_VIEWS,
  FREEZE_PAGES,
  SUPPLIER_PERMISSIONS,
} from '../supplier/audit-state.ts';
import {
  FREEZE_KINDS,
  INVITE_KINDS,
  INVITE_STATES,
  SUPPLIER_KINDS,
  TAX_CATEGORIES,
  TIME_ZONES,
} from '../supplier/constants.ts';
import {
  accountSchema,
  companyNameSchema,
  emailSchema,
  registerFields,
  taxIdSchema,
} from '../supplier/registration.ts';
import { defineCall } from './define.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';

const tag = 'supplier';
const id = z.string().min(1).max(64);
const version = z.coerce.number().int().min(1);
const isoDateTime = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().trim().max(max);

export const idInput = z.object({ id });
export const versionedIdInput = z.object({ id, version });

// --- invitations ---------------------------------------------------------------------------------

/** `transport`: the transport-supplier page's invitations; `supplier`: aviation and 21-department. */
export const INVITE_PAGES = ['supplier', 'transport'] as const;

export const inviteListInput = pageInput.extend({
  page: z.enum(INVITE_PAGES).default('supplier'),
  state: z.enum(INVITE_STATES).optional(),
  q: text(100).optional(),
});

export const inviteRow = z.object({
  id,
  companyName: z.string(),
  email: z.string(),
  kind: z.enum(INVITE_KINDS),
  state: z.enum(INVITE_STATES),
  expiresAt: isoDateTime,
  sentCount: z.number().int(),
  lastSentAt: isoDateTime,
  invitedBy: z.string(),
  registeredCompany: z.string().nullable(),
  version: z.number().int(),
});
export type InviteRow = z.infer<typeof inviteRow>;

export const listInvitesAnswer = envelope(page(inviteRow));
export const listInvites = defineCall({
  method: 'GET',
  path: '/admin/supplier/supInvite/findPageList',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.invite,
  tag,
  summary:
    'Invitations of one page (aviation and 21-department suppliers, or transport suppliers), newest first; `expired` is a code past its expiry that was not used.',
  input: inviteListInput,
  answer: listInvitesAnswer,
});

export const createInviteInput = z.object({
  companyName: companyNameSchema,
  email: emailSchema,
  kind: z.enum(INVITE_KINDS),
});
export const inviteAnswer = envelope(inviteRow);
export const createInvite = defineCall({
  method: 'POST',
  path: '/admin/supplier/supInvite/createInvite',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.invite,
  tag,
  summary:
    'Invites a company by e-mail: a new invite code, valid 7 days, goes out through the outbox. Refused (409) while an open invitation to the same e-mail exists.',
  input: createInviteInput,
  answer: inviteAnswer,
});

export const resendInvite = defineCall({
  method: 'POST',
  path: '/admin/supplier/supInvite/resendEmail',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.invite,
  tag,
  summary:
    'Sends the invitation again with a new code (the old one stops working) and a new expiry. Refused (409) once the supplier has registered.',
  input: versionedIdInput,
  answer: inviteAnswer,
});

// --- registration --------------------------------------------------------------------------------

export const checkRegistrationInput = z.object({
  account: accountSchema.optional(),
  companyName: companyNameSchema.optional(),
  taxId: taxIdSchema.optional(),
});
export const checkRegistrationAnswer = envelope(
  z.object({ account: z.boolean(), companyName: z.boolean(), taxId: z.boolean() }),
);
export const checkRegistration = defineCall({
  method: 'GET',
  path: '/os/ap/supplierRegister/check',
  encoding: 'query',
  audience: 'public',
  tag,
  summary:
    'The duplicate check of the registration form: for each value given, whether it is taken already (true) or free. Rate-limited.',
  input: checkRegistrationInput,
  answer: checkRegistrationAnswer,
});

export const registerInput = registerFields.extend({
  passPriKey: z.string().min(1).max(64),
  /** The password, encrypted with the public key of `passPriKey` (RSA-OAEP SHA-256). */
  password: z.string().min(1).max(1024),
});
export const registerAnswer = envelope(z.object({ account: z.string() }));
export const register = defineCall({
  method: 'POST',
  path: '/os/ap/supplierRegister/register',
  encoding: 'json',
  audience: 'public',
  tag,
  summary:
    'Registers a supplier with its invite code: the company (to be evaluated) and its administrator, who can sign in and complete the profile. Rate-limited.',
  input: registerInput,
  answer: registerAnswer,
});

// --- the audit -----------------------------------------------------------------------------------

export const auditListInput = pageInput.extend({
  view: z.enum(AUDIT_VIEWS).default('commercial'),
  tab: z.enum(AUDIT_TABS).default('all'),
  /** A freeze or unfreeze page: narrows the qualified suppliers to those it may act on. */
  freezePage: z.enum(FREEZE_PAGES).optional(),
  state: z.enum(AUDIT_STATES).optional(),
  q: text(100).optional(),
});

export const auditRow = z.object({
  id,
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  kind: z.enum(SUPPLIER_KINDS),
  country: z.string().nullable(),
  taxId: z.string().nullable(),
  state: z.enum(AUDIT_STATES),
  commercialFrozen: z.boolean(),
  qualityFrozen: z.boolean(),
  /** The outside system whose answer this supplier waits for, if any. */
  waitingFor: z.enum(['oa', 'qaudit', 'erp']).nullable(),
  registeredAt: isoDateTime,
  updatedAt: isoDateTime,
  version: z.number().int(),
});
export type AuditRow = z.infer<typeof auditRow>;
export const listAuditAnswer = envelope(page(auditRow));
export const listAudit = defineCall({
  method: 'GET',
  path: '/admin/supplier/supApprovalInfo/list',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary:
    'Suppliers by audit view: commercial (waiting for business review or OA), quality (waiting for QAUDIT or sync), transport, or qualified; a freeze page (`freezePage`) lists the qualified suppliers of its kind (transport or not) that its department may freeze, or has frozen.',
  input: auditListInput,
  answer: listAuditAnswer,
});

export const auditEvent = z.object({
  at: isoDateTime,
  action: z.string(),
  from: z.enum(AUDIT_STATES).nullable(),
  to: z.enum(AUDIT_STATES).nullable(),
  by: z.string(),
  remarks: z.string(),
});

export const auditDetail = auditRow.extend({
  email: z.string(),
  timeZone: z.enum(TIME_ZONES).nullable(),
  taxCategory: z.enum(TAX_CATEGORIES).nullable(),
  freezeReason: z.string(),
  /** The buttons of this user on this supplier now (the server checks again). */
  actions: z.array(z.enum(AUDIT_ACTIONS)),
  canFreeze: z.array(z.enum(FREEZE_KINDS)),
  canUnfreeze: z.array(z.enum(FREEZE_KINDS)),
  history: z.array(auditEvent),
});
export type AuditDetail = z.infer<typeof auditDetail>;
export const getAuditAnswer = envelope(auditDetail);
export const getAudit = defineCall({
  method: 'GET',
  path: '/admin/supplier/supApprovalInfo/detail',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary: "One supplier's audit: state, history and the caller's allowed actions.",
  input: idInput,
  answer: getAuditAnswer,
});

/** The buyer's actions; the supplier's and the outside systems' moves have their own paths. */
export const BUYER_AUDIT_ACTIONS = [
  'return',
  'reject',
  'submitOA',
  'submitQAUDIT',
  'sync',
] as const;

/** Actions that send the supplier away: it must be told why (docs/product-rules.md). */
const NEEDS_REASON: ReadonlySet<string> = new Set(['return', 'reject']);

export const auditActionInput = z
  .object({
    id,
    version,
    action: z.enum(BUYER_AUDIT_ACTIONS),
    remarks: text(500).default(''),
  })
  // The browser asks for the reason too, but the server must not take a return or reject without one.
  .superRefine((input, ctx) => {
    if (NEEDS_REASON.has(input.action) && input.remarks === '') {
      ctx.addIssue({ code: 'custom', path: ['remarks'], message: 'audit.reasonRequired' });
    }
  });
export const auditAction = defineCall({
  method: 'POST',
  path: '/admin/supplier/supApprovalInfo/commit',
  encoding: 'json',
  audience: 'buyer',
  tag,
  summary:
    "Takes one audit action. Each needs its department's permission (403 otherwise), a state that allows it and the current version (409 otherwise). Submissions go to OA, QAUDIT or the ERP through the outbox.",
  input: auditActionInput,
  answer: getAuditAnswer,
});

export const versionInput = z.object({ version });
export const submitProfileAnswer = envelope(
  z.object({ state: z.enum(AUDIT_STATES), version: z.number().int() }),
);
export const submitProfile = defineCall({
  method: 'POST',
  path: '/admin/supplier/supBasic/submit',
  encoding: 'json',
  audience: 'supplier',
  tag,
  summary:
    "The supplier submits its company profile for the buyer's review (to be evaluated or returned → pending business review). The company comes from the session.",
  input: versionInput,
  answer: submitProfileAnswer,
});

export const freezeInput = z.object({
  id,
  version,
  kind: z.enum(FREEZE_KINDS),
  reason: text(500).min(1, { message: 'audit.reasonRequired' }),
});
export const freeze = defineCall({
  method: 'POST',
  path: '/admin/supplier/supBasic/freeze',
  encoding: 'json',
  audience: 'buyer',
  tag,
  summary:
    "Freezes a qualified supplier (the commercial or the quality department's freeze, with a reason): its quote submissions are refused until unfrozen.",
  input: freezeInput,
  answer: getAuditAnswer,
});
export const unfreeze = defineCall({
  method: 'POST',
  path: '/admin/supplier/supBasic/unFreeze',
  encoding: 'json',
  audience: 'buyer',
  tag,
  summary: 'Lifts one freeze (with a reason).',
  input: freezeInput,
  answer: getAuditAnswer,
});

export const supplierCalls = {
  listInvites,
  createInvite,
  resendInvite,
  checkRegistration,
  register,
  listAudit,
  getAudit,
  auditAction,
  submitProfile,
  freeze,
  unfreeze,
};
