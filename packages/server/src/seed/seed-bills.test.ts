// The demo bills and payments (seed-bills.ts) as the screens read them through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { seedBills } from './seed-bills.ts';
import { seedContracts } from './seed-contracts.ts';
import { seedShipments } from './seed-shipments.ts';
import { DEMO_STATEMENT, seedStatements } from './seed-statements.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedContracts(t.database.db, new Date());
  await seedShipments(t.database.db, new Date());
  await seedBills(t.database.db, new Date());
  await seedStatements(t.database.db, new Date());
  for (const key of ['supplierDemo', 'supplierOther', 'buyerAdmin'] as const) {
    tokens[key] = (await signIn(t.app, DEMO[key])).accessToken;
  }
});
afterAll(() => t.close());

const get = async (url: string, who: string, query: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url, query, headers: bearer(tokens[who]!) })).json().data;

describe('the demo bills', () => {
  it('gives supplier.demo a paid and a scheduled bill, and the delivered bearings still to bill', async () => {
    const list = await get('/api/admin/finance/bill/list', 'supplierDemo');
    expect(list.records.map((r: { number: string }) => r.number).sort()).toEqual([
      'BL-S100001-000001',
      'BL-S100001-000002',
    ]);
    const positions = await get('/api/admin/finance/payment/bills', 'supplierDemo');
    const byNumber = Object.fromEntries(
      positions.records.map((r: { number: string }) => [r.number, r]),
    );
    expect(byNumber['BL-S100001-000001']).toMatchObject({ position: 'paid' });
    expect(byNumber['BL-S100001-000001'].remittances[0]).toMatchObject({
      reference: 'RM-DEMO-0001',
    });
    expect(byNumber['BL-S100001-000002']).toMatchObject({ position: 'scheduled' });

    const overview = await get('/api/admin/finance/payment/overview', 'supplierDemo');
    expect(overview.company).toMatchObject({ paymentTerms: 'net30', currency: 'CNY' });
    expect(overview.company.receivable).toBe(byNumber['BL-S100001-000002'].amount);
    // The scheduled bill was approved two days ago: not due under net 30.
    const notDue = overview.aging.find((a: { bucket: string }) => a.bucket === 'notDue');
    expect(notDue).toMatchObject({ bills: 1, amount: byNumber['BL-S100001-000002'].amount });
    const paid = overview.months.reduce((sum: number, m: { paid: number }) => sum + m.paid, 0);
    expect(paid).toBe(byNumber['BL-S100001-000001'].amount);

    const sources = await get('/api/admin/finance/bill/sources', 'supplierDemo', { kind: 'goods' });
    expect(sources.records.map((r: { number: string }) => r.number)).toContain('PO-2026-0109');
    // A new bill takes the next number.
    const other = await get('/api/admin/finance/bill/list', 'supplierOther');
    expect(other.total).toBe(0);
  });

  it('gives supplier.demo an open statement naming its paid bill, the payment and a credit note', async () => {
    const list = await get('/api/admin/finance/accountStatement/list', 'supplierDemo');
    const row = list.records.find((r: { number: string }) => r.number === DEMO_STATEMENT);
    expect(row).toMatchObject({ state: 'open', closingBalance: -500 });
    const detail = await get('/api/admin/finance/accountStatement/detail', 'supplierDemo', {
      id: row.id,
    });
    expect(detail.buyerLines.map((l: { docType: string }) => l.docType)).toEqual([
      'invoice',
      'creditNote',
      'payment',
    ]);
    // The invoice line is the portal's bill, shown beside it.
    expect(detail.buyerLines[0].bill).toMatchObject({
      number: 'BL-S100001-000001',
      state: 'approved',
    });
    expect(detail.actions).toContain('confirm');
    const other = await get('/api/admin/finance/accountStatement/list', 'supplierOther');
    expect(other.total).toBe(0);
  });

  it('seeds once: a second run changes nothing', async () => {
    await seedShipments(t.database.db, new Date());
    await seedBills(t.database.db, new Date());
    await seedStatements(t.database.db, new Date());
    const list = await get('/api/admin/finance/hnaBill/list', 'buyerAdmin');
    expect(list.total).toBe(2);
    const statements = await get('/api/admin/finance/accountStatement/list', 'supplierDemo');
    expect(statements.total).toBe(1);
  });
});
