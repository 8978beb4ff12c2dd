import type { ErpContractInput } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpContract, postErpContract } from '../../test/contract-fixtures.ts';
import { PDF, UPLOAD_URL, postMultipart } from '../../test/file-fixtures.ts';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

const SUP = '/api/admin/finance/bill';
const BUY = '/api/admin/finance/hnaBill';
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['supplierDemo', 'supplierOther', 'buyerAdmin'] as const) {
    tokens[key] = (await signIn(t.app, DEMO[key])).accessToken;
  }
});
afterAll(() => t.close());

type Who = 'supplierDemo' | 'supplierOther' | 'buyerAdmin';
const post = (url: string, body: unknown, who: Who = 'supplierDemo', lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: bearer(tokens[who]!, { 'accept-language': lang }),
    payload: body as Record<string, unknown>,
  });
const get = (url: string, query: Record<string, string>, who: Who = 'supplierDemo') =>
  t.app.inject({
    method: 'GET',
    url: `${url}?${new URLSearchParams(query).toString()}`,
    headers: bearer(tokens[who]!),
  });
const fieldsOf = (res: { json: () => { data?: { fields?: Record<string, string> } } }) =>
  res.json().data?.fields ?? {};

/** A confirmed ERP contract (lines 10: 4 EA at 15,250.50; 20: 10 EA at 320.25), in RMB. */
async function contract(
  overrides: Partial<ErpContractInput> = {},
  confirm = true,
  who: Who = 'supplierDemo',
) {
  const res = await postErpContract(t.app, erpContract({ currency: 'CNY', ...overrides }));
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as string;
  if (confirm) {
    const ok = await post(
      '/api/admin/contract/cgContractAnswer/confirmAll',
      { id, version: 1 },
      who,
    );
    expect(ok.statusCode, ok.body).toBe(200);
  }
  return id;
}

