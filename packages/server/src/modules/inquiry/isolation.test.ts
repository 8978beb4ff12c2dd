import type { Quote } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES } from '../../seed/demo-data.ts';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import {
  DEMO_CODE,
  createInquiry,
  fullLine,
  loadQuote,
  supplierClient,
  type SupplierClient,
} from '../../test/inquiry-fixtures.ts';

// supplier.other must learn nothing of supplier.demo's inquiries and quotes, and change nothing.
let t: TestApp;
let demo: SupplierClient;
let other: SupplierClient;
let demoOnly: { id: string; inquiryNumber: string; itemIds: string[] };
let shared: { id: string; inquiryNumber: string; itemIds: string[] };

const snapshot = async () => {
  const { db } = t.database;
  const rows = async (table: 'bidders' | 'quote_lines' | 'inquiry_events') =>
    JSON.stringify(await db.selectFrom(table).selectAll().orderBy('id').execute());
  return {
    bidders: await rows('bidders'),
    lines: await rows('quote_lines'),
    events: await rows('inquiry_events'),
  };
};

beforeAll(async () => {
  t = await createTestApp();
  demo = supplierClient(t.app, (await signIn(t.app, DEMO.supplierDemo)).accessToken);
  other = supplierClient(t.app, (await signIn(t.app, DEMO.supplierOther)).accessToken);
  demoOnly = await createInquiry(t, {
    bidders: [DEMO_CODE],
    title: 'Demo-only HPT blades',
    items: [{ materialNumber: 'SECRET-PN-1', quantity: 1, unit: 'EA' }],
  });
  shared = await createInquiry(t, { title: 'Shared brakes' });
  const held = await demo.hold({
    inquiryId: demoOnly.id,
    version: 1,
    lines: [{ itemId: demoOnly.itemIds[0] ?? '', quoted: true, unitPrice: 4242.42 }],
  });
  expect(held.statusCode).toBe(200);
  const submitted = await demo.submit({
    inquiryId: shared.id,
    version: 1,
    lines: shared.itemIds.map((id) => fullLine(id, { unitPrice: 7777.77, remarks: 'demo secret' })),
    remarks: 'demo quote remarks',
  });
  expect(submitted.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('another company’s inquiry does not exist for a supplier', () => {
  it('every supplier call with supplier.demo’s inquiry id answers 404 and changes nothing', async () => {
    const before = await snapshot();
    const save = { inquiryId: demoOnly.id, version: 2, lines: [] };
    const calls = [
      other.detail(demoOnly.id),
      other.quote(demoOnly.id),
      other.hold(save),
      other.submit({ ...save, lines: [fullLine(demoOnly.itemIds[0] ?? '')] }),
      other.noBid({ inquiryId: demoOnly.id, version: 2 }),
      // Every version a guesser might try.
      other.hold({ ...save, version: 1 }),
      other.noBid({ inquiryId: demoOnly.id, version: 1 }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('This inquiry does not exist or you are not invited to it');
      expect(res.body).not.toContain('SECRET-PN-1');
      expect(res.body).not.toContain('4242');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('it is in none of the lists or the home page', async () => {
    for (const tab of ['pending', 'processed', 'expired']) {
      const res = await other.list({ kind: 'purchase', tab, size: 500 });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(demoOnly.id);
      const byNumber = await other.list({ kind: 'purchase', tab, keyword: demoOnly.inquiryNumber });
      expect(byNumber.json().data.total).toBe(0);
    }
    const home = await other.home();
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain(demoOnly.id);
  });

  it('on a shared inquiry the other bidder sees its own quote and steps, never demo’s', async () => {
    const quote: Quote = await loadQuote(other, shared.id);
    expect(quote).toMatchObject({ state: 'notQuoted', version: 1, quoteNumber: null });
    expect(quote.lines.every((l) => !l.quoted && l.unitPrice === undefined)).toBe(true);
    const raw = (await other.quote(shared.id)).body + (await other.detail(shared.id)).body;
    for (const secret of [
      '7777.77',
      'demo secret',
      'demo quote remarks',
      COMPANIES.demoSupplier.name,
      COMPANIES.demoSupplier.name_en,
      DEMO_CODE,
      '陈静',
    ]) {
      expect(raw).not.toContain(secret);
    }
    const detail = (await other.detail(shared.id)).json().data;
    expect(detail.tracking.map((e: { event: string }) => e.event)).toEqual([
      'The inquiry was published',
    ]);
    expect(detail.quoteState).toBe('notQuoted');
    // Demo's quote is intact.
    expect(await loadQuote(demo, shared.id)).toMatchObject({ state: 'submitted', version: 2 });
  });

  it('a line id of demo’s quote is not an item of the other bidder’s quote', async () => {
    const demoQuote = await loadQuote(demo, shared.id);
    const res = await other.hold({
      inquiryId: shared.id,
      version: 1,
      lines: [{ itemId: demoQuote.lines[0]?.id ?? '', quoted: true, unitPrice: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect((await loadQuote(demo, shared.id)).lines[0]?.unitPrice).toBe(7777.77);
  });
});

describe('buyer accounts cannot use the supplier calls', () => {
  it.each([DEMO.buyerAdmin, DEMO.buyerCommercial, DEMO.buyerQuality])(
    '$account gets 403 on every supplier call',
    async (who) => {
      const buyer = supplierClient(t.app, (await signIn(t.app, who)).accessToken);
      const before = await snapshot();
      const save = { inquiryId: shared.id, version: 1, lines: [] };
      const answers = await Promise.all([
        buyer.list({ kind: 'purchase' }),
        buyer.detail(shared.id),
        buyer.quote(shared.id),
        buyer.hold(save),
        buyer.submit(save),
        buyer.noBid({ inquiryId: shared.id, version: 1 }),
        buyer.home(),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('without a token every supplier call is 401', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/inquiry/cgInquiry/detail?id=${shared.id}`,
    });
    expect(res.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/inquiry/cgInquiry/commit',
      headers: bearer('not-a-token'),
      payload: { inquiryId: shared.id, version: 1, lines: [] },
    });
    expect(bad.statusCode).toBe(401);
  });
});
