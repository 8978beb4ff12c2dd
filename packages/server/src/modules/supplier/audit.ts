// The supplier audit on the server: the lists of the approval pages, one supplier's audit, the
// departments' actions, the outside systems' answers and the freezes. Every action runs in a
// transaction that locks the company, checks the department's permission (403), the version and
// the state machine of the contract (409), and writes the history; submissions to OA, QAUDIT and
// the ERP leave through the outbox in the same transaction.
import {
  OPERATION_LOG_TYPES,
  AUDIT_MOVES,
  BUYER_AUDIT_ACTIONS,
  FREEZE_KINDS,
  freezePageFilter,
  QUALIFIED_STATES,
  SUPPLIER_PERMISSIONS as P,
  allowedAuditActions,
  auditTabStates,
  auditTransition,
  isQualified,
  type AuditAction,
  type AuditDetail,
  type AuditRow,
  type AuditState,
  type FreezeKind,
  type auditActionInput,
  type auditListInput,
  type freezeInput,
} from '@portal/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database, OutsideSystem } from '../../db/schema.ts';
import { page } from '../../db/paging.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { enqueue, type OutboxAnswers } from '../outbox/index.ts';
import { companyMatches } from '../../db/like.ts';
import { assertSubmittable } from '../supplier-profile/index.ts';
import { recordSupplierEvent } from './events.ts';
import { businessToday } from '../../core/business-time.ts';

/** Which outside system each submission goes to, and the kind its answer comes back under. */
const SUBMISSIONS: Partial<Record<AuditAction, { system: OutsideSystem; kind: string }>> = {
  submitOA: { system: 'oa', kind: 'supplier.submitOA' },
  submitQAUDIT: { system: 'qaudit', kind: 'supplier.submitQAUDIT' },
  sync: { system: 'erp', kind: 'supplier.sync' },
};
const SYSTEM_NAMES: Record<string, string> = { oa: 'OA', qaudit: 'QAUDIT', erp: 'ERP' };
const FREEZE_PERMISSION: Record<FreezeKind, string> = {
  commercial: P.freezeCommercial,
  quality: P.freezeQuality,
};
const QUALITY_VIEW: readonly AuditState[] = [
  'oaApproved',
  'qauditUnderReview',
  'qauditFailed',
  'qauditPassed',
  'syncedToErp',
  'approved',
];

/** A buyer's audit action as other modules see it, inside its transaction, before the move. */
export interface AuditActionContext {
  action: (typeof BUYER_AUDIT_ACTIONS)[number];
  company: { id: string; code: string; name: string; audit_status: AuditState };
  remarks: string;
  who: { userId: string | null; name: string };
  /** Where the caller reached us (links in e-mails). */
  origin: string;
}
/** Refuses the action (throws an ApiError) or adds to its transaction (an e-mail, a record). */
export type AuditHook = (trx: Transaction<Database>, ctx: AuditActionContext) => Promise<void>;

