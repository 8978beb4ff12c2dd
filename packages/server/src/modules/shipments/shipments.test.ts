import type { ErpContractInput } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpContract, postErpContract } from '../../test/contract-fixtures.ts';
import { PDF, UPLOAD_URL, postMultipart } from '../../test/file-fixtures.ts';
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
const get = (base: string, path: string, query: Record<string, string>, who = 'supplierDemo') =>
  t.app.inject({
    method: 'GET',
    url: `${base}/${path}?${new URLSearchParams(query).toString()}`,
    headers: bearer(tokens[who]!),
  });

/** An ERP contract (lines 10: 4 EA, 20: 10 EA), confirmed by the supplier unless `confirm` is false. */
async function contract(overrides: Partial<ErpContractInput> = {}, confirm = true) {
  const res = await postErpContract(t.app, erpContract(overrides));
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as string;
  if (confirm) {
    const ok = await post('/api/admin/contract/cgContractAnswer', 'confirmAll', { id, version: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
  }
  return id;
}

async function upload(who = 'supplierDemo'): Promise<string> {
  const res = await postMultipart(t.app, UPLOAD_URL, tokens[who]!, {}, [
    { name: 'msds.pdf', content: PDF, type: 'application/pdf' },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

const notice = (overrides: Record<string, unknown> = {}) => ({
  shipDate: '2026-12-01',
  expectedDeliveryDate: '2026-12-05',
  tradeTerms: 'FCA',
  deliveryPlace: 'Haikou',
  transportMode: 'air',
  waybillNumber: '784-12345675',
  transportAgent: 'Other',
  agentName: 'Kerry Logistics',
  lines: [{ lineNo: 10, quantity: 2 }],
  ...overrides,
});

const fieldsOf = (res: { json: () => { data?: { fields?: Record<string, string> } } }) =>
  res.json().data?.fields ?? {};

describe('ship notices', () => {
  it('announces a shipment with boxes, moves it to delivered, and tells the ERP each step', async () => {
    const contractId = await contract();
    const lines = await get(SUP, 'lines', { contractId });
    expect(lines.statusCode, lines.body).toBe(200);
    expect(lines.json().data.lines.map((l: { open: number }) => l.open)).toEqual([4, 10]);

    const created = await post(SUP, 'create', {
      contractId,
      notice: notice({
        lines: [
          { lineNo: 10, quantity: 2 },
          { lineNo: 20, quantity: 5 },
        ],
        boxes: [
          // 60×50×40 cm: 20 kg volumetric beats 8 kg actual
          {
            mark: '1/2',
            length: 60,
            width: 50,
            height: 40,
            grossWeightKg: 8,
            items: [
              { lineNo: 10, quantity: 2 },
              { lineNo: 20, quantity: 1 },
            ],
          },
          {
            mark: '2/2',
            length: 0.3,
            width: 0.3,
            height: 0.3,
            volumeUnit: 'm3',
            grossWeightKg: 12,
            items: [{ lineNo: 20, quantity: 4 }],
          },
        ],
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, version } = created.json().data;
    expect(created.json().data.state).toBe('planned');

    const detail = (await get(SUP, 'detail', { id })).json().data;
    expect(detail.waybillNumber).toBe('78412345675');
    expect(detail.boxCount).toBe(2);
    expect(detail.chargeableWeightKg).toBe(32);
    expect(detail.boxes.map((b: { chargeableWeightKg: number }) => b.chargeableWeightKg)).toEqual([
      20, 12,
    ]);
    expect(detail.lines[1]).toMatchObject({ lineNo: 20, partNumber: '66-4013', quantity: 5 });
    expect(detail.nextStates).toEqual(['shipped', 'exception']);
    expect(detail.editable).toBe(true);

    const open = (await get(SUP, 'lines', { contractId })).json().data.lines;
    expect(open.map((l: { open: number }) => l.open)).toEqual([2, 5]);

    let v = version as number;
    for (const state of ['shipped', 'inTransit']) {
      const res = await post(SUP, 'move', { id, version: v, state });
      expect(res.statusCode, res.body).toBe(200);
      v = res.json().data.version;
    }
    const edit = await post(SUP, 'update', { id, version: v, notice: notice() });
    expect(edit.statusCode).toBe(409);
    const delivered = await post(BUY, 'delivered', { id, version: v }, 'buyerAdmin');
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().data.state).toBe('delivered');

    const buyerDetail = (await get(BUY, 'detail', { id }, 'buyerAdmin')).json().data;
    expect(buyerDetail.history.map((h: { state: string }) => h.state)).toEqual([
      'planned',
      'shipped',
      'inTransit',
      'delivered',
    ]);
    expect(buyerDetail.nextStates).toEqual([]);
    const outbox = await t.database.db
      .selectFrom('outbox')
      .select(['kind', 'payload'])
      .where('subject_id', '=', id)
      .orderBy('created_at')
      .execute();
    expect(outbox.map((m) => m.kind)).toEqual([
      'shipment.notice',
      'shipment.state',
      'shipment.state',
      'shipment.state',
    ]);
    expect(outbox[0]!.payload).toMatchObject({ operation: 'new', waybillNumber: '78412345675' });
    const logs = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', 'like', `shipment.% ${detail.noticeNumber}%`)
      .execute();
    expect(logs).toHaveLength(4);
  });

  it('edits a planned notice and keeps each line within what is still open', async () => {
    const contractId = await contract();
    const first = await post(SUP, 'create', {
      contractId,
      notice: notice({ lines: [{ lineNo: 10, quantity: 3 }] }),
    });
    expect(first.statusCode, first.body).toBe(200);
    const tooMuch = await post(SUP, 'create', {
      contractId,
      notice: notice({ lines: [{ lineNo: 10, quantity: 2 }] }),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().msg).toBe(
      'Line 10: at most 1 can still be shipped (ordered less already notified)',
    );
    expect(fieldsOf(tooMuch)['notice.lines.0.quantity']).toBeTruthy();
    // The notice's own quantity is open to itself when it is edited.
    const { id, version } = first.json().data;
    const edited = await post(SUP, 'update', {
      id,
      version,
      notice: notice({
        lines: [{ lineNo: 10, quantity: 4 }],
        transportMode: 'land',
        waybillNumber: 'SF1234',
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.version).toBe(2);
    const stale = await post(SUP, 'update', { id, version, notice: notice() });
    expect(stale.statusCode).toBe(409);
    const unknown = await post(SUP, 'create', {
      contractId,
      notice: notice({ lines: [{ lineNo: 30, quantity: 1 }] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('The contract has no line 30');
    expect(fieldsOf(unknown)['notice.lines.0.lineNo']).toBe(
      'This line is not in the contract (or was rejected)',
    );
  });

  it('refuses bad input with the field and a message in the caller’s language', async () => {
    const contractId = await contract();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { waybillNumber: '784-12345674' },
        'notice.waybillNumber',
        'The check digit of this air waybill number is wrong',
      ],
      [
        { waybillNumber: '', boxes: [] },
        'notice.waybillNumber',
        'Give a waybill number or a box list',
      ],
      [
        {
          lines: [
            { lineNo: 10, quantity: 1 },
            { lineNo: 20, quantity: 1, tradeTerms: 'DAP' },
          ],
          boxes: [
            {
              length: 10,
              width: 10,
              height: 10,
              grossWeightKg: 1,
              items: [
                { lineNo: 10, quantity: 1 },
                { lineNo: 20, quantity: 1 },
              ],
            },
          ],
        },
        'notice.boxes.0.items',
        'A box can only combine lines with the same trade terms',
      ],
      [
        {
          lines: [
            {
              lineNo: 10,
              quantity: 1,
              cargo: 'dangerous',
              properShippingName: 'Lithium ion batteries',
              hazardClass: '9',
              packingGroup: 'II',
              msdsFileId: 'x',
            },
          ],
        },
        'notice.lines.0.unNumber',
        'Dangerous goods need a UN number',
      ],
      [
        { expectedDeliveryDate: '2026-11-30' },
        'notice.expectedDeliveryDate',
        'The expected delivery cannot be before the ship date',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await post(SUP, 'create', { contractId, notice: notice(overrides) });
      expect(res.statusCode, field).toBe(400);
      expect(fieldsOf(res)[field]).toBe(message);
    }
    const zh = await post(
      SUP,
      'create',
      { contractId, notice: notice({ waybillNumber: '78412345674' }) },
      'supplierDemo',
      'zh',
    );
    expect(fieldsOf(zh)['notice.waybillNumber']).toBe('该航空运单号的校验位不正确');
    const tooMany = await post(SUP, 'create', {
      contractId,
      notice: notice({
        lines: Array.from({ length: 201 }, (_, i) => ({ lineNo: i + 1, quantity: 1 })),
      }),
    });
    expect(tooMany.statusCode).toBe(400);
    // A land consignment number is not an AWB.
    const land = await post(SUP, 'create', {
      contractId,
      notice: notice({ transportMode: 'land', waybillNumber: 'SF1234567' }),
    });
    expect(land.statusCode, land.body).toBe(200);
  });

  it('stores a dangerous line with its MSDS and refuses another company’s file', async () => {
    const contractId = await contract();
    const msds = await upload();
    const dg = {
      lineNo: 20,
      quantity: 2,
      cargo: 'dangerous',
      unNumber: 'un3480',
      properShippingName: 'Lithium ion batteries',
      hazardClass: '9',
      packingGroup: 'II',
      msdsFileId: msds,
      lithiumBattery: true,
    };
    const res = await post(SUP, 'create', { contractId, notice: notice({ lines: [dg] }) });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await get(SUP, 'detail', { id: res.json().data.id })).json().data;
    expect(detail.dangerous).toBe(true);
    expect(detail.lines[0]).toMatchObject({ unNumber: 'UN3480', lithiumBattery: true });
    expect(detail.lines[0].msds.id).toBe(msds);
    const foreign = await upload('supplierOther');
    const refused = await post(SUP, 'create', {
      contractId,
      notice: notice({ lines: [{ ...dg, msdsFileId: foreign }] }),
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)['notice.lines']).toBe('This file was not uploaded by your company');
  });

  it('asks a packing group of a flammable liquid but not of a gas or a lithium battery', async () => {
    const contractId = await contract();
    const msds = await upload();
    const line = (overrides: Record<string, unknown>) => ({
      lineNo: 10,
      quantity: 1,
      cargo: 'dangerous',
      unNumber: 'UN1072',
      properShippingName: 'Oxygen, compressed',
      hazardClass: '2.2',
      msdsFileId: msds,
      ...overrides,
    });
    const gas = await post(SUP, 'create', { contractId, notice: notice({ lines: [line({})] }) });
    expect(gas.statusCode, gas.body).toBe(200);
    const battery = await post(SUP, 'create', {
      contractId,
      notice: notice({
        lines: [line({ unNumber: 'UN3480', hazardClass: '9', lithiumBattery: true })],
      }),
    });
    expect(battery.statusCode, battery.body).toBe(200);
    const liquid = await post(SUP, 'create', {
      contractId,
      notice: notice({ lines: [line({ unNumber: 'UN1263', hazardClass: '3' })] }),
    });
    expect(liquid.statusCode).toBe(400);
    expect(fieldsOf(liquid)['notice.lines.0.packingGroup']).toBe(
      'This class needs a packing group (I, II or III); gases and lithium batteries have none',
    );
  });

  it('keeps companies apart, refuses suppliers on buyer calls and unconfirmed contracts', async () => {
    const contractId = await contract();
    const created = await post(SUP, 'create', { contractId, notice: notice() });
    const { id, version } = created.json().data;

    expect((await get(SUP, 'detail', { id }, 'supplierOther')).statusCode).toBe(404);
    expect(
      (await post(SUP, 'move', { id, version, state: 'shipped' }, 'supplierOther')).statusCode,
    ).toBe(404);
    expect((await get(SUP, 'lines', { contractId }, 'supplierOther')).statusCode).toBe(404);
    expect(
      (await post(SUP, 'create', { contractId, notice: notice() }, 'supplierOther')).statusCode,
    ).toBe(404);
    const otherList = (await get(SUP, 'list', {}, 'supplierOther')).json().data;
    expect(otherList.records.some((r: { id: string }) => r.id === id)).toBe(false);

    expect((await get(BUY, 'list', {})).statusCode).toBe(403);
    expect((await get(BUY, 'detail', { id })).statusCode).toBe(403);
    expect((await post(BUY, 'delivered', { id, version })).statusCode).toBe(403);
    const buyerList = (await get(BUY, 'list', { contractId }, 'buyerAdmin')).json().data;
    expect(buyerList.records.map((r: { id: string }) => r.id)).toEqual([id]);
    // The buyer confirms only what left the supplier.
    expect((await post(BUY, 'delivered', { id, version }, 'buyerAdmin')).statusCode).toBe(409);
    expect((await post(SUP, 'move', { id, version, state: 'delivered' })).statusCode).toBe(409);

    const unconfirmed = await contract({}, false);
    const refused = await post(SUP, 'create', { contractId: unconfirmed, notice: notice() });
    expect(refused.statusCode).toBe(409);
    const repair = await contract({ kind: 'repair' });
    expect((await get(SUP, 'lines', { contractId: repair })).statusCode).toBe(409);
  });

  it('refuses a frozen supplier', async () => {
    const contractId = await contract();
    const created = await post(SUP, 'create', { contractId, notice: notice() });
    const { id, version } = created.json().data;
    await t.database.db
      .updateTable('companies')
      .set({ quality_frozen: true })
      .where('code', '=', 'S100001')
      .execute();
    try {
      expect((await post(SUP, 'create', { contractId, notice: notice() })).statusCode).toBe(403);
      expect((await post(SUP, 'move', { id, version, state: 'shipped' })).statusCode).toBe(403);
    } finally {
      await t.database.db
        .updateTable('companies')
        .set({ quality_frozen: false })
        .where('code', '=', 'S100001')
        .execute();
    }
  });
});
