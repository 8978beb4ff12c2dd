// The supplier audit (docs/product-rules.md#the-supplier-audit) as one explicit state machine:
// which action moves which state where, and who may take it. The server refuses any other move
// (409) and any actor without the action's permission (403); the approval pages show only the
// buttons of legal moves. The transitions are in docs/product-rules.md#states-and-moves.

/** Permission codes of the supplier lifecycle (held by roles in the seed). */
export const SUPPLIER_PERMISSIONS = {
  invite: 'supplier:invite',
  /** The business first-review department: return, reject, submit to OA. */
  review: 'supplier:approval:review',
  submitOA: 'supplier:approval:submitOA',
  /** The quality department: assess and submit to QAUDIT. */
  submitQAUDIT: 'supplier:approval:submitQAUDIT',
  /** The master-data department: synchronize to the ERP. */
  sync: 'supplier:approval:sync',
  freezeCommercial: 'supplier:freeze:commercial',
  freezeQuality: 'supplier:freeze:quality',
  lists: 'supplier:lists',
  /** Changing the lists (blacklist, mutual recognition, CAGE codes, tiers): the administrator. */
  listsManage: 'supplier:lists:manage',
  /** Bulk import of suppliers from the spreadsheet template (`/sys/supplier/import`). */
  import: 'supplier:import',
  apiLog: 'system:apiLog',
} as const;
export type SupplierPermission = (typeof SUPPLIER_PERMISSIONS)[keyof typeof SUPPLIER_PERMISSIONS];

export const AUDIT_STATES = [
  'toBeEvaluated',
  'pendingBusinessReview',
  'rejected',
  'approved',
  'oaUnderReview',
  'oaFailed',
  'oaApproved',
  'qauditUnderReview',
  'qauditFailed',
  'qauditPassed',
  'syncedToErp',
  'returned',
] as const;
export type AuditState = (typeof AUDIT_STATES)[number];

/**
 * `approved`: admitted outside the flow (mutual recognition, bulk import, the demo's suppliers);
 * `syncedToErp`: through the whole flow. Both are qualified: they may quote and be invited.
 */
export const QUALIFIED_STATES: readonly AuditState[] = ['approved', 'syncedToErp'];

