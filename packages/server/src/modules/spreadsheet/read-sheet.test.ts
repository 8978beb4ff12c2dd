import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error.ts';
import { FIRST_DATA_ROW, HEADER_ROW, KEY_ROW, type SheetColumn } from './columns.ts';
import { readSheet } from './read-sheet.ts';
import { buildTemplate, LISTS_SHEET } from './template.ts';
import { checkZip } from './zip-check.ts';
import { buildZip, zipBomb } from './zip-fixture.ts';

const COLUMNS: SheetColumn[] = [
  { key: 'no', label: (l) => (l === 'zh' ? '行号' : 'No.'), kind: 'number', readOnly: true },
  { key: 'name', label: () => 'Name', kind: 'text' },
  { key: 'price', label: () => 'Price', kind: 'number' },
  { key: 'day', label: () => 'Day', kind: 'date' },
  {
    key: 'size',
    label: () => 'Size',
    kind: 'list',
    options: [
      { value: 's', text: 'Small', aliases: ['小'] },
      { value: 'l', text: 'Large' },
    ],
  },
];

async function workbookOf(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb;
}

async function fill(
  rows: (string | number | Date | null | ExcelJS.CellValue)[][],
  columns = COLUMNS,
): Promise<Buffer> {
  const template = await buildTemplate(columns, [], 'en', 'Data');
  const wb = await workbookOf(template);
  const sheet = wb.getWorksheet('Data');
  if (!sheet) throw new Error('no sheet');
  rows.forEach((values, r) =>
    values.forEach((v, c) => {
      sheet.getCell(FIRST_DATA_ROW + r, c + 1).value = v as ExcelJS.CellValue;
    }),
  );
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('buildTemplate', () => {
  it('writes a hidden key row, translated headers, rows and list validations', async () => {
    const buffer = await buildTemplate(COLUMNS, [{ no: 1, name: 'a' }, { no: 2 }], 'zh', '数据');
    const wb = await workbookOf(buffer);
    const sheet = wb.getWorksheet('数据');
    expect(sheet?.getRow(KEY_ROW).hidden).toBe(true);
    expect(sheet?.getRow(KEY_ROW).values).toEqual([
      undefined,
      'no',
      'name',
      'price',
      'day',
      'size',
    ]);
    expect(sheet?.getCell(HEADER_ROW, 1).value).toBe('行号');
    expect(sheet?.getCell(FIRST_DATA_ROW + 1, 1).value).toBe(2);
    expect(sheet?.getCell(FIRST_DATA_ROW, 5).dataValidation).toMatchObject({
      type: 'list',
      formulae: [`${LISTS_SHEET}!$A$1:$A$2`],
    });
    expect(wb.getWorksheet(LISTS_SHEET)?.state).toBe('hidden');
    expect(wb.getWorksheet(LISTS_SHEET)?.getCell('A1').value).toBe('Small');
  });
});

describe('readSheet', () => {
  it('types each cell and reports bad cells row by row without throwing', async () => {
    const buffer = await fill([
      [1, 'bolt', 12.5, new Date(Date.UTC(2026, 4, 1)), 'Small'],
      [2, 42, '1,200.50', '2026/5/2', 'l'],
      [3, { richText: [{ text: 'rich' }] }, 'cheap', '2026-02-30', 'Huge'],
      [null, null, null, null, null],
      [4, 'serial', { formula: '1+1', result: 2 }, 46143, '小'],
    ]);
    const result = await readSheet(buffer, COLUMNS, { required: ['no'], maxRows: 10 });
    expect(result.rows).toEqual([
      { row: 3, values: { no: 1, name: 'bolt', price: 12.5, day: '2026-05-01', size: 's' } },
      { row: 4, values: { no: 2, name: '42', price: 1200.5, day: '2026-05-02', size: 'l' } },
      { row: 5, values: { no: 3, name: 'rich' } },
      { row: 7, values: { no: 4, name: 'serial', price: 2, day: '2026-05-01', size: 's' } },
    ]);
    expect(result.errors).toEqual([
      { row: 5, column: 'price', message: 'batch.number' },
      { row: 5, column: 'day', message: 'quote.dateInvalid' },
      { row: 5, column: 'size', message: 'batch.notInList' },
    ]);
  });

  it('finds columns by key whatever their order', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('mine');
    sheet.getRow(KEY_ROW).values = ['price', 'no', 'unknown'];
    sheet.getRow(FIRST_DATA_ROW).values = [9, 1, 'x'];
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const result = await readSheet(buffer, COLUMNS, { required: ['no'], maxRows: 10 });
    expect(result.rows).toEqual([{ row: FIRST_DATA_ROW, values: { no: 1, price: 9 } }]);
  });

  it('refuses what is not our template, an empty one and too many rows', async () => {
    expect(
      (await failure(readSheet(Buffer.from('not a zip'), COLUMNS, { required: [], maxRows: 1 })))
        .key,
    ).toBe('batch.badFile');
    const other = new ExcelJS.Workbook();
    other.addWorksheet('x').getCell('A1').value = 'hello';
    const otherBuffer = Buffer.from(await other.xlsx.writeBuffer());
    expect(
      (await failure(readSheet(otherBuffer, COLUMNS, { required: ['no'], maxRows: 5 }))).key,
    ).toBe('batch.badFile');
    const empty = await buildTemplate(COLUMNS, [], 'en', 'Data');
    const noRows = await failure(readSheet(empty, COLUMNS, { required: ['no'], maxRows: 5 }));
    expect([noRows.status, noRows.key]).toEqual([400, 'batch.noRows']);
    const many = await fill([[1], [2], [3]]);
    const tooMany = await failure(readSheet(many, COLUMNS, { required: ['no'], maxRows: 2 }));
    expect([tooMany.key, tooMany.options.params]).toEqual(['batch.tooManyRows', { max: 2 }]);
  });
});

