import type { InquiryDetail, RepairQuote } from '@portal/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { postMultipart } from '../../test/file-fixtures.ts';
import {
  DAY,
  DEMO_CODE,
  HOUR,
  OTHER_CODE,
  createInquiry,
  erpInquiry,
  fullLine,
  postErp,
  supplierClient,
  type SupplierClient,
} from '../../test/inquiry-fixtures.ts';
import {
  fullRepairLine,
  loadRepairQuote,
  repairClient,
  repairItems,
  type RepairClient,
} from '../../test/repair-quote-fixtures.ts';
import { FIRST_DATA_ROW, HEADER_ROW, KEY_ROW } from '../spreadsheet/index.ts';

let t: TestApp;
let clockOffsetMs = 0;
let demoToken = '';
let demo: RepairClient;
let other: RepairClient;
let buyer: RepairClient;
let demoParts: SupplierClient;

beforeAll(async () => {
  const long = 30 * DAY;
  t = await createTestApp({
    config: {
      now: () => new Date(Date.now() + clockOffsetMs),
      accessTokenTtlMs: long,
      refreshTokenTtlMs: long,
      sessionIdleMs: long,
      sessionAbsoluteMs: long,
    },
  });
  demoToken = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
  demo = repairClient(t.app, demoToken);
  demoParts = supplierClient(t.app, demoToken);
  other = repairClient(t.app, (await signIn(t.app, DEMO.supplierOther)).accessToken);
  buyer = repairClient(t.app, (await signIn(t.app, DEMO.buyerAdmin)).accessToken);
});
afterAll(() => t.close());

const repairInquiry = (overrides: Parameters<typeof createInquiry>[1] = {}) =>
  createInquiry(t, { kind: 'repair', items: repairItems(), ...overrides });
const data = (res: { json: () => { data: RepairQuote } }) => res.json().data;

