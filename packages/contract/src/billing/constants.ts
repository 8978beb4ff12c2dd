// Electronic bills and their invoices (issue 16, docs/product-rules.md#bills). Facts from
// /work/shared/research/wave2-domain.md §5: China VAT rates, the 20-digit number of a fully digital
// fapiao, the paper fapiao's code and number, tolerances as configuration (5 % price, 2 % quantity).

/** What a bill charges for: delivered contract lines, repairs (with added costs), transport orders. */
export const BILL_KINDS = ['goods', 'repair', 'freight'] as const;
export type BillKind = (typeof BILL_KINDS)[number];

/**
 * The kinds a supplier bills by its kind (docs/decisions/2026-11-28-bill-sources.md): a carrier
 * bills the transport orders it was awarded, every other supplier goods and repairs.
 */
export function billKindsOf(supplierKind: string | null | undefined): readonly BillKind[] {
  return supplierKind === 'transport' ? ['freight'] : ['goods', 'repair'];
}

/**
 * Repair statuses (repair/constants.ts) at which a repair may be billed: the unit has left the
 * shop and the buyer has not revoked its consent nor rejected the repair
 * (docs/decisions/2026-11-28-bill-sources.md).
 */
export const REPAIR_BILLABLE_STATUSES = [
  'shipped',
  'agreeToPay',
  'contractorCompleted',
  'billToBeUpdated',
] as const;

/**
 * A bill's state (SPEC.md section 4 plus the supplier's draft; docs/decisions/2026-11-28-bills.md):
 * draft (the supplier's, editable), pendingReview (submitted: cannot be withdrawn), approved,
 * notApproved (refused with a reason; corrected as a new version).
 */
export const BILL_STATES = ['draft', 'pendingReview', 'approved', 'notApproved'] as const;
export type BillState = (typeof BILL_STATES)[number];

/** VAT invoices (fapiao) of Chinese suppliers, special or ordinary; a foreign supplier's commercial invoice. */
export const INVOICE_KINDS = ['fapiaoSpecial', 'fapiaoOrdinary', 'commercial'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** China VAT rates in percent: 13 goods and repair, 9 transport, 6 services. */
export const FAPIAO_TAX_RATES = [13, 9, 6] as const;
export type FapiaoTaxRate = (typeof FAPIAO_TAX_RATES)[number];

/** The rate a bill's kind usually takes (a hint for the form; the supplier's fapiao decides). */
export const DEFAULT_TAX_RATE: Readonly<Record<BillKind, FapiaoTaxRate>> = {
  goods: 13,
  repair: 13,
  freight: 9,
};

/** The amounts must agree to within one cent. */
export const MONEY_EPSILON = 0.01;

/** Matching tolerances in percent when the buyer has set none. */
export const DEFAULT_BILL_TOLERANCE = { quantityPct: 2, pricePct: 5 } as const;
export const BILL_TOLERANCE_MAX_PCT = 50;

export const BILL_LINES_MAX = 200;
export const BILL_INVOICES_MAX = 20;
export const BILL_REMARKS_MAX = 500;
export const BILL_REASON_MAX = 500;
/** Versions of one bill (a refused bill corrected again and again is a conversation, not a bill). */
export const BILL_REVISIONS_MAX = 20;
export const BILL_AMOUNT_MAX = 999_999_999_999.99;
