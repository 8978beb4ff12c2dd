// Badge colours of the contract's state machines, so every list, detail and editor colours a state
// the same way: green done, amber waiting on the supplier, red over or refused, grey inactive.
import {
  AUDIT_STATES,
  BARGAINING_STATES,
  QUOTE_STATES,
  type AuditState,
  type BargainingState,
  type QuoteState,
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
