// Constants of the buyer's supplier lists (issue 4, "Lists"). Labels are i18n keys
// `enum.<name>.<value>` in the supplier-lists widget namespace.

/** The blacklist and the dishonest-supplier list: both keep a tax ID from registering. */
export const BLACKLIST_KINDS = ['blacklist', 'dishonest'] as const;
export type BlacklistKind = (typeof BLACKLIST_KINDS)[number];

/** Which suppliers the directory lists: qualified (approved or synced) or every transport one. */
export const DIRECTORY_SCOPES = ['qualified', 'transport'] as const;
export type DirectoryScope = (typeof DIRECTORY_SCOPES)[number];

/** The directory's freeze filter: frozen by either department, or by neither. */
export const FROZEN_FILTERS = ['frozen', 'active'] as const;
export type FrozenFilter = (typeof FROZEN_FILTERS)[number];

/** Second- and third-tier suppliers: they supply a primary (first-tier) supplier. */
export const SUPPLIER_TIERS = ['second', 'third'] as const;
export type SupplierTier = (typeof SUPPLIER_TIERS)[number];

/** A tier supplier's authorization: never given, valid (until a day), or lapsed. */
export const TIER_AUTH_STATES = ['unauthorized', 'authorized', 'expired'] as const;
export type TierAuthState = (typeof TIER_AUTH_STATES)[number];

/** CAGE codes (NATO commercial and government entity codes): 5 letters or digits. */
export const CAGE_CODE_PATTERN = /^[A-Z0-9]{5}$/;
