import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateAfter } from '../../core/business-time.ts';
import { COMPANIES } from '../../seed/demo-data.ts';
import { DEMO_TRANSPORT_INQUIRY } from '../../seed/seed-transport.ts';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

const BUY = '/api/admin/pd/pdDemandInquiry';
const QUOTE = '/api/admin/pd/pdDemandQuote';
const ORDER = '/api/admin/pd/pdDemandOrder';
let t: TestApp;
const tokens: Record<string, string> = {};
const now = new Date();
const day = (n: number) => businessDateAfter(now, n);
const TRANSPORT = COMPANIES.transportSupplier.id;
const OTHER = COMPANIES.otherSupplier.id;

beforeAll(async () => {
  // No profile cache: the tests change supplier.other's kind, which the calls check.
  t = await createTestApp({ config: { userCacheTtlMs: 0 } });
  for (const key of ['transportDemo', 'supplierDemo', 'supplierOther', 'buyerAdmin'] as const) {
    tokens[key] = (await signIn(t.app, DEMO[key])).accessToken;
  }
});
afterAll(() => t.close());

const post = (url: string, body: unknown, who: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: bearer(tokens[who]!, { 'accept-language': lang }),
    payload: body as Record<string, unknown>,
  });
const get = (url: string, query: Record<string, string>, who: string) =>
  t.app.inject({
    method: 'GET',
    url: `${url}?${new URLSearchParams(query).toString()}`,
    headers: bearer(tokens[who]!),
  });

/** Makes supplier.other a transport supplier (or an aviation one again) for a test. */
const otherKind = (kind: 'transport' | 'aviation') =>
  t.database.db
    .updateTable('companies')
    .set({ supplier_kind: kind })
    .where('id', '=', OTHER)
    .execute();

const inquiry = (extra: Record<string, unknown> = {}) => ({
  mode: 'air',
  origin: 'Haikou (HAK)',
  destination: 'Shanghai (PVG)',
  cargo: 'dangerous',
  pieces: 3,
  grossWeightKg: 100,
  volumeM3: 3,
  readyDate: day(2),
  replyDeadline: day(5),
  supplierIds: [TRANSPORT],
  ...extra,
});

const quote = (inquiryId: string, extra: Record<string, unknown> = {}) => ({
  inquiryId,
  version: 0,
  currency: 'CNY',
  ratePerKg: 2.5,
  minimumCharge: 300,
  surcharges: [{ name: 'Fuel', amount: 40.3 }],
  weightBreaks: [{ minKg: 300, ratePerKg: 2 }],
  transitDays: 2,
  validityDate: day(10),
  ...extra,
});

