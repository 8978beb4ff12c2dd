// Call definitions of the buyer's supplier relation lists (zod), issue 4's "new supplier" and
// "supplier capability list" screens: suppliers still in their admission or registered in the last
// NEW_SUPPLIER_DAYS days, with the invitation they came from; and every supplier's capabilities
// (business type × product type with their review state). Reading needs `supplier:lists`.
import { z } from 'zod';
import { AUDIT_STATES, type AuditState, SUPPLIER_PERMISSIONS } from '../supplier/audit-state.ts';
import { SUPPLIER_KINDS } from '../supplier/constants.ts';
import {
  CAPABILITY_BUSINESS_TYPES,
  CAPABILITY_PRODUCT_TYPES,
  CAPABILITY_STATES,
} from '../supplier/profile-constants.ts';
import type { MessageKey } from '../messages/index.ts';
import {
  GROUP_MEMBERS,
  RELATION_BUSINESS_TYPES,
  RELATION_STATES,
} from '../supplier/relation-constants.ts';
import { defineCall } from './define.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';

const tag = 'supplier-relations';
const id = z.string().min(1).max(64);
const isoDateTime = z.iso.datetime({ offset: true });
const search = z.string().trim().max(100).optional();
const m = (key: MessageKey) => ({ message: key });

/** A supplier registered this many days ago or later is new, whatever its audit state. */
export const NEW_SUPPLIER_DAYS = 30;
/** The audit states of a supplier still in its admission: new whenever it registered. */
export const ADMISSION_STATES: readonly AuditState[] = [
  'toBeEvaluated',
  'pendingBusinessReview',
  'returned',
  'oaUnderReview',
  'oaFailed',
  'oaApproved',
  'qauditUnderReview',
  'qauditFailed',
  'qauditPassed',
];

// --- new suppliers -----------------------------------------------------------------------------------

export const newSupplierListInput = pageInput.extend({
  state: z.enum(AUDIT_STATES).optional(),
  kind: z.enum(SUPPLIER_KINDS).optional(),
  q: search,
});
export const newSupplierRow = z.object({
  id,
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  kind: z.enum(SUPPLIER_KINDS),
  state: z.enum(AUDIT_STATES),
  registeredAt: isoDateTime,
  /** The invitation it registered by: who invited it, when; empty when it registered uninvited. */
  invitedBy: z.string(),
  invitedAt: isoDateTime.nullable(),
});
export type NewSupplierRow = z.infer<typeof newSupplierRow>;
export const listNewSuppliersAnswer = envelope(page(newSupplierRow));
export const listNewSuppliers = defineCall({
  method: 'GET',
  path: '/admin/supplier/supNew/findPageList',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary:
    'Suppliers still in their admission (to be evaluated, pending business review, returned, OA or QAUDIT) or registered in the last 30 days, newest first, with the invitation they came from.',
  input: newSupplierListInput,
  answer: listNewSuppliersAnswer,
});

// --- the capability list -------------------------------------------------------------------------

export const capabilityListInput = pageInput.extend({
  businessType: z.enum(CAPABILITY_BUSINESS_TYPES).optional(),
  productType: z.enum(CAPABILITY_PRODUCT_TYPES).optional(),
  status: z.enum(CAPABILITY_STATES).optional(),
  q: search,
});
export const capabilityListRow = z.object({
  /** The capability's id. */
  id,
  supplierId: id,
  supplierCode: z.string(),
  supplierName: z.string(),
  businessType: z.enum(CAPABILITY_BUSINESS_TYPES),
  productType: z.enum(CAPABILITY_PRODUCT_TYPES),
  status: z.enum(CAPABILITY_STATES),
  decidedBy: z.string(),
  decidedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type CapabilityListRow = z.infer<typeof capabilityListRow>;
export const listCapabilitiesAnswer = envelope(page(capabilityListRow));
export const listCapabilities = defineCall({
  method: 'GET',
  path: '/admin/supplier/supCapability/findPageList',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary:
    "Every supplier's capabilities (business type × product type) with their review state, filtered by business type, product type, state and supplier text; under review first.",
  input: capabilityListInput,
  answer: listCapabilitiesAnswer,
});

// --- customer relations ----------------------------------------------------------------------------

export const customerRelationListInput = pageInput.extend({
  /** One supplier's relations (its page); all suppliers' without. */
  supplierId: id.optional(),
  member: z.enum(GROUP_MEMBERS).optional(),
  businessType: z.enum(RELATION_BUSINESS_TYPES).optional(),
  status: z.enum(RELATION_STATES).optional(),
  q: search,
});
export const customerRelationRow = z.object({
  id,
  supplierId: id,
  supplierCode: z.string(),
  supplierName: z.string(),
  member: z.enum(GROUP_MEMBERS),
  businessType: z.enum(RELATION_BUSINESS_TYPES),
  /** The day the supplier began serving the member (YYYY-MM-DD). */
  since: z.string(),
  status: z.enum(RELATION_STATES),
  remarks: z.string(),
  addedBy: z.string(),
  endedAt: isoDateTime.nullable(),
  endedBy: z.string(),
  endReason: z.string(),
  createdAt: isoDateTime,
  version: z.number().int(),
});
export type CustomerRelationRow = z.infer<typeof customerRelationRow>;
export const listCustomerRelationsAnswer = envelope(page(customerRelationRow));
export const listCustomerRelations = defineCall({
  method: 'GET',
  path: '/admin/supplier/supCustomRelation/findPageList',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary:
    "Which group companies suppliers serve, for which business, since when: one supplier's (supplierId) or all, active first.",
  input: customerRelationListInput,
  answer: listCustomerRelationsAnswer,
});

export const addCustomerRelationInput = z.object({
  supplierId: z
    .string(m('relations.supplierRequired'))
    .trim()
    .min(1, m('relations.supplierRequired'))
    .max(64),
  member: z.enum(GROUP_MEMBERS, m('relations.memberRequired')),
  businessType: z.enum(RELATION_BUSINESS_TYPES, m('relations.businessRequired')),
  since: z.iso.date(m('relations.sinceRule')),
  remarks: z.string().trim().max(500, m('relations.textTooLong')).default(''),
});
export const customerRelationAnswer = envelope(customerRelationRow);
export const addCustomerRelation = defineCall({
  method: 'POST',
  path: '/admin/supplier/supCustomRelation/add',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.listsManage,
  tag,
  summary:
    'Records that a supplier serves a group company for a business since a day; one active relation per supplier, company and business.',
  input: addCustomerRelationInput,
  answer: customerRelationAnswer,
});

export const endCustomerRelationInput = z.object({
  id,
  version: z.coerce.number().int().min(1),
  reason: z
    .string(m('relations.reasonRequired'))
    .trim()
    .min(1, m('relations.reasonRequired'))
    .max(500, m('relations.textTooLong')),
});
export const endCustomerRelation = defineCall({
  method: 'POST',
  path: '/admin/supplier/supCustomRelation/end',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.listsManage,
  tag,
  summary: 'Ends an active customer relation with a reason; it stays in the list as ended.',
  input: endCustomerRelationInput,
  answer: customerRelationAnswer,
});
