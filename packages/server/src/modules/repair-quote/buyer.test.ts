// The buyer's repair quote calls through the API on the real database: the side-by-side comparison
// (submitted quotes only, estimates and conversion, the lowest offer, names in the reader's
// language) and the award (a repair contract per quoted unit with its repair order, the closed
// inquiry, the ERP's outbox message, the operation-log line) with every refusal, and how migration
// 0028 carries an award made with one contract for every unit. Repair units and repair quote lines
// are inserted directly on top of an ERP-created repair inquiry.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Insertable, type Kysely } from 'kysely';
import * as m0028 from '../../db/migrations/0028-repair-award-contracts.ts';
import type { RepairQuoteLinesTable } from '../../db/schema.ts';
import { erpContract, postErpContract } from '../../test/contract-fixtures.ts';
import { createInquiry, DEMO_CODE, OTHER_CODE } from '../../test/inquiry-fixtures.ts';
import { bearer, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';

const COMPARE = '/api/admin/inquiry/hnaRepairQuote/compare';
const AWARD = '/api/admin/inquiry/hnaRepairQuote/award';
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(
    tokens,
    await signInAll(t.app, ['supplierDemo', 'supplierOther', 'buyerAdmin', 'buyerQuality']),
  );
});
afterAll(() => t.close());

type Who = 'supplierDemo' | 'supplierOther' | 'buyerAdmin' | 'buyerQuality';

const compare = (inquiryId: string, who: Who = 'buyerAdmin', lang = 'en', currency = 'CNY') =>
  t.app.inject({
    method: 'GET',
    url: COMPARE,
    query: { inquiryId, currency },
    headers: bearer(tokens[who]!, { 'accept-language': lang }),
  });
const award = (body: Record<string, unknown>, who: Who = 'buyerAdmin', lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: AWARD,
    payload: body,
    headers: bearer(tokens[who]!, { 'accept-language': lang }),
  });

type LineValues = Omit<Insertable<RepairQuoteLinesTable>, 'id' | 'bidder_id' | 'inquiry_id'>;

/** A quoted line that would pass the submit rules, in USD at a fixed price. */
const line = (itemId: string, extra: Partial<LineValues> = {}): LineValues => ({
  item_id: itemId,
  quoted: true,
  currency: 'USD',
  fixed_price: 1000,
  test_fee: 100,
  handling_rate: 10,
  turnaround_days: 20,
  warranty_months: 12,
  certificate_type: 0,
  validity_date: '2099-12-31',
  shipping: 'roundTrip',
  ...extra,
});

/**
 * A repair inquiry from the ERP (two units with their repair data, both suppliers invited);
 * answers the ids and the two bidders.
 */
