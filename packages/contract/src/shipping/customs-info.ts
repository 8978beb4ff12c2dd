// Customs information of a ship notice (issue 15, docs/product-rules.md#customs-information): what
// a goods supplier declares for a shipment to China's customs. Facts from
// /work/shared/research/wave2-domain.md §4 (GACC filling rules): a commodity code has 10 digits,
// a customs declaration number 18 (customs code, year, import/export flag, sequence).

/** China's customs tariff commodity code (HS code extended to 10 digits). */
export const HS_CODE_PATTERN = /^\d{10}$/;
/** The customs declaration number customs gives a declaration. */
export const DECLARATION_NUMBER_PATTERN = /^\d{18}$/;

/**
 * Where the shipment stands at customs (docs/decisions/2026-11-28-customs-info-states.md):
 * toDeclare (entered, not declared yet), declared (has its declaration number), released (customs
 * let it go: final), held (customs keeps it for inspection or documents: may still be released).
 */
export const CUSTOMS_INFO_STATES = ['toDeclare', 'declared', 'released', 'held'] as const;
export type CustomsInfoState = (typeof CUSTOMS_INFO_STATES)[number];

/** Documents per shipment's customs info (invoice, packing list, certificate of origin…). */
export const CUSTOMS_DOCUMENTS_MAX = 10;
/** A declared value above a billion in any currency is a typing error, not a shipment. */
export const DECLARED_VALUE_MAX = 1_000_000_000;

const NEXT: Readonly<Record<CustomsInfoState, readonly CustomsInfoState[]>> = {
  toDeclare: ['toDeclare', 'declared'],
  declared: ['declared', 'released', 'held'],
  held: ['held', 'released'],
  released: [],
};

/**
 * Whether customs info in state `from` (null: none entered yet) may be saved in state `to`. Saving
 * in the same state corrects the fields; released is final.
 */
export function customsInfoMoveAllowed(
  from: CustomsInfoState | null,
  to: CustomsInfoState,
): boolean {
  if (from === null) return to === 'toDeclare' || to === 'declared';
  return NEXT[from].includes(to);
}

/** The states a save may set from `from` (for the form's choices). */
export function nextCustomsInfoStates(from: CustomsInfoState | null): CustomsInfoState[] {
  return CUSTOMS_INFO_STATES.filter((to) => customsInfoMoveAllowed(from, to));
}

/** The declaration number exists only once declared. */
export function declarationNumberRequired(state: CustomsInfoState): boolean {
  return state !== 'toDeclare';
}
