// Reading transport inquiries, quotes and orders, and turning their rows into the contract's
// shapes (issue 15). The totals come from the contract's pure functions, as the quote form's do.
import {
  chargeableWeight,
  transportTotal,
  type TransportInquiryRow,
  type TransportOrderRow,
  type TransportQuote,
  type TransportInquiryState,
  type Language,
} from '@portal/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../core/db.ts';
import { containsPattern } from '../../db/like.ts';
import { page, type PageInput } from '../../db/paging.ts';
import type {
  TransportInquiriesTable,
  TransportOrdersTable,
  TransportQuotesTable,
} from '../../db/schema.ts';

export type InquiryRecord = Selectable<TransportInquiriesTable>;
export type QuoteRecord = Selectable<TransportQuotesTable> & {
  supplier_name: string;
  supplier_name_en: string | null;
};

/** The reader's language; the Chinese name where the company has no English one. */
export const companyName = (lang: Language, name: string, nameEn: string | null) =>
  lang === 'en' && nameEn ? nameEn : name;

const cargoOf = (r: InquiryRecord) => ({
  grossWeightKg: Number(r.gross_weight_kg),
  volumeM3: Number(r.volume_m3),
});

export function inquiryRow(r: InquiryRecord, quoteCount: number): TransportInquiryRow {
  const cargo = cargoOf(r);
  return {
    id: r.id,
    number: r.number,
    mode: r.mode,
    origin: r.origin,
    destination: r.destination,
    cargo: r.cargo,
    pieces: r.pieces,
    ...cargo,
    chargeableWeightKg: chargeableWeight(cargo),
    readyDate: r.ready_date,
    replyDeadline: r.reply_deadline,
    remark: r.remark,
    state: r.state,
    quoteCount,
    version: r.version,
    createdAt: r.created_at.toISOString(),
  };
}

export function quoteOf(inquiry: InquiryRecord, q: QuoteRecord, lang: Language): TransportQuote {
  const pricing = {
    ratePerKg: Number(q.rate_per_kg),
    minimumCharge: Number(q.minimum_charge),
    surcharges: q.surcharges,
    weightBreaks: inquiry.mode === 'air' ? q.weight_breaks : [],
  };
  return {
    id: q.id,
    supplierId: q.company_id,
    supplierName: companyName(lang, q.supplier_name, q.supplier_name_en),
    currency: q.currency,
    ...pricing,
    transitDays: q.transit_days,
    validityDate: q.validity_date,
    remark: q.remark,
    total: transportTotal(cargoOf(inquiry), pricing),
    version: q.version,
    updatedAt: q.updated_at.toISOString(),
  };
}

/** One inquiry; with `companyId`, only when it was sent to that company. */
export async function inquiryOf(
  db: Db,
  id: string,
  companyId?: string,
  lock = false,
): Promise<InquiryRecord | undefined> {
  let q = db.selectFrom('transport_inquiries as i').selectAll('i').where('i.id', '=', id);
  if (companyId !== undefined) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('transport_inquiry_suppliers as s')
          .select('s.inquiry_id')
          .whereRef('s.inquiry_id', '=', 'i.id')
          .where('s.company_id', '=', companyId),
      ),
    );
  }
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

export async function quotesOf(
  db: Db,
  inquiryId: string,
  companyId?: string,
): Promise<QuoteRecord[]> {
  let q = db
    .selectFrom('transport_quotes as q')
    .innerJoin('companies as c', 'c.id', 'q.company_id')
    .selectAll('q')
    .select(['c.name as supplier_name', 'c.name_en as supplier_name_en'])
    .where('q.inquiry_id', '=', inquiryId);
  if (companyId !== undefined) q = q.where('q.company_id', '=', companyId);
  return q.orderBy('q.updated_at').execute();
}

export async function pageInquiries(
  db: Db,
  filter: { companyId?: string; state?: TransportInquiryState; q?: string },
  input: PageInput,
) {
  let q = db
    .selectFrom('transport_inquiries as i')
    .selectAll('i')
    .select((eb) =>
      eb
        .selectFrom('transport_quotes as tq')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('tq.inquiry_id', '=', 'i.id')
        .as('quote_count'),
    );
  if (filter.companyId !== undefined) {
    const companyId = filter.companyId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('transport_inquiry_suppliers as s')
          .select('s.inquiry_id')
          .whereRef('s.inquiry_id', '=', 'i.id')
          .where('s.company_id', '=', companyId),
      ),
    );
  }
  if (filter.state) q = q.where('i.state', '=', filter.state);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    q = q.where((eb) =>
      eb.or([
        eb('i.number', 'ilike', pattern),
        eb('i.origin', 'ilike', pattern),
        eb('i.destination', 'ilike', pattern),
      ]),
    );
  }
  return page(
    q,
    input,
    (b) => b.orderBy('i.created_at', 'desc').orderBy('i.id'),
    (r) => inquiryRow(r, Number(r.quote_count ?? 0)),
  );
}

const orderSelect = (db: Db) =>
  db
    .selectFrom('transport_orders as o')
    .innerJoin('transport_inquiries as i', 'i.id', 'o.inquiry_id')
    .innerJoin('transport_quotes as q', 'q.id', 'o.quote_id')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .leftJoin('shipments as sh', 'sh.id', 'o.shipment_id')
    .selectAll('o')
    .select([
      'sh.notice_number',
      'i.number as inquiry_number',
      'i.mode',
      'i.origin',
      'i.destination',
      'i.ready_date',
      'q.transit_days',
      'c.name as supplier_name',
      'c.name_en as supplier_name_en',
    ]);
type OrderRecord = Selectable<TransportOrdersTable> & {
  notice_number: string | null;
  inquiry_number: string;
  mode: InquiryRecord['mode'];
  origin: string;
  destination: string;
  ready_date: string;
  transit_days: number;
  supplier_name: string;
  supplier_name_en: string | null;
};

export function orderRow(o: OrderRecord, lang: Language): TransportOrderRow {
  return {
    id: o.id,
    number: o.number,
    inquiryId: o.inquiry_id,
    inquiryNumber: o.inquiry_number,
    mode: o.mode,
    origin: o.origin,
    destination: o.destination,
    readyDate: o.ready_date,
    supplierName: companyName(lang, o.supplier_name, o.supplier_name_en),
    currency: o.currency,
    total: Number(o.total),
    transitDays: o.transit_days,
    state: o.state,
    declineReason: o.decline_reason,
    noticeNumber: o.notice_number ?? '',
    version: o.version,
    createdAt: o.created_at.toISOString(),
  };
}

export async function orderOfInquiry(db: Db, inquiryId: string) {
  return orderSelect(db).where('o.inquiry_id', '=', inquiryId).executeTakeFirst();
}

export async function pageOrders(
  db: Db,
  companyId: string,
  state: TransportOrdersTable['state']['__select__'] | undefined,
  input: PageInput,
  lang: Language,
) {
  let q = orderSelect(db).where('o.company_id', '=', companyId);
  if (state) q = q.where('o.state', '=', state);
  return page(
    q,
    input,
    (b) => b.orderBy('o.created_at', 'desc').orderBy('o.id'),
    (r) => orderRow(r, lang),
  );
}
