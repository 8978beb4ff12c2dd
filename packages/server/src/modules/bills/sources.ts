// What a supplier may bill, by kind (docs/decisions/2026-11-28-bill-sources.md): the reads behind
// the new-bill pick list and the checks of a repair or freight bill. Every read takes the
// supplier's company, so another company's contract or transport order is simply not found.
// "Live" bills are drafts, pending and approved ones that are not superseded: a refused bill no
// longer holds what it billed (as billedQuantities for goods lines).
import { sql } from 'kysely';
import { REPAIR_BILLABLE_STATUSES, roundMoney, type BillKind } from '@portal/contract';
import type { Db } from '../../core/db.ts';
import { containsPattern } from '../../db/like.ts';
import { page, type PageInput } from '../../db/paging.ts';

const GOODS_KINDS = sql.join(['purchase', 'tool', 'aog'].map((k) => sql`${k}`));
const BILLABLE_STATUSES = sql.join(REPAIR_BILLABLE_STATUSES.map((s) => sql`${s}`));

/** A live bill's line billing the repair contract `c.id` (except the bill `except`). */
function repairBilled(except = '') {
  return sql<boolean>`exists (
    select 1 from bill_lines bl join bills b on b.id = bl.bill_id
    where bl.source = 'repair' and bl.contract_id = c.id and b.id <> ${except}
      and not b.superseded and b.state <> 'notApproved')`;
}

function orderBilled(except = '') {
  return sql<boolean>`exists (
    select 1 from bill_lines bl join bills b on b.id = bl.bill_id
    where bl.source = 'transportOrder' and bl.transport_order_id = t.id and b.id <> ${except}
      and not b.superseded and b.state <> 'notApproved')`;
}

/**
 * Delivered: every waybill of the order signed for (and at least one), or the ship notice it
 * carries delivered.
 */
const orderDelivered = sql<boolean>`(
  (exists (select 1 from domestic_waybills w where w.order_id = t.id)
    and not exists (select 1 from domestic_waybills w where w.order_id = t.id and w.state <> 'delivered'))
  or exists (select 1 from shipments s where s.id = t.shipment_id and s.state = 'delivered'))`;

/** A goods contract line delivered beyond what live bills bill of it. */
const goodsBillableLines = sql<number>`(
  select count(*) from (
    select l.line_no, sum(l.quantity) as delivered
    from shipment_lines l join shipments s on s.id = l.shipment_id
    where l.contract_id = c.id and s.state = 'delivered'
    group by l.line_no
  ) d
  where d.delivered > coalesce((
    select sum(bl.quantity) from bill_lines bl join bills b on b.id = bl.bill_id
    where bl.source = 'contractLine' and bl.contract_id = c.id and bl.line_no = d.line_no
      and not b.superseded and b.state <> 'notApproved'), 0))`;

export interface SourceRecord {
  id: string;
  number: string;
  title: string;
  currency: string;
  billable_lines: number | string;
  amount: string | number | null;
  total_amount: string | number | null;
  approved_costs: string | number | null;
  serial_number: string | null;
  status: string | null;
  mode: 'air' | 'land' | null;
  origin: string | null;
  destination: string | null;
  weight: string | number | null;
  volume: string | number | null;
}

function goodsSources(db: Db, supplierId: string, q?: string) {
  let query = db
    .selectFrom('contracts as c')
    .where('c.supplier_id', '=', supplierId)
    .where(sql<boolean>`c.kind in (${GOODS_KINDS})`)
    .where('c.state', '=', 'confirmed')
    .where(goodsBillableLines, '>', 0);
  if (q) {
    const p = containsPattern(q);
    query = query.where(sql<boolean>`(c.contract_number ilike ${p} or c.title ilike ${p})`);
  }
  return query;
}

function repairSources(db: Db, supplierId: string, q?: string) {
  let query = db
    .selectFrom('contracts as c')
    .innerJoin('repair_orders as r', 'r.contract_id', 'c.id')
    .where('c.supplier_id', '=', supplierId)
    .where('c.kind', '=', 'repair')
    .where('c.state', '=', 'confirmed')
    .where(sql<boolean>`r.status in (${BILLABLE_STATUSES})`)
    .where(repairBilled(), '=', false);
  if (q) {
    const p = containsPattern(q);
    query = query.where(
      sql<boolean>`(c.contract_number ilike ${p} or c.title ilike ${p} or r.serial_number ilike ${p})`,
    );
  }
  return query;
}

function freightSources(db: Db, supplierId: string, q?: string) {
  let query = db
    .selectFrom('transport_orders as t')
    .innerJoin('transport_inquiries as i', 'i.id', 't.inquiry_id')
    .where('t.company_id', '=', supplierId)
    .where('t.state', '=', 'confirmed')
    .where(orderDelivered, '=', true)
    .where(orderBilled(), '=', false);
  if (q) query = query.where('t.number', 'ilike', containsPattern(q));
  return query;
}

