// Constants of the supplier's company profile
// (docs/product-rules.md#the-suppliers-company-profile): capabilities and their review states,
// qualification file kinds, OEM authorizations, and which fields a profile needs before it can be
// submitted. Browser-safe (no zod). Labels are i18n keys in the profile widget's namespace,
// `enum.<name>.<value>`.
import { BUSINESS_TYPES, PRODUCT_TYPES } from '../constants.ts';

/**
 * The business types and product types of the value lists, by name (their numbers are the keys).
 */
export const CAPABILITY_BUSINESS_TYPES = Object.values(BUSINESS_TYPES);
export type CapabilityBusinessType = (typeof BUSINESS_TYPES)[keyof typeof BUSINESS_TYPES];
export const CAPABILITY_PRODUCT_TYPES = Object.values(PRODUCT_TYPES);
export type CapabilityProductType = (typeof PRODUCT_TYPES)[keyof typeof PRODUCT_TYPES];

/** The capability page's states (docs/product-rules.md#capabilities). */
export const CAPABILITY_STATES = [
  'toBeSubmitted',
  'underReview',
  'auditCompleted',
  'noPass',
] as const;
export type CapabilityState = (typeof CAPABILITY_STATES)[number];
/** What the supplier may submit for review. */
export const CAPABILITY_SUBMITTABLE: readonly CapabilityState[] = ['toBeSubmitted', 'noPass'];
/** The buyer's decision on a capability under review. */
export const CAPABILITY_DECISIONS = ['auditCompleted', 'noPass'] as const;
export type CapabilityDecision = (typeof CAPABILITY_DECISIONS)[number];

export const QUALIFICATION_KINDS = [
  'businessLicense',
  'as9100',
  'as9120',
  'iso9001',
  'caacCcar145',
  'faaPart145',
  'easaPart145',
  'other',
] as const;
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number];
/** A transport supplier holds no aviation quality certificates. */
export const TRANSPORT_QUALIFICATION_KINDS = [
  'businessLicense',
  'other',
] as const satisfies readonly QualificationKind[];

/** How a qualification file's expiry looks today: `expiring` within 30 days. */
export const EXPIRY_STATES = ['none', 'valid', 'expiring', 'expired'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];
export const EXPIRING_WITHIN_DAYS = 30;

/** The manufacturer's authorization of the supplier (an OEM list entry). */
export const OEM_AUTHORIZATIONS = [
  'distributor',
  'authorizedDealer',
  'repairStation',
  'agent',
  'other',
] as const;
export type OemAuthorization = (typeof OEM_AUTHORIZATIONS)[number];

export const PROFILE_SECTIONS = ['basic', 'other', 'ability'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** Basic fields a profile needs before it is submitted (besides a valid business license). */
export const PROFILE_REQUIRED_FIELDS = [
  'name',
  'nameEn',
  'country',
  'licenseNumber',
  'legalRepresentative',
  'registeredAddress',
  'contacts',
] as const;
export type ProfileRequiredField = (typeof PROFILE_REQUIRED_FIELDS)[number];

/** Lists are short: a profile holds at most this many of each. */
export const PROFILE_LIST_MAX = 50;

/** Expiry of a `YYYY-MM-DD` date seen on `today` (also `YYYY-MM-DD`, the caller's calendar day). */
export function expiryState(expiresOn: string | null, today: string): ExpiryState {
  if (!expiresOn) return 'none';
  if (expiresOn < today) return 'expired';
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + EXPIRING_WITHIN_DAYS);
  return expiresOn <= limit.toISOString().slice(0, 10) ? 'expiring' : 'valid';
}
