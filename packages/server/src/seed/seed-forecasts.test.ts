import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { seedContracts } from './seed-contracts.ts';
import { seedForecasts } from './seed-forecasts.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedContracts(t.database.db, new Date());
  await seedForecasts(t.database.db, new Date());
  for (const key of ['supplierDemo', 'buyerAdmin'] as const) {
    tokens[key] = (await signIn(t.app, DEMO[key])).accessToken;
  }
});
afterAll(() => t.close());

const get = async (url: string, who: string, query: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url, query, headers: bearer(tokens[who]!) })).json().data;

describe('the demo shipment forecasts', () => {
  it('shows the buyer a slipped batch of the demo bearings and the supplier its history', async () => {
    const slipped = await get('/api/admin/contract/hnaForecast/list', 'buyerAdmin', {
      slipped: 'true',
    });
    expect(slipped.records).toHaveLength(1);
    expect(slipped.records[0]).toMatchObject({ contractNumber: 'PO-2026-0104', quantity: 4 });
    const all = await get('/api/admin/contract/hnaForecast/list', 'buyerAdmin');
    expect(all.total).toBe(3);

    const contracts = await get('/api/admin/contract/supForecast/list', 'supplierDemo', {
      q: 'PO-2026-0104',
    });
    const row = contracts.records[0];
    expect(row).toMatchObject({ plannedQuantity: 10, orderedQuantity: 10, slipped: true });
    const d = await get('/api/admin/contract/supForecast/detail', 'supplierDemo', { id: row.id });
    expect(d.version).toBe(2);
    expect(d.history).toHaveLength(3);
    expect(d.history[0].reason).toBe('Heat treatment batch postponed by the sub-supplier');
  });

  it('seeds once: a second run changes nothing', async () => {
    await seedForecasts(t.database.db, new Date());
    const all = await get('/api/admin/contract/hnaForecast/list', 'buyerAdmin');
    expect(all.total).toBe(3);
  });
});
