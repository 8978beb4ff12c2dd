// Bargaining rounds as both sides read them, and the writes of an answer. Every supplier query is
// scoped by the caller's company (`r.company_id`, copied onto the round when it opens), which is the
// isolation rule: another company's round is simply not found.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { BargainingRoundsTable } from '../../db/schema.ts';
import { containsPattern } from '../../db/like.ts';
import type { Db } from '../../core/db.ts';

export interface RoundFilter {
  /** The supplier's company; absent for the buyer, who sees every round. */
  companyId?: string;
  /** The shown status (see `shownStatus`): a lapsed round is filtered as declined. */
  status?: 'pending' | 'submitted' | 'declined' | undefined;
  /** The clock the status filter uses. */
  now: Date;
  inquiryId?: string | undefined;
  keyword?: string | undefined;
  ids?: readonly string[];
}

/**
 * A round still pending when its deadline passes was not answered in time: it shows, filters and
 * counts as declined (nothing runs at the deadline to store that; opening the line's next round
 * does), so the list cannot disagree with the clock.
 */
export function shownStatus(
  stored: 'pending' | 'submitted' | 'declined',
  deadline: Date,
  now: Date,
): 'pending' | 'submitted' | 'declined' {
  return stored === 'pending' && deadline <= now ? 'declined' : stored;
}

export type LockedRound = Selectable<BargainingRoundsTable> & { inquiry_status: string };

export interface EventEntry {
  inquiryId: string;
  companyId: string | null;
  event: string;
  byName: string;
  userId: string;
  at: Date;
}

function roundsOf(db: Db, filter: RoundFilter) {
  let query = db
    .selectFrom('bargaining_rounds as r')
    .innerJoin('inquiries as i', 'i.id', 'r.inquiry_id')
    .innerJoin('quote_lines as l', 'l.id', 'r.quote_line_id')
    .innerJoin('inquiry_items as it', 'it.id', 'l.item_id');
  if (filter.companyId) query = query.where('r.company_id', '=', filter.companyId);
  if (filter.status === 'submitted') query = query.where('r.status', '=', 'submitted');
  if (filter.status === 'pending') {
    query = query.where('r.status', '=', 'pending').where('r.deadline', '>', filter.now);
  }
  if (filter.status === 'declined') {
    query = query.where((eb) =>
      eb.or([
        eb('r.status', '=', 'declined'),
        eb.and([eb('r.status', '=', 'pending'), eb('r.deadline', '<=', filter.now)]),
      ]),
    );
  }
  if (filter.inquiryId) query = query.where('r.inquiry_id', '=', filter.inquiryId);
  if (filter.ids) query = query.where('r.id', 'in', [...filter.ids]);
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('i.inquiry_number', 'ilike', pattern),
        eb('it.material_number', 'ilike', pattern),
        eb('it.description', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** Rounds with what a row shows, newest first. */
export function listRounds(
  db: Db,
  filter: RoundFilter,
  page: { offset: number; limit: number } | null,
) {
  let query = roundsOf(db, filter)
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .leftJoin('users as u', 'u.id', 'r.opened_by')
    .select([
      'r.id',
      'r.inquiry_id',
      'i.inquiry_number',
      'r.quote_line_id',
      'it.item_no',
      'it.material_number',
      'it.description',
      'r.target_price',
      'r.last_price',
      'r.currency',
      'r.round_no',
      'r.deadline',
      'u.real_name as opened_by_name',
      'r.status',
      'r.remarks',
      'r.answer_price',
      'r.answer_remarks',
      'r.answered_at',
      'r.version',
      'c.name as company_name',
      'c.name_en as company_name_en',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export async function countRounds(db: Db, filter: RoundFilter): Promise<number> {
  const row = await roundsOf(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One round as the list shows it (after a write, to answer the new state). */
export async function roundById(db: Db, id: string, now: Date) {
  const [row] = await listRounds(db, { ids: [id], now }, null);
  return row;
}

/** The caller's rounds among `ids`, locked for the answer, with their inquiry's status. */
export function lockRounds(
  db: Db,
  ids: readonly string[],
  companyId: string,
): Promise<LockedRound[]> {
  return db
    .selectFrom('bargaining_rounds as r')
    .innerJoin('inquiries as i', 'i.id', 'r.inquiry_id')
    .selectAll('r')
    .select('i.status as inquiry_status')
    .where('r.id', 'in', [...ids])
    .where('r.company_id', '=', companyId)
    .orderBy('r.id')
    .forUpdate('r')
    .execute();
}

/** Moves a round on if it still has the version the caller saw; false when it had changed. */
export async function answerRound(
  db: Db,
  round: { id: string; version: number },
  values: {
    status: 'submitted' | 'declined';
    answerPrice: number | string | null;
    remarks: string;
    userId: string;
    at: Date;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('bargaining_rounds')
    .set((eb) => ({
      status: values.status,
      answer_price: values.answerPrice,
      answer_remarks: values.remarks,
      answered_at: values.at,
      answered_by: values.userId,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', round.id)
    .where('version', '=', round.version)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The quote line takes the bargained price and remembers the one before. The bidder's version
 * moves too, so a quote editor still open on the old price cannot save over the new one.
 */
export async function setLinePrice(
  db: Db,
  line: { id: string; bidderId: string },
  price: number | string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('quote_lines')
    .set((eb) => ({ bargained_from: eb.ref('unit_price'), unit_price: price, updated_at: at }))
    .where('id', '=', line.id)
    .execute();
  await db
    .updateTable('bidders')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: at }))
    .where('id', '=', line.bidderId)
    .execute();
}

export async function addBargainingEvent(db: Db, e: EventEntry): Promise<void> {
  await db
    .insertInto('inquiry_events')
    .values({
      id: randomUUID(),
      inquiry_id: e.inquiryId,
      company_id: e.companyId,
      event: e.event,
      by_name: e.byName,
      user_id: e.userId,
      at: e.at,
    })
    .execute();
}

/** The caller's pending rounds still open at `now` (the bulk-answer template). */
export async function openRounds(db: Db, companyId: string, now: Date, inquiryId?: string) {
  const rows = await listRounds(db, { companyId, status: 'pending', now, inquiryId }, null);
  return rows.reverse();
}

export type RoundListRow = Awaited<ReturnType<typeof listRounds>>[number];
