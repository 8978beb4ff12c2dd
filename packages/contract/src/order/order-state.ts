// The contract state machine (docs/product-rules.md#contracts-and-orders). The server refuses any
// move not listed here with 409; the screens show only the buttons of legal moves. Who may make a
// move is part of the table: the supplier answers, the buyer (its staff or its ERP) issues,
// revises, decides on changes and closes.
import type { ContractState, LineAnswer, OrderAckCode } from './constants.ts';
import { ORDER_ACK_CODES } from './constants.ts';

export const CONTRACT_ACTIONS = [
  'answer',
  'confirmAll',
  'acceptChange',
  'refuseChange',
  'revise',
  'close',
] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];
export type ContractSide = 'supplier' | 'buyer';

/** Which side makes each move. */
export const CONTRACT_ACTION_SIDE: Record<ContractAction, ContractSide> = {
  answer: 'supplier',
  confirmAll: 'supplier',
  acceptChange: 'buyer',
  refuseChange: 'buyer',
  revise: 'buyer',
  close: 'buyer',
};

/**
 * From which states each move starts. `answer` and `confirmAll` land where the lines say
 * (orderStateOfLines); the others land on a fixed state.
 */
const FROM: Record<ContractAction, readonly ContractState[]> = {
  answer: ['toConfirm'],
  confirmAll: ['toConfirm'],
  acceptChange: ['changed'],
  // Refused changes go back to the supplier on the buyer's terms, as a new version to answer.
  refuseChange: ['changed'],
  // A change order: a new version from the ERP, answered again, also after a confirmation or a
  // rejection (the buyer re-issues on new terms) and in place of changes still waiting.
  revise: ['toConfirm', 'confirmed', 'changed', 'rejected'],
  close: ['toConfirm', 'confirmed', 'changed', 'rejected'],
};

const TO: Partial<Record<ContractAction, ContractState>> = {
  acceptChange: 'confirmed',
  refuseChange: 'toConfirm',
  revise: 'toConfirm',
  close: 'closed',
};

export function contractActionAllowed(
  state: ContractState,
  action: ContractAction,
  side: ContractSide,
): boolean {
  return CONTRACT_ACTION_SIDE[action] === side && FROM[action].includes(state);
}

/** The moves a side may make on a contract in this state, in the order of CONTRACT_ACTIONS. */
export function allowedContractActions(state: ContractState, side: ContractSide): ContractAction[] {
  return CONTRACT_ACTIONS.filter((a) => contractActionAllowed(state, a, side));
}

/**
 * The order's answer from its lines' answers, once every line is answered: all confirmed is a
 * confirmation; all rejected a rejection; anything else (an amendment, or some lines rejected and
 * others confirmed) changes what was ordered and waits for the buyer. Null while a line is open:
 * the supplier answers the whole order at once, so the buyer never sees half an answer.
 */
export function orderStateOfLines(
  answers: readonly LineAnswer[],
): Extract<ContractState, 'confirmed' | 'changed' | 'rejected'> | null {
  if (answers.length === 0 || answers.includes('open')) return null;
  if (answers.every((a) => a === 'confirmed')) return 'confirmed';
  if (answers.every((a) => a === 'rejected')) return 'rejected';
  return 'changed';
}

/** The state after a move, or null when the move is not allowed (wrong state or wrong side). */
export function contractTransition(
  state: ContractState,
  action: ContractAction,
  side: ContractSide,
  lineAnswers: readonly LineAnswer[] = [],
): ContractState | null {
  if (!contractActionAllowed(state, action, side)) return null;
  if (action === 'confirmAll') return 'confirmed';
  if (action === 'answer') return orderStateOfLines(lineAnswers);
  return TO[action] ?? null;
}

/** The X12 855 acknowledgement the ERP hears for the supplier's answer. */
export function orderAckCode(state: 'confirmed' | 'changed' | 'rejected'): OrderAckCode {
  return ORDER_ACK_CODES[state];
}

/** A confirmed or closed contract is read-only for the supplier: nothing to answer. */
export function contractReadOnly(state: ContractState): boolean {
  return allowedContractActions(state, 'supplier').length === 0;
}
