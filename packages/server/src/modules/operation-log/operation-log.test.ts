// The operation log over HTTP on the real database: who sees which entries (a supplier
// administrator its own company's, another company's id 404; a buyer without the permission 403),
// the filters, bad input (a bilingual 400, never a 500), the detail's before and after, the query
// lines that exporting and opening another company's entry write, and the exported workbook.
import {
  OPERATION_LOG_TYPES,
  type OperationLogDetail,
  type OperationLogRow,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../core/actor.ts';
import { businessToday } from '../../core/business-time.ts';
import { loggedChange } from '../../core/logged-change.ts';
import { CHANGES_MAX_BYTES, boundChanges } from '../../core/operation-log.ts';
import { COMPANIES } from '../../seed/demo-data.ts';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

const URLS = {
  list: '/api/admin/sys/log/list',
  detail: '/api/admin/sys/log/detail',
  export: '/api/admin/sys/log/export',
};
const DEMO_ID = COMPANIES.demoSupplier.id;
const OTHER_ID = COMPANIES.otherSupplier.id;
const BUYER_ID = COMPANIES.buyer.id;

let t: TestApp;
let admin = '';
let supplier = '';
let quality = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
  supplier = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
  quality = (await signIn(t.app, DEMO.buyerQuality)).accessToken;
  await signIn(t.app, DEMO.supplierOther);
});
afterAll(() => t.close());

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const get = (
  url: string,
  token: string,
  params: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) =>
  t.app.inject({ method: 'GET', url: `${url}?${query(params)}`, headers: bearer(token, headers) });

async function listed(
  token: string,
  params: Record<string, string | number> = {},
): Promise<{ records: OperationLogRow[]; total: number; totalCapped: boolean }> {
  const res = await get(URLS.list, token, { size: 100, ...params });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { records: OperationLogRow[]; total: number; totalCapped: boolean } }>()
    .data;
}

const queryLines = (item: string) =>
  t.database.db
    .selectFrom('operation_logs')
    .select(['account', 'item', 'company_id'])
    .where('type', '=', OPERATION_LOG_TYPES.query)
    .where('item', 'like', `${item}%`)
    .execute();

async function actorOf(account: string): Promise<Actor> {
  const u = await t.database.db
    .selectFrom('users')
    .select(['id', 'company_id', 'real_name'])
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return {
    userId: u.id,
    companyId: u.company_id,
    companyKind: 'supplier',
    sessionId: 'test-session',
    ip: '10.0.0.9',
    account,
    name: u.real_name,
    permissions: new Set(),
  };
}

