// Repair progress (issue 14, /sup/statusUpdate): the SPEC's 17 statuses of a component repair
// order, who sets each, the release certificates a shipment needs, and the limits of the calls.
// The state machine is in repair-state.ts; docs/decisions/2026-11-27-repair-progress-states.md says
// why it is shaped this way.

/**
 * The SPEC's repair statuses (docs/product-rules.md#repair-progress), in the order a repair
 * usually runs through them.
 */
export const REPAIR_STATUSES = [
  'toBeUpdated',
  'justReceived',
  'entryTest',
  'troubleshooting',
  'underRepair',
  'prepareQuotation',
  'quotationToBeApproved',
  'waitingForSpareParts',
  'workStoppedForMaterial',
  'endOfRepair',
  'factoryTest',
  'shipped',
  'consentToPaymentRevocation',
  'rejectionAtFirstInstance',
  'agreeToPay',
  'contractorCompleted',
  'billToBeUpdated',
] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

export const REPAIR_SIDES = ['supplier', 'buyer'] as const;
export type RepairSide = (typeof REPAIR_SIDES)[number];

/**
 * Who may set each status. The repair shop reports what happens to the unit; the buyer decides on
 * money (approves or refuses a quotation or the returned unit, revokes its consent) and hands the
 * finished repair to billing.
 */
export const REPAIR_STATUS_SIDE: Readonly<Record<RepairStatus, RepairSide>> = {
  toBeUpdated: 'supplier',
  justReceived: 'supplier',
  entryTest: 'supplier',
  troubleshooting: 'supplier',
  underRepair: 'supplier',
  prepareQuotation: 'supplier',
  quotationToBeApproved: 'supplier',
  waitingForSpareParts: 'supplier',
  workStoppedForMaterial: 'supplier',
  endOfRepair: 'supplier',
  factoryTest: 'supplier',
  shipped: 'supplier',
  consentToPaymentRevocation: 'buyer',
  rejectionAtFirstInstance: 'buyer',
  agreeToPay: 'buyer',
  contractorCompleted: 'supplier',
  billToBeUpdated: 'buyer',
};

/**
 * Statuses in which the repair waits for the buyer: their days do not count against the quoted
 * turnaround (the shop's clock stops while the customer decides).
 */
export const REPAIR_BUYER_WAIT_STATUSES: readonly RepairStatus[] = [
  'quotationToBeApproved',
  'consentToPaymentRevocation',
  'rejectionAtFirstInstance',
];

/**
 * The release certificates a shipped unit travels with (research wave2 §2): FAA Form 8130-3,
 * EASA Form 1, CAAC AAC-038.
 */
export const REPAIR_CERTIFICATE_KINDS = ['faa8130-3', 'easaForm1', 'caacAac038'] as const;
export type RepairCertificateKind = (typeof REPAIR_CERTIFICATE_KINDS)[number];

/** An added cost: waiting for the buyer, approved (joins the amount), or refused. */
export const REPAIR_COST_STATES = ['pending', 'approved', 'refused'] as const;
export type RepairCostState = (typeof REPAIR_COST_STATES)[number];

/** Remarks of a status update, a cost's description, reason and the buyer's remark. */
export const REPAIR_REMARKS_MAX = 500;
export const REPAIR_COST_TEXT_MAX = 200;
/** Files attached to one status update (teardown or evaluation report, photos, certificate). */
export const REPAIR_ATTACHMENTS_MAX = 10;
/** Added costs on one repair order: a repair with more needs a new quotation, not more extras. */
export const REPAIR_COSTS_MAX = 50;
/** Status updates on one repair order (a unit may come back for rework a few times). */
export const REPAIR_UPDATES_MAX = 200;
/** The quoted turnaround in days: at most two years. */
export const REPAIR_TURNAROUND_MAX_DAYS = 730;
/** Hours or cycles in a component's history. */
export const REPAIR_LIFE_MAX = 9_999_999;
