import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VERSIONS_WITH_LINES } from '@portal/contract';
import { erpContract, postErpContract } from '../../test/contract-fixtures.ts';
import { OTHER_CODE } from '../../test/inquiry-fixtures.ts';
import { bearer, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';

const API = '/api/admin/contract/Contract';
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app, ['supplierDemo', 'supplierOther', 'buyerAdmin']));
  const issue = async (name: string, body: ReturnType<typeof erpContract>) => {
    const res = await postErpContract(t.app, body);
    ids[name] = res.json().data.id;
  };
  await issue(
    'brakes',
    erpContract({ contractNumber: 'PO-B2026-0417', title: 'Brake assemblies' }),
  );
  await issue('tools', erpContract({ kind: 'tool', title: 'Torque wrenches' }));
  await issue('others', erpContract({ supplierCode: OTHER_CODE, title: 'Seat covers' }));
  await t.database.db
    .updateTable('contracts')
    .set({ state: 'confirmed' })
    .where('id', '=', ids.tools!)
    .execute();
});
afterAll(() => t.close());

const get = (path: string, token: string, query: Record<string, string> = {}, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `${API}/${path}`,
    query,
    headers: bearer(token, { 'accept-language': lang }),
  });

describe('the supplier contract list', () => {
  it("lists the caller's company's contracts only, newest first", async () => {
    const res = await get('list', tokens.supplierDemo!);
    expect(res.statusCode).toBe(200);
    const titles = res.json().data.records.map((r: { title: string }) => r.title);
    expect(titles).toEqual(expect.arrayContaining(['Brake assemblies', 'Torque wrenches']));
    expect(titles).not.toContain('Seat covers');
    const other = await get('list', tokens.supplierOther!);
    expect(other.json().data.records.map((r: { title: string }) => r.title)).toEqual([
      'Seat covers',
    ]);
  });

  it('filters by kind, state (the tab) and a search on number or title', async () => {
    const confirmed = await get('list', tokens.supplierDemo!, { state: 'confirmed' });
    expect(confirmed.json().data).toMatchObject({
      total: 1,
      records: [{ title: 'Torque wrenches' }],
    });
    const purchase = await get('list', tokens.supplierDemo!, { kind: 'purchase', q: 'brake' });
    expect(purchase.json().data.records).toMatchObject([
      { title: 'Brake assemblies', state: 'toConfirm', lineCount: 2, totalAmount: 64204.5 },
    ]);
    expect((await get('list', tokens.supplierDemo!, { q: '100%' })).json().data.total).toBe(0);
  });

  it('finds a contract number from its start or its end, in any case, not from its middle', async () => {
    const titles = async (q: string) =>
      (await get('list', tokens.supplierDemo!, { q }))
        .json()
        .data.records.map((r: { title: string }) => r.title);
    expect(await titles('PO-B2026-0417')).toEqual(['Brake assemblies']);
    expect(await titles('po-b2026')).toEqual(['Brake assemblies']);
    expect(await titles('26-0417')).toEqual(['Brake assemblies']);
    // The middle of a number is no search: numbers share their digits (migration 0027).
    expect(await titles('B2026')).toEqual([]);
    // LIKE's wildcards are the user's text, at either end.
    expect(await titles('PO-B2026_0417')).toEqual([]);
    expect(await titles('%0417')).toEqual([]);
    // The pattern is written into the statement (db/like.ts searchLiteral): quotes stay text.
    expect(await titles("0417' or '1'='1")).toEqual([]);
    expect(await titles("Brake'")).toEqual([]);
  });

  it('counts a few pages ahead only, and says when more match', async () => {
    for (let i = 0; i < 7; i++) {
      await postErpContract(
        t.app,
        erpContract({ supplierCode: OTHER_CODE, kind: 'transport', title: `Pallets ${i}` }),
      );
    }
    const page = async (current: number) =>
      (
        await get('list', tokens.supplierOther!, {
          kind: 'transport',
          size: '1',
          current: String(current),
        })
      ).json().data;
    // Page 1 of size 1 counts to page 6: six of the seven, and more.
    expect(await page(1)).toMatchObject({ total: 6, totalCapped: true });
    // Page 2 counts to page 7: all of them.
    expect(await page(2)).toMatchObject({ total: 7, totalCapped: false });
  });

  it('answers 400 for an unknown state or an oversized page, 403 to the buyer, 401 without a token', async () => {
    expect((await get('list', tokens.supplierDemo!, { state: 'lost' })).statusCode).toBe(400);
    expect((await get('list', tokens.supplierDemo!, { size: '501' })).statusCode).toBe(400);
    expect((await get('list', tokens.buyerAdmin!)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${API}/list` })).statusCode).toBe(401);
  });
});

describe('the supplier contract page', () => {
  it('shows the header, invoice information, the current lines, versions and history', async () => {
    const res = await get('detail', tokens.supplierDemo!, { id: ids.brakes! });
    expect(res.statusCode).toBe(200);
    const c = res.json().data;
    expect(c).toMatchObject({
      title: 'Brake assemblies',
      state: 'toConfirm',
      currentVersion: 1,
      invoice: { taxId: '91460000710920000X' },
      signed: false,
    });
    expect(c.lines.map((l: { lineNo: number; answer: string }) => [l.lineNo, l.answer])).toEqual([
      [10, 'open'],
      [20, 'open'],
    ]);
    expect(c.versions).toMatchObject([{ versionNo: 1, issuedBy: 'erp', totalAmount: 64204.5 }]);
    expect(c.versions[0].lines).toEqual(c.lines);
    expect(c.versions[0].lines[0]).toMatchObject({
      lineNo: 10,
      materialNumber: 'M-100234',
      quantity: 4,
      unitPrice: 15250.5,
      deliveryDate: '2027-01-15',
      deliveries: [],
    });
    expect(c.history).toMatchObject([{ event: 'contract.event.issued', byName: '王磊' }]);
  });

  it(`carries the lines of the newest ${MAX_VERSIONS_WITH_LINES} versions only, older ones null`, async () => {
    const body = erpContract({ title: 'Often revised' });
    let id = '';
    for (let v = 1; v <= MAX_VERSIONS_WITH_LINES + 2; v++) {
      const lines = body.lines.map((l) => ({ ...l, unitPrice: 100 + v }));
      id = (await postErpContract(t.app, { ...body, lines })).json().data.id;
    }
    const c = (await get('detail', tokens.supplierDemo!, { id })).json().data;
    expect(c.currentVersion).toBe(MAX_VERSIONS_WITH_LINES + 2);
    const prices = c.versions.map(
      (v: { lines: { unitPrice: number }[] | null }) => v.lines?.[0]?.unitPrice ?? null,
    );
    expect(prices).toEqual([
      null,
      null,
      ...Array.from({ length: MAX_VERSIONS_WITH_LINES }, (_, i) => 103 + i),
    ]);
  });

  it("answers 404 for another company's contract, in the caller's language, and 403 to the buyer", async () => {
    const res = await get('detail', tokens.supplierDemo!, { id: ids.others! }, 'zh-CN');
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('该合同不存在');
    expect((await get('detail', tokens.supplierOther!, { id: ids.brakes! })).statusCode).toBe(404);
    expect((await get('detail', tokens.buyerAdmin!, { id: ids.brakes! })).statusCode).toBe(403);
    expect((await get('detail', tokens.supplierDemo!, {})).statusCode).toBe(400);
  });
});
