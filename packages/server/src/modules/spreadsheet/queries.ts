// What the quote template needs: the caller's bidder row for the inquiry (none: 404, so another
// company's inquiry looks like no inquiry), whether its company is domestic, the items and the
// lines saved so far.
import type { Db } from '../../core/db.ts';

export function sheetBidder(db: Db, inquiryId: string, companyId: string) {
  return db
    .selectFrom('bidders as b')
    .innerJoin('inquiries as i', 'i.id', 'b.inquiry_id')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .select(['b.id', 'i.inquiry_number', 'i.kind as inquiry_kind', 'c.domestic'])
    .where('b.inquiry_id', '=', inquiryId)
    .where('b.company_id', '=', companyId)
    .executeTakeFirst();
}

export function sheetItems(db: Db, inquiryId: string) {
  return db
    .selectFrom('inquiry_items')
    .select(['id', 'item_no', 'material_number', 'description', 'quantity', 'unit'])
    .where('inquiry_id', '=', inquiryId)
    .orderBy('item_no')
    .execute();
}

export function savedLines(db: Db, bidderId: string) {
  return db.selectFrom('quote_lines').selectAll().where('bidder_id', '=', bidderId).execute();
}
