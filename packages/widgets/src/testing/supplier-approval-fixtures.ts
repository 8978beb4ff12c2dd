// The supplier audit for the approval stories and tests: suppliers at each step of the flow, and
// stateful audit steps and freezes that refuse as the server does (a stale version, a move the
// state machine forbids, a missing reason) and otherwise move the supplier and record the step.
import {
  AUDIT_MOVES,
  BUYER_AUDIT_ACTIONS,
  auditTabStates,
  auditTransition,
  formatMessage,
  isQualified,
  supplierApi,
  toLanguage,
  type AuditDetail,
  type AuditTab,
  type AuditView,
  type FreezeKind,
} from '@portal/contract';
import { failure, ok } from './fixtures';
import type { MockApi, RecordedRequest, Reply } from './mock-api';
import { matches, page } from './resource-fixtures';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

export function auditSuppliers(now = Date.now()): AuditDetail[] {
  const supplier = (
    n: number,
    name: string,
    state: AuditDetail['state'],
    extra: Partial<AuditDetail> = {},
  ): AuditDetail => ({
    id: `sup-${n}`,
    code: `S20000${n}`,
    name,
    nameEn: name,
    kind: 'aviation',
    country: 'CN',
    taxId: `91320000MA1TG0000${n}`,
    state,
    commercialFrozen: false,
    qualityFrozen: false,
    waitingFor: null,
    registeredAt: iso(now - (100 - n) * HOUR),
    updatedAt: iso(now - n * HOUR),
    version: 3,
    email: `sales${n}@example.com`,
    timeZone: 'Asia/Shanghai',
    taxCategory: 'uscc',
    freezeReason: '',
    actions: [],
    canFreeze: [],
    canUnfreeze: [],
    history: [
      {
        at: iso(now - (100 - n) * HOUR),
        action: 'register',
        from: null,
        to: 'toBeEvaluated',
        by: `admin${n}`,
        remarks: '',
      },
    ],
    ...extra,
  });
  return [
    supplier(1, '天工航材有限公司', 'pendingBusinessReview'),
    supplier(2, '东海航空附件有限公司', 'oaUnderReview', { waitingFor: 'oa' }),
    supplier(3, 'Pacific Avionics Ltd.', 'oaApproved', { country: 'HK', taxCategory: 'other' }),
    supplier(4, '北方航电维修有限公司', 'qauditPassed'),
    supplier(5, '南方机轮刹车有限公司', 'syncedToErp'),
    supplier(6, 'Lumen Cabin Lighting GmbH', 'oaFailed', { country: 'DE', taxCategory: 'vat' }),
  ];
}

/** The permissions of the signed-in fixture user decide the buttons, as the server does. */
function withButtons(s: AuditDetail, permissions: ReadonlySet<string>): AuditDetail {
  const actions = BUYER_AUDIT_ACTIONS.filter(
    (a) => AUDIT_MOVES[a].from.includes(s.state) && permissions.has(AUDIT_MOVES[a].by),
  ).filter((a) => !(a === 'sync' && s.waitingFor === 'erp'));
  const frozen = { commercial: s.commercialFrozen, quality: s.qualityFrozen };
  const may = (k: FreezeKind) =>
    permissions.has(k === 'commercial' ? 'supplier:freeze:commercial' : 'supplier:freeze:quality');
  const kinds: FreezeKind[] = ['commercial', 'quality'];
  return {
    ...s,
    actions,
    canFreeze: kinds.filter((k) => isQualified(s.state) && !frozen[k] && may(k)),
    canUnfreeze: kinds.filter((k) => frozen[k] && may(k)),
  };
}

const WAITS: Record<string, AuditDetail['waitingFor']> = {
  submitOA: 'oa',
  submitQAUDIT: 'qaudit',
  sync: 'erp',
};

export function supplierApprovalHandlers(
  api: MockApi,
  suppliers: AuditDetail[],
  permissions: ReadonlySet<string>,
): AuditDetail[] {
  const say = (req: RecordedRequest, key: Parameters<typeof formatMessage>[1]) =>
    formatMessage(toLanguage(req.headers['accept-language']), key);
  const find = (id: unknown) => suppliers.find((s) => s.id === id);
  const step = (req: RecordedRequest, change: (s: AuditDetail) => AuditDetail | Reply): Reply => {
    const body = req.body as { id: string; version: number };
    const s = find(body.id);
    if (!s) return [404, failure(404, say(req, 'audit.notFound'))];
    if (s.version !== Number(body.version)) return [409, failure(409, say(req, 'audit.stale'))];
    const next = change(s);
    if (Array.isArray(next)) return next;
    Object.assign(s, next, { version: s.version + 1 });
    return [200, ok(withButtons(s, permissions))];
  };
  api.on(supplierApi.listAudit, (req): Reply => {
    const p = req.params;
    const states = auditTabStates(
      (p.view ?? 'commercial') as AuditView,
      (p.tab ?? 'all') as AuditTab,
    );
    const found = suppliers.filter(
      (s) =>
        (!states || states.includes(s.state)) &&
        (!p.state || s.state === p.state) &&
        matches(p.q, s.name, s.code, s.taxId ?? ''),
    );
    return [200, page(found, req)];
  });
  api.on(supplierApi.getAudit, (req): Reply => {
    const s = find(req.params.id);
    return s ? [200, ok(withButtons(s, permissions))] : [404, failure(404, 'Not found')];
  });
  api.on(supplierApi.auditAction, (req) =>
    step(req, (s) => {
      const { action, remarks = '' } = req.body as { action: string; remarks?: string };
      const a = action as (typeof BUYER_AUDIT_ACTIONS)[number];
      if (!permissions.has(AUDIT_MOVES[a].by))
        return [403, failure(403, say(req, 'auth.forbidden'))];
      const next = auditTransition(s.state, a);
      if (!next) return [409, failure(409, say(req, 'audit.illegal'))];
      return {
        ...s,
        state: next,
        waitingFor: WAITS[a] ?? null,
        history: [
          ...s.history,
          { at: iso(Date.now()), action: a, from: s.state, to: next, by: '李娜', remarks },
        ],
      };
    }),
  );
  const freeze = (on: boolean) => (req: RecordedRequest) =>
    step(req, (s) => {
      const { kind, reason } = req.body as { kind: FreezeKind; reason: string };
      if (!reason?.trim()) return [400, failure(400, say(req, 'audit.reasonRequired'))];
      const key = kind === 'commercial' ? 'commercialFrozen' : 'qualityFrozen';
      return { ...s, [key]: on, freezeReason: on ? reason : '' };
    });
  api.on(supplierApi.freeze, freeze(true));
  api.on(supplierApi.unfreeze, freeze(false));
  return suppliers;
}
