// What a supplier may bill (the pick list), repair bills and freight bills
// (docs/decisions/2026-11-28-bill-sources.md): isolation, states, double billing and bad input.
import { randomUUID } from 'node:crypto';
import type { RepairStatus } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateAfter } from '../../core/business-time.ts';
import { COMPANIES } from '../../seed/demo-data.ts';
import { erpContract, postErpContract } from '../../test/contract-fixtures.ts';
import { PDF, UPLOAD_URL, postMultipart } from '../../test/file-fixtures.ts';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

const SUP = '/api/admin/finance/bill';
const TRANSPORT = COMPANIES.transportSupplier.id;
type Who = 'supplierDemo' | 'supplierOther' | 'buyerAdmin' | 'transportDemo';
let t: TestApp;
const tokens: Record<string, string> = {};
const day = (n: number) => businessDateAfter(new Date(), n);

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['supplierDemo', 'supplierOther', 'buyerAdmin', 'transportDemo'] as const) {
    tokens[key] = (await signIn(t.app, DEMO[key])).accessToken;
  }
});
afterAll(() => t.close());

const post = (url: string, body: unknown, who: Who = 'supplierDemo') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: bearer(tokens[who]!),
    payload: body as Record<string, unknown>,
  });
const get = (url: string, query: Record<string, string>, who: Who = 'supplierDemo') =>
  t.app.inject({
    method: 'GET',
    url: `${url}?${new URLSearchParams(query).toString()}`,
    headers: bearer(tokens[who]!),
  });

async function confirmedContract(kind: 'purchase' | 'repair') {
  const res = await postErpContract(t.app, erpContract({ currency: 'CNY', kind }));
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as string;
  const ok = await post('/api/admin/contract/cgContractAnswer/confirmAll', { id, version: 1 });
  expect(ok.statusCode, ok.body).toBe(200);
  return id;
}

/**
 * A confirmed repair contract of supplier.demo (quoted 64,204.50: 4 × 15,250.50 + 10 × 320.25)
 * whose repair order is at `status` with 500 of approved added costs. The repair's own moves are
 * repair-progress's to test; here only where it stands matters.
 */
async function repair(status: RepairStatus | null = 'shipped') {
  const contractId = await confirmedContract('repair');
  if (status) {
    await t.database.db
      .insertInto('repair_orders')
      .values({ contract_id: contractId, status, approved_costs: 500, serial_number: 'SN-77' })
      .execute();
  }
  return contractId;
}
const REPAIR_REFERENCE = 64704.5;

