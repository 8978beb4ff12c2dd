// What the buyer reads across suppliers: inquiries with their bidder counts, what the comparison of
// one inquiry shows (bidders, items, priced lines, the latest round on each), and the lines a new
// round opens on.
import { randomUUID } from 'node:crypto';
import { PART_INQUIRY_KINDS } from '@portal/contract';
import type { CompiledQuery, InferResult } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { containsPattern } from '../../db/like.ts';
import type { Db } from '../../core/db.ts';

export interface BuyerInquiryFilter {
  kind?: string | undefined;
  status?: 'open' | 'closed' | 'cancelled' | undefined;
  keyword?: string | undefined;
  now: Date;
}

export type InquiryOrderColumn = 'i.created_at' | 'i.bid_end' | 'i.inquiry_number';

export interface NewRound {
  quoteLineId: string;
  bidderId: string;
  companyId: string;
  inquiryId: string;
  roundNo: number;
  targetPrice: number;
  lastPrice: number | string;
  currency: string;
  deadline: Date;
  openedBy: string;
  remarks: string;
  at: Date;
}

/** The stand-in inquiry id of the compiled comparison (no real id contains a NUL). */
const COMPARED = '\u0000compared-inquiry';

type ComparisonRow = InferResult<ReturnType<typeof comparisonQuery>>[number];