async function repairInquiry() {
  const inquiry = await createInquiry(t, {
    kind: 'repair',
    title: 'Repair of starter generators',
    items: [
      {
        materialNumber: 'M-RSG-1',
        description: 'Starter generator',
        quantity: 1,
        unit: 'EA',
        deliveryPlace: 'Haikou',
        repair: {
          serialNumber: 'SN-1001',
          reportedFault: 'No output voltage',
          aircraftRegistration: 'B-5678',
          tsn: 12000.5,
          csn: 8000,
          requiredReturnDate: '2027-03-01',
        },
      },
      {
        materialNumber: 'M-RFCU-2',
        description: 'Fuel control unit',
        quantity: 1,
        unit: 'EA',
        deliveryPlace: 'Haikou',
        repair: { serialNumber: 'SN-2002' },
      },
    ],
  });
  const db = t.database.db;
  const bidders = await db
    .selectFrom('bidders as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .select(['b.id', 'c.code'])
    .where('b.inquiry_id', '=', inquiry.id)
    .execute();
  const bidderOf = (code: string) => bidders.find((b) => b.code === code)!.id;
  return { ...inquiry, demo: bidderOf(DEMO_CODE), other: bidderOf(OTHER_CODE) };
}

/** Gives a bidder a quote in `state` with these lines. */
async function quote(
  inquiryId: string,
  bidderId: string,
  state: 'hold' | 'submitted',
  lines: LineValues[],
) {
  const db = t.database.db;
  await db
    .updateTable('bidders')
    .set({
      state,
      quote_number: `RQ-${randomUUID().slice(0, 6)}`,
      remarks: 'Our best offer',
      submitted_at: state === 'submitted' ? new Date() : null,
    })
    .where('id', '=', bidderId)
    .execute();
  await db
    .insertInto('repair_quote_lines')
    .values(
      lines.map((l) => ({ ...l, id: randomUUID(), bidder_id: bidderId, inquiry_id: inquiryId })),
    )
    .execute();
}

async function version(inquiryId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('inquiries')
    .select('version')
    .where('id', '=', inquiryId)
    .executeTakeFirstOrThrow();
  return row.version;
}

describe('the repair quote comparison', () => {
  it('shows the submitted quotes only, with estimates in the line and the asked currency', async () => {
    const r = await repairInquiry();
    // Demo: unit 1 at a fixed price in USD: (1000 + 100) × 1.10 = 1210 USD = 8712 CNY.
    await quote(r.id, r.demo, 'submitted', [
      line(r.itemIds[0]!),
      line(r.itemIds[1]!, { quoted: false, fixed_price: null, currency: null }),
    ]);
    // Other: a draft (hold) with a cheaper price that must not show.
    await quote(r.id, r.other, 'hold', [line(r.itemIds[0]!, { fixed_price: 1 })]);

    const res = await compare(r.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.inquiry).toMatchObject({
      id: r.id,
      kind: 'repair',
      bidders: 2,
      submitted: 1,
      version: await version(r.id),
    });
    expect(data.currency).toBe('CNY');
    expect(data.rates.USD).toBe(7.2);
    expect(data.award).toBeNull();
    const demo = data.suppliers.find((s: { bidderId: string }) => s.bidderId === r.demo);
    const other = data.suppliers.find((s: { bidderId: string }) => s.bidderId === r.other);
    expect(demo).toMatchObject({
      name: 'Demo Aero Parts Co., Ltd.',
      state: 'submitted',
      remarks: 'Our best offer',
      totalEstimate: 8712,
    });
    // Invited but its draft is not an offer: listed, with nothing to compare.
    expect(other).toMatchObject({ state: 'hold', totalEstimate: null, remarks: '' });

    const [unit1, unit2] = data.items;
    expect(unit1.repair).toMatchObject({
      serialNumber: 'SN-1001',
      reportedFault: 'No output voltage',
      tsn: 12000.5,
      csn: 8000,
      tso: null,
      requiredReturnDate: '2027-03-01',
    });
    expect(Object.keys(unit1.offers)).toEqual([r.demo]);
    expect(unit1.offers[r.demo]).toMatchObject({
      quoted: true,
      currency: 'USD',
      fixedPrice: 1000,
      handlingRate: 10,
      turnaroundDays: 20,
      estimate: 1210,
      convertedEstimate: 8712,
      lowest: true,
    });
    expect(unit2.offers[r.demo]).toMatchObject({
      quoted: false,
      estimate: null,
      convertedEstimate: null,
      lowest: false,
    });

    // In USD the estimate is its own currency's.
    const usd = (await compare(r.id, 'buyerAdmin', 'en', 'USD')).json().data;
    expect(usd.items[0].offers[r.demo].convertedEstimate).toBe(1210);
  });

  it('flags the lowest converted estimate per unit and names suppliers in Chinese for zh', async () => {
    const r = await repairInquiry();
    await quote(r.id, r.demo, 'submitted', [line(r.itemIds[0]!), line(r.itemIds[1]!)]);
    // Time and material in CNY: min(5000 + 1000 + 500, cap 6000) + test 200 = 6200 CNY on unit 1;
    // on unit 2 a fixed 9000 CNY, dearer than the demo's 8712.
    await quote(r.id, r.other, 'submitted', [
      line(r.itemIds[0]!, {
        currency: 'CNY',
        fixed_price: null,
        repair_fee: 5000,
        renovation_labour: 1000,
        painting_cost: 500,
        cap_fee: 6000,
        test_fee: 200,
        handling_rate: null,
      }),
      line(r.itemIds[1]!, {
        currency: 'CNY',
        fixed_price: 9000,
        test_fee: null,
        handling_rate: null,
      }),
    ]);

    const res = await compare(r.id, 'buyerAdmin', 'zh');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const [unit1, unit2] = data.items;
    expect(unit1.offers[r.other]).toMatchObject({ estimate: 6200, lowest: true });
    expect(unit1.offers[r.demo]).toMatchObject({ convertedEstimate: 8712, lowest: false });
    expect(unit2.offers[r.demo]).toMatchObject({ lowest: true });
    expect(unit2.offers[r.other]).toMatchObject({ convertedEstimate: 9000, lowest: false });
    const names = Object.fromEntries(
      data.suppliers.map((s: { bidderId: string; name: string; totalEstimate: number }) => [
        s.bidderId,
        [s.name, s.totalEstimate],
      ]),
    );
    expect(names[r.demo]).toEqual(['演示航空零件有限公司', 17424]);
    expect(names[r.other]).toEqual(['北风航电供应有限公司', 15200]);
  });

  it('refuses a part inquiry (409), an unknown id (404) and a supplier (403)', async () => {
    const part = await createInquiry(t);
    const notRepair = await compare(part.id);
    expect(notRepair.statusCode).toBe(409);
    expect(notRepair.json().msg).toBe('This inquiry is not a repair inquiry');
    expect((await compare(part.id, 'buyerAdmin', 'zh')).json().msg).toBe('该询价单不是送修询价');
    expect((await compare('no-such-inquiry')).statusCode).toBe(404);
    const r = await repairInquiry();
    expect((await compare(r.id, 'supplierDemo')).statusCode).toBe(403);
  });
});

describe('the repair quote award', () => {
  it('issues one repair contract per quoted unit, each with its repair order, and tells the ERP', async () => {
    const r = await repairInquiry();
    await quote(r.id, r.demo, 'submitted', [
      line(r.itemIds[0]!),
      // Unit 2 in CNY: its contract is in CNY, at the quoted 7200.
      line(r.itemIds[1]!, {
        currency: 'CNY',
        fixed_price: 7200,
        test_fee: null,
        handling_rate: null,
        turnaround_days: 45,
      }),
    ]);
    await quote(r.id, r.other, 'submitted', [line(r.itemIds[0]!, { fixed_price: 2000 })]);
    const before = await version(r.id);
    const at = Date.now();

    const res = await award({
      inquiryId: r.id,
      bidderId: r.demo,
      version: before,
      remark: 'Best TAT',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const numbers = [`R-${r.inquiryNumber}-1`, `R-${r.inquiryNumber}-2`];
    expect(data.contracts).toEqual([
      {
        contractId: expect.any(String),
        contractNumber: numbers[0],
        itemId: r.itemIds[0],
        itemNo: 1,
        serialNumber: 'SN-1001',
      },
      {
        contractId: expect.any(String),
        contractNumber: numbers[1],
        itemId: r.itemIds[1],
        itemNo: 2,
        serialNumber: 'SN-2002',
      },
    ]);
    const [first, second] = data.contracts as { contractId: string; contractNumber: string }[];
    expect(second!.contractId).not.toBe(first!.contractId);
    // The one-contract fields name the first, for callers that read one.
    expect([data.contractId, data.contractNumber]).toEqual([first!.contractId, numbers[0]]);
    expect(res.json().msg).toBe(
      `Awarded: 2 repair contracts, one per unit (${numbers.join(', ')}), were sent to the supplier`,
    );

    const db = t.database.db;
    const inquiry = await db
      .selectFrom('inquiries')
      .select(['status', 'version'])
      .where('id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(inquiry).toEqual({ status: 'closed', version: before + 1 });

    // The demo supplier sees both among its repair contracts, each in its unit's currency.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contract/Contract/list',
      query: { kind: 'repair', q: `R-${r.inquiryNumber}` },
      headers: bearer(tokens.supplierDemo!),
    });
    const records = list.json().data.records as Record<string, unknown>[];
    expect(
      records
        .map((c) => [c.contractNumber, c.state, c.currency, c.totalAmount, c.lineCount])
        .sort(),
    ).toEqual([
      [numbers[0], 'toConfirm', 'USD', 1210, 1],
      [numbers[1], 'toConfirm', 'CNY', 7200, 1],
    ]);
    const day = (days: number) =>
      new Date(at + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);
    const lines = [];
    for (const c of [first!, second!]) {
      const detail = await t.app.inject({
        method: 'GET',
        url: '/api/admin/contract/Contract/detail',
        query: { id: c.contractId },
        headers: bearer(tokens.supplierDemo!),
      });
      expect(detail.json().data.inquiryId).toBe(r.id);
      lines.push(
        ...detail
          .json()
          .data.lines.map((l: Record<string, unknown>) => [
            l.lineNo,
            l.materialNumber,
            l.description,
            l.quantity,
            l.unitPrice,
            l.deliveryDate,
          ]),
      );
    }
    expect(lines).toEqual([
      [10, 'M-RSG-1', 'Starter generator S/N SN-1001', 1, 1210, day(20)],
      [10, 'M-RFCU-2', 'Fuel control unit S/N SN-2002', 1, 7200, day(45)],
    ]);
    // The other supplier does not see them.
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contract/Contract/detail',
      query: { id: second!.contractId },
      headers: bearer(tokens.supplierOther!),
    });
    expect(theirs.statusCode).toBe(404);

    // Each unit is tracked on its own: its repair order holds its serial, history and turnaround.
    const progress = async (contractId: string) => {
      const got = await t.app.inject({
        method: 'GET',
        url: '/api/admin/contract/statusUpdate/detail',
        query: { id: contractId },
        headers: bearer(tokens.supplierDemo!),
      });
      expect(got.statusCode).toBe(200);
      return got.json().data;
    };
    expect(await progress(first!.contractId)).toMatchObject({
      contractNumber: numbers[0],
      serialNumber: 'SN-1001',
      status: 'toBeUpdated',
      quotedTurnaroundDays: 20,
      requiredReturnDate: '2027-03-01',
      repair: {
        serialNumber: 'SN-1001',
        reportedFault: 'No output voltage',
        aircraftRegistration: 'B-5678',
        tsn: 12000.5,
        csn: 8000,
        tso: null,
      },
    });
    expect(await progress(second!.contractId)).toMatchObject({
      contractNumber: numbers[1],
      serialNumber: 'SN-2002',
      quotedTurnaroundDays: 45,
      requiredReturnDate: null,
      repair: { serialNumber: 'SN-2002', reportedFault: '', tsn: null, csn: null },
    });

    const awardRow = await db
      .selectFrom('repair_awards')
      .selectAll()
      .where('inquiry_id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(awardRow).toMatchObject({ bidder_id: r.demo, remark: 'Best TAT' });
    const awarded = await db
      .selectFrom('repair_award_contracts')
      .select(['contract_id', 'item_id'])
      .where('inquiry_id', '=', r.id)
      .orderBy('item_id')
      .execute();
    expect(awarded).toEqual(
      [
        { contract_id: first!.contractId, item_id: r.itemIds[0] },
        { contract_id: second!.contractId, item_id: r.itemIds[1] },
      ].sort((x, y) => x.item_id!.localeCompare(y.item_id!)),
    );

    const outbox = await db
      .selectFrom('outbox')
      .select(['system', 'kind', 'payload'])
      .where('subject_id', '=', r.id)
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ system: 'erp', kind: 'repairQuote.award' });
    expect(outbox[0]!.payload).toMatchObject({
      inquiryNumber: r.inquiryNumber,
      supplierCode: DEMO_CODE,
      remark: 'Best TAT',
      contracts: [
        {
          contractNumber: numbers[0],
          currency: 'USD',
          itemNo: 1,
          serialNumber: 'SN-1001',
          lines: [
            { lineNo: 10, itemNo: 1, serialNumber: 'SN-1001', unitPrice: 1210, turnaroundDays: 20 },
          ],
        },
        {
          contractNumber: numbers[1],
          currency: 'CNY',
          itemNo: 2,
          serialNumber: 'SN-2002',
          lines: [
            { lineNo: 10, itemNo: 2, serialNumber: 'SN-2002', unitPrice: 7200, turnaroundDays: 45 },
          ],
        },
      ],
    });

    const log = await db
      .selectFrom('operation_logs')
      .select(['account', 'item'])
      .where('item', '=', `repairQuote.award ${r.inquiryNumber} ${numbers.join(' ')}`)
      .execute();
    expect(log).toEqual([{ account: 'buyer.admin', item: expect.any(String) }]);

    // The comparison now shows the award with both contracts.
    const shown = (await compare(r.id, 'buyerAdmin', 'zh')).json().data;
    expect(shown.award).toMatchObject({
      bidderId: r.demo,
      supplierName: '演示航空零件有限公司',
      contractId: first!.contractId,
      contractNumber: numbers[0],
      contracts: data.contracts,
    });
    expect(shown.inquiry.status).toBe('closed');

    // A second award is refused, whoever it names.
    const again = await award({ inquiryId: r.id, bidderId: r.other, version: before + 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This repair inquiry was already awarded');
  });

  it('keeps the number R-<inquiry number> when the winner quoted one unit', async () => {
    const r = await repairInquiry();
    await quote(r.id, r.demo, 'submitted', [
      line(r.itemIds[0]!, { quoted: false, fixed_price: null, currency: null }),
      line(r.itemIds[1]!, { turnaround_days: 30 }),
    ]);
    const res = await award({ inquiryId: r.id, bidderId: r.demo, version: await version(r.id) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const number = `R-${r.inquiryNumber}`;
    expect(data).toEqual({
      contractId: expect.any(String),
      contractNumber: number,
      contracts: [
        {
          contractId: data.contractId,
          contractNumber: number,
          itemId: r.itemIds[1],
          itemNo: 2,
          serialNumber: 'SN-2002',
        },
      ],
    });
    expect(res.json().msg).toBe(`Awarded: repair contract ${number} was sent to the supplier`);
    const repair = await t.database.db
      .selectFrom('repair_orders')
      .select(['serial_number', 'turnaround_days'])
      .where('contract_id', '=', data.contractId)
      .executeTakeFirstOrThrow();
    expect(repair).toEqual({ serial_number: 'SN-2002', turnaround_days: 30 });
    const payload = (
      await t.database.db
        .selectFrom('outbox')
        .select('payload')
        .where('subject_id', '=', r.id)
        .executeTakeFirstOrThrow()
    ).payload as { contracts: { contractNumber: string }[] };
    expect(payload.contracts.map((c) => c.contractNumber)).toEqual([number]);
    const log = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', '=', `repairQuote.award ${r.inquiryNumber} ${number}`)
      .execute();
    expect(log).toHaveLength(1);
  });

  it('refuses a stale version, a bidder of another inquiry, a quote not submitted and a frozen shop', async () => {
    const r = await repairInquiry();
    const elsewhere = await repairInquiry();
    await quote(r.id, r.demo, 'submitted', [line(r.itemIds[0]!)]);
    await quote(r.id, r.other, 'hold', [line(r.itemIds[0]!)]);
    const v = await version(r.id);

    const stale = await award(
      { inquiryId: r.id, bidderId: r.demo, version: v + 1 },
      'buyerAdmin',
      'zh',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('询价单已被他人修改，请刷新后重试。');
    const foreign = await award({ inquiryId: r.id, bidderId: elsewhere.demo, version: v });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('This supplier is not invited to this inquiry');
    const draft = await award({ inquiryId: r.id, bidderId: r.other, version: v });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().msg).toBe('This supplier has not submitted a repair quote');
    expect((await award({ inquiryId: 'no-such', bidderId: r.demo, version: 1 })).statusCode).toBe(
      404,
    );
    // A frozen repair shop is not awarded until it is unfrozen.
    await t.database.db
      .updateTable('companies')
      .set({ quality_frozen: true })
      .where('code', '=', DEMO_CODE)
      .execute();
    try {
      const frozen = await award(
        { inquiryId: r.id, bidderId: r.demo, version: v },
        'buyerAdmin',
        'zh',
      );
      expect(frozen.statusCode).toBe(409);
      expect(frozen.json().msg).toBe('该修理厂已被冻结，解冻后方可定标');
    } finally {
      await t.database.db
        .updateTable('companies')
        .set({ quality_frozen: false })
        .where('code', '=', DEMO_CODE)
        .execute();
    }

    // Nothing was written by the refusals.
    const db = t.database.db;
    expect(await version(r.id)).toBe(v);
    const awards = await db
      .selectFrom('repair_awards')
      .select('inquiry_id')
      .where('inquiry_id', '=', r.id)
      .execute();
    expect(awards).toEqual([]);
    const contracts = await db
      .selectFrom('contracts')
      .select('id')
      .where('contract_number', '=', `R-${r.inquiryNumber}`)
      .execute();
    expect(contracts).toEqual([]);
  });

  it('refuses a part inquiry, a supplier and a buyer without inquiry:award', async () => {
    const part = await createInquiry(t);
    const bidder = await t.database.db
      .selectFrom('bidders')
      .select('id')
      .where('inquiry_id', '=', part.id)
      .executeTakeFirstOrThrow();
    const notRepair = await award({ inquiryId: part.id, bidderId: bidder.id, version: 1 });
    expect(notRepair.statusCode).toBe(409);
    expect(notRepair.json().msg).toBe('This inquiry is not a repair inquiry');

    const r = await repairInquiry();
    await quote(r.id, r.demo, 'submitted', [line(r.itemIds[0]!)]);
    const body = { inquiryId: r.id, bidderId: r.demo, version: await version(r.id) };
    expect((await award(body, 'supplierDemo')).statusCode).toBe(403);
    // The quality department's role holds neither inquiry:review nor inquiry:award.
    expect((await award(body, 'buyerQuality')).statusCode).toBe(403);
    expect((await compare(r.id, 'buyerQuality')).statusCode).toBe(403);
  });

  it('answers 409 when the contract number is already taken, and leaves the inquiry open', async () => {
    const r = await repairInquiry();
    await quote(r.id, r.demo, 'submitted', [line(r.itemIds[0]!)]);
    const res = await postErpContract(
      t.app,
      erpContract({ contractNumber: `R-${r.inquiryNumber}`, supplierCode: OTHER_CODE }),
    );
    expect(res.statusCode).toBe(200);
    const v = await version(r.id);
    const taken = await award({ inquiryId: r.id, bidderId: r.demo, version: v });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toContain(`R-${r.inquiryNumber}`);
    expect(await version(r.id)).toBe(v);
  });
  it("refuses the whole award when the ERP used one unit's number, and writes nothing", async () => {
    const r = await repairInquiry();
    await quote(r.id, r.demo, 'submitted', [line(r.itemIds[0]!), line(r.itemIds[1]!)]);
    const taken = `R-${r.inquiryNumber}-2`;
    const erp = await postErpContract(
      t.app,
      erpContract({ contractNumber: taken, supplierCode: OTHER_CODE }),
    );
    expect(erp.statusCode).toBe(200);
    const v = await version(r.id);
    const refused = await award(
      { inquiryId: r.id, bidderId: r.demo, version: v },
      'buyerAdmin',
      'zh',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(`合同 ${taken} 已存在，未能定标。请联系 ERP 人员核查。`);

    const db = t.database.db;
    expect(await version(r.id)).toBe(v);
    const issued = await db
      .selectFrom('contracts')
      .select('contract_number')
      .where('inquiry_id', '=', r.id)
      .execute();
    expect(issued).toEqual([]);
    const first = await db
      .selectFrom('contracts')
      .select('id')
      .where('contract_number', '=', `R-${r.inquiryNumber}-1`)
      .execute();
    expect(first).toEqual([]);
    for (const table of ['repair_awards', 'repair_award_contracts'] as const) {
      const rows = await db
        .selectFrom(table)
        .select('inquiry_id')
        .where('inquiry_id', '=', r.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const outbox = await db
      .selectFrom('outbox')
      .select('id')
      .where('subject_id', '=', r.id)
      .execute();
    expect(outbox).toEqual([]);

    // Once the ERP's contract is renumbered, the award goes through.
    await db
      .updateTable('contracts')
      .set({ contract_number: `X-${taken}` })
      .where('contract_number', '=', taken)
      .execute();
    const ok = await award({ inquiryId: r.id, bidderId: r.demo, version: v });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.contracts).toHaveLength(2);
  });

  it('refuses a submitted quote that quotes no unit, and malformed input with 400', async () => {
    const r = await repairInquiry();
    await quote(r.id, r.demo, 'submitted', [
      line(r.itemIds[0]!, { quoted: false, fixed_price: null, currency: null }),
    ]);
    const v = await version(r.id);
    const nothing = await award({ inquiryId: r.id, bidderId: r.demo, version: v });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().msg).toBe('This supplier has not submitted a repair quote');

    for (const body of [
      {},
      { inquiryId: r.id, bidderId: r.demo },
      { inquiryId: r.id, bidderId: r.demo, version: 'x' },
      { inquiryId: r.id, bidderId: '', version: v },
      { inquiryId: r.id, bidderId: r.demo, version: v, remark: 'x'.repeat(501) },
    ]) {
      expect((await award(body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const badCurrency = await compare(r.id, 'buyerAdmin', 'en', 'XYZ');
    expect(badCurrency.statusCode).toBe(400);
  });

  it('grants inquiry:award to the built-in buyer roles that review inquiries', async () => {
    const grants = await t.database.db
      .selectFrom('role_permissions as rp')
      .innerJoin('roles as r', 'r.id', 'rp.role_id')
      .select(['r.code', 'rp.permission_code'])
      .where('rp.permission_code', 'in', ['inquiry:review', 'inquiry:award'])
      .where('r.company_id', 'is', null)
      .execute();
    const holders = (code: string) =>
      grants
        .filter((g) => g.permission_code === code)
        .map((g) => g.code)
        .sort();
    expect(holders('inquiry:award')).toEqual(holders('inquiry:review'));
    expect(holders('inquiry:award')).toEqual(['buyer-admin', 'buyer-commercial']);
  });
});

describe('migration 0028 (the contracts of an award)', () => {
  it('keeps an award made before it with its one contract, shown without a unit', async () => {
    const r = await repairInquiry();
    await quote(r.id, r.demo, 'submitted', [line(r.itemIds[0]!), line(r.itemIds[1]!)]);
    const res = await award({ inquiryId: r.id, bidderId: r.demo, version: await version(r.id) });
    const [first] = res.json().data.contracts as { contractId: string; contractNumber: string }[];
    const db = t.database.db as unknown as Kysely<unknown>;

    // Down: the award holds one contract again, its first unit's.
    await m0028.down(db);
    const legacy = await sql<{ contract_id: string }>`select contract_id from repair_awards
      where inquiry_id = ${r.id}`.execute(db);
    expect(legacy.rows).toEqual([{ contract_id: first!.contractId }]);

    // Up: that one contract becomes the award's, with no unit (it held every unit).
    await m0028.up(db);
    const shown = (await compare(r.id)).json().data;
    expect(shown.award).toMatchObject({
      contractId: first!.contractId,
      contractNumber: first!.contractNumber,
      contracts: [
        {
          contractId: first!.contractId,
          contractNumber: first!.contractNumber,
          itemId: null,
          itemNo: null,
          serialNumber: null,
        },
      ],
    });
  });
});
