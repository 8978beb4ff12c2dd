// Account statements (issue 16; docs/product-rules.md#account-statements,
// docs/decisions/2026-11-28-account-statements.md). A reconciliation statement (对账单) of the
// supplier's account for a period: the buyer's ERP sends its lines, the supplier uploads its own,
// checks the differences, and confirms or disputes (research wave2-domain §5).

/**
 * open: sent by the ERP, the supplier has not answered (a new send replaces it);
 * disputed: the supplier disputed lines (a new send replaces it and reopens it);
 * confirmed: the supplier agreed; final.
 */
export const ACCOUNT_STATEMENT_STATES = ['open', 'disputed', 'confirmed'] as const;
export type AccountStatementState = (typeof ACCOUNT_STATEMENT_STATES)[number];

/** What a statement line records. */
export const STATEMENT_DOC_TYPES = [
  'invoice',
  'payment',
  'creditNote',
  'debitNote',
  'adjustment',
] as const;
export type StatementDocType = (typeof STATEMENT_DOC_TYPES)[number];

/**
 * How a line of one side compares with the other side or with the supplier's bills:
 * missingSupplier: on the buyer's statement, not in the supplier's upload;
 * missingBuyer: in the supplier's upload, not on the buyer's statement;
 * amountDiffers: both have the document with different amounts;
 * billAmountDiffers: the buyer's line names a bill of the supplier with another amount;
 * billUnknown: the buyer's line names a bill number the supplier does not have;
 * billMissing: a submitted bill of the supplier in the period that the statement lacks.
 */
export const STATEMENT_DIFFERENCE_KINDS = [
  'missingSupplier',
  'missingBuyer',
  'amountDiffers',
  'billAmountDiffers',
  'billUnknown',
  'billMissing',
] as const;
export type StatementDifferenceKind = (typeof STATEMENT_DIFFERENCE_KINDS)[number];

export type StatementAction = 'upload' | 'confirm' | 'dispute';

/** What the supplier may do with a statement in a state. */
export function statementActions(state: AccountStatementState): StatementAction[] {
  return state === 'open'
    ? ['upload', 'confirm', 'dispute']
    : state === 'disputed'
      ? ['upload']
      : [];
}

export const STATEMENT_LINES_MAX = 500;
export const STATEMENT_NUMBER_MAX = 40;
export const STATEMENT_REFERENCE_MAX = 60;
export const STATEMENT_REASON_MAX = 500;
/** A statement covers at most about a year (a longer one is several statements). */
export const STATEMENT_PERIOD_MAX_DAYS = 366;
export const STATEMENT_AMOUNT_MAX = 999_999_999_999.99;

/** The key two sides' lines are matched by: the document type and its reference, case-blind. */
export function statementLineKey(docType: string, reference: string): string {
  return `${docType}|${reference.trim().toUpperCase()}`;
}