describe('ERP intake of a repair inquiry', () => {
  it('requires the unit data on every item of a repair inquiry (400, by item)', async () => {
    const [first, second] = repairItems();
    const { repair: _dropped, ...bare } = second!;
    const res = await postErp(t.app, erpInquiry({ kind: 'repair', items: [first!, bare] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(
      'Every item of a repair inquiry needs its unit data (serial number)',
    );
    expect(res.json().data.fields).toEqual({
      'items.1.repair': 'Every item of a repair inquiry needs its unit data (serial number)',
    });
    const zh = await postErp(t.app, erpInquiry({ kind: 'repair', items: [bare] }), undefined, {
      'accept-language': 'zh-CN',
    });
    expect(zh.json().msg).toBe('送修询价的每一行都须提供送修件信息（序列号）');
  });

  it('refuses unit data on any other kind (400) and stores nothing', async () => {
    const body = erpInquiry({ kind: 'purchase', items: repairItems() });
    const res = await postErp(t.app, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.fields)).toEqual(['items.0.repair', 'items.1.repair']);
    const row = await t.database.db
      .selectFrom('inquiries')
      .select('id')
      .where('inquiry_number', '=', body.inquiryNumber)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('stores the units, and the detail shows them on a repair inquiry only', async () => {
    const inq = await repairInquiry();
    const units = await t.database.db
      .selectFrom('repair_units')
      .select(['item_id', 'serial_number'])
      .where('inquiry_id', '=', inq.id)
      .execute();
    expect(units).toHaveLength(2);
    const detail = await demoParts.detail(inq.id);
    expect(detail.statusCode).toBe(200);
    const items = detail.json<{ data: InquiryDetail }>().data.items;
    expect(items[0]!.repair).toEqual({
      serialNumber: 'IDG-44821',
      reportedFault: 'Oil pressure low light on climb',
      aircraftRegistration: 'B-5637',
      tsn: 41230.5,
      csn: 28110,
      tso: null,
      cso: null,
      requiredReturnDate: '2099-03-01',
    });
    expect(items[1]!.repair).toMatchObject({ serialNumber: 'FP-1029', tsn: null });

    const parts = await createInquiry(t);
    const partItems = (await demoParts.detail(parts.id)).json<{ data: InquiryDetail }>().data.items;
    expect(partItems.every((i) => !('repair' in i))).toBe(true);
  });
});

describe('part quote calls on a repair inquiry', () => {
  it('answer 409 useRepairQuote; no bid still works', async () => {
    const inq = await repairInquiry();
    const body = { inquiryId: inq.id, version: 1, lines: [fullLine(inq.itemIds[0]!)] };
    const answers = await Promise.all([
      demoParts.quote(inq.id),
      demoParts.hold(body),
      demoParts.submit(body),
      t.app.inject({
        method: 'GET',
        url: `/api/admin/file/template/quote?inquiryId=${inq.id}`,
        headers: bearer(demoToken),
      }),
      postMultipart(
        t.app,
        '/api/admin/inquiry/cgInquiry/batchUpload',
        demoToken,
        { inquiryId: inq.id },
        [{ name: 'q.xlsx', content: await blankWorkbook() }],
      ),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().msg).toBe('A repair inquiry is quoted on the repair quote page');
    }
    const noBid = await demoParts.noBid({ inquiryId: inq.id, version: 1, reason: 'No capability' });
    expect(noBid.statusCode, noBid.body).toBe(200);
    expect(await loadRepairQuote(demo, inq.id)).toMatchObject({
      state: 'noBid',
      noBidReason: 'No capability',
      version: 2,
    });
  });
});

describe('the repair quote', () => {
  it('before the first save: one empty line per unit, version 1, every action', async () => {
    const inq = await repairInquiry();
    expect(await loadRepairQuote(demo, inq.id)).toMatchObject({
      id: null,
      quoteNumber: null,
      state: 'notQuoted',
      version: 1,
      allowedActions: ['hold', 'submit', 'noBid'],
      lines: inq.itemIds.map((id) => ({ id: null, itemId: id, quoted: false })),
    });
  });

  it('hold a draft, then submit: lines stored, tracking and operation log written', async () => {
    const inq = await repairInquiry();
    const [first = '', second = ''] = inq.itemIds;
    const held = await demo.hold({
      inquiryId: inq.id,
      version: 1,
      lines: [{ itemId: first, quoted: true, repairFee: 9000 }],
      remarks: 'Teardown first',
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().msg).toBe('The repair quote was saved as a draft');
    const h = data(held);
    expect(h).toMatchObject({ state: 'hold', version: 2, remarks: 'Teardown first' });
    expect(h.quoteNumber).toMatch(/^QT\d{10}$/);
    expect(h.lines[0]).toMatchObject({ itemId: first, quoted: true, repairFee: 9000 });
    expect(h.lines[0]!.id).toBeTruthy();
    expect(h.lines[1]).toMatchObject({ itemId: second, quoted: false });

    const submitted = await demo.submit({
      inquiryId: inq.id,
      version: 2,
      lines: [
        fullRepairLine(first),
        fullRepairLine(second, {
          fixedPrice: 4200,
          repairFee: undefined,
          capFee: undefined,
          shipping: 'roundTrip',
        }),
      ],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const s = data(submitted);
    expect(s).toMatchObject({ state: 'submitted', version: 3, quoteNumber: h.quoteNumber });
    expect(s.submittedAt).toBeTruthy();
    expect(s.lines[0]).toMatchObject({ ...fullRepairLine(first), id: h.lines[0]!.id });
    expect(s.lines[1]).toMatchObject({ fixedPrice: 4200, shipping: 'roundTrip' });
    expect(s.lines[1]!.repairFee).toBeUndefined();

    const events = await t.database.db
      .selectFrom('inquiry_events')
      .select('event')
      .where('inquiry_id', '=', inq.id)
      .orderBy('at')
      .execute();
    expect(events.map((e) => e.event)).toEqual([
      'inquiry.event.created',
      'quote.event.held',
      'quote.event.submitted',
    ]);
    const logs = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', 'like', `repairQuote.% ${inq.inquiryNumber}`)
      .execute();
    expect(logs.map((l) => l.item).sort()).toEqual([
      `repairQuote.hold ${inq.inquiryNumber}`,
      `repairQuote.submit ${inq.inquiryNumber}`,
    ]);
  });

  it('submit requires every field of a quoted line, and at least one quoted line', async () => {
    const inq = await repairInquiry();
    const [first = ''] = inq.itemIds;
    const res = await demo.submit({
      inquiryId: inq.id,
      version: 1,
      lines: [{ itemId: first, quoted: true }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      'lines.0.currency': 'Please select the currency',
      'lines.0.turnaroundDays': 'Please enter the turnaround in days',
      'lines.0.validityDate': 'Please select the validity date',
      'lines.0.certificateType': 'Please select the certificate type',
      'lines.0.shipping': 'Please choose one way or round trip',
      'lines.0.warrantyMonths': 'Please enter the warranty in months',
      'lines.0.fixedPrice': 'Enter a fixed price or a repair fee',
    });
    const none = await demo.submit({
      inquiryId: inq.id,
      version: 1,
      lines: [{ itemId: first, quoted: false }],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('Quote at least one unit');
    // A draft may be incomplete; nothing was written by the refused submits.
    expect((await loadRepairQuote(demo, inq.id)).version).toBe(1);
  });

  it.each([
    [
      'fixed price with a cap',
      { fixedPrice: 5000, capFee: 6000, repairFee: undefined },
      'lines.0.capFee',
      'A fixed price needs no cap fee: give one or the other',
    ],
    [
      'cap below the repair fee',
      { repairFee: 12000, capFee: 10000 },
      'lines.0.capFee',
      'The cap fee cannot be below the repair fee',
    ],
    [
      'validity in the past',
      { validityDate: '2020-01-01' },
      'lines.0.validityDate',
      'The validity date cannot be in the past',
    ],
    ['handling rate above 100', { handlingRate: 120 }, 'lines.0.handlingRate', undefined],
  ])('submit refuses %s (400 on its field)', async (_name, change, field, message) => {
    const inq = await repairInquiry();
    const res = await demo.submit({
      inquiryId: inq.id,
      version: 1,
      lines: [fullRepairLine(inq.itemIds[0]!, change)],
    });
    expect(res.statusCode, res.body).toBe(400);
    const fields = res.json().data.fields as Record<string, string>;
    expect(Object.keys(fields)).toEqual([field]);
    if (message) expect(fields[field]).toBe(message);
  });

  it('a value out of range names its bound (400 before the service)', async () => {
    const inq = await repairInquiry();
    const line = { itemId: inq.itemIds[0]!, quoted: true, warrantyMonths: 500 };
    const res = await demo.hold({ inquiryId: inq.id, version: 1, lines: [line] });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      'lines.0.warrantyMonths': 'Enter a whole number of months from 0 to 120',
    });
  });

  it("attaches only the company's own files (400 otherwise), as a part quote", async () => {
    const inq = await repairInquiry();
    const res = await demo.hold({
      inquiryId: inq.id,
      version: 1,
      lines: [fullRepairLine(inq.itemIds[0]!)],
      attachmentIds: ['not-a-file'],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.fields)).toEqual(['attachmentIds.0']);
    expect((await loadRepairQuote(demo, inq.id)).version).toBe(1);
  });

  it('hold checks the price rules too, but not required fields', async () => {
    const inq = await repairInquiry();
    const line = { itemId: inq.itemIds[0]!, quoted: true, repairFee: 100, capFee: 50 };
    const res = await demo.hold({ inquiryId: inq.id, version: 1, lines: [line] });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      'lines.0.capFee': 'The cap fee cannot be below the repair fee',
    });
  });

  it('a stale version is 409; a part inquiry is 409 notRepairInquiry', async () => {
    const inq = await repairInquiry();
    const line = fullRepairLine(inq.itemIds[0]!);
    expect((await demo.hold({ inquiryId: inq.id, version: 1, lines: [line] })).statusCode).toBe(
      200,
    );
    const stale = await demo.submit({ inquiryId: inq.id, version: 1, lines: [line] });
    expect(stale.statusCode).toBe(409);
    expect((await loadRepairQuote(demo, inq.id)).state).toBe('hold');

    const parts = await createInquiry(t);
    const get = await demo.get(parts.id);
    expect(get.statusCode).toBe(409);
    expect(get.json().msg).toBe('This inquiry is not a repair inquiry');
    const hold = await demo.hold({
      inquiryId: parts.id,
      version: 1,
      lines: [fullRepairLine(parts.itemIds[0]!)],
    });
    expect(hold.statusCode).toBe(409);
    expect(hold.json().msg).toBe('This inquiry is not a repair inquiry');
    expect((await demo.template(parts.id)).statusCode).toBe(409);
  });

  it("another company's or a non-invited inquiry is 404; a buyer is 403", async () => {
    const inq = await repairInquiry({ bidders: [DEMO_CODE] });
    const body = { inquiryId: inq.id, version: 1, lines: [fullRepairLine(inq.itemIds[0]!)] };
    for (const res of [
      await other.get(inq.id),
      await other.hold(body),
      await other.submit(body),
      await other.template(inq.id),
      await demo.get('no-such-inquiry'),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    for (const res of [
      await buyer.get(inq.id),
      await buyer.hold(body),
      await buyer.submit(body),
      await buyer.template(inq.id),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect((await loadRepairQuote(demo, inq.id)).version).toBe(1);
  });

  it('after the bid end: 409 bidClosed and no action allowed', async () => {
    const inq = await repairInquiry({
      bidEnd: new Date(Date.now() + 2 * HOUR).toISOString(),
      bidders: [DEMO_CODE, OTHER_CODE],
    });
    clockOffsetMs = 3 * HOUR;
    try {
      const res = await demo.submit({
        inquiryId: inq.id,
        version: 1,
        lines: [fullRepairLine(inq.itemIds[0]!)],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('The bid has ended; this quote can no longer change');
      expect((await loadRepairQuote(demo, inq.id)).allowedActions).toEqual([]);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('a frozen supplier may hold but not submit', async () => {
    const inq = await repairInquiry();
    const lines = [fullRepairLine(inq.itemIds[0]!)];
    await t.database.db
      .updateTable('companies')
      .set({ quality_frozen: true })
      .where('code', '=', DEMO_CODE)
      .execute();
    try {
      const submit = await demo.submit({ inquiryId: inq.id, version: 1, lines });
      expect(submit.statusCode).toBe(403);
      const hold = await demo.hold({ inquiryId: inq.id, version: 1, lines });
      expect(hold.statusCode).toBe(200);
    } finally {
      await t.database.db
        .updateTable('companies')
        .set({ quality_frozen: false })
        .where('code', '=', DEMO_CODE)
        .execute();
    }
  });
});

/** Any workbook: the part upload refuses a repair inquiry before reading it. */
async function blankWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('x').getCell(1, 1).value = 'itemNo';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function sheetOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

function columnOf(sheet: ExcelJS.Worksheet, key: string): number {
  let found = 0;
  sheet.getRow(KEY_ROW).eachCell((cell, col) => {
    if (cell.value === key) found = col;
  });
  if (!found) throw new Error(`no column ${key}`);
  return found;
}

/** The repair template of an inquiry with `rows` filled in from the first data row. */
async function filledTemplate(
  inquiryId: string,
  rows: Record<string, ExcelJS.CellValue>[],
): Promise<Buffer> {
  const sheet = await sheetOf((await demo.template(inquiryId)).rawPayload);
  rows.forEach((values, i) => {
    for (const [key, value] of Object.entries(values)) {
      sheet.getCell(FIRST_DATA_ROW + i, columnOf(sheet, key)).value = value;
    }
  });
  return Buffer.from(await sheet.workbook.xlsx.writeBuffer());
}

describe('repair quote template and batch upload', () => {
  it('has one row per unit with the serial, bilingual headers and drop-downs', async () => {
    const inq = await repairInquiry();
    const res = await repairClient(t.app, demoToken, 'zh-CN').template(inq.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`${inq.inquiryNumber}-repair-quote.xlsx`);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe('修理报价');
    expect(sheet.getCell(HEADER_ROW, columnOf(sheet, 'serialNumber')).value).toBe('序列号');
    expect(sheet.getCell(HEADER_ROW, columnOf(sheet, 'capFee')).value).toBe('封顶费用');
    const serial = columnOf(sheet, 'serialNumber');
    expect(sheet.getCell(FIRST_DATA_ROW, serial).value).toBe('IDG-44821');
    expect(sheet.getCell(FIRST_DATA_ROW + 1, serial).value).toBe('FP-1029');
    expect(sheet.getCell(FIRST_DATA_ROW + 2, columnOf(sheet, 'itemNo')).value).toBeNull();
    for (const key of ['currency', 'certificateType', 'shipping', 'evaluationOutcome']) {
      const validation = sheet.getCell(FIRST_DATA_ROW, columnOf(sheet, key)).dataValidation;
      expect(validation?.type, key).toBe('list');
    }
    const en = await sheetOf((await demo.template(inq.id)).rawPayload);
    expect(en.getCell(HEADER_ROW, columnOf(en, 'serialNumber')).value).toBe('Serial number');
  });

  it('reads a filled file into lines and reports a bad row; nothing is saved', async () => {
    const inq = await repairInquiry();
    const file = await filledTemplate(inq.id, [
      {
        quoted: 'Y',
        currency: 'USD',
        repairFee: 12000,
        capFee: 15000,
        testFee: 800,
        warrantyMonths: 12,
        turnaroundDays: 21,
        certificateType: 'CAAC+FAA',
        validityDate: new Date(Date.UTC(2099, 11, 31)),
        shipping: '往返',
        evaluationOutcome: 'BER',
      },
      { quoted: 'Y', fixedPrice: 4000, capFee: 5000, shipping: 'by sea' },
      { itemNo: 2, quoted: 'Y', warrantyMonths: 500 },
    ]);
    const res = await postMultipart(
      t.app,
      '/api/admin/inquiry/cgRepairQuote/batchUpload',
      demoToken,
      { inquiryId: inq.id },
      [{ name: 'repair.xlsx', content: file }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer.rowsRead).toBe(3);
    expect(answer.lines).toEqual([
      {
        itemId: inq.itemIds[0],
        quoted: true,
        currency: 'USD',
        repairFee: 12000,
        capFee: 15000,
        testFee: 800,
        warrantyMonths: 12,
        turnaroundDays: 21,
        certificateType: 3,
        validityDate: '2099-12-31',
        shipping: 'roundTrip',
        evaluationOutcome: 'beyondEconomicalRepair',
      },
    ]);
    // The second row: a shipping value not in the list, and a fixed price with a cap.
    const errors = answer.errors as { row: number; column: string; message: string }[];
    // The third claims item 2 again (a duplicate row) with a warranty above the limit.
    expect(errors.map((e) => [e.row, e.column]).sort()).toEqual([
      [FIRST_DATA_ROW + 1, 'capFee'],
      [FIRST_DATA_ROW + 1, 'shipping'],
      [FIRST_DATA_ROW + 2, 'itemNo'],
      [FIRST_DATA_ROW + 2, 'warrantyMonths'],
    ]);
    expect(errors.find((e) => e.column === 'warrantyMonths')?.message).toBe(
      'Enter a whole number of months from 0 to 120',
    );
    expect((await loadRepairQuote(demo, inq.id)).version).toBe(1);
  });

  it('takes only an xlsx; another company is 404', async () => {
    const inq = await repairInquiry({ bidders: [DEMO_CODE] });
    const url = '/api/admin/inquiry/cgRepairQuote/batchUpload';
    const file = await filledTemplate(inq.id, [{ quoted: 'Y', repairFee: 100 }]);
    const pdf = await postMultipart(t.app, url, demoToken, { inquiryId: inq.id }, [
      { name: 'repair.pdf', content: file },
    ]);
    expect(pdf.statusCode).toBe(400);
    const otherToken = (await signIn(t.app, DEMO.supplierOther)).accessToken;
    const foreign = await postMultipart(t.app, url, otherToken, { inquiryId: inq.id }, [
      { name: 'repair.xlsx', content: file },
    ]);
    expect(foreign.statusCode).toBe(404);
  });
});
