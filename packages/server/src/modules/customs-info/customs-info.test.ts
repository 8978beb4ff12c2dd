// Customs information through the API: the goods supplier enters it for its own ship notice with
// one of its valid brokers and its own documents; the buyer reads it; another company's notice or
// broker is 404, bad codes and a revoked broker 400, stale versions and illegal moves 409, a
// frozen supplier 403, each side's calls refuse the other (403). A transport supplier reads, and
// only reads, the records of the notices its confirmed transport orders carry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateAfter } from '../../core/business-time.ts';
import { erpContract, postErpContract } from '../../test/contract-fixtures.ts';
import { PDF, UPLOAD_URL, postMultipart } from '../../test/file-fixtures.ts';
import { bearer, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';

const SUP = '/api/admin/contract/customs';
const BUY = '/api/admin/contract/hnaCustoms';
const CUSTOMS = '/api/admin/supplier/supCustoms';
const CARRIER = '/api/admin/pd/pdCustoms/list';
type Who = 'supplierDemo' | 'supplierOther' | 'buyerAdmin' | 'transportDemo';
let t: TestApp;
let tokens: Record<Who, string>;

const post = (url: string, body: unknown, who: Who = 'supplierDemo', lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: bearer(tokens[who], { 'accept-language': lang }),
    payload: body as Record<string, unknown>,
  });
const get = (url: string, query: Record<string, string> = {}, who: Who = 'supplierDemo') =>
  t.app.inject({
    method: 'GET',
    url: `${url}?${new URLSearchParams(query).toString()}`,
    headers: bearer(tokens[who]),
  });
