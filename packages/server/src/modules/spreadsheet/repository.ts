// What the quote template needs: the caller's bidder row for the inquiry (none: 404, so another
// company's inquiry looks like no inquiry), whether its company is domestic, the items and the
// lines saved so far.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export class QuoteSheetRepository {
  constructor(private readonly db: Kysely<Database>) {}

  bidder(inquiryId: string, companyId: string) {
    return this.db
      .selectFrom('bidders as b')
      .innerJoin('inquiries as i', 'i.id', 'b.inquiry_id')
      .innerJoin('companies as c', 'c.id', 'b.company_id')
      .select(['b.id', 'i.inquiry_number', 'c.domestic'])
      .where('b.inquiry_id', '=', inquiryId)
      .where('b.company_id', '=', companyId)
      .executeTakeFirst();
  }

  items(inquiryId: string) {
    return this.db
      .selectFrom('inquiry_items')
      .select(['id', 'item_no', 'material_number', 'description', 'quantity', 'unit'])
      .where('inquiry_id', '=', inquiryId)
      .orderBy('item_no')
      .execute();
  }

  lines(bidderId: string) {
    return this.db
      .selectFrom('quote_lines')
      .selectAll()
      .where('bidder_id', '=', bidderId)
      .execute();
  }
}
