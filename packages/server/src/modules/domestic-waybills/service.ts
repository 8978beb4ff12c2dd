// Domestic waybills (issue 15; docs/product-rules.md#domestic-waybills). The transport supplier
// writes waybills for its confirmed transport orders, moves them, records exceptions and the
// sign-for; the buyer reads them with its transport inquiry and answers each exception once. A
// supplier that is not an approved transport supplier, or another company's order or waybill, is
// 404 (nothing of it exists for the caller). Every write checks state and version (409), refuses a
// frozen supplier, records the decision in the waybill's history, leaves an operation-log line,
// and a state change tells the buyer's ERP through the outbox as ship notices do.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  WAYBILLS_PER_ORDER_MAX,
  WAYBILL_EXCEPTIONS_MAX,
  insurancePremium,
  waybillExceptionAllowed,
  waybillMoveAllowed,
  waybillSignAllowed,
  type Language,
  type WaybillDetail,
  type WaybillOrderOption,
  type WaybillState,
  type createWaybillInput,
  type moveWaybillInput,
  type reportWaybillExceptionInput,
  type signWaybillInput,
  type waybillFeedbackInput,
  type waybillListInput,
} from '@portal/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import type { DomesticWaybillsTable } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { enqueue } from '../outbox/index.ts';
import { refuseFrozenSupplier } from '../supplier/index.ts';
import {
  lockWaybill,
  ownFileCount,
  pageWaybills,
  waybillDetail,
  waybillOf,
  waybillsOfOrder,
} from './queries.ts';

type ListInput = z.output<typeof waybillListInput>;
type CreateInput = z.output<typeof createWaybillInput>;
type MoveInput = z.output<typeof moveWaybillInput>;
type ExceptionInput = z.output<typeof reportWaybillExceptionInput>;
type SignInput = z.output<typeof signWaybillInput>;
type FeedbackInput = z.output<typeof waybillFeedbackInput>;
type Waybill = Selectable<DomesticWaybillsTable>;

export interface WaybillWriteResult {
  id: string;
  state: string;
  version: number;
  number?: string;
}

/** A unique-constraint violation (the waybill number taken by a racing insert). */
const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';