/** The notice's row in a list (every row on one page: the seed and earlier tests add notices). */
async function rowOf(url: string, id: string, who: Who = 'supplierDemo', query = {}) {
  const res = await get(url, { size: '500', ...query }, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.records.find((r: { shipmentId: string }) => r.shipmentId === id) as
    Record<string, unknown> | undefined;
}
const fieldsOf = (res: { json: () => { data?: { fields?: Record<string, string> } } }) =>
  res.json().data?.fields ?? {};

async function upload(who: Who = 'supplierDemo'): Promise<string> {
  const res = await postMultipart(t.app, UPLOAD_URL, tokens[who], {}, [
    { name: 'commercial-invoice.pdf', content: PDF, type: 'application/pdf' },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

/** A ship notice of supplier.demo on a fresh confirmed contract. */
async function shipment(): Promise<string> {
  const created = await postErpContract(t.app, erpContract());
  expect(created.statusCode, created.body).toBe(200);
  const contractId = created.json().data.id as string;
  const ok = await post('/api/admin/contract/cgContractAnswer/confirmAll', {
    id: contractId,
    version: 1,
  });
  expect(ok.statusCode, ok.body).toBe(200);
  const res = await post('/api/admin/contract/shipment/create', {
    contractId,
    notice: {
      shipDate: '2026-12-01',
      expectedDeliveryDate: '2026-12-05',
      tradeTerms: 'FCA',
      deliveryPlace: 'Haikou',
      transportMode: 'air',
      waybillNumber: '784-12345675',
      transportAgent: 'Other',
      agentName: 'Kerry Logistics',
      lines: [{ lineNo: 10, quantity: 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

async function broker(who: Who, name: string): Promise<{ id: string; version: number }> {
  const res = await post(
    `${CUSTOMS}/authorize`,
    {
      kind: 'personal',
      brokerName: name,
      idNumber: '310101199001011234',
      phone: '+86 21 5555 0101',
      validFrom: '2026-01-01',
      validUntil: '2099-12-31',
      letterFileId: await upload(who),
    },
    who,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** transport.demo's transport order carrying the notice: inquiry, quote, award naming it. */
async function awardCarrying(noticeNumber: string): Promise<{ id: string; version: number }> {
  const day = (n: number) => businessDateAfter(new Date(), n);
  const inquiry = await post(
    '/api/admin/pd/pdDemandInquiry/create',
    {
      mode: 'land',
      origin: 'Haikou',
      destination: 'Guangzhou',
      cargo: 'general',
      pieces: 1,
      grossWeightKg: 20,
      volumeM3: 0.1,
      readyDate: day(1),
      replyDeadline: day(3),
      supplierIds: [(await transportCompany()).id],
    },
    'buyerAdmin',
  );
  expect(inquiry.statusCode, inquiry.body).toBe(200);
  const inquiryId = inquiry.json().data.id as string;
  const quoted = await post(
    '/api/admin/pd/pdDemandQuote/save',
    {
      inquiryId,
      version: 0,
      currency: 'CNY',
      ratePerKg: 2,
      minimumCharge: 100,
      transitDays: 2,
      validityDate: day(10),
    },
    'transportDemo',
  );
  expect(quoted.statusCode, quoted.body).toBe(200);
  const award = await post(
    '/api/admin/pd/pdDemandInquiry/award',
    { inquiryId, version: 2, quoteId: quoted.json().data.id, noticeNumber },
    'buyerAdmin',
  );
  expect(award.statusCode, award.body).toBe(200);
  return { id: award.json().data.id as string, version: 1 };
}
const transportCompany = () =>
  t.database.db
    .selectFrom('users')
    .select('company_id as id')
    .where('account', '=', 'transport.demo')
    .executeTakeFirstOrThrow();
const carried = async (who: Who = 'transportDemo') => {
  const res = await get(CARRIER, { size: '500' }, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.records.map((r: { shipmentId: string }) => r.shipmentId) as string[];
};

let brokerId = '';
let revokedBrokerId = '';
let otherBrokerId = '';

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t.app, ['supplierDemo', 'supplierOther', 'buyerAdmin', 'transportDemo']);
  brokerId = (await broker('supplierDemo', '王海关')).id;
  const revoked = await broker('supplierDemo', '李报关');
  const res = await post(`${CUSTOMS}/revoke`, { id: revoked.id, version: revoked.version });
  expect(res.statusCode, res.body).toBe(200);
  revokedBrokerId = revoked.id;
  otherBrokerId = (await broker('supplierOther', '赵报关')).id;
});
afterAll(() => t.close());

const info = (shipmentId: string, overrides: Record<string, unknown> = {}) => ({
  shipmentId,
  version: 0,
  hsCode: '8803300000',
  declaredValue: 30501,
  currency: 'USD',
  originCountry: 'US',
  brokerId,
  state: 'toDeclare',
  ...overrides,
});

describe('customs information', () => {
  it('offers only the company’s valid brokers', async () => {
    const res = await get(`${SUP}/brokers`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.records.map((r: { id: string }) => r.id);
    expect(ids).toContain(brokerId);
    expect(ids).not.toContain(revokedBrokerId);
    expect(ids).not.toContain(otherBrokerId);
  });

  it('enters, declares and releases; both sides read it; the ERP and the log hear it', async () => {
    const id = await shipment();
    const doc = await upload();
    expect(await rowOf(`${SUP}/list`, id)).toMatchObject({
      customsState: 'toDeclare',
      version: 0,
      hsCode: '',
    });

    const first = await post(`${SUP}/save`, info(id, { documentIds: [doc] }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      customsState: 'toDeclare',
      hsCode: '8803300000',
      declaredValue: 30501,
      brokerName: '王海关',
      version: 1,
      documents: [{ id: doc, name: 'commercial-invoice.pdf' }],
    });
    const declared = await post(
      `${SUP}/save`,
      info(id, { version: 1, state: 'declared', declarationNumber: '312220261000000012' }),
    );
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json().data).toMatchObject({ version: 2, documents: [] });
    const released = await post(
      `${SUP}/save`,
      info(id, { version: 2, state: 'released', declarationNumber: '312220261000000012' }),
    );
    expect(released.statusCode, released.body).toBe(200);

    const row = await rowOf(`${BUY}/list`, id, 'buyerAdmin', { customsState: 'released' });
    expect(row).toMatchObject({
      declarationNumber: '312220261000000012',
      supplierName: expect.any(String),
      version: 3,
    });
    expect(await rowOf(`${SUP}/list`, id, 'supplierOther')).toBeUndefined();

    const outbox = await t.database.db
      .selectFrom('outbox')
      .select(['kind', 'payload'])
      .where('subject_id', '=', id)
      .where('kind', '=', 'shipment.customs')
      .execute();
    expect(outbox).toHaveLength(3);
    expect(outbox.map((m) => (m.payload as { customsState: string }).customsState)).toEqual(
      expect.arrayContaining(['toDeclare', 'declared', 'released']),
    );
    const logs = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', 'like', 'shipment.customs %')
      .execute();
    expect(logs.length).toBeGreaterThanOrEqual(3);

    // Released is final.
    const after = await post(
      `${SUP}/save`,
      info(id, { version: 3, state: 'held', declarationNumber: '312220261000000012' }),
    );
    expect(after.statusCode).toBe(409);
  });

  it('refuses bad codes, a revoked or foreign broker and foreign documents', async () => {
    const id = await shipment();
    const hs = await post(`${SUP}/save`, info(id, { hsCode: '88033000' }));
    expect(hs.statusCode).toBe(400);
    expect(fieldsOf(hs).hsCode).toBeTruthy();
    const decl = await post(
      `${SUP}/save`,
      info(id, { state: 'declared', declarationNumber: '31222026100000001' }),
    );
    expect(decl.statusCode).toBe(400);
    expect(fieldsOf(decl).declarationNumber).toBeTruthy();
    const early = await post(`${SUP}/save`, info(id, { declarationNumber: '312220261000000012' }));
    expect(early.statusCode).toBe(400);
    const value = await post(`${SUP}/save`, info(id, { declaredValue: -5 }));
    expect(value.statusCode).toBe(400);
    const many = Array.from({ length: 11 }, (_, i) => `file-${i}`);
    expect((await post(`${SUP}/save`, info(id, { documentIds: many }))).statusCode).toBe(400);
    const longHs = await post(`${SUP}/save`, info(id, { hsCode: '8'.repeat(5000) }));
    expect(longHs.statusCode).toBe(400);

    const revoked = await post(`${SUP}/save`, info(id, { brokerId: revokedBrokerId }));
    expect(revoked.statusCode).toBe(400);
    expect(fieldsOf(revoked).brokerId).toBeTruthy();
    const foreign = await post(`${SUP}/save`, info(id, { brokerId: otherBrokerId }));
    expect(foreign.statusCode).toBe(404);
    const otherDoc = await upload('supplierOther');
    const doc = await post(`${SUP}/save`, info(id, { documentIds: [otherDoc] }));
    expect(doc.statusCode).toBe(400);
    expect(fieldsOf(doc).documentIds).toBeTruthy();
    // Nothing was saved by any of these.
    expect(await rowOf(`${SUP}/list`, id)).toMatchObject({ version: 0, hsCode: '' });
  });

  it('keeps each company to its own notices and each side to its calls', async () => {
    const id = await shipment();
    const other = await post(`${SUP}/save`, info(id, { brokerId: otherBrokerId }), 'supplierOther');
    expect(other.statusCode).toBe(404);
    expect((await post(`${SUP}/save`, info(id), 'buyerAdmin')).statusCode).toBe(403);
    expect((await get(`${SUP}/list`, {}, 'buyerAdmin')).statusCode).toBe(403);
    expect((await get(`${SUP}/brokers`, {}, 'buyerAdmin')).statusCode).toBe(403);
    expect((await get(`${BUY}/list`)).statusCode).toBe(403);
  });

  it('answers 409 on a stale version or a move back', async () => {
    const id = await shipment();
    expect((await post(`${SUP}/save`, info(id))).statusCode).toBe(200);
    const stale = await post(`${SUP}/save`, info(id, { version: 0 }));
    expect(stale.statusCode).toBe(409);
    const declared = await post(
      `${SUP}/save`,
      info(id, { version: 1, state: 'declared', declarationNumber: '312220261000000012' }),
    );
    expect(declared.statusCode).toBe(200);
    const back = await post(`${SUP}/save`, info(id, { version: 2, state: 'toDeclare' }));
    expect(back.statusCode).toBe(409);
  });

  it('refuses a frozen supplier', async () => {
    const id = await shipment();
    await t.database.db
      .updateTable('companies')
      .set({ commercial_frozen: true })
      .where('code', '=', 'S100001')
      .execute();
    try {
      expect((await post(`${SUP}/save`, info(id))).statusCode).toBe(403);
    } finally {
      await t.database.db
        .updateTable('companies')
        .set({ commercial_frozen: false })
        .where('code', '=', 'S100001')
        .execute();
    }
  });

  it('lets the transport supplier read only the notices its confirmed orders carry', async () => {
    const id = await shipment();
    expect((await post(`${SUP}/save`, info(id))).statusCode).toBe(200);
    const notice = (await rowOf(`${SUP}/list`, id))!.noticeNumber as string;
    expect(await carried()).not.toContain(id);
    const order = await awardCarrying(notice);
    // Awarded but not confirmed: not yet its cargo.
    expect(await carried()).not.toContain(id);
    const confirm = await post(
      '/api/admin/pd/pdDemandOrder/answer',
      { id: order.id, version: order.version, decision: 'confirm' },
      'transportDemo',
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await rowOf(CARRIER, id, 'transportDemo')).toMatchObject({
      noticeNumber: notice,
      hsCode: '8803300000',
      declaredValue: 30501,
      customsState: 'toDeclare',
    });
    // Read only: its save on the carried notice finds no notice of its own.
    const save = await post(`${SUP}/save`, info(id, { version: 1 }), 'transportDemo');
    expect(save.statusCode).toBe(404);
    // The goods supplier's other notices stay hidden from it.
    const other = await shipment();
    expect(await carried()).not.toContain(other);
  });

  it('refuses the carrier list to other suppliers, the buyer and bad input', async () => {
    const goods = await get(CARRIER, {}, 'supplierDemo');
    expect(goods.statusCode).toBe(403);
    expect(goods.json().msg).toBe('Only transport suppliers can use this');
    expect((await get(CARRIER, {}, 'buyerAdmin')).statusCode).toBe(403);
    const bads: Record<string, string>[] = [
      { size: '501' },
      { customsState: 'lost' },
      { q: 'x'.repeat(61) },
    ];
    for (const bad of bads) {
      const res = await get(CARRIER, bad, 'transportDemo');
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