async function create(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await post(`${BUY}/create`, inquiry(extra), 'buyerAdmin');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

describe('transport quotes', () => {
  it('shows transport.demo the demo inquiry to quote', async () => {
    const rows = (await get(`${QUOTE}/list`, { state: 'open' }, 'transportDemo')).json().data
      .records;
    expect(rows.map((r: { number: string }) => r.number)).toContain(DEMO_TRANSPORT_INQUIRY);
    // A goods supplier does not reach transport inquiries at all (PAGE_SUPPLIER_KIND).
    expect((await get(`${QUOTE}/list`, {}, 'supplierDemo')).statusCode).toBe(403);
  });

  it('refuses every transport supplier call to a supplier of another kind, clearly', async () => {
    const id = await create();
    const calls = [
      () => get(`${QUOTE}/list`, {}, 'supplierDemo'),
      () => get(`${QUOTE}/detail`, { id }, 'supplierDemo'),
      () => post(`${QUOTE}/save`, quote(id), 'supplierDemo'),
      () => get(`${ORDER}/list`, {}, 'supplierDemo'),
      () => post(`${ORDER}/answer`, { id, version: 1, decision: 'confirm' }, 'supplierDemo'),
    ];
    for (const send of calls) {
      const res = await send();
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().msg).toBe('Only transport suppliers can use this');
    }
    const zh = await post(`${QUOTE}/save`, quote(id), 'supplierDemo', 'zh');
    expect(zh.json().msg).toBe('仅运输供应商可使用此功能');
    // Nothing was written for it.
    const quotes = await t.database.db
      .selectFrom('transport_quotes')
      .select('id')
      .where('inquiry_id', '=', id)
      .execute();
    expect(quotes).toEqual([]);
  });

  it('runs inquiry → quotes → comparison → award → confirmation', async () => {
    await otherKind('transport');
    const suppliers = await get(`${BUY}/suppliers`, {}, 'buyerAdmin');
    expect(suppliers.json().data.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining([TRANSPORT, OTHER]),
    );
    const id = await create({ supplierIds: [TRANSPORT, OTHER] });

    const listed = await get(`${QUOTE}/list`, {}, 'transportDemo');
    expect(listed.json().data.records.map((r: { id: string }) => r.id)).toContain(id);
    const detail = await get(`${QUOTE}/detail`, { id }, 'transportDemo');
    expect(detail.json().data).toMatchObject({ state: 'open', canQuote: true, myQuote: null });
    expect(detail.json().data.chargeableWeightKg).toBe(500);

    const q1 = await post(`${QUOTE}/save`, quote(id), 'transportDemo');
    expect(q1.statusCode, q1.body).toBe(200);
    // 500 kg chargeable reaches the 300 kg break: 500 × 2 + 40.3.
    const mine = (await get(`${QUOTE}/detail`, { id }, 'transportDemo')).json().data;
    expect(mine.state).toBe('quoted');
    expect(mine.myQuote.total.total).toBe(1040.3);
    const q2 = await post(
      `${QUOTE}/save`,
      quote(id, { ratePerKg: 1.8, weightBreaks: [], surcharges: [] }),
      'supplierOther',
    );
    expect(q2.statusCode, q2.body).toBe(200);

    const compared = (await get(`${BUY}/detail`, { id }, 'buyerAdmin')).json().data;
    expect(compared.quotes.map((q: { total: { total: number } }) => q.total.total)).toEqual([
      900, 1040.3,
    ]);
    expect(compared.suppliers.every((s: { quoted: boolean }) => s.quoted)).toBe(true);

    const stale = await post(
      `${BUY}/award`,
      { inquiryId: id, version: compared.version - 1, quoteId: compared.quotes[1].id },
      'buyerAdmin',
    );
    expect(stale.statusCode).toBe(409);
    const award = await post(
      `${BUY}/award`,
      { inquiryId: id, version: compared.version, quoteId: compared.quotes[1].id },
      'buyerAdmin',
    );
    expect(award.statusCode, award.body).toBe(200);
    const again = await post(
      `${BUY}/award`,
      { inquiryId: id, version: award.json().data.version, quoteId: compared.quotes[0].id },
      'buyerAdmin',
    );
    expect(again.statusCode).toBe(409);
    const outbox = await t.database.db
      .selectFrom('outbox')
      .select(['kind', 'payload'])
      .where('subject_id', '=', award.json().data.id)
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.kind).toBe('transport.awarded');

    // A requote after the award is refused.
    const late = await post(`${QUOTE}/save`, quote(id, { version: 1 }), 'transportDemo');
    expect(late.statusCode).toBe(409);

    const orders = (await get(`${ORDER}/list`, {}, 'transportDemo')).json().data.records;
    const order = orders.find((o: { inquiryId: string }) => o.inquiryId === id);
    expect(order).toMatchObject({ state: 'awaiting_confirmation', total: 1040.3 });
    expect((await get(`${ORDER}/list`, {}, 'supplierOther')).json().data.records).toEqual([]);
    const foreign = await post(
      `${ORDER}/answer`,
      { id: order.id, version: order.version, decision: 'confirm' },
      'supplierOther',
    );
    expect(foreign.statusCode).toBe(404);
    const confirm = await post(
      `${ORDER}/answer`,
      { id: order.id, version: order.version, decision: 'confirm' },
      'transportDemo',
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    const twice = await post(
      `${ORDER}/answer`,
      { id: order.id, version: confirm.json().data.version, decision: 'decline', reason: 'x' },
      'transportDemo',
    );
    expect(twice.statusCode).toBe(409);
    // The ERP hears the answer once, under the order (the refused second answer adds nothing).
    const answered = await t.database.db
      .selectFrom('outbox')
      .select(['kind', 'payload'])
      .where('subject_id', '=', order.id)
      .where('kind', '=', 'transport.orderAnswer')
      .execute();
    expect(answered).toHaveLength(1);
    expect(answered[0]!.payload).toMatchObject({
      orderNumber: order.number,
      supplierId: TRANSPORT,
      state: 'confirmed',
    });

    const logged = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', 'like', 'transport.%')
      .execute();
    const items = logged.map((l) => l.item.split(' ')[0]);
    expect(items).toEqual(
      expect.arrayContaining([
        'transport.inquiry',
        'transport.quote',
        'transport.award',
        'transport.order.confirm',
      ]),
    );
    await otherKind('aviation');
  });

  it('declines an order only with a reason', async () => {
    const id = await create();
    expect((await post(`${QUOTE}/save`, quote(id), 'transportDemo')).statusCode).toBe(200);
    const d = (await get(`${BUY}/detail`, { id }, 'buyerAdmin')).json().data;
    await post(
      `${BUY}/award`,
      { inquiryId: id, version: d.version, quoteId: d.quotes[0].id },
      'buyerAdmin',
    );
    const order = (await get(`${BUY}/detail`, { id }, 'buyerAdmin')).json().data.order;
    const bare = await post(
      `${ORDER}/answer`,
      { id: order.id, version: order.version, decision: 'decline' },
      'transportDemo',
      'zh',
    );
    expect(bare.statusCode).toBe(400);
    expect(bare.json().msg).toBe('请填写拒绝原因');
    const declined = await post(
      `${ORDER}/answer`,
      { id: order.id, version: order.version, decision: 'decline', reason: 'No capacity' },
      'transportDemo',
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const after = (await get(`${BUY}/detail`, { id }, 'buyerAdmin')).json().data.order;
    expect(after).toMatchObject({ state: 'declined', declineReason: 'No capacity' });
    const events = await t.database.db
      .selectFrom('outbox')
      .select('payload')
      .where('subject_id', '=', order.id)
      .where('kind', '=', 'transport.orderAnswer')
      .execute();
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ state: 'declined', reason: 'No capacity' }),
    ]);
  });

  it('keeps inquiries to the suppliers they were sent to', async () => {
    const id = await create();
    await otherKind('transport');
    const hidden = await get(`${QUOTE}/detail`, { id }, 'supplierOther');
    expect(hidden.statusCode).toBe(404);
    const list = (await get(`${QUOTE}/list`, {}, 'supplierOther')).json().data.records;
    expect(list.map((r: { id: string }) => r.id)).not.toContain(id);
    const save = await post(`${QUOTE}/save`, quote(id), 'supplierOther');
    expect(save.statusCode).toBe(404);
    await otherKind('aviation');
  });

  it('refuses buyer calls to suppliers and supplier calls to buyers', async () => {
    for (const who of ['transportDemo', 'supplierDemo']) {
      expect((await get(`${BUY}/list`, {}, who)).statusCode).toBe(403);
      expect((await post(`${BUY}/create`, inquiry(), who)).statusCode).toBe(403);
      expect(
        (await post(`${BUY}/award`, { inquiryId: 'x', version: 1, quoteId: 'y' }, who)).statusCode,
      ).toBe(403);
    }
    expect((await get(`${QUOTE}/list`, {}, 'buyerAdmin')).statusCode).toBe(403);
  });

  it('lets only transport suppliers quote, and not while frozen', async () => {
    await otherKind('transport');
    const id = await create({ supplierIds: [TRANSPORT, OTHER] });
    await otherKind('aviation');
    const notTransport = await post(`${QUOTE}/save`, quote(id), 'supplierOther');
    expect(notTransport.statusCode).toBe(403);
    expect(notTransport.json().msg).toBe('Only transport suppliers can use this');

    await t.database.db
      .updateTable('companies')
      .set({ commercial_frozen: true })
      .where('id', '=', TRANSPORT)
      .execute();
    const frozen = await post(`${QUOTE}/save`, quote(id), 'transportDemo');
    await t.database.db
      .updateTable('companies')
      .set({ commercial_frozen: false })
      .where('id', '=', TRANSPORT)
      .execute();
    expect(frozen.statusCode).toBe(403);
  });

  it('answers bad input with 400 or 409 and a clear message, never 500', async () => {
    const noSupplier = await post(
      `${BUY}/create`,
      inquiry({ supplierIds: [COMPANIES.demoSupplier.id] }),
      'buyerAdmin',
    );
    expect(noSupplier.statusCode).toBe(400);
    expect(noSupplier.json().data.fields.supplierIds).toBeTruthy();
    for (const bad of [
      { mode: 'sea' },
      { pieces: 0 },
      { grossWeightKg: -1 },
      { origin: 'x'.repeat(101) },
      { destination: 'Haikou (HAK)' },
      { supplierIds: [] },
      { supplierIds: Array.from({ length: 21 }, (_, i) => `s${i}`) },
      { replyDeadline: day(-1) },
      { readyDate: 'soon' },
    ]) {
      const res = await post(`${BUY}/create`, inquiry(bad), 'buyerAdmin');
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }

    const land = await create({ mode: 'land' });
    const breaks = await post(`${QUOTE}/save`, quote(land), 'transportDemo');
    expect(breaks.statusCode).toBe(400);
    expect(breaks.json().data.fields.weightBreaks).toBeTruthy();
    const air = await create();
    for (const bad of [
      { ratePerKg: 0 },
      { surcharges: Array.from({ length: 9 }, () => ({ name: 'Fee', amount: 1 })) },
      { surcharges: [{ name: '', amount: 1 }] },
      {
        weightBreaks: [
          { minKg: 100, ratePerKg: 1 },
          { minKg: 100, ratePerKg: 2 },
        ],
      },
      { validityDate: day(-1) },
      { transitDays: 1000 },
      { currency: 'XXX' },
    ]) {
      const res = await post(`${QUOTE}/save`, quote(air, bad), 'transportDemo');
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const first = await post(`${QUOTE}/save`, quote(air), 'transportDemo');
    expect(first.statusCode).toBe(200);
    const stale = await post(`${QUOTE}/save`, quote(air, { version: 0 }), 'transportDemo');
    expect(stale.statusCode).toBe(409);
    const requote = await post(`${QUOTE}/save`, quote(air, { version: 1 }), 'transportDemo');
    expect(requote.statusCode).toBe(200);

    const missing = await get(`${BUY}/detail`, { id: 'nope' }, 'buyerAdmin');
    expect(missing.statusCode).toBe(404);
    const noQuote = await post(
      `${BUY}/award`,
      { inquiryId: land, version: 1, quoteId: 'nope' },
      'buyerAdmin',
    );
    expect(noQuote.statusCode).toBe(409);
  });

  it('closes quoting after the reply deadline', async () => {
    const id = await create({ replyDeadline: day(0) });
    await t.database.db
      .updateTable('transport_inquiries')
      .set({ reply_deadline: day(-1) })
      .where('id', '=', id)
      .execute();
    const res = await post(`${QUOTE}/save`, quote(id), 'transportDemo');
    expect(res.statusCode).toBe(409);
    expect((await get(`${QUOTE}/detail`, { id }, 'transportDemo')).json().data.canQuote).toBe(
      false,
    );
  });

  it('lets the buyer close an inquiry it will not award, after which nobody quotes it', async () => {
    const id = await create();
    const open = (await get(`${BUY}/detail`, { id }, 'buyerAdmin')).json().data;
    for (const who of ['transportDemo', 'supplierDemo']) {
      expect((await post(`${BUY}/close`, { id, version: open.version }, who)).statusCode).toBe(403);
    }
    expect((await post(`${BUY}/close`, { id: 'nope', version: 1 }, 'buyerAdmin')).statusCode).toBe(
      404,
    );
    for (const bad of [{ id }, { id, version: 'x' }, { id: 'x'.repeat(2000), version: 1 }]) {
      expect((await post(`${BUY}/close`, bad, 'buyerAdmin')).statusCode, JSON.stringify(bad)).toBe(
        400,
      );
    }
    const stale = await post(`${BUY}/close`, { id, version: open.version - 1 }, 'buyerAdmin');
    expect(stale.statusCode).toBe(409);
    const closed = await post(`${BUY}/close`, { id, version: open.version }, 'buyerAdmin');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ state: 'closed', version: open.version + 1 });
    const again = await post(`${BUY}/close`, { id, version: open.version + 1 }, 'buyerAdmin');
    expect(again.statusCode).toBe(409);

    const late = await post(`${QUOTE}/save`, quote(id), 'transportDemo');
    expect(late.statusCode).toBe(409);
    expect((await get(`${QUOTE}/detail`, { id }, 'transportDemo')).json().data).toMatchObject({
      state: 'closed',
      canQuote: false,
    });
    const logged = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', 'like', 'transport.inquiry.close %')
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(1);
  });

  it('does not close an awarded inquiry', async () => {
    const id = await create();
    expect((await post(`${QUOTE}/save`, quote(id), 'transportDemo')).statusCode).toBe(200);
    const d = (await get(`${BUY}/detail`, { id }, 'buyerAdmin')).json().data;
    const award = await post(
      `${BUY}/award`,
      { inquiryId: id, version: d.version, quoteId: d.quotes[0].id },
      'buyerAdmin',
    );
    const res = await post(
      `${BUY}/close`,
      { id, version: award.json().data.version },
      'buyerAdmin',
      'zh',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('只有尚未定标的询价才能关闭');
  });

  it('refuses an award naming an unknown ship notice, clearly and writing nothing', async () => {
    const id = await create();
    expect((await post(`${QUOTE}/save`, quote(id), 'transportDemo')).statusCode).toBe(200);
    const d = (await get(`${BUY}/detail`, { id }, 'buyerAdmin')).json().data;
    const award = { inquiryId: id, version: d.version, quoteId: d.quotes[0].id };
    const unknown = await post(
      `${BUY}/award`,
      { ...award, noticeNumber: 'PO-NOT-THERE' },
      'buyerAdmin',
      'zh',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.fields.noticeNumber).toBe('没有该编号的发货通知');
    const tooLong = await post(
      `${BUY}/award`,
      { ...award, noticeNumber: 'x'.repeat(41) },
      'buyerAdmin',
    );
    expect(tooLong.statusCode).toBe(400);
    expect((await get(`${BUY}/detail`, { id }, 'buyerAdmin')).json().data.order).toBeNull();
    // Without a notice the award goes through and the order names none.
    const plain = await post(`${BUY}/award`, award, 'buyerAdmin');
    expect(plain.statusCode, plain.body).toBe(200);
    const order = (await get(`${BUY}/detail`, { id }, 'buyerAdmin')).json().data.order;
    expect(order.noticeNumber).toBe('');
  });
});
