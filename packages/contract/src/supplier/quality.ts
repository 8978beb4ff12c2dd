// Constants of the quality department's work on a supplier and of the supplier's own records:
// the assessment before QAUDIT, authorized scopes (business type × product type),
// the returned registration's edit code, and customs-broker authorizations. Labels are i18n keys
// `enum.<name>.<value>` in the widgets' namespaces.

/** The grade of a quality assessment: A qualified … D not qualified. */
export const ASSESSMENT_GRADES = ['A', 'B', 'C', 'D'] as const;
export type AssessmentGrade = (typeof ASSESSMENT_GRADES)[number];

/**
 * Business types (docs/product-rules.md#value-lists-and-constants): 1 purchase … 7 equipment sale.
 */
export const SCOPE_BUSINESS_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
export type ScopeBusinessType = (typeof SCOPE_BUSINESS_TYPES)[number];

/**
 * Product types (docs/product-rules.md#value-lists-and-constants): 1 standard parts … 10 fixed
 * assets.
 */
export const SCOPE_PRODUCT_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type ScopeProductType = (typeof SCOPE_PRODUCT_TYPES)[number];

/** An authorized scope: active until withdrawn; `expired` is derived from its date, never stored. */
export const AUTHORIZATION_STATES = ['active', 'expired', 'withdrawn'] as const;
export type AuthorizationState = (typeof AUTHORIZATION_STATES)[number];

/** The returned registration's edit link works this many days. */
export const EDIT_CODE_VALID_DAYS = 7;

/** A customs-broker authorization: a person (broker) or a customs brokerage company. */
export const CUSTOMS_KINDS = ['personal', 'company'] as const;
export type CustomsKind = (typeof CUSTOMS_KINDS)[number];
/** `expired` is derived from `validUntil`; `revoked` is stored. */
export const CUSTOMS_STATES = ['active', 'expired', 'revoked'] as const;
export type CustomsState = (typeof CUSTOMS_STATES)[number];
/** What a company authorization covers. */
export const CUSTOMS_SCOPES = ['import', 'export', 'both'] as const;
export type CustomsScope = (typeof CUSTOMS_SCOPES)[number];
/** China customs registration codes are 10 characters; others vary: letters and digits. */
export const CUSTOMS_CODE_PATTERN = /^[A-Z0-9]{10}$/;

/** The buyer's audits of a supplier (/sup/zsSupManagement): on site or on documents. */
export const SUPPLIER_AUDIT_KINDS = ['onSite', 'document'] as const;
export type SupplierAuditKind = (typeof SUPPLIER_AUDIT_KINDS)[number];
export const FINDING_SEVERITIES = ['major', 'minor', 'observation'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];
/** open → answered (the supplier's corrective action) → closed (by the buyer's quality department). */
export const FINDING_STATES = ['open', 'answered', 'closed'] as const;
export type FindingState = (typeof FINDING_STATES)[number];
