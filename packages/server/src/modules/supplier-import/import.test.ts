// The bulk supplier import through the API: the bilingual template, a good file whose suppliers
// then set their password through the reset and sign in, a row-by-row report of invalid, duplicate
// and blacklisted rows (nothing of a refused row is created), bad files, and who may import.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  bearer,
  createTestApp,
  encrypt,
  publicKey,
  signIn,
  type TestApp,
} from '../../test/test-app.ts';
import { PDF, postMultipart } from '../../test/file-fixtures.ts';
import { FIRST_DATA_ROW, KEY_ROW } from '../spreadsheet/index.ts';

const TEMPLATE_URL = '/api/admin/file/template/supplierImport';
const UPLOAD_URL = '/api/admin/supplier/supImport/batchUpload';
/** E-mail links name the configured address, not the request's Host. */
const PUBLIC_URL = 'https://portal.buyer.example';

let t: TestApp;
let admin = '';
let masterdata = '';
let commercial = '';
let supplier = '';

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  admin = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
  masterdata = (await signIn(t.app, DEMO.buyerMasterdata)).accessToken;
  commercial = (await signIn(t.app, DEMO.buyerCommercial)).accessToken;
  supplier = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
});
afterAll(() => t.close());

function template(token: string, lang = 'en') {
  return t.app.inject({
    method: 'GET',
    url: TEMPLATE_URL,
    headers: { ...bearer(token), 'accept-language': lang },
  });
}

async function workbookOf(body: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
}

type Row = Record<string, ExcelJS.CellValue>;

