// The supplier's side of bargaining: list its rounds, accept the target price or answer with its
// own, decline one or many. Each answer is one transaction: lock the round (the caller's company
// only: another's is 404), refuse it once it is no longer pending, past its deadline or its inquiry
// is cancelled (409 bargaining.closed), refuse a stale version (409 quote.stale), then write the
// round, the quote line's new price (the old one kept in bargained_from), a tracking event for the
// buyer and this supplier, and an operation-log row.
import {
  OPERATION_LOG_TYPES,
  bargainingTransition,
  type BargainingAction,
  type BargainingRow,
  type MessageKey,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { refuseFrozenSupplier } from '../supplier/index.ts';
import * as roundQueries from './queries.ts';
import type { LockedRound, RoundFilter } from './queries.ts';
import { toBargainingRow } from './rows.ts';

/** What the supplier does with a round; `price` accepts when it equals the target (bulk upload). */
export type RoundMove =
  | { kind: 'accept' }
  | { kind: 'answer'; price: number }
  | { kind: 'decline' }
  | { kind: 'price'; price: number };

const EVENTS: Record<BargainingAction, MessageKey> = {
  accept: 'bargaining.event.accepted',
  answer: 'bargaining.event.answered',
  decline: 'bargaining.event.declined',
};

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

function sameAmount(a: number, b: number | string): boolean {
  return Math.abs(a - Number(b)) < 1e-9;
}

export class BargainingService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  async list(
    actor: Actor,
    input: { current: number; size: number } & Omit<RoundFilter, 'companyId' | 'ids' | 'now'>,
  ): Promise<Page<BargainingRow>> {
    const now = this.config.now();
    const filter: RoundFilter = {
      now,
      companyId: actor.companyId,
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
      records: rows.map((r) => toBargainingRow(r, now)),
      total,
      current: input.current,
      size: input.size,
    };
  }

  /** Applies one move; `version` null skips the version check (the bulk upload has none). */
  async move(
    actor: Actor,
    id: string,
    version: number | null,
    move: RoundMove,
    remarks: string,
  ): Promise<BargainingRow> {
    const now = this.config.now();
    return this.db.transaction().execute(async (trx) => {
      const [round] = await roundQueries.lockRounds(trx, [id], actor.companyId);
      if (!round) throw new ApiError(404, 'bargaining.notFound');
      const action = actionOf(move, round);
      if (!this.#open(round, action, now)) throw new ApiError(409, 'bargaining.closed');
      if (version !== null && round.version !== version) throw new ApiError(409, 'quote.stale');
      // Accepting or answering changes the offer's price: a frozen supplier may not (declining may).
      if (action !== 'decline') await refuseFrozenSupplier(trx, actor.companyId);
      await this.#apply(trx, actor, round, action, move, remarks, now);
      const row = await roundQueries.roundById(trx, id, now);
      if (!row) throw new ApiError(404, 'bargaining.notFound');
      return toBargainingRow(row, now);
    });
  }

  /**
   * Declines the caller's pending rounds among `ids` in one transaction; rounds that are no longer
   * open are skipped and reported. An id that is not the caller's fails the whole call (404), as
   * the screen only ever sends its own.
   */
  async batchDecline(
    actor: Actor,
    ids: readonly string[],
    remarks: string,
  ): Promise<{ declined: number; skipped: string[] }> {
    const unique = [...new Set(ids)];
    const now = this.config.now();
    return this.db.transaction().execute(async (trx) => {
      const rounds = await roundQueries.lockRounds(trx, unique, actor.companyId);
      if (rounds.length !== unique.length) throw new ApiError(404, 'bargaining.notFound');
      const byId = new Map(rounds.map((r) => [r.id, r]));
      let declined = 0;
      const skipped: string[] = [];
      for (const id of unique) {
        const round = byId.get(id);
        if (!round || !this.#open(round, 'decline', now)) {
          skipped.push(id);
          continue;
        }
        await this.#apply(trx, actor, round, 'decline', { kind: 'decline' }, remarks, now);
        declined += 1;
      }
      return { declined, skipped };
    });
  }

  #open(round: LockedRound, action: BargainingAction, now: Date): boolean {
    return (
      bargainingTransition(round.status, action) !== null &&
      round.deadline > now &&
      round.inquiry_status !== 'cancelled'
    );
  }

  async #apply(
    trx: Kysely<Database>,
    actor: Actor,
    round: LockedRound,
    action: BargainingAction,
    move: RoundMove,
    remarks: string,
    now: Date,
  ): Promise<void> {
    const status = bargainingTransition(round.status, action);
    if (!status || status === 'pending') throw new ApiError(409, 'bargaining.closed');
    const price = action === 'accept' ? round.target_price : 'price' in move ? move.price : null;
    const moved = await roundQueries.answerRound(trx, round, {
      status,
      answerPrice: price,
      remarks,
      userId: actor.userId,
      at: now,
    });
    if (!moved) throw new ApiError(409, 'quote.stale');
    if (price !== null) {
      await roundQueries.setLinePrice(
        trx,
        { id: round.quote_line_id, bidderId: round.bidder_id },
        price,
        now,
      );
    }
    await roundQueries.addBargainingEvent(trx, {
      inquiryId: round.inquiry_id,
      companyId: round.company_id,
      event: EVENTS[action],
      byName: actor.name,
      userId: actor.userId,
      at: now,
    });
    await this.log.logAction(
      actor,
      OPERATION_LOG_TYPES.modify,
      `bargaining.${action}:${round.id}`,
      trx,
      now,
    );
  }
}

function actionOf(move: RoundMove, round: LockedRound): BargainingAction {
  if (move.kind === 'price')
    return sameAmount(move.price, round.target_price) ? 'accept' : 'answer';
  return move.kind;
}