/** One page of what the supplier may bill of `kind`, newest first. */
export async function pageSources(
  db: Db,
  supplierId: string,
  kind: BillKind,
  q: string | undefined,
  input: PageInput,
) {
  if (kind === 'freight') {
    return page(
      freightSources(db, supplierId, q).select([
        't.id',
        't.number',
        't.currency',
        't.total as amount',
        'i.mode',
        'i.origin',
        'i.destination',
        'i.gross_weight_kg as weight',
        'i.volume_m3 as volume',
      ]),
      input,
      (query) => query.orderBy('t.created_at', 'desc').orderBy('t.id'),
      (r) => freightSource(r),
    );
  }
  if (kind === 'repair') {
    return page(
      repairSources(db, supplierId, q).select([
        'c.id',
        'c.contract_number as number',
        'c.title',
        'c.currency',
        'c.total_amount',
        'r.approved_costs',
        'r.serial_number',
        'r.status',
      ]),
      input,
      (query) => query.orderBy('c.created_at', 'desc').orderBy('c.id'),
      (r) => repairSource(r),
    );
  }
  return page(
    goodsSources(db, supplierId, q).select([
      'c.id',
      'c.contract_number as number',
      'c.title',
      'c.currency',
      goodsBillableLines.as('billable_lines'),
    ]),
    input,
    (query) => query.orderBy('c.created_at', 'desc').orderBy('c.id'),
    (r) => ({
      kind: 'goods' as const,
      id: r.id,
      number: r.number,
      title: r.title,
      currency: r.currency,
      billableLines: Number(r.billable_lines),
      amount: null,
      repair: null,
      freight: null,
    }),
  );
}

export const routeOf = (origin: string, destination: string) => `${origin} → ${destination}`;

/** The quoted amount plus the approved added costs, in cents. */
export const repairReference = (quoted: unknown, approved: unknown) =>
  roundMoney(Number(quoted ?? 0) + Number(approved ?? 0));

function repairSource(r: {
  id: string;
  number: string;
  title: string;
  currency: string;
  total_amount: unknown;
  approved_costs: unknown;
  serial_number: string;
  status: string;
}) {
  return {
    kind: 'repair' as const,
    id: r.id,
    number: r.number,
    title: r.title,
    currency: r.currency,
    billableLines: 1,
    amount: repairReference(r.total_amount, r.approved_costs),
    repair: {
      serialNumber: r.serial_number,
      status: r.status,
      quotedAmount: Number(r.total_amount),
      approvedCosts: Number(r.approved_costs),
    },
    freight: null,
  };
}

function freightSource(r: {
  id: string;
  number: string;
  currency: string;
  amount: unknown;
  mode: string;
  origin: string;
  destination: string;
  weight: unknown;
  volume: unknown;
}) {
  const route = routeOf(r.origin, r.destination);
  const charges = Number(r.amount);
  return {
    kind: 'freight' as const,
    id: r.id,
    number: r.number,
    title: route,
    currency: r.currency,
    billableLines: 1,
    amount: charges,
    repair: null,
    freight: {
      transportMode: r.mode as 'air' | 'land',
      route,
      weightKg: Number(r.weight),
      volumeM3: Number(r.volume),
      charges,
    },
  };
}

/** The supplier's repair contract with its repair order and whether a live bill holds it. */
export function repairToBill(db: Db, contractId: string, supplierId: string, except = '') {
  return db
    .selectFrom('contracts as c')
    .leftJoin('repair_orders as r', 'r.contract_id', 'c.id')
    .select([
      'c.id',
      'c.kind',
      'c.state',
      'c.currency',
      'c.contract_number',
      'c.total_amount',
      sql<string>`coalesce(r.status, 'toBeUpdated')`.as('status'),
      'r.approved_costs',
      sql<string | null>`(select b.number from bill_lines bl join bills b on b.id = bl.bill_id
        where bl.source = 'repair' and bl.contract_id = c.id and b.id <> ${except}
          and not b.superseded and b.state <> 'notApproved' limit 1)`.as('billed_by'),
    ])
    .where('c.id', '=', contractId)
    .where('c.supplier_id', '=', supplierId)
    .forUpdate('c')
    .executeTakeFirst();
}

/** The supplier's transport order with its inquiry, whether delivered and which live bill holds it. */
export function orderToBill(db: Db, orderId: string, supplierId: string, except = '') {
  return db
    .selectFrom('transport_orders as t')
    .innerJoin('transport_inquiries as i', 'i.id', 't.inquiry_id')
    .select([
      't.id',
      't.number',
      't.state',
      't.currency',
      't.total',
      'i.mode',
      'i.origin',
      'i.destination',
      'i.gross_weight_kg',
      'i.volume_m3',
      orderDelivered.as('delivered'),
      sql<string | null>`(select b.number from bill_lines bl join bills b on b.id = bl.bill_id
        where bl.source = 'transportOrder' and bl.transport_order_id = t.id and b.id <> ${except}
          and not b.superseded and b.state <> 'notApproved' limit 1)`.as('billed_by'),
    ])
    .where('t.id', '=', orderId)
    .where('t.company_id', '=', supplierId)
    .forUpdate('t')
    .executeTakeFirst();
}