function buyerInquiries(db: Db, filter: BuyerInquiryFilter) {
  let query = db.selectFrom('inquiries as i');
  // Repair inquiries have a review of their own: listed only when that kind is asked for.
  if (filter.kind) query = query.where('i.kind', '=', filter.kind);
  else query = query.where('i.kind', 'in', PART_INQUIRY_KINDS);
  // "closed" is the stored state or an open inquiry whose bid end has passed.
  if (filter.status === 'cancelled') query = query.where('i.status', '=', 'cancelled');
  if (filter.status === 'open') {
    query = query.where('i.status', '=', 'open').where('i.bid_end', '>', filter.now);
  }
  if (filter.status === 'closed') {
    query = query.where((eb) =>
      eb.or([
        eb('i.status', '=', 'closed'),
        eb.and([eb('i.status', '=', 'open'), eb('i.bid_end', '<=', filter.now)]),
      ]),
    );
  }
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('i.inquiry_number', 'ilike', pattern),
        eb('i.title', 'ilike', pattern),
        eb('i.first_part_number', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

export async function countInquiries(db: Db, filter: BuyerInquiryFilter): Promise<number> {
  const row = await buyerInquiries(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inquiries with how many suppliers were invited, submitted and declined. */
export function listInquiries(
  db: Db,
  filter: BuyerInquiryFilter & { ids?: readonly string[] },
  order: { column: InquiryOrderColumn; direction: 'asc' | 'desc' },
  page: { offset: number; limit: number },
) {
  let query = buyerInquiries(db, filter);
  if (filter.ids) query = query.where('i.id', 'in', [...filter.ids]);
  return query
    .select([
      'i.id',
      'i.inquiry_number',
      'i.kind',
      'i.title',
      'i.status',
      'i.bid_end',
      'i.item_count',
      'i.created_at',
    ])
    .select((eb) => {
      const bidders = () =>
        eb
          .selectFrom('bidders as b')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .whereRef('b.inquiry_id', '=', 'i.id');
      return [
        bidders().as('bidders'),
        bidders().where('b.state', '=', 'submitted').as('submitted'),
        bidders().where('b.state', '=', 'noBid').as('no_bid'),
      ];
    })
    .orderBy(order.column, order.direction)
    .orderBy('i.id', order.direction)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/**
 * Everything the comparison shows of one inquiry, in one statement: the sheet, its bidders with
 * their companies, its items, the quoted lines that have a price, and the latest round of each
 * line; undefined when there is no such inquiry. One statement rather than five because on
 * PGlite every statement pays its own parse, plan and row decoding, which was most of the
 * comparison's time at 1,000,000 quote lines (docs/decisions/2026-11-23-one-statement-per-page.md).
 * Lines of every bidder come back: which quotes count (submitted ones) is the service's rule,
 * decided from `bidders`.
 */
/** The comparison's statement, compiled once (its SQL is the same for every database we run on). */
let compiledComparison: CompiledQuery<ComparisonRow> | undefined;

export async function comparison(db: Db, inquiryId: string) {
  // Built and compiled once with a stand-in id, then run with the real one in its places:
  // building this statement in Kysely cost more than a tenth of the call under load.
  const compiled = (compiledComparison ??= comparisonQuery(db, COMPARED).compile());
  const result = await db.executeQuery<ComparisonRow>({
    ...compiled,
    parameters: compiled.parameters.map((p) => (p === COMPARED ? inquiryId : p)),
  });
  const row = result.rows[0];
  if (!row) return undefined;
  // JSON carries timestamps as text; the service works with Dates, as from any other query.
  const { bidders, items, lines, rounds, ...inquiry } = row;
  return {
    inquiry,
    bidders: bidders.map((b) => ({
      ...b,
      bid_end: new Date(b.bid_end),
      submitted_at: b.submitted_at === null ? null : new Date(b.submitted_at),
    })),
    items,
    lines,
    rounds: rounds.map((r) => ({ ...r, deadline: new Date(r.deadline) })),
  };
}

/**
 * The lines a round would open on, locked with their quote header, with how many rounds they
 * had and how many are pending still (a lapsed one is not: see shownStatus).
 */
export function lockLines(db: Db, ids: readonly string[], now: Date) {
  return db
    .selectFrom('quote_lines as l')
    .innerJoin('bidders as b', 'b.id', 'l.bidder_id')
    .innerJoin('inquiries as i', 'i.id', 'l.inquiry_id')
    .select([
      'l.id',
      'l.bidder_id',
      'l.inquiry_id',
      'l.quoted',
      'l.unit_price',
      'l.currency',
      'b.company_id',
      'b.state',
      'i.status as inquiry_status',
    ])
    .select((eb) => [
      eb
        .selectFrom('bargaining_rounds as r')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('r.quote_line_id', '=', 'l.id')
        .as('rounds'),
      eb
        .selectFrom('bargaining_rounds as r')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('r.quote_line_id', '=', 'l.id')
        .where('r.status', '=', 'pending')
        .where('r.deadline', '>', now)
        .as('pending'),
    ])
    .where('l.id', 'in', [...ids])
    .orderBy('l.id')
    .forUpdate(['l', 'b'])
    .execute();
}

/** Stores the lapse of rounds left pending past their deadline, so a new one may open. */
export async function lapseRounds(db: Db, lineIds: readonly string[], now: Date): Promise<void> {
  await db
    .updateTable('bargaining_rounds')
    .set((eb) => ({ status: 'declined', version: eb('version', '+', 1) }))
    .where('quote_line_id', 'in', [...lineIds])
    .where('status', '=', 'pending')
    .where('deadline', '<=', now)
    .execute();
}

export async function insertRound(db: Db, round: NewRound): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('bargaining_rounds')
    .values({
      id,
      quote_line_id: round.quoteLineId,
      bidder_id: round.bidderId,
      company_id: round.companyId,
      inquiry_id: round.inquiryId,
      round_no: round.roundNo,
      target_price: round.targetPrice,
      last_price: round.lastPrice,
      currency: round.currency,
      deadline: round.deadline,
      opened_by: round.openedBy,
      remarks: round.remarks,
      created_at: round.at,
    })
    .execute();
  return id;
}

/** The comparison's one statement (see comparison above). */
function comparisonQuery(db: Db, inquiryId: string) {
  return db
    .selectFrom('inquiries as i')
    .select([
      'i.id',
      'i.inquiry_number',
      'i.kind',
      'i.title',
      'i.status',
      'i.bid_end',
      'i.item_count',
      'i.created_at',
    ])
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('bidders as b')
          // One index lookup per bidder: as a plain join the planner hashes every company,
          // which costs more than the ten lookups (LIMIT keeps it from flattening the join).
          .innerJoinLateral(
            (eb) =>
              eb
                .selectFrom('companies')
                .select(['name', 'name_en', 'code'])
                .whereRef('companies.id', '=', 'b.company_id')
                .limit(1)
                .as('c'),
            (join) => join.onTrue(),
          )
          .select([
            'b.id',
            'b.company_id',
            'b.state',
            'b.bid_end',
            'b.submitted_at',
            'c.name',
            'c.name_en',
            'c.code',
          ])
          .where('b.inquiry_id', '=', inquiryId)
          .orderBy('c.code'),
      ).as('bidders'),
      jsonArrayFrom(
        eb
          .selectFrom('inquiry_items')
          .select(['id', 'item_no', 'material_number', 'description', 'quantity', 'unit'])
          .where('inquiry_id', '=', inquiryId)
          .orderBy('item_no'),
      ).as('items'),
      jsonArrayFrom(
        eb
          .selectFrom('quote_lines as l')
          .select((e) => [
            'l.id',
            'l.item_id',
            'l.bidder_id',
            'l.quote_part_number',
            // Text, as numeric reads everywhere else: a JSON number could round it.
            e.cast<string>('l.unit_price', 'text').as('unit_price'),
            'l.currency',
            'l.quoted_quantity',
            'l.lead_time_days',
            'l.certificate_type',
            'l.condition',
          ])
          .where('l.inquiry_id', '=', inquiryId)
          .where('l.quoted', '=', true)
          .where('l.unit_price', 'is not', null)
          .where('l.currency', 'is not', null),
      ).as('lines'),
      jsonArrayFrom(
        eb
          .selectFrom('bargaining_rounds as r')
          .distinctOn('r.quote_line_id')
          .select((e) => [
            'r.id',
            'r.quote_line_id',
            'r.status',
            e.cast<string>('r.target_price', 'text').as('target_price'),
            e.cast<string | null>('r.answer_price', 'text').as('answer_price'),
            'r.deadline',
          ])
          .where('r.inquiry_id', '=', inquiryId)
          .orderBy('r.quote_line_id')
          .orderBy('r.round_no', 'desc'),
      ).as('rounds'),
    ])
    .where('i.id', '=', inquiryId);
}
