// Call definitions of the supplier's company profile (zod): read it (the supplier its own, buyer
// staff any supplier's), save one section (basic, other, ability) with the profile's version,
// qualification files with their expiry, and the capabilities' review. The profile's version is the
// company's: `submitProfile` (supplier.ts) takes the same one. Issue messages are message keys.
import { z } from 'zod';
import type { MessageKey } from '../messages/index.ts';
import { CURRENCIES } from '../inquiry/constants.ts';
import { AUDIT_STATES, SUPPLIER_PERMISSIONS } from '../supplier/audit-state.ts';
import { COUNTRIES, SUPPLIER_KINDS, TAX_CATEGORIES } from '../supplier/constants.ts';
import { SUPPLIER_BUSINESS_TYPES } from '../supplier/import-constants.ts';
import { ASSESSMENT_GRADES } from '../supplier/quality.ts';
import {
  CAPABILITY_BUSINESS_TYPES,
  CAPABILITY_DECISIONS,
  CAPABILITY_PRODUCT_TYPES,
  CAPABILITY_STATES,
  EXPIRY_STATES,
  OEM_AUTHORIZATIONS,
  PROFILE_LIST_MAX,
  PROFILE_REQUIRED_FIELDS,
  QUALIFICATION_KINDS,
  type CapabilityBusinessType,
  type CapabilityProductType,
} from '../supplier/profile-constants.ts';
import { defineCall } from './define.ts';
import { envelope } from './schema-helpers.ts';

const tag = 'supplier-profile';
const m = (key: MessageKey) => ({ message: key });
const id = z.string().min(1).max(64);
const version = z.coerce.number().int().min(1);
const isoDateTime = z.iso.datetime({ offset: true });

/** Optional text: missing or blank is ''. */
const text = (max: number) =>
  z
    .string(m('profile.textTooLong'))
    .trim()
    .max(max, m('profile.textTooLong'))
    .optional()
    .transform((v) => v ?? '');
/** Optional `YYYY-MM-DD`: missing or null is null. */
const date = z.iso
  .date(m('profile.dateRule'))
  .nullish()
  .transform((v) => v ?? null);
const amount = z
  .number(m('profile.amountRule'))
  .min(0, m('profile.amountRule'))
  .max(1e15, m('profile.amountRule'))
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, m('profile.amountRule'));
const currency = z.enum(CURRENCIES, m('profile.currencyRule'));
const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(PROFILE_LIST_MAX, m('profile.tooMany')).default([]);

// --- the parts of a profile -----------------------------------------------------------------------

export const contactInput = z
  .object({
    name: z
      .string(m('profile.contactNameRequired'))
      .trim()
      .min(1, m('profile.contactNameRequired'))
      .max(60, m('profile.textTooLong')),
    position: text(60),
    phone: z
      .string()
      .trim()
      .regex(/^$|^[0-9+\-() ]{5,30}$/, m('profile.phoneRule'))
      .optional()
      .transform((v) => v ?? ''),
    email: z
      .string()
      .trim()
      .max(120, m('profile.emailRule'))
      .refine((v) => v === '' || z.email().safeParse(v).success, m('profile.emailRule'))
      .optional()
      .transform((v) => v ?? ''),
    primary: z.boolean().default(false),
  })
  .refine((c) => c.phone !== '' || c.email !== '', {
    ...m('profile.contactReachable'),
    path: ['phone'],
  });
export type ContactInput = z.input<typeof contactInput>;

export const annualSalesInput = z.object({
  year: z
    .number(m('profile.yearRule'))
    .int(m('profile.yearRule'))
    .min(1900, m('profile.yearRule'))
    .max(new Date().getUTCFullYear() + 1, m('profile.yearRule')),
  amount,
  currency,
});
export type AnnualSalesInput = z.input<typeof annualSalesInput>;

export const oemInput = z.object({
  manufacturer: z
    .string(m('profile.manufacturerRequired'))
    .trim()
    .min(1, m('profile.manufacturerRequired'))
    .max(120, m('profile.textTooLong')),
  authorization: z.enum(OEM_AUTHORIZATIONS, m('profile.textTooLong')),
  validUntil: date,
});
export type OemInput = z.input<typeof oemInput>;