/** A confirmed transport order of transport.demo for 100 (50 kg at 2 /kg, minimum 100). */
async function transportOrder() {
  const created = await post(
    '/api/admin/pd/pdDemandInquiry/create',
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
  const detail = (
    await get('/api/admin/pd/pdDemandInquiry/detail', { id: inquiryId }, 'buyerAdmin')
  ).json().data;
  const award = await post(
    '/api/admin/pd/pdDemandInquiry/award',
    { inquiryId, version: detail.version, quoteId: detail.quotes[0].id },
    'buyerAdmin',
  );
  expect(award.statusCode, award.body).toBe(200);
  const orderId = award.json().data.id as string;
  const answered = await post(
    '/api/admin/pd/pdDemandOrder/answer',
    { id: orderId, version: 1, decision: 'confirm' },
    'transportDemo',
  );
  expect(answered.statusCode, answered.body).toBe(200);
  return orderId;
}

/** A waybill of the order, signed for unless told (the sign-for flow is the waybills' to test). */
async function waybill(orderId: string, delivered = true) {
  const party = (name: string) => ({ name, address: `${name} road 1`, phone: '+86 898 1234 5678' });
  const res = await post(
    '/api/admin/pd/domesticWaybill/create',
    {
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
    },
    'transportDemo',
  );
  expect(res.statusCode, res.body).toBe(200);
  if (delivered) await signFor(orderId);
}

async function signFor(orderId: string) {
  const proof = await upload('transportDemo');
  await t.database.db
    .updateTable('domestic_waybills')
    .set({ state: 'delivered', signed_by: 'Li Na', signed_at: new Date(), proof_file_id: proof })
    .where('order_id', '=', orderId)
    .execute();
}

async function upload(who: Who) {
  const res = await postMultipart(t.app, UPLOAD_URL, tokens[who]!, {}, [
    { name: 'fapiao.pdf', content: PDF, type: 'application/pdf' },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

let serial = 0;
function fapiao(amount: number, rate: 13 | 9, fileId: string) {
  const taxAmount = Math.round(amount * rate) / 100;
  return {
    kind: 'fapiaoSpecial',
    number: `2646200000${String((serial += 1)).padStart(10, '0')}`,
    date: '2026-12-06',
    amount,
    taxRate: rate,
    taxAmount,
    total: Math.round((amount + taxAmount) * 100) / 100,
    fileId,
  };
}

const sources = (kind: string, who: Who = 'supplierDemo', q = '') =>
  get(`${SUP}/sources`, { kind, size: '100', ...(q ? { q } : {}) }, who);
const ids = (res: { json: () => { data: { records: { id: string }[] } } }) =>
  res.json().data.records.map((r) => r.id);

describe('bill sources', () => {
  it('offers goods and repair to a goods supplier and freight to a carrier', async () => {
    expect((await get(`${SUP}/kinds`, {})).json().data.kinds).toEqual(['goods', 'repair']);
    expect((await get(`${SUP}/kinds`, {}, 'transportDemo')).json().data.kinds).toEqual(['freight']);
    expect((await sources('freight')).statusCode).toBe(409);
    expect((await sources('goods', 'transportDemo')).statusCode).toBe(409);
    expect((await sources('goods', 'buyerAdmin')).statusCode).toBe(403);
    expect((await get(`${SUP}/kinds`, {}, 'buyerAdmin')).statusCode).toBe(403);
  });

  it('lists goods contracts with delivered lines not yet billed, searchable, own only', async () => {
    const contractId = await confirmedContract('purchase');
    expect(ids(await sources('goods'))).not.toContain(contractId);
    const notice = await post('/api/admin/contract/shipment/create', {
      contractId,
      notice: {
        shipDate: '2026-12-01',
        expectedDeliveryDate: '2026-12-05',
        tradeTerms: 'FCA',
        deliveryPlace: 'Haikou',
        transportMode: 'land',
        waybillNumber: 'SF123',
        transportAgent: 'Other',
        agentName: 'SF Express',
        lines: [{ lineNo: 10, quantity: 2 }],
      },
    });
    expect(notice.statusCode, notice.body).toBe(200);
    const { id } = notice.json().data;
    for (const [version, state] of [
      [1, 'shipped'],
      [2, 'delivered'],
    ] as const) {
      const moved = await post('/api/admin/contract/shipment/move', { id, version, state });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const listed = await sources('goods');
    expect(listed.statusCode, listed.body).toBe(200);
    const row = listed.json().data.records.find((r: { id: string }) => r.id === contractId);
    expect(row).toMatchObject({ kind: 'goods', billableLines: 1, amount: null, currency: 'CNY' });
    expect(ids(await sources('goods', 'supplierDemo', row.number))).toEqual([contractId]);
    expect(ids(await sources('goods', 'supplierOther'))).not.toContain(contractId);

    // Billed in full: gone from the list.
    const bill = await post(`${SUP}/create`, {
      contractId,
      lines: [{ lineNo: 10, quantity: 2, unitPrice: 15250.5 }],
    });
    expect(bill.statusCode, bill.body).toBe(200);
    expect(ids(await sources('goods'))).not.toContain(contractId);
  });

  it('bills a shipped repair at its quoted amount plus approved costs, once', async () => {
    const contractId = await repair('shipped');
    const row = (await sources('repair'))
      .json()
      .data.records.find((r: { id: string }) => r.id === contractId);
    expect(row).toMatchObject({
      amount: REPAIR_REFERENCE,
      repair: {
        serialNumber: 'SN-77',
        status: 'shipped',
        quotedAmount: 64204.5,
        approvedCosts: 500,
      },
    });
    expect(ids(await sources('repair', 'supplierOther'))).not.toContain(contractId);

    const created = await post(`${SUP}/createRepair`, { contractId, amount: REPAIR_REFERENCE });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    const detail = (await get(`${SUP}/detail`, { id })).json().data;
    expect(detail).toMatchObject({
      kind: 'repair',
      amount: REPAIR_REFERENCE,
      flaggedLines: 0,
      contractId,
      repair: { quotedAmount: 64204.5, approvedCosts: 500 },
      freight: null,
    });
    expect(detail.lines).toMatchObject([
      {
        source: 'repair',
        quantity: 1,
        unitPrice: REPAIR_REFERENCE,
        contractPrice: REPAIR_REFERENCE,
      },
    ]);
    expect(ids(await sources('repair'))).not.toContain(contractId);
    const twice = await post(`${SUP}/createRepair`, { contractId, amount: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toContain(detail.number);

    // 10 % over the reference: flagged for the reviewer. A repair draft takes an amount, not lines.
    const raised = await post(`${SUP}/update`, { id, version: 1, amount: 71175 });
    expect(raised.statusCode, raised.body).toBe(200);
    const flagged = (await get(`${SUP}/detail`, { id })).json().data;
    expect(flagged).toMatchObject({ amount: 71175, flaggedLines: 1, version: 2 });
    expect(flagged.lines[0].match.flags).toEqual(['price']);
    const lines = await post(`${SUP}/update`, {
      id,
      version: 2,
      lines: [{ lineNo: 10, quantity: 1, unitPrice: 1 }],
    });
    expect(lines.statusCode).toBe(400);
    expect((await post(`${SUP}/update`, { id, version: 1, amount: 5 })).statusCode).toBe(409);

    // A repair fapiao at 13 % adding up to the bill: submitted.
    const back = await post(`${SUP}/update`, { id, version: 2, amount: REPAIR_REFERENCE });
    expect(back.statusCode, back.body).toBe(200);
    const fileId = await upload('supplierDemo');
    const added = await post(`${SUP}/invoice/add`, {
      id,
      version: 3,
      invoice: fapiao(REPAIR_REFERENCE, 13, fileId),
    });
    expect(added.statusCode, added.body).toBe(200);
    const sent = await post(`${SUP}/submit`, { id, version: 4 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.state).toBe('pendingReview');
    const logs = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', '=', `bill.createRepair ${detail.number}`)
      .execute();
    expect(logs).toHaveLength(1);
  });

  it('refuses a repair not yet billable, another company’s, a goods contract, and a frozen one', async () => {
    const early = await repair('underRepair');
    const res = await post(`${SUP}/createRepair`, { contractId: early, amount: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('underRepair');
    const untouched = await repair(null);
    expect(
      (await post(`${SUP}/createRepair`, { contractId: untouched, amount: 1 })).statusCode,
    ).toBe(409);
    const revoked = await repair('consentToPaymentRevocation');
    expect((await post(`${SUP}/createRepair`, { contractId: revoked, amount: 1 })).statusCode).toBe(
      409,
    );
    expect(ids(await sources('repair'))).not.toContain(early);

    const theirs = await repair('billToBeUpdated');
    const other = await post(
      `${SUP}/createRepair`,
      { contractId: theirs, amount: 1 },
      'supplierOther',
    );
    expect(other.statusCode).toBe(404);
    expect(
      (await post(`${SUP}/createRepair`, { contractId: theirs, amount: 1 }, 'buyerAdmin'))
        .statusCode,
    ).toBe(403);
    const goods = await confirmedContract('purchase');
    expect((await post(`${SUP}/createRepair`, { contractId: goods, amount: 1 })).statusCode).toBe(
      409,
    );

    const freeze = (frozen: boolean) =>
      t.database.db
        .updateTable('companies')
        .set({ commercial_frozen: frozen })
        .where('code', '=', 'S100001')
        .execute();
    await freeze(true);
    try {
      expect(
        (await post(`${SUP}/createRepair`, { contractId: theirs, amount: 1 })).statusCode,
      ).toBe(403);
    } finally {
      await freeze(false);
    }
  });

  it('bills a delivered transport order with its mode, route, weight, volume and charges, once', async () => {
    const orderId = await transportOrder();
    // Awarded, not delivered: not billable.
    expect(ids(await sources('freight', 'transportDemo'))).not.toContain(orderId);
    const early = await post(
      `${SUP}/createFreight`,
      { transportOrderId: orderId, amount: 100 },
      'transportDemo',
    );
    expect(early.statusCode).toBe(409);
    await waybill(orderId, false);
    expect(
      (
        await post(
          `${SUP}/createFreight`,
          { transportOrderId: orderId, amount: 100 },
          'transportDemo',
        )
      ).statusCode,
    ).toBe(409);
    await signFor(orderId);

    const row = (await sources('freight', 'transportDemo'))
      .json()
      .data.records.find((r: { id: string }) => r.id === orderId);
    expect(row).toMatchObject({
      kind: 'freight',
      amount: 100,
      title: 'Haikou → Sanya',
      freight: { transportMode: 'land', weightKg: 50, volumeM3: 0.2, charges: 100 },
    });
    // Another company's order: 404, whoever asks.
    expect(
      (await post(`${SUP}/createFreight`, { transportOrderId: orderId, amount: 100 })).statusCode,
    ).toBe(404);

    const created = await post(
      `${SUP}/createFreight`,
      { transportOrderId: orderId, amount: 100 },
      'transportDemo',
    );
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    const detail = (await get(`${SUP}/detail`, { id }, 'transportDemo')).json().data;
    expect(detail).toMatchObject({
      kind: 'freight',
      amount: 100,
      contractId: null,
      contractNumber: row.number,
      flaggedLines: 0,
      freight: {
        transportMode: 'land',
        route: 'Haikou → Sanya',
        weightKg: 50,
        volumeM3: 0.2,
        charges: 100,
      },
    });
    expect(detail.lines).toMatchObject([{ source: 'transportOrder', partNumber: row.number }]);
    expect((await get(`${SUP}/detail`, { id })).statusCode).toBe(404);

    const twice = await post(
      `${SUP}/createFreight`,
      { transportOrderId: orderId, amount: 100 },
      'transportDemo',
    );
    expect(twice.statusCode).toBe(409);
    expect(ids(await sources('freight', 'transportDemo'))).not.toContain(orderId);

    // A transport fapiao at 9 %.
    const fileId = await upload('transportDemo');
    const added = await post(
      `${SUP}/invoice/add`,
      { id, version: 1, invoice: fapiao(100, 9, fileId) },
      'transportDemo',
    );
    expect(added.statusCode, added.body).toBe(200);
    const sent = await post(`${SUP}/submit`, { id, version: 2 }, 'transportDemo');
    expect(sent.statusCode, sent.body).toBe(200);

    // The finance review approves it; the ERP hears a freight bill with its order.
    const approved = await post(
      '/api/admin/finance/hnaBill/approve',
      { id, version: 3 },
      'buyerAdmin',
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const erp = await t.database.db
      .selectFrom('outbox')
      .select('payload')
      .where('subject_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(erp.payload).toMatchObject({
      kind: 'freight',
      contractNumber: row.number,
      freight: { transportMode: 'land', route: 'Haikou → Sanya', charges: 100 },
      lines: [{ source: 'transportOrder', transportOrderNumber: row.number, amount: 100 }],
    });
  });

  it('refuses bad input with 400, never 500', async () => {
    for (const body of [
      { contractId: 'x', amount: -1 },
      { contractId: 'x', amount: 1.001 },
      { contractId: 'x', amount: 1e15 },
      { amount: 1 },
      { contractId: 'x'.repeat(65), amount: 1 },
      { contractId: 'x', amount: 1, remarks: 'r'.repeat(501) },
    ]) {
      const res = await post(`${SUP}/createRepair`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{ transportOrderId: 'x', amount: '1' }, { transportOrderId: '' }]) {
      expect((await post(`${SUP}/createFreight`, body, 'transportDemo')).statusCode).toBe(400);
    }
    expect((await get(`${SUP}/sources`, { kind: 'service' })).statusCode).toBe(400);
    expect((await get(`${SUP}/sources`, { kind: 'goods', q: 'q'.repeat(61) })).statusCode).toBe(
      400,
    );
    expect((await get(`${SUP}/sources`, { kind: 'goods', size: '100000' })).statusCode).toBe(400);
    const both = await post(`${SUP}/update`, {
      id: 'x',
      version: 1,
      amount: 1,
      lines: [{ lineNo: 10, quantity: 1, unitPrice: 1 }],
    });
    expect(both.statusCode).toBe(400);
    expect((await post(`${SUP}/createRepair`, { contractId: 'nope', amount: 1 })).statusCode).toBe(
      404,
    );
    expect(
      (await post(`${SUP}/createFreight`, { transportOrderId: 'nope', amount: 1 }, 'transportDemo'))
        .statusCode,
    ).toBe(404);
  });
});
