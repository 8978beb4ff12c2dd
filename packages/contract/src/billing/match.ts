// Matching a bill before and after it is submitted (docs/decisions/2026-11-28-bills.md): each billed
// line against the contract's unit price and what was delivered and not yet billed, and the
// invoices' arithmetic. Browser-safe: the form shows the same flags the server stores.
import { MONEY_EPSILON } from './constants.ts';

export interface BillTolerance {
  quantityPct: number;
  pricePct: number;
}

export type MatchFlag = 'quantity' | 'price';

export interface LineMatch {
  /** Billed less the reference (positive: more billed than delivered / than the contract price). */
  quantityDiff: number;
  priceDiff: number;
  /** Percent of the reference; null when the reference is zero. */
  quantityDiffPct: number | null;
  priceDiffPct: number | null;
  /** The differences beyond tolerance. */
  flags: MatchFlag[];
}

/** Money rounded to cents, half away from zero (as a fapiao's amounts are). */
export function roundMoney(n: number): number {
  return (Math.sign(n) * Math.round(Math.abs(n) * 100 + 1e-9)) / 100;
}

const pct = (diff: number, ref: number) => (ref === 0 ? null : roundMoney((diff / ref) * 100));

/**
 * One line. Billing more than delivered beyond the quantity tolerance is flagged; billing less is
 * a partial bill and is not. A price away from the contract's beyond the price tolerance is
 * flagged either way (a lower price usually means a typing error or a missing cost).
 */
export function matchLine(
  billed: { quantity: number; unitPrice: number },
  reference: { unitPrice: number; billableQuantity: number },
  tolerance: BillTolerance,
): LineMatch {
  const quantityDiff = billed.quantity - reference.billableQuantity;
  const priceDiff = roundMoney(billed.unitPrice - reference.unitPrice);
  const quantityDiffPct = pct(quantityDiff, reference.billableQuantity);
  const priceDiffPct = pct(priceDiff, reference.unitPrice);
  const flags: MatchFlag[] = [];
  if (quantityDiff > 0 && (quantityDiffPct === null || quantityDiffPct > tolerance.quantityPct)) {
    flags.push('quantity');
  }
  if (priceDiff !== 0 && (priceDiffPct === null || Math.abs(priceDiffPct) > tolerance.pricePct)) {
    flags.push('price');
  }
  return { quantityDiff, priceDiff, quantityDiffPct, priceDiffPct, flags };
}

/** Whether two amounts agree to within one cent. */
export function sameMoney(a: number, b: number): boolean {
  return Math.abs(a - b) <= MONEY_EPSILON + 1e-9;
}

/** The tax a fapiao should show for its amount without tax at `ratePct`. */
export function expectedTax(amount: number, ratePct: number): number {
  return roundMoney((amount * ratePct) / 100);
}

/** The line's amount: quantity × unit price, in cents. */
export function lineAmount(quantity: number, unitPrice: number): number {
  return roundMoney(quantity * unitPrice);
}
