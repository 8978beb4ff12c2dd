import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateAfter } from '../../core/business-time.ts';
import { COMPANIES } from '../../seed/demo-data.ts';
import {
  DEMO_WAYBILL,
  DEMO_WAYBILL_INQUIRY,
  DEMO_WAYBILL_ORDER,
} from '../../seed/seed-waybills.ts';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

const WB = '/api/admin/pd/domesticWaybill';
const BUY = '/api/admin/pd/pdDemandInquiry';
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

const post = (url: string, body: unknown, who: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: bearer(tokens[who]!),
    payload: body as Record<string, unknown>,
  });
const get = (url: string, query: Record<string, string>, who: string) =>
  t.app.inject({
    method: 'GET',
    url: `${url}?${new URLSearchParams(query).toString()}`,
    headers: bearer(tokens[who]!),
  });

/** A stored file of `companyId` (its bytes are not needed to attach it). */
async function file(companyId: string, mime = 'image/jpeg'): Promise<string> {
  const id = randomUUID();
  await t.database.db
    .insertInto('files')
    .values({
      id,
      company_id: companyId,
      uploaded_by: null,
      name: mime.startsWith('image/') ? 'photo.jpg' : 'receipt.pdf',
      ext: mime.startsWith('image/') ? 'jpg' : 'pdf',
      size: 1000,
      mime,
      storage_key: id,
      purpose: 'general',
    })
    .execute();
  return id;
}

/** A transport order of transport.demo through the buyer's award; confirmed unless told. */
async function order(confirm = true): Promise<{ inquiryId: string; orderId: string }> {
  const created = await post(
    `${BUY}/create`,
    {
      mode: 'land',
      origin: 'Haikou',
      destination: 'Sanya',
      cargo: 'general',
      pieces: 2,
      grossWeightKg: 50,
      volumeM3: 0.2,
      readyDate: day(1),
      replyDeadline: day(3),
      supplierIds: [TRANSPORT],
    },
    'buyerAdmin',
  );
  expect(created.statusCode, created.body).toBe(200);
  const inquiryId = created.json().data.id as string;
  const quoted = await post(
    '/api/admin/pd/pdDemandQuote/save',
    {
      inquiryId,
      version: 0,
      currency: 'CNY',
      ratePerKg: 2,
      minimumCharge: 100,
      transitDays: 1,
      validityDate: day(5),
    },
    'transportDemo',
  );
  expect(quoted.statusCode, quoted.body).toBe(200);
  const detail = (await get(`${BUY}/detail`, { id: inquiryId }, 'buyerAdmin')).json().data;
  const award = await post(
    `${BUY}/award`,
    { inquiryId, version: detail.version, quoteId: detail.quotes[0].id },
    'buyerAdmin',
  );
  expect(award.statusCode, award.body).toBe(200);
  const orderId = award.json().data.id as string;
  if (confirm) {
    const answered = await post(
      '/api/admin/pd/pdDemandOrder/answer',
      { id: orderId, version: 1, decision: 'confirm' },
      'transportDemo',
    );
    expect(answered.statusCode, answered.body).toBe(200);
  }
  return { inquiryId, orderId };
}

const party = (name: string) => ({ name, address: `${name} road 1`, phone: '+86 898 1234 5678' });
const waybill = (orderId: string, extra: Record<string, unknown> = {}) => ({
  orderId,
  number: `SD-${randomUUID().slice(0, 8)}`,
  consignor: party('Haikou store'),
  consignee: party('Sanya base'),
  pieces: 2,
  weightKg: 50,
  volumeM3: 0.2,
  cargoDescription: 'Brake units',
  declaredValue: 100_000,
  currency: 'CNY',
  insuranceRatePercent: 0.5,
  ...extra,
});

async function createWaybill(orderId: string, extra: Record<string, unknown> = {}) {
  const res = await post(`${WB}/create`, waybill(orderId, extra), 'transportDemo');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; version: number; number: string };
}

const freeze = (frozen: boolean) =>
  t.database.db
    .updateTable('companies')
    .set({ commercial_frozen: frozen })
    .where('id', '=', TRANSPORT)
    .execute();

