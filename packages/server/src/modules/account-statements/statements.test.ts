// Account statements end to end: the ERP's send (key, bad input, replacement until confirmed), the
// supplier's confirmation, dispute and upload of its side, the buyer's view, and isolation.
import type { ErpAccountStatementInput } from '@portal/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMultipart } from '../../test/file-fixtures.ts';
import { DEMO_CODE, OTHER_CODE, postIntegration } from '../../test/inquiry-fixtures.ts';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { FIRST_DATA_ROW, KEY_ROW } from '../spreadsheet/index.ts';

const ERP = '/api/admin/integration/erp/accountStatement';
const SUP = '/api/admin/finance/accountStatement';
const BUY = '/api/admin/finance/hnaAccountStatement';
const TEMPLATE = '/api/admin/file/template/accountStatement';
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
const post = (url: string, body: unknown, who: Who = 'supplierDemo') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: bearer(tokens[who]!),
    payload: body as Record<string, unknown>,
  });
const get = (url: string, query: Record<string, string>, who: Who = 'supplierDemo', lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `${url}?${new URLSearchParams(query).toString()}`,
    headers: bearer(tokens[who]!, { 'accept-language': lang }),
  });
const fieldsOf = (res: { json: () => { data?: { fields?: Record<string, string> } } }) =>
  res.json().data?.fields ?? {};

let serial = 0;
function statement(overrides: Partial<ErpAccountStatementInput> = {}): ErpAccountStatementInput {
  serial += 1;
  return {
    statementNumber: `ST-${Date.now().toString(36)}-${serial}`,
    supplierCode: DEMO_CODE,
    currency: 'CNY',
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    openingBalance: 1000,
    closingBalance: 1300,
    lines: [
      { date: '2026-10-05', docType: 'invoice', reference: 'INV-1', debit: 500, credit: 0 },
      { date: '2026-10-20', docType: 'payment', reference: 'PAY-1', debit: 0, credit: 200 },
    ],
    ...overrides,
  };
}

async function send(body: ErpAccountStatementInput) {
  const res = await postIntegration(t.app, ERP, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; version: number; replaced: boolean };
}

