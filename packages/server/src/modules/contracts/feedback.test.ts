// Contract feedback by spreadsheet through the API: the template (the caller's open lines only,
// bilingual headers, a list for the answer), an upload answering contracts through the answer
// service's rules, the row-by-row report of refused rows, and whole-contract behaviour.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpContract, postErpContract } from '../../test/contract-fixtures.ts';
import { PDF, postMultipart } from '../../test/file-fixtures.ts';
import { OTHER_CODE } from '../../test/inquiry-fixtures.ts';
import { bearer, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';
import { FIRST_DATA_ROW, KEY_ROW } from '../spreadsheet/index.ts';

const TEMPLATE_URL = '/api/admin/file/template/contractFeedback';
const UPLOAD_URL = '/api/admin/contract/cgContractAnswer/batchUpload';
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app, ['supplierDemo', 'supplierOther', 'buyerAdmin']));
});
afterAll(() => t.close());

const template = (who = 'supplierDemo', lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: TEMPLATE_URL,
    headers: bearer(tokens[who]!, { 'accept-language': lang }),
  });

async function workbookOf(body: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
}

async function issue(overrides: Parameters<typeof erpContract>[0] = {}) {
  const body = erpContract(overrides);
  const res = await postErpContract(t.app, body);
  return { id: res.json().data.id as string, number: body.contractNumber };
}

type Answer = Record<string, ExcelJS.CellValue>;

/**
 * The caller's template with answers filled in by (contract number, line number); rows of other
 * contracts stay as they came (unanswered). `drop` removes rows entirely.
 */
async function filled(
  answers: Record<string, Answer>,
  options: { drop?: string[]; lang?: string } = {},
): Promise<{ file: Buffer; rowOf: (key: string) => number }> {
  const wb = await workbookOf((await template('supplierDemo', options.lang)).rawPayload);
  const sheet = wb.worksheets[0]!;
  const col = new Map<string, number>();
  sheet.getRow(KEY_ROW).eachCell((cell, c) => col.set(String(cell.value), c));
  const rows = new Map<string, number>();
  for (let r = FIRST_DATA_ROW; r <= sheet.rowCount; r += 1) {
    const key = `${sheet.getCell(r, col.get('contractNumber')!).value}:${sheet.getCell(r, col.get('lineNo')!).value}`;
    if (options.drop?.includes(key)) {
      sheet.spliceRows(r, 1);
      r -= 1;
      continue;
    }
    rows.set(key, r);
    for (const [k, v] of Object.entries(answers[key] ?? {}))
      sheet.getCell(r, col.get(k)!).value = v;
  }
  return {
    file: Buffer.from(await wb.xlsx.writeBuffer()),
    rowOf: (key) => rows.get(key)!,
  };
}

const upload = (content: Buffer, who = 'supplierDemo', name = 'feedback.xlsx', lang = 'en') =>
  postMultipart(t.app, UPLOAD_URL, tokens[who]!, {}, [{ name, content }], lang);

const contract = (id: string) =>
  t.database.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

interface Report {
  rowsRead: number;
  applied: { contractNumber: string; rows: number[]; state: string }[];
  errors: { row: number; column: string; message: string }[];
}

describe('contract feedback template', () => {
  it("holds one row per open line of the caller's contracts to confirm, with bilingual headers and an answer list", async () => {
    const mine = await issue();
    const theirs = await issue({ supplierCode: OTHER_CODE });
    const answered = await issue();
    await t.database.db
      .updateTable('contracts')
      .set({ state: 'confirmed' })
      .where('id', '=', answered.id)
      .execute();
    const res = await template('supplierDemo', 'zh-CN');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = (await workbookOf(res.rawPayload)).worksheets[0]!;
    expect(sheet.name).toBe('合同反馈');
    const keys: string[] = [];
    sheet.getRow(KEY_ROW).eachCell((c) => keys.push(String(c.value)));
    const at = (key: string) => keys.indexOf(key) + 1;
    expect(sheet.getRow(2).getCell(at('answer')).value).toBe('答复 / Answer');
    const numbers: string[] = [];
    for (let r = FIRST_DATA_ROW; r <= sheet.rowCount; r += 1) {
      numbers.push(String(sheet.getCell(r, at('contractNumber')).value));
    }
    expect(numbers.filter((n) => n === mine.number)).toHaveLength(2);
    expect(numbers).not.toContain(theirs.number);
    expect(numbers).not.toContain(answered.number);
    const r = FIRST_DATA_ROW + numbers.indexOf(mine.number);
    expect(sheet.getCell(r, at('lineNo')).value).toBe(10);
    expect(sheet.getCell(r, at('unitPrice')).value).toBe(15250.5);
    expect(sheet.getCell(r, at('answer')).dataValidation?.type).toBe('list');
  });

  it('is for suppliers only', async () => {
    expect((await template('buyerAdmin')).statusCode).toBe(403);
  });
});

