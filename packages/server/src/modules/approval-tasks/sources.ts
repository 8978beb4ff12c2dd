// Where approval tasks come from. Each kind of approval is a source: given the caller's
// permissions it counts and lists, oldest first, the subjects waiting for a step the caller may
// take. Supplier audits are the first; capability reviews and bills add a source each.
import {
  AUDIT_STATES,
  QUALIFIED_STATES,
  SUPPLIER_PERMISSIONS,
  allowedAuditActions,
  type ApprovalTaskKind,
  type ApprovalTaskPage,
  type ApprovalTaskRow,
  type ApprovalTaskStep,
  type AuditAction,
  type AuditState,
} from '@portal/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { companyMatches } from '../../db/like.ts';

export interface TaskQuery {
  permissions: ReadonlySet<string>;
  q?: string | undefined;
  /** The first `limit` tasks in waiting order (the merge of all sources pages after). */
  limit: number;
}

export interface TaskSource {
  kind: ApprovalTaskKind;
  count(query: Omit<TaskQuery, 'limit'>): Promise<number>;
  list(query: TaskQuery): Promise<ApprovalTaskRow[]>;
}

/** The step an action belongs to: whose desk the supplier is on. */
const STEP_OF: Partial<Record<AuditAction, ApprovalTaskStep>> = {
  return: 'businessReview',
  reject: 'businessReview',
  submitOA: 'businessReview',
  submitQAUDIT: 'qualityReview',
  sync: 'erpSync',
};

/** Suppliers (aliased `c`) whose name, English name or code contains `q`; all without one. */
function suppliersMatching(db: Kysely<Database>, q: string | undefined) {
  const query = db.selectFrom('companies as c').where('c.kind', '=', 'supplier');
  if (!q) return query;
  return query.where(companyMatches(q));
}

/** How many subjects a source's query finds. */
async function countOf(query: ReturnType<typeof suppliersMatching>): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The states in which the caller has a button, with the caller's buttons there. */
function actionableStates(permissions: ReadonlySet<string>): Map<AuditState, AuditAction[]> {
  const states = new Map<AuditState, AuditAction[]>();
  for (const state of AUDIT_STATES) {
    const actions = allowedAuditActions(state, permissions);
    if (actions.length) states.set(state, actions);
  }
  return states;
}

/** Supplier audits waiting for the caller's department, not for an outside system's answer. */
export function supplierAuditSource(db: Kysely<Database>): TaskSource {
  const base = (permissions: ReadonlySet<string>, q: string | undefined) => {
    const states = [...actionableStates(permissions).keys()];
    if (!states.length) return null;
    const query = suppliersMatching(db, q)
      .where('c.audit_status', 'in', states)
      // A request in flight (OA, QAUDIT, or a sync waiting for the ERP) is nobody's task yet.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('outbox as o')
              .select('o.id')
              .whereRef('o.subject_id', '=', 'c.id')
              .where('o.system', 'in', ['oa', 'qaudit', 'erp'])
              .where('o.status', 'in', ['pending', 'sent']),
          ),
        ),
      );
    return query;
  };

  return {
    kind: 'supplierAudit',
    async count({ permissions, q }) {
      const query = base(permissions, q);
      return query ? countOf(query) : 0;
    },
    async list({ permissions, q, limit }) {
      const query = base(permissions, q);
      if (!query) return [];
      const actions = actionableStates(permissions);
      // When it reached its state: the latest event that moved it there (a freeze does not count).
      const since = sql<Date>`coalesce((select max(e.created_at) from supplier_events e
        where e.company_id = c.id and e.to_state = c.audit_status), c.updated_at)`;
      const rows = await query
        .select([
          'c.id',
          'c.code',
          'c.name',
          'c.name_en',
          'c.supplier_kind',
          'c.audit_status',
          since.as('since'),
        ])
        .orderBy('since')
        .orderBy('c.id')
        .limit(limit)
        .execute();
      return rows.map((r) => {
        const mine = actions.get(r.audit_status) ?? [];
        const step = STEP_OF[mine[0]!] ?? 'businessReview';
        const kind = r.supplier_kind ?? 'aviation';
        const page: ApprovalTaskPage =
          step !== 'businessReview'
            ? 'qualityAudit'
            : kind === 'transport'
              ? 'transportAudit'
              : 'commercialAudit';
        return {
          id: `supplierAudit:${r.id}`,
          kind: 'supplierAudit',
          subjectId: r.id,
          subject: r.name,
          subjectEn: r.name_en,
          code: r.code,
          supplierKind: kind,
          state: r.audit_status,
          step,
          actions: mine,
          page,
          waitingSince: new Date(r.since).toISOString(),
        };
      });
    },
  };
}

/**
 * Capabilities a qualified supplier submitted, waiting for the quality department's decision: one
 * task per supplier, opening its quality audit page, where the profile's capabilities are decided.
 * A supplier still in its audit has its capabilities decided with the audit, which is a task of
 * its own (docs/decisions/2026-11-26-capability-review-tasks.md).
 */
export function capabilityReviewSource(db: Kysely<Database>): TaskSource {
  const base = (permissions: ReadonlySet<string>, q: string | undefined) => {
    // The permission of the decideCapability call.
    if (!permissions.has(SUPPLIER_PERMISSIONS.submitQAUDIT)) return null;
    const query = suppliersMatching(db, q)
      .where('c.audit_status', 'in', QUALIFIED_STATES)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('supplier_capabilities as k')
            .select('k.id')
            .whereRef('k.company_id', '=', 'c.id')
            .where('k.status', '=', 'underReview'),
        ),
      );
    return query;
  };

  return {
    kind: 'capabilityReview',
    async count({ permissions, q }) {
      const query = base(permissions, q);
      return query ? countOf(query) : 0;
    },
    async list({ permissions, q, limit }) {
      const query = base(permissions, q);
      if (!query) return [];
      // When the supplier last submitted its capabilities (the operation log of the profile's
      // submit), else when the oldest one under review was added.
      const since = sql<Date>`coalesce(
        (select max(l.created_at) from operation_logs l
          where l.item = 'supplier.profile.ability.submit:' || c.id),
        (select min(k.created_at) from supplier_capabilities k
          where k.company_id = c.id and k.status = 'underReview'))`;
      const rows = await query
        .select([
          'c.id',
          'c.code',
          'c.name',
          'c.name_en',
          'c.supplier_kind',
          'c.audit_status',
          since.as('since'),
        ])
        .orderBy('since')
        .orderBy('c.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: `capabilityReview:${r.id}`,
        kind: 'capabilityReview' as const,
        subjectId: r.id,
        subject: r.name,
        subjectEn: r.name_en,
        code: r.code,
        supplierKind: r.supplier_kind ?? 'aviation',
        state: r.audit_status,
        step: 'qualityReview' as const,
        actions: [],
        page: 'qualityAudit' as const,
        waitingSince: new Date(r.since).toISOString(),
      }));
    },
  };
}
