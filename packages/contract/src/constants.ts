// Business constants and limits (docs/product-rules.md#value-lists-and-constants). Browser and
// server read them from here.

export const REQUEST_TIMEOUT_MS = 25_000;
export const ERROR_TOAST_MS = 5_000;
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 210;
export const CLICK_GUARD_MS = 2_000;
export const JUST_NOW_SECONDS = 30;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
/** Password inputs accept at most this many characters (longer than the rule so the rule message shows). */
export const PASSWORD_INPUT_MAX = 20;
/** Longest login account the sign-in accepts (browser input limit and server schema). */
export const ACCOUNT_MAX = 64;
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/**
 * A spreadsheet upload (templates filled in and sent back) is read in memory, so it has a limit of
 * its own, far below the stored files' 100 MB: a 2,000-item quote template is about 200 KB.
 */
export const SPREADSHEET_MAX_BYTES = 10 * 1024 * 1024;
export const STEP_QUANTITY_MAX_DIGITS = 11;

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One-time RSA key ids (passPriKey) expire after this long. */
export const KEY_UUID_TTL_MS = 5 * 60_000;

/**
 * Cookie names the host keeps the session in (docs/product-rules.md#sessions: token, user id, name,
 * roles).
 */
export const SESSION_COOKIES = {
  token: 'sp_token',
  uid: 'sp_uid',
  account: 'sp_account',
  roles: 'sp_roles',
  sidebar: 'sp_sidebar',
} as const;
/** sessionStorage flag set when a request answered 401 (docs/product-rules.md#sessions). */
export const UNAUTHORIZED_FLAG = { key: 'rs', value: '401' } as const;
/** localStorage key of the saved language; our own, never the page's `i18nextLng`. */
export const LANGUAGE_STORAGE_KEY = 'sp-portal-lang';

export const CERTIFICATE_TYPES = {
  0: 'CAAC',
  1: 'FAA',
  2: 'EASA',
  3: 'CAAC+FAA',
  4: 'CAAC+EASA',
  5: 'FAA+EASA',
  6: 'CAAC+FAA+EASA',
} as const;

export const OPERATION_LOG_TYPES = {
  exit: 0,
  login: 1,
  add: 2,
  modify: 3,
  delete: 4,
  query: 5,
} as const;
export type OperationLogType = (typeof OPERATION_LOG_TYPES)[keyof typeof OPERATION_LOG_TYPES];
/** The type codes as the list's filter sends them (`?type=3`). */
export const OPERATION_LOG_TYPE_CODES = ['0', '1', '2', '3', '4', '5'] as const;
export type OperationLogTypeCode = (typeof OPERATION_LOG_TYPE_CODES)[number];

/**
 * Reading the operation log (issue 13): a buyer holding it sees every company's entries, a supplier
 * administrator holding it its own company's only (the server sets the company).
 */
export const OPERATION_LOG_PERMISSION = 'sys:log:list';

/** The operation log's input bounds (docs/product-rules.md#operation-log). */
export const OPERATION_LOG_LIMITS = {
  /** Rows per page. */
  pageSize: 100,
  /** Characters of the search text and of the account filter. */
  text: 100,
  /** Days a time range may span, both ends included. */
  rangeDays: 366,
  /** Rows one export writes at most (the newest of the filter). */
  exportRows: 10000,
  /**
   * Pages a list counts beyond the one asked for: the total counts to the end of them and the
   * answer says `totalCapped` when more match (counting a million matches costs more than a page).
   */
  countAheadPages: 5,
  /** The same with a text filter, whose every walked entry is tested against the text. */
  countAheadPagesWithText: 1,
} as const;

export const BUSINESS_TYPES = {
  1: 'purchase',
  2: 'repair',
  3: 'share',
  4: 'mutualAid',
  5: 'rentIn',
  6: 'rentOut',
  7: 'equipmentSale',
} as const;

export const PRODUCT_TYPES = {
  1: 'standardParts',
  2: 'rawMaterial',
  3: 'chemicals',
  4: 'consumables',
  5: 'rotables',
  6: 'engine',
  7: 'apu',
  8: 'landingGear',
  9: 'aircraftEquipment',
  10: 'fixedAssets',
} as const;

export const PAYMENT_TERMS = ['net30', 'prepaid', 'conditionalRelease', 'creditHold'] as const;
export const OTHER_FEE_SLOTS = [0, 1, 2, 3, 4, 5] as const;

export const COMPANY_KINDS = ['buyer', 'supplier'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/** A password-reset code works this long after it was sent, for this many wrong tries. */
export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_MAX_ATTEMPTS = 5;
