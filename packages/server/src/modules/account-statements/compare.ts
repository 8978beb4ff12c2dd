// The differences of a statement (docs/product-rules.md#account-statements): the buyer's lines
// against the supplier's uploaded lines, matched by document type and reference (case-blind, the
// amounts of one key added up), and the buyer's lines against the supplier's bills they name.
// Pure, so the rules are tested without a database.
import {
  statementLineKey,
  type StatementDifference,
  type StatementDocType,
} from '@portal/contract';
import type { StatementBill } from './queries.ts';

export interface ComparedLine {
  docType: StatementDocType;
  reference: string;
  debit: number;
  credit: number;
}

/** A portal bill number (BL-<supplier code>-<serial>): a reference that should name a bill. */
const BILL_NUMBER = /^BL-/i;

const cents = (n: number) => Math.round(n * 100) / 100;
const differs = (a: number, b: number) => Math.abs(a - b) > 0.005;

function byKey(lines: readonly ComparedLine[]) {
  const map = new Map<string, { docType: StatementDocType; reference: string; amount: number }>();
  for (const l of lines) {
    const key = statementLineKey(l.docType, l.reference);
    const entry = map.get(key);
    if (entry) entry.amount = cents(entry.amount + l.debit - l.credit);
    else
      map.set(key, {
        docType: l.docType,
        reference: l.reference,
        amount: cents(l.debit - l.credit),
      });
  }
  return map;
}

/** The two sides' differences; none while the supplier has uploaded nothing (`supplier` null). */
export function sideDifferences(
  buyer: readonly ComparedLine[],
  supplier: readonly ComparedLine[] | null,
): StatementDifference[] {
  if (supplier === null) return [];
  const ours = byKey(buyer);
  const theirs = byKey(supplier);
  const out: StatementDifference[] = [];
  for (const [key, b] of ours) {
    const s = theirs.get(key);
    if (!s) {
      out.push({
        kind: 'missingSupplier',
        docType: b.docType,
        reference: b.reference,
        buyerAmount: b.amount,
        supplierAmount: null,
      });
    } else if (differs(b.amount, s.amount)) {
      out.push({
        kind: 'amountDiffers',
        docType: b.docType,
        reference: b.reference,
        buyerAmount: b.amount,
        supplierAmount: s.amount,
      });
    }
  }
  for (const [key, s] of theirs) {
    if (!ours.has(key)) {
      out.push({
        kind: 'missingBuyer',
        docType: s.docType,
        reference: s.reference,
        buyerAmount: null,
        supplierAmount: s.amount,
      });
    }
  }
  return out;
}

/**
 * The buyer's invoice lines against the supplier's bills: a bill number with another amount, a bill
 * number the supplier does not have, and the supplier's bills of the period the statement lacks.
 */
export function billDifferences(
  buyer: readonly ComparedLine[],
  bills: ReadonlyMap<string, StatementBill>,
  billsOfPeriod: readonly StatementBill[],
): StatementDifference[] {
  const out: StatementDifference[] = [];
  const named = new Set<string>();
  for (const b of byKey(buyer.filter((l) => l.docType === 'invoice')).values()) {
    const number = b.reference.trim().toUpperCase();
    const bill = bills.get(number);
    if (bill) {
      named.add(number);
      if (differs(b.amount, bill.amount)) {
        out.push({
          kind: 'billAmountDiffers',
          docType: 'invoice',
          reference: b.reference,
          buyerAmount: b.amount,
          supplierAmount: bill.amount,
        });
      }
    } else if (BILL_NUMBER.test(number)) {
      out.push({
        kind: 'billUnknown',
        docType: 'invoice',
        reference: b.reference,
        buyerAmount: b.amount,
        supplierAmount: null,
      });
    }
  }
  for (const bill of billsOfPeriod) {
    if (!named.has(bill.number.toUpperCase())) {
      out.push({
        kind: 'billMissing',
        docType: 'invoice',
        reference: bill.number,
        buyerAmount: null,
        supplierAmount: bill.amount,
      });
    }
  }
  return out;
}

/** Running balances from the opening balance: a debit adds, a credit subtracts. */
export function runningBalances(opening: number, lines: readonly ComparedLine[]): number[] {
  let balance = opening;
  return lines.map((l) => (balance = cents(balance + l.debit - l.credit)));
}
