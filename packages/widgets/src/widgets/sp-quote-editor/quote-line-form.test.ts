// The editor's line between typed text and the contract's QuoteLineInput, and the server's paths.
import { describe, expect, it } from 'vitest';
import { fixtureItems } from '../../testing';
import {
  fromLineInput,
  mergeLine,
  prefilled,
  setFee,
  setValue,
  toLineInput,
  type LineForm,
} from './quote-line-form';
import { serverErrorsByItem } from './quote-line-issues';
import { lineErrors } from './quote-line-rules';

const [item] = fixtureItems(1);
const base = prefilled(item!);
const foreign = { domestic: false };

describe('quote line form', () => {
  it('turns typed text into the contract line: numbers, dropped blanks, fees by slot', () => {
    let line: LineForm = setValue(base, 'unitPrice', '1,250.5');
    line = setValue(line, 'certificateType', '3');
    line = setValue(line, 'brand', '  ');
    line = setFee(line, 2, 'amount', '40');
    line = setFee(line, 4, 'amount', '12');
    line = setFee(line, 4, 'currency', 'EUR');
    line = setValue(line, 'currency', 'USD');
    expect(toLineInput(line, foreign)).toEqual({
      itemId: 'item-1',
      quoted: true,
      quotePartNumber: '065-50000-4101',
      mpn: '065-50000-4101',
      manufacturerCode: '99193',
      quotedQuantity: 4,
      unit: 'EA',
      unitPrice: 1250.5,
      currency: 'USD',
      certificateType: 3,
      fees: [
        { slot: 2, amount: 40, currency: 'USD' },
        { slot: 4, amount: 12, currency: 'EUR' },
      ],
    });
  });

  it('leaves out what does not apply: trade terms (domestic), VAT (not CNY), a line not quoted', () => {
    let line = setValue(base, 'incoterms', 'FCA');
    line = setValue(line, 'currency', 'CNY');
    line = setValue(line, 'taxRate', '13');
    expect(toLineInput(line, { domestic: true })).toMatchObject({ taxRate: 13 });
    expect(toLineInput(line, { domestic: true })).not.toHaveProperty('incoterms');
    // Changing the currency away from RMB drops the VAT rate with it.
    expect(setValue(line, 'currency', 'USD').values.taxRate).toBeUndefined();
    expect(toLineInput({ ...line, quoted: false }, foreign)).toEqual({
      itemId: 'item-1',
      quoted: false,
    });
  });

  it('round-trips a stored line and lays a spreadsheet line over it', () => {
    const stored = toLineInput(setValue(base, 'brand', 'Honeywell'), foreign);
    expect(toLineInput(fromLineInput(stored), foreign)).toEqual(stored);
    const merged = mergeLine(fromLineInput(stored), {
      itemId: 'item-1',
      quoted: true,
      unitPrice: 980,
    });
    expect(merged.values).toMatchObject({ brand: 'Honeywell', unitPrice: '980' });
  });

  it('checks with the contract rules and keys fee errors by slot', () => {
    const line = setFee(setValue(setValue(base, 'moq', '2'), 'currency', 'USD'), 3, 'amount', 'x');
    expect(lineErrors(line, { domestic: false, submit: false })).toEqual({
      moq: 'quote.moq',
      'fees.3.amount': 'quote.amountRange',
    });
    // Cached per line object: the same object answers the same result object.
    expect(lineErrors(line, { domestic: false, submit: false })).toBe(
      lineErrors(line, { domestic: false, submit: false }),
    );
  });

  it("maps the server's `lines.<i>.<path>` to item ids, fees to their slots", () => {
    const withFee = setFee(base, 5, 'amount', '-1');
    const errors = serverErrorsByItem(
      { 'lines.0.fees.0.amount': 'Bad fee', 'lines.0.unitPrice': 'Bad price', remarks: 'Too long' },
      [withFee],
    );
    expect(errors).toEqual({
      'item-1': { 'fees.5.amount': 'Bad fee', unitPrice: 'Bad price' },
      '': { remarks: 'Too long' },
    });
  });
});
