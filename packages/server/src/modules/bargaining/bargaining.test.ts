import type { BargainingRow, QuoteComparison } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { DEMO_CODE, loadQuote, supplierClient } from '../../test/inquiry-fixtures.ts';
import {
  URLS,
  client,
  inDays,
  openRound,
  quotedInquiry,
  type QuotedInquiry,
} from './test-fixtures.ts';

let t: TestApp;
let tokens: { demo: string; other: string; buyer: string; quality: string };
let inquiry: QuotedInquiry;
let clockOffsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({ config: { now: () => new Date(Date.now() + clockOffsetMs) } });
  tokens = {
    demo: (await signIn(t.app, DEMO.supplierDemo)).accessToken,
    other: (await signIn(t.app, DEMO.supplierOther)).accessToken,
    buyer: (await signIn(t.app, DEMO.buyerAdmin)).accessToken,
    quality: (await signIn(t.app, DEMO.buyerQuality)).accessToken,
  };
  inquiry = await quotedInquiry(t, tokens);
});
afterAll(() => t.close());

const demo = () => client(t.app, tokens.demo);
const buyer = () => client(t.app, tokens.buyer);
/** The quote line id of item `index` (0-based) in `lines` of `of` (the shared inquiry by default). */
const lineOf = (lines: Map<string, string>, index: number, of: QuotedInquiry = inquiry) =>
  lines.get(of.itemIds[index] ?? '') ?? '';

async function round(id: string, as = demo()): Promise<BargainingRow> {
  const res = await as.get(URLS.list, { size: 500 });
  const row = res
    .json<{ data: { records: BargainingRow[] } }>()
    .data.records.find((r) => r.id === id);
  if (!row) throw new Error(`round ${id} not listed`);
  return row;
}

