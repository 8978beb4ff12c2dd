// Reading domestic waybills and turning their rows into the contract's shapes (issue 15). A
// waybill is read with its order's route (the inquiry's), its exceptions with their photos, its
// sign-for proof and its history; the premium is the stored one, which `insurancePremium` computed.
import type {
  Attachment,
  Language,
  WaybillDetail,
  WaybillException,
  WaybillRow,
  WaybillState,
} from '@portal/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../core/db.ts';
import { containsPattern } from '../../db/like.ts';
import { page, type PageInput } from '../../db/paging.ts';
import type {
  DomesticWaybillExceptionsTable,
  DomesticWaybillsTable,
  TransportInquiriesTable,
} from '../../db/schema.ts';

/** The reader's language; the Chinese name where the company has no English one. */
const companyName = (lang: Language, name: string, nameEn: string | null) =>
  lang === 'en' && nameEn ? nameEn : name;

const waybillSelect = (db: Db) =>
  db
    .selectFrom('domestic_waybills as w')
    .innerJoin('transport_orders as o', 'o.id', 'w.order_id')
    .innerJoin('transport_inquiries as i', 'i.id', 'o.inquiry_id')
    .innerJoin('companies as c', 'c.id', 'w.company_id')
    .selectAll('w')
    .select((eb) => [
      'o.number as order_number',
      'o.inquiry_id',
      'i.mode',
      'i.origin',
      'i.destination',
      'c.name as supplier_name',
      'c.name_en as supplier_name_en',
      eb
        .selectFrom('domestic_waybill_exceptions as x')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('x.waybill_id', '=', 'w.id')
        .as('exception_count'),
    ]);

export type WaybillRecord = Selectable<DomesticWaybillsTable> & {
  order_number: string;
  inquiry_id: string;
  mode: Selectable<TransportInquiriesTable>['mode'];
  origin: string;
  destination: string;
  supplier_name: string;
  supplier_name_en: string | null;
  exception_count: string | number | null;
};

export function waybillRow(w: WaybillRecord, lang: Language): WaybillRow {
  return {
    id: w.id,
    number: w.number,
    orderId: w.order_id,
    orderNumber: w.order_number,
    supplierName: companyName(lang, w.supplier_name, w.supplier_name_en),
    mode: w.mode,
    origin: w.origin,
    destination: w.destination,
    consignor: { name: w.consignor_name, address: w.consignor_address, phone: w.consignor_phone },
    consignee: { name: w.consignee_name, address: w.consignee_address, phone: w.consignee_phone },
    pieces: w.pieces,
    weightKg: Number(w.weight_kg),
    volumeM3: Number(w.volume_m3),
    cargoDescription: w.cargo_description,
    declaredValue: Number(w.declared_value),
    currency: w.currency,
    insuranceRatePercent: Number(w.insurance_rate),
    premium: Number(w.premium),
    state: w.state,
    exceptionCount: Number(w.exception_count ?? 0),
    version: w.version,
    createdAt: w.created_at.toISOString(),
    updatedAt: w.updated_at.toISOString(),
  };
}

/** One waybill; with `companyId`, only that supplier's. */
export function waybillOf(db: Db, id: string, companyId?: string) {
  let q = waybillSelect(db).where('w.id', '=', id);
  if (companyId !== undefined) q = q.where('w.company_id', '=', companyId);
  return q.executeTakeFirst();
}

/** Locks the caller's waybill for a write. */
export function lockWaybill(db: Db, id: string, companyId: string) {
  return db
    .selectFrom('domestic_waybills')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
}

export async function pageWaybills(
  db: Db,
  companyId: string,
  filter: { state?: WaybillState; q?: string },
  input: PageInput,
  lang: Language,
) {
  let q = waybillSelect(db).where('w.company_id', '=', companyId);
  if (filter.state) q = q.where('w.state', '=', filter.state);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    q = q.where((eb) =>
      eb.or([
        eb('w.number', 'ilike', pattern),
        eb('o.number', 'ilike', pattern),
        eb('w.consignee_name', 'ilike', pattern),
      ]),
    );
  }
  return page(
    q,
    input,
    (b) => b.orderBy('w.created_at', 'desc').orderBy('w.id'),
    (r) => waybillRow(r, lang),
  );
}

export function waybillsOfOrder(db: Db, orderId: string) {
  return waybillSelect(db)
    .where('w.order_id', '=', orderId)
    .orderBy('w.created_at')
    .orderBy('w.id')
    .execute();
}

async function attachmentsOf(db: Db, ids: readonly string[]): Promise<Map<string, Attachment>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('files')
    .select(['id', 'name', 'size', 'created_at'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((f) => [
      f.id,
      { id: f.id, name: f.name, size: Number(f.size), uploadedAt: f.created_at.toISOString() },
    ]),
  );
}

function exceptionOf(
  x: Selectable<DomesticWaybillExceptionsTable>,
  files: Map<string, Attachment>,
): WaybillException {
  return {
    id: x.id,
    kind: x.kind,
    description: x.description,
    photos: x.photo_file_ids.flatMap((f) => files.get(f) ?? []),
    reportedByName: x.reported_by_name,
    reportedAt: x.reported_at.toISOString(),
    feedback: x.feedback,
    feedbackByName: x.feedback_by_name,
    feedbackAt: x.feedback_at?.toISOString() ?? null,
    version: x.version,
  };
}

/** The whole waybill: row, exceptions with photos, sign-for, history. */
export async function waybillDetail(
  db: Db,
  w: WaybillRecord,
  lang: Language,
): Promise<WaybillDetail> {
  const [exceptions, events] = await Promise.all([
    db
      .selectFrom('domestic_waybill_exceptions')
      .selectAll()
      .where('waybill_id', '=', w.id)
      .orderBy('reported_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('domestic_waybill_events')
      .select(['action', 'remarks', 'by_name', 'at'])
      .where('waybill_id', '=', w.id)
      .orderBy('at')
      .orderBy('id')
      .execute(),
  ]);
  const fileIds = [
    ...exceptions.flatMap((x) => x.photo_file_ids),
    ...(w.proof_file_id ? [w.proof_file_id] : []),
  ];
  const files = await attachmentsOf(db, fileIds);
  const proof = w.proof_file_id ? files.get(w.proof_file_id) : undefined;
  return {
    ...waybillRow(w, lang),
    exceptions: exceptions.map((x) => exceptionOf(x, files)),
    signFor:
      proof && w.signed_by && w.signed_at
        ? { signedBy: w.signed_by, signedAt: w.signed_at.toISOString(), proof }
        : null,
    events: events.map((e) => ({
      action: e.action,
      remarks: e.remarks,
      byName: e.by_name,
      at: e.at.toISOString(),
    })),
  };
}

/** How many of `ids` are files of `companyId` (and images, with `imagesOnly`). */
export async function ownFileCount(
  db: Db,
  companyId: string,
  ids: readonly string[],
  imagesOnly = false,
) {
  if (ids.length === 0) return 0;
  let q = db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('id', 'in', ids)
    .where('company_id', '=', companyId);
  if (imagesOnly) q = q.where('mime', 'like', 'image/%');
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}
