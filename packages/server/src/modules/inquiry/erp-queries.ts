// Writes an inquiry the ERP sends: the sheet, its items, one bidder row per invited supplier (with
// the sheet's kind, bid end and creation time copied on), questions, clauses, members and the first
// tracking event, in one transaction. The demo seed writes its inquiries through here too.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { BiddersTable, InquiriesTable, InquiryItemsTable } from '../../db/schema.ts';
import type { Db } from '../../core/db.ts';
import type { RepairUnitInput } from '@portal/contract';

export interface NewInquiry {
  inquiry: Omit<Insertable<InquiriesTable>, 'item_count' | 'first_part_number'>;
  items: Omit<Insertable<InquiryItemsTable>, 'id' | 'inquiry_id' | 'item_no'>[];
  /** A repair inquiry's unit data, by item (null for an item of any other kind). */
  repairUnits?: (RepairUnitInput | null)[];
  bidderCompanyIds: string[];
  questions: string[];
  clauses: { agreementType: string; number: string; name: string }[];
  members: { name: string; role: string }[];
  event: { key: string; byName: string; at: Date };
}

export interface CreatedInquiry {
  id: string;
  itemIds: string[];
  /** company id → bidder id */
  bidderIds: Map<string, string>;
}

export function suppliersByCode(db: Db, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('companies')
    .select(['id', 'code'])
    .where('kind', '=', 'supplier')
    .where('code', 'in', codes)
    .execute();
}

export async function numberExists(db: Db, inquiryNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('inquiries')
    .select('id')
    .where('inquiry_number', '=', inquiryNumber)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts the whole sheet with `db` (a transaction of the caller's). */
export async function insertInquiry(db: Db, n: NewInquiry): Promise<CreatedInquiry> {
  const id = n.inquiry.id;
  const createdAt = new Date(n.inquiry.created_at ?? n.event.at);
  await db
    .insertInto('inquiries')
    .values({
      ...n.inquiry,
      created_at: createdAt,
      item_count: n.items.length,
      first_part_number: n.items[0]?.material_number ?? '',
    })
    .execute();

  const items = n.items.map((item, i) => ({
    ...item,
    id: randomUUID(),
    inquiry_id: id,
    item_no: i + 1,
  }));
  for (let start = 0; start < items.length; start += 1000) {
    await db
      .insertInto('inquiry_items')
      .values(items.slice(start, start + 1000))
      .execute();
  }

  const units = items.flatMap((item, i) => {
    const unit = n.repairUnits?.[i];
    if (!unit) return [];
    return [
      {
        item_id: item.id,
        inquiry_id: id,
        serial_number: unit.serialNumber,
        reported_fault: unit.reportedFault,
        aircraft_registration: unit.aircraftRegistration,
        tsn: unit.tsn ?? null,
        csn: unit.csn ?? null,
        tso: unit.tso ?? null,
        cso: unit.cso ?? null,
        required_return_date: unit.requiredReturnDate ?? null,
      },
    ];
  });
  for (let start = 0; start < units.length; start += 1000) {
    await db
      .insertInto('repair_units')
      .values(units.slice(start, start + 1000))
      .execute();
  }

  const bidders: Insertable<BiddersTable>[] = n.bidderCompanyIds.map((companyId) => ({
    id: randomUUID(),
    inquiry_id: id,
    company_id: companyId,
    kind: n.inquiry.kind,
    bid_end: n.inquiry.bid_end,
    inquiry_created_at: createdAt,
    quote_number: null,
    submitted_at: null,
    updated_at: null,
    created_at: createdAt,
  }));
  await db.insertInto('bidders').values(bidders).execute();

  if (n.questions.length > 0) {
    await db
      .insertInto('inquiry_questions')
      .values(
        n.questions.map((text, seq) => ({
          id: randomUUID(),
          inquiry_id: id,
          seq,
          text,
          answer: null,
          created_at: createdAt,
        })),
      )
      .execute();
  }
  if (n.clauses.length > 0) {
    await db
      .insertInto('inquiry_clauses')
      .values(
        n.clauses.map((c, seq) => ({
          id: randomUUID(),
          inquiry_id: id,
          seq,
          agreement_type: c.agreementType,
          number: c.number,
          name: c.name,
        })),
      )
      .execute();
  }
  if (n.members.length > 0) {
    await db
      .insertInto('inquiry_members')
      .values(
        n.members.map((m, seq) => ({
          id: randomUUID(),
          inquiry_id: id,
          seq,
          name: m.name,
          role: m.role,
        })),
      )
      .execute();
  }
  await db
    .insertInto('inquiry_events')
    .values({
      id: randomUUID(),
      inquiry_id: id,
      company_id: null,
      event: n.event.key,
      by_name: n.event.byName,
      user_id: null,
      at: n.event.at,
    })
    .execute();

  return {
    id,
    itemIds: items.map((i) => i.id),
    bidderIds: new Map(bidders.map((b) => [b.company_id, b.id])),
  };
}
