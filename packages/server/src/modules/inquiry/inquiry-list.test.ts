import type { InquiryRow } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import {
  DAY,
  DEMO_CODE,
  HOUR,
  createInquiry,
  fullLine,
  supplierClient,
  type SupplierClient,
} from '../../test/inquiry-fixtures.ts';

// The seeded demo inquiries use every kind but `equipment` is left to this file's own: a kind
// nobody else writes, so the counts below are exact. Own times are relative to the test clock.
let t: TestApp;
let demo: SupplierClient;
const ids: Record<string, string> = {};
let now = 0;

interface ListBody {
  data: { records: InquiryRow[]; total: number; current: number; size: number };
}

beforeAll(async () => {
  now = Date.now();
  t = await createTestApp({ config: { now: () => new Date(now) } });
  demo = supplierClient(t.app, (await signIn(t.app, DEMO.supplierDemo)).accessToken);
  // Remove the seeded equipment inquiries: this file owns the kind.
  await t.database.db.deleteFrom('inquiries').where('kind', '=', 'equipment').execute();

  const make = async (
    name: string,
    o: { createdAgoH: number; endInH: number; title?: string; pn?: string },
  ) => {
    const saved = now;
    now = Date.now() - o.createdAgoH * HOUR;
    try {
      const inq = await createInquiry(t, {
        kind: 'equipment',
        title: o.title ?? `Equipment ${name}`,
        bidStart: new Date(now).toISOString(),
        bidEnd: new Date(Date.now() + o.endInH * HOUR).toISOString(),
        bidders: [DEMO_CODE],
        items: [
          {
            materialNumber: o.pn ?? `EQ-${name}`,
            description: 'Ground equipment',
            quantity: 1,
            unit: 'SET',
          },
        ],
      });
      ids[name] = inq.id;
      return inq;
    } finally {
      now = saved;
    }
  };

  now = Date.now();
  await make('p1', { createdAgoH: 10, endInH: 48, title: 'Ground power unit 90 kVA' });
  await make('p2', { createdAgoH: 5, endInH: 24 * 5, pn: 'GPU_100%' });
  await make('p3', { createdAgoH: 1, endInH: 2 });
  const held = await make('held', { createdAgoH: 20, endInH: 24 * 3 });
  const sub = await make('sub', { createdAgoH: 30, endInH: 24 * 4 });
  const nb = await make('nb', { createdAgoH: 40, endInH: 24 * 4 });
  await make('exp1', { createdAgoH: 24 * 10, endInH: -24 });
  await make('exp2', { createdAgoH: 24 * 12, endInH: -24 * 3 });
  now = Date.now();

  const ok = async (p: Promise<{ statusCode: number; body: string }>) => {
    const res = await p;
    if (res.statusCode !== 200) throw new Error(res.body);
  };
  await ok(demo.hold({ inquiryId: held.id, version: 1, lines: [] }));
  await ok(demo.submit({ inquiryId: sub.id, version: 1, lines: [fullLine(sub.itemIds[0] ?? '')] }));
  now += 1000;
  await ok(demo.noBid({ inquiryId: nb.id, version: 1 }));
});
afterAll(() => t.close());

async function list(query: Record<string, string | number>): Promise<ListBody['data']> {
  const res = await demo.list({ kind: 'equipment', ...query });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json<ListBody>().data;
}
const names = (records: InquiryRow[]) =>
  records.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

