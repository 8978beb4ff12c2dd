// Transport inquiries, quotes and orders (issue 15; docs/product-rules.md#transport-quotes). The
// buyer sends an inquiry to approved transport suppliers and awards one quote; a transport supplier
// quotes the inquiries sent to it and confirms or declines the order the award creates. Every
// write checks state (409) and version (409 on stale), leaves an operation-log line, and the award
// and the supplier's answer to the order tell the ERP through the outbox.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  transportAwardAllowed,
  transportCloseAllowed,
  transportOrderAnswerAllowed,
  transportQuoteAllowed,
  type BuyerTransportInquiry,
  type Language,
  type SupplierTransportInquiry,
  type transportAwardInput,
  type transportCloseInput,
  type transportInquiryInput,
  type transportInquiryListInput,
  type transportOrderAnswerInput,
  type transportQuoteInput,
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
  companyName,
  inquiryOf,
  inquiryRow,
  orderOfInquiry,
  orderRow,
  pageInquiries,
  pageOrders,
  quoteOf,
  quotesOf,
} from './queries.ts';

type ListInput = z.output<typeof transportInquiryListInput>;
type CreateInput = z.output<typeof transportInquiryInput>;
type QuoteInput = z.output<typeof transportQuoteInput>;
type AwardInput = z.output<typeof transportAwardInput>;
type AnswerInput = z.output<typeof transportOrderAnswerInput>;
type CloseInput = z.output<typeof transportCloseInput>;
type OrderListInput = { current: number; size: number; state?: AnswerState };
type AnswerState = 'awaiting_confirmation' | 'confirmed' | 'declined';

export interface TransportWriteResult {
  id: string;
  state: string;
  version: number;
  number?: string;
}

/** A readable, unique number: prefix, business day, six characters of a fresh uuid. */
const numberFor = (prefix: string, today: string) =>
  `${prefix}${today.replaceAll('-', '')}-${randomUUID().slice(0, 6).toUpperCase()}`;

export class TransportService {
  constructor(
    private readonly db: Db,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  /** Only approved suppliers of kind transport quote and take orders (403 otherwise). */
  private async refuseNonTransport(db: Db, companyId: string): Promise<void> {
    const c = await db
      .selectFrom('companies')
      .select(['supplier_kind', 'status'])
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (c?.supplier_kind !== 'transport' || c.status !== 'approved') {
      throw new ApiError(403, 'transport.notTransportSupplier');
    }
  }

  async suppliers(lang: Language) {
    const rows = await this.db
      .selectFrom('companies')
      .select(['id', 'name', 'name_en'])
      .where('kind', '=', 'supplier')
      .where('supplier_kind', '=', 'transport')
      .where('status', '=', 'approved')
      .orderBy('name')
      .execute();
    return rows.map((r) => ({ id: r.id, name: companyName(lang, r.name, r.name_en) }));
  }

  list(actor: Actor, side: 'buyer' | 'supplier', input: ListInput) {
    return pageInquiries(
      this.db,
      {
        companyId: side === 'supplier' ? actor.companyId : undefined,
        state: input.state,
        q: input.q || undefined,
      },
      input,
    );
  }

  async create(actor: Actor, input: CreateInput): Promise<TransportWriteResult> {
    const today = businessToday(this.config);
    if (input.replyDeadline < today) {
      throw new ApiError(400, 'transport.deadlinePast', {
        fields: { replyDeadline: 'transport.deadlinePast' },
      });
    }
    const supplierIds = [...new Set(input.supplierIds)];
    return this.db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('companies')
        .select('id')
        .where('id', 'in', supplierIds)
        .where('kind', '=', 'supplier')
        .where('supplier_kind', '=', 'transport')
        .where('status', '=', 'approved')
        .execute();
      if (found.length !== supplierIds.length) {
        throw new ApiError(400, 'transport.supplierNotTransport', {
          fields: { supplierIds: 'transport.supplierNotTransport' },
        });
      }
      const id = randomUUID();
      const number = numberFor('TI', today);
      const now = this.config.now();
      await trx
        .insertInto('transport_inquiries')
        .values({
          id,
          number,
          mode: input.mode,
          origin: input.origin,
          destination: input.destination,
          cargo: input.cargo,
          pieces: input.pieces,
          gross_weight_kg: input.grossWeightKg,
          volume_m3: input.volumeM3,
          ready_date: input.readyDate,
          reply_deadline: input.replyDeadline,
          remark: input.remark,
          created_by_name: actor.name || actor.account,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('transport_inquiry_suppliers')
        .values(supplierIds.map((company_id) => ({ inquiry_id: id, company_id })))
        .execute();
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.add,
        `transport.inquiry ${number}`,
        trx,
        now,
      );
      return { id, state: 'open', version: 1, number };
    });
  }