describe('the list', () => {
  it("gives a buyer every company's entries newest first, each sign-in with its company", async () => {
    const { records } = await listed(admin, { type: '1' });
    expect(records.every((r) => r.type === '1')).toBe(true);
    const companies = new Set(records.map((r) => r.companyId));
    expect(companies).toEqual(new Set([BUYER_ID, DEMO_ID, OTHER_ID]));
    const demo = records.find((r) => r.account === 'supplier.demo');
    expect(demo?.companyName).toBe(COMPANIES.demoSupplier.name);
    const times = records.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by account, company, text and business-day range', async () => {
    const byAccount = await listed(admin, { account: 'supplier.other' });
    expect(byAccount.records.length).toBeGreaterThan(0);
    expect(byAccount.records.every((r) => r.account === 'supplier.other')).toBe(true);

    const byCompany = await listed(admin, { companyId: DEMO_ID });
    expect(byCompany.records.length).toBeGreaterThan(0);
    expect(byCompany.records.every((r) => r.companyId === DEMO_ID)).toBe(true);

    const byText = await listed(admin, { q: 'SUPPLIER.OTH' });
    expect(byText.records.every((r) => r.account === 'supplier.other')).toBe(true);
    expect(byText.total).toBe(byText.records.length);

    const today = businessToday({ now: () => new Date() });
    expect((await listed(admin, { from: today, to: today })).total).toBeGreaterThan(0);
    expect((await listed(admin, { from: '2020-01-01', to: '2020-12-31' })).total).toBe(0);
  });

  it("keeps a supplier administrator to its own company's entries", async () => {
    const own = await listed(supplier);
    expect(own.records.length).toBeGreaterThan(0);
    expect(own.records.every((r) => r.companyId === DEMO_ID)).toBe(true);
    expect((await listed(supplier, { companyId: DEMO_ID })).total).toBe(own.total);
    // Naming another company's or the buyer's id is 404, not a silent switch.
    for (const companyId of [OTHER_ID, BUYER_ID]) {
      const res = await get(URLS.list, supplier, { companyId });
      expect(res.statusCode).toBe(404);
      const exported = await get(URLS.export, supplier, { companyId });
      expect(exported.statusCode).toBe(404);
    }
  });

  it('answers 403 to a buyer without the permission and 401 without a session', async () => {
    for (const url of Object.values(URLS)) {
      expect((await get(url, quality, { id: 'x' })).statusCode).toBe(403);
      const res = await t.app.inject({ method: 'GET', url: `${url}?id=x` });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses bad input with a 400 in the caller’s language', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ size: 101 }, 'size'],
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ account: 'x'.repeat(101) }, 'account'],
      [{ type: 9 }, 'type'],
      [{ from: '2026-13-45' }, 'from'],
      [{ from: '2026-11-20', to: '2026-11-01' }, 'to'],
      [{ from: '2024-01-01', to: '2026-01-01' }, 'to'],
      [{ current: 0 }, 'current'],
    ];
    for (const [params, field] of cases) {
      const res = await get(URLS.list, admin, params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(Object.keys(res.json<{ data: { fields: object } }>().data.fields)).toContain(field);
    }
    const order = { from: '2026-11-20', to: '2026-11-01' };
    const en = await get(URLS.list, admin, order);
    expect(en.json<{ data: { fields: { to: string } } }>().data.fields.to).toBe(
      'The end of the time range is before its start',
    );
    const zh = await get(URLS.list, admin, order, { 'accept-language': 'zh-CN' });
    expect(zh.json<{ data: { fields: { to: string } } }>().data.fields.to).toBe(
      '时间范围的结束早于开始',
    );
    const tooLong = await get(URLS.export, admin, { from: '2024-01-01', to: '2026-01-01' });
    expect(tooLong.statusCode).toBe(400);
    expect((await get(URLS.detail, admin, { id: '' })).statusCode).toBe(400);
    expect((await get(URLS.detail, admin, { id: 'no-such-entry' })).statusCode).toBe(404);
  });
});

