// Badge colours of the contract's state machines, so every list, detail and editor colours a state
// the same way: green done, amber waiting on the supplier, red over or refused, grey inactive.
import {
  AUDIT_STATES,
  BARGAINING_STATES,
  QUOTE_STATES,
  REPAIR_COST_STATES,
  REPAIR_STATUSES,
  SHIPMENT_STATES,
  type AuditState,
  type BargainingState,
  type QuoteState,
  type RepairCostState,
  type RepairStatus,
  type ShipmentState,
} from '@portal/contract';
import type { StatusColor, StatusField } from './resource/resource-types';

export const QUOTE_STATE_COLORS: Record<QuoteState, StatusColor> = {
  notQuoted: 'informative',
  hold: 'warning',
  submitted: 'success',
  noBid: 'subtle',
  expired: 'danger',
};

export const BARGAINING_STATE_COLORS: Record<BargainingState, StatusColor> = {
  pending: 'warning',
  submitted: 'success',
  declined: 'subtle',
};

/** A resource field holding a quote state, shown as its coloured badge; `label` is an i18n key. */
export const quoteStateField = (label: string): StatusField => ({
  kind: 'status',
  label,
  enum: 'quoteState',
  options: QUOTE_STATES,
  colors: QUOTE_STATE_COLORS,
});

/** A resource field holding a bargaining round's state. */
export const bargainingStateField = (label: string): StatusField => ({
  kind: 'status',
  label,
  enum: 'bargainingState',
  options: BARGAINING_STATES,
  colors: BARGAINING_STATE_COLORS,
});

/** The supplier audit: amber while someone (a department, OA, QAUDIT) still has to act. */
export const AUDIT_STATE_COLORS: Record<AuditState, StatusColor> = {
  toBeEvaluated: 'informative',
  pendingBusinessReview: 'warning',
  rejected: 'danger',
  approved: 'success',
  oaUnderReview: 'warning',
  oaFailed: 'danger',
  oaApproved: 'brand',
  qauditUnderReview: 'warning',
  qauditFailed: 'danger',
  qauditPassed: 'brand',
  syncedToErp: 'success',
  returned: 'subtle',
};

/** A resource field holding a supplier's audit state. */
export const auditStateField = (label: string): StatusField => ({
  kind: 'status',
  label,
  enum: 'auditState',
  options: AUDIT_STATES,
  colors: AUDIT_STATE_COLORS,
});

/**
 * Repair statuses (docs/product-rules.md#repair-progress): amber where the buyer must decide, red on
 * a refusal or revocation, green once shipped or finished, blue while the shop works.
 */
export const REPAIR_STATUS_COLORS: Record<RepairStatus, StatusColor> = {
  toBeUpdated: 'subtle',
  justReceived: 'informative',
  entryTest: 'informative',
  troubleshooting: 'informative',
  underRepair: 'brand',
  prepareQuotation: 'informative',
  quotationToBeApproved: 'warning',
  waitingForSpareParts: 'warning',
  workStoppedForMaterial: 'severe',
  endOfRepair: 'brand',
  factoryTest: 'brand',
  shipped: 'success',
  consentToPaymentRevocation: 'danger',
  rejectionAtFirstInstance: 'danger',
  agreeToPay: 'success',
  contractorCompleted: 'success',
  billToBeUpdated: 'subtle',
};

export const repairStatusField = (label: string): StatusField => ({
  kind: 'status',
  label,
  enum: 'repairStatus',
  options: REPAIR_STATUSES,
  colors: REPAIR_STATUS_COLORS,
});

export const REPAIR_COST_STATE_COLORS: Record<RepairCostState, StatusColor> = {
  pending: 'warning',
  approved: 'success',
  refused: 'danger',
};

export const repairCostStateField = (label: string): StatusField => ({
  kind: 'status',
  label,
  enum: 'repairCostState',
  options: REPAIR_COST_STATES,
  colors: REPAIR_COST_STATE_COLORS,
});

/** Ship notices: grey announced, blue on the way, green arrived, red held up. */
export const SHIPMENT_STATE_COLORS: Record<ShipmentState, StatusColor> = {
  planned: 'subtle',
  shipped: 'informative',
  inTransit: 'informative',
  delivered: 'success',
  exception: 'danger',
};

export const shipmentStateField = (label: string): StatusField => ({
  kind: 'status',
  label,
  enum: 'shipmentState',
  options: SHIPMENT_STATES,
  colors: SHIPMENT_STATE_COLORS,
});
