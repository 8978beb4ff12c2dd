import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  AUDIT_STATES,
  SUPPLIER_PERMISSIONS as P,
  allowedAuditActions,
  auditTransition,
  isQualified,
  type AuditAction,
  type AuditState,
} from './audit-state.ts';

/**
 * The happy path of docs/product-rules.md#states-and-moves, in the order the browser test walks it.
 */
const HAPPY: [AuditAction, AuditState][] = [
  ['submitProfile', 'pendingBusinessReview'],
  ['submitOA', 'oaUnderReview'],
  ['oaApprove', 'oaApproved'],
  ['submitQAUDIT', 'qauditUnderReview'],
  ['qauditPass', 'qauditPassed'],
  ['sync', 'qauditPassed'],
  ['erpSynced', 'syncedToErp'],
];

describe('the supplier audit', () => {
  it('walks from registration to synchronized, qualified only at the end', () => {
    let state: AuditState = 'toBeEvaluated';
    for (const [action, next] of HAPPY) {
      expect(isQualified(state)).toBe(false);
      state = auditTransition(state, action)!;
      expect(state).toBe(next);
    }
    expect(isQualified(state)).toBe(true);
  });

  it('refuses every move not in the table, and nothing leaves a final state', () => {
    for (const state of ['rejected', 'approved', 'syncedToErp'] as const) {
      for (const action of AUDIT_ACTIONS) expect(auditTransition(state, action)).toBeNull();
    }
    expect(auditTransition('toBeEvaluated', 'submitOA')).toBeNull();
    expect(auditTransition('oaUnderReview', 'submitQAUDIT')).toBeNull();
    expect(auditTransition('pendingBusinessReview', 'oaApprove')).toBeNull();
    expect(auditTransition('qauditUnderReview', 'sync')).toBeNull();
  });

  it('lets a failed review be resubmitted, returned or rejected', () => {
    expect(auditTransition('oaFailed', 'submitOA')).toBe('oaUnderReview');
    expect(auditTransition('qauditFailed', 'submitQAUDIT')).toBe('qauditUnderReview');
    expect(auditTransition('qauditFailed', 'return')).toBe('returned');
    expect(auditTransition('returned', 'submitProfile')).toBe('pendingBusinessReview');
    expect(auditTransition('oaFailed', 'reject')).toBe('rejected');
  });

  it('shows each department only its own buttons (docs/product-rules.md)', () => {
    const commercial = new Set<string>([P.review, P.submitOA]);
    const quality = new Set<string>([P.submitQAUDIT]);
    const masterdata = new Set<string>([P.sync]);
    expect(allowedAuditActions('pendingBusinessReview', commercial)).toEqual([
      'return',
      'reject',
      'submitOA',
    ]);
    expect(allowedAuditActions('pendingBusinessReview', quality)).toEqual([]);
    expect(allowedAuditActions('oaApproved', commercial)).toEqual([]);
    expect(allowedAuditActions('oaApproved', quality)).toEqual(['submitQAUDIT']);
    expect(allowedAuditActions('qauditPassed', masterdata)).toEqual(['sync']);
    expect(allowedAuditActions('qauditPassed', commercial)).toEqual([]);
  });

  it('never offers a system or supplier move as a button', () => {
    const everything = new Set<string>(Object.values(P));
    for (const state of AUDIT_STATES) {
      for (const action of allowedAuditActions(state, everything)) {
        expect([
          'submitProfile',
          'oaApprove',
          'oaFail',
          'qauditPass',
          'qauditFail',
          'erpSynced',
        ]).not.toContain(action);
      }
    }
  });
});
