import type { BargainingRow } from '@portal/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { postMultipart } from '../../test/file-fixtures.ts';
import { DEMO_CODE } from '../../test/inquiry-fixtures.ts';
import { FIRST_DATA_ROW, HEADER_ROW, KEY_ROW } from '../spreadsheet/index.ts';
import { URLS, client, openRound, quotedInquiry, type QuotedInquiry } from './test-fixtures.ts';

let t: TestApp;
let tokens: { demo: string; other: string; buyer: string };
let inquiry: QuotedInquiry;

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    demo: (await signIn(t.app, DEMO.supplierDemo)).accessToken,
    other: (await signIn(t.app, DEMO.supplierOther)).accessToken,
    buyer: (await signIn(t.app, DEMO.buyerAdmin)).accessToken,
  };
  inquiry = await quotedInquiry(t, tokens);
});
afterAll(() => t.close());

const line = (index: number) => inquiry.demoLines.get(inquiry.itemIds[index] ?? '') ?? '';

async function templateSheet(
  token: string,
  lang = 'en',
  inquiryId?: string,
): Promise<ExcelJS.Worksheet> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${URLS.template}${inquiryId ? `?inquiryId=${inquiryId}` : ''}`,
    headers: { 'accept-language': lang, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toContain('bargaining.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

function col(sheet: ExcelJS.Worksheet, key: string): number {
  let found = 0;
  sheet.getRow(KEY_ROW).eachCell((c, i) => {
    if (c.value === key) found = i;
  });
  return found;
}

function rowOf(sheet: ExcelJS.Worksheet, roundId: string): number {
  for (let r = FIRST_DATA_ROW; r <= sheet.rowCount; r += 1) {
    if (sheet.getCell(r, col(sheet, 'roundId')).value === roundId) return r;
  }
  throw new Error(`round ${roundId} not in the template`);
}

describe('bulk bargaining answers', () => {
  it('lists the open rounds, applies the good rows and reports the others', async () => {
    const [accept = '', answer = ''] = await openRound(
      t.app,
      tokens.buyer,
      [line(0), line(1)],
      7000,
    );
    const otherRound = await openRound(
      t.app,
      tokens.buyer,
      [inquiry.otherLines.get(inquiry.itemIds[0] ?? '') ?? ''],
      900,
    );

    const sheet = await templateSheet(tokens.demo, 'zh-CN');
    expect(sheet.name).toBe('议价');
    expect(sheet.getCell(HEADER_ROW, col(sheet, 'targetPrice')).value).toBe('目标价');
    // The template holds the caller's open rounds (the demo seed has one of its own too).
    const ids: string[] = [];
    for (let r = FIRST_DATA_ROW; r <= sheet.rowCount; r += 1) {
      if (sheet.getCell(r, col(sheet, 'inquiryNumber')).value === inquiry.inquiryNumber) {
        ids.push(String(sheet.getCell(r, col(sheet, 'roundId')).value));
      }
    }
    expect(ids.sort()).toEqual([accept, answer].sort());
    expect(ids).not.toContain(otherRound[0]);
    const acceptRow = rowOf(sheet, accept);
    expect(sheet.getCell(acceptRow, col(sheet, 'targetPrice')).value).toBe(7000);
    expect(sheet.getCell(acceptRow, col(sheet, 'lastPrice')).value).toBe(12500.5);

    const price = col(sheet, 'answerPrice');
    sheet.getCell(acceptRow, price).value = 7000;
    sheet.getCell(rowOf(sheet, answer), price).value = 7600;
    sheet.getCell(rowOf(sheet, answer), col(sheet, 'answerRemarks')).value = 'Best we can do';
    let next = sheet.actualRowCount + FIRST_DATA_ROW - 1;
    const extra = (values: Record<string, ExcelJS.CellValue>) => {
      next += 1;
      for (const [key, value] of Object.entries(values)) {
        sheet.getCell(next, col(sheet, key)).value = value;
      }
      return next;
    };
    const rows = [
      extra({ roundId: 'no-such-round', answerPrice: 1 }),
      extra({ roundId: otherRound[0] ?? '', answerPrice: 1 }),
      extra({ roundId: accept, answerPrice: 1 }),
      extra({ roundId: 'x', answerPrice: 'cheap' }),
      extra({ roundId: 'y', answerRemarks: 'no price' }),
      extra({ roundId: 'z', answerPrice: -5 }),
    ];
    const content = Buffer.from(await sheet.workbook.xlsx.writeBuffer());

    const res = await postMultipart(t.app, URLS.upload, tokens.demo, {}, [
      { name: 'bargaining.xlsx', content },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.applied).toBe(2);
    expect(data.rowsRead).toBe(8);
    expect(data.errors).toEqual([
      { row: rows[0], column: 'roundId', message: 'This bargaining round does not exist' },
      { row: rows[1], column: 'roundId', message: 'This bargaining round does not exist' },
      {
        row: rows[2],
        column: 'roundId',
        message: 'This line appears more than once in the spreadsheet',
      },
      { row: rows[3], column: 'answerPrice', message: 'Enter a number' },
      { row: rows[4], column: 'answerPrice', message: 'Please enter your price' },
      {
        row: rows[5],
        column: 'answerPrice',
        message: 'Enter a positive amount with at most 4 decimals',
      },
    ]);

    const list = await client(t.app, tokens.demo).get(URLS.list, { inquiryId: inquiry.id });
    const listed = list.json<{ data: { records: BargainingRow[] } }>().data.records;
    expect(listed.find((r) => r.id === accept)).toMatchObject({
      status: 'submitted',
      answerPrice: 7000,
    });
    expect(listed.find((r) => r.id === answer)).toMatchObject({
      status: 'submitted',
      answerPrice: 7600,
      answerRemarks: 'Best we can do',
    });
    const untouched = await t.database.db
      .selectFrom('bargaining_rounds')
      .select(['status', 'version'])
      .where('id', '=', otherRound[0] ?? '')
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ status: 'pending', version: 1 });
  });

  it('refuses an untouched template and a file that is not one', async () => {
    await openRound(t.app, tokens.buyer, [line(0)], 6500);
    const sheet = await templateSheet(tokens.demo);
    const content = Buffer.from(await sheet.workbook.xlsx.writeBuffer());
    const untouched = await postMultipart(t.app, URLS.upload, tokens.demo, {}, [
      { name: 'b.xlsx', content },
    ]);
    expect(untouched.statusCode).toBe(400);
    expect(untouched.json().msg).toBe('The spreadsheet has no rows to read');
    const notOurs = await postMultipart(t.app, URLS.upload, tokens.demo, {}, [
      { name: 'b.xlsx', content: Buffer.from('hello') },
    ]);
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().msg).toBe('This is not the template spreadsheet');
  });
});

describe('a frozen supplier’s bulk answers', () => {
  it('are refused as a whole (403) and change no price', async () => {
    const fresh = await quotedInquiry(t, tokens);
    const first = fresh.demoLines.get(fresh.itemIds[0] ?? '') ?? '';
    const [id = ''] = await openRound(t.app, tokens.buyer, [first], 5000);
    const sheet = await templateSheet(tokens.demo);
    sheet.getCell(rowOf(sheet, id), col(sheet, 'answerPrice')).value = 5000;
    const content = Buffer.from(await sheet.workbook.xlsx.writeBuffer());
    const freeze = (on: boolean) =>
      t.database.db
        .updateTable('companies')
        .set({ commercial_frozen: on })
        .where('code', '=', DEMO_CODE)
        .execute();
    await freeze(true);
    try {
      const res = await postMultipart(t.app, URLS.upload, tokens.demo, {}, [
        { name: 'bargaining.xlsx', content },
      ]);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error_description).toMatch(/frozen/);
    } finally {
      await freeze(false);
    }
    const rounds = await client(t.app, tokens.demo).get(URLS.list, { size: 500 });
    const row = rounds
      .json<{ data: { records: BargainingRow[] } }>()
      .data.records.find((r) => r.id === id);
    expect(row?.status).toBe('pending');
  });
});

describe('the template of one inquiry', () => {
  it('holds that inquiry’s open rounds only', async () => {
    const fresh = await quotedInquiry(t, tokens);
    const first = fresh.demoLines.get(fresh.itemIds[0] ?? '') ?? '';
    const [mine = ''] = await openRound(t.app, tokens.buyer, [first], 4000);
    const elsewhere = await quotedInquiry(t, tokens);
    const [other = ''] = await openRound(
      t.app,
      tokens.buyer,
      [elsewhere.demoLines.get(elsewhere.itemIds[0] ?? '') ?? ''],
      4000,
    );
    const roundIds = (sheet: ExcelJS.Worksheet) => {
      const ids: string[] = [];
      for (let r = FIRST_DATA_ROW; r <= sheet.rowCount; r += 1) {
        const value = sheet.getCell(r, col(sheet, 'roundId')).value;
        if (value) ids.push(String(value));
      }
      return ids;
    };
    expect(roundIds(await templateSheet(tokens.demo, 'en', fresh.id))).toEqual([mine]);
    const all = roundIds(await templateSheet(tokens.demo));
    expect(all).toEqual(expect.arrayContaining([mine, other]));
  });
});