describe('domestic waybills', () => {
  it('seeds transport.demo a confirmed order with a waybill in transit', async () => {
    const rows = (await get(`${WB}/list`, { state: 'in_transit' }, 'transportDemo')).json().data
      .records;
    const demo = rows.find((r: { number: string }) => r.number === DEMO_WAYBILL);
    expect(demo).toMatchObject({ orderNumber: DEMO_WAYBILL_ORDER, premium: 1140 });
    const orders = (await get(`${WB}/orders`, {}, 'transportDemo')).json().data;
    expect(orders.map((o: { number: string }) => o.number)).toContain(DEMO_WAYBILL_ORDER);
    const inquiry = await t.database.db
      .selectFrom('transport_inquiries')
      .select('id')
      .where('number', '=', DEMO_WAYBILL_INQUIRY)
      .executeTakeFirstOrThrow();
    const seen = (await get(`${BUY}/waybills`, { inquiryId: inquiry.id }, 'buyerAdmin')).json();
    expect(seen.data.map((w: { number: string }) => w.number)).toEqual([DEMO_WAYBILL]);
  });

  it('runs create → pickup → exception → transit → sign-for → buyer feedback', async () => {
    const { inquiryId, orderId } = await order();
    const created = await createWaybill(orderId, { number: 'SD-FLOW-1' });
    let w = (await get(`${WB}/detail`, { id: created.id }, 'transportDemo')).json().data;
    // 100 000 × 0.5 % by the contract's insurancePremium.
    expect(w).toMatchObject({ state: 'created', premium: 500, version: 1 });

    const skip = await post(
      `${WB}/move`,
      { id: w.id, version: 1, state: 'in_transit' },
      'transportDemo',
    );
    expect(skip.statusCode).toBe(409);
    const early = await post(
      `${WB}/exception`,
      { id: w.id, version: 1, kind: 'delay', description: 'Late truck' },
      'transportDemo',
    );
    expect(early.statusCode).toBe(409);
    const picked = await post(
      `${WB}/move`,
      { id: w.id, version: 1, state: 'picked_up' },
      'transportDemo',
    );
    expect(picked.statusCode, picked.body).toBe(200);

    const photo = await file(TRANSPORT);
    const exception = await post(
      `${WB}/exception`,
      { id: w.id, version: 2, kind: 'damage', description: 'Crate dented', photoFileIds: [photo] },
      'transportDemo',
    );
    expect(exception.statusCode, exception.body).toBe(200);
    const transit = await post(
      `${WB}/move`,
      { id: w.id, version: 3, state: 'in_transit' },
      'transportDemo',
    );
    expect(transit.statusCode, transit.body).toBe(200);

    const proof = await file(TRANSPORT, 'application/pdf');
    const signed = await post(
      `${WB}/sign`,
      {
        id: w.id,
        version: 4,
        signedBy: 'Li Ming',
        signedAt: now.toISOString(),
        proofFileId: proof,
      },
      'transportDemo',
    );
    expect(signed.statusCode, signed.body).toBe(200);
    w = (await get(`${WB}/detail`, { id: w.id }, 'transportDemo')).json().data;
    expect(w.state).toBe('delivered');
    expect(w.signFor).toMatchObject({ signedBy: 'Li Ming', proof: { id: proof } });
    expect(w.exceptions[0]).toMatchObject({
      kind: 'damage',
      photos: [{ id: photo }],
      feedback: '',
    });
    expect(w.events.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'picked_up',
      'exception.damage',
      'in_transit',
      'delivered',
    ]);

    const seen = (await get(`${BUY}/waybills`, { inquiryId }, 'buyerAdmin')).json().data;
    expect(seen).toHaveLength(1);
    const x = seen[0].exceptions[0];
    const stale = await post(
      `${BUY}/waybillFeedback`,
      { exceptionId: x.id, version: 0, feedback: 'Noted' },
      'buyerAdmin',
    );
    expect(stale.statusCode).toBe(409);
    const fb = await post(
      `${BUY}/waybillFeedback`,
      { exceptionId: x.id, version: x.version, feedback: 'Claim filed with the insurer' },
      'buyerAdmin',
    );
    expect(fb.statusCode, fb.body).toBe(200);
    const again = await post(
      `${BUY}/waybillFeedback`,
      { exceptionId: x.id, version: x.version + 1, feedback: 'Again' },
      'buyerAdmin',
    );
    expect(again.statusCode).toBe(409);
    const read = (await get(`${WB}/detail`, { id: w.id }, 'transportDemo')).json().data;
    expect(read.exceptions[0].feedback).toBe('Claim filed with the insurer');
    // The feedback is in the waybill's history, by the buyer's user.
    const told = read.events.filter((e: { action: string }) => e.action.startsWith('feedback.'));
    expect(told).toEqual([expect.objectContaining({ remarks: 'Claim filed with the insurer' })]);

    const outbox = await t.database.db
      .selectFrom('outbox')
      .select(['kind', 'payload'])
      .where('subject_id', '=', w.id)
      .execute();
    expect(outbox.map((o) => o.kind)).toEqual(Array(5).fill('waybill.state'));
    const logged = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', 'like', 'waybill.% SD-FLOW-1%')
      .execute();
    expect(logged.map((l) => l.item.split(' ')[0]).sort()).toEqual([
      'waybill.create',
      'waybill.exception',
      'waybill.feedback',
      'waybill.sign',
      'waybill.state',
      'waybill.state',
    ]);
  });

  it('refuses delivered without a sign-for proof, and a proof of another company', async () => {
    const { orderId } = await order();
    const c = await createWaybill(orderId);
    await post(`${WB}/move`, { id: c.id, version: 1, state: 'picked_up' }, 'transportDemo');
    await post(`${WB}/move`, { id: c.id, version: 2, state: 'in_transit' }, 'transportDemo');
    const byMove = await post(
      `${WB}/move`,
      { id: c.id, version: 3, state: 'delivered' },
      'transportDemo',
    );
    expect(byMove.statusCode).toBe(400);
    const noProof = await post(
      `${WB}/sign`,
      { id: c.id, version: 3, signedBy: 'Li Ming', signedAt: now.toISOString() },
      'transportDemo',
    );
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json().data.fields).toHaveProperty('proofFileId');
    const foreign = await post(
      `${WB}/sign`,
      {
        id: c.id,
        version: 3,
        signedBy: 'Li Ming',
        signedAt: now.toISOString(),
        proofFileId: await file(OTHER, 'application/pdf'),
      },
      'transportDemo',
    );
    expect(foreign.statusCode).toBe(400);
    const read = (await get(`${WB}/detail`, { id: c.id }, 'transportDemo')).json().data;
    expect(read).toMatchObject({ state: 'in_transit', signFor: null });
  });

  it('keeps waybills to the transport supplier that owns the order', async () => {
    const { inquiryId, orderId } = await order();
    // supplier.other is not a transport supplier: every waybill call refuses it, clearly.
    for (const res of [
      await post(`${WB}/create`, waybill(orderId), 'supplierOther'),
      await get(`${WB}/orders`, {}, 'supplierOther'),
      await get(`${WB}/list`, {}, 'supplierOther'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('Only transport suppliers can use this');
    }
    const c = await createWaybill(orderId);
    // Even as a transport supplier, another company's order and waybill are 404.
    await t.database.db
      .updateTable('companies')
      .set({ supplier_kind: 'transport' })
      .where('id', '=', OTHER)
      .execute();
    try {
      expect((await post(`${WB}/create`, waybill(orderId), 'supplierOther')).statusCode).toBe(404);
      expect((await get(`${WB}/detail`, { id: c.id }, 'supplierOther')).statusCode).toBe(404);
      const move = await post(
        `${WB}/move`,
        { id: c.id, version: 1, state: 'picked_up' },
        'supplierOther',
      );
      expect(move.statusCode).toBe(404);
      const rows = (await get(`${WB}/list`, {}, 'supplierOther')).json().data.records;
      expect(rows).toEqual([]);
    } finally {
      await t.database.db
        .updateTable('companies')
        .set({ supplier_kind: 'aviation' })
        .where('id', '=', OTHER)
        .execute();
    }
    // Each side keeps to its own calls.
    expect((await get(`${WB}/list`, {}, 'buyerAdmin')).statusCode).toBe(403);
    expect((await post(`${WB}/create`, waybill(orderId), 'buyerAdmin')).statusCode).toBe(403);
    expect((await get(`${BUY}/waybills`, { inquiryId }, 'transportDemo')).statusCode).toBe(403);
    const fb = await post(
      `${BUY}/waybillFeedback`,
      { exceptionId: 'x', version: 1, feedback: 'x' },
      'transportDemo',
    );
    expect(fb.statusCode).toBe(403);
    expect((await get(`${BUY}/waybills`, { inquiryId: 'nope' }, 'buyerAdmin')).statusCode).toBe(
      404,
    );
  });

  it('answers bad input with 4xx and clear fields, never 500', async () => {
    const { orderId } = await order();
    const rate = await post(
      `${WB}/create`,
      waybill(orderId, { insuranceRatePercent: 50 }),
      'transportDemo',
    );
    expect(rate.statusCode).toBe(400);
    expect(rate.json().data.fields).toHaveProperty('insuranceRatePercent');
    const phone = await post(
      `${WB}/create`,
      waybill(orderId, { consignee: { ...party('X'), phone: 'call me' } }),
      'transportDemo',
    );
    expect(phone.statusCode).toBe(400);
    const number = await post(
      `${WB}/create`,
      waybill(orderId, { number: 'SD 1/2' }),
      'transportDemo',
    );
    expect(number.statusCode).toBe(400);
    const long = await post(
      `${WB}/create`,
      waybill(orderId, { cargoDescription: 'x'.repeat(5000), pieces: 1e9 }),
      'transportDemo',
    );
    expect(long.statusCode).toBe(400);

    const taken = await createWaybill(orderId);
    const dup = await post(
      `${WB}/create`,
      waybill(orderId, { number: taken.number }),
      'transportDemo',
    );
    expect(dup.statusCode).toBe(409);
    const unconfirmed = await order(false);
    const early = await post(`${WB}/create`, waybill(unconfirmed.orderId), 'transportDemo');
    expect(early.statusCode).toBe(409);

    await post(`${WB}/move`, { id: taken.id, version: 1, state: 'picked_up' }, 'transportDemo');
    const photos = await Promise.all(Array.from({ length: 7 }, () => file(TRANSPORT)));
    const many = await post(
      `${WB}/exception`,
      { id: taken.id, version: 2, kind: 'loss', description: 'Lost', photoFileIds: photos },
      'transportDemo',
    );
    expect(many.statusCode).toBe(400);
    const notImage = await post(
      `${WB}/exception`,
      {
        id: taken.id,
        version: 2,
        kind: 'loss',
        description: 'Lost',
        photoFileIds: [await file(TRANSPORT, 'application/pdf')],
      },
      'transportDemo',
    );
    expect(notImage.statusCode).toBe(400);
    const foreign = await post(
      `${WB}/exception`,
      {
        id: taken.id,
        version: 2,
        kind: 'loss',
        description: 'Lost',
        photoFileIds: [await file(OTHER)],
      },
      'transportDemo',
    );
    expect(foreign.statusCode).toBe(400);
    const kind = await post(
      `${WB}/exception`,
      { id: taken.id, version: 2, kind: 'fire', description: 'Lost' },
      'transportDemo',
    );
    expect(kind.statusCode).toBe(400);
  });

  it('refuses a stale version and a frozen company', async () => {
    const { orderId } = await order();
    const c = await createWaybill(orderId);
    const stale = await post(
      `${WB}/move`,
      { id: c.id, version: 0, state: 'picked_up' },
      'transportDemo',
    );
    expect(stale.statusCode).toBe(409);
    await freeze(true);
    try {
      expect((await post(`${WB}/create`, waybill(orderId), 'transportDemo')).statusCode).toBe(403);
      const move = await post(
        `${WB}/move`,
        { id: c.id, version: 1, state: 'picked_up' },
        'transportDemo',
      );
      expect(move.statusCode).toBe(403);
    } finally {
      await freeze(false);
    }
    const after = (await get(`${WB}/detail`, { id: c.id }, 'transportDemo')).json().data;
    expect(after).toMatchObject({ state: 'created', version: 1 });
  });
});
