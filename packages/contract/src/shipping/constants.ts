// Ship notices (issue 15, docs/product-rules.md#ship-notices): a goods supplier tells the buyer
// what it ships against a confirmed contract. Vocabularies from the public references collected in
// /work/shared/research/wave2-domain.md §4 (Incoterms 2020, IATA DGR).

// Trade terms are the inquiry's Incoterms 2020 (INCOTERMS in inquiry/constants.ts).

export const TRANSPORT_MODES = ['air', 'land'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** Box dimensions in centimetres (volume in cm³) or metres (volume in m³). */
export const VOLUME_UNITS = ['cm3', 'm3'] as const;
export type VolumeUnit = (typeof VOLUME_UNITS)[number];

export const CARGO_KINDS = ['general', 'dangerous'] as const;
export type CargoKind = (typeof CARGO_KINDS)[number];

/** IATA DGR packing groups: I great, II medium, III minor danger. */
export const PACKING_GROUPS = ['I', 'II', 'III'] as const;
export type PackingGroup = (typeof PACKING_GROUPS)[number];

/**
 * A ship notice's state (docs/decisions/2026-11-27-ship-notice-states.md): planned (announced,
 * still editable), shipped (left the supplier), inTransit (with the carrier), delivered (final),
 * exception (lost, damaged, held at customs: may resume).
 */
export const SHIPMENT_STATES = [
  'planned',
  'shipped',
  'inTransit',
  'delivered',
  'exception',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/**
 * The transport agent when the supplier's origin has no listed agent: the SPEC's "otherwise only
 * Other can be chosen" (docs/decisions/2026-11-27-ship-notice-agent.md).
 */
export const TRANSPORT_AGENT_OTHER = 'Other';

/** Volumetric divisor of IATA air cargo: 6,000 cm³ weigh one chargeable kilogram. */
export const VOLUMETRIC_DIVISOR_CM3 = 6000;

/** Bounds of one ship notice. */
export const SHIPMENT_LINES_MAX = 200;
export const SHIPMENT_BOXES_MAX = 200;
export const SHIPMENT_BOX_ITEMS_MAX = 50;
export const SHIPMENT_TEXT_MAX = 200;
export const SHIPMENT_REMARKS_MAX = 500;
/** Ship notices per contract (partial deliveries in a few steps, and some corrections). */
export const SHIPMENTS_PER_CONTRACT_MAX = 100;
/** Box sides up to 10 m (or 1000 cm); gross weight up to 50 t. */
export const BOX_SIDE_MAX_CM = 1000;
export const BOX_WEIGHT_MAX_KG = 50_000;

/** Pickup and handover (docs/product-rules.md#ship-notices): names, hours and the pieces counted. */
export const PICKUP_NAME_MAX = 100;
export const PICKUP_HOURS_MAX = 100;
export const HANDOVER_PIECES_MAX = 10_000;
/** A phone number as people write it: digits, spaces, dashes, brackets, a leading plus. */
export const PICKUP_PHONE = /^\+?[0-9 ()-]{6,30}$/;
/** States a pickup may be arranged or changed in: the goods are still at the supplier's. */
export const PICKUP_STATES = ['planned', 'shipped'] as const;
/** States a collection may be recorded in: once the goods left and before they arrived. */
export const HANDOVER_STATES = ['planned', 'shipped', 'inTransit'] as const;
