// The quote state machine (docs/product-rules.md#quote-states-and-moves). The server
// refuses any move not listed here with 409; the editor shows only the buttons of legal moves.
// `expired` is never stored: a quote that was not submitted or declined when the bid ended *is*
// expired, so it cannot disagree with the clock.

export const QUOTE_STATES = ['notQuoted', 'hold', 'submitted', 'noBid', 'expired'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];
/** States written to the database. */
export type StoredQuoteState = Exclude<QuoteState, 'expired'>;

export const QUOTE_ACTIONS = ['hold', 'submit', 'noBid'] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

const MOVES: Record<StoredQuoteState, Partial<Record<QuoteAction, StoredQuoteState>>> = {
  notQuoted: { hold: 'hold', submit: 'submitted', noBid: 'noBid' },
  hold: { hold: 'hold', submit: 'submitted', noBid: 'noBid' },
  // A submitted quote can be edited and submitted again until the bid end, never taken back to a draft.
  submitted: { submit: 'submitted' },
  // A supplier who declined may change its mind and quote while the bid is open.
  noBid: { hold: 'hold', submit: 'submitted' },
};

/** The state a quote shows at `now`, given what is stored and when the bid ends. */
export function effectiveQuoteState(
  stored: StoredQuoteState,
  bidEnd: Date,
  now: Date = new Date(),
): QuoteState {
  if (now.getTime() >= bidEnd.getTime() && (stored === 'notQuoted' || stored === 'hold'))
    return 'expired';
  return stored;
}

/** The next stored state, or null when the move is illegal (also after the bid end). */
export function quoteTransition(state: QuoteState, action: QuoteAction): StoredQuoteState | null {
  if (state === 'expired') return null;
  return MOVES[state][action] ?? null;
}

export function allowedQuoteActions(state: QuoteState, bidOpen: boolean): QuoteAction[] {
  if (!bidOpen) return [];
  return QUOTE_ACTIONS.filter((a) => quoteTransition(state, a) !== null);
}

/** Which supplier list tab a quote belongs in. */
export function inquiryTabOf(state: QuoteState): 'pending' | 'processed' | 'expired' {
  if (state === 'expired') return 'expired';
  return state === 'submitted' || state === 'noBid' ? 'processed' : 'pending';
}

// Bargaining rounds: the buyer opens one on a quote line; the supplier accepts the target price,
// answers with its own price (both "submitted") or declines. Nothing moves after the deadline.
export const BARGAINING_STATES = ['pending', 'submitted', 'declined'] as const;
export type BargainingState = (typeof BARGAINING_STATES)[number];
export const BARGAINING_ACTIONS = ['accept', 'answer', 'decline'] as const;
export type BargainingAction = (typeof BARGAINING_ACTIONS)[number];

export function bargainingTransition(
  state: BargainingState,
  action: BargainingAction,
): BargainingState | null {
  if (state !== 'pending') return null;
  return action === 'decline' ? 'declined' : 'submitted';
}
