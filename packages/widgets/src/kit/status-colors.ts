// Badge colours of the contract's state machines, so every list, detail and editor colours a state
// the same way: green done, amber waiting on the supplier, red over or refused, grey inactive.
import type { BargainingState, QuoteState } from '@portal/contract';
import type { StatusColor } from './resource/resource-types';

export const QUOTE_STATE_COLORS: Record<QuoteState, StatusColor> = {
  notQuoted: 'informative',
  hold: 'warning',
  submitted: 'success',
  noBid: 'subtle',
  expired: 'danger',
};

export const BARGAINING_STATE_COLORS: Record<BargainingState, StatusColor> = {
  pending: 'warning',
  submitted: 'success',
  declined: 'subtle',
};
