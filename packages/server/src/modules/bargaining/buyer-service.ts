// The buyer's side: which inquiries have answers, the submitted quotes of one inquiry side by side
// in one currency, opening bargaining rounds on chosen lines, and every round with its answer.
// Opening is one transaction over the chosen lines (all or none): each must be a quoted line of a
// submitted quote, its inquiry not cancelled, with no round pending (409 otherwise); the round
// starts from the line's current price and is numbered after the line's earlier rounds.
import {
  OPERATION_LOG_TYPES,
  effectiveQuoteState,
  type BargainingRow,
  type Currency,
  type InquiryKind,
  type InquiryStatus,
  type Language,
  type QuoteComparison,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import * as buyerQueries from './buyer-queries.ts';
import type { InquiryOrderColumn } from './buyer-queries.ts';
import { convert, ratesTo } from '../../core/exchange-rates.ts';
import * as roundQueries from './queries.ts';
import { shownStatus, type RoundFilter } from './queries.ts';
import { toBuyerBargainingRow } from './rows.ts';
import type { Page } from './service.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

type BuyerInquiryRow = QuoteComparison['inquiry'];
type InquiryListRow = Awaited<ReturnType<typeof buyerQueries.listInquiries>>[number];

const SORTABLE: Record<string, InquiryOrderColumn> = {
  createdAt: 'i.created_at',
  bidEnd: 'i.bid_end',
  inquiryNumber: 'i.inquiry_number',
};

function inquiryOrder(sort: string | undefined): {
  column: InquiryOrderColumn;
  direction: 'asc' | 'desc';
} {
  if (!sort) return { column: 'i.created_at', direction: 'desc' };
  const [field = '', direction] = sort.split(',');
  const column = Object.hasOwn(SORTABLE, field) ? SORTABLE[field] : undefined;
  if (column && (direction === 'asc' || direction === 'desc')) return { column, direction };
  throw new ApiError(400, 'http.badRequest', { fields: { sort: 'field.invalid' } });
}

/** PostgreSQL's unique_violation: a second pending round raced past the check. */

export class BuyerService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  #row(r: InquiryListRow, now: Date): BuyerInquiryRow {
    const status: InquiryStatus = r.status === 'open' && r.bid_end <= now ? 'closed' : r.status;
    return {
      id: r.id,
      inquiryNumber: r.inquiry_number,
      kind: r.kind as InquiryKind,
      title: r.title,
      status,
      bidEnd: r.bid_end.toISOString(),
      itemCount: r.item_count,
      bidders: Number(r.bidders ?? 0),
      submitted: Number(r.submitted ?? 0),
      noBid: Number(r.no_bid ?? 0),
      createdAt: r.created_at.toISOString(),
    };
  }

  async listInquiries(input: {
    current: number;
    size: number;
    sort?: string | undefined;
    kind?: InquiryKind | undefined;
    status?: InquiryStatus | undefined;
    keyword?: string | undefined;
  }): Promise<Page<BuyerInquiryRow>> {
    const now = this.config.now();
    const filter = { kind: input.kind, status: input.status, keyword: input.keyword, now };
    const order = inquiryOrder(input.sort);
    const [rows, total] = await Promise.all([
      buyerQueries.listInquiries(this.db, filter, order, {
        offset: (input.current - 1) * input.size,
        limit: input.size,
      }),
      buyerQueries.countInquiries(this.db, filter),
    ]);
    return {
      records: rows.map((r) => this.#row(r, now)),
      total,
      current: input.current,
      size: input.size,
    };
  }

  async compare(inquiryId: string, currency: Currency, lang: Language): Promise<QuoteComparison> {
    const now = this.config.now();
    const found = await buyerQueries.comparison(this.db, inquiryId);
    if (!found) throw new ApiError(404, 'inquiry.notFound');
    // Its quotes are repair quote lines, which this comparison does not read: it would show the
    // suppliers as submitted with no offers. They are compared on the repair quote review.
    if (found.inquiry.kind === 'repair') throw new ApiError(409, 'inquiry.repairReviewedApart');
    const { bidders, items, rounds } = found;
    const bidderOf = new Map(bidders.map((b) => [b.id, b]));
    // Only submitted quotes are compared; a draft's priced first line is not an offer.
    const lines = found.lines.flatMap((l) => {
      const bidder = bidderOf.get(l.bidder_id);
      return bidder?.state === 'submitted' ? [{ ...l, company_id: bidder.company_id }] : [];
    });
    const count = (state: string) => bidders.filter((b) => b.state === state).length;
    const inquiry = {
      ...found.inquiry,
      bidders: bidders.length,
      submitted: count('submitted'),
      no_bid: count('noBid'),
    };
    const nameOf = new Map(
      bidders.map((b) => [b.company_id, lang === 'zh' ? b.name : b.name_en] as const),
    );
    const roundOf = new Map(rounds.map((r) => [r.quote_line_id, r]));
    return {
      inquiry: this.#row(inquiry, now),
      currency,
      rates: ratesTo(currency),
      suppliers: bidders.map((b) => ({
        id: b.company_id,
        name: nameOf.get(b.company_id) ?? '',
        state: effectiveQuoteState(b.state, b.bid_end, now),
        submittedAt: b.submitted_at ? b.submitted_at.toISOString() : null,
      })),
      items: items.map((item) => {
        const offers = lines
          .filter((l) => l.item_id === item.id)
          .map((l) => {
            const unitPrice = Number(l.unit_price);
            const lineCurrency = l.currency as Currency;
            const round = roundOf.get(l.id);
            return {
              quoteLineId: l.id,
              supplierId: l.company_id,
              supplierName: nameOf.get(l.company_id) ?? '',
              quotePartNumber: l.quote_part_number ?? '',
              unitPrice,
              currency: lineCurrency,
              convertedPrice: convert(unitPrice, lineCurrency, currency),
              quotedQuantity: l.quoted_quantity === null ? null : Number(l.quoted_quantity),
              leadTimeDays: l.lead_time_days,
              certificateType: l.certificate_type,
              condition: l.condition,
              bargaining: round
                ? {
                    id: round.id,
                    status: shownStatus(round.status, round.deadline, now),
                    price: Number(round.target_price),
                    answerPrice: round.answer_price === null ? null : Number(round.answer_price),
                    deadline: round.deadline.toISOString(),
                  }
                : null,
              lowest: false,
            };
          })
          .sort((a, b) => a.convertedPrice - b.convertedPrice);
        const lowest = offers[0]?.convertedPrice;
        for (const offer of offers) offer.lowest = offer.convertedPrice === lowest;
        return {
          id: item.id,
          itemNo: item.item_no,
          materialNumber: item.material_number,
          description: item.description,
          quantity: Number(item.quantity),
          unit: item.unit,
          offers,
        };
      }),
    };
  }

  async open(
    actor: Actor,
    input: { quoteLineIds: string[]; targetPrice: number; deadline: string; remarks: string },
  ): Promise<{ opened: string[] }> {
    const now = this.config.now();
    const deadline = new Date(input.deadline);
    if (deadline <= now) {
      throw new ApiError(400, 'bargaining.deadlinePast', {
        fields: { deadline: 'bargaining.deadlinePast' },
      });
    }
    const ids = [...new Set(input.quoteLineIds)];
    try {
      return await this.db.transaction().execute(async (trx) => {
        const lines = await buyerQueries.lockLines(trx, ids, now);
        if (lines.length !== ids.length) throw new ApiError(404, 'quote.lineNotFound');
        for (const line of lines) {
          if (line.inquiry_status === 'cancelled') {
            throw new ApiError(409, 'bargaining.inquiryCancelled');
          }
          if (line.state !== 'submitted' || !line.quoted || !line.unit_price || !line.currency) {
            throw new ApiError(409, 'bargaining.lineNotSubmitted');
          }
          if (Number(line.pending ?? 0) > 0) throw new ApiError(409, 'bargaining.alreadyPending');
        }
        await buyerQueries.lapseRounds(trx, ids, now);
        // Answer the new rounds in the order the lines were asked for (the lock goes by id).
        const byId = new Map(lines.map((l) => [l.id, l]));
        const opened: string[] = [];
        const notified = new Set<string>();
        for (const lineId of ids) {
          const line = byId.get(lineId);
          if (!line) throw new ApiError(404, 'quote.lineNotFound');
          const id = await buyerQueries.insertRound(trx, {
            quoteLineId: line.id,
            bidderId: line.bidder_id,
            companyId: line.company_id,
            inquiryId: line.inquiry_id,
            roundNo: Number(line.rounds ?? 0) + 1,
            targetPrice: input.targetPrice,
            lastPrice: line.unit_price ?? 0,
            currency: line.currency ?? '',
            deadline,
            openedBy: actor.userId,
            remarks: input.remarks,
            at: now,
          });
          opened.push(id);
          // One tracking event per supplier and inquiry, however many of its lines are bargained.
          const key = `${line.inquiry_id}:${line.company_id}`;
          if (!notified.has(key)) {
            notified.add(key);
            await roundQueries.addBargainingEvent(trx, {
              inquiryId: line.inquiry_id,
              companyId: line.company_id,
              event: 'bargaining.event.opened',
              byName: actor.name,
              userId: actor.userId,
              at: now,
            });
          }
          await this.log.logAction(
            actor,
            OPERATION_LOG_TYPES.add,
            `bargaining.open:${id}`,
            trx,
            now,
          );
        }
        return { opened };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'bargaining.alreadyPending');
      throw error;
    }
  }

  async listRounds(
    input: { current: number; size: number } & Omit<RoundFilter, 'companyId' | 'ids' | 'now'>,
    lang: Language,
  ): Promise<Page<BargainingRow & { supplierName: string }>> {
    const now = this.config.now();
    const filter: RoundFilter = {
      now,
      status: input.status,
      inquiryId: input.inquiryId,
      keyword: input.keyword,
    };
    const [rows, total] = await Promise.all([
      roundQueries.listRounds(this.db, filter, {
        offset: (input.current - 1) * input.size,
        limit: input.size,
      }),
      roundQueries.countRounds(this.db, filter),
    ]);
    return {
      records: rows.map((r) => toBuyerBargainingRow(r, now, lang)),
      total,
      current: input.current,
      size: input.size,
    };
  }
}
