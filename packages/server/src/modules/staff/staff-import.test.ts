// The bulk staff import through the API: the bilingual template with the company's roles as a
// list, a file whose good rows are created (invited when they have an e-mail address, with their
// role, each in the operation log) while the bad ones are reported with their reasons (the create
// form's rules, accounts repeated in the file or taken in the portal, a role without the roles
// page), and the bounds: too many rows, not an xlsx, a caller without the staff page.
import ExcelJS from 'exceljs';
import { ROLE_ADMIN_PERMISSIONS, STAFF_IMPORT_MAX_ROWS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  bearer,
  createTestApp,
  signIn,
  signInAll,
  type TestApp,
} from '../../test/test-app.ts';
import { PDF, postMultipart } from '../../test/file-fixtures.ts';
import { FIRST_DATA_ROW, KEY_ROW } from '../spreadsheet/index.ts';

const TEMPLATE_URL = '/api/admin/file/template/staffImport';
const UPLOAD_URL = '/api/admin/sys/employee/batchUpload';

let t: TestApp;
const tokens = {} as Record<'buyerAdmin' | 'buyerCommercial' | 'supplierDemo', string>;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app, ['buyerAdmin', 'buyerCommercial', 'supplierDemo']));
});
afterAll(() => t.close());

const template = (token: string, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: TEMPLATE_URL,
    headers: { ...bearer(token), 'accept-language': lang },
  });

async function workbookOf(body: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
}

type Row = Record<string, ExcelJS.CellValue>;

