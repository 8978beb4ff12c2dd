// Call definitions of the buyer's supplier lists (zod): the directory of qualified and transport
// suppliers, mutual recognition admittance, the blacklist and the dishonest list, CAGE codes,
// second- and third-tier suppliers and third-party own-equipment suppliers. Reading needs
// `supplier:lists`, changing `supplier:lists:manage`. Paths follow docs/architecture.md's API
// `admin/supplier` group (supAdmit, supBlacklist, supPd and lists of the same style).
import { z } from 'zod';
import type { MessageKey } from '../messages/index.ts';
import { AUDIT_STATES, SUPPLIER_PERMISSIONS } from '../supplier/audit-state.ts';
import { COUNTRIES, SUPPLIER_KINDS } from '../supplier/constants.ts';
import { SUPPLIER_BUSINESS_TYPES } from '../supplier/import-constants.ts';
import { ASSESSMENT_GRADES } from '../supplier/quality.ts';
import {
  BLACKLIST_KINDS,
  CAGE_CODE_PATTERN,
  DIRECTORY_SCOPES,
  FROZEN_FILTERS,
  SUPPLIER_TIERS,
  TIER_AUTH_STATES,
} from '../supplier/list-constants.ts';
import { defineCall } from './define.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';

const tag = 'supplier-lists';
const m = (key: MessageKey) => ({ message: key });
const id = z.string().min(1).max(64);
const version = z.coerce.number().int().min(1);
const isoDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date(m('lists.dateRule'));
const search = z.string().trim().max(100).optional();
/** Optional free text: trimmed, at most `max` characters. */
const note = (max: number) => z.string().trim().max(max, m('lists.textTooLong')).default('');
/** Required text: trimmed, not empty, at most `max` characters. */
const required = (key: MessageKey, max: number) =>
  z.string(m(key)).trim().min(1, m(key)).max(max, m('lists.textTooLong'));

export const listTaxIdSchema = z
  .string(m('lists.taxIdRule'))
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{5,32}$/, m('lists.taxIdRule'));
export const cageCodeSchema = z
  .string(m('lists.cageRule'))
  .trim()
  .toUpperCase()
  .regex(CAGE_CODE_PATTERN, m('lists.cageRule'));

export const listEntryRef = z.object({ id, version });

// --- the directory: qualified and transport suppliers ----------------------------------------------

export const directoryInput = pageInput.extend({
  scope: z.enum(DIRECTORY_SCOPES).default('qualified'),
  kind: z.enum(SUPPLIER_KINDS).optional(),
  country: z.enum(COUNTRIES).optional(),
  frozen: z.enum(FROZEN_FILTERS).optional(),
  state: z.enum(AUDIT_STATES).optional(),
  q: search,
});
export const directoryRow = z.object({
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
  /** The supplier's CAGE codes, comma-separated. */
  cageCodes: z.string(),
  /** Purchase, repair, 21-department: what the supplier does for the buyer. */
  businessTypes: z.array(z.enum(SUPPLIER_BUSINESS_TYPES)),
  /** The quality department's assessment grade; null before one. */
  grade: z.enum(ASSESSMENT_GRADES).nullable(),
  updatedAt: isoDateTime,
});
export type DirectoryRow = z.infer<typeof directoryRow>;
export const listDirectoryAnswer = envelope(page(directoryRow));
export const listDirectory = defineCall({
  method: 'GET',
  path: '/admin/supplier/supList/findPageList',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary:
    'Qualified suppliers (audit state approved or synchronized to the ERP) or transport suppliers (any audit state), filtered by kind, country, freeze and text.',
  input: directoryInput,
  answer: listDirectoryAnswer,
});

// --- mutual recognition admittance ---------------------------------------------------------------

export const admitListInput = pageInput.extend({ q: search });
export const admitRow = z.object({
  id,
  taxId: z.string(),
  companyName: z.string(),
  /** The supplier it admitted, when one with the tax ID exists. */
  supplierId: z.string().nullable(),
  supplierCode: z.string().nullable(),
  sourceCompany: z.string(),
  scope: z.string(),
  validUntil: z.string(),
  remarks: z.string(),
  addedBy: z.string(),
  createdAt: isoDateTime,
  version: z.number().int(),
});
export type AdmitRow = z.infer<typeof admitRow>;
export const listAdmitsAnswer = envelope(page(admitRow));
export const listAdmits = defineCall({
  method: 'GET',
  path: '/admin/supplier/supAdmit/findPageList',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary: 'Mutual recognition admittance records, newest first.',
  input: admitListInput,
  answer: listAdmitsAnswer,
});
export const addAdmitInput = z.object({
  taxId: listTaxIdSchema,
  companyName: required('lists.companyNameRequired', 100),
  sourceCompany: required('lists.sourceRequired', 100),
  scope: required('lists.scopeRequired', 200),
  validUntil: isoDate,
  remarks: note(500),
});
export const admitAnswer = envelope(admitRow);
export const addAdmit = defineCall({
  method: 'POST',
  path: '/admin/supplier/supAdmit/add',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.listsManage,
  tag,
  summary:
    'Records a supplier that a sister company of the group approved. A supplier with the tax ID is admitted at once (audit state approved, with a history event); otherwise the record waits for it. A blacklisted tax ID is refused (409).',
  input: addAdmitInput,
  answer: admitAnswer,
});
export const removeAdmit = defineCall({
  method: 'POST',
  path: '/admin/supplier/supAdmit/delete',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.listsManage,
  tag,
  summary:
    "Removes a mutual recognition record. The supplier's audit state stays; freezing it is the departments' step.",
  input: listEntryRef,
  answer: envelope(z.object({ id })),
});