const businessType = z.enum(
  CAPABILITY_BUSINESS_TYPES as [CapabilityBusinessType, ...CapabilityBusinessType[]],
);
const productType = z.enum(
  CAPABILITY_PRODUCT_TYPES as [CapabilityProductType, ...CapabilityProductType[]],
);
export const capabilityInput = z.object({ businessType, productType });
export type CapabilityInput = z.input<typeof capabilityInput>;

// --- the profile as read ----------------------------------------------------------------------------

export const profileContact = z.object({
  id,
  name: z.string(),
  position: z.string(),
  phone: z.string(),
  email: z.string(),
  primary: z.boolean(),
});
export const profileAnnualSales = z.object({
  id,
  year: z.number().int(),
  amount: z.number(),
  currency,
});
export const profileOem = z.object({
  id,
  manufacturer: z.string(),
  authorization: z.enum(OEM_AUTHORIZATIONS),
  validUntil: z.string().nullable(),
});
export const profileCapability = z.object({
  id,
  businessType,
  productType,
  status: z.enum(CAPABILITY_STATES),
  /** The buyer's reason for its decision. */
  remarks: z.string(),
  decidedBy: z.string(),
  decidedAt: isoDateTime.nullable(),
  version: z.number().int(),
});
export type ProfileCapability = z.infer<typeof profileCapability>;
export const profileQualification = z.object({
  id,
  kind: z.enum(QUALIFICATION_KINDS),
  number: z.string(),
  issuer: z.string(),
  expiresOn: z.string().nullable(),
  /** Seen today: `expiring` within 30 days. */
  expiry: z.enum(EXPIRY_STATES),
  fileId: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  uploadedAt: isoDateTime,
});
export type ProfileQualification = z.infer<typeof profileQualification>;

export const supplierProfile = z.object({
  /** The company's id (what the buyer's pages pass as `supplierId`). */
  id,
  code: z.string(),
  kind: z.enum(SUPPLIER_KINDS),
  state: z.enum(AUDIT_STATES),
  /** Whether the supplier may change its basic and other sections now (profileEditable). */
  editable: z.boolean(),
  /** Whether capabilities and qualification files may be added now (also while qualified). */
  extendable: z.boolean(),
  name: z.string(),
  nameEn: z.string(),
  country: z.string().nullable(),
  /** What the supplier does for the buyer (purchase, repair, 21-department), in that order. */
  businessTypes: z.array(z.enum(SUPPLIER_BUSINESS_TYPES)),
  /** The quality department's assessment grade; null before one is recorded. */
  grade: z.enum(ASSESSMENT_GRADES).nullable(),
  taxCategory: z.enum(TAX_CATEGORIES).nullable(),
  taxId: z.string().nullable(),
  registeredCapital: z.number().nullable(),
  capitalCurrency: currency.nullable(),
  licenseNumber: z.string(),
  legalRepresentative: z.string(),
  foundedOn: z.string().nullable(),
  registeredAddress: z.string(),
  officeAddress: z.string(),
  website: z.string(),
  contacts: z.array(profileContact),
  warehouseAddress: z.string(),
  warehouseArea: z.number().nullable(),
  annualSales: z.array(profileAnnualSales),
  oems: z.array(profileOem),
  capabilities: z.array(profileCapability),
  qualifications: z.array(profileQualification),
  /** What submitting still needs: required fields left empty, and `license` without a valid one. */
  missing: z.array(z.enum([...PROFILE_REQUIRED_FIELDS, 'license'])),
  /** The caller may decide capabilities under review (the quality department). */
  canDecide: z.boolean(),
  updatedAt: isoDateTime,
  version: z.number().int(),
});
export type SupplierProfile = z.infer<typeof supplierProfile>;
export const profileAnswer = envelope(supplierProfile);

