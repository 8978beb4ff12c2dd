import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CODE, OTHER_CODE, postIntegration } from '../../test/inquiry-fixtures.ts';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

const ERP = '/api/admin/integration/erp';
const SUP = '/api/admin/finance/payment';
/** 2026-12-15 noon in Beijing: the business day the aging counts from. */
const NOW = new Date('2026-12-15T04:00:00Z');
let t: TestApp;
const tokens: Record<string, string> = {};
const companyOf: Record<string, string> = {};
let buyerId = '';

beforeAll(async () => {
  t = await createTestApp({ config: { now: () => NOW } });
  for (const key of ['supplierDemo', 'supplierOther', 'buyerAdmin'] as const) {
    tokens[key] = (await signIn(t.app, DEMO[key])).accessToken;
  }
  const companies = await t.database.db
    .selectFrom('companies')
    .select(['id', 'code', 'kind'])
    .execute();
  for (const c of companies) if (c.code) companyOf[c.code] = c.id;
  buyerId = companies.find((c) => c.kind === 'buyer')!.id;
});
afterAll(() => t.close());

type Who = 'supplierDemo' | 'supplierOther' | 'buyerAdmin';
const get = (path: string, query: Record<string, string> = {}, who: Who = 'supplierDemo') =>
  t.app.inject({
    method: 'GET',
    url: `${SUP}/${path}?${new URLSearchParams(query).toString()}`,
    headers: bearer(tokens[who]!),
  });
const erp = (path: string, body: unknown, key?: string | null) =>
  postIntegration(t.app, `${ERP}/${path}`, body, key);

let serial = 0;
/** A bill of a supplier written straight into the table (the bills module's flow is its tests'). */
async function bill(
  opts: {
    code?: string;
    state?: 'draft' | 'pendingReview' | 'approved' | 'notApproved';
    amount?: number;
    approvedOn?: string;
    currency?: string;
  } = {},
) {
  const number = `BL-PAY-${String((serial += 1)).padStart(6, '0')}`;
  const state = opts.state ?? 'approved';
  await t.database.db
    .insertInto('bills')
    .values({
      id: randomUUID(),
      number,
      supplier_id: companyOf[opts.code ?? DEMO_CODE]!,
      buyer_id: buyerId,
      kind: 'goods',
      state,
      currency: opts.currency ?? 'CNY',
      amount: opts.amount ?? 1000,
      tolerance_quantity_pct: 2,
      tolerance_price_pct: 5,
      reject_reason: state === 'notApproved' ? 'Price differs' : '',
      submitted_at: state === 'draft' ? null : new Date('2026-09-01T02:00:00Z'),
      feedback_at:
        state === 'approved' || state === 'notApproved'
          ? new Date(`${opts.approvedOn ?? '2026-12-01'}T02:00:00Z`)
          : null,
    })
    .execute();
  return number;
}

const company = (overrides: Record<string, unknown> = {}) => ({
  supplierCode: DEMO_CODE,
  creditLimit: 500000,
  receivable: 12345.67,
  currency: 'CNY',
  deliveryStatus: 'released',
  paymentTerms: 'net30',
  ...overrides,
});
const remittance = (bills: { billNumber: string; amount: number }[], overrides = {}) => ({
  supplierCode: DEMO_CODE,
  reference: `RM-${randomUUID().slice(0, 8)}`,
  paidOn: '2026-12-10',
  currency: 'CNY',
  bills,
  ...overrides,
});
const logItems = async (prefix: string) =>
  (
    await t.database.db
      .selectFrom('operation_logs')
      .select(['item', 'account'])
      .where('item', 'like', `${prefix}%`)
      .execute()
  ).map((r) => `${r.account} ${r.item}`);

async function positionOf(number: string, who: Who = 'supplierDemo') {
  const res = await get('bills', { size: '500' }, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.records as { number: string }[]).find((r) => r.number === number) as
    Record<string, unknown> | undefined;
}

