import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateAfter } from '../../core/business-time.ts';
import { erpContract, postErpContract } from '../../test/contract-fixtures.ts';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

const SUP = '/api/admin/contract/supForecast';
const BUY = '/api/admin/contract/hnaForecast';
let t: TestApp;
const tokens: Record<string, string> = {};
const now = new Date();
const inDays = (n: number) => businessDateAfter(now, n);
const due = inDays(30);

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['supplierDemo', 'supplierOther', 'buyerAdmin'] as const) {
    tokens[key] = (await signIn(t.app, DEMO[key])).accessToken;
  }
});
afterAll(() => t.close());

const post = (base: string, path: string, body: unknown, who: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `${base}/${path}`,
    headers: bearer(tokens[who]!, { 'accept-language': lang }),
    payload: body as Record<string, unknown>,
  });
const get = (base: string, path: string, query: Record<string, string>, who: string) =>
  t.app.inject({
    method: 'GET',
    url: `${base}/${path}?${new URLSearchParams(query).toString()}`,
    headers: bearer(tokens[who]!),
  });

/** An ERP contract of supplier.demo (lines 10: 4 EA, 20: 10 EA, both due in 30 days). */
async function issue(kind: 'purchase' | 'repair' = 'purchase') {
  const base = erpContract({ kind });
  const body = { ...base, lines: base.lines.map((l) => ({ ...l, deliveryDate: due })) };
  const res = await postErpContract(t.app, body);
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data.id as string, number: body.contractNumber };
}

