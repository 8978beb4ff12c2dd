// Contracts at bench scale (`npm run bench -- --contracts`, issue 14): 200,000 contracts of every
// kind and state over a year, spread over the demo suppliers and 300 bench suppliers (supplier.demo's
// company holds one in twenty), each with its versions and every version's lines, in a few
// INSERT ... SELECT statements over generate_series on the database (as bench-data.ts and
// bench-operation-log.ts: a loop of inserts from here would take longer than the bench), then
// ANALYZE so the planner knows the tables' sizes.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CONTRACT_KINDS } from '@portal/contract';
import type { Database } from '../db/schema.ts';

export interface ContractsBenchSummary {
  contracts: number;
  versions: number;
  lines: number;
  suppliers: number;
  /** supplier.demo's company's contracts: what its list pages through. */
  demoContracts: number;
  /** A whole contract number (the middle one): what the measured search asks for. */
  searchNumber: string;
}

/** How many bench supplier companies share the contracts besides the demo ones. */
const BENCH_SUPPLIERS = 300;
const KIND_PREFIX: Record<(typeof CONTRACT_KINDS)[number], string> = {
  purchase: 'PO',
  repair: 'RO',
  tool: 'TL',
  aog: 'AOG',
  transport: 'TR',
};
const PARTS = [
  'Brake assembly',
  'Wheel assembly',
  'Fuel pump',
  'Hydraulic filter element',
  'Cabin air filter',
  'Oxygen mask',
  'Landing light',
  'Seat cushion',
  'Starter generator',
  'Torque wrench set',
];
const FLEETS = ['A320neo', 'A330-300', 'A350-900', 'B737-800', 'B787-9', 'E190'];