export class AuditService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: AppConfig,
    private readonly log: OperationLog,
    private readonly hooks: readonly AuditHook[] = [],
  ) {}

  /** What an answer of OA, QAUDIT or the ERP does to the supplier it is about. */
  registerAnswers(answers: OutboxAnswers): void {
    const on = (kind: string, yes: AuditAction, no: AuditAction | null, system: string) =>
      answers.on(kind, async (trx, message, answer) => {
        if (!message.subjectId) return;
        const action = answer.approved ? yes : no;
        await this.#applySystem(trx, message.subjectId, action, system, answer.remarks);
      });
    on('supplier.submitOA', 'oaApprove', 'oaFail', 'OA');
    on('supplier.submitQAUDIT', 'qauditPass', 'qauditFail', 'QAUDIT');
    // A refused sync leaves the supplier passed; master data may sync again.
    on('supplier.sync', 'erpSynced', null, 'ERP');
  }

  async list(input: z.output<typeof auditListInput>) {
    let q = this.#select(this.db);
    const freezePage = input.freezePage ? freezePageFilter(input.freezePage) : null;
    if (freezePage) {
      // A freeze page lists qualified suppliers of its kind, frozen by its department or not.
      const column = freezePage.kind === 'commercial' ? 'c.commercial_frozen' : 'c.quality_frozen';
      q = q
        .where('c.audit_status', 'in', QUALIFIED_STATES)
        .where(column, '=', freezePage.frozen)
        .where('c.supplier_kind', freezePage.transport ? '=' : '<>', 'transport');
    } else if (input.view === 'transport') q = q.where('c.supplier_kind', '=', 'transport');
    else q = q.where('c.supplier_kind', '<>', 'transport');
    if (input.view === 'quality') q = q.where('c.audit_status', 'in', QUALITY_VIEW);
    if (input.view === 'qualified') q = q.where('c.audit_status', 'in', QUALIFIED_STATES);
    const tabStates = auditTabStates(input.view, input.tab);
    if (tabStates) {
      q = tabStates.length
        ? q.where('c.audit_status', 'in', tabStates)
        : q.where(sql<boolean>`false`);
    }
    if (input.state) q = q.where('c.audit_status', '=', input.state);
    if (input.q) q = q.where(companyMatches(input.q, { taxId: true }));
    return page(
      q,
      input,
      (q) => q.orderBy('c.updated_at', 'desc').orderBy('c.id'),
      (r) => this.#row(r),
    );
  }

  async detail(actor: Actor, id: string): Promise<AuditDetail> {
    const row = await this.#select(this.db)
      .select(['c.email', 'c.time_zone', 'c.tax_category', 'c.freeze_reason'])
      .where('c.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'audit.notFound');
    const permissions = actor.permissions;
    const history = await this.db
      .selectFrom('supplier_events')
      .select(['created_at', 'action', 'from_state', 'to_state', 'by_name', 'remarks'])
      .where('company_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const base = this.#row(row);
    const qualified = isQualified(base.state);
    const frozen = { commercial: base.commercialFrozen, quality: base.qualityFrozen };
    const may = (kind: FreezeKind) => permissions.has(FREEZE_PERMISSION[kind]);
    return {
      ...base,
      email: row.email,
      timeZone: row.time_zone as AuditDetail['timeZone'],
      taxCategory: row.tax_category,
      freezeReason: row.freeze_reason,
      actions: allowedAuditActions(base.state, permissions).filter(
        (a) => a !== 'sync' || base.waitingFor !== 'erp',
      ),
      canFreeze: FREEZE_KINDS.filter((k) => qualified && !frozen[k] && may(k)),
      canUnfreeze: FREEZE_KINDS.filter((k) => frozen[k] && may(k)),
      history: history.map((h) => ({
        at: h.created_at.toISOString(),
        action: h.action,
        from: h.from_state,
        to: h.to_state,
        by: h.by_name,
        remarks: h.remarks,
      })),
    };
  }

  async act(actor: Actor, input: z.output<typeof auditActionInput>): Promise<AuditDetail> {
    const action = input.action satisfies (typeof BUYER_AUDIT_ACTIONS)[number];
    const permissions = actor.permissions;
    const who = this.#who(actor);
    // Permission first: a department must not learn more about a move it may never make.
    if (!permissions.has(AUDIT_MOVES[action].by)) throw new ApiError(403, 'auth.forbidden');
    await this.db.transaction().execute(async (trx) => {
      const company = await this.#lock(trx, input.id);
      if (company.version !== input.version) throw new ApiError(409, 'audit.stale');
      const next = auditTransition(company.audit_status, action);
      if (!next) throw new ApiError(409, 'audit.illegal');
      const submission = SUBMISSIONS[action];
      if (submission && (await this.#waiting(trx, input.id, submission.system))) {
        throw new ApiError(409, 'audit.pending', {
          params: { system: SYSTEM_NAMES[submission.system] ?? submission.system },
        });
      }
      for (const hook of this.hooks) {
        // Links in e-mails go to the configured address, never the request's Host or Origin.
        const origin = this.config.publicUrl;
        await hook(trx, { action, company, remarks: input.remarks, who, origin });
      }
      await this.#move(trx, company, action, next, who, input.remarks);
      // Every buyer write leaves an operation-log line (docs/product-rules.md), the reason included.
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        auditLogItem(action, company.code, input.remarks),
        trx,
      );
      if (submission) {
        await enqueue(trx, {
          system: submission.system,
          kind: submission.kind,
          subjectId: input.id,
          payload: {
            supplierId: input.id,
            code: company.code,
            name: company.name,
            taxId: company.tax_id,
            remarks: input.remarks,
            by: who.name,
          },
        });
      }
    });
    return this.detail(actor, input.id);
  }

  /** The supplier's own move: its company, from the session, goes to business review. */
  async submitProfile(actor: Actor, version: number) {
    const who = this.#who(actor);
    return this.db.transaction().execute(async (trx) => {
      const company = await this.#lock(trx, actor.companyId);
      if (company.version !== version) throw new ApiError(409, 'audit.stale');
      const next = auditTransition(company.audit_status, 'submitProfile');
      if (!next) throw new ApiError(409, 'audit.illegal');
      // The buyer reviews a complete profile only: required basic fields and a valid license.
      await assertSubmittable(trx, company.id, businessToday(this.config));
      await this.#move(trx, company, 'submitProfile', next, who, '');
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        auditLogItem('submitProfile', company.code, ''),
        trx,
      );
      return { state: next, version: company.version + 1 };
    });
  }

  async freeze(actor: Actor, input: z.output<typeof freezeInput>, on: boolean) {
    const permissions = actor.permissions;
    const who = this.#who(actor);
    if (!permissions.has(FREEZE_PERMISSION[input.kind])) throw new ApiError(403, 'auth.forbidden');
    await this.db.transaction().execute(async (trx) => {
      const company = await this.#lock(trx, input.id);
      if (company.version !== input.version) throw new ApiError(409, 'audit.stale');
      const column = input.kind === 'commercial' ? 'commercial_frozen' : 'quality_frozen';
      if (on && !isQualified(company.audit_status)) throw new ApiError(409, 'freeze.notQualified');
      if (on && company[column]) throw new ApiError(409, 'freeze.already');
      if (!on && !company[column]) throw new ApiError(409, 'freeze.notFrozen');
      const now = this.config.now();
      await trx
        .updateTable('companies')
        .set((eb) => ({
          [column]: on,
          freeze_reason: on ? input.reason : '',
          version: eb('version', '+', 1),
          updated_at: now,
        }))
        .where('id', '=', input.id)
        .execute();
      await recordSupplierEvent(
        trx,
        {
          companyId: input.id,
          action: `${on ? 'freeze' : 'unfreeze'}.${input.kind}`,
          from: null,
          to: null,
          by: who,
          remarks: input.reason,
        },
        this.config.now(),
      );
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        auditLogItem(`${on ? 'freeze' : 'unfreeze'}.${input.kind}`, company.code, input.reason),
        trx,
        now,
      );
    });
    return this.detail(actor, input.id);
  }

  async #applySystem(
    trx: Transaction<Database>,
    companyId: string,
    action: AuditAction | null,
    system: string,
    remarks: string,
  ) {
    const company = await this.#lock(trx, companyId).catch(() => undefined);
    if (!company) return;
    const who = { userId: null, name: system };
    const next = action ? auditTransition(company.audit_status, action) : null;
    if (!action || !next) {
      // The supplier moved on meanwhile (or the system refused a sync): keep the answer on record.
      await recordSupplierEvent(
        trx,
        {
          companyId,
          action: `${system.toLowerCase()}.answer`,
          from: null,
          to: null,
          by: who,
          remarks,
        },
        this.config.now(),
      );
      return;
    }
    await this.#move(trx, company, action, next, who, remarks);
  }

  async #move(
    trx: Transaction<Database>,
    company: { id: string; audit_status: AuditState },
    action: AuditAction,
    next: AuditState,
    who: { userId: string | null; name: string },
    remarks: string,
  ) {
    const now = this.config.now();
    await trx
      .updateTable('companies')
      .set((eb) => ({
        audit_status: next,
        // Through the whole flow, a supplier is approved: it may sign in and quote as a qualified one.
        ...(next === 'syncedToErp' ? { status: 'approved' as const } : {}),
        version: eb('version', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', company.id)
      .execute();
    await recordSupplierEvent(
      trx,
      { companyId: company.id, action, from: company.audit_status, to: next, by: who, remarks },
      this.config.now(),
    );
  }

  async #lock(trx: Transaction<Database>, id: string) {
    const company = await trx
      .selectFrom('companies')
      .select([
        'id',
        'code',
        'name',
        'tax_id',
        'audit_status',
        'version',
        'commercial_frozen',
        'quality_frozen',
      ])
      .where('id', '=', id)
      .where('kind', '=', 'supplier')
      .forUpdate()
      .executeTakeFirst();
    if (!company) throw new ApiError(404, 'audit.notFound');
    return company;
  }

  #waiting(db: Kysely<Database>, companyId: string, system: OutsideSystem) {
    return db
      .selectFrom('outbox')
      .select('id')
      .where('subject_id', '=', companyId)
      .where('system', '=', system)
      .where('status', 'in', ['pending', 'sent'])
      .executeTakeFirst();
  }

  #who(actor: Actor) {
    return { userId: actor.userId, name: actor.name };
  }

  #select(db: Kysely<Database>) {
    const waiting = (system: OutsideSystem) =>
      sql<boolean>`exists (select 1 from outbox o where o.subject_id = c.id and o.system = ${system}
        and o.status in ('pending', 'sent'))`;
    return db
      .selectFrom('companies as c')
      .select([
        'c.id',
        'c.code',
        'c.name',
        'c.name_en',
        'c.supplier_kind',
        'c.country',
        'c.tax_id',
        'c.audit_status',
        'c.commercial_frozen',
        'c.quality_frozen',
        'c.created_at',
        'c.updated_at',
        'c.version',
      ])
      .select([
        waiting('oa').as('waiting_oa'),
        waiting('qaudit').as('waiting_qaudit'),
        waiting('erp').as('waiting_erp'),
      ])
      .where('c.kind', '=', 'supplier');
  }

  #row(r: {
    id: string;
    code: string;
    name: string;
    name_en: string;
    supplier_kind: AuditRow['kind'] | null;
    country: string | null;
    tax_id: string | null;
    audit_status: AuditState;
    commercial_frozen: boolean;
    quality_frozen: boolean;
    created_at: Date;
    updated_at: Date;
    version: number;
    waiting_oa: boolean;
    waiting_qaudit: boolean;
    waiting_erp: boolean;
  }): AuditRow {
    return {
      id: r.id,
      code: r.code,
      name: r.name,
      nameEn: r.name_en,
      kind: r.supplier_kind ?? 'aviation',
      country: r.country,
      taxId: r.tax_id,
      state: r.audit_status,
      commercialFrozen: r.commercial_frozen,
      qualityFrozen: r.quality_frozen,
      waitingFor: r.waiting_oa ? 'oa' : r.waiting_qaudit ? 'qaudit' : r.waiting_erp ? 'erp' : null,
      registeredAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
      version: r.version,
    };
  }
}

/** The operation log's item of an audit action or a freeze: what, on whom, and why. */
function auditLogItem(action: string, code: string, reason: string): string {
  return reason ? `supplier.${action} ${code}: ${reason}` : `supplier.${action} ${code}`;
}