async function issueConfirmed() {
  const c = await issue();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/contract/cgContractAnswer/confirmAll',
    headers: bearer(tokens.supplierDemo!),
    payload: { id: c.id, version: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return c;
}

const save = (id: string, version: number, lineNo: number, entries: unknown[], extra = {}) =>
  post(SUP, 'saveLine', { id, version, lineNo, entries, ...extra }, 'supplierDemo');

describe('shipment forecasts', () => {
  it('records a plan, keeps the history of changes and flags a slipped line', async () => {
    const c = await issueConfirmed();
    const first = await save(c.id, 0, 10, [
      { date: inDays(10), quantity: 2 },
      { date: inDays(20), quantity: 2 },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      msg: 'Shipment plan saved',
      data: { version: 1, changes: 2 },
    });

    // The second shipment slips past the delivery date; the reason goes to the history.
    const moved = await save(
      c.id,
      1,
      10,
      [
        { date: inDays(10), quantity: 2 },
        { date: inDays(40), quantity: 2 },
      ],
      { reason: 'Forging delayed' },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toEqual({ version: 2, changes: 1 });

    const d = (await get(SUP, 'detail', { id: c.id }, 'supplierDemo')).json().data;
    expect(d).toMatchObject({ version: 2, orderedQuantity: 14, plannedQuantity: 4, slipped: true });
    expect(d.nextShipDate).toBe(inDays(10));
    const line10 = d.lines.find((l: { lineNo: number }) => l.lineNo === 10);
    expect(line10).toMatchObject({ deliveryDate: due, slipped: true });
    expect(line10.entries).toEqual([
      { date: inDays(10), quantity: 2, slipped: false },
      { date: inDays(40), quantity: 2, slipped: true },
    ]);
    expect(d.history[0]).toMatchObject({
      lineNo: 10,
      oldDate: inDays(20),
      oldQuantity: 2,
      newDate: inDays(40),
      newQuantity: 2,
      reason: 'Forging delayed',
    });
    expect(d.history).toHaveLength(3);
    expect(d.history[0].byName).not.toBe('');

    // The buyer sees the same plan and history.
    const b = (await get(BUY, 'detail', { id: c.id }, 'buyerAdmin')).json().data;
    expect(b.history).toHaveLength(3);

    const log = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', '=', `forecast.line ${c.number} 10`)
      .execute();
    expect(log).toHaveLength(2);

    // Saving the same plan again changes nothing and keeps the version.
    const same = await save(c.id, 2, 10, [
      { date: inDays(40), quantity: 2 },
      { date: inDays(10), quantity: 2 },
    ]);
    expect(same.json().data).toEqual({ version: 2, changes: 0 });
  });

  it('lists planned shipments for the buyer by date with filters and the slipped flag', async () => {
    const a = await issueConfirmed();
    const b = await issueConfirmed();
    expect((await save(a.id, 0, 10, [{ date: inDays(35), quantity: 4 }])).statusCode).toBe(200);
    expect((await save(b.id, 0, 20, [{ date: inDays(5), quantity: 6 }])).statusCode).toBe(200);
    const both = `PO-T`;
    const page = (
      await get(BUY, 'list', { contractNumber: both, size: '500' }, 'buyerAdmin')
    ).json().data;
    const mine = page.records.filter(
      (r: { contractId: string }) => r.contractId === a.id || r.contractId === b.id,
    );
    expect(mine.map((r: { contractNumber: string }) => r.contractNumber)).toEqual([
      b.number,
      a.number,
    ]);
    expect(mine[0]).toMatchObject({ lineNo: 20, quantity: 6, slipped: false, deliveryDate: due });
    expect(mine[1]).toMatchObject({ lineNo: 10, quantity: 4, slipped: true });
    const dates = page.records.map((r: { plannedDate: string }) => r.plannedDate);
    expect(dates).toEqual([...dates].sort());

    const slipped = (
      await get(BUY, 'list', { contractNumber: a.number, slipped: 'true' }, 'buyerAdmin')
    ).json().data;
    expect(slipped.total).toBe(1);
    const ranged = (
      await get(
        BUY,
        'list',
        { contractNumber: b.number, from: inDays(6), to: inDays(60) },
        'buyerAdmin',
      )
    ).json().data;
    expect(ranged.total).toBe(0);
    const bySupplier = (
      await get(
        BUY,
        'list',
        { contractNumber: b.number, supplier: 'no such supplier' },
        'buyerAdmin',
      )
    ).json().data;
    expect(bySupplier.total).toBe(0);
    const reversed = await get(BUY, 'list', { from: inDays(6), to: inDays(1) }, 'buyerAdmin');
    expect(reversed.statusCode).toBe(400);
  });

  it('refuses plans over the line quantity, in the past, too far, duplicated or too many', async () => {
    const c = await issueConfirmed();
    const cases: [unknown[], string][] = [
      [
        [{ date: inDays(3), quantity: 5 }],
        'The planned quantities together cannot exceed the line quantity (4)',
      ],
      [[{ date: inDays(-1), quantity: 1 }], `The planned date ${inDays(-1)} is in the past`],
      [
        [{ date: inDays(800), quantity: 1 }],
        `The planned date ${inDays(800)} is more than two years ahead`,
      ],
      [
        [
          { date: inDays(3), quantity: 1 },
          { date: inDays(3), quantity: 1 },
        ],
        `There are two shipments on ${inDays(3)}: join them into one`,
      ],
    ];
    for (const [entries, msg] of cases) {
      const res = await save(c.id, 0, 10, entries);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const many = Array.from({ length: 13 }, (_, i) => ({ date: inDays(i + 1), quantity: 1 }));
    expect((await save(c.id, 0, 20, many)).statusCode).toBe(400);
    for (const bad of [
      [{ date: '2027-02-30', quantity: 1 }],
      [{ date: inDays(3), quantity: 0 }],
      [{ date: inDays(3), quantity: 1.5 }],
    ]) {
      expect((await save(c.id, 0, 10, bad)).statusCode).toBe(400);
    }
    expect((await save(c.id, 0, 10, [], { reason: 'x'.repeat(201) })).statusCode).toBe(400);
    const zh = await post(
      SUP,
      'saveLine',
      { id: c.id, version: 0, lineNo: 10, entries: [{ date: inDays(-1), quantity: 1 }] },
      'supplierDemo',
      'zh',
    );
    expect(zh.json().msg).toBe(`计划日期 ${inDays(-1)} 已过去`);
    expect((await save(c.id, 0, 30, [{ date: inDays(3), quantity: 1 }])).statusCode).toBe(404);
  });

  it('keeps a stored date that has passed but refuses to move a shipment into the past', async () => {
    const c = await issueConfirmed();
    expect((await save(c.id, 0, 10, [{ date: inDays(5), quantity: 2 }])).statusCode).toBe(200);
    // The day passes: the stored entry is now in the past.
    await t.database.db
      .updateTable('shipment_forecast_entries')
      .set({ planned_date: inDays(-2) })
      .where('contract_id', '=', c.id)
      .execute();
    const keep = await save(c.id, 1, 10, [
      { date: inDays(-2), quantity: 2 },
      { date: inDays(7), quantity: 2 },
    ]);
    expect(keep.statusCode, keep.body).toBe(200);
    const move = await save(c.id, 2, 10, [{ date: inDays(-3), quantity: 2 }]);
    expect(move.statusCode).toBe(400);
  });

  it('answers 409 for a contract not confirmed or a stale version, 403 to a frozen supplier', async () => {
    const open = await issue();
    expect((await save(open.id, 0, 10, [{ date: inDays(3), quantity: 1 }])).statusCode).toBe(409);
    expect((await get(SUP, 'detail', { id: open.id }, 'supplierDemo')).statusCode).toBe(409);
    const list = (await get(SUP, 'list', { q: open.number }, 'supplierDemo')).json().data;
    expect(list.total).toBe(0);

    const c = await issueConfirmed();
    const listed = (await get(SUP, 'list', { q: c.number }, 'supplierDemo')).json().data;
    expect(listed.records).toHaveLength(1);
    expect(listed.records[0]).toMatchObject({ version: 0, plannedQuantity: 0, lineCount: 2 });
    expect((await save(c.id, 0, 10, [{ date: inDays(3), quantity: 1 }])).statusCode).toBe(200);
    const stale = await save(c.id, 0, 10, [{ date: inDays(4), quantity: 1 }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('Someone changed this plan meanwhile. Reload and try again.');

    await t.database.db
      .updateTable('companies')
      .set({ quality_frozen: true })
      .where('code', '=', 'S100001')
      .execute();
    try {
      expect((await save(c.id, 1, 10, [{ date: inDays(4), quantity: 1 }])).statusCode).toBe(403);
    } finally {
      await t.database.db
        .updateTable('companies')
        .set({ quality_frozen: false })
        .where('code', '=', 'S100001')
        .execute();
    }
    const repair = await issue('repair');
    expect((await get(SUP, 'detail', { id: repair.id }, 'supplierDemo')).statusCode).toBe(404);
  });

  it('keeps suppliers off the buyer calls and off other companies’ contracts', async () => {
    const c = await issueConfirmed();
    for (const path of ['list', `detail?id=${c.id}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${BUY}/${path}`,
        headers: bearer(tokens.supplierDemo!),
      });
      expect(res.statusCode, path).toBe(403);
    }
    expect((await get(SUP, 'detail', { id: c.id }, 'supplierOther')).statusCode).toBe(404);
    const other = await post(
      SUP,
      'saveLine',
      { id: c.id, version: 0, lineNo: 10, entries: [{ date: inDays(3), quantity: 1 }] },
      'supplierOther',
    );
    expect(other.statusCode).toBe(404);
    const list = (await get(SUP, 'list', { size: '500' }, 'supplierOther')).json().data;
    expect(list.records.map((r: { id: string }) => r.id)).not.toContain(c.id);
    const buyerSave = await t.app.inject({
      method: 'POST',
      url: `${SUP}/saveLine`,
      headers: bearer(tokens.buyerAdmin!),
      payload: { id: c.id, version: 0, lineNo: 10, entries: [] },
    });
    expect(buyerSave.statusCode).toBe(403);
  });
});
