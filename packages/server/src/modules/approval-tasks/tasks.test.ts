// "My approval tasks" through the API, per demo account: each department sees the suppliers
// waiting for its own step (oldest first, linked to the page that decides), nobody sees one that
// waits for an outside system, and the administrator has none. They are buyer calls: a supplier is
// refused (403), as by every buyer call.
import { randomUUID } from 'node:crypto';
import type { ApprovalTaskRow, AuditState, SupplierKind } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';

const LIST_URL = '/api/admin/approve/task/list';
const COUNT_URL = '/api/admin/approve/task/count';

let t: TestApp;
const tokens = {} as Record<keyof typeof DEMO, string>;
const ids = {} as Record<string, string>;

async function supplier(
  key: string,
  state: AuditState,
  minutesAgo: number,
  kind: SupplierKind = 'aviation',
) {
  const id = randomUUID();
  const at = new Date(Date.now() - minutesAgo * 60_000);
  ids[key] = id;
  await t.database.db
    .insertInto('companies')
    .values({
      id,
      kind: 'supplier',
      name: `任务测试${key}`,
      name_en: `Task test ${key}`,
      code: `T${String(Object.keys(ids).length).padStart(6, '0')}`,
      status: 'pending',
      country: 'CN',
      supplier_kind: kind,
      audit_status: state,
      created_at: at,
      updated_at: new Date(),
    })
    .execute();
  // It reached its state `minutesAgo` ago (a later freeze or edit does not reset the wait).
  await t.database.db
    .insertInto('supplier_events')
    .values({
      id: randomUUID(),
      company_id: id,
      action: 'test',
      from_state: null,
      to_state: state,
      by_name: 'test',
      created_at: at,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app));
  await supplier('review', 'pendingBusinessReview', 30);
  await supplier('transport', 'pendingBusinessReview', 90, 'transport');
  await supplier('oaFailed', 'oaFailed', 10);
  await supplier('inOa', 'oaUnderReview', 60);
  await supplier('oaApproved', 'oaApproved', 20);
  await supplier('passed', 'qauditPassed', 40);
  await supplier('syncing', 'qauditPassed', 50);
  // Master data pressed Sync already: the ERP's answer is awaited, nobody's task.
  await t.database.db
    .insertInto('outbox')
    .values({
      id: randomUUID(),
      system: 'erp',
      kind: 'supplier.sync',
      subject_id: ids.syncing!,
      payload: JSON.stringify({}),
      status: 'sent',
    })
    .execute();
});
afterAll(() => t.close());

async function tasks(who: keyof typeof DEMO, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `${LIST_URL}?size=100${query}`,
    headers: { ...bearer(tokens[who]), 'accept-language': 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json<{ data: { records: ApprovalTaskRow[]; total: number } }>().data;
  const mine = new Set(Object.values(ids));
  return { ...data, records: data.records.filter((r) => mine.has(r.subjectId)) };
}

const keyOf = (row: ApprovalTaskRow) =>
  Object.entries(ids).find(([, id]) => id === row.subjectId)![0];

describe('my approval tasks', () => {
  it('buyer.commercial: the suppliers pending business review or back from OA, oldest first', async () => {
    const { records } = await tasks('buyerCommercial');
    expect(records.map(keyOf)).toEqual(['transport', 'review', 'oaFailed']);
    expect(records[0]).toMatchObject({
      kind: 'supplierAudit',
      step: 'businessReview',
      page: 'transportAudit',
      state: 'pendingBusinessReview',
      supplierKind: 'transport',
      subject: '任务测试transport',
    });
    expect(records[1]).toMatchObject({ page: 'commercialAudit' });
    expect(records[1]!.actions).toEqual(['return', 'reject', 'submitOA']);
    expect(Date.parse(records[0]!.waitingSince)).toBeLessThan(Date.parse(records[1]!.waitingSince));
  });

  it('buyer.quality: the OA-approved supplier, not those pending business review', async () => {
    const { records } = await tasks('buyerQuality');
    expect(records.map(keyOf)).toEqual(['oaApproved']);
    expect(records[0]).toMatchObject({ step: 'qualityReview', page: 'qualityAudit' });
  });

  it('buyer.masterdata: the passed supplier, not the one whose sync is in flight', async () => {
    const { records } = await tasks('buyerMasterdata');
    expect(records.map(keyOf)).toEqual(['passed']);
    expect(records[0]).toMatchObject({ step: 'erpSync', actions: ['sync'] });
  });

  it('the administrator has none; a supplier is refused the buyer calls (403)', async () => {
    expect((await tasks('buyerAdmin')).total).toBe(0);
    for (const url of [LIST_URL, COUNT_URL]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokens.supplierDemo) });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('searches, pages and counts', async () => {
    const found = await tasks('buyerCommercial', '&q=Task%20test%20review');
    expect(found.records.map(keyOf)).toEqual(['review']);
    const res = await t.app.inject({
      method: 'GET',
      url: `${LIST_URL}?size=1&current=2&q=${encodeURIComponent('任务测试')}`,
      headers: bearer(tokens.buyerCommercial),
    });
    const page = res.json<{ data: { records: ApprovalTaskRow[]; total: number } }>().data;
    expect(page.total).toBe(3);
    expect(page.records.map(keyOf)).toEqual(['review']);

    const count = await t.app.inject({
      method: 'GET',
      url: COUNT_URL,
      headers: bearer(tokens.buyerQuality),
    });
    const { total, byKind } = count.json<{
      data: { total: number; byKind: Record<string, number> };
    }>().data;
    expect(byKind.supplierAudit! + byKind.capabilityReview!).toBe(total);
    expect(total).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad input with 400 and no session with 401', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: `${LIST_URL}?kind=bills&size=0`,
      headers: bearer(tokens.buyerCommercial),
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: LIST_URL });
    expect(anonymous.statusCode).toBe(401);
  });

  it('buyer.quality: capabilities a qualified supplier submitted, opening its quality audit page', async () => {
    await supplier('qualified', 'syncedToErp', 5);
    const capability = (
      status: 'underReview' | 'auditCompleted',
      product_type: 'landingGear' | 'engine',
    ) =>
      t.database.db
        .insertInto('supplier_capabilities')
        .values({
          id: randomUUID(),
          company_id: ids.qualified!,
          business_type: 'repair',
          product_type,
          status,
        })
        .execute();
    await capability('auditCompleted', 'landingGear');
    expect((await tasks('buyerQuality')).records.map(keyOf)).toEqual(['oaApproved']);
    await capability('underReview', 'engine');
    const { records } = await tasks('buyerQuality');
    expect(records.map(keyOf)).toEqual(['oaApproved', 'qualified']);
    expect(records[1]).toMatchObject({
      id: `capabilityReview:${ids.qualified}`,
      kind: 'capabilityReview',
      step: 'qualityReview',
      page: 'qualityAudit',
      state: 'syncedToErp',
      actions: [],
    });
    expect((await tasks('buyerQuality', '&kind=capabilityReview')).records.map(keyOf)).toEqual([
      'qualified',
    ]);
    // Only the quality department decides capabilities.
    expect((await tasks('buyerCommercial')).records.map(keyOf)).not.toContain('qualified');
    const count = await t.app.inject({
      method: 'GET',
      url: COUNT_URL,
      headers: bearer(tokens.buyerQuality),
    });
    expect(count.json().data.byKind.capabilityReview).toBeGreaterThanOrEqual(1);
  });
});
