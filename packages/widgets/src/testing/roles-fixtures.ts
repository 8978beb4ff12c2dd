// sp-roles' fixtures: a small in-memory server behind the role calls of both sides, answering as
// the server does (the tree from the contract's catalogue, 409 for a taken code and for a role in
// use, the version checked).
import { permissionSide, permissionTree, rolesApi, type RoleRow } from '@portal/contract';
import { answered, ok, refusal } from './fixtures';
import type { MockApi, RecordedRequest, Reply } from './mock-api';
import { matches, page } from './resource-fixtures';

export interface RolesFixtureOptions {
  side?: 'buyer' | 'supplier';
  empty?: boolean;
}

export interface RolesMock {
  /** Bodies of the change calls (create, update, delete), in order. */
  calls: (key: 'create' | 'update' | 'remove') => Record<string, unknown>[];
}

export function roleRows(side: 'buyer' | 'supplier'): RoleRow[] {
  const admin = side === 'buyer' ? 'menu:/sys/role' : 'menu:/sup/sys/role';
  const row = (
    id: string,
    code: string,
    name: string,
    builtIn: boolean,
    perms: string[],
    users = 0,
  ) => ({
    id,
    code,
    name,
    builtIn,
    userCount: users,
    permissionCount: perms.length,
    permissions: perms,
    version: 1,
  });
  return side === 'buyer'
    ? [
        row('r-admin', 'buyer-admin', 'role.buyerAdmin', true, [admin], 1),
        row('r-oa', 'oa-submit', 'OA submitters', false, ['supplier:approval:submitOA'], 2),
        row('r-idle', 'idle', 'Unused role', false, ['menu:/hna/invite/index']),
      ]
    : [
        row('r-sadmin', 'supplier-admin', 'role.supplierAdmin', true, [admin], 1),
        row('r-quote', 'quoters', 'Quoters', false, ['menu:/sup/supPurchase/index'], 1),
        row('r-idle', 'idle', 'Unused role', false, ['menu:/sup/home']),
      ];
}

export function rolesHandlers(api: MockApi, opts: RolesFixtureOptions = {}): RolesMock {
  const side = opts.side ?? 'buyer';
  const calls =
    side === 'buyer'
      ? {
          list: rolesApi.listRoles,
          create: rolesApi.createRole,
          update: rolesApi.updateRole,
          remove: rolesApi.deleteRole,
          tree: rolesApi.listGrantablePermissions,
        }
      : {
          list: rolesApi.listSupplierRoles,
          create: rolesApi.createSupplierRole,
          update: rolesApi.updateSupplierRole,
          remove: rolesApi.deleteSupplierRole,
          tree: rolesApi.listSupplierGrantablePermissions,
        };
  const roles = opts.empty ? [] : roleRows(side);
  const seen: Record<string, Record<string, unknown>[]> = {};
  const record = (key: string, req: RecordedRequest) => (seen[key] ??= []).push(req.body);
  const wrongSide = (codes: string[]) => codes.find((c) => permissionSide(c) !== side);
  let next = 0;

  api.on(calls.list, (req): Reply => {
    const found = roles.filter((r) => matches(req.params.q, r.code, r.name));
    return [200, page(found, req)];
  });
  api.on(calls.tree, (): Reply => [200, ok({ nodes: permissionTree(side) })]);
  api.on(calls.create, (req): Reply => {
    record('create', req);
    const b = req.body as { code: string; name: string; permissions: string[] };
    if (roles.some((r) => r.code.toLowerCase() === b.code.toLowerCase())) {
      return refusal(req, 409, 'roles.codeTaken', { params: { code: b.code } });
    }
    const bad = wrongSide(b.permissions);
    if (bad) return refusal(req, 403, 'roles.permissionOtherSide', { params: { code: bad } });
    const row: RoleRow = {
      id: `r-new-${++next}`,
      code: b.code,
      name: b.name,
      builtIn: false,
      userCount: 0,
      permissionCount: b.permissions.length,
      permissions: [...b.permissions].sort(),
      version: 1,
    };
    roles.push(row);
    return answered(req, 'roles.created', row);
  });
  api.on(calls.update, (req): Reply => {
    record('update', req);
    const b = req.body as { id: string; version: number; name: string; permissions: string[] };
    const row = roles.find((r) => r.id === b.id);
    if (!row) return refusal(req, 404, 'roles.notFound');
    if (row.builtIn) return refusal(req, 409, 'roles.builtIn');
    if (row.version !== b.version) return refusal(req, 409, 'roles.stale');
    Object.assign(row, {
      name: b.name,
      permissions: [...b.permissions].sort(),
      permissionCount: b.permissions.length,
      version: row.version + 1,
    });
    return answered(req, 'roles.saved', row);
  });
  api.on(calls.remove, (req): Reply => {
    record('remove', req);
    const b = req.body as { id: string; version: number };
    const i = roles.findIndex((r) => r.id === b.id);
    const row = roles[i];
    if (!row) return refusal(req, 404, 'roles.notFound');
    if (row.userCount)
      return refusal(req, 409, 'roles.inUse', { params: { count: row.userCount } });
    roles.splice(i, 1);
    return answered(req, 'roles.deleted', { id: b.id });
  });
  return { calls: (key) => [...(seen[key] ?? [])] };
}
