// Repair quotes (issue 14, /sup/supRepair/index): what a repair shop quotes for a unit the buyer
// sends in (SPEC section 3 "Repair quote"; research wave2 §2). A repair inquiry is an inquiry of
// kind `repair` whose items carry the unit's repair data; its quote lines are repair quote lines
// (this folder), not part quote lines. docs/decisions/2026-11-27-repair-quotes.md says why.

/**
 * The money a repair quote line may state, in the line's currency. `fixedPrice` is a flat-rate
 * repair (whatever the teardown finds); without it the repair is time and material:
 * `repairFee` + `renovationLabour` + `paintingCost`, capped by `capFee` (not-to-exceed) when given.
 * `testFee` (evaluation, bench test) is charged in every case; `exchangeFee` is the price of an
 * exchange unit instead of repairing this one (an alternative, not part of the estimate).
 */
export const REPAIR_QUOTE_FEES = [
  'testFee',
  'repairFee',
  'renovationLabour',
  'fixedPrice',
  'capFee',
  'exchangeFee',
  'paintingCost',
] as const;
export type RepairQuoteFee = (typeof REPAIR_QUOTE_FEES)[number];

/**
 * Outcomes of the shop's evaluation (research wave2 §2): repairable; beyond economical repair
 * (BER: repair would cost more than the unit is worth); no fault found (NFF: the unit passes the
 * test); scrap. The quote states the fee that applies to each outcome but repairable, whose price is
 * the repair itself.
 */
export const REPAIR_OUTCOMES = [
  'repairable',
  'beyondEconomicalRepair',
  'noFaultFound',
  'scrap',
] as const;
export type RepairOutcome = (typeof REPAIR_OUTCOMES)[number];
/** Outcomes with a fee of their own on the quote line. */
export const REPAIR_OUTCOME_FEES = ['beyondEconomicalRepair', 'noFaultFound', 'scrap'] as const;
export type RepairOutcomeFee = (typeof REPAIR_OUTCOME_FEES)[number];

/** Who pays the transport: the shop's price covers one way (to the shop) or the round trip. */
export const REPAIR_SHIPPING = ['oneWay', 'roundTrip'] as const;
export type RepairShipping = (typeof REPAIR_SHIPPING)[number];

export const REPAIR_QUOTE_LIMITS = {
  /** Handling rate: percent of the repair charged for handling (0 to 100, two decimals). */
  handlingRateMax: 100,
  /** Warranty by stock life, in months. */
  warrantyMonthsMax: 120,
  warrantyFlightHoursMax: 100_000,
  warrantyCyclesMax: 100_000,
  claimMonthsMax: 240,
  turnaroundDaysMax: 730,
  remarksMax: 500,
} as const;
