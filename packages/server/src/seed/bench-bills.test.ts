// The bills bench seed (`npm run bench -- --bills`) on a few hundred bills: each bill names a
// contract of its own supplier and adds up (its line and invoice are its amount), and the lists the
// bench measures answer from it through the API.
import { BILL_STATES } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { seedBillsBench, type BillsBenchSummary } from './bench-bills.ts';

let t: TestApp;
let summary: BillsBenchSummary;
beforeAll(async () => {
  t = await createTestApp();
  summary = await seedBillsBench(t.database.db, { bills: 800, now: new Date() });
});
afterAll(() => t.close());

describe('the bills bench seed', () => {
  it("adds bills of every state on their own supplier's contracts, lines and invoices adding up", async () => {
    expect(summary.bills).toBeGreaterThanOrEqual(800);
    expect(summary.demoBills).toBeGreaterThan(5);
    expect(summary.pendingReview).toBeGreaterThan(20);
    const db = t.database.db;
    const states = await db.selectFrom('bills').select('state').distinct().execute();
    expect(states.map((s) => s.state).sort()).toEqual([...BILL_STATES].sort());
    const wrong = await sql<{ id: string }>`select b.id from bills b
      join contracts c on c.id = b.contract_id
      where c.supplier_id <> b.supplier_id
        or b.amount <> (select sum(amount) from bill_lines l where l.bill_id = b.id)
        or b.invoice_count <> (select count(*) from bill_invoices i where i.bill_id = b.id)
        or (b.state <> 'draft' and b.amount <> (select sum(amount) from bill_invoices i
          where i.bill_id = b.id))`.execute(db);
    expect(wrong.rows).toEqual([]);
  });

  it("answers the lists the bench measures: supplier.demo's own, and the buyer's number search", async () => {
    const supplier = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/admin/finance/bill/list',
      query: { state: 'approved' },
      headers: bearer(supplier),
    });
    const page = mine.json().data as { total: number; records: { state: string }[] };
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((r) => r.state === 'approved')).toBe(true);
    const buyer = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/admin/finance/hnaBill/list',
      query: { q: summary.searchPrefix },
      headers: bearer(buyer),
    });
    const records = (found.json().data as { records: { number: string }[] }).records;
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.number.startsWith(summary.searchPrefix))).toBe(true);
  });

  it('counts the review list five pages ahead and says there are more, then finds by contract number', async () => {
    const buyer = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/admin/finance/hnaBill/list',
      query: { current: '2', size: '20' },
      headers: bearer(buyer),
    });
    expect(all.json().data).toMatchObject({ total: 140, totalCapped: true, current: 2 });
    const bill = await t.database.db
      .selectFrom('bills as b')
      .innerJoin('contracts as c', 'c.id', 'b.contract_id')
      .select(['c.contract_number', 'b.number'])
      .where('b.state', '=', 'approved')
      .executeTakeFirstOrThrow();
    const byContract = await t.app.inject({
      method: 'GET',
      url: '/api/admin/finance/hnaBill/list',
      query: { q: bill.contract_number.toLowerCase(), size: '100' },
      headers: bearer(buyer),
    });
    const page = byContract.json().data as {
      total: number;
      totalCapped: boolean;
      records: { number: string; contractNumber: string }[];
    };
    expect(page.totalCapped).toBe(false);
    expect(page.records.map((r) => r.number)).toContain(bill.number);
    expect(page.records.every((r) => r.contractNumber.startsWith(bill.contract_number))).toBe(true);
  });
});
