// The payment overview (issue 16, docs/decisions/2026-11-28-payments.md): the supplier's payment
// company data set by the buyer's ERP, each bill's payment position and its receivables by age.
// Shared by the server (aging, due dates) and the widget (labels, tooltips), so both age a bill
// the same way.

import { PAYMENT_TERMS } from '../constants.ts';

/**
 * SPEC's payment terms (PAYMENT_TERMS, shared with the inquiry's terms): normal release (net 30),
 * prepaid, conditional release, credit hold. The research found no standard meaning of the last two
 * in airline purchasing (wave2-domain.md §5); the tooltip texts say what this portal means by them.
 */
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/**
 * Days from a bill's approval to its due date. Prepaid is due on approval; the others count the
 * net 30 days (a held or conditional payment still ages: the supplier sees how late it is).
 */
export const PAYMENT_TERM_DAYS: Readonly<Record<PaymentTerms, number>> = {
  net30: 30,
  prepaid: 0,
  conditionalRelease: 30,
  creditHold: 30,
};

/** The ERP's delivery status of the supplier: deliveries released, or blocked (SPEC's "delivery status"). */
export const DELIVERY_STATUSES = ['released', 'blocked'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Receivables by days past the due date. */
export const AGE_BUCKETS = ['notDue', 'd0to30', 'd31to60', 'd61to90', 'over90'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** The bucket of an amount `daysPastDue` days after its due date (negative: not due yet). */
export function ageBucket(daysPastDue: number): AgeBucket {
  if (daysPastDue < 0) return 'notDue';
  if (daysPastDue <= 30) return 'd0to30';
  if (daysPastDue <= 60) return 'd31to60';
  if (daysPastDue <= 90) return 'd61to90';
  return 'over90';
}

/**
 * Where a bill stands for the supplier: submitted (pending review), not approved, approved (not
 * scheduled), scheduled for payment, partly paid, paid.
 */
export const PAYMENT_POSITIONS = [
  'submitted',
  'notApproved',
  'approved',
  'scheduled',
  'partlyPaid',
  'paid',
] as const;
export type PaymentPosition = (typeof PAYMENT_POSITIONS)[number];

/** The months of the paid-versus-due chart: this one and the eleven before. */
export const PAYMENT_MONTHS = 12;
/** Bills one remittance may pay. */
export const REMITTANCE_BILLS_MAX = 100;
export const REMITTANCE_REFERENCE_MAX = 64;
export const PAYMENT_AMOUNT_MAX = 999_999_999_999.99;
