// Shipment forecasts (issue 15; docs/product-rules.md#shipment-forecasts): the goods supplier's
// planned shipments per line of a confirmed contract, and the bounds on what it may enter.

/** The contract kinds that ship goods: a repair returns its unit, a transport moves others' goods. */
export const FORECAST_CONTRACT_KINDS = ['purchase', 'tool', 'aog'] as const;
/** At most this many planned shipments per line (a part now, the rest in a few steps). */
export const FORECAST_ENTRIES_PER_LINE_MAX = 12;
/** A planned date at most this many days after today: a plan further out is not a plan yet. */
export const FORECAST_HORIZON_DAYS = 730;
/** The supplier's reason for a change, which the buyer reads next to the slippage. */
export const FORECAST_REASON_MAX = 200;
/** At most this many recorded changes per contract; past it the plan no longer changes. */
export const FORECAST_CHANGES_MAX = 2000;
/** The buyer's list filters on a contract number or a supplier name of at most this length. */
export const FORECAST_FILTER_TEXT_MAX = 60;
