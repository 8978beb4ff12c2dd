// Role management on both sides (issue 13, roles): a supplier's administrator keeps its own
// company's roles with supplier permissions only, another company's role or user is 404, the buyer's
// calls refuse a supplier, the company keeps an administrator, every write is logged, and a user's
// sidebar follows its roles at the next getUserInfo.
import { randomUUID } from 'node:crypto';
import {
  INQUIRY_PERMISSIONS,
  ROLE_ADMIN_PERMISSIONS,
  SUPPLIER_PERMISSIONS,
  menuPermission,
  type MenuNode,
} from '@portal/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../../db/stable-id.ts';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';

let t: TestApp;
const tokens = { supplier: '', other: '', buyer: '', commercial: '' };
const DEMO_COMPANY = stableId('company:supplier.demo');
const OTHER_COMPANY = stableId('company:supplier.other');
const SUPPLIER_ADMIN_ROLE = stableId('role:supplier-admin');
const BUYER_ADMIN_ROLE = stableId('role:buyer-admin');
const SUP = '/api/admin/sys/supRole';
const BUY = '/api/admin/sys/role';
const PASSWORD = 'Staff#2026a';

beforeAll(async () => {
  t = await createTestApp();
  tokens.supplier = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
  tokens.other = (await signIn(t.app, DEMO.supplierOther)).accessToken;
  tokens.buyer = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
  tokens.commercial = (await signIn(t.app, DEMO.buyerCommercial)).accessToken;
});
afterAll(() => t.close());

async function call(
  token: string,
  method: 'GET' | 'POST',
  url: string,
  input: Record<string, unknown> = {},
  lang = 'en',
) {
  const headers = bearer(token, { 'accept-language': lang });
  const options: InjectOptions =
    method === 'GET'
      ? { method, url, headers, query: input as Record<string, string> }
      : { method, url, headers, payload: input };
  return t.app.inject(options);
}

async function createRole(token: string, base: string, input: Record<string, unknown>) {
  return call(token, 'POST', `${base}/createRole`, input);
}

/** A user of `companyId` who can sign in, with no roles. */
async function addUser(companyId: string, account: string, status = 'enabled' as const) {
  const id = randomUUID();
  await t.database.db
    .insertInto('users')
    .values({
      id,
      company_id: companyId,
      account,
      password_hash: await hashPassword(PASSWORD),
      real_name: account,
      email: `${account}@example.com`,
      avatar: '',
      status,
    })
    .execute();
  return id;
}

async function logged(item: string) {
  const rows = await t.database.db
    .selectFrom('operation_logs')
    .select(['item', 'type', 'account'])
    .where('item', 'like', `${item}%`)
    .execute();
  return rows;
}

function urls(nodes: MenuNode[]): string[] {
  return nodes.flatMap((n) => [...(n.url ? [n.url] : []), ...urls(n.childTrees)]);
}

describe('listing and the permission tree', () => {
  it('shows a supplier the built-in supplier roles and never a buyer role', async () => {
    const res = await call(tokens.supplier, 'GET', `${SUP}/findRoles`);
    expect(res.statusCode).toBe(200);
    const records = res.json().data.records as { id: string; builtIn: boolean }[];
    expect(records.map((r) => r.id)).toContain(SUPPLIER_ADMIN_ROLE);
    expect(records.map((r) => r.id)).not.toContain(BUYER_ADMIN_ROLE);
    expect(records.find((r) => r.id === SUPPLIER_ADMIN_ROLE)).toMatchObject({
      builtIn: true,
      userCount: 1,
    });
  });

  it('gives the buyer a tree with the department permissions under their parent group', async () => {
    const res = await call(tokens.buyer, 'GET', `${BUY}/findAuthTree`);
    expect(res.statusCode).toBe(200);
    const nodes = res.json().data.nodes as { key: string; parent: string | null; code: string }[];
    const keys = new Set<string>();
    for (const n of nodes) {
      // Parents come first, so a tree can be built in one pass.
      if (n.parent) expect(keys.has(n.parent)).toBe(true);
      keys.add(n.key);
    }
    const departments = [
      SUPPLIER_PERMISSIONS.submitOA,
      SUPPLIER_PERMISSIONS.submitQAUDIT,
      SUPPLIER_PERMISSIONS.sync,
    ].map((code) => nodes.find((n) => n.code === code));
    expect(departments.every((n) => n?.parent === 'buyer:roles.tree.departments')).toBe(true);
    expect(nodes.some((n) => n.code === menuPermission('/sys/role'))).toBe(true);
    expect(nodes.some((n) => n.code === INQUIRY_PERMISSIONS.quote)).toBe(false);
  });

  it("gives a supplier only the supplier side's permissions", async () => {
    const res = await call(tokens.supplier, 'GET', `${SUP}/findAuthTree`);
    const codes = (res.json().data.nodes as { code: string | null }[])
      .map((n) => n.code)
      .filter(Boolean);
    expect(codes).toContain(menuPermission('/sup/home'));
    expect(codes).toContain(INQUIRY_PERMISSIONS.quote);
    expect(codes.every((c) => c!.startsWith('menu:/sup/') || c === INQUIRY_PERMISSIONS.quote)).toBe(
      true,
    );
  });

  it('refuses a supplier every buyer role call and a department account the roles (403)', async () => {
    for (const [method, path] of [
      ['GET', 'findRoles'],
      ['GET', 'findAuthTree'],
      ['POST', 'createRole'],
      ['POST', 'updateUserRoles'],
    ] as const) {
      expect((await call(tokens.supplier, method, `${BUY}/${path}`)).statusCode).toBe(403);
    }
    expect((await call(tokens.buyer, 'GET', `${SUP}/findRoles`)).statusCode).toBe(403);
    expect((await call(tokens.commercial, 'GET', `${BUY}/findRoles`)).statusCode).toBe(403);
  });
});

