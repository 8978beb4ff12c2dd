import { messages } from '@portal/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { PDF, postMultipart } from '../../test/file-fixtures.ts';
import { DEMO_CODE, createInquiry } from '../../test/inquiry-fixtures.ts';
import { FIRST_DATA_ROW, HEADER_ROW, KEY_ROW } from './columns.ts';
import { zipBomb } from './zip-fixture.ts';

const TEMPLATE_URL = '/api/admin/file/template/quote';
const UPLOAD_URL = '/api/admin/inquiry/cgInquiry/batchUpload';

let t: TestApp;
let demo = '';
let other = '';
let buyer = '';
let inquiry: { id: string; inquiryNumber: string; itemIds: string[] };
let demoOnly: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  demo = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
  other = (await signIn(t.app, DEMO.supplierOther)).accessToken;
  buyer = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
  inquiry = await createInquiry(t);
  demoOnly = await createInquiry(t, { bidders: [DEMO_CODE] });
});
afterAll(() => t.close());

function template(inquiryId: string, token: string, lang = 'en', viaQuery = false) {
  return t.app.inject({
    method: 'GET',
    url: `${TEMPLATE_URL}?inquiryId=${inquiryId}${viaQuery ? `&token=${token}` : ''}`,
    headers: { ...(viaQuery ? {} : bearer(token)), 'accept-language': lang },
  });
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

async function filled(
  token: string,
  rows: Record<string, ExcelJS.CellValue>[],
  extraRows: Record<string, ExcelJS.CellValue>[] = [],
): Promise<Buffer> {
  const res = await template(inquiry.id, token);
  const sheet = await sheetOf(res.rawPayload);
  rows.forEach((values, i) => {
    for (const [key, value] of Object.entries(values)) {
      sheet.getCell(FIRST_DATA_ROW + i, columnOf(sheet, key)).value = value;
    }
  });
  extraRows.forEach((values, i) => {
    for (const [key, value] of Object.entries(values)) {
      sheet.getCell(FIRST_DATA_ROW + rows.length + i, columnOf(sheet, key)).value = value;
    }
  });
  return Buffer.from(await sheet.workbook.xlsx.writeBuffer());
}

const upload = (
  token: string,
  inquiryId: string,
  content: Buffer,
  name = 'quote.xlsx',
  lang = 'en',
) => postMultipart(t.app, UPLOAD_URL, token, { inquiryId }, [{ name, content }], lang);

const GOOD = {
  quotePartNumber: '340-028-402-0',
  interchangeability: 'original',
  condition: 'NE',
  unitPrice: 12500.5,
  currency: 'CNY',
  taxRate: 13,
  quotedQuantity: 4,
  unit: 'EA',
  moq: 4,
  leadTimeDays: 30,
  validityDate: new Date(Date.UTC(2099, 11, 31)),
  certificateType: 'CAAC+FAA',
  fee0Amount: 100,
  fee0Currency: 'CNY',
};

describe('quote template', () => {
  it('has one row per item with read-only hints, translated headers and no trade terms for a domestic supplier', async () => {
    // A token in the URL is not a sign-in (the widgets fetch templates with the header).
    expect((await template(inquiry.id, demo, 'zh-CN', true)).statusCode).toBe(401);
    const res = await template(inquiry.id, demo, 'zh-CN');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`${inquiry.inquiryNumber}-quote.xlsx`);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe('报价');
    expect(sheet.getCell(HEADER_ROW, columnOf(sheet, 'unitPrice')).value).toBe('单价');
    expect(sheet.getCell(FIRST_DATA_ROW, columnOf(sheet, 'itemNo')).value).toBe(1);
    expect(sheet.getCell(FIRST_DATA_ROW, columnOf(sheet, 'materialNumber')).value).toBe(
      '340-028-402-0',
    );
    expect(sheet.getCell(FIRST_DATA_ROW + 1, columnOf(sheet, 'quantity')).value).toBe(2);
    expect(sheet.getCell(FIRST_DATA_ROW + 2, 1).value).toBeNull();
    expect(() => columnOf(sheet, 'incoterms')).toThrow();

    const foreign = await sheetOf((await template(inquiry.id, other)).rawPayload);
    expect(columnOf(foreign, 'incoterms')).toBeGreaterThan(0);
    expect(foreign.getCell(HEADER_ROW, columnOf(foreign, 'fee0Amount')).value).toBe(
      'Freight amount',
    );
  });

  it('answers 404 for an inquiry the caller is not invited to, 403 for buyer staff', async () => {
    expect((await template(demoOnly.id, other)).statusCode).toBe(404);
    expect((await template('no-such-inquiry', demo)).statusCode).toBe(404);
    expect((await template(inquiry.id, buyer)).statusCode).toBe(403);
    expect((await template(inquiry.id, 'forged', 'en', true)).statusCode).toBe(401);
  });
});

