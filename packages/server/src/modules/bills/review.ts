// The buyer's finance review of bills (docs/product-rules.md#bills): approve a bill pending review
// (the ERP hears it through the outbox) or refuse it with the reason the supplier corrects by; and
// the buyer's matching tolerances. Each write checks the bill's version (stale → 409) and its state
// (409), and leaves an operation-log line.
import {
  OPERATION_LOG_TYPES,
  billActionAllowed,
  type BillAction,
  type billMoveInput,
  type refuseBillInput,
  type setBillTolerance,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { ApiError } from '../../http/api-error.ts';
import { enqueue } from '../outbox/index.ts';
import { billOf, billLinesOf, invoicesOf, toleranceOf, type BillRecord } from './queries.ts';
import { addBillEvent, type BillWriteResult } from './service.ts';

export class BillReviewService {
  constructor(
    private readonly db: Db,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  approve(actor: Actor, input: z.output<typeof billMoveInput>): Promise<BillWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lockForReview(trx, input.id, input.version, 'approve');
      const now = this.config.now();
      const version = r.version + 1;
      await trx
        .updateTable('bills')
        .set({ state: 'approved', feedback_at: now, version, updated_at: now })
        .where('id', '=', r.id)
        .execute();
      await addBillEvent(trx, actor, r.id, 'approve', '', now);
      await enqueue(trx, {
        system: 'erp',
        kind: 'bill.approved',
        subjectId: r.id,
        payload: await this.erpPayload(trx, r, now),
      });
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `bill.approve ${r.number} r${r.revision}`,
        trx,
        now,
      );
      return { id: r.id, state: 'approved', version };
    });
  }

  refuse(actor: Actor, input: z.output<typeof refuseBillInput>): Promise<BillWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lockForReview(trx, input.id, input.version, 'refuse');
      const now = this.config.now();
      const version = r.version + 1;
      await trx
        .updateTable('bills')
        .set({
          state: 'notApproved',
          reject_reason: input.reason,
          feedback_at: now,
          version,
          updated_at: now,
        })
        .where('id', '=', r.id)
        .execute();
      await addBillEvent(trx, actor, r.id, 'refuse', input.reason, now);
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `bill.refuse ${r.number} r${r.revision}`,
        trx,
        now,
      );
      return { id: r.id, state: 'notApproved', version };
    });
  }

  tolerance(actor: Actor) {
    return toleranceOf(this.db, actor.companyId);
  }

  setTolerance(actor: Actor, input: z.output<typeof setBillTolerance.input>) {
    return this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('bill_tolerances')
        .select('version')
        .where('buyer_id', '=', actor.companyId)
        .forUpdate()
        .executeTakeFirst();
      // Version 0: the defaults, never saved.
      if ((current?.version ?? 0) !== input.version) throw new ApiError(409, 'bill.toleranceStale');
      const now = this.config.now();
      const version = input.version + 1;
      const values = {
        quantity_pct: input.quantityPct,
        price_pct: input.pricePct,
        version,
        updated_at: now,
      };
      if (current) {
        await trx
          .updateTable('bill_tolerances')
          .set(values)
          .where('buyer_id', '=', actor.companyId)
          .execute();
      } else {
        await trx
          .insertInto('bill_tolerances')
          .values({ buyer_id: actor.companyId, ...values })
          .execute();
      }
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `bill.tolerance ${input.quantityPct}/${input.pricePct}`,
        trx,
        now,
      );
      return { quantityPct: input.quantityPct, pricePct: input.pricePct, version };
    });
  }

  private async lockForReview(
    trx: Db,
    id: string,
    version: number,
    action: BillAction,
  ): Promise<BillRecord> {
    const r = await billOf(trx, id, {}, true);
    if (!r) throw new ApiError(404, 'bill.notFound');
    if (r.version !== version) throw new ApiError(409, 'bill.stale');
    if (!billActionAllowed(r.state, 'buyer', action, r.superseded)) {
      throw new ApiError(409, 'bill.moveNotAllowed');
    }
    return r;
  }

  /** What the ERP hears of an approved bill: enough to book the payable against the order. */
  private async erpPayload(trx: Db, r: BillRecord, approvedAt: Date) {
    const [lines, invoices] = await Promise.all([billLinesOf(trx, r.id), invoicesOf(trx, r.id)]);
    return {
      billNumber: r.number,
      revision: r.revision,
      supplierCode: r.supplier_code,
      // Goods, repair or freight; a freight bill's contract number is its transport order's.
      kind: r.kind,
      contractNumber: r.contract_number,
      currency: r.currency,
      amount: Number(r.amount),
      freight:
        r.kind === 'freight'
          ? {
              transportMode: r.transport_mode,
              route: r.route,
              weightKg: Number(r.weight_kg ?? 0),
              volumeM3: Number(r.volume_m3 ?? 0),
              charges: Number(r.charges ?? 0),
            }
          : null,
      approvedAt: approvedAt.toISOString(),
      lines: lines.map((l) => ({
        source: l.source,
        lineNo: l.line_no,
        transportOrderNumber: l.order_number,
        quantity: Number(l.quantity),
        unitPrice: Number(l.unit_price),
        amount: Number(l.amount),
      })),
      invoices: invoices.map((i) => ({
        kind: i.kind,
        number: i.number,
        code: i.code,
        date: i.date,
        currency: i.currency,
        amount: Number(i.amount),
        taxRate: i.tax_rate,
        taxAmount: Number(i.tax_amount),
        total: Number(i.total),
      })),
    };
  }
}
