// Repair progress (docs/product-rules.md#repair-progress): lists and timelines for both sides, the
// status updates each side may make (the contract package's state machine), added costs and the
// buyer's decision on them. Every write checks the repair's version (stale → 409), leaves an
// operation-log line and tells the ERP through the outbox, as the contract answers do.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  REPAIR_COSTS_MAX,
  REPAIR_STATUS_SIDE,
  REPAIR_UPDATES_MAX,
  nextRepairStatuses,
  repairMoveAllowed,
  repairPhaseAfter,
  repairTurnaround,
  type RepairDetail,
  type RepairPhase,
  type RepairRow,
  type RepairSide,
  type RepairStatus,
  type repairCostDecisionInput,
  type repairCostInput,
  type repairListInput,
  type repairStatusInput,
  type Language,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import { businessToday } from '../../core/business-time.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { ApiError } from '../../http/api-error.ts';
import { enqueue } from '../outbox/index.ts';
import { refuseFrozenSupplier } from '../supplier/index.ts';
import {
  costsOf,
  ownFileCount,
  pageRepairs,
  pendingCostCounts,
  repairOf,
  updateFilesOf,
  updatesOf,
  type RepairRecord,
} from './queries.ts';

type ListInput = z.output<typeof repairListInput>;
type StatusInput = z.output<typeof repairStatusInput>;
type CostInput = z.output<typeof repairCostInput>;
type DecisionInput = z.output<typeof repairCostDecisionInput>;

export interface RepairWriteResult {
  status: RepairStatus;
  version: number;
}

const money = (v: string | number | null | undefined) => Number(v ?? 0);
const toCents = (v: number) => Math.round(v * 10_000);

function statusOf(r: RepairRecord): { status: RepairStatus; phase: RepairPhase } {
  return { status: r.status ?? 'toBeUpdated', phase: r.phase ?? 'workshop' };
}

/** Closed or rejected contracts keep their repair as it is. */
const contractOpen = (r: RepairRecord) =>
  r.contract_state !== 'closed' && r.contract_state !== 'rejected';