describe('the detail', () => {
  let changedId = '';

  beforeAll(async () => {
    // A change of supplier.demo's, through the one logged-change path the modules use.
    const actor = await actorOf('supplier.demo');
    await loggedChange(
      { db: t.database.db, log: t.app.services.operationLog },
      actor,
      OPERATION_LOG_TYPES.modify,
      'unused',
      async () => ({
        item: 'test.change: contact phone',
        changes: { before: { phone: '010-1' }, after: { phone: '010-2' } },
      }),
    );
    const row = await t.database.db
      .selectFrom('operation_logs')
      .select(['id', 'company_id'])
      .where('item', '=', 'test.change: contact phone')
      .executeTakeFirstOrThrow();
    expect(row.company_id).toBe(DEMO_ID);
    changedId = row.id;
  });

  it('shows a supplier its own entry with before and after, and another company’s as 404', async () => {
    const res = await get(URLS.detail, supplier, { id: changedId });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<{ data: OperationLogDetail }>().data;
    expect(detail).toMatchObject({
      type: '3',
      account: 'supplier.demo',
      hasChanges: true,
      before: { phone: '010-1' },
      after: { phone: '010-2' },
      truncated: false,
    });
    // Its own company's entry: no query line.
    expect(await queryLines(`operationLog.detail:${changedId}`)).toEqual([]);

    const other = (await listed(admin, { companyId: OTHER_ID })).records[0]!;
    expect((await get(URLS.detail, supplier, { id: other.id })).statusCode).toBe(404);
    const buyers = (await listed(admin, { companyId: BUYER_ID })).records[0]!;
    expect((await get(URLS.detail, supplier, { id: buyers.id })).statusCode).toBe(404);
  });

  it("writes a query line when a buyer opens another company's entry, none for its own", async () => {
    const res = await get(URLS.detail, admin, { id: changedId });
    expect(res.statusCode).toBe(200);
    const lines = await queryLines(`operationLog.detail:${changedId}`);
    expect(lines).toEqual([
      {
        account: 'buyer.admin',
        item: `operationLog.detail:${changedId} (${COMPANIES.demoSupplier.name}, supplier.demo)`,
        company_id: BUYER_ID,
      },
    ]);

    const own = (await listed(admin, { companyId: BUYER_ID, type: '1' })).records[0]!;
    expect((await get(URLS.detail, admin, { id: own.id })).statusCode).toBe(200);
    expect(await queryLines(`operationLog.detail:${own.id}`)).toEqual([]);
  });

  it('keeps a huge change within the bound, marked truncated', () => {
    const huge = { before: { text: '长'.repeat(20000) }, after: { text: 'x"'.repeat(20000) } };
    const json = boundChanges(huge);
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(CHANGES_MAX_BYTES);
    expect(JSON.parse(json)).toMatchObject({ truncated: true });
    const small = { before: { a: 1 }, after: { a: 2 } };
    expect(JSON.parse(boundChanges(small))).toEqual(small);
  });
});

describe('the export', () => {
  async function workbook(body: Buffer) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row, n) => {
      if (n >= 2) rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
    });
    return { name: sheet.name, header: rows[0]!, data: rows.slice(1) };
  }

  it('writes the filtered rows in the asked language and a query line', async () => {
    const list = await listed(admin, { type: '1' });
    const res = await get(URLS.export, admin, { type: '1', lang: 'zh' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const { name, header, data } = await workbook(res.rawPayload);
    expect(name).toBe('操作日志');
    expect(header).toEqual([
      '时间',
      '姓名',
      '账号',
      '公司',
      '类型',
      '操作内容',
      'IP 地址',
      'MAC 地址',
    ]);
    expect(data).toHaveLength(list.total);
    expect(data.every((r) => r[4] === '登录')).toBe(true);
    expect(data.map((r) => r[2])).toEqual(list.records.map((r) => r.account));
    expect(data[0]![0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const lines = await queryLines('operationLog.export');
    expect(lines).toContainEqual({
      account: 'buyer.admin',
      item: `operationLog.export: ${list.total} rows (type=1)`,
      company_id: BUYER_ID,
    });
  });

  it("gives a supplier administrator its own company's rows only", async () => {
    const res = await get(URLS.export, supplier, { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const { header, data } = await workbook(res.rawPayload);
    expect(header[3]).toBe('Company');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((r) => r[3] === COMPANIES.demoSupplier.name)).toBe(true);
  });

  it('counts five pages ahead of the page asked for, and says when more match', async () => {
    const all = await listed(admin);
    expect(all.total).toBeGreaterThan(6);
    expect(all.totalCapped).toBe(false);
    const first = await listed(admin, { size: 1 });
    expect(first).toMatchObject({ total: 6, totalCapped: true });
    expect(first.records.map((r) => r.id)).toEqual([all.records[0]!.id]);
    const past = await listed(admin, { current: 50 });
    expect(past).toMatchObject({ records: [], total: all.total, totalCapped: false });
    const second = await listed(admin, { size: 1, current: 2 });
    expect(second.total).toBe(Math.min(7, all.total));
    expect(second.records.map((r) => r.id)).toEqual([all.records[1]!.id]);
  });
});