describe('creating a role', () => {
  it('creates a company role with supplier permissions and logs it', async () => {
    const res = await createRole(tokens.supplier, SUP, {
      code: 'quoters',
      name: 'Quoters',
      permissions: [menuPermission('/sup/supPurchase/index'), INQUIRY_PERMISSIONS.quote],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      code: 'quoters',
      builtIn: false,
      version: 1,
      userCount: 0,
      permissions: [INQUIRY_PERMISSIONS.quote, menuPermission('/sup/supPurchase/index')],
    });
    expect(await logged('roles.create quoters')).toEqual([
      { item: 'roles.create quoters', type: 2, account: 'supplier.demo' },
    ]);
  });

  it('refuses a taken code with 409 in both languages; another company may use it', async () => {
    const again = { code: 'QUOTERS', name: 'Again', permissions: [] };
    const en = await createRole(tokens.supplier, SUP, again);
    expect(en.statusCode).toBe(409);
    expect(en.json().error_description).toBe('The role code QUOTERS is taken already');
    const zh = await call(tokens.supplier, 'POST', `${SUP}/createRole`, again, 'zh-CN');
    expect(zh.json().error_description).toBe('角色编码 QUOTERS 已被使用');
    const builtIn = await createRole(tokens.supplier, SUP, { ...again, code: 'supplier-admin' });
    expect(builtIn.statusCode).toBe(409);
    const other = await createRole(tokens.other, SUP, {
      code: 'quoters',
      name: 'Q',
      permissions: [],
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses a missing name, a long code and a bad code with field messages (400)', async () => {
    const missing = await createRole(tokens.supplier, SUP, { code: 'x1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields.name).toBe('Please enter the role name');
    const long = await createRole(tokens.supplier, SUP, { code: 'x'.repeat(51), name: 'n' });
    expect(long.json().data.fields.code).toBe('At most 50 characters');
    const bad = await createRole(tokens.supplier, SUP, { code: 'a b', name: 'n' });
    expect(bad.statusCode).toBe(400);
  });

  it('never grants a buyer permission to a supplier role (403) nor an unknown one (400)', async () => {
    const buyerCode = await createRole(tokens.supplier, SUP, {
      code: 'sneaky',
      name: 'Sneaky',
      permissions: [menuPermission('/sup/home'), SUPPLIER_PERMISSIONS.submitOA],
    });
    expect(buyerCode.statusCode).toBe(403);
    const unknown = await createRole(tokens.supplier, SUP, {
      code: 'sneaky',
      name: 'Sneaky',
      permissions: ['menu:/nowhere'],
    });
    expect(unknown.statusCode).toBe(400);
    const none = await t.database.db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', 'sneaky')
      .execute();
    expect(none).toEqual([]);
  });

  it('lets the buyer create a role with Submit OA only', async () => {
    const res = await createRole(tokens.buyer, BUY, {
      code: 'oa-only',
      name: 'OA submitters',
      permissions: [SUPPLIER_PERMISSIONS.submitOA],
    });
    expect(res.statusCode).toBe(200);
    const supplierSide = await createRole(tokens.buyer, BUY, {
      code: 'quote-too',
      name: 'x',
      permissions: [INQUIRY_PERMISSIONS.quote],
    });
    expect(supplierSide.statusCode).toBe(403);
  });
});

async function roleByCode(companyId: string, code: string) {
  return t.database.db
    .selectFrom('roles')
    .select(['id', 'version'])
    .where('company_id', '=', companyId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

describe("another company's roles and users", () => {
  it("answers 404 for another company's role, to read, change, delete or give", async () => {
    const theirs = await roleByCode(DEMO_COMPANY, 'quoters');
    expect((await call(tokens.other, 'GET', `${SUP}/detail`, { id: theirs.id })).statusCode).toBe(
      404,
    );
    const update = await call(tokens.other, 'POST', `${SUP}/setRoleAuths`, {
      id: theirs.id,
      version: theirs.version,
      name: 'Mine now',
      permissions: [],
    });
    expect(update.statusCode).toBe(404);
    const remove = await call(tokens.other, 'POST', `${SUP}/deleteRole`, {
      id: theirs.id,
      version: theirs.version,
    });
    expect(remove.statusCode).toBe(404);
    const give = await call(tokens.other, 'POST', `${SUP}/updateUserRoles`, {
      userId: stableId('user:supplier.other'),
      roleIds: [SUPPLIER_ADMIN_ROLE, theirs.id],
    });
    expect(give.statusCode).toBe(404);
    const list = await call(tokens.other, 'GET', `${SUP}/findRoles`);
    expect((list.json().data.records as { id: string }[]).map((r) => r.id)).not.toContain(
      theirs.id,
    );
    const after = await call(tokens.supplier, 'GET', `${SUP}/detail`, { id: theirs.id });
    expect(after.json().data).toMatchObject({ name: 'Quoters', version: 1 });
  });

  it("answers 404 for another company's user and for a buyer role", async () => {
    const otherUser = await call(tokens.supplier, 'POST', `${SUP}/updateUserRoles`, {
      userId: stableId('user:supplier.other'),
      roleIds: [SUPPLIER_ADMIN_ROLE],
    });
    expect(otherUser.statusCode).toBe(404);
    const buyerRole = await call(tokens.supplier, 'POST', `${SUP}/updateUserRoles`, {
      userId: stableId('user:supplier.demo'),
      roleIds: [SUPPLIER_ADMIN_ROLE, BUYER_ADMIN_ROLE],
    });
    expect(buyerRole.statusCode).toBe(404);
    const buyerRead = await call(tokens.supplier, 'GET', `${SUP}/detail`, { id: BUYER_ADMIN_ROLE });
    expect(buyerRead.statusCode).toBe(404);
  });
});

describe('changing and deleting', () => {
  it('renames and regrants at the version read; a stale version or a built-in role is 409', async () => {
    const role = await roleByCode(DEMO_COMPANY, 'quoters');
    const res = await call(tokens.supplier, 'POST', `${SUP}/setRoleAuths`, {
      id: role.id,
      version: role.version,
      name: 'Inquiry quoters',
      permissions: [menuPermission('/sup/supPurchase/index')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ version: 2, permissionCount: 1 });
    const stale = await call(tokens.supplier, 'POST', `${SUP}/setRoleAuths`, {
      id: role.id,
      version: role.version,
      name: 'Late',
      permissions: [],
    });
    expect(stale.statusCode).toBe(409);
    const builtIn = await call(tokens.supplier, 'POST', `${SUP}/setRoleAuths`, {
      id: SUPPLIER_ADMIN_ROLE,
      version: 1,
      name: 'Mine',
      permissions: [],
    });
    expect(builtIn.statusCode).toBe(409);
    const buyerCode = await call(tokens.supplier, 'POST', `${SUP}/setRoleAuths`, {
      id: role.id,
      version: 2,
      name: 'x',
      permissions: [SUPPLIER_PERMISSIONS.sync],
    });
    expect(buyerCode.statusCode).toBe(403);
    const detail = await call(tokens.supplier, 'GET', `${SUP}/detail`, { id: role.id });
    expect(detail.json().data.permissions).toEqual([menuPermission('/sup/supPurchase/index')]);
    expect((await logged('roles.update quoters')).length).toBe(1);
  });

  it('refuses to delete a role in use (409) and deletes it once nobody holds it', async () => {
    const userId = await addUser(DEMO_COMPANY, 'roles.holder');
    const role = await roleByCode(DEMO_COMPANY, 'quoters');
    const give = await call(tokens.supplier, 'POST', `${SUP}/updateUserRoles`, {
      userId,
      roleIds: [role.id],
    });
    expect(give.statusCode).toBe(200);
    const inUse = await call(tokens.supplier, 'POST', `${SUP}/deleteRole`, role);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error_description).toContain('1 user');
    await call(tokens.supplier, 'POST', `${SUP}/updateUserRoles`, { userId, roleIds: [] });
    const gone = await call(tokens.supplier, 'POST', `${SUP}/deleteRole`, role);
    expect(gone.statusCode).toBe(200);
    expect(await logged('roles.delete quoters')).toHaveLength(1);
    expect(await logged('roles.assign roles.holder')).toHaveLength(2);
    const builtIn = await call(tokens.supplier, 'POST', `${SUP}/deleteRole`, {
      id: SUPPLIER_ADMIN_ROLE,
      version: 1,
    });
    expect(builtIn.statusCode).toBe(409);
  });
});

describe('the last administrator', () => {
  it('cannot lose the administrator role when no other enabled user has the rights', async () => {
    const self = stableId('user:supplier.other');
    // A frozen colleague with the rights does not count.
    const frozen = await addUser(OTHER_COMPANY, 'other.frozen.admin', 'enabled');
    await call(tokens.other, 'POST', `${SUP}/updateUserRoles`, {
      userId: frozen,
      roleIds: [SUPPLIER_ADMIN_ROLE],
    });
    await t.database.db
      .updateTable('users')
      .set({ status: 'frozen' })
      .where('id', '=', frozen)
      .execute();
    const res = await call(tokens.other, 'POST', `${SUP}/updateUserRoles`, {
      userId: self,
      roleIds: [],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_description).toContain('at least one active administrator');
    const kept = await t.database.db
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', self)
      .execute();
    expect(kept).toEqual([{ role_id: SUPPLIER_ADMIN_ROLE }]);
  });

  it('cannot take the administrator permission from the role the last administrator holds', async () => {
    const self = stableId('user:supplier.other');
    const created = await createRole(tokens.other, SUP, {
      code: 'admins',
      name: 'Administrators',
      permissions: [ROLE_ADMIN_PERMISSIONS.supplier, menuPermission('/sup/home')],
    });
    expect(created.statusCode).toBe(200);
    const role = created.json().data as { id: string; version: number };
    // The company's own administrator role replaces the built-in one: allowed, rights stay.
    const swap = await call(tokens.other, 'POST', `${SUP}/updateUserRoles`, {
      userId: self,
      roleIds: [role.id],
    });
    expect(swap.statusCode).toBe(200);
    const strip = await call(tokens.other, 'POST', `${SUP}/setRoleAuths`, {
      id: role.id,
      version: role.version,
      name: 'Administrators',
      permissions: [menuPermission('/sup/home')],
    });
    expect(strip.statusCode).toBe(409);
    const zh = await call(
      tokens.other,
      'POST',
      `${SUP}/setRoleAuths`,
      { id: role.id, version: role.version, name: 'A', permissions: [] },
      'zh-CN',
    );
    expect(zh.json().error_description).toBe(
      '公司必须保留至少一名有效的管理员，请先将管理员权限授予其他用户',
    );
    const detail = await call(tokens.other, 'GET', `${SUP}/detail`, { id: role.id });
    expect(detail.json().data.permissions).toContain(ROLE_ADMIN_PERMISSIONS.supplier);
  });
});

describe('the sidebar follows the roles', () => {
  it('shows a user given an inquiry-only role that inquiry menu only, at the next getUserInfo', async () => {
    const userId = await addUser(DEMO_COMPANY, 'roles.inquirer');
    const { accessToken } = await signIn(t.app, { account: 'roles.inquirer', password: PASSWORD });
    const info = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin/sys/user/getUserInfo',
        headers: bearer(accessToken),
      });
    expect(urls((await info()).json().data.menus)).toEqual([]);
    const role = await createRole(tokens.supplier, SUP, {
      code: 'inquiry-only',
      name: 'Inquiries',
      permissions: [menuPermission('/sup/supPurchase/index')],
    });
    const give = await call(tokens.supplier, 'POST', `${SUP}/updateUserRoles`, {
      userId,
      roleIds: [role.json().data.id],
    });
    expect(give.json().data.roles).toEqual(['inquiry-only']);
    const after = (await info()).json().data;
    expect(urls(after.menus)).toEqual(['/sup/supPurchase/index']);
    expect(after.user.roles).toEqual(['inquiry-only']);
    // The server checks the same permissions: the role screen is not this user's.
    expect((await call(accessToken, 'GET', `${SUP}/findRoles`)).statusCode).toBe(403);
  });
});
