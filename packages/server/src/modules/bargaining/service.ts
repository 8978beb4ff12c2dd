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
import type { UserService } from '../user/service.ts';
import type { BargainingRepository, LockedRound, RoundFilter } from './repository.ts';
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

export interface Who {
  account: string;
  name: string;
}

/** The account and name the logs and events carry. */
export async function whoIs(users: UserService, userId: string): Promise<Who> {
  const profile = await users.profile(userId);
  if (!profile) throw new ApiError(401, 'auth.invalidToken', { error: 'invalid_token' });
  return { account: profile.row.account, name: profile.row.realName };
}

function sameAmount(a: number, b: number | string): boolean {
  return Math.abs(a - Number(b)) < 1e-9;
}

export class BargainingService {
  constructor(
    private readonly repo: BargainingRepository,
    private readonly log: OperationLog,
    private readonly users: UserService,
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
      this.repo.listRounds(filter, { offset: (input.current - 1) * input.size, limit: input.size }),
      this.repo.countRounds(filter),
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
    const who = await whoIs(this.users, actor.userId);
    const now = this.config.now();
    return this.repo.db.transaction().execute(async (trx) => {
      const [round] = await this.repo.lockRounds(trx, [id], actor.companyId);
      if (!round) throw new ApiError(404, 'bargaining.notFound');
      const action = actionOf(move, round);
      if (!this.#open(round, action, now)) throw new ApiError(409, 'bargaining.closed');
      if (version !== null && round.version !== version) throw new ApiError(409, 'quote.stale');
      await this.#apply(trx, actor, who, round, action, move, remarks, now);
      const row = await this.repo.roundById(id, now, trx);
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
    const who = await whoIs(this.users, actor.userId);
    const now = this.config.now();
    return this.repo.db.transaction().execute(async (trx) => {
      const rounds = await this.repo.lockRounds(trx, unique, actor.companyId);
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
        await this.#apply(trx, actor, who, round, 'decline', { kind: 'decline' }, remarks, now);
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
    who: Who,
    round: LockedRound,
    action: BargainingAction,
    move: RoundMove,
    remarks: string,
    now: Date,
  ): Promise<void> {
    const status = bargainingTransition(round.status, action);
    if (!status || status === 'pending') throw new ApiError(409, 'bargaining.closed');
    const price = action === 'accept' ? round.target_price : 'price' in move ? move.price : null;
    const moved = await this.repo.answerRound(trx, round, {
      status,
      answerPrice: price,
      remarks,
      userId: actor.userId,
      at: now,
    });
    if (!moved) throw new ApiError(409, 'quote.stale');
    if (price !== null) {
      await this.repo.setLinePrice(
        trx,
        { id: round.quote_line_id, bidderId: round.bidder_id },
        price,
        now,
      );
    }
    await this.repo.addEvent(trx, {
      inquiryId: round.inquiry_id,
      companyId: round.company_id,
      event: EVENTS[action],
      byName: who.name,
      userId: actor.userId,
      at: now,
    });
    await this.log.write(
      {
        userId: actor.userId,
        sessionId: actor.sessionId,
        account: who.account,
        name: who.name,
        type: OPERATION_LOG_TYPES.modify,
        item: `bargaining.${action}:${round.id}`,
        ip: actor.ip,
        at: now,
      },
      trx,
    );
  }
}

function actionOf(move: RoundMove, round: LockedRound): BargainingAction {
  if (move.kind === 'price')
    return sameAmount(move.price, round.target_price) ? 'accept' : 'answer';
  return move.kind;
}
