import { describe, expect, it } from 'vitest';
import {
  quoteFieldApplies,
  quoteLineSchema,
  quoteLinesSchema,
  type QuoteLineInput,
} from './quote-line.ts';

const complete: QuoteLineInput = {
  itemId: 'item-1',
  quoted: true,
  quotePartNumber: '340-028-402-0',
  interchangeability: 'original',
  condition: 'NE',
  unitPrice: 1234.5,
  currency: 'USD',
  quotedQuantity: 4,
  unit: 'EA',
  moq: 4,
  leadTimeDays: 30,
  validityDate: '2027-01-31',
  airworthinessApproval: 'faa8130',
  certificateType: 1,
  accountStatus: 'net30',
  payMode: 'T/T',
  incoterms: 'FCA',
  claimMonths: 12,
  warranty: '12 months',
  brand: 'CFM',
  supplierType: 'distributor',
};
const foreign = { domestic: false, submit: true, today: '2026-11-22' };
const domestic = { domestic: true, submit: true, today: '2026-11-22' };

function messages(line: QuoteLineInput, ctx = foreign): Record<string, string> {
  const result = quoteLineSchema(ctx).safeParse(line);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('quote line rules (product rules: quote lines, limits)', () => {
  it('accepts a complete foreign line', () => {
    expect(messages(complete)).toEqual({});
  });

  it('names every missing required field on submit, and none on a draft', () => {
    const bare: QuoteLineInput = { itemId: 'item-1', quoted: true };
    const onSubmit = messages(bare);
    expect(onSubmit.unitPrice).toBe('quote.required.unitPrice');
    expect(onSubmit.warranty).toBe('quote.required.warranty');
    expect(onSubmit.incoterms).toBe('quote.required.incoterms');
    expect(messages(bare, { ...foreign, submit: false })).toEqual({});
  });

  it('does not check a line the supplier does not quote', () => {
    expect(messages({ itemId: 'item-1', quoted: false })).toEqual({});
  });

  it('keeps the quoted quantity at most the MOQ', () => {
    expect(messages({ ...complete, quotedQuantity: 5, moq: 4 }).moq).toBe('quote.moq');
    expect(messages({ ...complete, quotedQuantity: 4, moq: 4 })).toEqual({});
  });

  it('limits the step quantity to 11 digits and quantities to positive whole numbers', () => {
    expect(messages({ ...complete, standardPackageQty: 99_999_999_999 })).toEqual({});
    expect(messages({ ...complete, standardPackageQty: 100_000_000_000 }).standardPackageQty).toBe(
      'quote.stepDigits',
    );
    expect(messages({ ...complete, quotedQuantity: -1 }).quotedQuantity).toBe(
      'quote.quantityRange',
    );
    expect(messages({ ...complete, quotedQuantity: 1.5 }).quotedQuantity).toBe(
      'quote.quantityRange',
    );
  });

  it('allows a VAT rate for RMB prices only', () => {
    expect(messages({ ...complete, taxRate: 13 }).taxRate).toBe('quote.vatOnlyRmb');
    expect(messages({ ...complete, currency: 'CNY', taxRate: 13 })).toEqual({});
    expect(quoteFieldApplies('taxRate', { currency: 'USD' }, { domestic: true })).toBe(false);
  });

  it('takes no trade terms from a domestic supplier', () => {
    expect(messages(complete, domestic).incoterms).toBe('quote.noTradeTermsDomestic');
    const { incoterms: _omit, ...noTerms } = complete;
    expect(messages(noTerms, domestic)).toEqual({});
    expect(quoteFieldApplies('incoterms', {}, { domestic: true })).toBe(false);
  });

  it('refuses an unknown currency, a validity date in the past and a fee slot used twice', () => {
    expect(messages({ ...complete, currency: 'XYZ' as 'USD' }).currency).toBe(
      'quote.currencyUnknown',
    );
    expect(messages({ ...complete, validityDate: '2026-11-01' }).validityDate).toBe(
      'quote.validityPast',
    );
    const fee = { slot: 0 as const, amount: 10, currency: 'USD' as const };
    expect(messages({ ...complete, fees: [fee, fee] })['fees.1.slot']).toBe('quote.feeSlotTwice');
  });

  it('needs one quoted line to submit', () => {
    const result = quoteLinesSchema(foreign).safeParse([{ itemId: 'a', quoted: false }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('quote.noLines');
  });
});