export const getOwnProfileInput = z.object({});
export const getOwnProfile = defineCall({
  method: 'GET',
  path: '/admin/supplier/supBasic/info',
  encoding: 'query',
  audience: 'supplier',
  tag,
  summary: "The signed-in supplier's own company profile (the company comes from the session).",
  input: getOwnProfileInput,
  answer: profileAnswer,
});

export const profileIdInput = z.object({ id });
// Both sides: a supplier reads its own (another company's id is 404); buyer staff need
// `supplier:lists` or one of the approval permissions, checked by the service.
export const getProfile = defineCall({
  method: 'GET',
  path: '/admin/supplier/supBasic/detail',
  encoding: 'query',
  audience: 'signedIn',
  tag,
  summary:
    "A supplier's company profile, for buyer staff holding `supplier:lists` or an approval permission.",
  input: profileIdInput,
  answer: profileAnswer,
});

// --- saving a section ---------------------------------------------------------------------------

function onePrimary(contacts: { primary: boolean }[], ctx: z.RefinementCtx) {
  if (contacts.length === 0) return;
  if (contacts.filter((c) => c.primary).length !== 1) {
    ctx.addIssue({ code: 'custom', message: 'profile.onePrimary', path: ['contacts'] });
  }
}

export const saveBasicInput = z
  .object({
    version,
    name: z
      .string(m('profile.nameRequired'))
      .trim()
      .min(2, m('profile.nameRequired'))
      .max(100, m('profile.textTooLong')),
    nameEn: text(200),
    country: z.enum(COUNTRIES, m('profile.countryRequired')),
    registeredCapital: amount.nullish().transform((v) => v ?? null),
    capitalCurrency: currency.nullish().transform((v) => v ?? null),
    licenseNumber: text(60),
    legalRepresentative: text(60),
    foundedOn: date.refine(
      (d) => d === null || d <= new Date().toISOString().slice(0, 10),
      m('profile.foundedFuture'),
    ),
    registeredAddress: text(300),
    officeAddress: text(300),
    website: z
      .string()
      .trim()
      .max(200, m('profile.websiteRule'))
      .regex(/^$|^https?:\/\/[^\s]+$/i, m('profile.websiteRule'))
      .optional()
      .transform((v) => v ?? ''),
    contacts: list(contactInput),
  })
  .superRefine((v, ctx) => {
    onePrimary(v.contacts, ctx);
    if (v.registeredCapital !== null && v.capitalCurrency === null) {
      ctx.addIssue({ code: 'custom', message: 'profile.currencyRule', path: ['capitalCurrency'] });
    }
  });
export type SaveBasicInput = z.input<typeof saveBasicInput>;
export const saveBasic = defineCall({
  method: 'POST',
  path: '/admin/supplier/supBasic/saveBasic',
  encoding: 'json',
  audience: 'supplier',
  tag,
  summary:
    "Saves the basic section (names, country, capital, license, legal representative, addresses, contacts) of the supplier's own profile. Needs the current version (409) and a state that allows editing (409).",
  input: saveBasicInput,
  answer: profileAnswer,
});

export const saveOtherInput = z
  .object({
    version,
    warehouseAddress: text(300),
    warehouseArea: z
      .number(m('profile.amountRule'))
      .min(0, m('profile.amountRule'))
      .max(1e9, m('profile.amountRule'))
      .nullish()
      .transform((v) => v ?? null),
    annualSales: list(annualSalesInput),
    oems: list(oemInput),
  })
  .superRefine((v, ctx) => {
    const years = v.annualSales.map((s) => s.year);
    if (new Set(years).size !== years.length) {
      ctx.addIssue({ code: 'custom', message: 'profile.yearTwice', path: ['annualSales'] });
    }
  });
export type SaveOtherInput = z.input<typeof saveOtherInput>;
export const saveOther = defineCall({
  method: 'POST',
  path: '/admin/supplier/supBasic/saveOther',
  encoding: 'json',
  audience: 'supplier',
  tag,
  summary:
    'Saves the other section: warehouse, annual sales by year, OEM lists. Version and state checked as for the basic section.',
  input: saveOtherInput,
  answer: profileAnswer,
});

