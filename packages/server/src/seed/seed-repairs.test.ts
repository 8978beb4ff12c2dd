import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signInAll, type TestApp } from '../test/test-app.ts';
import { seedContracts } from './seed-contracts.ts';
import { seedRepairs } from './seed-repairs.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedContracts(t.database.db, new Date());
  await seedRepairs(t.database.db, new Date());
  Object.assign(tokens, await signInAll(t.app, ['supplierDemo', 'buyerAdmin']));
});
afterAll(() => t.close());

const list = async (url: string, who: string, query: Record<string, string> = {}) =>
  (
    await t.app.inject({
      method: 'GET',
      url,
      query: { size: '100', ...query },
      headers: bearer(tokens[who]!),
    })
  ).json().data;

describe('the demo repairs', () => {
  it('shows an overdue repair with a cost waiting for the buyer on both sides', async () => {
    for (const [url, who] of [
      ['/api/admin/contract/statusUpdate/list', 'supplierDemo'],
      ['/api/admin/contract/hnaRepairProgress/list', 'buyerAdmin'],
    ] as const) {
      const overdue = await list(url, who, { overdue: 'true' });
      expect(overdue.records.map((r: { contractNumber: string }) => r.contractNumber)).toContain(
        'RO-2026-0202',
      );
      const row = overdue.records.find(
        (r: { contractNumber: string }) => r.contractNumber === 'RO-2026-0202',
      );
      expect(row).toMatchObject({
        status: 'waitingForSpareParts',
        serialNumber: 'SN-7731',
        totalDays: 13,
        turnaroundDays: 11,
        quotedTurnaroundDays: 10,
        pendingCosts: 1,
        overdue: true,
      });
    }
    const buyer = await list('/api/admin/contract/hnaRepairProgress/list', 'buyerAdmin');
    expect(buyer.records.map((r: { contractNumber: string }) => r.contractNumber)).toContain(
      'RO-2026-0903',
    );
  });

  it('lets the supplier go on from the seeded status and seeds nothing twice', async () => {
    const rows = await list('/api/admin/contract/statusUpdate/list', 'supplierDemo', {
      q: 'SN-7731',
    });
    const { id, version } = rows.records[0];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contract/statusUpdate/update',
      headers: bearer(tokens.supplierDemo!),
      payload: { id, version, status: 'underRepair', date: rows.records[0].statusDate },
    });
    expect(res.statusCode, res.body).toBe(200);
    await seedRepairs(t.database.db, new Date());
    const updates = await t.database.db
      .selectFrom('repair_status_updates')
      .select('id')
      .where('contract_id', '=', id)
      .execute();
    expect(updates).toHaveLength(9);
  });
});
