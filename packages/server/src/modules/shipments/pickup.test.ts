// Pickup and handover of a ship notice (migration 0033): the supplier arranges the pickup, either
// side records the collection; isolation, state, version, frozen company and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpContract, postErpContract } from '../../test/contract-fixtures.ts';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

const SUP = '/api/admin/contract/shipment';
const BUY = '/api/admin/contract/hnaShipment';
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['supplierDemo', 'supplierOther', 'buyerAdmin'] as const) {
    tokens[key] = (await signIn(t.app, DEMO[key])).accessToken;
  }
});
afterAll(() => t.close());

const post = (base: string, path: string, body: unknown, who = 'supplierDemo', lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `${base}/${path}`,
    headers: bearer(tokens[who]!, { 'accept-language': lang }),
    payload: body as Record<string, unknown>,
  });
const detail = async (id: string, who = 'supplierDemo') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${who === 'buyerAdmin' ? BUY : SUP}/detail?id=${id}`,
      headers: bearer(tokens[who]!),
    })
  ).json().data;
const fieldsOf = (res: { json: () => { data?: { fields?: Record<string, string> } } }) =>
  res.json().data?.fields ?? {};

/** A planned notice on a new confirmed contract: its id and version. */
async function plannedNotice() {
  const res = await postErpContract(t.app, erpContract());
  expect(res.statusCode, res.body).toBe(200);
  const contractId = res.json().data.id as string;
  const ok = await post('/api/admin/contract/cgContractAnswer', 'confirmAll', {
    id: contractId,
    version: 1,
  });
  expect(ok.statusCode, ok.body).toBe(200);
  const created = await post(SUP, 'create', {
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
      lines: [{ lineNo: 10, quantity: 2 }],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data as { id: string; version: number };
}

const pickup = {
  address: 'Hangar 3, Meilan Airport, Haikou',
  contact: 'Wang Fang',
  phone: '+86 898 6575 1234',
  readyAt: '2026-12-01T09:00:00+08:00',
  openingHours: 'Mon-Fri 08:30-17:00',
};
const handover = (overrides: Record<string, unknown> = {}) => ({
  collectedBy: 'Zhao Lei (Kerry Logistics)',
  collectedAt: '2026-11-27T10:30:00+08:00',
  pieces: 2,
  ...overrides,
});

describe('ship notice pickup and handover', () => {
  it('lets the supplier arrange the pickup and either side record the collection', async () => {
    const { id, version } = await plannedNotice();
    let d = await detail(id);
    expect(d).toMatchObject({ pickup: null, handover: null, pickupEditable: true });

    const set = await post(SUP, 'pickup', { id, version, pickup });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().msg).toBe('Pickup saved');
    d = await detail(id);
    expect(d.pickup).toMatchObject({
      address: pickup.address,
      phone: pickup.phone,
      openingHours: 'Mon-Fri 08:30-17:00',
    });
    expect(new Date(d.pickup.readyAt).getTime()).toBe(new Date(pickup.readyAt).getTime());
    expect(d.version).toBe(version + 1);

    const rec = await post(SUP, 'handover', { id, version: d.version, handover: handover() });
    expect(rec.statusCode, rec.body).toBe(200);
    // The buyer corrects the pieces its forwarder counted.
    const fix = await post(
      BUY,
      'handover',
      { id, version: d.version + 1, handover: handover({ pieces: 3, remarks: 'One loose box' }) },
      'buyerAdmin',
    );
    expect(fix.statusCode, fix.body).toBe(200);
    const b = await detail(id, 'buyerAdmin');
    expect(b.handover).toMatchObject({
      pieces: 3,
      remarks: 'One loose box',
      recordedSide: 'buyer',
    });
    expect(b.pickupEditable).toBe(false);
    expect(b.handoverEditable).toBe(true);

    const logs = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', 'like', `shipment.% ${d.noticeNumber}`)
      .execute();
    expect(logs.map((l) => l.item.split(' ')[0]).sort()).toEqual([
      'shipment.create',
      'shipment.handover',
      'shipment.handover',
      'shipment.pickup',
    ]);
    expect(logs.some((l) => l.item.includes('6575'))).toBe(false);
  });

  it('keeps companies apart and refuses the buyer on the supplier’s calls', async () => {
    const { id, version } = await plannedNotice();
    expect((await post(SUP, 'pickup', { id, version, pickup }, 'supplierOther')).statusCode).toBe(
      404,
    );
    expect(
      (await post(SUP, 'handover', { id, version, handover: handover() }, 'supplierOther'))
        .statusCode,
    ).toBe(404);
    expect((await post(SUP, 'pickup', { id, version, pickup }, 'buyerAdmin')).statusCode).toBe(403);
    expect((await post(BUY, 'handover', { id, version, handover: handover() })).statusCode).toBe(
      403,
    );
    expect(
      (await post(BUY, 'handover', { id: 'nope', version, handover: handover() }, 'buyerAdmin'))
        .statusCode,
    ).toBe(404);
  });

  it('checks state, version and the frozen company', async () => {
    const { id, version } = await plannedNotice();
    expect((await post(SUP, 'pickup', { id, version: version + 5, pickup })).statusCode).toBe(409);
    let v = version;
    for (const state of ['shipped', 'inTransit']) {
      const res = await post(SUP, 'move', { id, version: v, state });
      expect(res.statusCode, res.body).toBe(200);
      v = res.json().data.version;
    }
    const late = await post(SUP, 'pickup', { id, version: v, pickup });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe(
      'A pickup can be arranged only while the goods are planned or shipped',
    );
    const delivered = await post(BUY, 'delivered', { id, version: v }, 'buyerAdmin');
    expect(delivered.statusCode, delivered.body).toBe(200);
    const after = await post(
      BUY,
      'handover',
      { id, version: v + 1, handover: handover() },
      'buyerAdmin',
    );
    expect(after.statusCode).toBe(409);

    const other = await plannedNotice();
    await t.database.db
      .updateTable('companies')
      .set({ quality_frozen: true })
      .where('code', '=', 'S100001')
      .execute();
    try {
      expect((await post(SUP, 'pickup', { ...other, pickup })).statusCode).toBe(403);
      expect((await post(SUP, 'handover', { ...other, handover: handover() })).statusCode).toBe(
        403,
      );
    } finally {
      await t.database.db
        .updateTable('companies')
        .set({ quality_frozen: false })
        .where('code', '=', 'S100001')
        .execute();
    }
  });

  it('refuses bad input with the field and a message in the caller’s language', async () => {
    const { id, version } = await plannedNotice();
    const phone = await post(SUP, 'pickup', {
      id,
      version,
      pickup: { ...pickup, phone: 'call me' },
    });
    expect(phone.statusCode).toBe(400);
    expect(fieldsOf(phone)['pickup.phone']).toBe(
      'A phone number has 6-30 digits, spaces, dashes or brackets',
    );
    const zh = await post(
      SUP,
      'pickup',
      { id, version, pickup: { ...pickup, phone: 'x' } },
      'supplierDemo',
      'zh',
    );
    expect(fieldsOf(zh)['pickup.phone']).toBe('电话号码为 6-30 位数字，可含空格、短横线或括号');
    const long = await post(SUP, 'pickup', {
      id,
      version,
      pickup: { ...pickup, address: 'x'.repeat(201) },
    });
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long)['pickup.address']).toBeTruthy();
    const noAddress = await post(SUP, 'pickup', {
      id,
      version,
      pickup: { ...pickup, address: ' ' },
    });
    expect(fieldsOf(noAddress)['pickup.address']).toBe('This field is required');
    const badTime = await post(SUP, 'pickup', {
      id,
      version,
      pickup: { ...pickup, readyAt: 'tomorrow' },
    });
    expect(badTime.statusCode).toBe(400);

    const future = await post(SUP, 'handover', {
      id,
      version,
      handover: handover({ collectedAt: new Date(Date.now() + 86_400_000).toISOString() }),
    });
    expect(future.statusCode).toBe(400);
    expect(fieldsOf(future)['handover.collectedAt']).toBe(
      'The collection time cannot be in the future',
    );
    for (const pieces of [0, 10_001, 1.5]) {
      const res = await post(SUP, 'handover', { id, version, handover: handover({ pieces }) });
      expect(res.statusCode, String(pieces)).toBe(400);
    }
    const nobody = await post(SUP, 'handover', {
      id,
      version,
      handover: handover({ collectedBy: '' }),
    });
    expect(fieldsOf(nobody)['handover.collectedBy']).toBe('This field is required');
    // Nothing was written by the refused calls.
    expect((await detail(id)).version).toBe(version);
  });
});
