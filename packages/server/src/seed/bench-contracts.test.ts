// The contracts bench seed (`npm run bench -- --contracts`) on a few hundred contracts: the data is
// consistent (each contract's total and line count are its current version's), and the lists read
// it through the API as the bench measures them (docs/decisions/2026-11-27-contract-list-bench.md).
import { CONTRACT_KINDS, CONTRACT_STATES } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { seedContractsBench, type ContractsBenchSummary } from './bench-contracts.ts';

let t: TestApp;
let summary: ContractsBenchSummary;
let before: number;
beforeAll(async () => {
  t = await createTestApp();
  before = Number(
    (await sql<{ n: string }>`select count(*) as n from contracts`.execute(t.database.db)).rows[0]!
      .n,
  );
  summary = await seedContractsBench(t.database.db, { contracts: 600, now: new Date() });
});
afterAll(() => t.close());

describe('the contracts bench seed', () => {
  it('adds every kind and state, with versions and lines that add up', async () => {
    expect(summary.contracts).toBe(before + 600);
    expect(summary.suppliers).toBeGreaterThan(100);
    expect(summary.demoContracts).toBeGreaterThan(10);
    const db = t.database.db;
    const kinds = await db.selectFrom('contracts').select('kind').distinct().execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual([...CONTRACT_KINDS].sort());
    const states = await db.selectFrom('contracts').select('state').distinct().execute();
    expect(states.map((s) => s.state).sort()).toEqual([...CONTRACT_STATES].sort());
    const wrong = await sql<{ id: string }>`select c.id from contracts c
      where c.total_amount <> (select sum(quantity * unit_price) from contract_lines l
          where l.contract_id = c.id and l.version_no = c.current_version)
        or c.line_count <> (select count(*) from contract_lines l
          where l.contract_id = c.id and l.version_no = c.current_version)
        or c.current_version <> (select count(*) from contract_versions v
          where v.contract_id = c.id)`.execute(db);
    expect(wrong.rows).toEqual([]);
  });

  it('answers the lists the bench measures: the number search finds its contract', async () => {
    const buyer = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contract/hnaContract/list',
      query: { q: summary.searchNumber },
      headers: bearer(buyer),
    });
    expect(res.json().data).toMatchObject({
      total: 1,
      records: [{ contractNumber: summary.searchNumber }],
    });
  });
});