describe('ERP payment calls', () => {
  it('need the integration key', async () => {
    expect((await erp('paymentCompany', company(), null)).statusCode).toBe(401);
    expect((await erp('paymentCompany', company(), 'wrong')).statusCode).toBe(401);
    const n = await bill();
    expect(
      (
        await erp(
          'paymentSchedule',
          { supplierCode: DEMO_CODE, billNumber: n, scheduledOn: '2026-12-20' },
          null,
        )
      ).statusCode,
    ).toBe(401);
  });

  it('sets the payment company data, the last call winning, with a log line', async () => {
    const first = await erp('paymentCompany', company());
    expect(first.statusCode, first.body).toBe(200);
    const second = await erp(
      'paymentCompany',
      company({ deliveryStatus: 'blocked', paymentTerms: 'creditHold' }),
    );
    expect(second.json().data.version).toBe(first.json().data.version + 1);
    const overview = await get('overview');
    expect(overview.json().data.company).toMatchObject({
      creditLimit: 500000,
      receivable: 12345.67,
      currency: 'CNY',
      deliveryStatus: 'blocked',
      paymentTerms: 'creditHold',
    });
    expect(await logItems(`payment.company ${DEMO_CODE}`)).toContain(
      `ERP payment.company ${DEMO_CODE}`,
    );
    await erp('paymentCompany', company());
  });

  it('refuses bad payment company input and an unknown supplier', async () => {
    expect((await erp('paymentCompany', company({ paymentTerms: 'net90' }))).statusCode).toBe(400);
    expect((await erp('paymentCompany', company({ creditLimit: -1 }))).statusCode).toBe(400);
    expect((await erp('paymentCompany', company({ creditLimit: 1.234 }))).statusCode).toBe(400);
    expect((await erp('paymentCompany', company({ currency: 'XXX' }))).statusCode).toBe(400);
    expect(
      (await erp('paymentCompany', company({ supplierCode: 'x'.repeat(41) }))).statusCode,
    ).toBe(400);
    const unknown = await erp('paymentCompany', company({ supplierCode: 'S999999' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toContain('S999999');
  });

  it('schedules an approved bill and moves the date; refuses other states and unknown bills', async () => {
    const n = await bill();
    const ok = await erp('paymentSchedule', {
      supplierCode: DEMO_CODE,
      billNumber: n,
      scheduledOn: '2026-12-20',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.position).toBe('scheduled');
    await erp('paymentSchedule', {
      supplierCode: DEMO_CODE,
      billNumber: n,
      scheduledOn: '2026-12-28',
    });
    expect(await positionOf(n)).toMatchObject({ position: 'scheduled', scheduledOn: '2026-12-28' });
    expect(await logItems(`payment.schedule ${n}`)).toHaveLength(2);

    for (const state of ['draft', 'pendingReview', 'notApproved'] as const) {
      const other = await bill({ state });
      const res = await erp('paymentSchedule', {
        supplierCode: DEMO_CODE,
        billNumber: other,
        scheduledOn: '2026-12-20',
      });
      expect(res.statusCode, state).toBe(409);
    }
    expect(
      (
        await erp('paymentSchedule', {
          supplierCode: DEMO_CODE,
          billNumber: 'BL-NONE',
          scheduledOn: '2026-12-20',
        })
      ).statusCode,
    ).toBe(404);
    // Another supplier's bill is not this supplier's: 404.
    const others = await bill({ code: OTHER_CODE });
    expect(
      (
        await erp('paymentSchedule', {
          supplierCode: DEMO_CODE,
          billNumber: others,
          scheduledOn: '2026-12-20',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await erp('paymentSchedule', {
          supplierCode: DEMO_CODE,
          billNumber: n,
          scheduledOn: '20.12.2026',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('records partial and full payments, refuses paying more than is open', async () => {
    const n = await bill({ amount: 1000 });
    const part = await erp('remittance', remittance([{ billNumber: n, amount: 400 }]));
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ amount: 400, created: true });
    expect(await positionOf(n)).toMatchObject({ position: 'partlyPaid', paidAmount: 400 });

    const over = await erp('remittance', remittance([{ billNumber: n, amount: 600.01 }]));
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toContain('600.00');

    const rest = remittance([{ billNumber: n, amount: 600 }], { paidOn: '2026-12-12' });
    expect((await erp('remittance', rest)).statusCode).toBe(200);
    const paid = await positionOf(n);
    expect(paid).toMatchObject({ position: 'paid', paidAmount: 1000, lastPaidOn: '2026-12-12' });
    expect((paid!.remittances as unknown[]).length).toBe(2);
    // Nothing is open any more: scheduling or paying again is 409.
    expect((await erp('remittance', remittance([{ billNumber: n, amount: 1 }]))).statusCode).toBe(
      409,
    );
    expect(
      (
        await erp('paymentSchedule', {
          supplierCode: DEMO_CODE,
          billNumber: n,
          scheduledOn: '2026-12-20',
        })
      ).statusCode,
    ).toBe(409);
    expect(await logItems(`payment.remit ${rest.reference}`)).toEqual([
      `ERP payment.remit ${rest.reference} ${DEMO_CODE}`,
    ]);
  });

  it('is idempotent on the remittance reference and refuses it reused with other content', async () => {
    const n = await bill({ amount: 500 });
    const body = remittance([{ billNumber: n, amount: 200 }]);
    const first = await erp('remittance', body);
    const again = await erp('remittance', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.json().data.id, created: false });
    expect(await positionOf(n)).toMatchObject({ paidAmount: 200 });
    const changed = await erp('remittance', { ...body, bills: [{ billNumber: n, amount: 250 }] });
    expect(changed.statusCode).toBe(409);
  });

  it('pays several bills at once or none of them', async () => {
    const a = await bill({ amount: 100 });
    const b = await bill({ amount: 100, state: 'pendingReview' });
    const res = await erp(
      'remittance',
      remittance([
        { billNumber: a, amount: 100 },
        { billNumber: b, amount: 50 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(await positionOf(a)).toMatchObject({ position: 'approved', paidAmount: 0 });
    const usd = await bill({ amount: 100, currency: 'USD' });
    expect(
      (await erp('remittance', remittance([{ billNumber: usd, amount: 100 }]))).statusCode,
    ).toBe(409);
    expect(
      (await erp('remittance', remittance([{ billNumber: 'BL-NONE', amount: 1 }]))).statusCode,
    ).toBe(404);
  });

  it('refuses bad remittance input', async () => {
    const n = await bill();
    const bad = [
      remittance([]),
      remittance([{ billNumber: n, amount: 0 }]),
      remittance([{ billNumber: n, amount: 1.001 }]),
      remittance([{ billNumber: n, amount: 1 }], { reference: 'r'.repeat(65) }),
      remittance([{ billNumber: n, amount: 1 }], { paidOn: '2026-13-01' }),
      remittance([
        { billNumber: n, amount: 1 },
        { billNumber: n, amount: 1 },
      ]),
      remittance(Array.from({ length: 101 }, (_, i) => ({ billNumber: `B${i}`, amount: 1 }))),
    ];
    for (const body of bad) expect((await erp('remittance', body)).statusCode).toBe(400);
  });
});

describe('the supplier payment overview', () => {
  it('is the caller company only, and not for the buyer', async () => {
    const mine = await bill({ state: 'pendingReview' });
    const theirs = await bill({ code: OTHER_CODE, state: 'pendingReview' });
    expect(await positionOf(mine)).toMatchObject({ position: 'submitted' });
    expect(await positionOf(theirs)).toBeUndefined();
    expect(await positionOf(theirs, 'supplierOther')).toMatchObject({ position: 'submitted' });
    expect((await get('overview', {}, 'buyerAdmin')).statusCode).toBe(403);
    expect((await get('bills', {}, 'buyerAdmin')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${SUP}/overview` })).statusCode).toBe(401);
  });

  it('leaves drafts out and pages within bounds', async () => {
    const draft = await bill({ state: 'draft' });
    expect(await positionOf(draft)).toBeUndefined();
    expect((await get('bills', { size: '501' })).statusCode).toBe(400);
    expect((await get('bills', { current: '0' })).statusCode).toBe(400);
  });

  it('ages open receivables from approval + term days and sums paid versus due per month', async () => {
    // A company of its own, so that other tests' bills do not count.
    await erp('paymentCompany', company({ supplierCode: OTHER_CODE, currency: 'USD' }));
    const o = (amount: number, approvedOn: string) =>
      bill({ code: OTHER_CODE, currency: 'USD', amount, approvedOn });
    // Today is 2026-12-15; net 30: due = approval + 30 days.
    await o(100, '2026-12-01'); // due 12-31: not due
    await o(200, '2026-11-10'); // due 12-10: 5 days late
    await o(300, '2026-10-01'); // due 10-31: 45 days
    await o(400, '2026-09-01'); // due 10-01: 75 days
    const old = await o(500, '2026-06-01'); // due 07-01: 167 days
    await bill({ code: OTHER_CODE, currency: 'CNY', amount: 999, approvedOn: '2026-06-01' }); // other currency
    await erp(
      'remittance',
      remittance([{ billNumber: old, amount: 150 }], {
        supplierCode: OTHER_CODE,
        currency: 'USD',
        paidOn: '2026-08-05',
      }),
    );
    const res = await get('overview', {}, 'supplierOther');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.currency).toBe('USD');
    expect(data.termDays).toBe(30);
    expect(data.aging).toEqual([
      { bucket: 'notDue', amount: 100, bills: 1 },
      { bucket: 'd0to30', amount: 200, bills: 1 },
      { bucket: 'd31to60', amount: 300, bills: 1 },
      { bucket: 'd61to90', amount: 400, bills: 1 },
      { bucket: 'over90', amount: 350, bills: 1 },
    ]);
    expect(data.months).toHaveLength(12);
    expect(data.months[0].month).toBe('2026-01');
    expect(data.months[11]).toEqual({ month: '2026-12', due: 300, paid: 0 });
    const byMonth = Object.fromEntries(
      (data.months as { month: string; due: number; paid: number }[]).map((m) => [m.month, m]),
    );
    expect(byMonth['2026-07']).toMatchObject({ due: 500 });
    expect(byMonth['2026-08']).toMatchObject({ paid: 150 });
    expect(byMonth['2026-10']).toMatchObject({ due: 700 });

    // Prepaid: due on approval, so the bill approved 12-01 is 14 days late.
    await erp(
      'paymentCompany',
      company({ supplierCode: OTHER_CODE, currency: 'USD', paymentTerms: 'prepaid' }),
    );
    const prepaid = (await get('overview', {}, 'supplierOther')).json().data;
    expect(prepaid.termDays).toBe(0);
    expect(prepaid.aging[0]).toEqual({ bucket: 'notDue', amount: 0, bills: 0 });
  });

  it('answers no company data until the ERP has sent it, and positions with due dates', async () => {
    const before = await t.database.db
      .deleteFrom('payment_companies')
      .where('supplier_id', '=', companyOf[DEMO_CODE]!)
      .execute();
    expect(before).toBeDefined();
    const overview = (await get('overview')).json().data;
    expect(overview).toMatchObject({ company: null, currency: 'CNY', termDays: 30 });
    const n = await bill({ approvedOn: '2026-11-20' });
    expect(await positionOf(n)).toMatchObject({
      position: 'approved',
      dueOn: '2026-12-20',
      scheduledOn: null,
    });
  });
});
