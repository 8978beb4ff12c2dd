// A supplier's quote: the bidder row (its header and state) and its lines. State changes lock the
// bidder row and write with `where version = loaded version`, so two submits of one screen cannot
// both apply, on PostgreSQL as on PGlite.
import { randomUUID } from 'node:crypto';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../core/db.ts';
import type { BiddersTable } from '../../db/schema.ts';
import type { QuoteLineValues } from './quote-lines.ts';

/** Rows per insert: a line has ~40 columns and PostgreSQL takes at most 65,535 parameters. */
const LINES_PER_INSERT = 500;

export interface EventEntry {
  inquiryId: string;
  /** Null: every bidder sees it. */
  companyId: string | null;
  event: string;
  byName: string;
  userId: string | null;
  at: Date;
}

/** The caller's bidder row with what the quote rules need; `lock` takes the row for update. */
export function findBidder(
  db: Db,
  inquiryId: string,
  companyId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .selectFrom('bidders as b')
    .innerJoin('inquiries as i', 'i.id', 'b.inquiry_id')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .selectAll('b')
    .select([
      'i.inquiry_number as inquiry_number',
      'i.status as inquiry_status',
      'i.kind as inquiry_kind',
      'c.domestic as domestic',
    ])
    .where('b.inquiry_id', '=', inquiryId)
    .where('b.company_id', '=', companyId);
  return (options.lock ? query.forUpdate('b') : query).executeTakeFirst();
}

export function itemIds(db: Db, inquiryId: string) {
  return db
    .selectFrom('inquiry_items')
    .select(['id', 'item_no', 'max_price_limit'])
    .where('inquiry_id', '=', inquiryId)
    .orderBy('item_no')
    .execute();
}

export function quoteLines(db: Db, bidderId: string) {
  return db.selectFrom('quote_lines').selectAll().where('bidder_id', '=', bidderId).execute();
}

export async function upsertLines(db: Db, values: QuoteLineValues[], at: Date): Promise<void> {
  for (let start = 0; start < values.length; start += LINES_PER_INSERT) {
    const chunk = values
      .slice(start, start + LINES_PER_INSERT)
      .map((v) => ({ ...v, created_at: at, updated_at: at }));
    await db
      .insertInto('quote_lines')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['bidder_id', 'item_id']).doUpdateSet((eb) => {
          const keep = new Set(['id', 'bidder_id', 'inquiry_id', 'item_id', 'created_at']);
          const columns = Object.keys(chunk[0] ?? {}).filter((c) => !keep.has(c)) as Array<
            keyof QuoteLineValues & string
          >;
          return Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)]));
        }),
      )
      .execute();
  }
}

/** Applies a state change if the row still has `version`; answers the new version or undefined. */
export async function updateBidder(
  db: Db,
  id: string,
  version: number,
  set: Omit<Updateable<BiddersTable>, 'version' | 'id'>,
): Promise<number | undefined> {
  const row = await db
    .updateTable('bidders')
    .set({ ...set, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return row?.version;
}

/** Which of `fileIds` the company uploaded: a quote may attach only its own files. */
export async function ownedFiles(
  db: Db,
  companyId: string,
  fileIds: readonly string[],
): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('files')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', [...fileIds])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The quote's attachments become exactly `fileIds`. */
export async function replaceAttachments(
  db: Db,
  bidderId: string,
  fileIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('quote_attachments').where('bidder_id', '=', bidderId).execute();
  if (fileIds.length === 0) return;
  await db
    .insertInto('quote_attachments')
    .values(fileIds.map((file_id) => ({ bidder_id: bidderId, file_id })))
    .execute();
}

export async function nextQuoteNumber(db: Db, at: Date): Promise<string> {
  const { rows } = await sql<{
    n: number | string;
  }>`select nextval('quote_number_seq') as n`.execute(db);
  return `QT${at.getUTCFullYear()}${String(rows[0]?.n ?? 0).padStart(6, '0')}`;
}

export async function addEvent(db: Db, e: EventEntry): Promise<void> {
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