describe('listInquiries', () => {
  it('pending: bid open and not answered, newest first', async () => {
    const page = await list({ tab: 'pending' });
    expect(names(page.records)).toEqual(['p3', 'p2', 'p1', 'held']);
    expect(page).toMatchObject({ total: 4, current: 1, size: 20 });
    expect(page.records.map((r) => r.quoteState)).toEqual([
      'notQuoted',
      'notQuoted',
      'notQuoted',
      'hold',
    ]);
    expect(page.records[2]).toMatchObject({
      title: 'Ground power unit 90 kVA',
      kind: 'equipment',
      itemCount: 1,
      firstPartNumber: 'EQ-p1',
      purchasingOrg: 'HNA1',
      budgetTotal: 120000,
      budgetCurrency: 'USD',
      quotedAt: null,
    });
  });

  it('processed: submitted and no bid, latest answer first', async () => {
    const page = await list({ tab: 'processed' });
    expect(names(page.records)).toEqual(['nb', 'sub']);
    expect(page.records.map((r) => r.quoteState)).toEqual(['noBid', 'submitted']);
    expect(page.records.every((r) => r.quotedAt !== null)).toBe(true);
  });

  it('expired: bid ended unanswered, the latest ended first; shown as expired', async () => {
    const page = await list({ tab: 'expired' });
    expect(names(page.records)).toEqual(['exp1', 'exp2']);
    expect(page.records.every((r) => r.quoteState === 'expired')).toBe(true);
  });

  it('named sorts: new, completed, expired (closing first)', async () => {
    expect(names((await list({ tab: 'pending', sort: 'expired' })).records)).toEqual([
      'p3',
      'p1',
      'held',
      'p2',
    ]);
    expect(names((await list({ tab: 'expired', sort: 'expired' })).records)).toEqual([
      'exp2',
      'exp1',
    ]);
    expect(names((await list({ tab: 'processed', sort: 'new' })).records)).toEqual(['sub', 'nb']);
    expect(names((await list({ tab: 'processed', sort: 'completed' })).records)).toEqual([
      'nb',
      'sub',
    ]);
  });

  it('column sorts on the whitelist; anything else is a 400 with the field', async () => {
    expect(names((await list({ tab: 'pending', sort: 'title,asc' })).records)).toEqual([
      'held',
      'p2',
      'p3',
      'p1',
    ]);
    expect(names((await list({ tab: 'pending', sort: 'bidEnd,desc' })).records)).toEqual([
      'p2',
      'held',
      'p1',
      'p3',
    ]);
    for (const sort of ['password,asc', 'title,sideways', 'constructor,asc', 'bid_end,asc']) {
      const res = await demo.list({ kind: 'equipment', sort });
      expect(res.statusCode, sort).toBe(400);
      expect(res.json().data.fields.sort).toBeTruthy();
    }
  });

  it('pages', async () => {
    const first = await list({ tab: 'pending', size: 3, current: 1 });
    const second = await list({ tab: 'pending', size: 3, current: 2 });
    expect(first.total).toBe(4);
    expect(names(first.records)).toEqual(['p3', 'p2', 'p1']);
    expect(names(second.records)).toEqual(['held']);
    expect(second).toMatchObject({ current: 2, size: 3 });
    expect((await list({ tab: 'pending', size: 3, current: 9 })).records).toEqual([]);
  });

  it('keyword: inquiry number, title or first part number; % and _ are plain letters', async () => {
    expect(names((await list({ tab: 'pending', keyword: 'power unit' })).records)).toEqual(['p1']);
    expect(names((await list({ tab: 'pending', keyword: 'eq-P3' })).records)).toEqual(['p3']);
    expect(names((await list({ tab: 'pending', keyword: '100%' })).records)).toEqual(['p2']);
    expect((await list({ tab: 'pending', keyword: '%' })).records).toHaveLength(1);
    expect((await list({ tab: 'pending', keyword: '_' })).records).toHaveLength(1);
    const number = (await demo.detail(ids.held ?? '')).json().data.inquiryNumber as string;
    expect(names((await list({ tab: 'pending', keyword: number.toLowerCase() })).records)).toEqual([
      'held',
    ]);
  });

  it('bid-end date range, in whole days (China time)', async () => {
    const day = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
    const in5 = day(Date.now() + 5 * DAY);
    expect(names((await list({ tab: 'pending', bidEndFrom: in5, bidEndTo: in5 })).records)).toEqual(
      ['p2'],
    );
    const from = day(Date.now() + 2 * DAY);
    expect(names((await list({ tab: 'pending', bidEndFrom: from })).records).sort()).toEqual([
      'held',
      'p1',
      'p2',
    ]);
    const to = day(Date.now());
    expect(names((await list({ tab: 'pending', bidEndTo: to })).records)).toEqual(
      // p3 ends in two hours: today, unless that is past midnight in China.
      day(Date.now() + 2 * HOUR) === to ? ['p3'] : [],
    );
  });

  it('a kind is one list: other kinds do not show', async () => {
    const purchase = await demo.list({ kind: 'purchase', tab: 'pending', size: 500 });
    const rows = purchase.json<ListBody>().data.records;
    expect(rows.some((r) => Object.values(ids).includes(r.id))).toBe(false);
    expect(rows.every((r) => r.kind === 'purchase')).toBe(true);
  });

  it('refuses a bad kind, tab or page with 400 and field names', async () => {
    const res = await demo.list({ kind: 'spaceship', tab: 'later', current: 0, size: 501 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.fields).sort()).toEqual(['current', 'kind', 'size', 'tab']);
  });
});