export class RepairProgressService {
  constructor(
    private readonly db: Db,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  private scope(actor: Actor, side: RepairSide): string | undefined {
    return side === 'supplier' ? actor.companyId : undefined;
  }

  private row(
    r: RepairRecord,
    updates: { status: RepairStatus; date: string }[],
    pending: number,
    lang: Language,
    today = businessToday(this.config),
  ) {
    const t = repairTurnaround(updates, today, {
      turnaroundDays: r.turnaround_days,
      requiredReturnDate: r.required_return_date,
    });
    const approved = money(r.approved_costs);
    const { status, phase } = statusOf(r);
    const row: RepairRow = {
      id: r.id,
      contractNumber: r.contract_number,
      title: r.title,
      // The reader's language; the Chinese name where the supplier has no English one.
      supplierName: lang === 'en' && r.supplier_name_en ? r.supplier_name_en : r.supplier_name,
      serialNumber: r.serial_number ?? '',
      status,
      phase,
      statusDate: r.status_date ?? null,
      currency: r.currency,
      totalAmount: (toCents(money(r.total_amount)) + toCents(approved)) / 10_000,
      approvedCosts: approved,
      pendingCosts: pending,
      version: r.version ?? 0,
      daysInStage: t.daysInStage,
      totalDays: t.totalDays,
      turnaroundDays: t.turnaroundDays,
      quotedTurnaroundDays: r.turnaround_days ?? null,
      requiredReturnDate: r.required_return_date ?? null,
      overdue: t.overdue,
    };
    return { row, stages: t.stages };
  }

  async list(actor: Actor, side: RepairSide, input: ListInput, lang: Language) {
    // One business day for the filter and the rows' flag, so a row never contradicts its filter.
    const today = businessToday(this.config);
    const filter = {
      supplierId: this.scope(actor, side),
      status: input.status,
      q: input.q || undefined,
      overdue:
        input.overdue === undefined ? undefined : { wanted: input.overdue === 'true', today },
    };
    const { records, total } = await pageRepairs(this.db, filter, {
      current: input.current,
      size: input.size,
    });
    const ids = records.map((r) => r.id);
    const [updates, pending] = await Promise.all([
      updatesOf(this.db, ids),
      pendingCostCounts(this.db, ids),
    ]);
    const rows = records.map(
      (r) =>
        this.row(
          r,
          updates.filter((u) => u.contract_id === r.id),
          pending.get(r.id) ?? 0,
          lang,
          today,
        ).row,
    );
    return { records: rows, total, current: input.current, size: input.size };
  }

  async detail(actor: Actor, side: RepairSide, id: string, lang: Language): Promise<RepairDetail> {
    const r = await repairOf(this.db, id, this.scope(actor, side));
    if (!r) throw new ApiError(404, 'repair.notFound');
    const [updates, costs] = await Promise.all([updatesOf(this.db, [id]), costsOf(this.db, id)]);
    const files = await updateFilesOf(
      this.db,
      updates.map((u) => u.id),
    );
    const pending = costs.filter((c) => c.state === 'pending').length;
    const { row, stages } = this.row(r, updates, pending, lang);
    const { status, phase } = statusOf(r);
    const attachmentOf = (f: (typeof files)[number]) => ({
      id: f.id,
      name: f.name,
      size: Number(f.size),
      uploadedAt: f.created_at.toISOString(),
    });
    const num = (v: string | number | null | undefined) => (v == null ? null : Number(v));
    return {
      ...row,
      contractAmount: money(r.total_amount),
      repair: {
        serialNumber: r.serial_number ?? '',
        reportedFault: r.reported_fault ?? '',
        aircraftRegistration: r.aircraft_registration ?? '',
        tsn: num(r.tsn),
        csn: num(r.csn),
        tso: num(r.tso),
        cso: num(r.cso),
      },
      nextStatuses: contractOpen(r) ? nextRepairStatuses(status, phase, side) : [],
      stages,
      timeline: updates.map((u) => {
        const own = files.filter((f) => f.update_id === u.id);
        const cert = own.find((f) => f.certificate);
        return {
          id: u.id,
          status: u.status,
          side: u.side,
          date: u.date,
          remarks: u.remarks,
          attachments: own.filter((f) => !f.certificate).map(attachmentOf),
          certificate:
            cert && u.certificate_kind
              ? { kind: u.certificate_kind, number: u.certificate_number, file: attachmentOf(cert) }
              : null,
          byName: u.by_name,
          at: u.at.toISOString(),
        };
      }),
      costs: costs.map((c) => ({
        id: c.id,
        description: c.description,
        amount: money(c.amount),
        currency: c.currency,
        reason: c.reason,
        state: c.state,
        remark: c.remark,
        createdByName: c.created_by_name,
        createdAt: c.created_at.toISOString(),
        decidedByName: c.decided_by_name,
        decidedAt: c.decided_at?.toISOString() ?? null,
      })),
    };
  }

  /** Locks the repair, checks it is the caller's, open and at `version`; the frozen check too. */
  private async lockForWrite(
    trx: Db,
    actor: Actor,
    side: RepairSide,
    id: string,
    version: number,
  ): Promise<RepairRecord> {
    const r = await repairOf(trx, id, this.scope(actor, side), true);
    if (!r) throw new ApiError(404, 'repair.notFound');
    if ((r.version ?? 0) !== version) throw new ApiError(409, 'repair.stale');
    if (!contractOpen(r)) throw new ApiError(409, 'repair.contractClosed');
    if (side === 'supplier') await refuseFrozenSupplier(trx, actor.companyId);
    return r;
  }

  /** Writes the repair row's new state and version (inserting it on the first write). */
  private async saveOrder(
    trx: Db,
    r: RepairRecord,
    set: {
      status?: RepairStatus;
      phase?: RepairPhase;
      status_date?: string;
      approved_costs?: number;
    },
    at: Date,
  ): Promise<number> {
    const version = (r.version ?? 0) + 1;
    if (r.repair_id === null) {
      await trx
        .insertInto('repair_orders')
        .values({ contract_id: r.id, ...set, version, updated_at: at })
        .execute();
    } else {
      await trx
        .updateTable('repair_orders')
        .set({ ...set, version, updated_at: at })
        .where('contract_id', '=', r.id)
        .execute();
    }
    return version;
  }

  updateStatus(actor: Actor, side: RepairSide, input: StatusInput): Promise<RepairWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lockForWrite(trx, actor, side, input.id, input.version);
      const { status, phase } = statusOf(r);
      const to = input.status;
      if (REPAIR_STATUS_SIDE[to] !== side) throw new ApiError(409, 'repair.otherSide');
      if (!repairMoveAllowed(status, phase, to, side)) {
        throw new ApiError(409, 'repair.moveNotAllowed');
      }
      if (input.date > businessToday(this.config)) {
        throw new ApiError(400, 'repair.dateFuture', { fields: { date: 'repair.dateFuture' } });
      }
      if (r.status_date && input.date < r.status_date) {
        throw new ApiError(400, 'repair.dateBeforePrevious', {
          params: { date: r.status_date },
          fields: { date: 'repair.dateBeforePrevious' },
        });
      }
      const cert = input.certificate;
      if (to === 'shipped' && !cert) {
        throw new ApiError(400, 'repair.certificateRequired', {
          fields: { certificate: 'repair.certificateRequired' },
        });
      }
      if (to !== 'shipped' && cert) {
        throw new ApiError(400, 'repair.certificateOnlyShipped', {
          fields: { certificate: 'repair.certificateOnlyShipped' },
        });
      }
      const attachments = [...new Set(input.attachmentIds)].filter((f) => f !== cert?.fileId);
      const fileIds = cert ? [...attachments, cert.fileId] : attachments;
      if ((await ownFileCount(trx, actor.companyId, fileIds)) !== fileIds.length) {
        throw new ApiError(400, 'repair.fileUnknown', {
          fields: { attachmentIds: 'repair.fileUnknown' },
        });
      }
      const count = await trx
        .selectFrom('repair_status_updates')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('contract_id', '=', r.id)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= REPAIR_UPDATES_MAX) throw new ApiError(409, 'repair.tooManyUpdates');

