// The bill's lines as the form holds them, and the checks the form runs before sending (the same
// as the contract's createBillInput): a ticked line needs a whole quantity of at least 1 and a unit
// price of at least 0 with at most four decimals. The live match uses the contract's matchLine, the
// one the server stores, so the flags the supplier sees are the ones the reviewer will.
import { matchLine, type BillDetail, type BillTolerance, type LineMatch } from '@portal/contract';

export interface BillableLine {
  lineNo: number;
  partNumber: string;
  description: string;
  unit: string;
  contractPrice: number;
  delivered: number;
  billable: number;
}

export interface LineDraft extends BillableLine {
  ticked: boolean;
  quantity: string;
  unitPrice: string;
}

/**
 * New bill: every delivered line, unticked, its quantity what is still billable and its price the
 * contract's. Editing a draft: the draft's lines ticked with its values; what the draft itself
 * bills is billable again for it (the billable call counts it as billed).
 */
export function draftLines(lines: readonly BillableLine[], bill?: BillDetail): LineDraft[] {
  return lines.map((l) => {
    const own = bill?.lines.find((b) => b.lineNo === l.lineNo);
    const billable = l.billable + (own?.quantity ?? 0);
    return {
      ...l,
      billable,
      ticked: !!own,
      quantity: String(own ? own.quantity : billable),
      unitPrice: String(own ? own.unitPrice : l.contractPrice),
    };
  });
}

const FOUR_DECIMALS = /^\d+(\.\d{1,4})?$/;

export function parseQuantity(v: string): number | null {
  const n = Number(v.trim());
  return /^\d+$/.test(v.trim()) && n >= 1 && n <= 99_999_999 ? n : null;
}

export function parsePrice(v: string): number | null {
  return FOUR_DECIMALS.test(v.trim()) ? Number(v.trim()) : null;
}

/** The line's match as the server will store it, or null while its numbers are not valid. */
export function liveMatch(l: LineDraft, tolerance: BillTolerance): LineMatch | null {
  const quantity = parseQuantity(l.quantity);
  const unitPrice = parsePrice(l.unitPrice);
  if (quantity === null || unitPrice === null) return null;
  return matchLine(
    { quantity, unitPrice },
    { unitPrice: l.contractPrice, billableQuantity: l.billable },
    tolerance,
  );
}

/** Problems by `lines.<index>.<field>` (and `lines` when nothing is ticked), as i18n keys. */
export function lineProblems(lines: readonly LineDraft[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (!lines.some((l) => l.ticked)) out.lines = 'new.noLine';
  lines.forEach((l, i) => {
    if (!l.ticked) return;
    if (parseQuantity(l.quantity) === null) out[`lines.${i}.quantity`] = 'new.quantityInvalid';
    if (parsePrice(l.unitPrice) === null) out[`lines.${i}.unitPrice`] = 'bill.priceDecimals';
  });
  return out;
}

export function toLinesInput(lines: readonly LineDraft[]) {
  return lines
    .filter((l) => l.ticked)
    .map((l) => ({
      lineNo: l.lineNo,
      quantity: parseQuantity(l.quantity) ?? 0,
      unitPrice: parsePrice(l.unitPrice) ?? 0,
    }));
}
