// The purchase quote review leaves repair inquiries to the repair quote review: its list (without a
// kind) holds every other kind, page and total alike, the repair review still lists them by kind,
// and the part comparison of a repair inquiry is a 409 that says where to go, in both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInquiry } from '../../test/inquiry-fixtures.ts';
import { DEMO, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { URLS, client } from './test-fixtures.ts';

let t: TestApp;
let tokens: { buyer: string; demo: string };
let repair: { id: string; inquiryNumber: string };
let part: { id: string; inquiryNumber: string };

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    buyer: (await signIn(t.app, DEMO.buyerAdmin)).accessToken,
    demo: (await signIn(t.app, DEMO.supplierDemo)).accessToken,
  };
  repair = await createInquiry(t, {
    kind: 'repair',
    title: 'Repair of a starter generator',
    items: [
      {
        materialNumber: 'M-RSG-1',
        description: 'Starter generator',
        quantity: 1,
        unit: 'EA',
        deliveryPlace: 'Haikou',
        repair: { serialNumber: 'SN-RV-1', reportedFault: 'No output voltage' },
      },
    ],
  });
  part = await createInquiry(t, { kind: 'tool' });
});
afterAll(() => t.close());

const buyer = (lang = 'en') => client(t.app, tokens.buyer, lang);
type Page = { total: number; records: { id: string; kind: string }[] };
async function list(query: Record<string, string | number>): Promise<Page> {
  const res = await buyer().get(URLS.buyerInquiries, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Page }>().data;
}

describe('the purchase quote review and repair inquiries', () => {
  it('lists every kind but repair without a kind, and repair inquiries when asked for', async () => {
    expect((await list({ keyword: repair.inquiryNumber })).total).toBe(0);
    expect((await list({ keyword: part.inquiryNumber })).records.map((r) => r.id)).toEqual([
      part.id,
    ]);
    const all = await list({ size: 500 });
    expect(all.records.map((r) => r.kind)).not.toContain('repair');
    const stored = await t.database.db
      .selectFrom('inquiries')
      .select(['kind', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('kind')
      .execute();
    const count = (repairs: boolean) =>
      stored.filter((s) => (s.kind === 'repair') === repairs).reduce((n, s) => n + Number(s.n), 0);
    expect(all.total).toBe(count(false));
    const repairs = await list({ kind: 'repair', size: 500 });
    expect(repairs.total).toBe(count(true));
    expect(repairs.records.map((r) => r.id)).toContain(repair.id);
    expect((await list({ kind: 'tool', keyword: part.inquiryNumber })).total).toBe(1);
  });

  it('answers the part comparison of a repair inquiry 409, pointing to the repair review', async () => {
    const en = await buyer().get(URLS.compare, { inquiryId: repair.id });
    expect(en.statusCode).toBe(409);
    expect(en.json().msg).toBe('This is a repair inquiry: compare its quotes under Repair quotes');
    const zh = await buyer('zh-CN').get(URLS.compare, { inquiryId: repair.id });
    expect(zh.statusCode).toBe(409);
    expect(zh.json().msg).toBe('该询价单为送修询价，请在“修理报价”中比较报价');
    expect((await buyer().get(URLS.compare, { inquiryId: part.id })).statusCode).toBe(200);
    // Permission first: a supplier learns nothing of the inquiry's kind.
    const supplier = client(t.app, tokens.demo);
    expect((await supplier.get(URLS.compare, { inquiryId: repair.id })).statusCode).toBe(403);
  });
});