// --- the blacklist and the dishonest list ----------------------------------------------------------

export const blacklistListInput = pageInput.extend({
  list: z.enum(BLACKLIST_KINDS).default('blacklist'),
  q: search,
});
export const blacklistRow = z.object({
  id,
  list: z.enum(BLACKLIST_KINDS),
  taxId: z.string(),
  companyName: z.string(),
  reason: z.string(),
  supplierId: z.string().nullable(),
  supplierCode: z.string().nullable(),
  addedBy: z.string(),
  createdAt: isoDateTime,
  version: z.number().int(),
});
export type BlacklistRow = z.infer<typeof blacklistRow>;
export const listBlacklistAnswer = envelope(page(blacklistRow));
export const listBlacklist = defineCall({
  method: 'GET',
  path: '/admin/supplier/supBlacklist/findPageList',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary: 'The blacklist or the dishonest-supplier list, newest first.',
  input: blacklistListInput,
  answer: listBlacklistAnswer,
});
export const addBlacklistInput = z.object({
  list: z.enum(BLACKLIST_KINDS),
  taxId: listTaxIdSchema,
  companyName: required('lists.companyNameRequired', 100),
  reason: required('lists.reasonRequired', 500),
});
export const blacklistAnswer = envelope(blacklistRow);
export const addBlacklist = defineCall({
  method: 'POST',
  path: '/admin/supplier/supBlacklist/add',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.listsManage,
  tag,
  summary:
    'Puts a tax ID on the blacklist or the dishonest list, with a reason: it can no longer register, and an existing supplier with it is frozen by both departments.',
  input: addBlacklistInput,
  answer: blacklistAnswer,
});
export const removeBlacklistInput = listEntryRef.extend({
  reason: required('lists.reasonRequired', 500),
});
export const removeBlacklist = defineCall({
  method: 'POST',
  path: '/admin/supplier/supBlacklist/delete',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.listsManage,
  tag,
  summary:
    'Takes a tax ID off the list, with a reason: it may register again. Freezes stay until the departments lift them.',
  input: removeBlacklistInput,
  answer: envelope(z.object({ id })),
});

// --- CAGE codes ----------------------------------------------------------------------------------

export const cageListInput = pageInput.extend({ supplierId: id.optional(), q: search });
export const cageRow = z.object({
  id,
  code: z.string(),
  supplierId: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  remarks: z.string(),
  createdAt: isoDateTime,
  version: z.number().int(),
});
export type CageRow = z.infer<typeof cageRow>;
export const listCageCodesAnswer = envelope(page(cageRow));
export const listCageCodes = defineCall({
  method: 'GET',
  path: '/admin/supplier/supCage/findPageList',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary: 'CAGE codes, of one supplier or of all, in code order.',
  input: cageListInput,
  answer: listCageCodesAnswer,
});
export const addCageCodeInput = z.object({
  supplierId: id,
  code: cageCodeSchema,
  remarks: note(200),
});
export const addCageCode = defineCall({
  method: 'POST',
  path: '/admin/supplier/supCage/add',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.listsManage,
  tag,
  summary:
    'Gives a supplier a CAGE code (5 letters or digits, upper-cased). A code belongs to one supplier only (409 names the holder); a supplier may hold several.',
  input: addCageCodeInput,
  answer: envelope(cageRow),
});
export const removeCageCode = defineCall({
  method: 'POST',
  path: '/admin/supplier/supCage/delete',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.listsManage,
  tag,
  summary: 'Removes a CAGE code from its supplier.',
  input: listEntryRef,
  answer: envelope(z.object({ id })),
});

// --- second- and third-tier suppliers --------------------------------------------------------------

