// The supplier's quote: read it, save it as a draft (hold), submit it, or decline (no bid). Every
// change is one transaction: lock the bidder row, check the inquiry is the caller's (404), the bid is
// open (409 bidClosed), the version is the one the editor loaded (409 stale) and the move is legal
// in the contract's state machine (409 illegalMove); then write, bump the version, and record a
// tracking event (seen by this company only) and an operation-log row.
import {
  OPERATION_LOG_TYPES,
  allowedQuoteActions,
  effectiveQuoteState,
  quoteTransition,
  type InquiryKind,
  type MessageKey,
  type Quote,
  type QuoteAction,
  type QuoteLine,
  type StoredQuoteLine,
} from '@portal/contract';
import type { Kysely, Updateable } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { BiddersTable, Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { quoteAttachments } from '../files/index.ts';
import { CNY_PER_UNIT } from '../../core/exchange-rates.ts';
import { refuseFrozenSupplier } from '../supplier/index.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { businessDate } from '../../core/business-time.ts';
import { emptyQuoteLine, quoteLineToValues, rowToQuoteLine } from './quote-lines.ts';
import * as quotes from './quote-queries.ts';
import { checkQuoteLines } from './quote-rules.ts';
import type { Actor } from '../../core/actor.ts';

export type BidderRow = NonNullable<Awaited<ReturnType<typeof quotes.findBidder>>>;

/** Writes a change's lines inside the transaction; answers the bidder columns to set. */
export type ApplyChange = (
  trx: Kysely<Database>,
  bidder: BidderRow,
  now: Date,
) => Promise<Omit<Updateable<BiddersTable>, 'id' | 'version' | 'state'>>;

export interface SaveQuote {
  inquiryId: string;
  version: number;
  lines: QuoteLine[];
  remarks: string;
  /** The files attached to the quote: the whole list, replacing what was attached. */
  attachmentIds: string[];
}

const EVENTS: Record<QuoteAction, MessageKey> = {
  hold: 'quote.event.held',
  submit: 'quote.event.submitted',
  noBid: 'quote.event.noBid',
};

export class QuoteService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  async getQuote(actor: Actor, inquiryId: string): Promise<Quote> {
    return this.#read(actor, inquiryId, { refuseRepair: true });
  }

  /**
   * The quote; a repair inquiry's has no part lines (its lines are the repair quote's), which is
   * what no bid answers for one.
   */
  async #read(actor: Actor, inquiryId: string, opts: { refuseRepair: boolean }): Promise<Quote> {
    const bidder = await quotes.findBidder(this.db, inquiryId, actor.companyId);
    if (!bidder) throw new ApiError(404, 'inquiry.notFound');
    if (opts.refuseRepair) refuseRepairInquiry(bidder);
    const repair = bidder.inquiry_kind === 'repair';
    const items = repair ? [] : await quotes.itemIds(this.db, inquiryId);
    const rows = repair ? [] : await quotes.quoteLines(this.db, bidder.id);
    const attachments = await quoteAttachments(this.db, bidder.id);
    const saved = new Map(rows.map((r) => [r.item_id, r]));
    const lines: StoredQuoteLine[] = items.map((item) => {
      const row = saved.get(item.id);
      return row ? rowToQuoteLine(row) : emptyQuoteLine(bidder.id, item.id);
    });
    const now = this.config.now();
    const state = effectiveQuoteState(bidder.state, bidder.bid_end, now);
    return {
      id: bidder.updated_at ? bidder.id : null,
      quoteNumber: bidder.quote_number,
      inquiryId,
      state,
      version: bidder.version,
      domestic: bidder.domestic,
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

  /** Hold checks types and limits only; submit checks every rule of the product rules' quote. */
  async save(actor: Actor, action: 'hold' | 'submit', input: SaveQuote): Promise<Quote> {
    await this.change(actor, input.inquiryId, input.version, action, async (trx, bidder, now) => {
      refuseRepairInquiry(bidder);
      const items = await quotes.itemIds(trx, input.inquiryId);
      const lines = checkQuoteLines(input.lines, new Set(items.map((i) => i.id)), {
        domestic: bidder.domestic,
        submit: action === 'submit',
        today: businessDate(now),
        // The column holds one of the contract's INQUIRY_KINDS (db/schema.ts).
        kind: bidder.inquiry_kind as InquiryKind,
      });
      refuseAboveLimit(lines, items);
      await this.attach(trx, actor, bidder.id, input.attachmentIds);
      // The quote is the whole set of items: an item the input leaves out is not quoted.
      const given = new Map(lines.map((l) => [l.itemId, l]));
      const all = items.map((i) => given.get(i.id) ?? { itemId: i.id, quoted: false });
      const ids = { bidderId: bidder.id, inquiryId: input.inquiryId };
      await quotes.upsertLines(
        trx,
        all.map((l) => quoteLineToValues(l, ids)),
        now,
      );
      return {
        remarks: input.remarks,
        quote_number: bidder.quote_number ?? (await quotes.nextQuoteNumber(trx, now)),
        ...(action === 'submit' ? { submitted_at: now } : {}),
      };
    });
    return this.getQuote(actor, input.inquiryId);
  }

  /** The quote's attachments become `attachmentIds`, each a file of the caller's company (400). */
  async attach(
    trx: Kysely<Database>,
    actor: Actor,
    bidderId: string,
    attachmentIds: string[],
  ): Promise<void> {
    const ids = [...new Set(attachmentIds)];
    const owned = await quotes.ownedFiles(trx, actor.companyId, ids);
    const missing: Record<string, MessageKey> = {};
    attachmentIds.forEach((id, i) => {
      if (!owned.has(id)) missing[`attachmentIds.${i}`] = 'file.notFound';
    });
    if (Object.keys(missing).length > 0) {
      throw new ApiError(400, 'file.notFound', { fields: missing });
    }
    await quotes.replaceAttachments(trx, bidderId, ids);
  }

  async noBid(
    actor: Actor,
    input: { inquiryId: string; version: number; reason: string },
  ): Promise<Quote> {
    // No bid is the same for a repair inquiry: the header alone.
    await this.change(actor, input.inquiryId, input.version, 'noBid', async (_trx, _b, now) => ({
      no_bid_reason: input.reason,
      submitted_at: now,
    }));
    return this.#read(actor, input.inquiryId, { refuseRepair: false });
  }

  /**
   * One change of a quote header, whatever its lines are (the repair quote uses it too): the
   * bidder row locked, the caller's inquiry (404), a frozen supplier refused on submit, bid open
   * (409), version (409), the state machine (409); `apply` writes the lines and answers the header's
   * columns; then the version, the tracking event and the operation-log line
   * (`${logFamily}.${action} <inquiry number>`).
   */
  async change(
    actor: Actor,
    inquiryId: string,
    version: number,
    action: QuoteAction,
    apply: ApplyChange,
    logFamily: 'quote' | 'repairQuote' = 'quote',
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const bidder = await quotes.findBidder(trx, inquiryId, actor.companyId, { lock: true });
      if (!bidder) throw new ApiError(404, 'inquiry.notFound');
      // A frozen supplier keeps its drafts but cannot make an offer (product rules: Freezes).
      if (action === 'submit') await refuseFrozenSupplier(trx, actor.companyId);
      const now = this.config.now();
      if (!isBidOpen(bidder, now)) throw new ApiError(409, 'quote.bidClosed');
      if (bidder.version !== version) throw new ApiError(409, 'quote.stale');
      const next = quoteTransition(effectiveQuoteState(bidder.state, bidder.bid_end, now), action);
      if (!next) throw new ApiError(409, 'quote.illegalMove');

      const set = await apply(trx, bidder, now);
      const applied = await quotes.updateBidder(trx, bidder.id, version, {
        ...set,
        state: next,
        updated_at: now,
      });
      if (applied === undefined) throw new ApiError(409, 'quote.stale');

      await quotes.addEvent(trx, {
        inquiryId,
        companyId: actor.companyId,
        event: EVENTS[action],
        byName: actor.name,
        userId: actor.userId,
        at: now,
      });
      await this.log.logAction(
        actor,
        // The first save of a quote adds it; everything after modifies it.
        bidder.updated_at ? OPERATION_LOG_TYPES.modify : OPERATION_LOG_TYPES.add,
        logItems(action, bidder.inquiry_number)[logFamily].item,
        trx,
        now,
      );
    });
  }
}

