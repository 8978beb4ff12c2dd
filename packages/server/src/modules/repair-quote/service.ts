// The supplier's repair quote (docs/decisions/2026-11-27-repair-quotes.md): the quote header of a
// part quote (state machine, version, bid end, attachments, no bid) with one repair line per unit.
// Hold and submit go through the inquiry module's QuoteService.change, so locking, isolation,
// frozen suppliers, bid end, stale versions, tracking and the operation log are the part quote's.
import {
  allowedQuoteActions,
  effectiveQuoteState,
  type RepairQuote,
  type RepairQuoteLine,
  type StoredRepairQuoteLine,
} from '@portal/contract';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import { businessDate } from '../../core/business-time.ts';
import type { Db } from '../../core/db.ts';
import { ApiError } from '../../http/api-error.ts';
import { quoteAttachments } from '../files/index.ts';
import {
  findBidder,
  isBidOpen,
  itemIds,
  nextQuoteNumber,
  type QuoteService,
} from '../inquiry/index.ts';
import { emptyRepairLine, repairLineToValues, rowToRepairLine } from './lines.ts';
import { repairLines, templateUnits, upsertRepairLines } from './queries.ts';
import { checkRepairLines } from './rules.ts';

export interface SaveRepairQuote {
  inquiryId: string;
  version: number;
  lines: RepairQuoteLine[];
  remarks: string;
  attachmentIds: string[];
}

/** A non-repair inquiry is quoted with part lines (the inquiry module): 409 here. */
function refuseNonRepair(bidder: { inquiry_kind: string }): void {
  if (bidder.inquiry_kind !== 'repair') throw new ApiError(409, 'repairQuote.notRepairInquiry');
}

export class RepairQuoteService {
  constructor(
    private readonly db: Db,
    private readonly quotes: QuoteService,
    private readonly config: AppConfig,
  ) {}

  async get(actor: Actor, inquiryId: string): Promise<RepairQuote> {
    const bidder = await findBidder(this.db, inquiryId, actor.companyId);
    if (!bidder) throw new ApiError(404, 'inquiry.notFound');
    refuseNonRepair(bidder);
    const [items, rows, attachments] = await Promise.all([
      itemIds(this.db, inquiryId),
      repairLines(this.db, bidder.id),
      quoteAttachments(this.db, bidder.id),
    ]);
    const saved = new Map(rows.map((r) => [r.item_id, r]));
    const lines: StoredRepairQuoteLine[] = items.map((item) => {
      const row = saved.get(item.id);
      return row ? rowToRepairLine(row) : emptyRepairLine(item.id);
    });
    const now = this.config.now();
    const state = effectiveQuoteState(bidder.state, bidder.bid_end, now);
    return {
      id: bidder.updated_at ? bidder.id : null,
      quoteNumber: bidder.quote_number,
      inquiryId,
      state,
      version: bidder.version,
      bidEnd: bidder.bid_end.toISOString(),
      allowedActions: allowedQuoteActions(state, isBidOpen(bidder, now)),
      lines,
      remarks: bidder.remarks,
      noBidReason: bidder.no_bid_reason,
      attachments,
      submittedAt: bidder.submitted_at?.toISOString() ?? null,
      updatedAt: bidder.updated_at?.toISOString() ?? null,
    };
  }

  /** What the template and the upload need: the caller's units and its saved lines (404, 409). */
  async sheet(actor: Actor, inquiryId: string) {
    const bidder = await findBidder(this.db, inquiryId, actor.companyId);
    if (!bidder) throw new ApiError(404, 'inquiry.notFound');
    refuseNonRepair(bidder);
    const [units, rows] = await Promise.all([
      templateUnits(this.db, inquiryId),
      repairLines(this.db, bidder.id),
    ]);
    return {
      inquiryNumber: bidder.inquiry_number,
      units,
      saved: new Map(rows.map((r) => [r.item_id, rowToRepairLine(r)])),
    };
  }

  /** Hold checks types, limits and price rules; submit every rule (the contract's schema). */
  async save(
    actor: Actor,
    action: 'hold' | 'submit',
    input: SaveRepairQuote,
  ): Promise<RepairQuote> {
    await this.quotes.change(
      actor,
      input.inquiryId,
      input.version,
      action,
      async (trx, bidder, now) => {
        refuseNonRepair(bidder);
        const items = await itemIds(trx, input.inquiryId);
        const lines = checkRepairLines(input.lines, new Set(items.map((i) => i.id)), {
          submit: action === 'submit',
          today: businessDate(now),
        });
        await this.quotes.attach(trx, actor, bidder.id, input.attachmentIds);
        // The quote is every unit: a unit the input leaves out is not quoted.
        const given = new Map(lines.map((l) => [l.itemId, l]));
        const all = items.map((i) => given.get(i.id) ?? { itemId: i.id, quoted: false });
        const ids = { bidderId: bidder.id, inquiryId: input.inquiryId };
        await upsertRepairLines(
          trx,
          all.map((l) => repairLineToValues(l, { ...ids, id: randomUUID() })),
          now,
        );
        return {
          remarks: input.remarks,
          quote_number: bidder.quote_number ?? (await nextQuoteNumber(trx, now)),
          ...(action === 'submit' ? { submitted_at: now } : {}),
        };
      },
      'repairQuote',
    );
    return this.get(actor, input.inquiryId);
  }
}