describe('checkZip', () => {
  it('passes a real workbook and refuses what inflates past the limit', async () => {
    const buffer = await buildTemplate(COLUMNS, [{ no: 1 }], 'en', 'Data');
    expect(await checkZip(buffer, 10 * 1024 * 1024)).toBe('ok');
    expect(await checkZip(buffer, 100)).toBe('tooLarge');
    expect(await checkZip(Buffer.from('PK not really'), 100)).toBe('notZip');
  });

  it('counts the bytes an entry really inflates to, not the size it declares', async () => {
    const honest = buildZip([{ name: 'a.xml', data: Buffer.alloc(5000, 0x61) }]);
    expect(await checkZip(honest, 5000)).toBe('ok');
    expect(await checkZip(honest, 4999)).toBe('tooLarge');
    const lying = buildZip([{ name: 'a.xml', data: Buffer.alloc(5000, 0x61), declaredSize: 10 }]);
    expect(await checkZip(lying, 4999)).toBe('tooLarge');
    // The cap is over all entries together: two entries of 3,000 bytes pass 6,000, not 5,999.
    const two = buildZip([
      { name: 'a.xml', data: Buffer.alloc(3000), declaredSize: 1 },
      { name: 'b.xml', data: Buffer.alloc(3000), declaredSize: 1 },
    ]);
    expect(await checkZip(two, 6000)).toBe('ok');
    expect(await checkZip(two, 5999)).toBe('tooLarge');
  });

  it('refuses a zip bomb whose central directory declares small sizes with 413', async () => {
    const bomb = zipBomb(64);
    // A small upload: far under the 10 MB spreadsheet limit, declaring 100 bytes per entry.
    expect(bomb.length).toBeLessThan(512 * 1024);
    const error = await failure(readSheet(bomb, COLUMNS, { required: [], maxRows: 1 }));
    expect([error.status, error.key, error.options.params]).toEqual([
      413,
      'batch.inflatedTooLarge',
      { mb: 32 },
    ]);
  });
});