async function detail(id: string, who: Who = 'supplierDemo') {
  const res = await get(who === 'buyerAdmin' ? `${BUY}/detail` : `${SUP}/detail`, { id }, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('the ERP sends a statement', () => {
  it('needs the integration key', async () => {
    expect((await postIntegration(t.app, ERP, statement(), null)).statusCode).toBe(401);
    expect((await postIntegration(t.app, ERP, statement(), 'wrong')).statusCode).toBe(401);
    // A user's token is not a key.
    expect((await post(ERP, statement(), 'buyerAdmin')).statusCode).toBe(401);
  });

  it('computes running balances and shows the statement to its supplier only', async () => {
    const body = statement();
    const { id, version, replaced } = await send(body);
    expect({ version, replaced }).toEqual({ version: 1, replaced: false });
    const d = await detail(id);
    expect(d).toMatchObject({ state: 'open', openingBalance: 1000, closingBalance: 1300 });
    expect(d.buyerLines.map((l: { balance: number }) => l.balance)).toEqual([1500, 1300]);
    expect(d.actions).toEqual(['upload', 'confirm', 'dispute']);
    const list = await get(`${SUP}/list`, { current: '1', size: '50', q: body.statementNumber });
    expect(list.json().data.records.map((r: { id: string }) => r.id)).toEqual([id]);
    const others = await get(`${SUP}/list`, { current: '1', size: '50' }, 'supplierOther');
    expect(others.json().data.records.some((r: { id: string }) => r.id === id)).toBe(false);
    expect((await get(`${SUP}/detail`, { id }, 'supplierOther')).statusCode).toBe(404);
  });

  it('refuses bad input with the field that is wrong', async () => {
    const cases: [Partial<ErpAccountStatementInput>, string][] = [
      [{ closingBalance: 1299.99 }, 'closingBalance'],
      [{ periodTo: '2026-09-30' }, 'periodTo'],
      [{ periodTo: '2028-01-01' }, 'periodTo'],
      [
        {
          lines: [{ date: '2026-11-02', docType: 'invoice', reference: 'X', debit: 1, credit: 0 }],
          closingBalance: 1001,
        },
        'lines.0.date',
      ],
      [
        {
          lines: [{ date: '2026-10-02', docType: 'invoice', reference: 'X', debit: 1, credit: 1 }],
          closingBalance: 1000,
        },
        'lines.0.debit',
      ],
      [{ openingBalance: 0.001, closingBalance: 300.001 }, 'openingBalance'],
      [{ statementNumber: 'bad number!' }, 'statementNumber'],
    ];
    for (const [overrides, field] of cases) {
      const res = await postIntegration(t.app, ERP, statement(overrides));
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(fieldsOf(res)), field).toContain(field);
    }
    const unknown = await postIntegration(t.app, ERP, statement({ supplierCode: 'S999999' }));
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toHaveProperty('supplierCode');
    const many = Array.from({ length: 501 }, () => ({
      date: '2026-10-02',
      docType: 'invoice' as const,
      reference: 'X',
      debit: 1,
      credit: 0,
    }));
    const tooMany = await postIntegration(
      t.app,
      ERP,
      statement({ lines: many, closingBalance: 1501 }),
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('replaces an unconfirmed statement, reopening a disputed one, and never a confirmed one', async () => {
    const body = statement();
    const { id } = await send(body);
    const again = await send({ ...body, closingBalance: 1500, lines: body.lines!.slice(0, 1) });
    expect(again).toMatchObject({ id, version: 2, replaced: true });
    expect((await detail(id)).buyerLines).toHaveLength(1);

    const disputed = await post(`${SUP}/dispute`, {
      id,
      version: 2,
      lines: [{ position: 1, reason: 'We invoiced 550' }],
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    const reopened = await send(body);
    expect(reopened.version).toBe(4);
    const d = await detail(id);
    expect(d).toMatchObject({ state: 'open', disputeCount: 0 });
    expect(d.buyerLines.every((l: { disputeReason: null }) => l.disputeReason === null)).toBe(true);

    expect((await post(`${SUP}/confirm`, { id, version: 4 })).statusCode).toBe(200);
    const late = await postIntegration(t.app, ERP, body);
    expect(late.statusCode).toBe(409);
  });

  it("refuses another supplier's statement number", async () => {
    const body = statement();
    await send(body);
    const res = await postIntegration(t.app, ERP, { ...body, supplierCode: OTHER_CODE });
    expect(res.statusCode).toBe(409);
  });
});

describe("the supplier's answer", () => {
  it('confirms once, tells the ERP, and logs it', async () => {
    const body = statement();
    const { id } = await send(body);
    expect((await post(`${SUP}/confirm`, { id, version: 0 })).statusCode).toBe(409);
    expect((await post(`${SUP}/confirm`, { id, version: 1 }, 'supplierOther')).statusCode).toBe(
      404,
    );
    const res = await post(`${SUP}/confirm`, { id, version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'confirmed', version: 2 });
    expect((await post(`${SUP}/confirm`, { id, version: 2 })).statusCode).toBe(409);
    expect(
      (await post(`${SUP}/dispute`, { id, version: 2, lines: [{ position: 1, reason: 'x' }] }))
        .statusCode,
    ).toBe(409);
    const outbox = await t.database.db
      .selectFrom('outbox')
      .select(['system', 'kind', 'payload'])
      .where('subject_id', '=', id)
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ system: 'erp', kind: 'accountStatement.confirmed' });
    expect(outbox[0]!.payload).toMatchObject({
      statementNumber: body.statementNumber,
      supplierCode: DEMO_CODE,
      closingBalance: 1300,
    });
    const logged = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', '=', `statement.confirm ${body.statementNumber}`)
      .execute();
    expect(logged).toHaveLength(1);
    expect((await detail(id)).actions).toEqual([]);
  });

  it('disputes lines with a bounded reason; a disputed statement cannot be confirmed', async () => {
    const { id } = await send(statement());
    const dispute = (lines: unknown, version = 1) => post(`${SUP}/dispute`, { id, version, lines });
    expect((await dispute([])).statusCode).toBe(400);
    expect((await dispute([{ position: 1, reason: '' }])).statusCode).toBe(400);
    expect((await dispute([{ position: 1, reason: 'x'.repeat(501) }])).statusCode).toBe(400);
    expect(
      (
        await dispute([
          { position: 1, reason: 'a' },
          { position: 1, reason: 'b' },
        ])
      ).statusCode,
    ).toBe(400);
    const unknown = await dispute([{ position: 9, reason: 'No such line' }]);
    expect(unknown.statusCode).toBe(400);
    const ok = await dispute([{ position: 2, reason: 'Payment not received' }]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await post(`${SUP}/confirm`, { id, version: 2 })).statusCode).toBe(409);
    expect((await dispute([{ position: 1, reason: 'again' }], 2)).statusCode).toBe(409);

    const buyerView = await detail(id, 'buyerAdmin');
    expect(buyerView).toMatchObject({ state: 'disputed', disputeCount: 1, actions: [] });
    expect(buyerView.buyerLines[1].disputeReason).toBe('Payment not received');
    const outbox = await t.database.db
      .selectFrom('outbox')
      .select(['kind', 'payload'])
      .where('subject_id', '=', id)
      .execute();
    expect(outbox.map((o) => o.kind)).toEqual(['accountStatement.disputed']);
    expect(outbox[0]!.payload).toMatchObject({
      lines: [{ position: 2, reference: 'PAY-1', reason: 'Payment not received' }],
    });
    // The reason is the supplier's words to the buyer, not the log's.
    const logged = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', 'like', 'statement.dispute%')
      .execute();
    expect(logged.some((l) => l.item.includes('Payment not received'))).toBe(false);
  });

  it('refuses a frozen supplier', async () => {
    const { id } = await send(statement());
    const freeze = (frozen: boolean) =>
      t.database.db
        .updateTable('companies')
        .set({ commercial_frozen: frozen })
        .where('code', '=', DEMO_CODE)
        .execute();
    await freeze(true);
    try {
      expect((await post(`${SUP}/confirm`, { id, version: 1 })).statusCode).toBe(403);
      expect(
        (await post(`${SUP}/dispute`, { id, version: 1, lines: [{ position: 1, reason: 'x' }] }))
          .statusCode,
      ).toBe(403);
    } finally {
      await freeze(false);
    }
  });

  it('keeps each side to its own calls', async () => {
    const { id } = await send(statement());
    expect((await get(`${BUY}/list`, { current: '1', size: '10' })).statusCode).toBe(403);
    expect((await get(`${BUY}/detail`, { id })).statusCode).toBe(403);
    for (const url of [`${SUP}/list`, `${SUP}/detail`]) {
      expect((await get(url, { id, current: '1', size: '10' }, 'buyerAdmin')).statusCode).toBe(403);
    }
    expect((await post(`${SUP}/confirm`, { id, version: 1 }, 'buyerAdmin')).statusCode).toBe(403);
    expect((await get(TEMPLATE, { id }, 'buyerAdmin')).statusCode).toBe(403);
    const buyerList = await get(`${BUY}/list`, { current: '1', size: '200' }, 'buyerAdmin');
    expect(buyerList.json().data.records.some((r: { id: string }) => r.id === id)).toBe(true);
    expect((await get(`${BUY}/detail`, { id: 'nope' }, 'buyerAdmin')).statusCode).toBe(404);
  });
});

describe("the supplier's bills beside the statement", () => {
  it('shows the bill a line names, and bills that differ, are unknown or are missing', async () => {
    const db = t.database.db;
    const supplier = await db
      .selectFrom('companies')
      .select('id')
      .where('code', '=', DEMO_CODE)
      .executeTakeFirstOrThrow();
    const buyer = await db
      .selectFrom('companies')
      .select('id')
      .where('kind', '=', 'buyer')
      .executeTakeFirstOrThrow();
    const bill = (number: string, amount: number) => ({
      id: `bill-${number}`,
      number,
      supplier_id: supplier.id,
      buyer_id: buyer.id,
      kind: 'freight' as const,
      state: 'approved' as const,
      currency: 'CNY',
      amount,
      tolerance_quantity_pct: 2,
      tolerance_price_pct: 5,
      submitted_at: new Date('2026-10-10T03:00:00Z'),
    });
    await db
      .insertInto('bills')
      .values([bill('BL-S100001-900001', 500), bill('BL-S100001-900002', 80)])
      .execute();
    const { id } = await send(
      statement({
        closingBalance: 1000 + 450 + 70,
        lines: [
          {
            date: '2026-10-11',
            docType: 'invoice',
            reference: 'bl-s100001-900001',
            debit: 450,
            credit: 0,
          },
          {
            date: '2026-10-12',
            docType: 'invoice',
            reference: 'BL-S100001-999999',
            debit: 70,
            credit: 0,
          },
        ],
      }),
    );
    const d = await detail(id);
    expect(d.buyerLines[0].bill).toMatchObject({
      number: 'BL-S100001-900001',
      amount: 500,
      state: 'approved',
    });
    expect(d.buyerLines[1].bill).toBeNull();
    const kinds = d.differences.map((x: { kind: string; reference: string }) => [
      x.kind,
      x.reference,
    ]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['billAmountDiffers', 'bl-s100001-900001'],
        ['billUnknown', 'BL-S100001-999999'],
        ['billMissing', 'BL-S100001-900002'],
      ]),
    );
    // The first template of the supplier's side starts from its bills of the period.
    const template = await sheetOf((await get(TEMPLATE, { id })).rawPayload);
    const refs = [0, 1].map(
      (i) => template.getCell(FIRST_DATA_ROW + i, columnOf(template, 'reference')).value,
    );
    expect(refs).toEqual(['BL-S100001-900001', 'BL-S100001-900002']);
    // Another supplier's statement never shows these bills.
    const other = await send(statement({ supplierCode: OTHER_CODE }));
    expect((await detail(other.id, 'supplierOther')).differences).toEqual([]);
  });
});

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

async function filledTemplate(id: string, rows: Record<string, ExcelJS.CellValue>[]) {
  const res = await get(TEMPLATE, { id });
  expect(res.statusCode, res.body).toBe(200);
  const sheet = await sheetOf(res.rawPayload);
  // Starts from an empty sheet whatever the template was filled with.
  for (let r = sheet.rowCount; r >= FIRST_DATA_ROW; r -= 1) sheet.spliceRows(r, 1);
  rows.forEach((values, i) => {
    for (const [key, value] of Object.entries(values)) {
      sheet.getCell(FIRST_DATA_ROW + i, columnOf(sheet, key)).value = value;
    }
  });
  return Buffer.from(await sheet.workbook.xlsx.writeBuffer());
}

const upload = (
  fields: Record<string, string>,
  content: Buffer,
  who: Who = 'supplierDemo',
  name = 's.xlsx',
) => postMultipart(t.app, `${SUP}/batchUpload`, tokens[who]!, fields, [{ name, content }]);

describe("the supplier's side from the template", () => {
  it("compares the uploaded lines with the buyer's, for both sides to see", async () => {
    const { id } = await send(statement());
    const file = await filledTemplate(id, [
      { date: '2026-10-05', docType: 'Invoice', reference: 'inv-1', debit: 550 },
      { date: '2026-10-25', docType: '贷项通知单', reference: 'CN-7', credit: 30 },
    ]);
    const res = await upload({ id, version: '1' }, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ applied: 2, errors: [], rowsRead: 2, version: 2 });
    for (const who of ['supplierDemo', 'buyerAdmin'] as const) {
      const d = await detail(id, who);
      expect(d.supplierLines.map((l: { balance: number }) => l.balance)).toEqual([1550, 1520]);
      expect(d.supplierClosingBalance).toBe(1520);
      expect(d.differenceCount).toBe(3);
      // (The supplier's bills of October from the test above are differences of their own.)
      const sides = (d.differences as { kind: string; reference: string }[]).filter(
        (x) => !x.kind.startsWith('bill'),
      );
      expect(sides.map((x) => [x.kind, x.reference])).toEqual([
        ['amountDiffers', 'INV-1'],
        ['missingSupplier', 'PAY-1'],
        ['missingBuyer', 'CN-7'],
      ]);
    }
    // The next template starts from what was uploaded.
    const again = await sheetOf((await get(TEMPLATE, { id })).rawPayload);
    expect(again.getCell(FIRST_DATA_ROW + 1, columnOf(again, 'reference')).value).toBe('CN-7');
  });

  it('reports bad rows and saves nothing', async () => {
    const { id } = await send(statement());
    const file = await filledTemplate(id, [
      { date: '2026-10-05', docType: 'invoice', reference: 'INV-1', debit: 500 },
      { date: '2026-12-01', docType: 'invoice', reference: 'INV-2', debit: 10 },
      { date: '2026-10-06', docType: 'receipt', reference: 'R-1', debit: 10 },
      { date: '2026-10-07', docType: 'payment', reference: 'P-1', debit: 10, credit: 10 },
      { date: '2026-10-08', docType: 'invoice', reference: 'INV-1', debit: 5 },
      { date: '2026-10-09', docType: 'invoice', reference: 'INV-3', debit: 1.234 },
    ]);
    const res = await upload({ id, version: '1' }, file);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ applied: 0, rowsRead: 6, version: 1 });
    expect(data.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [FIRST_DATA_ROW + 1, 'date'],
      [FIRST_DATA_ROW + 2, 'docType'],
      [FIRST_DATA_ROW + 3, 'debit'],
      [FIRST_DATA_ROW + 4, 'reference'],
      [FIRST_DATA_ROW + 5, 'debit'],
    ]);
    expect((await detail(id)).supplierLines).toEqual([]);
  });

  it('refuses a stale, foreign, confirmed or non-spreadsheet upload', async () => {
    const { id } = await send(statement());
    const file = await filledTemplate(id, [
      { date: '2026-10-05', docType: 'invoice', reference: 'INV-1', debit: 500 },
    ]);
    expect((await upload({ id, version: '0' }, file)).statusCode).toBe(409);
    expect((await upload({ id, version: '1' }, file, 'supplierOther')).statusCode).toBe(404);
    expect((await get(TEMPLATE, { id }, 'supplierOther')).statusCode).toBe(404);
    expect(
      (await upload({ id, version: '1' }, Buffer.from('a,b'), 'supplierDemo', 's.csv')).statusCode,
    ).toBe(400);
    expect((await upload({ id, version: '1' }, Buffer.from('not a zip'))).statusCode).toBe(400);
    expect((await post(`${SUP}/confirm`, { id, version: 1 })).statusCode).toBe(200);
    expect((await upload({ id, version: '2' }, file)).statusCode).toBe(409);
  });
});