export const AUDIT_ACTIONS = [
  'submitProfile',
  'return',
  'reject',
  'submitOA',
  'oaApprove',
  'oaFail',
  'submitQAUDIT',
  'qauditPass',
  'qauditFail',
  'sync',
  'erpSynced',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who takes an action: the supplier itself, an outside system's answer, or a permission holder. */
export type AuditActor = 'supplier' | 'system' | SupplierPermission;

interface Move {
  from: readonly AuditState[];
  /** `null`: the state stays (sync waits for the ERP's answer in the outbox). */
  to: AuditState | null;
  by: AuditActor;
}

export const AUDIT_MOVES: Readonly<Record<AuditAction, Move>> = {
  submitProfile: {
    from: ['toBeEvaluated', 'returned'],
    to: 'pendingBusinessReview',
    by: 'supplier',
  },
  return: {
    from: ['pendingBusinessReview', 'oaFailed', 'qauditFailed'],
    to: 'returned',
    by: SUPPLIER_PERMISSIONS.review,
  },
  reject: {
    from: ['pendingBusinessReview', 'oaFailed', 'qauditFailed'],
    to: 'rejected',
    by: SUPPLIER_PERMISSIONS.review,
  },
  submitOA: {
    from: ['pendingBusinessReview', 'oaFailed'],
    to: 'oaUnderReview',
    by: SUPPLIER_PERMISSIONS.submitOA,
  },
  oaApprove: { from: ['oaUnderReview'], to: 'oaApproved', by: 'system' },
  oaFail: { from: ['oaUnderReview'], to: 'oaFailed', by: 'system' },
  submitQAUDIT: {
    from: ['oaApproved', 'qauditFailed'],
    to: 'qauditUnderReview',
    by: SUPPLIER_PERMISSIONS.submitQAUDIT,
  },
  qauditPass: { from: ['qauditUnderReview'], to: 'qauditPassed', by: 'system' },
  qauditFail: { from: ['qauditUnderReview'], to: 'qauditFailed', by: 'system' },
  sync: { from: ['qauditPassed'], to: null, by: SUPPLIER_PERMISSIONS.sync },
  erpSynced: { from: ['qauditPassed'], to: 'syncedToErp', by: 'system' },
};

/** The state after `action`, the same state for a move that waits, or null when it is illegal. */
export function auditTransition(state: AuditState, action: AuditAction): AuditState | null {
  const move = AUDIT_MOVES[action];
  if (!move.from.includes(state)) return null;
  return move.to ?? state;
}

/** The actions a buyer holding `permissions` may take on a supplier in `state` (its buttons). */
export function allowedAuditActions(
  state: AuditState,
  permissions: ReadonlySet<string>,
): AuditAction[] {
  return AUDIT_ACTIONS.filter((action) => {
    const { from, by } = AUDIT_MOVES[action];
    return from.includes(state) && by !== 'supplier' && by !== 'system' && permissions.has(by);
  });
}

export function isQualified(state: AuditState): boolean {
  return QUALIFIED_STATES.includes(state);
}

/** Whether the supplier may edit its profile: before review, and after the buyer returns it. */
export function profileEditable(state: AuditState): boolean {
  return state === 'toBeEvaluated' || state === 'returned';
}

/** The approval pages' lists (`/hna/commercialApproval`, `/hna/qualityApproval`, …). */
export const AUDIT_VIEWS = ['commercial', 'quality', 'transport', 'qualified'] as const;
export type AuditView = (typeof AUDIT_VIEWS)[number];

/**
 * The freeze and unfreeze pages' lists of qualified suppliers: which suppliers (transport ones or
 * the others), which department's freeze, and whether the page lists the suppliers it may freeze
 * (not frozen by that department) or unfreeze (frozen by it)
 * (docs/decisions/2026-11-26-freeze-page-lists.md).
 */
export const FREEZE_PAGES = [
  'commercialFreeze',
  'commercialUnfreeze',
  'qualityFreeze',
  'qualityUnfreeze',
  'transportFreeze',
  'transportUnfreeze',
] as const;
export type FreezePage = (typeof FREEZE_PAGES)[number];

export interface FreezePageFilter {
  transport: boolean;
  kind: 'commercial' | 'quality';
  frozen: boolean;
}

const FREEZE_PAGE_FILTERS: Record<FreezePage, FreezePageFilter> = {
  commercialFreeze: { transport: false, kind: 'commercial', frozen: false },
  commercialUnfreeze: { transport: false, kind: 'commercial', frozen: true },
  qualityFreeze: { transport: false, kind: 'quality', frozen: false },
  qualityUnfreeze: { transport: false, kind: 'quality', frozen: true },
  // Transport suppliers are the commercial department's (its pdCommercialApproval pages).
  transportFreeze: { transport: true, kind: 'commercial', frozen: false },
  transportUnfreeze: { transport: true, kind: 'commercial', frozen: true },
};

export function freezePageFilter(page: FreezePage): FreezePageFilter {
  return FREEZE_PAGE_FILTERS[page];
}

/** Their tabs: what waits for this department, what waits for an outside system, what is done. */
export const AUDIT_TABS = ['all', 'waiting', 'review', 'done'] as const;
export type AuditTab = (typeof AUDIT_TABS)[number];

const COMMERCIAL_TABS: Record<Exclude<AuditTab, 'all'>, readonly AuditState[]> = {
  waiting: ['pendingBusinessReview', 'oaFailed'],
  review: ['oaUnderReview'],
  done: [
    'oaApproved',
    'qauditUnderReview',
    'qauditFailed',
    'qauditPassed',
    'syncedToErp',
    'approved',
    'rejected',
    'returned',
  ],
};

const TAB_STATES: Record<AuditView, Record<Exclude<AuditTab, 'all'>, readonly AuditState[]>> = {
  commercial: COMMERCIAL_TABS,
  transport: COMMERCIAL_TABS,
  quality: {
    waiting: ['oaApproved', 'qauditFailed', 'qauditPassed'],
    review: ['qauditUnderReview'],
    done: ['syncedToErp', 'approved'],
  },
  qualified: { waiting: [], review: [], done: QUALIFIED_STATES },
};

/** The states a view's tab lists; undefined for `all` (the view's whole list). */
export function auditTabStates(view: AuditView, tab: AuditTab): readonly AuditState[] | undefined {
  return tab === 'all' ? undefined : TAB_STATES[view][tab];
}
