// Domestic waybills of transport suppliers (issue 15; docs/product-rules.md#domestic-waybills): the
// limits, the states and their moves, and the declared-value insurance premium. The waybill form
// shows the premium with `insurancePremium` before saving and the server stores what the same
// function computes, so the supplier sees the amount the buyer reads.

/**
 * created → picked_up → in_transit → delivered. Delivered is reached only by the sign-for (who
 * signed, when, proof). Exceptions are records beside the state, not a state: a delayed waybill
 * still travels and is still delivered.
 */
export const WAYBILL_STATES = ['created', 'picked_up', 'in_transit', 'delivered'] as const;
export type WaybillState = (typeof WAYBILL_STATES)[number];

/** The moves the supplier makes with the move call; delivered needs the sign-for call. */
export const WAYBILL_MOVE_STATES = ['picked_up', 'in_transit'] as const;
export type WaybillMoveState = (typeof WAYBILL_MOVE_STATES)[number];

export const WAYBILL_EXCEPTION_KINDS = ['damage', 'delay', 'loss'] as const;
export type WaybillExceptionKind = (typeof WAYBILL_EXCEPTION_KINDS)[number];

/** Insurance rate in percent of the declared value; above 5 % is not a domestic cargo rate. */
export const WAYBILL_INSURANCE_RATE_MAX = 5;
export const WAYBILL_NUMBER_MAX = 30;
/** The supplier's own waybill number: letters, digits and dashes. */
export const WAYBILL_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;
export const WAYBILL_NAME_MAX = 100;
export const WAYBILL_ADDRESS_MAX = 200;
export const WAYBILL_PHONE_PATTERN = /^[0-9+()\- ]{5,30}$/;
export const WAYBILL_DESCRIPTION_MAX = 500;
export const WAYBILL_PIECES_MAX = 100_000;
export const WAYBILL_WEIGHT_MAX = 1_000_000;
export const WAYBILL_VOLUME_MAX = 10_000;
/** A split consignment has a few waybills; more is a mistake. */
export const WAYBILLS_PER_ORDER_MAX = 20;
export const WAYBILL_EXCEPTIONS_MAX = 20;
export const WAYBILL_PHOTOS_MAX = 6;
export const WAYBILL_FEEDBACK_MAX = 500;

const NEXT: Record<WaybillState, readonly WaybillState[]> = {
  created: ['picked_up'],
  picked_up: ['in_transit'],
  in_transit: ['delivered'],
  delivered: [],
};

/** The states a waybill may move to next (delivered only through the sign-for). */
export const nextWaybillStates = (state: WaybillState): readonly WaybillState[] => NEXT[state];

export const waybillMoveAllowed = (from: WaybillState, to: WaybillState) => NEXT[from].includes(to);

/** Damage, delay or loss happen on the road: after the pickup and before the delivery. */
export const waybillExceptionAllowed = (state: WaybillState) =>
  state === 'picked_up' || state === 'in_transit';

/** The sign-for closes a waybill in transit. */
export const waybillSignAllowed = (state: WaybillState) => state === 'in_transit';

/**
 * declared value × rate % , rounded half up to 0.01. Works in ten-thousandths of the rate and
 * hundredths of the value so that 0.1 + 0.2 style drift cannot move a cent.
 */
export function insurancePremium(declaredValue: number, ratePercent: number): number {
  const cents = Math.round(declaredValue * 100);
  const rateUnits = Math.round(ratePercent * 10_000);
  // cents × rate% = cents × rateUnits / 10_000 / 100
  return Math.round((cents * rateUnits) / 1_000_000) / 100;
}
