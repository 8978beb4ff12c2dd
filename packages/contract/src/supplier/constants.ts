// Constants of the supplier lifecycle (docs/product-rules.md#the-supplier-audit and below). Labels
// are i18n keys `enum.<name>.<value>` in the widgets' `common` namespace.

/**
 * What a supplier registers as (docs/product-rules.md#registration); transport suppliers come by
 * their own invite.
 */
export const SUPPLIER_KINDS = ['aviation', 'general', 'transport'] as const;
export type SupplierKind = (typeof SUPPLIER_KINDS)[number];
/** The kinds the registration form offers. */
export const REGISTER_KINDS = ['aviation', 'general'] as const satisfies readonly SupplierKind[];

/** Invitations: aviation-material and 21-department suppliers (`/hna/invite`), transport (`/hna/pdInvite`). */
export const INVITE_KINDS = ['aviation', 'dept21', 'transport'] as const;
export type InviteKind = (typeof INVITE_KINDS)[number];

/** `expired` is never stored: a code past its expiry that was not used *is* expired. */
export const INVITE_STATES = ['sent', 'registered', 'expired'] as const;
export type InviteState = (typeof INVITE_STATES)[number];

/** An invite code works this many days after it was (re)sent. */
export const INVITE_VALID_DAYS = 7;
/** Eight characters without 0/O and 1/I/L, which people misread from an e-mail. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

/** What the tax ID is: China's unified social credit code, a VAT number, or another national one. */
export const TAX_CATEGORIES = ['uscc', 'vat', 'other'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

/** Countries offered at registration (ISO 3166 alpha-2); more are a list edit away. */
export const COUNTRIES = [
  'CN',
  'HK',
  'MO',
  'TW',
  'SG',
  'JP',
  'KR',
  'US',
  'CA',
  'GB',
  'FR',
  'DE',
  'NL',
  'IE',
  'IT',
  'ES',
  'CH',
  'AE',
  'AU',
  'BR',
] as const;
export type Country = (typeof COUNTRIES)[number];

/** Time zones offered at registration (IANA names). */
export const TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Australia/Sydney',
  'UTC',
] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

/** Login accounts: 4 to 32 of letters, digits, dot, dash and underscore, starting with a letter. */
export const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{3,31}$/;

/**
 * Which freeze: the commercial department's or the quality department's
 * (docs/product-rules.md#freezes).
 */
export const FREEZE_KINDS = ['commercial', 'quality'] as const;
export type FreezeKind = (typeof FREEZE_KINDS)[number];
