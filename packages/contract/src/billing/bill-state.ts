// Who may move a bill where (docs/decisions/2026-11-28-bills.md). The supplier drafts and submits;
// a submitted bill is the buyer's to approve or refuse and cannot be withdrawn (as Ariba's invoices:
// research §5); a refused one is corrected as a new version, the refused version kept as history.
import type { BillState } from './constants.ts';

export type BillSide = 'supplier' | 'buyer';
export type BillAction = 'edit' | 'submit' | 'correct' | 'approve' | 'refuse';

const ACTIONS: Record<BillSide, Record<BillState, readonly BillAction[]>> = {
  supplier: {
    draft: ['edit', 'submit'],
    pendingReview: [],
    approved: [],
    notApproved: ['correct'],
  },
  buyer: {
    draft: [],
    pendingReview: ['approve', 'refuse'],
    approved: [],
    notApproved: [],
  },
};

/** The buttons of `side` on a bill in `state`; a corrected (superseded) version has none. */
export function billActions(state: BillState, side: BillSide, superseded = false): BillAction[] {
  return superseded ? [] : [...ACTIONS[side][state]];
}

export function billActionAllowed(
  state: BillState,
  side: BillSide,
  action: BillAction,
  superseded = false,
): boolean {
  return billActions(state, side, superseded).includes(action);
}