/** The caller's template in `lang`, filled with `rows` from the first data row on. */
async function filled(rows: Row[], token = tokens.buyerAdmin, lang = 'en'): Promise<Buffer> {
  const wb = await workbookOf((await template(token, lang)).rawPayload);
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

const upload = (content: Buffer, token = tokens.buyerAdmin, name = 'staff.xlsx', lang = 'en') =>
  postMultipart(t.app, UPLOAD_URL, token, {}, [{ name, content }], lang);

interface Report {
  rowsRead: number;
  created: { row: number; id: string; account: string; roles: string[]; invited: boolean }[];
  errors: { row: number; column: string; message: string }[];
}

describe('staff import template', () => {
  it('has bilingual headers, the company roles as a list and an instructions sheet', async () => {
    const res = await template(tokens.buyerAdmin, 'zh');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = await workbookOf(res.rawPayload);
    const sheet = wb.worksheets[0]!;
    expect(sheet.name).toBe('员工');
    expect(sheet.getRow(2).getCell(1).value).toBe('姓名 / Name');
    expect(sheet.getRow(2).getCell(6).value).toBe('角色 / Role');
    expect(sheet.getCell(FIRST_DATA_ROW, 6).dataValidation?.type).toBe('list');
    const lists: string[] = [];
    wb.getWorksheet('lists')!.eachRow((r) => lists.push(String(r.getCell(1).value)));
    // The buyer's roles, in Chinese; no supplier role.
    expect(lists).toContain('采购方管理员');
    expect(lists).not.toContain('供应商管理员');
    const help: string[] = [];
    wb.getWorksheet('填写说明')!.eachRow((r) => help.push(r.values.toString()));
    expect(help.join('\n')).toContain(String(STAFF_IMPORT_MAX_ROWS));
  });

  it('is refused to a caller without the staff page', async () => {
    expect((await template(tokens.buyerCommercial)).statusCode).toBe(403);
  });
});

describe('staff import', () => {
  it('creates the good rows and reports the bad ones with their reasons', async () => {
    const file = await filled([
      { name: 'Zhao Lei', account: 'zhao.lei', email: 'Zhao.Lei@Example.com', role: '商务初审' },
      { name: 'Qian Yu', account: 'qian.yu', mobile: '+86 138 0000 0001', position: 'Buyer' },
      { account: 'no.name' },
      { name: 'Bad Mail', account: 'bad.mail', email: 'not-an-address' },
      { name: 'Taken', account: 'Buyer.Admin' },
      { name: 'Twice A', account: 'twice' },
      { name: 'Twice B', account: 'TWICE' },
      { name: 'No Role', account: 'no.role', role: 'Astronaut' },
      { name: 'Too long a name for the rule here', account: 'x1' },
    ]);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ msg: string; data: Report }>();
    expect(body.msg).toBe('Import finished: 2 created, 7 refused');
    expect(body.data.rowsRead).toBe(9);
    expect(body.data.created.map((c) => [c.row, c.account, c.roles, c.invited])).toEqual([
      [3, 'zhao.lei', ['role.buyerCommercial'], true],
      [4, 'qian.yu', [], false],
    ]);
    const reasons = body.data.errors.map((e) => `${e.row} ${e.column}: ${e.message}`);
    expect(reasons).toEqual([
      '5 name: Please enter the name',
      '6 email: Please enter a valid e-mail address',
      '7 account: This account is taken. Please choose another.',
      '8 account: This account appears more than once in this file (rows 8, 9)',
      '9 account: This account appears more than once in this file (rows 8, 9)',
      '10 role: Choose a value from the list',
      '11 name: At most 20 characters',
      '11 account: The account has 3 to 20 letters, digits, dots, dashes or underscores',
    ]);

    // Created in the buyer's company, without a usable password, the role given, the invitation
    // mailed to the row with an address, and each in the operation log.
    const users = await t.database.db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select(['users.account', 'users.email', 'users.invited_at', 'companies.kind'])
      .where('users.account', 'in', ['zhao.lei', 'qian.yu', 'bad.mail', 'twice', 'no.role'])
      .orderBy('users.account')
      .execute();
    expect(users.map((u) => [u.account, u.email, u.kind])).toEqual([
      ['qian.yu', '', 'buyer'],
      ['zhao.lei', 'zhao.lei@example.com', 'buyer'],
    ]);
    const mails = await t.database.db
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'mail.staffInvite')
      .execute();
    const to = mails.map((m) => (m.payload as { to: string }).to);
    expect(to).toContain('zhao.lei@example.com');
    const logged = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('account', '=', 'buyer.admin')
      .where('item', 'like', 'staff.import %')
      .execute();
    expect(logged.map((l) => l.item).sort()).toEqual([
      'staff.import qian.yu',
      'staff.import zhao.lei',
    ]);

    // The same file again: every row is refused now, the created ones as taken.
    const again = (await upload(file)).json<{ data: Report }>().data;
    expect(again.created).toEqual([]);
    expect(again.errors.filter((e) => e.row <= 4).map((e) => e.message)).toEqual([
      'This account is taken. Please choose another.',
      'This account is taken. Please choose another.',
    ]);
  });

  it('answers in Chinese', async () => {
    const res = await upload(
      await filled([{ account: 'zh.noname' }]),
      tokens.buyerAdmin,
      'a.xlsx',
      'zh',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Report }>().data.errors[0]!.message).toBe('请输入姓名');
  });

  it('lets a supplier administrator import into their own company with their side’s roles', async () => {
    const file = await filled(
      [{ name: 'Sun Li', account: 'sun.li', role: 'Supplier administrator' }],
      tokens.supplierDemo,
    );
    const res = await upload(file, tokens.supplierDemo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Report }>().data.created.map((c) => c.roles)).toEqual([
      ['role.supplierAdmin'],
    ]);
    // A buyer role's name is not in a supplier's list.
    const buyerRole = await filled(
      [{ name: 'Zhou Yi', account: 'zhou.yi', role: 'Buyer administrator' }],
      tokens.supplierDemo,
    );
    const refused = (await upload(buyerRole, tokens.supplierDemo)).json<{ data: Report }>().data;
    expect(refused.created).toEqual([]);
    expect(refused.errors.map((e) => e.column)).toEqual(['role']);
  });

  it('refuses a caller without the staff page, too many rows and a file that is not an xlsx', async () => {
    const one = await filled([{ name: 'Wu Di', account: 'wu.di' }]);
    expect((await upload(one, tokens.buyerCommercial)).statusCode).toBe(403);

    const many = await filled(
      Array.from({ length: STAFF_IMPORT_MAX_ROWS + 1 }, (_, i) => ({
        name: `Many ${i}`,
        account: `many.${i}`,
      })),
    );
    const tooMany = await upload(many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toBe(
      `The spreadsheet can have at most ${STAFF_IMPORT_MAX_ROWS} rows`,
    );
    const none = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('account', 'like', 'many.%')
      .execute();
    expect(none).toEqual([]);

    const pdf = await upload(PDF, tokens.buyerAdmin, 'staff.pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().msg).toBe('This is not the template spreadsheet');
    const renamed = await upload(PDF, tokens.buyerAdmin, 'staff.xlsx');
    expect(renamed.statusCode).toBe(400);
  });

  // Last: it takes the roles page from the built-in supplier administrator role of this copy.
  it('refuses a role to an administrator without the roles page, and creates the rest', async () => {
    await t.database.db
      .deleteFrom('role_permissions')
      .where('role_id', 'in', (eb) =>
        eb.selectFrom('roles').select('id').where('code', '=', 'supplier-admin'),
      )
      .where('permission_code', '=', ROLE_ADMIN_PERMISSIONS.supplier)
      .execute();
    // Signed in now: supplier.other's profile is read with the permissions as they are.
    const other = (await signIn(t.app, DEMO.supplierOther)).accessToken;
    const file = await filled(
      [
        { name: 'He Ping', account: 'he.ping', role: 'Supplier administrator' },
        { name: 'Lu Xin', account: 'lu.xin' },
      ],
      other,
    );
    const report = (await upload(file, other)).json<{ data: Report }>().data;
    expect(report.created.map((c) => c.account)).toEqual(['lu.xin']);
    expect(report.errors).toEqual([
      {
        row: 3,
        column: 'role',
        message: 'Giving roles needs the roles page: leave the role empty',
      },
    ]);
  });
});
