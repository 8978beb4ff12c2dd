// Customs information reads (migration 0034): ship notices left-joined to their customs row and its
// broker. Every read takes the supplier's company when the caller is a supplier, so no supplier
// reaches another's notice, broker or documents.
import { sql } from 'kysely';
import type { CustomsInfoState } from '@portal/contract';
import type { Db } from '../../core/db.ts';
import { containsPattern } from '../../db/like.ts';
import { noticesWithContract } from '../shipments/index.ts';
import { page, type PageInput } from '../../db/paging.ts';

export interface CustomsInfoFilter {
  /** The supplier's company; undefined for the buyer, who sees every supplier's. */
  supplierId?: string;
  /** A transport supplier's company: only the notices its confirmed transport orders carry. */
  carrierId?: string;
  customsState?: CustomsInfoState;
  q?: string;
  shipmentId?: string;
}

function baseQuery(db: Db, f: CustomsInfoFilter) {
  let q = noticesWithContract(db, f.supplierId, f.q)
    .leftJoin('shipment_customs as k', 'k.shipment_id', 's.id')
    .leftJoin('customs_authorizations as a', 'a.id', 'k.broker_id');
  const carrierId = f.carrierId;
  if (carrierId) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('transport_orders as t')
          .select('t.id')
          .whereRef('t.shipment_id', '=', 's.id')
          .where('t.company_id', '=', carrierId)
          .where('t.state', '=', 'confirmed'),
      ),
    );
  }
  if (f.shipmentId) q = q.where('s.id', '=', f.shipmentId);
  // A notice without customs information is still to declare.
  if (f.customsState === 'toDeclare') {
    q = q.where((eb) => eb.or([eb('k.state', 'is', null), eb('k.state', '=', 'toDeclare')]));
  } else if (f.customsState) {
    q = q.where('k.state', '=', f.customsState);
  }
  return q;
}

function selectRows(db: Db, f: CustomsInfoFilter) {
  return baseQuery(db, f).select([
    's.id as shipment_id',
    's.notice_number',
    's.state as shipment_state',
    's.ship_date',
    's.transport_mode',
    's.waybill_number',
    's.updated_at as shipment_updated_at',
    'c.contract_number',
    'co.name as supplier_name',
    'co.name_en as supplier_name_en',
    'k.state as customs_state',
    'k.hs_code',
    'k.declared_value',
    'k.currency',
    'k.origin_country',
    'k.broker_id',
    'k.declaration_number',
    'k.updated_by_name',
    'k.updated_at',
    'k.version',
    'a.broker_name',
    'a.broker_company',
  ]);
}

export type CustomsInfoRecord = Awaited<ReturnType<typeof customsInfoOf>> & object;

export function pageCustomsInfo(db: Db, f: CustomsInfoFilter, input: PageInput) {
  return page(
    selectRows(db, f),
    input,
    (q) => q.orderBy(sql`coalesce(k.updated_at, s.updated_at)`, 'desc').orderBy('s.id'),
    (row) => row,
  );
}

export function customsInfoOf(db: Db, shipmentId: string, supplierId: string | undefined) {
  return selectRows(db, { supplierId, shipmentId }).executeTakeFirst();
}

/** The documents of these notices' customs information, by notice, in their order. */
export async function documentsOf(db: Db, shipmentIds: readonly string[]) {
  if (shipmentIds.length === 0) return new Map<string, DocumentRecord[]>();
  const rows = await db
    .selectFrom('shipment_customs_documents as d')
    .innerJoin('files as f', 'f.id', 'd.file_id')
    .select(['d.shipment_id', 'f.id', 'f.name', 'f.size', 'f.created_at'])
    .where('d.shipment_id', 'in', shipmentIds)
    .orderBy('d.shipment_id')
    .orderBy('d.position')
    .execute();
  const byShipment = new Map<string, DocumentRecord[]>();
  for (const r of rows) {
    const list = byShipment.get(r.shipment_id) ?? [];
    list.push(r);
    byShipment.set(r.shipment_id, list);
  }
  return byShipment;
}
type DocumentRecord = { id: string; name: string; size: number | string; created_at: Date };

/** The company's broker authorization, locked against a revoke while the save runs. */
export function brokerOf(db: Db, id: string, companyId: string) {
  return db
    .selectFrom('customs_authorizations')
    .select(['id', 'status', 'valid_from', 'valid_until'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .forShare()
    .executeTakeFirst();
}

/** The company's authorizations a broker may be chosen from: not revoked, not expired. */
export function validBrokers(
  db: Db,
  companyId: string,
  today: string,
  q: string | undefined,
  page: { current: number; size: number },
) {
  let query = db
    .selectFrom('customs_authorizations')
    .where('company_id', '=', companyId)
    .where('status', '=', 'active')
    .where('valid_until', '>=', today);
  if (q) {
    const p = containsPattern(q);
    query = query.where(sql<boolean>`(broker_name ilike ${p} or broker_company ilike ${p})`);
  }
  return Promise.all([
    query
      .select(['id', 'kind', 'broker_name', 'broker_company', 'valid_until'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.size)
      .offset((page.current - 1) * page.size)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
}

/** How many of these file ids the company uploaded. */
export async function ownFileCount(db: Db, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('id', 'in', ids)
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
