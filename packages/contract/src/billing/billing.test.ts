import { describe, expect, it } from 'vitest';
import { billActionAllowed, billActions } from './bill-state.ts';
import { billKindsOf } from './constants.ts';
import { invoiceKey } from './fapiao.ts';
import { expectedTax, lineAmount, matchLine, roundMoney, sameMoney } from './match.ts';
import { invoiceInput, updateBillInput } from '../api/bills.ts';

const tolerance = { quantityPct: 2, pricePct: 5 };

describe('bill matching', () => {
  it('flags a price beyond tolerance either way, and not within it', () => {
    const ref = { unitPrice: 100, billableQuantity: 10 };
    expect(matchLine({ quantity: 10, unitPrice: 105 }, ref, tolerance).flags).toEqual([]);
    expect(matchLine({ quantity: 10, unitPrice: 105.01 }, ref, tolerance)).toMatchObject({
      flags: ['price'],
      priceDiff: 5.01,
      priceDiffPct: 5.01,
    });
    expect(matchLine({ quantity: 10, unitPrice: 94 }, ref, tolerance).flags).toEqual(['price']);
  });

  it('flags billing more than billable beyond tolerance, never a partial bill', () => {
    const ref = { unitPrice: 1, billableQuantity: 100 };
    expect(matchLine({ quantity: 102, unitPrice: 1 }, ref, tolerance).flags).toEqual([]);
    expect(matchLine({ quantity: 103, unitPrice: 1 }, ref, tolerance).flags).toEqual(['quantity']);
    expect(matchLine({ quantity: 1, unitPrice: 1 }, ref, tolerance).flags).toEqual([]);
    // Nothing left to bill: any quantity is beyond tolerance.
    const none = matchLine(
      { quantity: 1, unitPrice: 1 },
      { unitPrice: 1, billableQuantity: 0 },
      tolerance,
    );
    expect(none).toMatchObject({ flags: ['quantity'], quantityDiffPct: null });
  });

  it('rounds money to cents half away from zero', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(expectedTax(32102.25, 13)).toBe(4173.29);
    expect(lineAmount(3, 0.3335)).toBe(1.0);
    expect(sameMoney(0.1 + 0.2, 0.31)).toBe(true);
    expect(sameMoney(1, 1.02)).toBe(false);
  });
});

describe('fapiao rules', () => {
  const base = { date: '2026-12-06', fileId: 'f1' };
  const fapiao = (fields: Record<string, unknown>) =>
    invoiceInput.safeParse({ kind: 'fapiaoSpecial', ...base, ...fields });
  const messages = (r: ReturnType<typeof fapiao>) =>
    r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);

  it('accepts a digital or a paper fapiao whose tax and total add up', () => {
    const amounts = { amount: 1000, taxRate: 9, taxAmount: 90, total: 1090 };
    expect(fapiao({ number: '26461000000000000001', ...amounts }).success).toBe(true);
    expect(fapiao({ code: '046002300111', number: '00012345', ...amounts }).success).toBe(true);
  });

  it('refuses a tax that is not amount × rate, a wrong total, wrong numbers', () => {
    const n = '26461000000000000001';
    expect(
      messages(fapiao({ number: n, amount: 1000, taxRate: 6, taxAmount: 61, total: 1061 })),
    ).toEqual(['taxAmount:bill.taxMismatch']);
    expect(
      messages(fapiao({ number: n, amount: 1000, taxRate: 6, taxAmount: 60, total: 1070 })),
    ).toEqual(['total:bill.totalMismatch']);
    const amounts = { amount: 1, taxRate: 13, taxAmount: 0.13, total: 1.13 };
    expect(messages(fapiao({ number: '1234', ...amounts }))).toEqual([
      'number:bill.fapiaoDigitalNumber',
    ]);
    expect(messages(fapiao({ code: '12345', number: '123', ...amounts }))).toEqual([
      'code:bill.fapiaoCode',
      'number:bill.fapiaoPaperNumber',
    ]);
  });

  it('keys an invoice number per kind, so a commercial and a fapiao number never collide', () => {
    expect(invoiceKey({ kind: 'commercial', number: ' inv-1 ' })).toBe('C:INV-1');
    expect(invoiceKey({ kind: 'fapiaoOrdinary', number: '00012345', code: '4600201130' })).toBe(
      'F:4600201130-00012345',
    );
    expect(invoiceKey({ kind: 'fapiaoSpecial', number: '26461000000000000001' })).toBe(
      'F:26461000000000000001',
    );
  });
});

describe('bill states', () => {
  it('lets the supplier submit a draft, never withdraw it, and correct only a refusal', () => {
    expect(billActions('draft', 'supplier')).toEqual(['edit', 'submit']);
    expect(billActions('pendingReview', 'supplier')).toEqual([]);
    expect(billActions('notApproved', 'supplier')).toEqual(['correct']);
    expect(billActionAllowed('notApproved', 'supplier', 'correct', true)).toBe(false);
    expect(billActions('pendingReview', 'buyer')).toEqual(['approve', 'refuse']);
    expect(billActions('approved', 'buyer')).toEqual([]);
  });
});

describe('bill kinds and sources', () => {
  it('lets a carrier bill freight only and every other supplier goods and repair', () => {
    expect(billKindsOf('transport')).toEqual(['freight']);
    expect(billKindsOf('aviation')).toEqual(['goods', 'repair']);
    expect(billKindsOf(null)).toEqual(['goods', 'repair']);
  });

  it('takes lines or an amount to edit a draft, never both nor neither', () => {
    const lines = [{ lineNo: 1, quantity: 1, unitPrice: 1 }];
    expect(updateBillInput.safeParse({ id: 'b', version: 1, lines }).success).toBe(true);
    expect(updateBillInput.safeParse({ id: 'b', version: 1, amount: 5.5 }).success).toBe(true);
    expect(updateBillInput.safeParse({ id: 'b', version: 1, amount: 1, lines }).success).toBe(
      false,
    );
    expect(updateBillInput.safeParse({ id: 'b', version: 1 }).success).toBe(false);
  });
});
