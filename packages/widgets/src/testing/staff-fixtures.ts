// A company's people for sp-staff's stories and tests: an in-memory list with the server's version
// checks and refusals (a taken account, oneself frozen), answering in the request's language.
import { formatMessage, rolesApi, staffApi, type StaffRow } from '@portal/contract';
import { answered, langOf, publicKeyHandler, refusal } from './fixtures';
import type { MockApi, RecordedRequest, Reply } from './mock-api';
import { page } from './resource-fixtures';
import { templateHandler } from './upload-fixtures';

/** The signed-in administrator (fixtureUser's id), a sales colleague and a frozen one. */
export function staffRows(): StaffRow[] {
  const row = (over: Partial<StaffRow> & Pick<StaffRow, 'id' | 'account' | 'name'>): StaffRow => ({
    email: '',
    mobile: '',
    position: '',
    roles: [],
    roleIds: [],
    state: 'enabled',
    admin: false,
    invited: false,
    keyRequired: false,
    hasKey: false,
    lastSignInAt: null,
    version: 1,
    ...over,
  });
  return [
    row({
      id: 'u-1001',
      account: 'supplier01',
      name: 'Li Lei',
      email: 'li.lei@skyline.example',
      position: 'General manager',
      roles: ['role.supplierAdmin'],
      roleIds: ['role-supplier-admin'],
      admin: true,
      lastSignInAt: '2026-11-26T01:30:00.000Z',
    }),
    row({
      id: 'u-1002',
      account: 'han.mei',
      name: 'Han Meimei',
      email: 'han.mei@skyline.example',
      mobile: '+86 139 0000 0002',
      position: 'Sales',
      lastSignInAt: '2026-11-25T08:00:00.000Z',
    }),
    row({ id: 'u-1003', account: 'zhao.qiang', name: 'Zhao Qiang', state: 'frozen', version: 3 }),
  ];
}

export interface StaffMock {
  /** The request bodies each call received, in order. */
  sent: (
    path: 'create' | 'invite' | 'update' | 'updateStatus' | 'resetPassword' | 'roles',
  ) => Record<string, unknown>[];
}

