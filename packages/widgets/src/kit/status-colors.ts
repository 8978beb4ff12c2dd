// Badge colours of the contract's state machines, so every list, detail and editor colours a state
// the same way: green done, amber waiting on the supplier, red over or refused, grey inactive.
import {
  BARGAINING_STATES,
  QUOTE_STATES,
  type BargainingState,
  type QuoteState,
} from '@portal/contract';
import type { StatusColor, StatusField } from './resource/resource-types';

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

/** A resource field holding a quote state, shown as its coloured badge; `label` is an i18n key. */
export const quoteStateField = (label: string): StatusField => ({
  kind: 'status',
  label,
  enum: 'quoteState',
  options: QUOTE_STATES,
  colors: QUOTE_STATE_COLORS,
});

/** A resource field holding a bargaining round's state. */
export const bargainingStateField = (label: string): StatusField => ({
  kind: 'status',
  label,
  enum: 'bargainingState',
  options: BARGAINING_STATES,
  colors: BARGAINING_STATE_COLORS,
});
