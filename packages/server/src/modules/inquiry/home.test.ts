import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryKind } from '@portal/contract';
import { COMPANIES } from '../../seed/demo-data.ts';
import { DEMO, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import {
  DEMO_CODE,
  HOUR,
  createInquiry,
  fullLine,
  loadQuote,
  supplierClient,
  type SupplierClient,
} from '../../test/inquiry-fixtures.ts';

let t: TestApp;
let demo: SupplierClient;
const made: Record<string, { id: string; inquiryNumber: string; itemIds: string[] }> = {};

interface HomeItem {
  id: string;
  inquiryNumber: string;
}

beforeAll(async () => {
  t = await createTestApp();
  demo = supplierClient(t.app, (await signIn(t.app, DEMO.supplierDemo)).accessToken);
  // This file owns supplier.demo's invitations: the seeded ones go.
  await t.database.db
    .deleteFrom('bidders')
    .where('company_id', '=', COMPANIES.demoSupplier.id)
    .execute();

  const at = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
  const make = async (
    name: string,
    endInH: number,
    startAgoH = 1,
    kind: InquiryKind = 'purchase',
  ) => {
    made[name] = await createInquiry(t, {
      kind,
      title: `Home ${name}`,
      bidStart: at(-startAgoH),
      bidEnd: at(endInH),
      bidders: [DEMO_CODE],
    });
    return made[name];
  };
  await make('soon', 5);
  await make('later', 30);
  const held = await make('heldSoon', 10);
  const submitted = await make('submitted', 3);
  const declined = await make('declined', 4);
  await make('ended', -2, 48);
  for (let i = 0; i < 2; i += 1) await make(`extra${i}`, 100 + i);
  // Two tool inquiries: each kind is answered on a list of its own, so the card counts them apart.
  for (let i = 2; i < 4; i += 1) await make(`extra${i}`, 100 + i, 1, 'tool');

  expect((await demo.hold({ inquiryId: held.id, version: 1, lines: [] })).statusCode).toBe(200);
  const lines = submitted.itemIds.map((id) => fullLine(id));
  expect((await demo.submit({ inquiryId: submitted.id, version: 1, lines })).statusCode).toBe(200);
  expect((await demo.noBid({ inquiryId: declined.id, version: 1 })).statusCode).toBe(200);

  // Bargaining rounds are opened by the buyer (bargaining module); written here directly.
  const quote = await loadQuote(demo, submitted.id);
  const bidder = await t.database.db
    .selectFrom('bidders')
    .select('id')
    .where('inquiry_id', '=', submitted.id)
    .where('company_id', '=', COMPANIES.demoSupplier.id)
    .executeTakeFirstOrThrow();
  const round = (n: number, status: 'pending' | 'declined', deadlineInH: number) => ({
    id: `round-${n}`,
    quote_line_id: quote.lines[n === 3 ? 1 : 0]?.id ?? '',
    bidder_id: bidder.id,
    company_id: COMPANIES.demoSupplier.id,
    inquiry_id: submitted.id,
    round_no: n,
    target_price: 100,
    last_price: 120,
    currency: 'CNY',
    deadline: new Date(Date.now() + deadlineInH * HOUR),
    opened_by: null,
    status,
  });
  await t.database.db
    .insertInto('bargaining_rounds')
    .values([round(1, 'declined', 5), round(2, 'pending', -1), round(3, 'pending', 20)])
    .execute();
});
afterAll(() => t.close());

describe('supplierHome', () => {
  it('pending inquiries (closing first), rounds to answer, bids closing within 24 hours', async () => {
    const res = await demo.home();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const names = (items: HomeItem[]) =>
      items.map((i) => Object.keys(made).find((k) => made[k]?.id === i.id));

    expect(data.pendingInquiries.total).toBe(7);
    expect(data.pendingInquiries.byKind).toEqual([
      { kind: 'purchase', count: 5 },
      { kind: 'tool', count: 2 },
    ]);
    expect(names(data.pendingInquiries.top)).toEqual([
      'soon',
      'heldSoon',
      'later',
      'extra0',
      'extra1',
    ]);
    expect(data.pendingInquiries.top[0]).toMatchObject({
      inquiryNumber: made.soon?.inquiryNumber,
      kind: 'purchase',
      title: 'Home soon',
    });
    expect(data.closingSoon.total).toBe(2);
    expect(data.closingSoon.byKind).toEqual([{ kind: 'purchase', count: 2 }]);
    expect(names(data.closingSoon.top)).toEqual(['soon', 'heldSoon']);

    expect(data.bargaining.total).toBe(1);
    expect(data.bargaining.byKind).toEqual([{ kind: 'purchase', count: 1 }]);
    expect(data.bargaining.top).toEqual([
      {
        id: 'round-3',
        inquiryId: made.submitted?.id,
        inquiryNumber: made.submitted?.inquiryNumber,
        // Its kind decides which quote page the home links the round to.
        kind: 'purchase',
        partNumber: '2612312-1',
        deadline: expect.any(String),
      },
    ]);
  });

  it('the other supplier sees none of it', async () => {
    const other = supplierClient(t.app, (await signIn(t.app, DEMO.supplierOther)).accessToken);
    const data = (await other.home()).json().data;
    expect(data.bargaining.total).toBe(0);
    expect(data.bargaining.byKind).toEqual([]);
    const ids = Object.values(made).map((m) => m.id);
    expect(data.pendingInquiries.top.some((i: HomeItem) => ids.includes(i.id))).toBe(false);
  });
});