const arr = (values: readonly string[]) =>
  sql`array[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;

/** Adds `contracts` contracts (200,000 by default) updated over the year before `now`. */
export async function seedContractsBench(
  db: Kysely<Database>,
  options: { contracts?: number; now: Date },
): Promise<ContractsBenchSummary> {
  const contracts = options.contracts ?? 200_000;
  const NOW = sql`${sql.lit(options.now.toISOString())}::timestamptz`;
  await db.transaction().execute(async (trx) => {
    const run = (query: RawBuilder<unknown>) => query.execute(trx);
    // random() then gives the same data on every run (one connection, one order of statements).
    await run(sql`select setseed(0.1414)`);
    await run(sql`insert into companies (id, kind, name, name_en, code, status, country)
      select 'bench-contract-supplier-' || g, 'supplier', '合同测试供应商' || g,
        'Contract Bench Supplier ' || g, 'CB' || lpad(g::text, 5, '0'), 'approved', 'CN'
      from generate_series(1, ${sql.lit(BENCH_SUPPLIERS)}) g`);

    // One row per contract: supplier.demo's company one in twenty, supplier.other's one in a
    // hundred, the rest over the bench suppliers with the first ones busier (a power of a draw).
    // States as a year of trade leaves them: most confirmed or closed, a few waiting.
    await run(sql`create temp table bench_contract on commit drop as
      select n, md5('bench:contract:' || n)::uuid::text as id, kind,
        (${arr(Object.values(KIND_PREFIX))})[1 + kind_i] || '-B' || lpad(n::text, 7, '0')
          as contract_number,
        case when r_supplier < 0.05 then (select id from companies where code = 'S100001')
          when r_supplier < 0.06 then (select id from companies where code = 'S100002')
          else 'bench-contract-supplier-'
            || (1 + floor(${sql.lit(BENCH_SUPPLIERS)} * ((r_supplier - 0.06) / 0.94) ^ 1.5))::int
        end as supplier_id,
        state,
        case when state = 'changed' then 2
          when state = 'toConfirm' and r_version < 0.2 then 3
          when state in ('confirmed', 'closed') and r_version < 0.15 then 2
          else 1 end as current_version,
        (${arr(PARTS)})[1 + n % ${sql.lit(PARTS.length)}] || ' for '
          || (${arr(FLEETS)})[1 + n / 7 % ${sql.lit(FLEETS.length)}] as title,
        least(40, 1 + floor(-ln(1 - r_lines) * 3))::int as line_count,
        created_at,
        least(${NOW}, created_at + r_updated * interval '20 days') as updated_at
      from (
        select n, kind_i, (${arr(CONTRACT_KINDS)})[1 + kind_i] as kind, r_supplier, r_version,
          r_lines, r_updated, created_at,
          case when r_state < 0.15 then 'toConfirm' when r_state < 0.20 then 'changed'
            when r_state < 0.23 then 'rejected' when r_state < 0.83 then 'confirmed'
            else 'closed' end as state
        from (
          select n, floor(random() * ${sql.lit(CONTRACT_KINDS.length)})::int as kind_i,
            random() as r_supplier, random() as r_state, random() as r_version,
            random() as r_lines, random() as r_updated,
            date_trunc('minute', ${NOW} - random() * interval '365 days') as created_at
          from generate_series(1, ${sql.lit(contracts)}) n
        ) drawn
      ) shaped`);

    // The lines as ordered (version 1); later versions change line 10's price.
    await run(sql`create temp table bench_contract_line on commit drop as
      select c.n, c.id as contract_id, 10 * g as line_no, g,
        'M-' || lpad(((c.n * 7 + g * 131) % 900000 + 100000)::text, 6, '0') as material_number,
        (${arr(PARTS)})[1 + (c.n + g) % ${sql.lit(PARTS.length)}] as description,
        1 + floor(random() * 50)::bigint as quantity,
        round((50 + random() * 20000)::numeric, 2) as unit_price,
        to_char(c.created_at + interval '30 days', 'YYYY-MM-DD') as delivery_date
      from bench_contract c cross join lateral generate_series(1, c.line_count) g`);
    await run(sql`create temp table bench_contract_version on commit drop as
      select c.n, c.id as contract_id, c.state, c.current_version, v as version_no,
        c.created_at + (v - 1) * interval '2 days' as created_at
      from bench_contract c cross join lateral generate_series(1, c.current_version) v`);

    // A version's price of a line: later versions change line 10's.
    const price = sql.raw(`case when v.version_no >= 2 and l.g = 1
      then round(l.unit_price * 0.95, 2) else l.unit_price end`);
    await run(sql`create temp table bench_contract_total on commit drop as
      select v.n, v.version_no, sum(l.quantity * ${price}) as total
      from bench_contract_version v join bench_contract_line l on l.n = v.n
      group by v.n, v.version_no`);
    await run(sql`insert into contracts (id, contract_number, kind, supplier_id, state,
        current_version, title, currency, total_amount, line_count, buyer_contact, invoice,
        version, created_at, updated_at)
      select c.id, c.contract_number, c.kind, c.supplier_id, c.state, c.current_version, c.title,
        'CNY', t.total, c.line_count, '王磊', '{}'::jsonb, c.current_version,
        c.created_at, c.updated_at
      from bench_contract c
      join bench_contract_total t on t.n = c.n and t.version_no = c.current_version`);
    await run(sql`insert into contract_versions (contract_id, version_no, issued_by,
        issued_by_name, remark, total_amount, created_at)
      select v.contract_id, v.version_no,
        case v.version_no when 1 then 'erp' when 2 then 'supplier' else 'buyer' end,
        case v.version_no when 1 then 'ERP' when 2 then '供应商' else '王磊' end,
        '', t.total, v.created_at
      from bench_contract_version v
      join bench_contract_total t on t.n = v.n and t.version_no = v.version_no`);
    // A line's answer as stored: earlier versions were answered (line 10 amended in the supplier's
    // change), the current one as its state says.
    await run(sql`insert into contract_lines (id, contract_id, version_no, line_no,
        material_number, part_number, description, quantity, unit, unit_price, delivery_date,
        answer, answer_reason, deliveries)
      select md5('bench:contract-line:' || l.n || ':' || v.version_no || ':' || l.g)::uuid::text,
        l.contract_id, v.version_no, l.line_no, l.material_number, '', l.description, l.quantity,
        'EA', ${price}, l.delivery_date,
        case when v.version_no < v.current_version then
            (case when l.g = 1 and v.version_no = 1 then 'amended' else 'confirmed' end)
          when v.state in ('confirmed', 'closed') then 'confirmed'
          when v.state = 'rejected' then 'rejected' else 'open' end,
        case when v.version_no < v.current_version and l.g = 1 and v.version_no = 1
          then 'New price list' else '' end,
        '[]'::jsonb
      from bench_contract_version v join bench_contract_line l on l.n = v.n`);
  });
  await sql`analyze contracts`.execute(db);
  await sql`analyze contract_versions`.execute(db);
  await sql`analyze contract_lines`.execute(db);
  await sql`analyze companies`.execute(db);

  const n = async (query: RawBuilder<{ n: number | string }>) =>
    Number((await query.execute(db)).rows[0]?.n ?? 0);
  return {
    contracts: await n(sql`select count(*) as n from contracts`),
    versions: await n(sql`select count(*) as n from contract_versions`),
    lines: await n(sql`select count(*) as n from contract_lines`),
    suppliers: await n(sql`select count(distinct supplier_id) as n from contracts`),
    demoContracts: await n(sql`select count(*) as n from contracts c
      join companies s on s.id = c.supplier_id where s.code = 'S100001'`),
    searchNumber: String(
      (
        await sql<{ n: string }>`select contract_number as n from contracts
          where id = md5(${`bench:contract:${Math.ceil(contracts / 2)}`})::uuid::text`.execute(db)
      ).rows[0]?.n,
    ),
  };
}
