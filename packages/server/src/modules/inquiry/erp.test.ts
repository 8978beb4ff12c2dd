import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DAY, DEMO_CODE, OTHER_CODE, erpInquiry, postErp } from '../../test/inquiry-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: 'inquiries' | 'bidders' | 'inquiry_items') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('createErpInquiry', () => {
  it('creates the sheet with items, bidders, questions, clauses, members and a tracking event', async () => {
    const body = erpInquiry({ bidders: [DEMO_CODE, OTHER_CODE, DEMO_CODE] });
    const res = await postErp(t.app, body);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ inquiryNumber: body.inquiryNumber, items: 2, bidders: 2 });

    const { db } = t.database;
    const inquiry = await db
      .selectFrom('inquiries')
      .selectAll()
      .where('id', '=', answer.data.id)
      .executeTakeFirstOrThrow();
    expect(inquiry).toMatchObject({
      inquiry_number: body.inquiryNumber,
      kind: 'purchase',
      status: 'open',
      item_count: 2,
      first_part_number: '340-028-402-0',
      budget_currency: 'USD',
    });
    expect(Number(inquiry.budget_total)).toBe(120000);
    const bidders = await db
      .selectFrom('bidders')
      .selectAll()
      .where('inquiry_id', '=', inquiry.id)
      .execute();
    expect(bidders.map((b) => b.state)).toEqual(['notQuoted', 'notQuoted']);
    expect(bidders.every((b) => b.bid_end.getTime() === inquiry.bid_end.getTime())).toBe(true);
    expect(bidders.every((b) => b.kind === 'purchase' && b.version === 1)).toBe(true);
    const events = await db
      .selectFrom('inquiry_events')
      .selectAll()
      .where('inquiry_id', '=', inquiry.id)
      .execute();
    expect(events).toMatchObject([
      { event: 'inquiry.event.created', company_id: null, by_name: '王磊' },
    ]);
    const logs = await t.app.services.operationLog.list({ account: 'ERP', type: 2 });
    expect(logs.some((l) => l.item === `inquiry.create ${body.inquiryNumber}`)).toBe(true);
  });

  it.each([
    ['missing', null],
    ['wrong', 'not-the-key'],
    ['empty', ''],
  ])('answers 401 integration.badKey when the key is %s, and creates nothing', async (_, key) => {
    const before = await count('inquiries');
    const res = await postErp(t.app, erpInquiry(), key, { 'accept-language': 'zh' });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('集成密钥缺失或错误');
    expect(await count('inquiries')).toBe(before);
  });

  it('checks the key before reading the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/integration/erp/inquiry',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(401);
  });

  it('accepts any key of ERP_INTEGRATION_KEYS and no other', async () => {
    const other = await createTestApp({ config: { integrationKeys: ['k-one', 'k-two'] } });
    try {
      expect((await postErp(other.app, erpInquiry(), 'k-two')).statusCode).toBe(200);
      expect((await postErp(other.app, erpInquiry())).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('answers 409 inquiry.duplicate for a number it has, and keeps the first', async () => {
    const body = erpInquiry();
    expect((await postErp(t.app, body)).statusCode).toBe(200);
    const again = await postErp(t.app, { ...body, title: 'Second copy' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('An inquiry with this number exists already');
    const row = await t.database.db
      .selectFrom('inquiries')
      .select('title')
      .where('inquiry_number', '=', body.inquiryNumber)
      .execute();
    expect(row).toEqual([{ title: body.title }]);
  });

  it('lets exactly one of two simultaneous deliveries in', async () => {
    const body = erpInquiry();
    const answers = await Promise.all([postErp(t.app, body), postErp(t.app, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 400 inquiry.unknownBidder naming the code, and creates nothing', async () => {
    const before = { inquiries: await count('inquiries'), bidders: await count('bidders') };
    const res = await postErp(t.app, erpInquiry({ bidders: [DEMO_CODE, 'S999999'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Unknown supplier code: S999999');
    // A buyer company's code is not a supplier code either.
    const buyer = await postErp(t.app, erpInquiry({ bidders: ['DAMG'] }));
    expect(buyer.statusCode).toBe(400);
    expect(await count('inquiries')).toBe(before.inquiries);
    expect(await count('bidders')).toBe(before.bidders);
  });

  it('answers 400 inquiry.bidTimes when the bid end is not after the start', async () => {
    const start = new Date(Date.now() + DAY).toISOString();
    const res = await postErp(t.app, erpInquiry({ bidStart: start, bidEnd: start }), undefined, {
      'accept-language': 'zh-CN',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.bidEnd).toBe('报价截止时间必须晚于开始时间');
  });

  it('answers 400 with field paths for a malformed sheet', async () => {
    const bad = {
      ...erpInquiry(),
      kind: 'spaceship',
      items: [{ materialNumber: '', quantity: -1 }],
    };
    const res = await postErp(t.app, bad);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.fields)).toEqual(
      expect.arrayContaining(['kind', 'items.0.quantity', 'items.0.unit']),
    );
  });

  it('is documented with the integration-key security scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.integrationKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Integration-Key',
    });
    expect(doc.paths['/api/admin/integration/erp/inquiry'].post.security).toEqual([
      { integrationKey: [] },
    ]);
  });
});