  async buyerDetail(id: string, lang: Language): Promise<BuyerTransportInquiry> {
    const inquiry = await inquiryOf(this.db, id);
    if (!inquiry) throw new ApiError(404, 'transport.notFound');
    const [quotes, suppliers, order] = await Promise.all([
      quotesOf(this.db, id),
      this.db
        .selectFrom('transport_inquiry_suppliers as s')
        .innerJoin('companies as c', 'c.id', 's.company_id')
        .select(['c.id', 'c.name', 'c.name_en'])
        .where('s.inquiry_id', '=', id)
        .orderBy('c.name')
        .execute(),
      orderOfInquiry(this.db, id),
    ]);
    const shown = quotes
      .map((q) => quoteOf(inquiry, q, lang))
      .sort((a, b) => a.currency.localeCompare(b.currency) || a.total.total - b.total.total);
    return {
      ...inquiryRow(inquiry, quotes.length),
      suppliers: suppliers.map((s) => ({
        id: s.id,
        name: companyName(lang, s.name, s.name_en),
        quoted: quotes.some((q) => q.company_id === s.id),
      })),
      quotes: shown,
      order: order ? orderRow(order, lang) : null,
    };
  }

  async supplierDetail(
    actor: Actor,
    id: string,
    lang: Language,
  ): Promise<SupplierTransportInquiry> {
    const inquiry = await inquiryOf(this.db, id, actor.companyId);
    if (!inquiry) throw new ApiError(404, 'transport.notFound');
    const [mine, order, count] = await Promise.all([
      quotesOf(this.db, id, actor.companyId),
      orderOfInquiry(this.db, id),
      this.db
        .selectFrom('transport_quotes')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('inquiry_id', '=', id)
        .executeTakeFirstOrThrow(),
    ]);
    const quote = mine[0];
    return {
      ...inquiryRow(inquiry, Number(count.n)),
      myQuote: quote ? quoteOf(inquiry, quote, lang) : null,
      canQuote: transportQuoteAllowed(
        inquiry.state,
        inquiry.reply_deadline,
        businessToday(this.config),
      ),
      awardedToMe: order?.company_id === actor.companyId,
    };
  }

