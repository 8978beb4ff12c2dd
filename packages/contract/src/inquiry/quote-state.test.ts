import { describe, expect, it } from 'vitest';
import {
  allowedQuoteActions,
  bargainingTransition,
  effectiveQuoteState,
  inquiryTabOf,
  quoteTransition,
} from './quote-state.ts';

const bidEnd = new Date('2026-12-01T10:00:00Z');

describe('quote state machine', () => {
  it('lets a draft be saved, submitted or declined', () => {
    expect(quoteTransition('notQuoted', 'hold')).toBe('hold');
    expect(quoteTransition('hold', 'submit')).toBe('submitted');
    expect(quoteTransition('hold', 'noBid')).toBe('noBid');
  });

  it('keeps a submitted quote editable by a new submit but never back to a draft or no bid', () => {
    expect(quoteTransition('submitted', 'submit')).toBe('submitted');
    expect(quoteTransition('submitted', 'hold')).toBeNull();
    expect(quoteTransition('submitted', 'noBid')).toBeNull();
  });

  it('refuses every move once expired', () => {
    for (const action of ['hold', 'submit', 'noBid'] as const) {
      expect(quoteTransition('expired', action)).toBeNull();
    }
  });

  it('derives expired from the clock for drafts only', () => {
    const after = new Date('2026-12-01T10:00:00Z');
    const before = new Date('2026-12-01T09:59:59Z');
    expect(effectiveQuoteState('hold', bidEnd, after)).toBe('expired');
    expect(effectiveQuoteState('notQuoted', bidEnd, after)).toBe('expired');
    expect(effectiveQuoteState('hold', bidEnd, before)).toBe('hold');
    expect(effectiveQuoteState('submitted', bidEnd, after)).toBe('submitted');
    expect(effectiveQuoteState('noBid', bidEnd, after)).toBe('noBid');
  });

  it('offers no action when the bid is closed, and only legal ones while open', () => {
    expect(allowedQuoteActions('hold', false)).toEqual([]);
    expect(allowedQuoteActions('submitted', true)).toEqual(['submit']);
    expect(allowedQuoteActions('noBid', true)).toEqual(['hold', 'submit']);
  });

  it('sorts quotes into the list tabs', () => {
    expect(inquiryTabOf('notQuoted')).toBe('pending');
    expect(inquiryTabOf('hold')).toBe('pending');
    expect(inquiryTabOf('submitted')).toBe('processed');
    expect(inquiryTabOf('noBid')).toBe('processed');
    expect(inquiryTabOf('expired')).toBe('expired');
  });
});

describe('bargaining state machine', () => {
  it('moves a pending round once, and never again', () => {
    expect(bargainingTransition('pending', 'accept')).toBe('submitted');
    expect(bargainingTransition('pending', 'answer')).toBe('submitted');
    expect(bargainingTransition('pending', 'decline')).toBe('declined');
    expect(bargainingTransition('submitted', 'decline')).toBeNull();
    expect(bargainingTransition('declined', 'accept')).toBeNull();
  });
});
