// Bills at bench scale (`npm run bench -- --bills`, issue 16): 500,000 bills over a year on top of
// the contracts bench (one contract in five billed... many times over: each bill names a contract of
// its supplier, so supplier.demo's company holds about one bill in twenty as it holds one contract in
// twenty). Each bill has one line of its contract's line 10 and, once submitted, one commercial
// invoice (a fapiao needs a scanned file on disk; the lists read neither, the counts on the bill
// row are what they show). States as a year of billing leaves them: most approved, some waiting
// for review, a few drafts and refusals. INSERT ... SELECT over generate_series as the other bench
// seeds, then ANALYZE.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DEFAULT_BILL_TOLERANCE } from '@portal/contract';
import type { Database } from '../db/schema.ts';
import { seedContractsBench } from './bench-contracts.ts';

export interface BillsBenchSummary {
  bills: number;
  lines: number;
  invoices: number;
  contracts: number;
  /** supplier.demo's company's bills: what its list pages through. */
  demoBills: number;
  pendingReview: number;
  /** The bill number prefix of the busiest bench supplier (`BL-<code>-`): the measured search. */
  searchPrefix: string;
}

/** Adds `bills` bills (500,000 by default) over `bills / 5` bench contracts, updated over a year. */
export async function seedBillsBench(
  db: Kysely<Database>,
  options: { bills?: number; now: Date },
): Promise<BillsBenchSummary> {
  const bills = options.bills ?? 500_000;
  const contracts = await seedContractsBench(db, {
    contracts: Math.max(100, Math.round(bills / 5)),
    now: options.now,
  });
  const NOW = sql`${sql.lit(options.now.toISOString())}::timestamptz`;
  const q = sql.lit(DEFAULT_BILL_TOLERANCE.quantityPct);
  const p = sql.lit(DEFAULT_BILL_TOLERANCE.pricePct);
  await db.transaction().execute(async (trx) => {
    const run = (query: RawBuilder<unknown>) => query.execute(trx);
    await run(sql`select setseed(0.2718)`);
    // The contracts that can be billed (confirmed or closed), numbered so a bill picks one by n.
    await run(sql`create temp table bench_billable on commit drop as
      select row_number() over (order by c.id) as k, c.id, c.supplier_id, s.code, c.currency,
        c.created_at, l.quantity, l.unit_price
      from contracts c
      join companies s on s.id = c.supplier_id
      join contract_lines l on l.contract_id = c.id and l.version_no = c.current_version
        and l.line_no = 10
      where c.state in ('confirmed', 'closed')`);
    await run(sql`create temp table bench_bill on commit drop as
      select n, md5('bench:bill:' || n)::uuid::text as id, b.id as contract_id, b.supplier_id,
        'BL-' || b.code || '-' || lpad(n::text, 7, '0') as number, b.currency,
        b.quantity, b.unit_price,
        case when r_state < 0.08 then 'draft' when r_state < 0.20 then 'pendingReview'
          when r_state < 0.25 then 'notApproved' else 'approved' end as state,
        least(${NOW}, b.created_at + interval '35 days' + r_at * interval '300 days') as created_at
      from (
        select n, random() as r_pick, random() as r_state, random() as r_at
        from generate_series(1, ${sql.lit(bills)}) n
      ) drawn
      join bench_billable b
        on b.k = 1 + floor(r_pick * (select count(*) from bench_billable))::bigint`);
    await run(sql`insert into bills (id, number, revision, superseded, supplier_id, buyer_id, kind,
        state, contract_id, currency, amount, invoice_count, flagged_lines,
        tolerance_quantity_pct, tolerance_price_pct, reject_reason, submitted_at, feedback_at,
        version, created_at, updated_at)
      select b.id, b.number, 1, false, b.supplier_id,
        (select id from companies where kind = 'buyer' order by created_at, id limit 1), 'goods',
        b.state, b.contract_id, b.currency, round(b.quantity * b.unit_price, 2),
        case when b.state = 'draft' then 0 else 1 end, 0, ${q}, ${p},
        case when b.state = 'notApproved' then 'Unit price differs from the contract' else '' end,
        case when b.state = 'draft' then null else b.created_at + interval '1 hour' end,
        case when b.state in ('approved', 'notApproved') then b.created_at + interval '3 days' end,
        case when b.state = 'draft' then 1 when b.state = 'pendingReview' then 2 else 3 end,
        b.created_at,
        b.created_at + case when b.state = 'draft' then interval '0'
          when b.state = 'pendingReview' then interval '1 hour' else interval '3 days' end
      from bench_bill b`);
    await run(sql`insert into bill_lines (bill_id, position, source, contract_id, line_no,
        quantity, unit_price, amount, contract_price, billable_quantity)
      select id, 0, 'contractLine', contract_id, 10, quantity, unit_price,
        round(quantity * unit_price, 2), unit_price, quantity
      from bench_bill`);
    await run(sql`insert into bill_invoices (id, bill_id, supplier_id, position, kind, number,
        invoice_key, active, date, currency, amount, tax_rate, tax_amount, total, created_at)
      select md5('bench:invoice:' || n)::uuid::text, id, supplier_id, 0, 'commercial',
        'INV-' || lpad(n::text, 8, '0'), 'commercial:INV-' || lpad(n::text, 8, '0'), true,
        to_char(created_at, 'YYYY-MM-DD'), currency, round(quantity * unit_price, 2), null, 0,
        round(quantity * unit_price, 2), created_at
      from bench_bill where state <> 'draft'`);
  });
  for (const table of ['bills', 'bill_lines', 'bill_invoices']) {
    await sql`analyze ${sql.table(table)}`.execute(db);
  }

  // The bench supplier with the most bills: its number prefix is the search the bench measures.
  const busiest = await sql<{ code: string }>`select s.code from bills b
    join companies s on s.id = b.supplier_id where s.code like 'CB%'
    group by s.code order by count(*) desc, s.code limit 1`.execute(db);
  const n = async (query: RawBuilder<{ n: number | string }>) =>
    Number((await query.execute(db)).rows[0]?.n ?? 0);
  return {
    bills: await n(sql`select count(*) as n from bills`),
    lines: await n(sql`select count(*) as n from bill_lines`),
    invoices: await n(sql`select count(*) as n from bill_invoices`),
    contracts: contracts.contracts,
    demoBills: await n(sql`select count(*) as n from bills b
      join companies s on s.id = b.supplier_id where s.code = 'S100001'`),
    pendingReview: await n(sql`select count(*) as n from bills where state = 'pendingReview'`),
    searchPrefix: `BL-${busiest.rows[0]?.code ?? 'CB00001'}-`,
  };
}
