// Constants of transport inquiries and quotes (issue 15; docs/product-rules.md#transport-quotes).
// Labels are i18n keys `enum.<name>.<value>` in the widgets' transport namespace.

// How the cargo travels (an air quote may price by weight break, SPEC: pdDemandQuoteAir), whether
// it is dangerous, and the volumetric divisor are the ship notice's: shipping/constants.ts.

/** open → quoted (a first quote came) → awarded, or closed by the buyer without an award. */
export const TRANSPORT_INQUIRY_STATES = ['open', 'quoted', 'awarded', 'closed'] as const;
export type TransportInquiryState = (typeof TRANSPORT_INQUIRY_STATES)[number];

/** The order an award creates waits for the supplier's confirmation or its declining. */
export const TRANSPORT_ORDER_STATES = ['awaiting_confirmation', 'confirmed', 'declined'] as const;
export type TransportOrderState = (typeof TRANSPORT_ORDER_STATES)[number];

export const TRANSPORT_PLACE_MAX = 100;
export const TRANSPORT_REMARK_MAX = 500;
/** A ship notice number named at the award (notice numbers are far shorter). */
export const TRANSPORT_NOTICE_NUMBER_MAX = 40;
export const TRANSPORT_SUPPLIERS_MAX = 20;
export const TRANSPORT_SURCHARGES_MAX = 8;
export const TRANSPORT_SURCHARGE_NAME_MAX = 60;
export const TRANSPORT_WEIGHT_BREAKS_MAX = 8;
export const TRANSPORT_PIECES_MAX = 100_000;
export const TRANSPORT_WEIGHT_MAX = 1_000_000;
export const TRANSPORT_VOLUME_MAX = 10_000;
export const TRANSPORT_RATE_MAX = 1_000_000;
export const TRANSPORT_TRANSIT_DAYS_MAX = 365;
