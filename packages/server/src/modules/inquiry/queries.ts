// What a supplier reads of inquiries: its list (from `bidders`, which carries kind, bid end and
// creation time so its partial indexes serve every tab), one inquiry sheet, and the home page
// counts. Every query is scoped by the caller's company: that is the isolation rule.
import type { InquiryTab } from '@portal/contract';
import { sql, type OrderByItemBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { isBidderColumn, type ListOrder } from './list-order.ts';
import { containsPattern } from '../../db/like.ts';
import type { Db } from '../../core/db.ts';

// Written as SQL literals, not parameters, so the planner can match the partial indexes of
// 0002-inquiries.ts (their predicates are these very expressions).
const OPEN = sql<boolean>`b.state in ('notQuoted', 'hold')`;
const ANSWERED = sql<boolean>`b.state in ('submitted', 'noBid')`;

export interface SupplierListQuery {
  companyId: string;
  kind: string;
  tab: InquiryTab;
  now: Date;
  order: ListOrder;
  keyword?: string | undefined;
  bidEndFrom?: Date | undefined;
  /** Exclusive. */
  bidEndTo?: Date | undefined;
  offset: number;
  limit: number;
}

/** The caller's bidder rows of one kind and tab: bidders alone, served by its indexes. */
function tabBidders(db: Db, q: SupplierListQuery) {
  let query = db
    .selectFrom('bidders as b')
    .where('b.company_id', '=', q.companyId)
    .where('b.kind', '=', q.kind);
  if (q.tab === 'pending') {
    query = query.where('b.bid_end', '>', q.now).where(OPEN);
  } else if (q.tab === 'expired') {
    query = query.where('b.bid_end', '<=', q.now).where(OPEN);
  } else {
    query = query.where(ANSWERED);
  }
  if (q.bidEndFrom) query = query.where('b.bid_end', '>=', q.bidEndFrom);
  if (q.bidEndTo) query = query.where('b.bid_end', '<', q.bidEndTo);
  return query;
}

/**
 * One page and the total, in one statement. The tab's bidder rows are read once (a supplier's
 * tab is an index range of `bidders`, kind, bid end and creation time being copied onto it) and
 * both counted and paged from there. A sort on the bidder's own columns pages before the join,
 * so only the page's 20 inquiries are read, by key; a keyword or a sort on the sheet's columns
 * joins the tab's rows to their inquiries first. Either way the planner never weighs all 100,000
 * inquiries against a supplier's few hundred open bids. The page comes back as JSON: on PGlite
 * each statement pays its own parse and plan and each field of each row its own decoding, which
 * made most of the list's time (docs/decisions/2026-11-23-one-statement-per-page.md).
 */
export async function listForSupplier(db: Db, q: SupplierListQuery) {
  const { column, direction } = q.order;
  const sortOn = (ob: OrderByItemBuilder) =>
    direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast();
  const pageInBidders = !q.keyword && isBidderColumn(column);
  const bidderColumns = [
    'b.id',
    'b.inquiry_id',
    'b.kind',
    'b.bid_end',
    'b.inquiry_created_at',
    'b.state',
    'b.submitted_at',
  ] as const;

  const result = await db
    .with(
      (cte) => cte('tab').materialized(),
      () => tabBidders(db, q).select(bidderColumns),
    )
    .selectNoFrom((eb) => {
      const tab = eb.selectFrom('tab as b').selectAll('b');
      const rows =
        pageInBidders && isBidderColumn(column)
          ? tab.orderBy(column, sortOn).orderBy('b.id').offset(q.offset).limit(q.limit)
          : tab;
      let joined = eb.selectFrom(rows.as('b')).innerJoin('inquiries as i', 'i.id', 'b.inquiry_id');
      if (q.keyword) {
        const pattern = containsPattern(q.keyword);
        joined = joined.where((w) =>
          w.or([
            w('i.inquiry_number', 'ilike', pattern),
            w('i.title', 'ilike', pattern),
            w('i.first_part_number', 'ilike', pattern),
          ]),
        );
      }
      const page = joined
        .select((s) => [
          'i.id as id',
          'i.inquiry_number as inquiryNumber',
          'b.kind as kind',
          'i.title as title',
          'i.purchasing_org as purchasingOrg',
          'i.rfx_category as rfxCategory',
          'i.item_count as itemCount',
          'i.first_part_number as firstPartNumber',
          'i.bid_start as bidStart',
          'b.bid_end as bidEnd',
          // Text, as numeric reads everywhere else: a JSON number could round it.
          s.cast<string | null>('i.budget_total', 'text').as('budgetTotal'),
          'i.budget_currency as budgetCurrency',
          'b.state as state',
          'b.submitted_at as submittedAt',
          'b.inquiry_created_at as createdAt',
        ])
        .orderBy(column, sortOn)
        .orderBy('b.id');
      const total = q.keyword
        ? joined.select((c) => c.fn.countAll<number | string>().as('n')).as('total')
        : eb
            .selectFrom('tab')
            .select((c) => c.fn.countAll<number | string>().as('n'))
            .as('total');
      return [
        jsonArrayFrom(pageInBidders ? page : page.offset(q.offset).limit(q.limit)).as('rows'),
        total,
      ];
    })
    .executeTakeFirstOrThrow();
  // JSON carries timestamps as text; the service works with Dates, as from any other query.
  const rows = result.rows.map((r) => ({
    ...r,
    bidStart: new Date(r.bidStart),
    bidEnd: new Date(r.bidEnd),
    submittedAt: r.submittedAt === null ? null : new Date(r.submittedAt),
    createdAt: new Date(r.createdAt),
  }));
  return { rows, total: Number(result.total ?? 0) };
}

/** The caller's invitation to an inquiry with the inquiry's header; undefined when not invited. */
export function findSheet(db: Db, inquiryId: string, companyId: string) {
  return db
    .selectFrom('bidders as b')
    .innerJoin('inquiries as i', 'i.id', 'b.inquiry_id')
    .selectAll('i')
    .select(['b.id as bidder_id', 'b.state as quote_state'])
    .where('b.inquiry_id', '=', inquiryId)
    .where('b.company_id', '=', companyId)
    .executeTakeFirst();
}

export function inquiryItems(db: Db, inquiryId: string) {
  return db
    .selectFrom('inquiry_items')
    .selectAll()
    .where('inquiry_id', '=', inquiryId)
    .orderBy('item_no')
    .execute();
}

export async function sheetParts(db: Db, inquiryId: string, companyId: string) {
  const [questions, comments, clauses, members, events] = await Promise.all([
    db
      .selectFrom('inquiry_questions')
      .select(['id', 'text', 'answer'])
      .where('inquiry_id', '=', inquiryId)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('inquiry_comments')
      .select(['id', 'author', 'text', 'created_at'])
      .where('inquiry_id', '=', inquiryId)
      .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]))
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('inquiry_clauses')
      .select(['agreement_type', 'number', 'name'])
      .where('inquiry_id', '=', inquiryId)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('inquiry_members')
      .select(['name', 'role'])
      .where('inquiry_id', '=', inquiryId)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('inquiry_events')
      .select(['at', 'event', 'by_name'])
      .where('inquiry_id', '=', inquiryId)
      .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]))
      .orderBy('at')
      .orderBy('id')
      .execute(),
  ]);
  return { questions, comments, clauses, members, events };
}