async function lineRow(id: string) {
  return t.database.db
    .selectFrom('quote_lines')
    .select(['unit_price', 'bargained_from'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function compare(currency = 'CNY'): Promise<QuoteComparison> {
  const res = await buyer().get(URLS.compare, { inquiryId: inquiry.id, currency });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: QuoteComparison }>().data;
}

describe('a bargaining round from open to accept', () => {
  it('is opened by the buyer, seen and accepted by the supplier, and shown in the comparison', async () => {
    const line = lineOf(inquiry.demoLines, 0);
    const [id = ''] = await openRound(t.app, tokens.buyer, [line], 11000);

    const seen = await round(id);
    expect(seen).toMatchObject({
      inquiryId: inquiry.id,
      inquiryNumber: inquiry.inquiryNumber,
      quoteLineId: line,
      itemNo: 1,
      partNumber: '340-028-402-0',
      price: 11000,
      lastPrice: 12500.5,
      currency: 'CNY',
      count: 1,
      user: '王磊',
      status: 'pending',
      answerPrice: null,
      version: 1,
    });
    const pending = await demo().get(URLS.list, { status: 'pending', inquiryId: inquiry.id });
    expect(pending.json().data.total).toBe(1);

    const res = await demo().post(URLS.answer, { id, version: 1, action: 'accept', remarks: 'OK' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'submitted',
      answerPrice: 11000,
      answerRemarks: 'OK',
      version: 2,
    });
    expect(await lineRow(line)).toEqual({ unit_price: '11000.0000', bargained_from: '12500.5000' });

    // The supplier's own quote shows the new price and where it came from.
    const quote = await loadQuote(supplierClient(t.app, tokens.demo), inquiry.id);
    expect(quote.lines.find((l) => l.id === line)).toMatchObject({
      unitPrice: 11000,
      bargainedFrom: 12500.5,
    });

    const comparison = await compare();
    const item = comparison.items[0];
    const offer = item?.offers.find((o) => o.quoteLineId === line);
    expect(offer).toMatchObject({
      supplierName: 'Demo Aero Parts Co., Ltd.',
      unitPrice: 11000,
      currency: 'CNY',
      convertedPrice: 11000,
      bargaining: { id, status: 'submitted', price: 11000, answerPrice: 11000 },
    });
    // The other supplier's USD 1,800 is CNY 12,960 at the demo rate: the accepted price is lowest.
    const foreign = item?.offers.find((o) => o.quoteLineId === lineOf(inquiry.otherLines, 0));
    expect(foreign).toMatchObject({
      unitPrice: 1800,
      currency: 'USD',
      convertedPrice: 12960,
      lowest: false,
    });
    expect(offer?.lowest).toBe(true);
    expect(comparison.rates.USD).toBe(7.2);
    expect(comparison.suppliers.map((s) => s.state)).toEqual(['submitted', 'submitted']);

    const events = await t.database.db
      .selectFrom('inquiry_events')
      .select(['event', 'company_id'])
      .where('inquiry_id', '=', inquiry.id)
      .where('event', 'like', 'bargaining.%')
      .execute();
    expect(events.map((e) => e.event).sort()).toEqual([
      'bargaining.event.accepted',
      'bargaining.event.opened',
    ]);
    const logs = await t.database.db
      .selectFrom('operation_logs')
      .select(['item', 'type'])
      .where('item', 'in', [`bargaining.open:${id}`, `bargaining.accept:${id}`])
      .execute();
    expect(logs).toHaveLength(2);
  });

  it('prices the comparison in another currency', async () => {
    const comparison = await compare('USD');
    const offer = comparison.items[0]?.offers.find(
      (o) => o.quoteLineId === lineOf(inquiry.otherLines, 0),
    );
    expect(offer).toMatchObject({ convertedPrice: 1800, currency: 'USD' });
    expect(comparison.currency).toBe('USD');
  });
});

describe('answers', () => {
  it('answers with an own price, which needs a price', async () => {
    const line = lineOf(inquiry.demoLines, 0);
    const before = await lineRow(line);
    const [id = ''] = await openRound(t.app, tokens.buyer, [line], 10000);
    expect(await round(id)).toMatchObject({ count: 2, lastPrice: Number(before.unit_price) });

    const missing = await demo().post(URLS.answer, { id, version: 1, action: 'answer' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('Please enter your price');

    const res = await demo().post(URLS.answer, { id, version: 1, action: 'answer', price: 10500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'submitted',
      answerPrice: 10500,
      price: 10000,
    });
    expect(await lineRow(line)).toEqual({
      unit_price: '10500.0000',
      bargained_from: before.unit_price,
    });
  });

  it('refuses a stale version, then declines; a closed round answers 409', async () => {
    const line = lineOf(inquiry.demoLines, 1);
    const [id = ''] = await openRound(t.app, tokens.buyer, [line], 7000);
    const stale = await demo().post(URLS.answer, { id, version: 2, action: 'accept' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(
      'Someone changed this in the meantime. Reload to see the latest version.',
    );

    const declined = await demo().post(URLS.decline, {
      id,
      version: 1,
      remarks: 'Cannot go lower',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({
      status: 'declined',
      answerPrice: null,
      version: 2,
    });
    expect(await lineRow(line)).toEqual({ unit_price: '8000.0000', bargained_from: null });

    const again = await demo().post(URLS.decline, { id, version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This bargaining round is closed');
    const accept = await demo().post(URLS.answer, { id, version: 2, action: 'accept' });
    expect(accept.statusCode).toBe(409);
  });

  it('declines in bulk, skipping rounds that are no longer pending', async () => {
    const [pending = ''] = await openRound(
      t.app,
      tokens.buyer,
      [lineOf(inquiry.demoLines, 1)],
      7500,
    );
    const declined = await demo().get(URLS.list, { status: 'declined', size: 100 });
    const declinedEarlier =
      declined.json<{ data: { records: BargainingRow[] } }>().data.records[0]?.id ?? '';
    expect(declinedEarlier).not.toBe('');

    const res = await demo().post(URLS.batchDecline, { ids: [pending, declinedEarlier, pending] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ declined: 1, skipped: [declinedEarlier] });
    expect((await round(pending)).status).toBe('declined');
  });

  it('closes a round at its deadline; it then shows as declined and a new round may open', async () => {
    const line = lineOf(inquiry.demoLines, 1);
    const soon = new Date(Date.now() + 60_000).toISOString();
    const [id = ''] = await openRound(t.app, tokens.buyer, [line], 7200, soon);
    clockOffsetMs = 120_000;
    try {
      const res = await demo().post(URLS.answer, { id, version: 1, action: 'accept' });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('This bargaining round is closed');
      const batch = await demo().post(URLS.batchDecline, { ids: [id] });
      expect(batch.json().data).toEqual({ declined: 0, skipped: [id] });
      const lapsed = await round(id);
      expect(lapsed).toMatchObject({ status: 'declined', answerPrice: null });
      const pending = await demo().get(URLS.list, { status: 'pending', inquiryId: inquiry.id });
      expect(pending.json().data.records.map((r: BargainingRow) => r.id)).not.toContain(id);

      const [next = ''] = await openRound(t.app, tokens.buyer, [line], 7100);
      expect((await round(next)).count).toBe(lapsed.count + 1);
      const stored = await t.database.db
        .selectFrom('bargaining_rounds')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('declined');
      expect((await demo().post(URLS.decline, { id: next, version: 1 })).statusCode).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
  });
});

describe('opening rounds', () => {
  it('refuses a deadline in the past, a second pending round, unknown and unsubmitted lines', async () => {
    const line = lineOf(inquiry.otherLines, 1);
    const past = await buyer().post(URLS.open, {
      quoteLineIds: [line],
      targetPrice: 900,
      deadline: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().msg).toBe('The deadline must be in the future');

    const [first = ''] = await openRound(t.app, tokens.buyer, [line], 900);
    const second = await buyer().post(URLS.open, {
      quoteLineIds: [line],
      targetPrice: 850,
      deadline: inDays(1),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toBe('A round is already open on this line');

    const unknown = await buyer().post(URLS.open, {
      quoteLineIds: ['no-such-line'],
      targetPrice: 1,
      deadline: inDays(1),
    });
    expect(unknown.statusCode).toBe(404);

    // A draft (hold) quote's line cannot be bargained, and nothing opens when one line fails.
    const draft = await quotedInquiry(t, { demo: tokens.demo, other: tokens.other });
    const otherBidder = await t.database.db
      .selectFrom('quote_lines')
      .select('bidder_id')
      .where('id', '=', lineOf(draft.otherLines, 0, draft))
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('bidders')
      .set({ state: 'hold' })
      .where('id', '=', otherBidder.bidder_id)
      .execute();
    const mixed = await buyer().post(URLS.open, {
      quoteLineIds: [lineOf(draft.demoLines, 0, draft), lineOf(draft.otherLines, 0, draft)],
      targetPrice: 1,
      deadline: inDays(1),
    });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().msg).toBe('Bargaining needs a submitted quote line');
    const opened = await t.database.db
      .selectFrom('bargaining_rounds')
      .select('id')
      .where('inquiry_id', '=', draft.id)
      .execute();
    expect(opened).toEqual([]);

    await t.database.db
      .updateTable('inquiries')
      .set({ status: 'cancelled' })
      .where('id', '=', draft.id)
      .execute();
    const cancelled = await buyer().post(URLS.open, {
      quoteLineIds: [lineOf(draft.demoLines, 0, draft)],
      targetPrice: 1,
      deadline: inDays(1),
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().msg).toBe('This inquiry was cancelled');
    expect(first).not.toBe('');
  });

  it('lists inquiries with their answer counts and every round with its supplier', async () => {
    const res = await buyer().get(URLS.buyerInquiries, { keyword: inquiry.inquiryNumber });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      total: 1,
      records: [
        { id: inquiry.id, bidders: 2, submitted: 2, noBid: 0, status: 'open', itemCount: 2 },
      ],
    });
    const sorted = await buyer().get(URLS.buyerInquiries, { sort: 'bidEnd,asc', status: 'open' });
    expect(sorted.statusCode).toBe(200);
    const badSort = await buyer().get(URLS.buyerInquiries, { sort: 'password,asc' });
    expect(badSort.statusCode).toBe(400);

    const rounds = await client(t.app, tokens.buyer, 'zh-CN').get(URLS.buyerRounds, {
      inquiryId: inquiry.id,
      size: 100,
    });
    expect(rounds.statusCode).toBe(200);
    const records = rounds.json<{ data: { records: { supplierName: string }[] } }>().data.records;
    expect(records.length).toBeGreaterThan(3);
    expect(new Set(records.map((r) => r.supplierName)).has('演示航空零件有限公司')).toBe(true);
  });

  it('is for buyer staff with the right permission only', async () => {
    const quality = client(t.app, tokens.quality);
    expect((await quality.get(URLS.compare, { inquiryId: inquiry.id })).statusCode).toBe(403);
    expect(
      (await quality.post(URLS.open, { quoteLineIds: ['x'], targetPrice: 1, deadline: inDays(1) }))
        .statusCode,
    ).toBe(403);
    expect((await demo().get(URLS.buyerInquiries)).statusCode).toBe(403);
    expect((await demo().get(URLS.buyerRounds)).statusCode).toBe(403);
    expect((await demo().get(URLS.compare, { inquiryId: inquiry.id })).statusCode).toBe(403);
    expect((await buyer().get(URLS.compare, { inquiryId: 'no-such-inquiry' })).statusCode).toBe(
      404,
    );
  });
});

describe('a frozen supplier', () => {
  async function setFrozen(commercial: boolean, quality: boolean) {
    await t.database.db
      .updateTable('companies')
      .set({ commercial_frozen: commercial, quality_frozen: quality })
      .where('code', '=', DEMO_CODE)
      .execute();
  }

  it('cannot accept or answer a round (403 naming the department), but may decline', async () => {
    const fresh = await quotedInquiry(t, tokens);
    const [accept = '', answer = ''] = await openRound(
      t.app,
      tokens.buyer,
      [lineOf(fresh.demoLines, 0, fresh), lineOf(fresh.demoLines, 1, fresh)],
      7000,
    );
    const [decline = ''] = await openRound(
      t.app,
      tokens.buyer,
      [lineOf(inquiry.demoLines, 1)],
      6900,
    );
    const before = await lineRow(lineOf(fresh.demoLines, 0, fresh));
    // A blacklisting freezes both departments; the commercial one is named first.
    await setFrozen(true, true);
    try {
      const accepted = await demo().post(URLS.answer, {
        id: accept,
        version: (await round(accept)).version,
        action: 'accept',
        remarks: '',
      });
      expect(accepted.statusCode, accepted.body).toBe(403);
      expect(accepted.json().error_description).toMatch(/commercial department/);
      await setFrozen(false, true);
      const answered = await client(t.app, tokens.demo, 'zh-CN').post(URLS.answer, {
        id: answer,
        version: (await round(answer)).version,
        action: 'answer',
        price: 6000,
      });
      expect(answered.statusCode, answered.body).toBe(403);
      expect(answered.json().error_description).toContain('质量部门冻结');
      expect(await lineRow(lineOf(fresh.demoLines, 0, fresh))).toEqual(before);
      expect((await round(accept)).status).toBe('pending');

      const declined = await demo().post(URLS.decline, {
        id: decline,
        version: (await round(decline)).version,
        remarks: 'No',
      });
      expect(declined.statusCode, declined.body).toBe(200);
    } finally {
      await setFrozen(false, false);
    }
    const accepted = await demo().post(URLS.answer, {
      id: accept,
      version: (await round(accept)).version,
      action: 'accept',
      remarks: '',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
