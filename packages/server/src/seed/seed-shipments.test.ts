import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { seedContracts } from './seed-contracts.ts';
import { DEMO_BROKER, DEMO_CUSTOMS_NOTICE, seedCustomsInfo } from './seed-customs-info.ts';
import { seedShipments } from './seed-shipments.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedContracts(t.database.db, new Date());
  await seedShipments(t.database.db, new Date());
  await seedCustomsInfo(t.database.db, new Date());
  for (const key of ['supplierDemo', 'supplierOther', 'buyerAdmin', 'transportDemo'] as const) {
    tokens[key] = (await signIn(t.app, DEMO[key])).accessToken;
  }
});
afterAll(() => t.close());

const get = async (url: string, who: string, query: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url, query, headers: bearer(tokens[who]!) })).json().data;

describe('the demo ship notices', () => {
  it('gives supplier.demo a shipped notice with its AWB and box, and a planned one', async () => {
    const list = await get('/api/admin/contract/shipment/list', 'supplierDemo', {
      q: 'PO-2026-0104',
    });
    const byNumber = Object.fromEntries(
      list.records.map((r: { noticeNumber: string }) => [r.noticeNumber, r]),
    );
    expect(byNumber['PO-2026-0104-S1']).toMatchObject({
      state: 'shipped',
      transportMode: 'air',
      waybillNumber: '78412345675',
      boxCount: 1,
      // 40×30×30 cm is 6 kg volumetric: the 18 kg it weighs are charged.
      chargeableWeightKg: 18,
    });
    expect(byNumber['PO-2026-0104-S2']).toMatchObject({ state: 'planned', boxCount: 0 });

    const shipped = await get('/api/admin/contract/shipment/detail', 'supplierDemo', {
      id: byNumber['PO-2026-0104-S1'].id,
    });
    expect(shipped.boxes[0].items).toEqual([{ lineNo: 10, quantity: 4 }]);
    expect(shipped.history.map((h: { state: string }) => h.state)).toEqual(['planned', 'shipped']);
    expect(shipped.nextStates).toEqual(['inTransit', 'delivered', 'exception']);
    const planned = await get('/api/admin/contract/shipment/detail', 'supplierDemo', {
      id: byNumber['PO-2026-0104-S2'].id,
    });
    expect(planned.editable).toBe(true);
    // 4 shipped and 3 planned of the 10 ordered: 3 left for the form.
    const lines = await get('/api/admin/contract/shipment/lines', 'supplierDemo', {
      contractId: shipped.contractId,
    });
    expect(lines.lines[0]).toMatchObject({ ordered: 10, notified: 7, open: 3 });

    const buyer = await get('/api/admin/contract/hnaShipment/list', 'buyerAdmin', {
      q: 'PO-2026-0104',
    });
    expect(buyer.total).toBe(2);
    const other = await get('/api/admin/contract/shipment/list', 'supplierOther');
    expect(other.total).toBe(0);
  });

  it('shows transport.demo the customs record of the notice its demo order carries', async () => {
    const carried = await get('/api/admin/pd/pdCustoms/list', 'transportDemo');
    expect(carried.records.map((r: { noticeNumber: string }) => r.noticeNumber)).toEqual([
      'PO-2026-0104-S1',
    ]);
    expect(carried.records[0]).toMatchObject({ contractNumber: 'PO-2026-0104' });
    const orders = await get('/api/admin/pd/pdDemandOrder/list', 'transportDemo');
    const demo = orders.records.find((o: { number: string }) => o.number === 'TO-DEMO-0001');
    expect(demo.noticeNumber).toBe('PO-2026-0104-S1');
  });

  it('gives supplier.demo a declared customs record with its broker, which the buyer reads', async () => {
    const list = await get('/api/admin/contract/customs/list', 'supplierDemo', {
      q: DEMO_CUSTOMS_NOTICE,
    });
    const row = list.records.find(
      (r: { noticeNumber: string }) => r.noticeNumber === DEMO_CUSTOMS_NOTICE,
    );
    expect(row).toMatchObject({
      customsState: 'declared',
      hsCode: '8482200000',
      brokerName: DEMO_BROKER,
      declarationNumber: '460120261000000104',
      version: 1,
    });
    // The broker is one the form offers: a valid authorization of the company.
    const brokers = await get('/api/admin/contract/customs/brokers', 'supplierDemo');
    expect(brokers.records.map((b: { id: string }) => b.id)).toContain(row.brokerId);
    const buyer = await get('/api/admin/contract/hnaCustoms/list', 'buyerAdmin', {
      q: DEMO_CUSTOMS_NOTICE,
    });
    expect(buyer.records[0]).toMatchObject({ customsState: 'declared', brokerName: DEMO_BROKER });
    const other = await get('/api/admin/contract/customs/brokers', 'supplierOther');
    expect(other.total).toBe(0);
  });

  it('seeds once: a second run changes nothing', async () => {
    await seedShipments(t.database.db, new Date());
    await seedCustomsInfo(t.database.db, new Date());
    const list = await get('/api/admin/contract/hnaShipment/list', 'buyerAdmin');
    // Two on the wheel bearings, three delivered ones for the demo bills (seed-bills.ts).
    expect(list.total).toBe(5);
    expect(
      list.records
        .filter((r: { state: string }) => r.state === 'delivered')
        .map((r: { noticeNumber: string }) => r.noticeNumber),
    ).toEqual(expect.arrayContaining(['PO-2026-0109-S1', 'TO-2026-0302-S1', 'AOG-2026-0402-S1']));
    const customs = await get('/api/admin/contract/hnaCustoms/list', 'buyerAdmin');
    expect(customs.records.filter((r: { hsCode: string }) => r.hsCode)).toHaveLength(1);
  });
});
