// What the buyer's side of repair quotes reads and writes (issue 14): one repair inquiry with its
// bidders, units and repair quote lines for the side-by-side comparison, and the award's rows (the
// locked inquiry and bidder, the award itself and its contracts, one per awarded unit). A repair
// inquiry has few units and few bidders, so each part is one plain statement through the inquiry's
// indexes (migrations 0026, 0028).
import type { Selectable } from 'kysely';
import type { Db } from '../../core/db.ts';
import type { RepairQuoteLinesTable } from '../../db/schema.ts';

export type RepairQuoteLineRow = Selectable<RepairQuoteLinesTable>;

/** The inquiry's head with its version and bidder counts; undefined when there is none. */
export function inquiryHead(db: Db, inquiryId: string) {
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
      'i.version',
    ])
    .where('i.id', '=', inquiryId)
    .executeTakeFirst();
}

/** Every invited supplier with its quote header and company names, in invitation order. */
export function biddersOf(db: Db, inquiryId: string) {
  return db
    .selectFrom('bidders as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .select([
      'b.id',
      'b.company_id',
      'b.state',
      'b.bid_end',
      'b.quote_number',
      'b.submitted_at',
      'b.remarks',
      'c.code',
      'c.name',
      'c.name_en',
    ])
    .where('b.inquiry_id', '=', inquiryId)
    .orderBy('b.created_at')
    .orderBy('b.id')
    .execute();
}

/** The inquiry's items in item order, each with its unit's repair data (null when none). */
export function unitsOf(db: Db, inquiryId: string) {
  return db
    .selectFrom('inquiry_items as it')
    .leftJoin('repair_units as u', 'u.item_id', 'it.id')
    .select([
      'it.id',
      'it.item_no',
      'it.material_number',
      'it.mpn',
      'it.description',
      'it.quantity',
      'it.unit',
      'u.serial_number',
      'u.reported_fault',
      'u.aircraft_registration',
      'u.tsn',
      'u.csn',
      'u.tso',
      'u.cso',
      'u.required_return_date',
    ])
    .where('it.inquiry_id', '=', inquiryId)
    .orderBy('it.item_no')
    .execute();
}

export type UnitRow = Awaited<ReturnType<typeof unitsOf>>[number];

/**
 * The repair quote lines of the inquiry's submitted quotes only: a held (draft) quote's lines are
 * not an offer, and a buyer never sees them.
 */
export function submittedLines(db: Db, inquiryId: string, bidderId?: string) {
  return db
    .selectFrom('repair_quote_lines as l')
    .innerJoin('bidders as b', 'b.id', 'l.bidder_id')
    .selectAll('l')
    .where('l.inquiry_id', '=', inquiryId)
    .where('b.state', '=', 'submitted')
    .$if(bidderId !== undefined, (qb) => qb.where('l.bidder_id', '=', bidderId!))
    .execute();
}

/** The inquiry's award with the winner's names and the buyer's name; its contracts apart. */
export function awardOf(db: Db, inquiryId: string) {
  return db
    .selectFrom('repair_awards as a')
    .innerJoin('bidders as b', 'b.id', 'a.bidder_id')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .select(['a.bidder_id', 'a.by_name', 'a.at', 'c.name', 'c.name_en'])
    .where('a.inquiry_id', '=', inquiryId)
    .executeTakeFirst();
}

/**
 * The repair contracts the inquiry's award issued, in item order, each with the unit it repairs
 * (none for an award made before migration 0028, which has one contract for every unit).
 */
export function awardContractsOf(db: Db, inquiryId: string) {
  return db
    .selectFrom('repair_award_contracts as r')
    .innerJoin('contracts as k', 'k.id', 'r.contract_id')
    .leftJoin('inquiry_items as it', 'it.id', 'r.item_id')
    .leftJoin('repair_units as u', 'u.item_id', 'r.item_id')
    .select(['r.contract_id', 'r.item_id', 'k.contract_number', 'it.item_no', 'u.serial_number'])
    .where('r.inquiry_id', '=', inquiryId)
    .orderBy('it.item_no')
    .orderBy('k.contract_number')
    .execute();
}

export type AwardContractRow = Awaited<ReturnType<typeof awardContractsOf>>[number];

/** Which of these contract numbers a contract already has (the ERP may have used one). */
export async function takenContractNumbers(db: Db, numbers: string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .selectFrom('contracts')
    .select('contract_number')
    .where('contract_number', 'in', numbers)
    .orderBy('contract_number')
    .execute();
  return rows.map((r) => r.contract_number);
}

/** The inquiry, locked for the award: two buyers awarding at once go one after the other. */
export function lockInquiry(db: Db, inquiryId: string) {
  return db
    .selectFrom('inquiries')
    .select(['id', 'inquiry_number', 'kind', 'title', 'status', 'version'])
    .where('id', '=', inquiryId)
    .forUpdate()
    .executeTakeFirst();
}

export async function isAwarded(db: Db, inquiryId: string): Promise<boolean> {
  const row = await db
    .selectFrom('repair_awards')
    .select('inquiry_id')
    .where('inquiry_id', '=', inquiryId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The bidder of this inquiry with its company, locked with the award; undefined otherwise. */
export function lockBidder(db: Db, inquiryId: string, bidderId: string) {
  return db
    .selectFrom('bidders as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .select([
      'b.id',
      'b.company_id',
      'b.state',
      'b.quote_number',
      'c.code',
      'c.commercial_frozen',
      'c.quality_frozen',
    ])
    .where('b.id', '=', bidderId)
    .where('b.inquiry_id', '=', inquiryId)
    .forUpdate(['b'])
    .executeTakeFirst();
}

/** An awarded inquiry is closed: nothing more is quoted on it. */
export async function closeInquiry(db: Db, inquiryId: string, at: Date): Promise<number> {
  const row = await db
    .updateTable('inquiries')
    .set((eb) => ({ status: 'closed', version: eb('version', '+', 1), updated_at: at }))
    .where('id', '=', inquiryId)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export async function insertAward(
  db: Db,
  award: {
    inquiryId: string;
    bidderId: string;
    remark: string;
    byUserId: string;
    byName: string;
    at: Date;
  },
  contracts: { contractId: string; itemId: string }[],
): Promise<void> {
  await db
    .insertInto('repair_awards')
    .values({
      inquiry_id: award.inquiryId,
      bidder_id: award.bidderId,
      remark: award.remark,
      by_user_id: award.byUserId,
      by_name: award.byName,
      at: award.at,
    })
    .execute();
  await db
    .insertInto('repair_award_contracts')
    .values(
      contracts.map((c) => ({
        contract_id: c.contractId,
        inquiry_id: award.inquiryId,
        item_id: c.itemId,
      })),
    )
    .execute();
}
