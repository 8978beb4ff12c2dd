import { describe, expect, it } from 'vitest';
import { INQUIRY_KINDS, type InquiryKind } from './constants.ts';
import {
  QUOTE_FIELDS_BY_KIND,
  quoteFieldApplies,
  quoteFieldRequired,
  quoteLineSchema,
  quoteLinesSchema,
  type QuoteLineInput,
  type QuoteRuleContext,
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

function messages(line: QuoteLineInput, ctx: QuoteRuleContext = foreign): Record<string, string> {
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

describe('quote fields per inquiry kind (docs/decisions/2026-11-26-quote-fields-per-kind.md)', () => {
  const bare: QuoteLineInput = { itemId: 'item-1', quoted: true };
  const required = (kind: InquiryKind) => Object.keys(messages(bare, { ...foreign, kind })).sort();

  it('asks aircraft parts for their airworthiness, and tools, equipment and goods not', () => {
    for (const kind of ['purchase', 'rich-part'] as const) {
      expect(required(kind)).toEqual(
        expect.arrayContaining(['airworthinessApproval', 'certificateType', 'condition']),
      );
      expect(required(kind)).toHaveLength(18);
    }
    for (const kind of ['equipment', 'tool', 'tool-foreign', 'general'] as const) {
      expect(required(kind)).not.toContain('airworthinessApproval');
      expect(required(kind)).not.toContain('certificateType');
      expect(required(kind)).not.toContain('condition');
      expect(required(kind)).not.toContain('interchangeability');
      expect(required(kind)).toContain('unitPrice');
      expect(required(kind)).toContain('incoterms');
    }
    expect(required('equipment')).toContain('claimMonths');
    expect(required('tool')).not.toContain('claimMonths');
    expect(required('general')).not.toContain('brand');
  });

  it('a complete line of a tool inquiry needs no airworthiness facts', () => {
    const tool: QuoteLineInput = { ...complete };
    delete tool.airworthinessApproval;
    delete tool.certificateType;
    delete tool.condition;
    delete tool.interchangeability;
    expect(messages(tool, { ...foreign, kind: 'tool' })).toEqual({});
    expect(messages(tool, { ...foreign, kind: 'purchase' })).toHaveProperty('condition');
  });

  it('the editor shows what the kind has and marks what it requires', () => {
    const tool = { domestic: false, kind: 'tool' as const };
    expect(quoteFieldApplies('airworthinessApproval', {}, tool)).toBe(false);
    expect(quoteFieldApplies('brand', {}, tool)).toBe(true);
    expect(quoteFieldRequired('brand', tool)).toBe(true);
    expect(quoteFieldRequired('claimMonths', tool)).toBe(false);
    expect(quoteFieldRequired('incoterms', { domestic: true, kind: 'tool' })).toBe(false);
    for (const kind of INQUIRY_KINDS) expect(QUOTE_FIELDS_BY_KIND[kind]).toBeDefined();
  });
});