/** The template in `lang`, filled with `rows` from the first data row on. */
async function filled(rows: Row[], lang = 'en'): Promise<Buffer> {
  const wb = await workbookOf((await template(admin, lang)).rawPayload);
  const sheet = wb.worksheets[0]!;
  const columns = new Map<string, number>();
  sheet.getRow(KEY_ROW).eachCell((cell, col) => columns.set(String(cell.value), col));
  rows.forEach((values, i) => {
    for (const [key, value] of Object.entries(values)) {
      sheet.getCell(FIRST_DATA_ROW + i, columns.get(key)!).value = value;
    }
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const upload = (content: Buffer, token = admin, name = 'suppliers.xlsx', lang = 'en') =>
  postMultipart(t.app, UPLOAD_URL, token, {}, [{ name, content }], lang);

const row = (n: number, extra: Row = {}): Row => ({
  supplierKind: 'Aviation material',
  country: 'CN',
  taxCategory: 'Unified social credit code',
  taxId: `91310000IMPORT${String(n).padStart(4, '0')}`,
  companyName: `导入航材公司${n}`,
  nameEn: `Import Aero ${n} Ltd.`,
  email: `admin${n}@import.example`,
  account: `import.admin${n}`,
  timeZone: 'Asia/Shanghai',
  businessTypes: 'Purchase, Repair',
  ...extra,
});

interface Report {
  rowsRead: number;
  created: { row: number; id: string; code: string; account: string; companyName: string }[];
  errors: { row: number; column: string; message: string }[];
}

describe('supplier import template', () => {
  it('has bilingual headers, lists for the coded columns and an instructions sheet', async () => {
    // The asked language wins over the request's; a token in the URL is no sign-in.
    const asked = await t.app.inject({
      method: 'GET',
      url: `${TEMPLATE_URL}?lang=zh`,
      headers: { 'accept-language': 'en', authorization: `Bearer ${admin}` },
    });
    expect(asked.statusCode).toBe(200);
    expect((await workbookOf(asked.rawPayload)).worksheets[0]!.name).toBe('供应商');
    const viaLink = await t.app.inject({ method: 'GET', url: `${TEMPLATE_URL}?token=${admin}` });
    expect(viaLink.statusCode).toBe(401);
    const res = await template(admin, 'zh');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = await workbookOf(res.rawPayload);
    const sheet = wb.worksheets[0]!;
    expect(sheet.name).toBe('供应商');
    expect(sheet.getRow(2).getCell(4).value).toBe('税号 / Tax ID');
    expect(sheet.getCell(FIRST_DATA_ROW, 1).dataValidation?.type).toBe('list');
    const help = wb.getWorksheet('填写说明')!;
    const texts: string[] = [];
    help.eachRow((r) => texts.push(r.values.toString()));
    expect(texts.join('\n')).toContain('500');
    expect(texts.join('\n')).toContain('统一社会信用代码');
  });

  it('masterdata may download it; commercial and a supplier may not', async () => {
    expect((await template(masterdata)).statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${TEMPLATE_URL}?lang=fr`,
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
    expect((await template(commercial)).statusCode).toBe(403);
    expect((await template(supplier)).statusCode).toBe(403);
  });
});

describe('supplier import', () => {
  it('creates the suppliers of a good file, who set a password by the reset and sign in', async () => {
    const file = await filled([row(1), row(2, { supplierKind: '运输供应商', country: 'China' })]);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<{ msg: string; data: Report }>();
    expect(report.msg).toBe('2 suppliers created, 0 rows refused');
    expect(report.data.errors).toEqual([]);
    expect(report.data.created.map((c) => [c.row, c.account])).toEqual([
      [3, 'import.admin1'],
      [4, 'import.admin2'],
    ]);

    const db = t.database.db;
    const companies = await db
      .selectFrom('companies')
      .select(['name', 'name_en', 'audit_status', 'status', 'supplier_kind', 'tax_id'])
      .where('tax_id', 'like', '91310000IMPORT%')
      .orderBy('tax_id')
      .execute();
    expect(companies).toEqual([
      expect.objectContaining({
        name: '导入航材公司1',
        name_en: 'Import Aero 1 Ltd.',
        audit_status: 'approved',
        status: 'approved',
        supplier_kind: 'aviation',
      }),
      expect.objectContaining({ supplier_kind: 'transport' }),
    ]);
    const types = await db
      .selectFrom('supplier_business_types')
      .select('business_type')
      .where('company_id', '=', report.data.created[0]!.id)
      .orderBy('business_type')
      .execute();
    expect(types.map((r) => r.business_type)).toEqual(['purchase', 'repair']);

    // No password works until one is set.
    await expect(
      signIn(t.app, { account: 'import.admin1', password: '!import:no-password' }),
    ).rejects.toThrow();
    const mail = await db
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'mail.supplierImport')
      .where('subject_id', '=', report.data.created[0]!.id)
      .executeTakeFirstOrThrow();
    const payload = mail.payload as { to: string; body: string };
    expect(payload.to).toBe('admin1@import.example');
    expect(payload.body).toContain(`${PUBLIC_URL}/forgetPassword?account=import.admin1`);

    const code = await t.app.inject({
      method: 'POST',
      url: '/api/os/ap/resetPwd/code',
      payload: { account: 'import.admin1', email: 'admin1@import.example' },
    });
    expect(code.statusCode).toBe(200);
    const sent = await db
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'mail.resetCode')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const digits = /(\d{6})/.exec((sent.payload as { body: string }).body)![1]!;
    const key = await publicKey(t.app);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/os/ap/resetPwd/reset',
      payload: {
        account: 'import.admin1',
        code: digits,
        passPriKey: key.uuid,
        password: encrypt(key.publicKey, 'Imported#2026'),
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const session = await signIn(t.app, { account: 'import.admin1', password: 'Imported#2026' });
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sys/user/getUserInfo',
      headers: bearer(session.accessToken),
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().data.user).toMatchObject({
      account: 'import.admin1',
      companyKind: 'supplier',
      companyName: 'Import Aero 1 Ltd.',
    });
  });

  it('reports invalid, duplicate, taken and blacklisted rows and creates only the others', async () => {
    await t.database.db
      .insertInto('supplier_blacklist')
      .values({
        id: randomUUID(),
        tax_id: '91310000BLACK00001',
        company_name: 'Black Co',
        reason: 'fraud',
      })
      .execute();
    const file = await filled([
      row(10), // 3: good
      row(11, { email: 'not-an-email', country: 'Atlantis' }), // 4: two bad cells
      row(12, { taxId: '91310000DUP0000001' }), // 5: same tax ID as row 6
      row(13, { taxId: '91310000DUP0000001' }), // 6
      row(14, { taxId: '91310000BLACK00001' }), // 7: blacklisted
      row(15, { account: 'supplier.demo', companyName: '演示航空零件有限公司' }), // 8: taken
      row(16, { businessTypes: 'Catering' }), // 9
      row(17, { taxId: undefined as unknown as string, companyName: 'X' }), // 10: missing, short
    ]);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: Report }>();
    expect(data.rowsRead).toBe(8);
    expect(data.created.map((c) => c.row)).toEqual([3]);
    const byRow = (n: number) =>
      data.errors.filter((e) => e.row === n).map((e) => [e.column, e.message]);
    expect(byRow(4)).toEqual([
      ['country', 'Choose a value from the list'],
      ['email', 'Please enter a valid e-mail address'],
    ]);
    expect(byRow(5)).toEqual([['taxId', 'Appears more than once in this file (rows 5, 6)']]);
    expect(byRow(6)).toEqual(byRow(5));
    expect(byRow(7)).toEqual([['taxId', 'This tax ID is on the blacklist and cannot register']]);
    expect(byRow(8)).toEqual([
      ['companyName', 'A supplier with this company name is already registered'],
      ['account', 'This login account is taken. Please choose another.'],
    ]);
    expect(byRow(9)).toEqual([
      [
        'businessTypes',
        'Business types are Purchase, Repair or 21-department, separated by commas',
      ],
    ]);
    expect(byRow(10).map(([c]) => c)).toEqual(['taxId', 'companyName']);
    const made = await t.database.db
      .selectFrom('users')
      .select('account')
      .where('account', 'like', 'import.admin1_')
      .orderBy('account')
      .execute();
    expect(made.map((u) => u.account)).toEqual(['import.admin10']);

    // The same file again: every row is now refused, row 3 as taken.
    const again = await upload(file, admin, 'suppliers.xlsx', 'zh');
    const report = again.json<{ msg: string; data: Report }>();
    expect(report.data.created).toEqual([]);
    expect(report.msg).toBe('已创建 0 家供应商，8 行未导入');
    expect(report.data.errors.filter((e) => e.row === 3).map((e) => e.message)).toContain(
      '该税号已注册',
    );
  });

  it('answers 400 for a file that is not the template and 403 to a supplier', async () => {
    const pdf = await upload(PDF, admin, 'suppliers.pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().msg).toBe('This is not the template spreadsheet');
    const renamed = await upload(PDF, admin, 'suppliers.xlsx');
    expect(renamed.statusCode).toBe(400);

    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('x').getCell(1, 1).value = 'hello';
    const other = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(other.statusCode).toBe(400);
    expect(other.json().msg).toBe('This is not the template spreadsheet');

    // A zip bomb: a real template whose entries claim to inflate to 2 GB each is not inflated.
    const bomb = await filled([row(40)]);
    for (let i = bomb.length - 22; i >= 0; i -= 1) {
      if (bomb.readUInt32LE(i) !== 0x06054b50) continue;
      let offset = bomb.readUInt32LE(i + 16);
      for (let n = bomb.readUInt16LE(i + 10); n > 0; n -= 1) {
        bomb.writeUInt32LE(0x7fffffff, offset + 24);
        offset +=
          46 +
          bomb.readUInt16LE(offset + 28) +
          bomb.readUInt16LE(offset + 30) +
          bomb.readUInt16LE(offset + 32);
      }
      break;
    }
    const bombed = await upload(bomb);
    expect(bombed.statusCode).toBe(413);
    expect(bombed.json().msg).toBe(
      'The spreadsheet unpacks to more than 32 MB; remove unused sheets or pictures and try again',
    );

    const empty = await upload(await filled([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('The spreadsheet has no rows to read');

    const many = await upload(await filled(Array.from({ length: 501 }, (_, i) => row(1000 + i))));
    expect(many.statusCode).toBe(400);
    expect(many.json().msg).toBe('The spreadsheet can have at most 500 rows');

    const denied = await upload(await filled([row(30)]), supplier);
    expect(denied.statusCode).toBe(403);
    const commercialDenied = await upload(await filled([row(31)]), commercial);
    expect(commercialDenied.statusCode).toBe(403);
  });
});