describe('contract feedback upload', () => {
  it('answers whole contracts by the answer rules and leaves unanswered contracts alone', async () => {
    const a = await issue();
    const b = await issue();
    const untouched = await issue();
    const { file, rowOf } = await filled({
      [`${a.number}:10`]: { answer: 'Confirm' },
      [`${a.number}:20`]: { answer: 'Confirm' },
      [`${b.number}:10`]: { answer: 'Reject', reason: 'Discontinued' },
      [`${b.number}:20`]: {
        answer: 'Amend',
        newUnitPrice: 300,
        newDeliveryDate: '2027-02-01',
        reason: 'New price list',
      },
    });
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<{ msg: string; data: Report }>();
    expect(report.msg).toBe('2 contracts answered, 0 rows refused');
    expect(report.data.errors).toEqual([]);
    expect(report.data.applied).toEqual([
      {
        contractNumber: a.number,
        rows: [rowOf(`${a.number}:10`), rowOf(`${a.number}:20`)],
        state: 'confirmed',
      },
      {
        contractNumber: b.number,
        rows: [rowOf(`${b.number}:10`), rowOf(`${b.number}:20`)],
        state: 'changed',
      },
    ]);
    expect((await contract(a.id)).state).toBe('confirmed');
    const changed = await contract(b.id);
    expect(changed.current_version).toBe(2);
    // Line 10 rejected and left out; line 20 at 10 × 300.
    expect(Number(changed.total_amount)).toBe(3000);
    const v2 = await t.database.db
      .selectFrom('contract_lines')
      .select(['line_no', 'delivery_date'])
      .where('contract_id', '=', b.id)
      .where('version_no', '=', 2)
      .execute();
    expect(v2).toEqual([{ line_no: 20, delivery_date: '2027-02-01' }]);
    expect((await contract(untouched.id)).state).toBe('toConfirm');
    const acks = await t.database.db
      .selectFrom('outbox')
      .select('payload')
      .where('subject_id', 'in', [a.id, b.id])
      .where('kind', '=', 'contract.ack')
      .execute();
    expect(acks.map((r) => (r.payload as { ack: string }).ack).sort()).toEqual(['AC', 'AT']);
    const log = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', 'in', [`contract.answer ${a.number} AT`, 'contract.feedback 2'])
      .execute();
    expect(log).toHaveLength(2);
  });

  it('reports refused rows and applies nothing of a contract with one refused row or a missing line', async () => {
    const bad = await issue();
    const short = await issue();
    const good = await issue();
    const { file, rowOf } = await filled(
      {
        [`${bad.number}:10`]: { answer: 'Confirm' },
        [`${bad.number}:20`]: { answer: 'Amend', newDeliveryDate: '2020-01-01', reason: 'Late' },
        [`${short.number}:10`]: { answer: 'Confirm' },
        [`${good.number}:10`]: { answer: 'Reject', reason: 'No stock' },
        [`${good.number}:20`]: { answer: 'Reject' },
      },
      { drop: [`${short.number}:20`] },
    );
    const res = await upload(file, 'supplierDemo', 'feedback.xlsx', 'en');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: Report }>();
    expect(data.applied).toEqual([]);
    const byRow = (key: string) =>
      data.errors.filter((e) => e.row === rowOf(key)).map((e) => [e.column, e.message]);
    expect(byRow(`${bad.number}:20`)).toEqual([
      ['newDeliveryDate', 'A delivery date cannot be in the past'],
    ]);
    expect(byRow(`${bad.number}:10`)).toEqual([
      ['answer', 'Not applied: another row of this contract was refused'],
    ]);
    expect(byRow(`${short.number}:10`)).toEqual([
      ['lineNo', 'The file lacks these lines of this contract: 20'],
    ]);
    expect(byRow(`${good.number}:20`)).toEqual([['reason', 'Please give a reason']]);
    expect(byRow(`${good.number}:10`)).toEqual([
      ['answer', 'Not applied: another row of this contract was refused'],
    ]);
    for (const c of [bad, short, good]) expect((await contract(c.id)).state).toBe('toConfirm');
  });

  it('refuses rows of a contract answered meanwhile, of a newer version and of an unknown number', async () => {
    const done = await issue();
    const revised = await issue();
    const { file, rowOf } = await filled({
      [`${done.number}:10`]: { answer: 'Confirm' },
      [`${done.number}:20`]: { answer: 'Confirm' },
      [`${revised.number}:10`]: { answer: 'Confirm' },
      [`${revised.number}:20`]: { answer: 'Confirm' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/contract/cgContractAnswer/confirmAll',
      headers: bearer(tokens.supplierDemo!),
      payload: { id: done.id, version: 1 },
    });
    await postErpContract(t.app, { ...erpContract(), contractNumber: revised.number });
    const res = await upload(file, 'supplierDemo', 'feedback.xlsx', 'zh-CN');
    const { data } = res.json<{ data: Report }>();
    const at = (key: string) => data.errors.find((e) => e.row === rowOf(key));
    expect(at(`${done.number}:10`)).toMatchObject({
      column: 'contractNumber',
      message: '该合同不在待您答复的状态',
    });
    expect(at(`${revised.number}:20`)).toMatchObject({
      column: 'versionNo',
      message: '该合同已有新版本，请重新下载模板',
    });
    // Another company's contract number reads as unknown.
    const theirs = await issue({ supplierCode: OTHER_CODE });
    const wb = await workbookOf(file);
    const sheet = wb.worksheets[0]!;
    const col = new Map<string, number>();
    sheet.getRow(KEY_ROW).eachCell((cell, c) => col.set(String(cell.value), c));
    const r = rowOf(`${done.number}:10`);
    sheet.getCell(r, col.get('contractNumber')!).value = theirs.number;
    sheet.getCell(r, col.get('answer')!).value = 'Confirm';
    const foreign = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    const row = foreign.json<{ data: Report }>().data.errors.find((e) => e.row === r);
    expect(row).toMatchObject({
      column: 'contractNumber',
      message: 'You have no contract with this number',
    });
    expect((await contract(theirs.id)).state).toBe('toConfirm');
  });

  it("refuses a frozen company's confirmations on every row of the contract", async () => {
    const c = await issue();
    const { file, rowOf } = await filled({
      [`${c.number}:10`]: { answer: 'Confirm' },
      [`${c.number}:20`]: { answer: 'Confirm' },
    });
    await t.database.db
      .updateTable('companies')
      .set({ commercial_frozen: true })
      .where('code', '=', 'S100001')
      .execute();
    try {
      const { data } = (await upload(file)).json<{ data: Report }>();
      expect(data.applied).toEqual([]);
      const rows = data.errors.filter(
        (e) => e.row === rowOf(`${c.number}:10`) || e.row === rowOf(`${c.number}:20`),
      );
      expect(rows).toHaveLength(2);
      for (const e of rows) {
        expect(e.column).toBe('answer');
        expect(e.message).toContain("frozen by the buyer's commercial department");
      }
      expect((await contract(c.id)).state).toBe('toConfirm');
    } finally {
      await t.database.db
        .updateTable('companies')
        .set({ commercial_frozen: false })
        .where('code', '=', 'S100001')
        .execute();
    }
  });

  it('refuses a file of more than 2,000 rows as a whole', async () => {
    const wb = await workbookOf((await template()).rawPayload);
    const sheet = wb.worksheets[0]!;
    const col = new Map<string, number>();
    sheet.getRow(KEY_ROW).eachCell((cell, c) => col.set(String(cell.value), c));
    for (let i = 0; i < 2001; i += 1) {
      const r = FIRST_DATA_ROW + i;
      sheet.getCell(r, col.get('contractNumber')!).value = 'PO-MANY';
      sheet.getCell(r, col.get('lineNo')!).value = i + 1;
      sheet.getCell(r, col.get('answer')!).value = 'Confirm';
    }
    const res = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The spreadsheet can have at most 2000 rows');
  });

  it('refuses files that are not an xlsx template, and callers who are not suppliers', async () => {
    const pdf = await upload(PDF, 'supplierDemo', 'feedback.pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().msg).toBe('This is not the template spreadsheet');
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('x').getCell(1, 1).value = 'nothing';
    const notOurs = await upload(Buffer.from(await empty.xlsx.writeBuffer()));
    expect(notOurs.statusCode).toBe(400);
    const { file } = await filled({});
    expect((await upload(file, 'buyerAdmin')).statusCode).toBe(403);
  });
});
