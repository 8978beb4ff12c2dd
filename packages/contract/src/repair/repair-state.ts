// The repair progress state machine (docs/product-rules.md#repair-progress). The server refuses any
// move not listed here with 409; screens offer only the statuses nextRepairStatuses gives. A status
// belongs to one side (REPAIR_STATUS_SIDE); the buyer's decisions (agree to pay, rejection at first
// instance, revocation) mean different things before the unit is shipped (on the quotation) and
// after (on the returned unit), so a repair carries a phase besides its status.
import {
  REPAIR_BUYER_WAIT_STATUSES,
  REPAIR_STATUS_SIDE,
  type RepairSide,
  type RepairStatus,
} from './constants.ts';

/** `workshop`: the unit is at the shop; `returned`: it was shipped back to the buyer. */
export type RepairPhase = 'workshop' | 'returned';

type Table = Partial<Record<RepairStatus, readonly RepairStatus[]>>;

/** Moves while the unit is at the shop. */
const WORKSHOP: Table = {
  toBeUpdated: ['justReceived'],
  justReceived: ['entryTest', 'troubleshooting'],
  // Within the contract's price the shop may go straight to repair; otherwise it quotes.
  entryTest: ['troubleshooting', 'prepareQuotation', 'underRepair'],
  troubleshooting: ['prepareQuotation', 'underRepair'],
  prepareQuotation: ['quotationToBeApproved'],
  // The buyer approves (agrees to pay) or refuses the quotation.
  quotationToBeApproved: ['agreeToPay', 'rejectionAtFirstInstance'],
  agreeToPay: ['underRepair', 'waitingForSpareParts', 'consentToPaymentRevocation'],
  // A revoked consent waits for the buyer's new decision.
  consentToPaymentRevocation: ['agreeToPay', 'rejectionAtFirstInstance'],
  // A refused quotation: quote again, return the unit unrepaired, or the buyer reconsiders.
  rejectionAtFirstInstance: ['prepareQuotation', 'shipped', 'agreeToPay'],
  // Hidden damage found during repair needs a new quotation.
  underRepair: [
    'waitingForSpareParts',
    'workStoppedForMaterial',
    'endOfRepair',
    'prepareQuotation',
  ],
  waitingForSpareParts: ['underRepair', 'workStoppedForMaterial'],
  workStoppedForMaterial: ['underRepair', 'waitingForSpareParts'],
  endOfRepair: ['factoryTest'],
  // A failed final test sends the unit back to the bench.
  factoryTest: ['shipped', 'underRepair'],
  shipped: ['agreeToPay', 'rejectionAtFirstInstance'],
};

/** Moves once the unit was shipped back. */
const RETURNED: Table = {
  shipped: ['agreeToPay', 'rejectionAtFirstInstance'],
  agreeToPay: ['contractorCompleted', 'consentToPaymentRevocation'],
  consentToPaymentRevocation: ['agreeToPay', 'rejectionAtFirstInstance'],
  // Rejected on receipt: the unit goes back to the shop for rework, or the buyer reconsiders.
  rejectionAtFirstInstance: ['justReceived', 'agreeToPay'],
  contractorCompleted: ['billToBeUpdated'],
  billToBeUpdated: [],
};

export const REPAIR_TRANSITIONS: Readonly<Record<RepairPhase, Table>> = {
  workshop: WORKSHOP,
  returned: RETURNED,
};

/** Every status reachable from `status` in `phase`, whoever sets it. */
export function nextRepairStatuses(
  status: RepairStatus,
  phase: RepairPhase,
  side?: RepairSide,
): RepairStatus[] {
  const next = REPAIR_TRANSITIONS[phase][status] ?? [];
  return side ? next.filter((s) => REPAIR_STATUS_SIDE[s] === side) : [...next];
}

/** Whether `side` may move a repair from `status` to `to` in `phase`. */
export function repairMoveAllowed(
  status: RepairStatus,
  phase: RepairPhase,
  to: RepairStatus,
  side: RepairSide,
): boolean {
  return REPAIR_STATUS_SIDE[to] === side && nextRepairStatuses(status, phase).includes(to);
}

/** The phase after a move: shipping returns the unit; receiving it again puts it back at the shop. */
export function repairPhaseAfter(phase: RepairPhase, to: RepairStatus): RepairPhase {
  if (to === 'shipped') return 'returned';
  if (to === 'justReceived') return 'workshop';
  return phase;
}

/** Nothing moves any more: the repair was handed to billing. */
export function repairFinished(status: RepairStatus, phase: RepairPhase): boolean {
  return nextRepairStatuses(status, phase).length === 0;
}

export interface RepairStage {
  status: RepairStatus;
  /** YYYY-MM-DD the stage started (its update's date). */
  from: string;
  /** YYYY-MM-DD it ended (the next update's date), or null while it lasts. */
  to: string | null;
  days: number;
}

export interface RepairTurnaround {
  stages: RepairStage[];
  /** Calendar days from receipt to shipment (or today while at the shop); null before receipt. */
  totalDays: number | null;
  /** totalDays less the days waiting for the buyer: what counts against the quoted turnaround. */
  turnaroundDays: number | null;
  /** Days in the current status (0 on the day it was set). */
  daysInStage: number;
  overdue: boolean;
}

const DAY_MS = 86_400_000;
/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Days per stage and in total against the quoted turnaround. The clock starts at the first receipt
 * (justReceived) and stops at the last shipment; days in REPAIR_BUYER_WAIT_STATUSES before the
 * shipment are the buyer's and do not count. Overdue: still at the shop (received, not shipped) and
 * either past the quoted turnaround or past the required return date.
 */
export function repairTurnaround(
  updates: readonly { status: RepairStatus; date: string }[],
  today: string,
  quote: { turnaroundDays?: number | null; requiredReturnDate?: string | null } = {},
): RepairTurnaround {
  const stages: RepairStage[] = updates.map((u, i) => {
    const next = updates[i + 1];
    const to = next ? next.date : null;
    return { status: u.status, from: u.date, to, days: daysBetween(u.date, to ?? today) };
  });
  const receivedAt = stages.findIndex((s) => s.status === 'justReceived');
  const current = stages.at(-1);
  const daysInStage = current ? current.days : 0;
  if (receivedAt < 0) {
    return { stages, totalDays: null, turnaroundDays: null, daysInStage, overdue: false };
  }
  const lastReceived = stages.findLastIndex((s) => s.status === 'justReceived');
  const lastShipped = stages.findLastIndex((s) => s.status === 'shipped');
  const atShop = lastReceived > lastShipped;
  const stop = atShop ? stages.length : lastShipped;
  const totalDays = daysBetween(
    stages[receivedAt]!.from,
    atShop ? today : stages[lastShipped]!.from,
  );
  // Not the shop's days: waiting for the buyer's decision, and a unit back at the buyer's between
  // a shipment and its return for rework.
  let phase: RepairPhase = 'workshop';
  let notShops = 0;
  for (const s of stages.slice(receivedAt, stop)) {
    phase = repairPhaseAfter(phase, s.status);
    if (phase === 'returned' || REPAIR_BUYER_WAIT_STATUSES.includes(s.status)) notShops += s.days;
  }
  const turnaroundDays = Math.max(0, totalDays - notShops);
  const quoted = quote.turnaroundDays ?? null;
  const overdue =
    atShop &&
    ((quoted !== null && turnaroundDays > quoted) ||
      (!!quote.requiredReturnDate && today > quote.requiredReturnDate));
  return { stages, totalDays, turnaroundDays, daysInStage, overdue };
}
