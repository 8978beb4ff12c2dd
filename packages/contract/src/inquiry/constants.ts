// Constants of inquiries, quotes and bargaining (docs/product-rules.md#value-lists-and-constants:
// ATA Spec 2000 condition codes, Incoterms 2020). Labels are i18n keys `enum.<name>.<value>` in the
// widgets' `common` namespace, so lists, editors and spreadsheets show the same words.

/**
 * Inquiry kinds. `repair` is quoted with repair quote lines (repair-quote/), every other kind with
 * the part quote editor (used goods, consignment and AOG come later).
 */
export const INQUIRY_KINDS = [
  'purchase',
  'equipment',
  'tool',
  'tool-foreign',
  'general',
  'rich-part',
  'repair',
] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/**
 * The kinds quoted with part quote lines, reviewed on the purchase quote review
 * (/hna/hnaCgQuote/index). A repair inquiry's quotes are compared on the repair quote review.
 */
export const PART_INQUIRY_KINDS = INQUIRY_KINDS.filter(
  (kind): kind is Exclude<InquiryKind, 'repair'> => kind !== 'repair',
);

/** The inquiry sheet as the buyer's ERP runs it: open for bids, closed at bid end, or cancelled. */
export const INQUIRY_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Supplier list tabs (docs/product-rules.md#list-tabs-and-sorts) and their sorts. */
export const INQUIRY_TABS = ['pending', 'processed', 'expired'] as const;
export type InquiryTab = (typeof INQUIRY_TABS)[number];
export const INQUIRY_SORTS = ['new', 'completed', 'expired'] as const;
export type InquirySort = (typeof INQUIRY_SORTS)[number];

/** ISO 4217 codes a quote may use. CNY is the "RMB" of the product rules. */
export const CURRENCIES = [
  'CNY',
  'USD',
  'EUR',
  'GBP',
  'HKD',
  'JPY',
  'SGD',
  'CAD',
  'AUD',
  'CHF',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** ATA Spec 2000 condition codes. */
export const CONDITION_CODES = ['NE', 'FN', 'NS', 'OH', 'SV', 'RP', 'IN', 'AR'] as const;
export type ConditionCode = (typeof CONDITION_CODES)[number];

/** ICC Incoterms 2020. */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** Whether the quoted part is the requested one or an alternate, and which way it interchanges. */
export const INTERCHANGEABILITY = ['original', 'twoWay', 'oneWay', 'none'] as const;
export type Interchangeability = (typeof INTERCHANGEABILITY)[number];

/** The release document the part ships with (research: 8130-3, EASA Form 1, AAC-038). */
export const AIRWORTHINESS_APPROVALS = [
  'faa8130',
  'easaForm1',
  'caacAac038',
  'dual',
  'coc',
  'none',
] as const;
export type AirworthinessApproval = (typeof AIRWORTHINESS_APPROVALS)[number];

/** Account status = the payment terms (docs/product-rules.md#value-lists-and-constants). */
export const ACCOUNT_STATUSES = ['net30', 'prepaid', 'conditional', 'creditHold'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const SUPPLIER_TYPES = [
  'manufacturer',
  'distributor',
  'agent',
  'repairStation',
  'trader',
] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number];

/** Units of measure on inquiry items and quote lines. */
export const UNITS = ['EA', 'PC', 'SET', 'KIT', 'BOX', 'KG', 'L', 'M', 'ROL', 'PR'] as const;
export type Unit = (typeof UNITS)[number];

/** The six other-fee slots (0 to 5) of a quote line's price composition. */
export const FEE_SLOTS = [0, 1, 2, 3, 4, 5] as const;
export type FeeSlot = (typeof FEE_SLOTS)[number];
/** What each slot holds; see docs/product-rules.md#quote-lines. */
export const FEE_SLOT_NAMES = [
  'freight',
  'insurance',
  'duty',
  'inspection',
  'bank',
  'misc',
] as const;

export const CERTIFICATE_TYPE_CODES = [0, 1, 2, 3, 4, 5, 6] as const;
export type CertificateTypeCode = (typeof CERTIFICATE_TYPE_CODES)[number];

/** VAT rates (percent) a domestic RMB quote may state; unit prices exclude them. */
export const VAT_RATES = [0, 1, 3, 6, 9, 13] as const;

/**
 * Upper bound of quantities: the "step quantity at most 11 digits" rule
 * (docs/product-rules.md#limits-and-moq).
 */
export const QUANTITY_MAX = 99_999_999_999;
/** Upper bound of money amounts (13 integer digits, 4 decimals in the database). */
export const AMOUNT_MAX = 9_999_999_999_999;
/** Items in one inquiry (the editor is virtualized for hundreds). */
export const INQUIRY_ITEMS_MAX = 2_000;
/** A bid that closes within this many hours shows on the supplier's home page. */
export const CLOSING_SOON_HOURS = 24;

/** Permission codes of this domain (held by roles in the seed). */
export const INQUIRY_PERMISSIONS = {
  quote: 'inquiry:quote',
  review: 'inquiry:review',
  bargain: 'inquiry:bargain',
  /** Award a repair inquiry, which issues a repair contract (issue 14). */
  award: 'inquiry:award',
} as const;