export const saveAbilityInput = z
  .object({ version, capabilities: list(capabilityInput) })
  .superRefine((v, ctx) => {
    const pairs = v.capabilities.map((c) => `${c.businessType}/${c.productType}`);
    if (new Set(pairs).size !== pairs.length) {
      ctx.addIssue({ code: 'custom', message: 'profile.capabilityTwice', path: ['capabilities'] });
    }
  });
export type SaveAbilityInput = z.input<typeof saveAbilityInput>;
export const saveAbility = defineCall({
  method: 'POST',
  path: '/admin/supplier/supBasic/saveAbility',
  encoding: 'json',
  audience: 'supplier',
  tag,
  summary:
    'Saves the capability list: a pair kept keeps its review state, a new one is to be submitted, a removed one goes. Allowed while the profile is editable and while the supplier is qualified.',
  input: saveAbilityInput,
  answer: profileAnswer,
});

// --- qualification files ------------------------------------------------------------------------

export const addQualificationInput = z.object({
  version,
  kind: z.enum(QUALIFICATION_KINDS),
  number: z
    .string(m('profile.qualificationNumberRequired'))
    .trim()
    .min(1, m('profile.qualificationNumberRequired'))
    .max(80, m('profile.textTooLong')),
  issuer: text(120),
  expiresOn: z.iso.date(m('profile.expiryRequired')),
  /** A file uploaded with purpose `profile` by the same company. */
  fileId: z.string(m('profile.fileRequired')).min(1, m('profile.fileRequired')).max(64),
});
export type AddQualificationInput = z.input<typeof addQualificationInput>;
export const addQualification = defineCall({
  method: 'POST',
  path: '/admin/supplier/supBasic/addQualification',
  encoding: 'json',
  audience: 'supplier',
  tag,
  summary:
    'Attaches an uploaded file (purpose `profile`) as a qualification with its kind, number, issuer and expiry date. Refused for an expired certificate.',
  input: addQualificationInput,
  answer: profileAnswer,
});

export const removeQualificationInput = z.object({ version, id });
export const removeQualification = defineCall({
  method: 'POST',
  path: '/admin/supplier/supBasic/removeQualification',
  encoding: 'json',
  audience: 'supplier',
  tag,
  summary: 'Removes a qualification file from the profile (while the profile is editable).',
  input: removeQualificationInput,
  answer: profileAnswer,
});

// --- the capabilities' review -------------------------------------------------------------------

export const submitCapabilitiesInput = z.object({ version });
export const submitCapabilities = defineCall({
  method: 'POST',
  path: '/admin/supplier/supBasic/submitAbility',
  encoding: 'json',
  audience: 'supplier',
  tag,
  summary:
    "Submits the supplier's capabilities that are to be submitted or did not pass for the buyer's review (→ under review).",
  input: submitCapabilitiesInput,
  answer: profileAnswer,
});

export const decideCapabilityInput = z
  .object({
    supplierId: id,
    id,
    /** The capability's own version, so a decision does not make the supplier's audit page stale. */
    version,
    decision: z.enum(CAPABILITY_DECISIONS),
    remarks: text(500),
  })
  .refine((v) => v.decision !== 'noPass' || v.remarks !== '', {
    ...m('profile.remarksRequired'),
    path: ['remarks'],
  });
export type DecideCapabilityInput = z.input<typeof decideCapabilityInput>;
export const decideCapability = defineCall({
  method: 'POST',
  path: '/admin/supplier/supBasic/auditAbility',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.submitQAUDIT,
  tag,
  summary:
    "The quality department's decision on a capability under review: audit completed, or no pass with a reason.",
  input: decideCapabilityInput,
  answer: profileAnswer,
});

export const supplierProfileCalls = {
  getOwnProfile,
  getProfile,
  saveBasic,
  saveOther,
  saveAbility,
  addQualification,
  removeQualification,
  submitCapabilities,
  decideCapability,
};