/** Ships `lines` of the contract and moves the notice to delivered. */
async function deliver(
  contractId: string,
  lines: { lineNo: number; quantity: number }[],
  who: Who = 'supplierDemo',
) {
  const created = await post(
    '/api/admin/contract/shipment/create',
    {
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
        lines,
      },
    },
    who,
  );
  expect(created.statusCode, created.body).toBe(200);
  const { id } = created.json().data;
  for (const [version, state] of [
    [1, 'shipped'],
    [2, 'delivered'],
  ] as const) {
    const moved = await post('/api/admin/contract/shipment/move', { id, version, state }, who);
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

async function upload(who: Who = 'supplierDemo'): Promise<string> {
  const res = await postMultipart(t.app, UPLOAD_URL, tokens[who]!, {}, [
    { name: 'fapiao.pdf', content: PDF, type: 'application/pdf' },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

let serial = 0;
/** A fully digital fapiao's 20-digit number, new each call. */
const digitalNumber = () => `2646100000${String((serial += 1)).padStart(10, '0')}`;

/** A fapiao of `amount` at 13 %, with its tax and total right. */
function fapiao(amount: number, fileId: string, overrides: Record<string, unknown> = {}) {
  const taxAmount = Math.round(amount * 13) / 100;
  return {
    kind: 'fapiaoSpecial',
    number: digitalNumber(),
    date: '2026-12-06',
    amount,
    taxRate: 13,
    taxAmount,
    total: Math.round((amount + taxAmount) * 100) / 100,
    fileId,
    ...overrides,
  };
}

/** The two delivered lines at the contract's prices: 2 × 15,250.50 + 5 × 320.25 = 32,102.25. */
const twoLines = [
  { lineNo: 10, quantity: 2, unitPrice: 15250.5 },
  { lineNo: 20, quantity: 5, unitPrice: 320.25 },
];

async function deliveredContract() {
  const contractId = await contract();
  await deliver(contractId, [
    { lineNo: 10, quantity: 2 },
    { lineNo: 20, quantity: 5 },
  ]);
  return contractId;
}

async function draft(contractId: string, lines: unknown = twoLines, who: Who = 'supplierDemo') {
  const res = await post(`${SUP}/create`, { contractId, lines }, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; version: number };
}

/** A draft of the two lines with a matching fapiao, submitted. */
async function submitted() {
  const contractId = await deliveredContract();
  const { id } = await draft(contractId);
  const fileId = await upload();
  const added = await post(`${SUP}/invoice/add`, {
    id,
    version: 1,
    invoice: fapiao(32102.25, fileId),
  });
  expect(added.statusCode, added.body).toBe(200);
  const sent = await post(`${SUP}/submit`, { id, version: 2 });
  expect(sent.statusCode, sent.body).toBe(200);
  return { contractId, id, version: sent.json().data.version as number };
}

describe('electronic bills', () => {
  it('bills delivered lines with a fapiao, is refused, corrected as a new version and approved', async () => {
    const contractId = await deliveredContract();
    const billable = await get(`${SUP}/billable`, { contractId });
    expect(billable.statusCode, billable.body).toBe(200);
    expect(billable.json().data.lines).toMatchObject([
      { lineNo: 10, contractPrice: 15250.5, delivered: 2, billed: 0, billable: 2 },
      { lineNo: 20, contractPrice: 320.25, delivered: 5, billed: 0, billable: 5 },
    ]);

    // Line 20 billed 10 % over the contract price: flagged, not refused.
    const { id } = await draft(contractId, [
      twoLines[0],
      { lineNo: 20, quantity: 5, unitPrice: 352.28 },
    ]);
    const detail = (await get(`${SUP}/detail`, { id })).json().data;
    expect(detail).toMatchObject({ state: 'draft', revision: 1, amount: 32262.4, flaggedLines: 1 });
    expect(detail.number).toMatch(/^BL-S100001-\d{6}$/);
    expect(detail.lines[0].match.flags).toEqual([]);
    expect(detail.lines[1].match).toMatchObject({ flags: ['price'], priceDiff: 32.03 });
    expect(detail.actions).toEqual(['edit', 'submit']);
    expect((await get(`${SUP}/billable`, { contractId })).json().data.lines[0].billable).toBe(0);

    const fileId = await upload();
    const invoice = fapiao(32262.4, fileId);
    const added = await post(`${SUP}/invoice/add`, { id, version: 1, invoice });
    expect(added.statusCode, added.body).toBe(200);
    const sent = await post(`${SUP}/submit`, { id, version: 2 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.state).toBe('pendingReview');
    // Submitted: no withdrawal, no edit.
    const edit = await post(`${SUP}/update`, { id, version: 3, lines: twoLines });
    expect(edit.statusCode).toBe(409);
    expect((await post(`${SUP}/correct`, { id, version: 3 })).statusCode).toBe(409);

    // The reviewer sees it with its flag, and as an approval task.
    const list = await get(
      `${BUY}/list`,
      { state: 'pendingReview', q: detail.number },
      'buyerAdmin',
    );
    expect(list.json().data.records).toMatchObject([{ id, flaggedLines: 1, invoiceCount: 1 }]);
    const tasks = await get('/api/admin/approve/task/list', { kind: 'billReview' }, 'buyerAdmin');
    expect(tasks.json().data.records.map((r: { subjectId: string }) => r.subjectId)).toContain(id);
    const count = await get('/api/admin/approve/task/count', {}, 'buyerAdmin');
    expect(count.json().data.byKind.billReview).toBeGreaterThanOrEqual(1);

    const refused = await post(
      `${BUY}/refuse`,
      { id, version: 3, reason: 'Line 20: the contract price is 320.25' },
      'buyerAdmin',
    );
    expect(refused.statusCode, refused.body).toBe(200);
    const seen = (await get(`${SUP}/detail`, { id })).json().data;
    expect(seen).toMatchObject({
      state: 'notApproved',
      rejectReason: 'Line 20: the contract price is 320.25',
      actions: ['correct'],
    });
    expect(seen.feedbackDate).not.toBeNull();

    // Corrected: a new draft version with the lines and the same fapiao; the refused one kept.
    const corrected = await post(`${SUP}/correct`, { id, version: 4 });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const next = corrected.json().data;
    expect(next).toMatchObject({ state: 'draft', version: 1 });
    const old = (await get(`${SUP}/detail`, { id })).json().data;
    expect(old).toMatchObject({ superseded: true, state: 'notApproved', actions: [] });
    const fixed = await post(`${SUP}/update`, { id: next.id, version: 1, lines: twoLines });
    expect(fixed.statusCode, fixed.body).toBe(200);
    // The fapiao no longer adds up to the bill; replace it (its number is free to reuse now).
    const v2 = (await get(`${SUP}/detail`, { id: next.id })).json().data;
    expect(v2).toMatchObject({ revision: 2, amount: 32102.25, flaggedLines: 0, invoiceCount: 1 });
    expect(v2.versions.map((v: { revision: number }) => v.revision)).toEqual([1, 2]);
    const mismatch = await post(`${SUP}/submit`, { id: next.id, version: 2 });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().error_description).toContain('32102.25');
    const removed = await post(`${SUP}/invoice/remove`, {
      id: next.id,
      version: 2,
      invoiceId: v2.invoices[0].id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const readded = await post(`${SUP}/invoice/add`, {
      id: next.id,
      version: 3,
      invoice: fapiao(32102.25, fileId, { number: invoice.number }),
    });
    expect(readded.statusCode, readded.body).toBe(200);
    expect((await post(`${SUP}/submit`, { id: next.id, version: 4 })).statusCode).toBe(200);

    const approved = await post(`${BUY}/approve`, { id: next.id, version: 5 }, 'buyerAdmin');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.state).toBe('approved');
    const buyerView = (await get(`${BUY}/detail`, { id: next.id }, 'buyerAdmin')).json().data;
    expect(buyerView).toMatchObject({ state: 'approved', actions: [] });
    expect(buyerView.versions.map((v: { state: string }) => v.state)).toEqual([
      'notApproved',
      'approved',
    ]);

    const erp = await t.database.db
      .selectFrom('outbox')
      .select(['system', 'kind', 'payload'])
      .where('subject_id', '=', next.id)
      .execute();
    expect(erp).toHaveLength(1);
    expect(erp[0]).toMatchObject({ system: 'erp', kind: 'bill.approved' });
    expect(erp[0]!.payload).toMatchObject({
      billNumber: detail.number,
      revision: 2,
      amount: 32102.25,
      invoices: [{ number: invoice.number, taxRate: 13, taxAmount: 4173.29 }],
    });
    const logs = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', 'like', `bill.% ${detail.number}%`)
      .execute();
    expect(logs.map((l) => l.item.split(' ')[0]).sort()).toEqual(
      [
        'bill.create',
        'bill.invoice.add',
        'bill.submit',
        'bill.refuse',
        'bill.correct',
        'bill.update',
        'bill.invoice.remove',
        'bill.invoice.add',
        'bill.submit',
        'bill.approve',
      ].sort(),
    );
  });

  it('flags a quantity beyond what was delivered and refuses lines with nothing delivered', async () => {
    const contractId = await contract();
    await deliver(contractId, [{ lineNo: 10, quantity: 2 }]);
    const { id } = await draft(contractId, [{ lineNo: 10, quantity: 3, unitPrice: 15250.5 }]);
    const line = (await get(`${SUP}/detail`, { id })).json().data.lines[0];
    expect(line.match).toMatchObject({ flags: ['quantity'], quantityDiff: 1, quantityDiffPct: 50 });

    const undelivered = await post(`${SUP}/create`, { contractId, lines: [twoLines[1]] });
    expect(undelivered.statusCode).toBe(409);
    expect(fieldsOf(undelivered)).toHaveProperty('lines.0.lineNo');
    const unknown = await post(`${SUP}/create`, {
      contractId,
      lines: [{ lineNo: 99, quantity: 1, unitPrice: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual({
      'lines.0.lineNo': 'This line is not in the contract (or was rejected)',
    });

    const unconfirmed = await contract({}, false);
    expect(
      (await post(`${SUP}/create`, { contractId: unconfirmed, lines: twoLines })).statusCode,
    ).toBe(409);
    expect((await get(`${SUP}/billable`, { contractId: unconfirmed })).statusCode).toBe(409);
  });

  it("answers 404 for another company's contract line and bill", async () => {
    const contractId = await deliveredContract();
    const other = await post(`${SUP}/create`, { contractId, lines: twoLines }, 'supplierOther');
    expect(other.statusCode).toBe(404);
    expect((await get(`${SUP}/billable`, { contractId }, 'supplierOther')).statusCode).toBe(404);

    const { id } = await draft(contractId);
    const fileId = await upload();
    expect((await get(`${SUP}/detail`, { id }, 'supplierOther')).statusCode).toBe(404);
    for (const [path, body] of [
      ['update', { id, version: 1, lines: twoLines }],
      ['invoice/add', { id, version: 1, invoice: fapiao(32102.25, fileId) }],
      ['invoice/remove', { id, version: 1, invoiceId: 'x' }],
      ['submit', { id, version: 1 }],
      ['correct', { id, version: 1 }],
    ] as const) {
      expect((await post(`${SUP}/${path}`, body, 'supplierOther')).statusCode, path).toBe(404);
    }
    const theirs = await get(`${SUP}/list`, { q: 'BL-S100001' }, 'supplierOther');
    expect(theirs.json().data.total).toBe(0);
    // Nor may a supplier attach another company's upload.
    const foreign = await upload('supplierOther');
    const res = await post(`${SUP}/invoice/add`, {
      id,
      version: 1,
      invoice: fapiao(32102.25, foreign),
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toHaveProperty('invoice.fileId');
    // The buyer does not see drafts.
    expect((await get(`${BUY}/detail`, { id }, 'buyerAdmin')).statusCode).toBe(404);
    expect((await post(`${BUY}/approve`, { id, version: 1 }, 'buyerAdmin')).statusCode).toBe(404);
  });

  it('gives a supplier 403 on every buyer call and the buyer 403 on supplier calls', async () => {
    const { id, version } = await submitted();
    for (const [method, path, body] of [
      ['GET', 'list', {}],
      ['GET', 'detail', { id }],
      ['GET', 'tolerance', {}],
      ['POST', 'approve', { id, version }],
      ['POST', 'refuse', { id, version, reason: 'no' }],
      ['POST', 'tolerance', { quantityPct: 9, pricePct: 9, version: 0 }],
    ] as const) {
      const res =
        method === 'GET'
          ? await get(`${BUY}/${path}`, body as Record<string, string>)
          : await post(`${BUY}/${path}`, body);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await get(`${SUP}/list`, {}, 'buyerAdmin')).statusCode).toBe(403);
    expect((await post(`${SUP}/submit`, { id, version }, 'buyerAdmin')).statusCode).toBe(403);
    expect((await get(`${SUP}/detail`, { id })).json().data.state).toBe('pendingReview');
  });

  it('checks a fapiao: tax = amount × rate, total = amount + tax, its number, its currency', async () => {
    const { id } = await draft(await deliveredContract());
    const fileId = await upload();
    const add = (invoice: Record<string, unknown>, lang = 'en') =>
      post(`${SUP}/invoice/add`, { id, version: 1, invoice }, 'supplierDemo', lang);

    const badTax = await add(fapiao(32102.25, fileId, { taxAmount: 4173.31, total: 36275.56 }));
    expect(badTax.statusCode).toBe(400);
    expect(fieldsOf(badTax)).toEqual({
      'invoice.taxAmount': 'The tax amount must be the amount × the tax rate (within one cent)',
    });
    const zh = await add(fapiao(32102.25, fileId, { taxAmount: 4000, total: 36102.25 }), 'zh');
    expect(fieldsOf(zh)['invoice.taxAmount']).toBe('税额必须等于金额 × 税率（误差不超过一分）');
    // Within one cent is accepted.
    expect(
      (await add(fapiao(32102.25, fileId, { taxAmount: 4173.3, total: 36275.55 }))).statusCode,
    ).toBe(200);

    const retry = (invoice: Record<string, unknown>) =>
      post(`${SUP}/invoice/add`, { id, version: 2, invoice });
    const badTotal = await retry(fapiao(100, fileId, { total: 120 }));
    expect(fieldsOf(badTotal)).toHaveProperty('invoice.total');
    const shortNumber = await retry(fapiao(100, fileId, { number: '1234567890' }));
    expect(fieldsOf(shortNumber)).toHaveProperty('invoice.number');
    const badRate = await retry(fapiao(100, fileId, { taxRate: 17 }));
    expect(fieldsOf(badRate)).toHaveProperty('invoice.taxRate');
    const noFile = await retry({ ...fapiao(100, fileId), fileId: undefined });
    expect(noFile.statusCode).toBe(400);
    const badCode = await retry(fapiao(100, fileId, { code: '123', number: '12345678' }));
    expect(fieldsOf(badCode)).toHaveProperty('invoice.code');
    const paper = await retry(fapiao(100, fileId, { code: '4600201130', number: '00012345' }));
    expect(paper.statusCode, paper.body).toBe(200);
    const cents = await post(`${SUP}/invoice/add`, {
      id,
      version: 3,
      invoice: fapiao(100.001, fileId),
    });
    expect(fieldsOf(cents)).toHaveProperty('invoice.amount');

    // A fapiao is in RMB: a USD bill takes commercial invoices in USD only.
    const usd = await contract({ currency: 'USD' });
    await deliver(usd, [{ lineNo: 10, quantity: 1 }]);
    const usdBill = await draft(usd, [{ lineNo: 10, quantity: 1, unitPrice: 15250.5 }]);
    const fapiaoOnUsd = await post(`${SUP}/invoice/add`, {
      id: usdBill.id,
      version: 1,
      invoice: fapiao(15250.5, fileId),
    });
    expect(fapiaoOnUsd.statusCode).toBe(400);
    expect(fapiaoOnUsd.json().error_description).toContain('USD');
    const commercial = (currency: string) => ({
      kind: 'commercial',
      number: `INV-${(serial += 1)}`,
      date: '2026-12-06',
      currency,
      amount: 15250.5,
      total: 15250.5,
    });
    const eur = await post(`${SUP}/invoice/add`, {
      id: usdBill.id,
      version: 1,
      invoice: commercial('EUR'),
    });
    expect(fieldsOf(eur)).toHaveProperty('invoice.currency');
    const ok = await post(`${SUP}/invoice/add`, {
      id: usdBill.id,
      version: 1,
      invoice: commercial('USD'),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await post(`${SUP}/submit`, { id: usdBill.id, version: 2 })).statusCode).toBe(200);
  });

  it('uses an invoice number once per supplier (409 naming the bill that holds it)', async () => {
    const contractId = await deliveredContract();
    const first = await draft(contractId, [twoLines[0]]);
    const second = await draft(contractId, [twoLines[1]]);
    const fileId = await upload();
    const invoice = fapiao(30501, fileId);
    expect(
      (await post(`${SUP}/invoice/add`, { id: first.id, version: 1, invoice })).statusCode,
    ).toBe(200);
    const again = await post(`${SUP}/invoice/add`, { id: second.id, version: 1, invoice });
    expect(again.statusCode).toBe(409);
    const number = (await get(`${SUP}/detail`, { id: first.id })).json().data.number;
    expect(again.json().error_description).toContain(invoice.number);
    expect(again.json().error_description).toContain(number);
    // The same paper fapiao (code and number) twice on one bill, too.
    const paper = fapiao(10, fileId, { code: '4600201130', number: '00054321' });
    expect(
      (await post(`${SUP}/invoice/add`, { id: first.id, version: 2, invoice: paper })).statusCode,
    ).toBe(200);
    expect(
      (await post(`${SUP}/invoice/add`, { id: first.id, version: 3, invoice: paper })).statusCode,
    ).toBe(409);
    // Another supplier may have an invoice of the same number.
    const theirs = await contract({ supplierCode: 'S100002' }, true, 'supplierOther');
    await deliver(theirs, [{ lineNo: 10, quantity: 2 }], 'supplierOther');
    const otherDraft = await draft(theirs, [twoLines[0]], 'supplierOther');
    const theirFile = await upload('supplierOther');
    const theirAdd = await post(
      `${SUP}/invoice/add`,
      {
        id: otherDraft.id,
        version: 1,
        invoice: fapiao(30501, theirFile, { number: invoice.number }),
      },
      'supplierOther',
    );
    expect(theirAdd.statusCode, theirAdd.body).toBe(200);
  });

  it('refuses submitting without an invoice or with invoices that do not add up', async () => {
    const { id } = await draft(await deliveredContract());
    expect((await post(`${SUP}/submit`, { id, version: 1 })).statusCode).toBe(409);
    const fileId = await upload();
    await post(`${SUP}/invoice/add`, { id, version: 1, invoice: fapiao(32000, fileId) });
    const short = await post(`${SUP}/submit`, { id, version: 2 });
    expect(short.statusCode).toBe(409);
    expect(short.json().error_description).toContain('32000.00');
  });

  it('answers 409 on a stale version and on moves the state does not allow', async () => {
    const { id, version } = await submitted();
    expect(
      (await post(`${BUY}/approve`, { id, version: version - 1 }, 'buyerAdmin')).statusCode,
    ).toBe(409);
    const noReason = await post(`${BUY}/refuse`, { id, version, reason: '  ' }, 'buyerAdmin');
    expect(noReason.statusCode).toBe(400);
    expect(fieldsOf(noReason)).toHaveProperty('reason');
    expect((await post(`${BUY}/approve`, { id, version }, 'buyerAdmin')).statusCode).toBe(200);
    // A double click: the second approval is stale; with the new version, not allowed.
    expect((await post(`${BUY}/approve`, { id, version }, 'buyerAdmin')).statusCode).toBe(409);
    const refuse = await post(
      `${BUY}/refuse`,
      { id, version: version + 1, reason: 'late' },
      'buyerAdmin',
    );
    expect(refuse.statusCode).toBe(409);
    expect((await post(`${SUP}/correct`, { id, version: version + 1 })).statusCode).toBe(409);

    const { id: draftId } = await draft(await deliveredContract());
    const stale = await post(`${SUP}/update`, { id: draftId, version: 5, lines: twoLines });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses bad input with 400, never 500', async () => {
    const contractId = await deliveredContract();
    const many = Array.from({ length: 201 }, (_, i) => ({
      lineNo: i + 1,
      quantity: 1,
      unitPrice: 1,
    }));
    expect((await post(`${SUP}/create`, { contractId, lines: many })).statusCode).toBe(400);
    expect((await post(`${SUP}/create`, { contractId, lines: [] })).statusCode).toBe(400);
    const repeated = await post(`${SUP}/create`, {
      contractId,
      lines: [twoLines[0], twoLines[0]],
    });
    expect(fieldsOf(repeated)).toHaveProperty('lines.1.lineNo');
    for (const line of [
      { lineNo: 10, quantity: 0, unitPrice: 1 },
      { lineNo: 10, quantity: 1.5, unitPrice: 1 },
      { lineNo: 10, quantity: 1, unitPrice: -1 },
      { lineNo: 10, quantity: 1, unitPrice: 1.00001 },
      { lineNo: 10, quantity: 1, unitPrice: 1e15 },
    ]) {
      const res = await post(`${SUP}/create`, { contractId, lines: [line] });
      expect(res.statusCode, JSON.stringify(line)).toBe(400);
    }
    expect(
      (await post(`${SUP}/create`, { contractId, lines: twoLines, remarks: 'x'.repeat(501) }))
        .statusCode,
    ).toBe(400);
    expect((await get(`${SUP}/list`, { size: '501' })).statusCode).toBe(400);
    expect((await get(`${SUP}/list`, { state: 'paid' })).statusCode).toBe(400);
    expect((await get(`${SUP}/detail`, { id: 'x'.repeat(65) })).statusCode).toBe(400);
    const { id, version } = await submitted();
    const long = await post(
      `${BUY}/refuse`,
      { id, version, reason: 'x'.repeat(501) },
      'buyerAdmin',
    );
    expect(long.statusCode).toBe(400);
  });

  it('refuses a frozen supplier', async () => {
    const contractId = await deliveredContract();
    const { id } = await draft(contractId);
    const freeze = (frozen: boolean) =>
      t.database.db
        .updateTable('companies')
        .set({ commercial_frozen: frozen })
        .where('code', '=', 'S100001')
        .execute();
    await freeze(true);
    try {
      expect((await post(`${SUP}/create`, { contractId, lines: twoLines })).statusCode).toBe(403);
      expect((await post(`${SUP}/submit`, { id, version: 1 })).statusCode).toBe(403);
    } finally {
      await freeze(false);
    }
  });

  it('lets the buyer set the tolerances that later bills are matched with', async () => {
    const initial = await get(`${BUY}/tolerance`, {}, 'buyerAdmin');
    expect(initial.json().data).toEqual({ quantityPct: 2, pricePct: 5, version: 0 });
    expect(
      (await post(`${BUY}/tolerance`, { quantityPct: 51, pricePct: 5, version: 0 }, 'buyerAdmin'))
        .statusCode,
    ).toBe(400);
    const set = await post(
      `${BUY}/tolerance`,
      { quantityPct: 0, pricePct: 12, version: 0 },
      'buyerAdmin',
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.version).toBe(1);
    expect(
      (await post(`${BUY}/tolerance`, { quantityPct: 2, pricePct: 5, version: 0 }, 'buyerAdmin'))
        .statusCode,
    ).toBe(409);
    try {
      // 10 % over the contract price is within 12 %.
      const { id } = await draft(await deliveredContract(), [
        { lineNo: 20, quantity: 5, unitPrice: 352.28 },
      ]);
      const bill = (await get(`${SUP}/detail`, { id })).json().data;
      expect(bill.tolerance).toEqual({ quantityPct: 0, pricePct: 12 });
      expect(bill.flaggedLines).toBe(0);
    } finally {
      const back = await post(
        `${BUY}/tolerance`,
        { quantityPct: 2, pricePct: 5, version: 1 },
        'buyerAdmin',
      );
      expect(back.statusCode).toBe(200);
    }
  });
});