/** The log line of each family, spelled out so core/operation-log-items.test.ts sees its codes. */
function logItems(action: QuoteAction, inquiryNumber: string) {
  return {
    quote: { item: `quote.${action} ${inquiryNumber}` },
    repairQuote: { item: `repairQuote.${action} ${inquiryNumber}` },
  };
}

/** A repair inquiry is quoted with repair quote lines (modules/repair-quote), not part lines. */
export function refuseRepairInquiry(bidder: { inquiry_kind: string }): void {
  if (bidder.inquiry_kind === 'repair') throw new ApiError(409, 'repairQuote.useRepairQuote');
}

export function isBidOpen(
  bidder: Pick<BidderRow, 'bid_end' | 'inquiry_status'>,
  now: Date,
): boolean {
  return bidder.inquiry_status === 'open' && now.getTime() < bidder.bid_end.getTime();
}

/**
 * Refuses a quoted unit price above its item's maximum price limit (400 on the line's unit price).
 * The limit is in CNY; another currency is compared at the comparison's fixed rates
 * (docs/decisions/2026-11-26-max-price-limit-currency.md).
 */
function refuseAboveLimit(
  lines: readonly QuoteLine[],
  items: readonly { id: string; max_price_limit: string | number | null }[],
): void {
  const limits = new Map(items.map((i) => [i.id, i.max_price_limit]));
  const fields: Record<string, MessageKey> = {};
  // `lines` are checkQuoteLines' answer: the input's lines in the input's order.
  lines.forEach((line, i) => {
    const limit = limits.get(line.itemId);
    if (limit === null || limit === undefined || !line.quoted) return;
    if (line.unitPrice === undefined || line.unitPrice === null || !line.currency) return;
    const inCny = line.unitPrice * CNY_PER_UNIT[line.currency];
    if (inCny > Number(limit) + 1e-9) {
      fields[`lines.${i}.unitPrice`] = 'quote.aboveLimit';
    }
  });
  if (Object.keys(fields).length > 0) throw new ApiError(400, 'quote.aboveLimit', { fields });
}