export class DomesticWaybillService {
  constructor(
    private readonly db: Db,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  /** Whether the caller's company is an approved transport supplier: the others own no waybill. */
  private async isTransport(db: Db, companyId: string): Promise<boolean> {
    const c = await db
      .selectFrom('companies')
      .select(['supplier_kind', 'status'])
      .where('id', '=', companyId)
      .executeTakeFirst();
    return c?.supplier_kind === 'transport' && (c.status === 'approved' || c.status === 'frozen');
  }

  async orders(actor: Actor): Promise<WaybillOrderOption[]> {
    if (!(await this.isTransport(this.db, actor.companyId))) return [];
    const rows = await this.db
      .selectFrom('transport_orders as o')
      .innerJoin('transport_inquiries as i', 'i.id', 'o.inquiry_id')
      .select((eb) => [
        'o.id',
        'o.number',
        'o.currency',
        'i.mode',
        'i.origin',
        'i.destination',
        'i.pieces',
        'i.gross_weight_kg',
        'i.volume_m3',
        eb
          .selectFrom('domestic_waybills as w')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('w.order_id', '=', 'o.id')
          .as('waybill_count'),
      ])
      .where('o.company_id', '=', actor.companyId)
      .where('o.state', '=', 'confirmed')
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id')
      .limit(200)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      number: r.number,
      mode: r.mode,
      origin: r.origin,
      destination: r.destination,
      pieces: r.pieces,
      weightKg: Number(r.gross_weight_kg),
      volumeM3: Number(r.volume_m3),
      currency: r.currency,
      waybillCount: Number(r.waybill_count ?? 0),
    }));
  }

  list(actor: Actor, input: ListInput, lang: Language) {
    return pageWaybills(
      this.db,
      actor.companyId,
      { state: input.state, q: input.q || undefined },
      input,
      lang,
    );
  }

  async supplierDetail(actor: Actor, id: string, lang: Language): Promise<WaybillDetail> {
    const w = await waybillOf(this.db, id, actor.companyId);
    if (!w) throw new ApiError(404, 'waybill.notFound');
    return waybillDetail(this.db, w, lang);
  }

  create(actor: Actor, input: CreateInput): Promise<WaybillWriteResult> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        if (!(await this.isTransport(trx, actor.companyId))) {
          throw new ApiError(404, 'waybill.orderNotFound');
        }
        const order = await trx
          .selectFrom('transport_orders')
          .select(['id', 'number', 'state', 'inquiry_id'])
          .where('id', '=', input.orderId)
          .where('company_id', '=', actor.companyId)
          .forUpdate()
          .executeTakeFirst();
        if (!order) throw new ApiError(404, 'waybill.orderNotFound');
        await refuseFrozenSupplier(trx, actor.companyId);
        if (order.state !== 'confirmed') throw new ApiError(409, 'waybill.orderNotConfirmed');
        const count = await trx
          .selectFrom('domestic_waybills')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('order_id', '=', order.id)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= WAYBILLS_PER_ORDER_MAX) throw new ApiError(409, 'waybill.tooMany');
        const taken = await trx
          .selectFrom('domestic_waybills')
          .select('id')
          .where('company_id', '=', actor.companyId)
          .where('number', '=', input.number)
          .executeTakeFirst();
        if (taken) {
          throw new ApiError(409, 'waybill.numberTaken', {
            fields: { number: 'waybill.numberTaken' },
          });
        }
        const now = this.config.now();
        const id = randomUUID();
        const premium = insurancePremium(input.declaredValue, input.insuranceRatePercent);
        await trx
          .insertInto('domestic_waybills')
          .values({
            id,
            number: input.number,
            order_id: order.id,
            company_id: actor.companyId,
            consignor_name: input.consignor.name,
            consignor_address: input.consignor.address,
            consignor_phone: input.consignor.phone,
            consignee_name: input.consignee.name,
            consignee_address: input.consignee.address,
            consignee_phone: input.consignee.phone,
            pieces: input.pieces,
            weight_kg: input.weightKg,
            volume_m3: input.volumeM3,
            cargo_description: input.cargoDescription,
            declared_value: input.declaredValue,
            currency: input.currency,
            insurance_rate: input.insuranceRatePercent,
            premium,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await this.addEvent(trx, actor, id, 'created', '', now);
        await this.tellErp(trx, id, order.number, input.number, 'created', {
          pieces: input.pieces,
          weightKg: input.weightKg,
          declaredValue: input.declaredValue,
          currency: input.currency,
          premium,
        });
        await this.log.logAction(
          actor,
          OPERATION_LOG_TYPES.add,
          `waybill.create ${input.number} ${order.number}`,
          trx,
          now,
        );
        return { id, state: 'created', version: 1, number: input.number };
      })
      .catch((e: unknown) => {
        if (isUniqueViolation(e)) {
          throw new ApiError(409, 'waybill.numberTaken', {
            fields: { number: 'waybill.numberTaken' },
          });
        }
        throw e;
      });
  }

  move(actor: Actor, input: MoveInput): Promise<WaybillWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const w = await this.lockForWrite(trx, actor, input.id, input.version);
      if (!waybillMoveAllowed(w.state, input.state)) {
        throw new ApiError(409, 'waybill.moveNotAllowed');
      }
      return this.changeState(trx, actor, w, input.state, input.remarks, {});
    });
  }

  reportException(actor: Actor, input: ExceptionInput): Promise<WaybillWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const w = await this.lockForWrite(trx, actor, input.id, input.version);
      if (!waybillExceptionAllowed(w.state)) {
        throw new ApiError(409, 'waybill.exceptionNotAllowed');
      }
      const photos = [...new Set(input.photoFileIds)];
      if ((await ownFileCount(trx, actor.companyId, photos, true)) !== photos.length) {
        throw new ApiError(400, 'waybill.photoUnknown', {
          fields: { photoFileIds: 'waybill.photoUnknown' },
        });
      }
      const count = await trx
        .selectFrom('domestic_waybill_exceptions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('waybill_id', '=', w.id)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= WAYBILL_EXCEPTIONS_MAX) {
        throw new ApiError(409, 'waybill.tooManyExceptions');
      }
      const now = this.config.now();
      const exceptionId = randomUUID();
      await trx
        .insertInto('domestic_waybill_exceptions')
        .values({
          id: exceptionId,
          waybill_id: w.id,
          kind: input.kind,
          description: input.description,
          photo_file_ids: JSON.stringify(photos),
          reported_by_name: actor.name || actor.account,
          reported_at: now,
        })
        .execute();
      const version = w.version + 1;
      await trx
        .updateTable('domestic_waybills')
        .set({ version, updated_at: now })
        .where('id', '=', w.id)
        .execute();
      await this.addEvent(trx, actor, w.id, `exception.${input.kind}`, input.description, now);
      await this.tellErp(trx, w.id, await this.orderNumber(trx, w), w.number, w.state, {
        exception: { id: exceptionId, kind: input.kind, description: input.description },
      });
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.add,
        `waybill.exception ${w.number} ${input.kind}`,
        trx,
        now,
      );
      return { id: w.id, state: w.state, version };
    });
  }

  sign(actor: Actor, input: SignInput): Promise<WaybillWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const w = await this.lockForWrite(trx, actor, input.id, input.version);
      if (!waybillSignAllowed(w.state)) throw new ApiError(409, 'waybill.signNotAllowed');
      if ((await ownFileCount(trx, actor.companyId, [input.proofFileId])) !== 1) {
        throw new ApiError(400, 'waybill.proofUnknown', {
          fields: { proofFileId: 'waybill.proofUnknown' },
        });
      }
      const now = this.config.now();
      const signedAt = new Date(input.signedAt);
      if (signedAt.getTime() > now.getTime() + 5 * 60_000) {
        throw new ApiError(400, 'waybill.signedInFuture', {
          fields: { signedAt: 'waybill.signedInFuture' },
        });
      }
      return this.changeState(trx, actor, w, 'delivered', input.remarks, {
        signedBy: input.signedBy,
        signedAt: signedAt.toISOString(),
        proofFileId: input.proofFileId,
      });
    });
  }

  /** The waybills of a transport inquiry's order (buyer); an unknown inquiry is 404. */
  async buyerWaybills(inquiryId: string, lang: Language): Promise<WaybillDetail[]> {
    const inquiry = await this.db
      .selectFrom('transport_inquiries')
      .select('id')
      .where('id', '=', inquiryId)
      .executeTakeFirst();
    if (!inquiry) throw new ApiError(404, 'transport.notFound');
    const order = await this.db
      .selectFrom('transport_orders')
      .select('id')
      .where('inquiry_id', '=', inquiryId)
      .executeTakeFirst();
    if (!order) return [];
    const rows = await waybillsOfOrder(this.db, order.id);
    return Promise.all(rows.map((w) => waybillDetail(this.db, w, lang)));
  }

  feedback(actor: Actor, input: FeedbackInput): Promise<WaybillWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const x = await trx
        .selectFrom('domestic_waybill_exceptions as x')
        .innerJoin('domestic_waybills as w', 'w.id', 'x.waybill_id')
        .select(['x.id', 'x.version', 'x.feedback', 'x.kind', 'w.id as waybill_id', 'w.number'])
        .select(['w.company_id', 'w.state'])
        .where('x.id', '=', input.exceptionId)
        .forUpdate()
        .executeTakeFirst();
      if (!x) throw new ApiError(404, 'waybill.exceptionNotFound');
      if (x.version !== input.version) throw new ApiError(409, 'waybill.stale');
      if (x.feedback) throw new ApiError(409, 'waybill.feedbackGiven');
      const now = this.config.now();
      const byName = actor.name || actor.account;
      const version = x.version + 1;
      await trx
        .updateTable('domestic_waybill_exceptions')
        .set({ feedback: input.feedback, feedback_by_name: byName, feedback_at: now, version })
        .where('id', '=', x.id)
        .execute();
      await this.addEvent(trx, actor, x.waybill_id, `feedback.${x.kind}`, input.feedback, now);
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `waybill.feedback ${x.number} ${x.kind}`,
        trx,
        now,
      );
      return { id: x.id, state: x.state, version };
    });
  }

  /** Locks the caller's waybill, checks `version`; a frozen supplier is refused. */
  private async lockForWrite(trx: Db, actor: Actor, id: string, version: number): Promise<Waybill> {
    const w = await lockWaybill(trx, id, actor.companyId);
    if (!w) throw new ApiError(404, 'waybill.notFound');
    await refuseFrozenSupplier(trx, actor.companyId);
    if (w.version !== version) throw new ApiError(409, 'waybill.stale');
    return w;
  }

  private async changeState(
    trx: Db,
    actor: Actor,
    w: Waybill,
    state: WaybillState,
    remarks: string,
    signFor: { signedBy?: string; signedAt?: string; proofFileId?: string },
  ): Promise<WaybillWriteResult> {
    const now = this.config.now();
    const version = w.version + 1;
    await trx
      .updateTable('domestic_waybills')
      .set({
        state,
        version,
        updated_at: now,
        ...(signFor.proofFileId
          ? {
              signed_by: signFor.signedBy ?? null,
              signed_at: signFor.signedAt ?? null,
              proof_file_id: signFor.proofFileId,
            }
          : {}),
      })
      .where('id', '=', w.id)
      .execute();
    const note = signFor.signedBy
      ? [signFor.signedBy, remarks].filter(Boolean).join(' · ')
      : remarks;
    await this.addEvent(trx, actor, w.id, state, note, now);
    await this.tellErp(trx, w.id, await this.orderNumber(trx, w), w.number, state, {
      remarks,
      ...(signFor.signedBy ? { signedBy: signFor.signedBy, signedAt: signFor.signedAt } : {}),
    });
    await this.log.logAction(
      actor,
      OPERATION_LOG_TYPES.modify,
      `waybill.${state === 'delivered' ? 'sign' : 'state'} ${w.number} ${state}`,
      trx,
      now,
    );
    return { id: w.id, state, version };
  }

  private async orderNumber(trx: Db, w: Waybill): Promise<string> {
    const o = await trx
      .selectFrom('transport_orders')
      .select('number')
      .where('id', '=', w.order_id)
      .executeTakeFirstOrThrow();
    return o.number;
  }

  private addEvent(
    trx: Db,
    actor: Actor,
    waybillId: string,
    action: string,
    remarks: string,
    at: Date,
  ) {
    return trx
      .insertInto('domestic_waybill_events')
      .values({
        id: randomUUID(),
        waybill_id: waybillId,
        action,
        remarks,
        by_name: actor.name || actor.account,
        company_id: actor.companyId,
        at,
      })
      .execute();
  }

  /** The buyer's ERP hears each state and exception of a waybill, as it hears ship notices. */
  private tellErp(
    trx: Db,
    waybillId: string,
    orderNumber: string,
    waybillNumber: string,
    state: WaybillState,
    extra: Record<string, unknown>,
  ) {
    return enqueue(trx, {
      system: 'erp',
      kind: 'waybill.state',
      subjectId: waybillId,
      payload: { orderNumber, waybillNumber, state, ...extra },
    });
  }
}
