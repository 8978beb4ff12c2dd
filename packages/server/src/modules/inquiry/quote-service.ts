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
import type { FilesRepository } from '../files/repository.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import type { UserService } from '../user/service.ts';
import { businessDate } from '../../core/business-time.ts';
import { emptyQuoteLine, quoteLineToValues, rowToQuoteLine } from './quote-lines.ts';
import type { QuoteRepository } from './quote-repository.ts';
import { checkQuoteLines } from './quote-rules.ts';
import type { Actor } from '../../core/actor.ts';

type BidderRow = NonNullable<Awaited<ReturnType<QuoteRepository['findBidder']>>>;

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
    private readonly repo: QuoteRepository,
    private readonly log: OperationLog,
    private readonly users: UserService,
    private readonly files: FilesRepository,
    private readonly config: AppConfig,
  ) {}

  async getQuote(actor: Actor, inquiryId: string): Promise<Quote> {
    const bidder = await this.repo.findBidder(inquiryId, actor.companyId);
    if (!bidder) throw new ApiError(404, 'inquiry.notFound');
    const items = await this.repo.itemIds(inquiryId);
    const rows = await this.repo.lines(bidder.id);
    const attachments = await this.files.quoteAttachments(bidder.id);
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

  /** Hold checks types and limits only; submit checks every rule of SPEC.md section 5. */
  async save(actor: Actor, action: 'hold' | 'submit', input: SaveQuote): Promise<Quote> {
    await this.#change(actor, input.inquiryId, input.version, action, async (trx, bidder, now) => {
      const items = await this.repo.itemIds(input.inquiryId, trx);
      const lines = checkQuoteLines(input.lines, new Set(items.map((i) => i.id)), {
        domestic: bidder.domestic,
        submit: action === 'submit',
        today: businessDate(now),
      });
      await this.#attach(trx, actor, bidder.id, input.attachmentIds);
      // The quote is the whole set of items: an item the input leaves out is not quoted.
      const given = new Map(lines.map((l) => [l.itemId, l]));
      const all = items.map((i) => given.get(i.id) ?? { itemId: i.id, quoted: false });
      const ids = { bidderId: bidder.id, inquiryId: input.inquiryId };
      await this.repo.upsertLines(
        trx,
        all.map((l) => quoteLineToValues(l, ids)),
        now,
      );
      return {
        remarks: input.remarks,
        quote_number: bidder.quote_number ?? (await this.repo.nextQuoteNumber(trx, now)),
        ...(action === 'submit' ? { submitted_at: now } : {}),
      };
    });
    return this.getQuote(actor, input.inquiryId);
  }

  async #attach(
    trx: Kysely<Database>,
    actor: Actor,
    bidderId: string,
    attachmentIds: string[],
  ): Promise<void> {
    const ids = [...new Set(attachmentIds)];
    const owned = await this.repo.ownedFiles(trx, actor.companyId, ids);
    const missing: Record<string, MessageKey> = {};
    attachmentIds.forEach((id, i) => {
      if (!owned.has(id)) missing[`attachmentIds.${i}`] = 'file.notFound';
    });
    if (Object.keys(missing).length > 0) {
      throw new ApiError(400, 'file.notFound', { fields: missing });
    }
    await this.repo.replaceAttachments(trx, bidderId, ids);
  }

  async noBid(
    actor: Actor,
    input: { inquiryId: string; version: number; reason: string },
  ): Promise<Quote> {
    await this.#change(actor, input.inquiryId, input.version, 'noBid', async (_trx, _b, now) => ({
      no_bid_reason: input.reason,
      submitted_at: now,
    }));
    return this.getQuote(actor, input.inquiryId);
  }

  async #refuseFrozen(trx: Kysely<Database>, actor: Actor): Promise<void> {
    const company = await trx
      .selectFrom('companies')
      .select(['commercial_frozen', 'quality_frozen'])
      .where('id', '=', actor.companyId)
      .executeTakeFirst();
    if (!company || (!company.commercial_frozen && !company.quality_frozen)) return;
    throw new ApiError(
      403,
      company.commercial_frozen ? 'freeze.frozenCommercial' : 'freeze.frozenQuality',
    );
  }

  async #change(
    actor: Actor,
    inquiryId: string,
    version: number,
    action: QuoteAction,
    apply: (
      trx: Kysely<Database>,
      bidder: BidderRow,
      now: Date,
    ) => Promise<Omit<Updateable<BiddersTable>, 'id' | 'version' | 'state'>>,
  ): Promise<void> {
    const profile = await this.users.profile(actor.userId);
    await this.db.transaction().execute(async (trx) => {
      const bidder = await this.repo.findBidder(inquiryId, actor.companyId, {
        db: trx,
        lock: true,
      });
      if (!bidder) throw new ApiError(404, 'inquiry.notFound');
      // A frozen supplier keeps its drafts but cannot make an offer (SPEC.md section 1, freeze).
      if (action === 'submit') await this.#refuseFrozen(trx, actor);
      const now = this.config.now();
      if (!isBidOpen(bidder, now)) throw new ApiError(409, 'quote.bidClosed');
      if (bidder.version !== version) throw new ApiError(409, 'quote.stale');
      const next = quoteTransition(effectiveQuoteState(bidder.state, bidder.bid_end, now), action);
      if (!next) throw new ApiError(409, 'quote.illegalMove');

      const set = await apply(trx, bidder, now);
      const applied = await this.repo.updateBidder(trx, bidder.id, version, {
        ...set,
        state: next,
        updated_at: now,
      });
      if (applied === undefined) throw new ApiError(409, 'quote.stale');

      const name = profile?.row.realName ?? '';
      await this.repo.addEvent(trx, {
        inquiryId,
        companyId: actor.companyId,
        event: EVENTS[action],
        byName: name,
        userId: actor.userId,
        at: now,
      });
      await this.log.write(
        {
          userId: actor.userId,
          sessionId: actor.sessionId,
          account: profile?.row.account ?? '',
          name,
          // The first save of a quote adds it; everything after modifies it.
          type: bidder.updated_at ? OPERATION_LOG_TYPES.modify : OPERATION_LOG_TYPES.add,
          item: `quote.${action} ${bidder.inquiry_number}`,
          ip: actor.ip,
          at: now,
        },
        trx,
      );
    });
  }
}

function isBidOpen(bidder: Pick<BidderRow, 'bid_end' | 'inquiry_status'>, now: Date): boolean {
  return bidder.inquiry_status === 'open' && now.getTime() < bidder.bid_end.getTime();
}
