import { describe, expect, it } from 'vitest';
import {
  bargainingAnswerFormSchema,
  bargainingDeclineFormSchema,
  bargainingRoundFormSchema,
} from './bargaining-round.ts';

const NOW = Date.parse('2026-11-23T08:00:00Z');
const schema = bargainingRoundFormSchema(() => NOW);
const messagesOf = (value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the bargaining round a buyer opens', () => {
  it('takes a target price, a deadline after now and optional remarks', () => {
    const r = schema.safeParse({ targetPrice: 17_800.5, deadline: '2026-11-24T08:00:00Z' });
    expect(r.success && r.data).toEqual({
      targetPrice: 17_800.5,
      deadline: '2026-11-24T08:00:00Z',
      remarks: '',
    });
  });

  it('asks for what is missing with its own messages', () => {
    expect(messagesOf({})).toEqual({
      targetPrice: 'bargaining.targetRequired',
      deadline: 'bargaining.deadlineRequired',
    });
  });

  it('refuses a price that is not positive or has more than 4 decimals', () => {
    const deadline = '2026-11-24T08:00:00Z';
    expect(messagesOf({ targetPrice: 0, deadline })).toEqual({ targetPrice: 'quote.amountRange' });
    expect(messagesOf({ targetPrice: 1.23456, deadline })).toEqual({
      targetPrice: 'quote.amountRange',
    });
  });

  it('refuses a deadline that is not after now', () => {
    expect(messagesOf({ targetPrice: 10, deadline: '2026-11-23T08:00:00Z' })).toEqual({
      deadline: 'bargaining.deadlinePast',
    });
  });
});

describe('the supplier’s answer to a round', () => {
  const issues = (value: unknown) => {
    const r = bargainingAnswerFormSchema.safeParse(value);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('asks for the price, refuses more than 4 decimals, trims the remarks', () => {
    expect(issues({})).toEqual({ price: 'bargaining.priceRequired' });
    expect(issues({ price: 24_000.12345 })).toEqual({ price: 'quote.amountRange' });
    expect(issues({ price: -1 })).toEqual({ price: 'quote.amountRange' });
    const ok = bargainingAnswerFormSchema.safeParse({ price: 24_500, remarks: ' 8130-3 ' });
    expect(ok.success && ok.data).toEqual({ price: 24_500, remarks: '8130-3' });
  });

  it('declines with or without remarks, at most 500 characters', () => {
    expect(bargainingDeclineFormSchema.parse({})).toEqual({ remarks: '' });
    const long = bargainingDeclineFormSchema.safeParse({ remarks: 'x'.repeat(501) });
    expect(long.success).toBe(false);
  });
});
