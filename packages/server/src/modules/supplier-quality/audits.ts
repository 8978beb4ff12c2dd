// Supplier audit management (/sup/zsSupManagement): the quality department records its audits of a
// supplier with findings; the supplier answers each finding with a corrective action (text, due
// date, an attachment of its own) while it is not closed; the quality department closes answered
// findings. A supplier reads and answers only its own company's (others answer 404); every change
// checks the finding's version (409).
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  type FindingRow,
  type SupplierAuditRow,
  type answerFindingInput,
  type closeFindingInput,
  type findingListInput,
  type recordAuditInput,
  type supplierAuditListInput,
} from '@portal/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { page } from '../../db/paging.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { businessDate } from '../../core/business-time.ts';

/** Whose audits a list shows: the caller's own company, or (the buyer) any or one supplier. */
type Scope = { own: string } | { supplierId?: string | undefined };

export class SupplierAuditService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  async listAudits(scope: Scope, input: z.output<typeof supplierAuditListInput>) {
    let q = this.db
      .selectFrom('supplier_audits as a')
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .selectAll('a')
      .select('c.name as supplier_name')
      .select((eb) => [
        eb
          .selectFrom('supplier_audit_findings as f')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('f.audit_id', '=', 'a.id')
          .as('findings'),
        eb
          .selectFrom('supplier_audit_findings as f')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('f.audit_id', '=', 'a.id')
          .where('f.status', '<>', 'closed')
          .as('open_findings'),
      ]);
    const company = 'own' in scope ? scope.own : (scope.supplierId ?? input.supplierId);
    if (company) q = q.where('a.company_id', '=', company);
    return page(
      q,
      input,
      (q) => q.orderBy('a.audited_on', 'desc').orderBy('a.created_at', 'desc'),
      (r): SupplierAuditRow => ({
        id: r.id,
        supplierId: r.company_id,
        supplierName: r.supplier_name,
        kind: r.kind,
        auditedOn: r.audited_on,
        auditor: r.created_by_name,
        summary: r.summary,
        findings: Number(r.findings ?? 0),
        openFindings: Number(r.open_findings ?? 0),
        createdAt: r.created_at.toISOString(),
      }),
    );
  }

  async listFindings(scope: Scope, input: z.output<typeof findingListInput>) {
    let q = this.#findings();
    const company = 'own' in scope ? scope.own : (scope.supplierId ?? input.supplierId);
    if (company) q = q.where('a.company_id', '=', company);
    if (input.auditId) {
      // A supplier asking for another company's audit learns nothing, as for a missing one.
      if ('own' in scope) await this.#ownAudit(input.auditId, scope.own);
      q = q.where('f.audit_id', '=', input.auditId);
    }
    if (input.state) q = q.where('f.status', '=', input.state);
    const order = sql<number>`case f.status when 'open' then 0 when 'answered' then 1 else 2 end`;
    return page(
      q,
      input,
      (q) => q.orderBy(order).orderBy('a.audited_on', 'desc').orderBy('f.seq'),
      (r) => this.#finding(r),
    );
  }

  async record(actor: Actor, input: z.output<typeof recordAuditInput>): Promise<SupplierAuditRow> {
    const now = this.config.now();
    const id = randomUUID();
    await this.db.transaction().execute(async (trx) => {
      const company = await trx
        .selectFrom('companies')
        .select('id')
        .where('id', '=', input.supplierId)
        .where('kind', '=', 'supplier')
        .executeTakeFirst();
      if (!company) throw new ApiError(404, 'audit.notFound');
      await trx
        .insertInto('supplier_audits')
        .values({
          id,
          company_id: company.id,
          kind: input.kind,
          audited_on: input.auditedOn,
          summary: input.summary,
          created_by: actor.userId,
          created_by_name: actor.name,
          created_at: now,
        })
        .execute();
      await trx
        .insertInto('supplier_audit_findings')
        .values(
          input.findings.map((f, i) => ({
            id: randomUUID(),
            audit_id: id,
            seq: i + 1,
            description: f.description,
            severity: f.severity,
            status: 'open' as const,
            due_on: null,
            attachment_id: null,
            answered_at: null,
            closed_at: null,
          })),
        )
        .execute();
      await this.log.logAction(actor, OPERATION_LOG_TYPES.add, `supplier.audit:${id}`, trx);
    });
    const list = await this.listAudits(
      { supplierId: input.supplierId },
      { current: 1, size: 500, supplierId: input.supplierId },
    );
    return list.records.find((r) => r.id === id)!;
  }

  /** The supplier's answer: only on its own company's finding, not once it is closed. */
  async answer(actor: Actor, input: z.output<typeof answerFindingInput>): Promise<FindingRow> {
    const now = this.config.now();
    if (input.dueOn < businessDate(now)) {
      throw new ApiError(400, 'supAudit.dueBeforeToday', {
        fields: { dueOn: 'supAudit.dueBeforeToday' },
      });
    }
    await this.db.transaction().execute(async (trx) => {
      const finding = await this.#lock(trx, input.id, actor.companyId);
      if (finding.version !== input.version) throw new ApiError(409, 'supAudit.findingStale');
      if (finding.status === 'closed') throw new ApiError(409, 'supAudit.findingClosed');
      if (input.attachmentId) {
        const file = await trx
          .selectFrom('files')
          .select('id')
          .where('id', '=', input.attachmentId)
          .where('company_id', '=', actor.companyId)
          .executeTakeFirst();
        if (!file) {
          // Another company's file is not there for this supplier: 404, said on the field.
          throw new ApiError(404, 'supAudit.attachmentNotFound', {
            fields: { attachmentId: 'supAudit.attachmentNotFound' },
          });
        }
      }
      await trx
        .updateTable('supplier_audit_findings')
        .set((eb) => ({
          status: 'answered',
          action: input.action,
          due_on: input.dueOn,
          attachment_id: input.attachmentId,
          answered_at: now,
          answered_by_name: actor.name,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', input.id)
        .execute();
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `supplier.auditAnswer:${input.id}`,
        trx,
      );
    });
    return this.#get(input.id);
  }

  /** The quality department closes a finding the supplier answered. */
  async close(actor: Actor, input: z.output<typeof closeFindingInput>): Promise<FindingRow> {
    const now = this.config.now();
    await this.db.transaction().execute(async (trx) => {
      const finding = await this.#lock(trx, input.id);
      if (finding.version !== input.version) throw new ApiError(409, 'supAudit.findingStale');
      if (finding.status === 'closed') throw new ApiError(409, 'supAudit.findingClosed');
      if (finding.status === 'open') throw new ApiError(409, 'supAudit.findingOpen');
      await trx
        .updateTable('supplier_audit_findings')
        .set((eb) => ({
          status: 'closed',
          closed_at: now,
          closed_by_name: actor.name,
          close_remarks: input.remarks,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', input.id)
        .execute();
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `supplier.auditClose:${input.id}`,
        trx,
      );
    });
    return this.#get(input.id);
  }

  /** 404 unless the audit is about `companyId`. */
  async #ownAudit(auditId: string, companyId: string): Promise<void> {
    const audit = await this.db
      .selectFrom('supplier_audits')
      .select('id')
      .where('id', '=', auditId)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (!audit) throw new ApiError(404, 'supAudit.auditNotFound');
  }

  /** The finding, locked; with `companyId`, only if it is about that company (404 otherwise). */
  async #lock(trx: Kysely<Database>, id: string, companyId?: string) {
    let q = trx
      .selectFrom('supplier_audit_findings as f')
      .innerJoin('supplier_audits as a', 'a.id', 'f.audit_id')
      .select(['f.id', 'f.status', 'f.version'])
      .where('f.id', '=', id);
    if (companyId) q = q.where('a.company_id', '=', companyId);
    const row = await q.forUpdate('f').executeTakeFirst();
    if (!row) throw new ApiError(404, 'supAudit.findingNotFound');
    return row;
  }

  async #get(id: string): Promise<FindingRow> {
    const row = await this.#findings().where('f.id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, 'supAudit.findingNotFound');
    return this.#finding(row);
  }

  #findings() {
    return this.db
      .selectFrom('supplier_audit_findings as f')
      .innerJoin('supplier_audits as a', 'a.id', 'f.audit_id')
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .leftJoin('files as x', 'x.id', 'f.attachment_id')
      .selectAll('f')
      .select([
        'a.company_id',
        'a.kind as audit_kind',
        'a.audited_on',
        'c.name as supplier_name',
        'x.name as attachment_name',
      ]);
  }

  #finding(r: {
    id: string;
    audit_id: string;
    company_id: string;
    supplier_name: string;
    audit_kind: 'onSite' | 'document';
    audited_on: string;
    description: string;
    severity: FindingRow['severity'];
    status: FindingRow['state'];
    action: string;
    due_on: string | null;
    attachment_id: string | null;
    attachment_name: string | null;
    answered_at: Date | null;
    answered_by_name: string;
    closed_at: Date | null;
    closed_by_name: string;
    close_remarks: string;
    version: number;
  }): FindingRow {
    return {
      id: r.id,
      auditId: r.audit_id,
      supplierId: r.company_id,
      supplierName: r.supplier_name,
      auditKind: r.audit_kind,
      auditedOn: r.audited_on,
      description: r.description,
      severity: r.severity,
      state: r.status,
      action: r.action,
      dueOn: r.due_on,
      attachmentId: r.attachment_id,
      attachmentName: r.attachment_name ?? '',
      answeredAt: r.answered_at ? r.answered_at.toISOString() : null,
      answeredBy: r.answered_by_name,
      closedAt: r.closed_at ? r.closed_at.toISOString() : null,
      closedBy: r.closed_by_name,
      closeRemarks: r.close_remarks,
      version: r.version,
    };
  }
}