      const now = this.config.now();
      const version = await this.saveOrder(
        trx,
        r,
        { status: to, phase: repairPhaseAfter(phase, to), status_date: input.date },
        now,
      );
      const updateId = randomUUID();
      await trx
        .insertInto('repair_status_updates')
        .values({
          id: updateId,
          contract_id: r.id,
          status: to,
          side,
          date: input.date,
          remarks: input.remarks,
          certificate_kind: cert?.kind ?? null,
          certificate_number: cert?.number ?? '',
          by_name: actor.name || actor.account,
          company_id: actor.companyId,
          at: now,
        })
        .execute();
      if (fileIds.length > 0) {
        await trx
          .insertInto('repair_update_files')
          .values(
            fileIds.map((fileId, position) => ({
              update_id: updateId,
              file_id: fileId,
              certificate: fileId === cert?.fileId,
              position,
            })),
          )
          .execute();
      }
      await enqueue(trx, {
        system: 'erp',
        kind: 'repair.status',
        subjectId: r.id,
        payload: {
          contractNumber: r.contract_number,
          status: to,
          side,
          date: input.date,
          remarks: input.remarks,
          ...(cert ? { certificate: { kind: cert.kind, number: cert.number } } : {}),
        },
      });
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `repair.status ${r.contract_number} ${to}`,
        trx,
        now,
      );
      return { status: to, version };
    });
  }

  addCost(actor: Actor, input: CostInput): Promise<RepairWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lockForWrite(trx, actor, 'supplier', input.id, input.version);
      const { status, phase } = statusOf(r);
      // Costs are found on the bench: after receipt and before the unit leaves the shop.
      if (phase !== 'workshop' || status === 'toBeUpdated') {
        throw new ApiError(409, 'repair.costNotNow');
      }
      if (input.currency !== r.currency) {
        throw new ApiError(400, 'repair.costCurrency', {
          params: { currency: r.currency },
          fields: { currency: 'repair.costCurrency' },
        });
      }
      const count = await trx
        .selectFrom('repair_costs')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('contract_id', '=', r.id)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= REPAIR_COSTS_MAX) throw new ApiError(409, 'repair.tooManyCosts');
      const now = this.config.now();
      const version = await this.saveOrder(trx, r, {}, now);
      const costId = randomUUID();
      await trx
        .insertInto('repair_costs')
        .values({
          id: costId,
          contract_id: r.id,
          description: input.description,
          amount: input.amount,
          currency: input.currency,
          reason: input.reason,
          created_by_name: actor.name || actor.account,
          created_at: now,
        })
        .execute();
      await enqueue(trx, {
        system: 'erp',
        kind: 'repair.cost',
        subjectId: r.id,
        payload: {
          contractNumber: r.contract_number,
          costId,
          description: input.description,
          amount: input.amount,
          currency: input.currency,
          reason: input.reason,
        },
      });
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.add,
        `repair.cost ${r.contract_number}`,
        trx,
        now,
      );
      return { status, version };
    });
  }

  decideCost(actor: Actor, input: DecisionInput): Promise<RepairWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lockForWrite(trx, actor, 'buyer', input.id, input.version);
      const cost = await trx
        .selectFrom('repair_costs')
        .selectAll()
        .where('id', '=', input.costId)
        .where('contract_id', '=', r.id)
        .executeTakeFirst();
      if (!cost) throw new ApiError(404, 'repair.costNotFound');
      if (cost.state !== 'pending') throw new ApiError(409, 'repair.costDecided');
      const approve = input.decision === 'approve';
      if (!approve && !input.remark) {
        throw new ApiError(400, 'repair.remarkRequired', {
          fields: { remark: 'repair.remarkRequired' },
        });
      }
      const now = this.config.now();
      const approved = approve
        ? (toCents(money(r.approved_costs)) + toCents(money(cost.amount))) / 10_000
        : money(r.approved_costs);
      const version = await this.saveOrder(trx, r, { approved_costs: approved }, now);
      await trx
        .updateTable('repair_costs')
        .set({
          state: approve ? 'approved' : 'refused',
          remark: input.remark,
          decided_by_name: actor.name || actor.account,
          decided_at: now,
        })
        .where('id', '=', cost.id)
        .execute();
      await enqueue(trx, {
        system: 'erp',
        kind: 'repair.costDecision',
        subjectId: r.id,
        payload: {
          contractNumber: r.contract_number,
          costId: cost.id,
          decision: input.decision,
          amount: money(cost.amount),
          approvedCosts: approved,
          remark: input.remark,
        },
      });
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `repair.cost.${approve ? 'approve' : 'refuse'} ${r.contract_number}`,
        trx,
        now,
      );
      return { status: statusOf(r).status, version };
    });
  }
}