// ---- home ------------------------------------------------------------------------------------

function pendingBids(db: Db, companyId: string, now: Date) {
  return db
    .selectFrom('bidders as b')
    .where('b.company_id', '=', companyId)
    .where('b.bid_end', '>', now)
    .where(OPEN);
}

export async function pendingSummary(
  db: Db,
  companyId: string,
  now: Date,
  closingBy: Date,
  top: number,
) {
  // The few rows first, then their inquiries by key.
  const topOf = (until?: Date) =>
    db
      .with(
        (cte) => cte('b').materialized(),
        () => {
          let q = pendingBids(db, companyId, now);
          if (until) q = q.where('b.bid_end', '<=', until);
          return q
            .select(['b.id', 'b.inquiry_id', 'b.kind', 'b.bid_end'])
            .orderBy('b.bid_end')
            .orderBy('b.id')
            .limit(top);
        },
      )
      .selectFrom('b')
      .innerJoin('inquiries as i', 'i.id', 'b.inquiry_id')
      .select([
        'i.id as id',
        'i.inquiry_number as inquiryNumber',
        'b.kind as kind',
        'i.title as title',
        'b.bid_end as bidEnd',
      ])
      .orderBy('b.bid_end')
      .orderBy('b.id')
      .execute();
  // Counted per kind: each kind's inquiries are answered on a list of their own.
  const counts = await pendingBids(db, companyId, now)
    .select((eb) => [
      'b.kind',
      eb.fn.countAll<number | string>().as('pending'),
      eb.fn
        .count<number | string>(sql`case when b.bid_end <= ${closingBy} then 1 end`)
        .as('closing'),
    ])
    .groupBy('b.kind')
    .execute();
  const pendingTop = await topOf();
  const closingTop = await topOf(closingBy);
  const byKind = (of: 'pending' | 'closing') =>
    counts.map((c) => ({ kind: c.kind, count: Number(c[of]) })).filter((c) => c.count > 0);
  const total = (of: 'pending' | 'closing') => byKind(of).reduce((n, c) => n + c.count, 0);
  return {
    pending: { total: total('pending'), byKind: byKind('pending'), top: pendingTop },
    closing: { total: total('closing'), byKind: byKind('closing'), top: closingTop },
  };
}

export async function bargainingSummary(db: Db, companyId: string, now: Date, top: number) {
  const pending = db
    .selectFrom('bargaining_rounds as r')
    .where('r.company_id', '=', companyId)
    .where('r.status', '=', 'pending')
    .where('r.deadline', '>', now);
  // Per kind of inquiry: a round is answered on its kind's quote list.
  const counts = await pending
    .innerJoin('inquiries as i', 'i.id', 'r.inquiry_id')
    .select((eb) => ['i.kind', eb.fn.countAll<number | string>().as('n')])
    .groupBy('i.kind')
    .execute();
  const rows = await db
    .with(
      (cte) => cte('r').materialized(),
      () =>
        pending
          .select(['r.id', 'r.inquiry_id', 'r.quote_line_id', 'r.deadline'])
          .orderBy('r.deadline')
          .orderBy('r.id')
          .limit(top),
    )
    .selectFrom('r')
    .innerJoin('inquiries as i', 'i.id', 'r.inquiry_id')
    .innerJoin('quote_lines as l', 'l.id', 'r.quote_line_id')
    .innerJoin('inquiry_items as it', 'it.id', 'l.item_id')
    .select([
      'r.id as id',
      'r.inquiry_id as inquiryId',
      'i.inquiry_number as inquiryNumber',
      'i.kind as kind',
      'it.material_number as partNumber',
      'r.deadline as deadline',
    ])
    .orderBy('r.deadline')
    .orderBy('r.id')
    .execute();
  const byKind = counts.map((c) => ({ kind: c.kind, count: Number(c.n) }));
  return { total: byKind.reduce((n, c) => n + c.count, 0), byKind, top: rows };
}
