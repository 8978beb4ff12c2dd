// The states of a transport inquiry and its order (issue 15): which moves each side may make. The
// server checks them (409 otherwise); the widget shows only the buttons they allow.
import type { TransportInquiryState, TransportOrderState } from './constants.ts';

/** A supplier may quote or requote until the award, and not after the reply deadline. */
export function transportQuoteAllowed(
  state: TransportInquiryState,
  replyDeadline: string,
  today: string,
): boolean {
  return (state === 'open' || state === 'quoted') && today <= replyDeadline;
}

/** The buyer awards an inquiry that has quotes and no award yet. */
export const transportAwardAllowed = (state: TransportInquiryState) => state === 'quoted';

/** The buyer closes an inquiry it will not award. */
export const transportCloseAllowed = (state: TransportInquiryState) =>
  state === 'open' || state === 'quoted';

/** The supplier answers an order once: confirm or decline. */
export const transportOrderAnswerAllowed = (state: TransportOrderState) =>
  state === 'awaiting_confirmation';