export const tierListInput = pageInput.extend({
  tier: z.enum(SUPPLIER_TIERS).optional(),
  auth: z.enum(TIER_AUTH_STATES).optional(),
  q: search,
});
export const tierRow = z.object({
  id,
  tier: z.enum(SUPPLIER_TIERS),
  name: z.string(),
  country: z.string(),
  supplies: z.string(),
  primaryId: z.string(),
  primaryCode: z.string(),
  primaryName: z.string(),
  auth: z.enum(TIER_AUTH_STATES),
  authorizedUntil: z.string().nullable(),
  authorizedBy: z.string(),
  remarks: z.string(),
  createdAt: isoDateTime,
  version: z.number().int(),
});
export type TierRow = z.infer<typeof tierRow>;
export const listTiersAnswer = envelope(page(tierRow));
export const listTiers = defineCall({
  method: 'GET',
  path: '/admin/supplier/supTier/findPageList',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary: 'Second- and third-tier suppliers with their primary supplier and authorization.',
  input: tierListInput,
  answer: listTiersAnswer,
});
export const tierIdInput = z.object({ id });
export const tierAnswer = envelope(tierRow);
export const getTier = defineCall({
  method: 'GET',
  path: '/admin/supplier/supTier/detail',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary: 'One tier supplier.',
  input: tierIdInput,
  answer: tierAnswer,
});
export const addTierInput = z.object({
  primaryId: required('lists.primaryRequired', 64),
  tier: z.enum(SUPPLIER_TIERS),
  name: required('lists.nameRequired', 100),
  country: z.enum(COUNTRIES, m('lists.countryRequired')),
  supplies: required('lists.suppliesRequired', 200),
  remarks: note(500),
});
export const addTier = defineCall({
  method: 'POST',
  path: '/admin/supplier/supTier/add',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.listsManage,
  tag,
  summary: 'Records a second- or third-tier supplier of a primary supplier (not yet authorized).',
  input: addTierInput,
  answer: tierAnswer,
});
export const authorizeTierInput = listEntryRef.extend({
  validUntil: isoDate,
  remarks: note(500),
});
export const authorizeTier = defineCall({
  method: 'POST',
  path: '/admin/supplier/supTier/authorize',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.listsManage,
  tag,
  summary:
    'Authorizes a tier supplier until a day (today or later, UTC+8); authorizing again renews it.',
  input: authorizeTierInput,
  answer: tierAnswer,
});
export const removeTier = defineCall({
  method: 'POST',
  path: '/admin/supplier/supTier/delete',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.listsManage,
  tag,
  summary: 'Removes a tier supplier.',
  input: listEntryRef,
  answer: envelope(z.object({ id })),
});

// --- third-party own-equipment suppliers -----------------------------------------------------------

export const ownEquipmentListInput = pageInput.extend({ q: search });
export const ownEquipmentRow = z.object({
  id,
  name: z.string(),
  equipment: z.string(),
  ataChapter: z.string(),
  oem: z.string(),
  contact: z.string(),
  validUntil: z.string(),
  remarks: z.string(),
  createdAt: isoDateTime,
  version: z.number().int(),
});
export type OwnEquipmentRow = z.infer<typeof ownEquipmentRow>;
export const listOwnEquipmentAnswer = envelope(page(ownEquipmentRow));
export const listOwnEquipment = defineCall({
  method: 'GET',
  path: '/admin/supplier/supThird/findPageList',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary:
    'Suppliers that an equipment manufacturer designates for its equipment (OEM repair shops), by name.',
  input: ownEquipmentListInput,
  answer: listOwnEquipmentAnswer,
});
export const addOwnEquipmentInput = z.object({
  name: required('lists.nameRequired', 100),
  equipment: required('lists.equipmentRequired', 100),
  ataChapter: z
    .string(m('lists.ataRule'))
    .trim()
    .regex(/^\d{2}(-\d{2})?$/, m('lists.ataRule')),
  oem: required('lists.oemRequired', 100),
  contact: note(200),
  validUntil: isoDate,
  remarks: note(500),
});
export const addOwnEquipment = defineCall({
  method: 'POST',
  path: '/admin/supplier/supThird/add',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.listsManage,
  tag,
  summary: 'Records a third-party own-equipment supplier.',
  input: addOwnEquipmentInput,
  answer: envelope(ownEquipmentRow),
});
export const removeOwnEquipment = defineCall({
  method: 'POST',
  path: '/admin/supplier/supThird/delete',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.listsManage,
  tag,
  summary: 'Removes a third-party own-equipment supplier.',
  input: listEntryRef,
  answer: envelope(z.object({ id })),
});

export const supplierListCalls = {
  listDirectory,
  listAdmits,
  addAdmit,
  removeAdmit,
  listBlacklist,
  addBlacklist,
  removeBlacklist,
  listCageCodes,
  addCageCode,
  removeCageCode,
  listTiers,
  getTier,
  addTier,
  authorizeTier,
  removeTier,
  listOwnEquipment,
  addOwnEquipment,
  removeOwnEquipment,
};