  saveQuote(actor: Actor, input: QuoteInput): Promise<TransportWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const inquiry = await inquiryOf(trx, input.inquiryId, actor.companyId, true);
      if (!inquiry) throw new ApiError(404, 'transport.notFound');
      await this.refuseNonTransport(trx, actor.companyId);
      await refuseFrozenSupplier(trx, actor.companyId);
      const today = businessToday(this.config);
      if (!transportQuoteAllowed(inquiry.state, inquiry.reply_deadline, today)) {
        throw new ApiError(409, 'transport.quoteClosed');
      }
      if (inquiry.mode !== 'air' && input.weightBreaks.length > 0) {
        throw new ApiError(400, 'transport.breaksAirOnly', {
          fields: { weightBreaks: 'transport.breaksAirOnly' },
        });
      }
      const mins = input.weightBreaks.map((b) => b.minKg);
      if (new Set(mins).size !== mins.length) {
        throw new ApiError(400, 'transport.breaksDuplicate', {
          fields: { weightBreaks: 'transport.breaksDuplicate' },
        });
      }
      if (input.validityDate < today) {
        throw new ApiError(400, 'transport.validityPast', {
          fields: { validityDate: 'transport.validityPast' },
        });
      }
      const existing = await trx
        .selectFrom('transport_quotes')
        .select(['id', 'version'])
        .where('inquiry_id', '=', inquiry.id)
        .where('company_id', '=', actor.companyId)
        .forUpdate()
        .executeTakeFirst();
      if ((existing?.version ?? 0) !== input.version) throw new ApiError(409, 'transport.stale');
      const now = this.config.now();
      const values = {
        currency: input.currency,
        rate_per_kg: input.ratePerKg,
        minimum_charge: input.minimumCharge,
        surcharges: JSON.stringify(input.surcharges),
        weight_breaks: JSON.stringify([...input.weightBreaks].sort((a, b) => a.minKg - b.minKg)),
        transit_days: input.transitDays,
        validity_date: input.validityDate,
        remark: input.remark,
        updated_at: now,
      };
      const id = existing?.id ?? randomUUID();
      const version = input.version + 1;
      if (existing) {
        await trx
          .updateTable('transport_quotes')
          .set({ ...values, version })
          .where('id', '=', id)
          .execute();
      } else {
        await trx
          .insertInto('transport_quotes')
          .values({ id, inquiry_id: inquiry.id, company_id: actor.companyId, ...values })
          .execute();
      }
      if (inquiry.state === 'open') {
        await trx
          .updateTable('transport_inquiries')
          .set({ state: 'quoted', version: inquiry.version + 1, updated_at: now })
          .where('id', '=', inquiry.id)
          .execute();
      }
      await this.log.logAction(
        actor,
        existing ? OPERATION_LOG_TYPES.modify : OPERATION_LOG_TYPES.add,
        `transport.quote ${inquiry.number}`,
        trx,
        now,
      );
      return { id, state: 'quoted', version };
    });
  }

  award(actor: Actor, input: AwardInput): Promise<TransportWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const inquiry = await inquiryOf(trx, input.inquiryId, undefined, true);
      if (!inquiry) throw new ApiError(404, 'transport.notFound');
      if (inquiry.version !== input.version) throw new ApiError(409, 'transport.stale');
      if (!transportAwardAllowed(inquiry.state)) {
        throw new ApiError(409, 'transport.awardNotAllowed');
      }
      const quote = (await quotesOf(trx, inquiry.id)).find((q) => q.id === input.quoteId);
      if (!quote) throw new ApiError(404, 'transport.quoteNotFound');
      const shipment = input.noticeNumber
        ? await trx
            .selectFrom('shipments')
            .select('id')
            .where('notice_number', '=', input.noticeNumber)
            .executeTakeFirst()
        : undefined;
      if (input.noticeNumber && !shipment) {
        throw new ApiError(400, 'transport.noticeUnknown', {
          fields: { noticeNumber: 'transport.noticeUnknown' },
        });
      }
      const now = this.config.now();
      const priced = quoteOf(inquiry, quote, 'en');
      const id = randomUUID();
      const number = numberFor('TO', businessToday(this.config));
      await trx
        .insertInto('transport_orders')
        .values({
          id,
          number,
          inquiry_id: inquiry.id,
          quote_id: quote.id,
          company_id: quote.company_id,
          currency: quote.currency,
          total: priced.total.total,
          shipment_id: shipment?.id ?? null,
          awarded_by_name: actor.name || actor.account,
          created_at: now,
        })
        .execute();
      await trx
        .updateTable('transport_inquiries')
        .set({ state: 'awarded', version: inquiry.version + 1, updated_at: now })
        .where('id', '=', inquiry.id)
        .execute();
      await enqueue(trx, {
        system: 'erp',
        kind: 'transport.awarded',
        subjectId: id,
        payload: {
          orderNumber: number,
          inquiryNumber: inquiry.number,
          supplierId: quote.company_id,
          mode: inquiry.mode,
          origin: inquiry.origin,
          destination: inquiry.destination,
          readyDate: inquiry.ready_date,
          currency: quote.currency,
          chargeableWeightKg: priced.total.chargeableWeightKg,
          total: priced.total.total,
          transitDays: quote.transit_days,
          noticeNumber: input.noticeNumber,
        },
      });
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `transport.award ${inquiry.number} ${number}${shipment ? ` ${input.noticeNumber}` : ''}`,
        trx,
        now,
      );
      return { id, state: 'awarded', version: inquiry.version + 1, number };
    });
  }

  /**
   * The buyer closes an inquiry it will not award: the suppliers can no longer quote it (their
   * save answers 409). No outbox event: the ERP hears of transport only at the award.
   */
  close(actor: Actor, input: CloseInput): Promise<TransportWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const inquiry = await inquiryOf(trx, input.id, undefined, true);
      if (!inquiry) throw new ApiError(404, 'transport.notFound');
      if (inquiry.version !== input.version) throw new ApiError(409, 'transport.stale');
      if (!transportCloseAllowed(inquiry.state)) {
        throw new ApiError(409, 'transport.closeNotAllowed');
      }
      const now = this.config.now();
      const version = inquiry.version + 1;
      await trx
        .updateTable('transport_inquiries')
        .set({ state: 'closed', version, updated_at: now })
        .where('id', '=', inquiry.id)
        .execute();
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `transport.inquiry.close ${inquiry.number}`,
        trx,
        now,
      );
      return { id: inquiry.id, state: 'closed', version };
    });
  }

  orders(actor: Actor, input: OrderListInput, lang: Language) {
    return pageOrders(this.db, actor.companyId, input.state, input, lang);
  }

  answerOrder(actor: Actor, input: AnswerInput): Promise<TransportWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('transport_orders')
        .selectAll()
        .where('id', '=', input.id)
        .where('company_id', '=', actor.companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!order) throw new ApiError(404, 'transport.orderNotFound');
      if (order.version !== input.version) throw new ApiError(409, 'transport.stale');
      if (!transportOrderAnswerAllowed(order.state)) {
        throw new ApiError(409, 'transport.orderAnswered');
      }
      const confirm = input.decision === 'confirm';
      // Declining stays allowed to a frozen company, as the product rules say; confirming is an
      // offer and is refused.
      if (confirm) await refuseFrozenSupplier(trx, actor.companyId);
      if (!confirm && !input.reason) {
        throw new ApiError(400, 'transport.reasonRequired', {
          fields: { reason: 'transport.reasonRequired' },
        });
      }
      const now = this.config.now();
      const state = confirm ? 'confirmed' : 'declined';
      const version = order.version + 1;
      await trx
        .updateTable('transport_orders')
        .set({
          state,
          decline_reason: confirm ? '' : input.reason,
          version,
          answered_at: now,
        })
        .where('id', '=', order.id)
        .execute();
      // The ERP heard of the order at the award (transport.awarded); the supplier's answer closes
      // that loop under the same subject, so the ERP can book or re-award the transport.
      await enqueue(trx, {
        system: 'erp',
        kind: 'transport.orderAnswer',
        subjectId: order.id,
        payload: {
          orderNumber: order.number,
          supplierId: order.company_id,
          state,
          ...(confirm ? {} : { reason: input.reason }),
          answeredAt: now.toISOString(),
        },
      });
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `transport.order.${input.decision} ${order.number}`,
        trx,
        now,
      );
      return { id: order.id, state, version };
    });
  }
}