describe('batch quote upload', () => {
  it('answers the good lines and a row-by-row report of the bad ones; nothing is saved', async () => {
    const content = await filled(
      demo,
      [
        GOOD,
        {
          unitPrice: 'abc',
          condition: 'XX',
          quotedQuantity: 10,
          moq: 2,
          taxRate: 13,
          currency: 'USD',
        },
      ],
      [
        { itemNo: 99, unitPrice: 1 },
        { itemNo: 1, unitPrice: 2, currency: 'CNY' },
      ],
    );
    const res = await upload(demo, inquiry.id, content);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{
      data: {
        lines: Record<string, unknown>[];
        errors: { row: number; column: string; message: string }[];
        rowsRead: number;
      };
    }>().data;
    expect(data.rowsRead).toBe(4);
    expect(data.lines).toEqual([
      {
        itemId: inquiry.itemIds[0],
        quoted: true,
        quotePartNumber: '340-028-402-0',
        interchangeability: 'original',
        condition: 'NE',
        unitPrice: 12500.5,
        currency: 'CNY',
        taxRate: 13,
        quotedQuantity: 4,
        unit: 'EA',
        moq: 4,
        leadTimeDays: 30,
        validityDate: '2099-12-31',
        certificateType: 3,
        fees: [{ slot: 0, amount: 100, currency: 'CNY' }],
      },
    ]);
    expect(data.errors).toEqual([
      { row: 4, column: 'condition', message: 'Choose a value from the list' },
      { row: 4, column: 'unitPrice', message: 'Enter a number' },
      { row: 4, column: 'taxRate', message: 'A VAT rate applies to RMB (CNY) prices only' },
      {
        row: 4,
        column: 'moq',
        message: 'MOQ must be greater than or equal to the quoted quantity',
      },
      { row: 5, column: 'itemNo', message: 'No item of this inquiry has this line number' },
      { row: 6, column: 'itemNo', message: 'This line appears more than once in the spreadsheet' },
    ]);
    const saved = await t.database.db
      .selectFrom('quote_lines')
      .select('id')
      .where('inquiry_id', '=', inquiry.id)
      .execute();
    expect(saved).toEqual([]);
  });

  it('checks the cross-field rules of a draft', async () => {
    const content = await filled(demo, [
      { ...GOOD, quotedQuantity: 10, moq: 2, taxRate: 13, currency: 'USD', fee0Currency: null },
    ]);
    const res = await upload(demo, inquiry.id, content, 'quote.xlsx', 'zh-CN');
    expect(res.statusCode).toBe(200);
    const { errors, lines } = res.json().data;
    expect(lines).toEqual([]);
    expect(errors).toEqual([
      { row: 3, column: 'taxRate', message: messages.zh['quote.vatOnlyRmb'] },
      { row: 3, column: 'moq', message: messages.zh['quote.moq'] },
      { row: 3, column: 'fee0Currency', message: messages.zh['quote.required.currency'] },
    ]);
  });

  it('refuses what is not the template, an untouched template and another inquiry', async () => {
    const notXlsx = await upload(demo, inquiry.id, PDF, 'quote.pdf');
    expect([notXlsx.statusCode, notXlsx.json().msg]).toEqual([
      400,
      'This is not the template spreadsheet',
    ]);
    const renamed = await upload(demo, inquiry.id, PDF, 'quote.xlsx');
    expect(renamed.statusCode).toBe(400);
    const untouched = await upload(demo, inquiry.id, (await template(inquiry.id, demo)).rawPayload);
    expect([untouched.statusCode, untouched.json().msg]).toEqual([
      400,
      'The spreadsheet has no rows to read',
    ]);
    const content = await filled(demo, [GOOD]);
    expect((await upload(other, demoOnly.id, content)).statusCode).toBe(404);
    expect((await upload(buyer, inquiry.id, content)).statusCode).toBe(403);
    const noInquiry = await postMultipart(t.app, UPLOAD_URL, demo, {}, [
      { name: 'q.xlsx', content },
    ]);
    expect(noInquiry.statusCode).toBe(400);
    expect(noInquiry.json().data.fields.inquiryId).toBe('This field is required');
  });

  it("answers a zip bomb with 413 in the caller's language, before the workbook is read", async () => {
    const bomb = zipBomb(48);
    const en = await upload(demo, inquiry.id, bomb);
    expect([en.statusCode, en.json().msg]).toEqual([
      413,
      messages.en['batch.inflatedTooLarge'].replace('{{mb}}', '32'),
    ]);
    const zh = await upload(demo, inquiry.id, bomb, 'quote.xlsx', 'zh-CN');
    expect([zh.statusCode, zh.json().msg]).toEqual([
      413,
      '表格解压后超过 32 MB，请删除不需要的工作表或图片后重试',
    ]);
  });
});
