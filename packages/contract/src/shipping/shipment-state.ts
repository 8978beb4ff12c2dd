// Who may move a ship notice where (docs/decisions/2026-11-27-ship-notice-states.md). The supplier
// drives the notice; the buyer may only confirm the delivery it received.
import type { ContractKind, ContractState } from '../order/constants.ts';
import type { ShipmentState } from './constants.ts';

export type ShipmentSide = 'supplier' | 'buyer';

const SUPPLIER_MOVES: Record<ShipmentState, readonly ShipmentState[]> = {
  planned: ['shipped', 'exception'],
  shipped: ['inTransit', 'delivered', 'exception'],
  inTransit: ['delivered', 'exception'],
  // An exception resolved: the goods move on, or arrived after all.
  exception: ['inTransit', 'delivered'],
  delivered: [],
};

const BUYER_MOVES: Record<ShipmentState, readonly ShipmentState[]> = {
  planned: [],
  shipped: ['delivered'],
  inTransit: ['delivered'],
  exception: ['delivered'],
  delivered: [],
};

export function nextShipmentStates(from: ShipmentState, side: ShipmentSide): ShipmentState[] {
  return [...(side === 'supplier' ? SUPPLIER_MOVES : BUYER_MOVES)[from]];
}

export function shipmentMoveAllowed(
  from: ShipmentState,
  to: ShipmentState,
  side: ShipmentSide,
): boolean {
  return nextShipmentStates(from, side).includes(to);
}

/** Only a planned notice may still be edited: once shipped its boxes and waybill are facts. */
export const shipmentEditable = (state: ShipmentState) => state === 'planned';

/** Contracts of goods; a repair ships through repair progress, transport carries no goods. */
export const SHIPMENT_CONTRACT_KINDS: readonly ContractKind[] = ['purchase', 'tool', 'aog'];

/**
 * A ship notice may be written for the contract: the server's rule (409 otherwise) and the
 * contract page's New ship notice button.
 */
export const shipNoticeAllowed = (c: { kind: ContractKind; state: ContractState }) =>
  SHIPMENT_CONTRACT_KINDS.includes(c.kind) && c.state === 'confirmed';
