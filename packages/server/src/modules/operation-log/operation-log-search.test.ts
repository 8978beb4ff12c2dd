// The operation log's list at scale, on the real database (migration 0021,
// docs/decisions/2026-11-27-operation-log-at-a-million-rows.md): the order is stable when entries
// share their time (pages neither repeat nor skip one), the text filter finds Chinese and English
// text of three characters or more through the trigram index and shorter text without it, the
// filters combine, and the exported items are in the asked language.
import { OPERATION_LOG_TYPES, type OperationLogRow } from '@portal/contract';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES } from '../../seed/demo-data.ts';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { textMatches } from './operation-log-queries.ts';

const LIST = '/api/admin/sys/log/list';
const EXPORT = '/api/admin/sys/log/export';
const SAME_TIME = new Date('2026-11-20T02:00:00Z');

let t: TestApp;
let admin = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
  const log = t.app.services.operationLog;
  // Seven entries of one account at the very same instant: only the id orders them.
  for (let i = 0; i < 7; i++) {
    await log.write({
      userId: null,
      account: 'tie.account',
      name: 'Tie',
      type: OPERATION_LOG_TYPES.modify,
      item: `supplier.profile.basic:tie-${i}`,
      at: SAME_TIME,
      companyId: COMPANIES.demoSupplier.id,
    });
  }
  await log.write({
    userId: null,
    account: 'zh.account',
    name: '王小明',
    type: OPERATION_LOG_TYPES.add,
    item: 'supplier.audit:供应商资质审核 ISO9001',
    at: new Date('2026-11-21T02:00:00Z'),
    companyId: COMPANIES.otherSupplier.id,
  });
});
afterAll(() => t.close());

async function listed(params: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject({
    method: 'GET',
    url: `${LIST}?${search}`,
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { records: OperationLogRow[]; total: number; totalCapped: boolean } }>()
    .data;
}

describe('the order', () => {
  it('pages entries of the same instant by id, none twice and none left out', async () => {
    const seen: string[] = [];
    for (let current = 1; current <= 4; current++) {
      const page = await listed({ account: 'tie.account', size: 2, current });
      seen.push(...page.records.map((r) => r.id));
      expect(page.total).toBe(7);
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('gives the time and company of each JSON row as a real list row', async () => {
    const page = await listed({ account: 'tie.account', size: 1 });
    expect(page.records[0]).toMatchObject({
      account: 'tie.account',
      companyId: COMPANIES.demoSupplier.id,
      companyName: COMPANIES.demoSupplier.name,
      type: '3',
      createdAt: SAME_TIME.toISOString(),
      hasChanges: false,
    });
    expect(page.totalCapped).toBe(true);
    expect(page.total).toBe(6);
  });
});

describe('the text filter', () => {
  it('finds Chinese text of three characters or more, and of one or two', async () => {
    for (const q of ['资质审核', '供应商', '资质', '审', '王小明', '小明']) {
      const page = await listed({ q });
      expect(
        page.records.map((r) => r.account),
        q,
      ).toEqual(['zh.account']);
    }
  });

  it('matches English case-insensitively, takes % and _ literally, and combines with filters', async () => {
    expect((await listed({ q: 'iso9001' })).records.map((r) => r.account)).toEqual(['zh.account']);
    expect((await listed({ q: 'Is' })).records.map((r) => r.account)).toContain('zh.account');
    expect((await listed({ q: '%资' })).records).toEqual([]);
    expect((await listed({ q: 'tie_' })).records).toEqual([]);
    const tied = await listed({ q: 'TIE-3', account: 'tie.account', type: '3' });
    expect(tied.records.map((r) => r.item)).toEqual(['supplier.profile.basic:tie-3']);
    expect((await listed({ q: 'tie-3', type: '2' })).records).toEqual([]);
  });

  it('counts one page ahead with a text, five without', async () => {
    expect(await listed({ q: 'tie-', size: 1 })).toMatchObject({ total: 2, totalCapped: true });
    expect(await listed({ q: 'tie-', size: 1, current: 6 })).toMatchObject({
      total: 7,
      totalCapped: false,
    });
    expect(await listed({ account: 'tie.account', size: 1 })).toMatchObject({
      total: 6,
      totalCapped: true,
    });
  });

  it('can use the trigram index from three characters on, and does not try it below', async () => {
    const plan = async (q: string) =>
      t.database.db.transaction().execute(async (trx) => {
        // Without the other paths the planner shows whether the text index can answer at all.
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_indexscan = off`.execute(trx);
        const rows = await sql<{ 'QUERY PLAN': string }>`explain select id from operation_logs l
          where ${textMatches(q)}`.execute(trx);
        return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(await plan('资质审')).toContain('operation_logs_text');
    expect(await plan('iso')).toContain('operation_logs_text');
    expect(await plan('资质')).not.toContain('operation_logs_text');
    expect(await plan('is')).not.toContain('operation_logs_text');
  });
});

describe('the exported items', () => {
  async function itemsOf(lang: 'en' | 'zh') {
    const res = await t.app.inject({
      method: 'GET',
      url: `${EXPORT}?account=zh.account&lang=${lang}`,
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const items: string[] = [];
    book.worksheets[0]!.eachRow((row, n) => {
      if (n >= 3) items.push(String(row.getCell(6).value ?? ''));
    });
    return items;
  }

  it('are words in the asked language, with what they concern as written', async () => {
    expect(await itemsOf('en')).toEqual(['Started supplier audit: 供应商资质审核 ISO9001']);
    expect(await itemsOf('zh')).toEqual(['发起供应商审核: 供应商资质审核 ISO9001']);
  });
});
