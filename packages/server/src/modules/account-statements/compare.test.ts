// The differences of a statement, without a database: the two sides matched by type and reference
// (case-blind, a key's amounts added up), and the buyer's invoice lines against the supplier's bills.
import { describe, expect, it } from 'vitest';
import { billDifferences, runningBalances, sideDifferences, type ComparedLine } from './compare.ts';

const inv = (reference: string, debit: number): ComparedLine => ({
  docType: 'invoice',
  reference,
  debit,
  credit: 0,
});
const pay = (reference: string, credit: number): ComparedLine => ({
  docType: 'payment',
  reference,
  debit: 0,
  credit,
});
const bill = (number: string, amount: number) => ({
  id: number,
  number,
  state: 'approved',
  currency: 'CNY',
  amount,
});

describe('sideDifferences', () => {
  it('finds nothing before the supplier uploads', () => {
    expect(sideDifferences([inv('A', 1)], null)).toEqual([]);
  });

  it('matches case-blind, adds up a key and tells missing from different amounts', () => {
    const out = sideDifferences(
      [inv('A-1', 100), inv('a-1', 20), pay('P', 50), inv('B', 10)],
      [inv(' a-1 ', 120), pay('P', 49.99), inv('C', 5)],
    );
    expect(out.map((d) => [d.kind, d.reference, d.buyerAmount, d.supplierAmount])).toEqual([
      ['amountDiffers', 'P', -50, -49.99],
      ['missingSupplier', 'B', 10, null],
      ['missingBuyer', 'C', null, 5],
    ]);
  });

  it('does not mistake an invoice for a payment of the same number', () => {
    const out = sideDifferences([inv('X', 10)], [pay('X', 10)]);
    expect(out.map((d) => d.kind)).toEqual(['missingSupplier', 'missingBuyer']);
  });
});

describe('billDifferences', () => {
  it('compares named bills, flags unknown bill numbers and bills the statement lacks', () => {
    const bills = new Map([['BL-S1-000001', bill('BL-S1-000001', 113)]]);
    const out = billDifferences(
      [inv('bl-s1-000001', 100), inv('BL-S1-000009', 5), inv('OTHER-9', 7), pay('BL-S1-000003', 1)],
      bills,
      [bill('BL-S1-000001', 113), bill('BL-S1-000002', 40)],
    );
    expect(out.map((d) => [d.kind, d.reference, d.buyerAmount, d.supplierAmount])).toEqual([
      ['billAmountDiffers', 'bl-s1-000001', 100, 113],
      ['billUnknown', 'BL-S1-000009', 5, null],
      ['billMissing', 'BL-S1-000002', null, 40],
    ]);
  });

  it('is quiet when the statement carries each bill at its amount', () => {
    const bills = new Map([['BL-S1-000001', bill('BL-S1-000001', 113)]]);
    expect(billDifferences([inv('BL-S1-000001', 113)], bills, [...bills.values()])).toEqual([]);
  });
});

describe('runningBalances', () => {
  it('adds debits and subtracts credits in cents', () => {
    expect(runningBalances(0.1, [inv('A', 0.2), pay('P', 0.3), inv('B', 10)])).toEqual([
      0.3, 0, 10,
    ]);
  });
});
