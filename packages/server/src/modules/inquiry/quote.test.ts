import type { Quote } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES } from '../../seed/demo-data.ts';
import { DEMO, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import {
  DAY,
  HOUR,
  OTHER_CODE,
  createInquiry,
  fullLine,
  loadQuote,
  supplierClient,
  type SupplierClient,
} from '../../test/inquiry-fixtures.ts';

let t: TestApp;
let clockOffsetMs = 0;
let demo: SupplierClient;
let other: SupplierClient;

beforeAll(async () => {
  // Sessions outlive the clock jumps past bid ends below.
  const long = 30 * DAY;
  t = await createTestApp({
    config: {
      now: () => new Date(Date.now() + clockOffsetMs),
      accessTokenTtlMs: long,
      refreshTokenTtlMs: long,
      sessionIdleMs: long,
      sessionAbsoluteMs: long,
    },
  });
  demo = supplierClient(t.app, (await signIn(t.app, DEMO.supplierDemo)).accessToken);
  other = supplierClient(t.app, (await signIn(t.app, DEMO.supplierOther)).accessToken);
});
afterAll(() => t.close());

const data = (res: { json: () => { data: Quote } }) => res.json().data;

describe('the quote of one inquiry', () => {
  it('before the first save: one empty line per item, notQuoted, version 1, every action', async () => {
    const inq = await createInquiry(t);
    const quote = await loadQuote(demo, inq.id);
    expect(quote).toMatchObject({
      id: null,
      quoteNumber: null,
      inquiryId: inq.id,
      state: 'notQuoted',
      version: 1,
      domestic: true,
      allowedActions: ['hold', 'submit', 'noBid'],
      remarks: '',
      attachments: [],
      submittedAt: null,
      updatedAt: null,
    });
    expect(quote.lines.map((l) => [l.itemId, l.quoted])).toEqual(
      inq.itemIds.map((id) => [id, false]),
    );
    // The foreign supplier is told so: it states trade terms.
    expect((await loadQuote(other, inq.id)).domestic).toBe(false);
  });

  it('hold → submit → edit and resubmit until the bid end, then 409 and Expired/Processed', async () => {
    const inq = await createInquiry(t, { bidEnd: new Date(Date.now() + 2 * HOUR).toISOString() });
    const [first = '', second = ''] = inq.itemIds;

    // A draft may be incomplete.
    const held = await demo.hold({
      inquiryId: inq.id,
      version: 1,
      lines: [{ itemId: first, quoted: true, unitPrice: 100 }],
      remarks: 'Draft',
    });
    expect(held.statusCode).toBe(200);
    expect(held.json().msg).toBe('The quote was saved as a draft');
    const h = data(held);
    expect(h).toMatchObject({ state: 'hold', version: 2, remarks: 'Draft' });
    expect(h.id).toBeTruthy();
    expect(h.quoteNumber).toMatch(/^QT\d{10}$/);
    expect(h.allowedActions).toEqual(['hold', 'submit', 'noBid']);
    // The item the draft left out is answered as not quoted; line ids do not change on save.
    expect(h.lines.map((l) => [l.itemId, l.quoted, l.unitPrice])).toEqual([
      [first, true, 100],
      [second, false, undefined],
    ]);
    const before = await loadQuote(demo, inq.id);
    expect(before.lines.map((l) => l.id)).toEqual(h.lines.map((l) => l.id));

    const submitted = await demo.submit({
      inquiryId: inq.id,
      version: 2,
      lines: [fullLine(first), { itemId: second, quoted: false }],
    });
    expect(submitted.statusCode).toBe(200);
    const s = data(submitted);
    expect(s).toMatchObject({ state: 'submitted', version: 3, quoteNumber: h.quoteNumber });
    expect(s.submittedAt).not.toBeNull();
    expect(s.allowedActions).toEqual(['submit']);
    expect(s.lines[0]).toMatchObject({ unitPrice: 12500.5, taxRate: 13, currency: 'CNY' });

    const resubmitted = await demo.submit({
      inquiryId: inq.id,
      version: 3,
      lines: [fullLine(first, { unitPrice: 11999.9999 }), fullLine(second, { quotedQuantity: 2 })],
    });
    expect(resubmitted.statusCode).toBe(200);
    expect(data(resubmitted)).toMatchObject({ state: 'submitted', version: 4 });
    expect(data(resubmitted).lines.map((l) => l.unitPrice)).toEqual([11999.9999, 12500.5]);

    // A submitted quote is never taken back to a draft.
    const back = await demo.hold({ inquiryId: inq.id, version: 4, lines: [] });
    expect(back.statusCode).toBe(409);
    expect(back.json().msg).toBe('This quote cannot do that in its current state');

    // The other bidder holds a draft; its steps are its own.
    expect((await other.hold({ inquiryId: inq.id, version: 1, lines: [] })).statusCode).toBe(200);
    const tracking = (await demo.detail(inq.id)).json().data.tracking;
    expect(tracking.map((e: { event: string }) => e.event)).toEqual([
      'The inquiry was published',
      'The quote was saved as a draft',
      'The quote was submitted',
      'The quote was submitted',
    ]);
    expect(tracking[1].by).toBe('陈静');

    clockOffsetMs = 3 * HOUR;
    try {
      const late = await demo.submit({ inquiryId: inq.id, version: 4, lines: [fullLine(first)] });
      expect(late.statusCode).toBe(409);
      expect(late.json().msg).toBe('The bid has ended; this quote can no longer change');
      const lateOther = await other.submit({
        inquiryId: inq.id,
        version: 2,
        lines: [fullLine(first, { incoterms: 'FCA' })],
      });
      expect(lateOther.statusCode).toBe(409);

      const mine = await loadQuote(demo, inq.id);
      expect(mine).toMatchObject({ state: 'submitted', version: 4, allowedActions: [] });
      const theirs = await loadQuote(other, inq.id);
      expect(theirs).toMatchObject({ state: 'expired', allowedActions: [] });

      const expired = (await other.list({ kind: 'purchase', tab: 'expired', size: 500 })).json();
      expect(expired.data.records.find((r: { id: string }) => r.id === inq.id)).toMatchObject({
        quoteState: 'expired',
      });
      const processed = (await demo.list({ kind: 'purchase', tab: 'processed', size: 500 })).json();
      expect(processed.data.records.find((r: { id: string }) => r.id === inq.id)).toMatchObject({
        quoteState: 'submitted',
      });
      const detail = (await demo.detail(inq.id)).json().data;
      expect(detail.status).toBe('closed');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('no bid: declines, may change its mind while open, and is recorded', async () => {
    const inq = await createInquiry(t);
    const declined = await demo.noBid({ inquiryId: inq.id, version: 1, reason: 'No stock' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().msg).toBe('You chose not to bid on this inquiry');
    expect(data(declined)).toMatchObject({
      state: 'noBid',
      version: 2,
      noBidReason: 'No stock',
      allowedActions: ['hold', 'submit'],
    });
    expect(data(declined).submittedAt).not.toBeNull();
    // Declining twice is not a move.
    expect((await demo.noBid({ inquiryId: inq.id, version: 2 })).statusCode).toBe(409);

    const held = await demo.hold({ inquiryId: inq.id, version: 2, lines: [] });
    expect(data(held)).toMatchObject({ state: 'hold', version: 3 });

    const logs = await t.app.services.operationLog.list({ account: 'supplier.demo' });
    const mine = logs.filter((l) => l.item.endsWith(inq.inquiryNumber));
    expect(mine.map((l) => [l.item.split(' ')[0], l.type]).reverse()).toEqual([
      ['quote.noBid', 2],
      ['quote.hold', 3],
    ]);
  });

  it('a submitted quote cannot be declined', async () => {
    const inq = await createInquiry(t, { items: [erpItem()] });
    const [item = ''] = inq.itemIds;
    expect(
      (await demo.submit({ inquiryId: inq.id, version: 1, lines: [fullLine(item)] })).statusCode,
    ).toBe(200);
    const res = await demo.noBid({ inquiryId: inq.id, version: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('This quote cannot do that in its current state');
  });

  it('a stale version answers 409 quote.stale and changes nothing', async () => {
    const inq = await createInquiry(t);
    expect((await demo.hold({ inquiryId: inq.id, version: 1, lines: [] })).statusCode).toBe(200);
    const stale = await demo.hold({
      inquiryId: inq.id,
      version: 1,
      lines: [],
      remarks: 'from an old screen',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(
      'Someone changed this in the meantime. Reload to see the latest version.',
    );
    expect(await loadQuote(demo, inq.id)).toMatchObject({ version: 2, remarks: '' });
  });

  it('two submits of the same version at once: exactly one applies', async () => {
    const inq = await createInquiry(t);
    const lines = inq.itemIds.map((id) => fullLine(id));
    const answers = await Promise.all(
      [1, 2, 3].map(() => demo.submit({ inquiryId: inq.id, version: 1, lines })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await loadQuote(demo, inq.id)).toMatchObject({ state: 'submitted', version: 2 });
    const events = await t.database.db
      .selectFrom('inquiry_events')
      .select('event')
      .where('inquiry_id', '=', inq.id)
      .where('event', '=', 'quote.event.submitted')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('a foreign supplier must state trade terms; a domestic one must not', async () => {
    const inq = await createInquiry(t, { items: [erpItem()] });
    const [item = ''] = inq.itemIds;
    const noTerms = await other.submit({
      inquiryId: inq.id,
      version: 1,
      lines: [fullLine(item, { currency: 'USD', taxRate: undefined })],
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().data.fields).toEqual({
      'lines.0.incoterms': 'Please select the trade method',
    });
    const ok = await other.submit({
      inquiryId: inq.id,
      version: 1,
      lines: [fullLine(item, { currency: 'USD', taxRate: undefined, incoterms: 'FCA' })],
    });
    expect(ok.statusCode).toBe(200);

    const domestic = await demo.hold({
      inquiryId: inq.id,
      version: 1,
      lines: [{ itemId: item, quoted: true, incoterms: 'FCA' }],
    });
    expect(domestic.statusCode).toBe(400);
    expect(domestic.json().data.fields).toEqual({
      'lines.0.incoterms': 'Domestic suppliers do not state trade terms',
    });
  });

  it('shows the maximum price limit and refuses a unit price above it, in any currency', async () => {
    const inq = await createInquiry(t, {
      items: [
        { ...erpItem(), maxPriceLimit: 10000 },
        { ...erpItem(), materialNumber: '3505538-2' },
      ],
    });
    const [limited = '', free = ''] = inq.itemIds;
    const detail = await demo.detail(inq.id);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(
      detail.json<{ data: { items: { maxPriceLimit: number | null }[] } }>().data.items,
    ).toMatchObject([{ maxPriceLimit: 10000 }, { maxPriceLimit: null }]);

    const line = (itemId: string, unitPrice: number) =>
      fullLine(itemId, { unitPrice, quotedQuantity: 1, moq: 1 });
    for (const save of [demo.hold, demo.submit]) {
      const above = await save({
        inquiryId: inq.id,
        version: 1,
        lines: [line(free, 99999), line(limited, 10000.01)],
      });
      expect(above.statusCode, above.body).toBe(400);
      expect(above.json().data.fields).toEqual({
        'lines.1.unitPrice': "The unit price is above the inquiry's maximum price limit",
      });
    }
    // In USD the limit is 10000 / 7.2 ≈ 1388.89 (the comparison's fixed rates).
    const usd = (unitPrice: number) =>
      other.submit({
        inquiryId: inq.id,
        version: 1,
        lines: [
          fullLine(limited, {
            unitPrice,
            currency: 'USD',
            taxRate: undefined,
            incoterms: 'FCA',
            quotedQuantity: 1,
            moq: 1,
          }),
        ],
      });
    expect((await usd(1400)).statusCode).toBe(400);
    expect((await usd(1388)).statusCode).toBe(200);
    const ok = await demo.submit({ inquiryId: inq.id, version: 1, lines: [line(limited, 10000)] });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('attachments: the quote takes its own company’s files only; the sheet shows the buyer’s', async () => {
    const inq = await createInquiry(t);
    const { db } = t.database;
    const file = (id: string, companyId: string, name: string) => ({
      id,
      company_id: companyId,
      uploaded_by: null,
      name,
      ext: 'pdf',
      size: 1234,
      mime: 'application/pdf',
      storage_key: id,
      purpose: 'quote' as const,
    });
    await db
      .insertInto('files')
      .values([
        file('file-demo-cert', COMPANIES.demoSupplier.id, '8130-3.pdf'),
        file('file-other', COMPANIES.otherSupplier.id, 'theirs.pdf'),
        { ...file('file-buyer-spec', COMPANIES.buyer.id, 'spec.pdf'), purpose: 'general' },
      ])
      .execute();
    await db
      .insertInto('inquiry_attachments')
      .values({ inquiry_id: inq.id, file_id: 'file-buyer-spec' })
      .execute();

    const foreign = await demo.hold({
      inquiryId: inq.id,
      version: 1,
      lines: [],
      attachmentIds: ['file-demo-cert', 'file-other'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.fields).toEqual({ 'attachmentIds.1': 'This file does not exist' });

    const held = await demo.hold({
      inquiryId: inq.id,
      version: 1,
      lines: [],
      attachmentIds: ['file-demo-cert'],
    });
    expect(held.statusCode).toBe(200);
    expect(data(held).attachments).toEqual([
      { id: 'file-demo-cert', name: '8130-3.pdf', size: 1234, uploadedAt: expect.any(String) },
    ]);
    // The whole list each time: saving without it detaches.
    const again = await demo.hold({ inquiryId: inq.id, version: 2, lines: [] });
    expect(data(again).attachments).toEqual([]);

    const sheet = (await demo.detail(inq.id)).json().data;
    expect(sheet.attachments.map((a: { name: string }) => a.name)).toEqual(['spec.pdf']);
    expect((await loadQuote(other, inq.id)).attachments).toEqual([]);
  });

  it('a cancelled inquiry takes no more quotes', async () => {
    const inq = await createInquiry(t, { bidders: [OTHER_CODE, 'S100001'] });
    await t.database.db
      .updateTable('inquiries')
      .set({ status: 'cancelled' })
      .where('id', '=', inq.id)
      .execute();
    const res = await demo.hold({ inquiryId: inq.id, version: 1, lines: [] });
    expect(res.statusCode).toBe(409);
    expect((await loadQuote(demo, inq.id)).allowedActions).toEqual([]);
  });

  it('bid times are the inquiry’s: the clock moved past one day later', async () => {
    const inq = await createInquiry(t, { bidEnd: new Date(Date.now() + DAY).toISOString() });
    expect((await loadQuote(demo, inq.id)).state).toBe('notQuoted');
    clockOffsetMs = DAY + 1;
    try {
      expect((await loadQuote(demo, inq.id)).state).toBe('expired');
    } finally {
      clockOffsetMs = 0;
    }
  });
});

function erpItem() {
  return {
    materialNumber: '3505538-1',
    description: 'APU starter',
    quantity: 1,
    unit: 'EA' as const,
  };
}