export function staffHandlers(api: MockApi, rows: StaffRow[] = staffRows()): StaffMock {
  let list = [...rows];
  const sent: Record<string, Record<string, unknown>[]> = {};
  const record = (path: string, body: Record<string, unknown>) => (sent[path] ??= []).push(body);
  publicKeyHandler(api);
  api.on(staffApi.listStaff, (req): Reply => {
    const q = String(req.params.q ?? '').toLowerCase();
    const found = list.filter(
      (r) =>
        (!req.params.state || r.state === req.params.state) &&
        (!q || `${r.name} ${r.account} ${r.email} ${r.mobile}`.toLowerCase().includes(q)),
    );
    return [200, page(found, req)];
  });
  const add = (req: RecordedRequest, path: 'create' | 'invite'): Reply => {
    const body = req.body;
    record(path, body);
    const account = String(body.account);
    if (list.some((r) => r.account.toLowerCase() === account.toLowerCase())) {
      const message = formatMessage(langOf(req), 'staff.accountTaken');
      return refusal(req, 409, 'staff.accountTaken', { fields: { account: message } });
    }
    const row: StaffRow = {
      ...staffRows()[1]!,
      id: `u-${2000 + list.length}`,
      account,
      name: String(body.name),
      email: String(body.email ?? ''),
      mobile: String(body.mobile ?? ''),
      position: String(body.position ?? ''),
      invited: path === 'invite',
      lastSignInAt: null,
    };
    list = [...list, row];
    return answered(req, path === 'invite' ? 'staff.invited' : 'staff.created', row);
  };
  api.on(staffApi.createStaff, (req) => add(req, 'create'));
  api.on(staffApi.inviteStaff, (req) => add(req, 'invite'));
  const change = (
    req: RecordedRequest,
    path: string,
    apply: (row: StaffRow) => StaffRow | Reply,
  ) => {
    const body = req.body;
    record(path, body);
    const row = list.find((r) => r.id === body.id);
    if (!row) return refusal(req, 404, 'staff.notFound');
    if ('version' in body && row.version !== Number(body.version)) {
      return refusal(req, 409, 'staff.stale');
    }
    const next = apply(row);
    if (!('id' in next)) return next;
    const saved = { ...next, version: row.version + 1 };
    list = list.map((r) => (r.id === row.id ? saved : r));
    return saved;
  };
  api.on(staffApi.updateStaff, (req): Reply => {
    const body = req.body;
    const saved = change(req, 'update', (row) => ({
      ...row,
      name: String(body.name),
      email: String(body.email ?? ''),
      mobile: String(body.mobile ?? ''),
      position: String(body.position ?? ''),
    }));
    return Array.isArray(saved) ? saved : answered(req, 'staff.updated', saved);
  });
  api.on(staffApi.updateStaffStatus, (req): Reply => {
    const freeze = req.body.action === 'freeze';
    const saved = change(req, 'updateStatus', (row) => {
      if (freeze && row.id === 'u-1001') return refusal(req, 409, 'staff.notYourself');
      return { ...row, state: freeze ? 'frozen' : 'enabled' };
    });
    return Array.isArray(saved)
      ? saved
      : answered(req, freeze ? 'staff.frozen' : 'staff.thawed', saved);
  });
  api.on(staffApi.resetStaffPassword, (req): Reply => {
    record('resetPassword', req.body);
    const row = list.find((r) => r.id === req.body.id);
    if (!row) return refusal(req, 404, 'staff.notFound');
    return answered(req, 'staff.resetSent');
  });
  // The supplier's roles to give: the built-in administrator and one of the company's own.
  const roles = [
    { id: 'role-supplier-admin', name: 'role.supplierAdmin', builtIn: true },
    { id: 'role-sales', name: 'Sales desk', builtIn: false },
  ].map((r) => ({
    ...r,
    code: r.id,
    userCount: 0,
    permissionCount: 1,
    permissions: [],
    version: 1,
  }));
  api.on(rolesApi.listSupplierRoles, (req): Reply => [200, page(roles, req)]);
  api.on(rolesApi.assignSupplierUserRoles, (req): Reply => {
    record('roles', req.body);
    const ids = (req.body.roleIds as string[]) ?? [];
    const names = roles.filter((r) => ids.includes(r.id)).map((r) => r.name);
    list = list.map((r) =>
      r.id === req.body.userId ? { ...r, roleIds: ids, roles: names, version: r.version + 1 } : r,
    );
    const data = { userId: req.body.userId, roleIds: ids, roles: names };
    return [200, { code: 200, msg: 'ok', data }];
  });
  // The import: the template, and any file reads as four rows, two created (one invited by
  // e-mail, one with a role and no address) and two refused.
  templateHandler(api, staffApi.staffImportTemplate);
  api.on(staffApi.importStaff, (req): Reply => {
    const lang = langOf(req);
    const created = [
      {
        row: 3,
        id: 'u-3001',
        account: 'sun.li',
        name: 'Sun Li',
        email: 'sun.li@skyline.example',
        roles: [],
        invited: true,
      },
      {
        row: 4,
        id: 'u-3002',
        account: 'zhou.yi',
        name: 'Zhou Yi',
        email: '',
        roles: ['role.supplierAdmin'],
        invited: false,
      },
    ];
    list = [
      ...list,
      ...created.map((c) => ({
        ...staffRows()[1]!,
        ...c,
        mobile: '',
        position: '',
        roleIds: [],
        lastSignInAt: null,
      })),
    ];
    const errors = [
      { row: 5, column: 'name', message: formatMessage(lang, 'staff.nameRequired') },
      { row: 6, column: 'account', message: formatMessage(lang, 'staff.accountTaken') },
    ];
    const msg = formatMessage(lang, 'staff.import.done', { created: 2, refused: 2 });
    return [200, { code: 200, msg, data: { rowsRead: 4, created, errors } }];
  });
  return { sent: (path) => [...(sent[path] ?? [])] };
}
