// The roles module's SQL, as functions over the executor (`db` or a transaction).
import { ROLE_ADMIN_PERMISSIONS, type MenuSide } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db.ts';

/** Who is asking: the caller's company and its side. */
export interface Scope {
  companyId: string;
  side: MenuSide;
}

export interface RoleRecord {
  id: string;
  code: string;
  name: string;
  companyId: string | null;
  version: number;
  userCount: number;
  permissionCount: number;
}

/**
 * The roles a company sees: the built-in ones of its side and its own, with how many of its users
 * hold each. Another company's role is simply not among them (404 to whoever names it).
 */
export function visibleRoles(db: Db, scope: Scope) {
  return db
    .selectFrom('roles as r')
    .select((eb) => [
      'r.id',
      'r.code',
      'r.name',
      'r.company_id as companyId',
      'r.version',
      eb
        .selectFrom('user_roles as ur')
        .innerJoin('users as u', 'u.id', 'ur.user_id')
        .whereRef('ur.role_id', '=', 'r.id')
        .where('u.company_id', '=', scope.companyId)
        .select(sql<number>`count(*)::int`.as('n'))
        .as('userCount'),
      eb
        .selectFrom('role_permissions as rp')
        .whereRef('rp.role_id', '=', 'r.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('permissionCount'),
    ])
    .where('r.side', '=', scope.side)
    .where((eb) =>
      eb.or([eb('r.company_id', 'is', null), eb('r.company_id', '=', scope.companyId)]),
    );
}

export function toRecord(r: {
  id: string;
  code: string;
  name: string;
  companyId: string | null;
  version: number;
  userCount: number | null;
  permissionCount: number | null;
}): RoleRecord {
  return {
    ...r,
    userCount: Number(r.userCount ?? 0),
    permissionCount: Number(r.permissionCount ?? 0),
  };
}

export async function findVisibleRole(
  db: Db,
  scope: Scope,
  id: string,
): Promise<RoleRecord | undefined> {
  const row = await visibleRoles(db, scope).where('r.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

export async function rolePermissions(db: Db, roleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('role_permissions')
    .select('permission_code')
    .where('role_id', '=', roleId)
    .orderBy('permission_code')
    .execute();
  return rows.map((r) => r.permission_code);
}

/** The permission codes of several roles, by role. */
export async function permissionsOf(db: Db, roleIds: readonly string[]) {
  const byRole = new Map<string, string[]>();
  if (!roleIds.length) return byRole;
  const rows = await db
    .selectFrom('role_permissions')
    .select(['role_id', 'permission_code'])
    .where('role_id', 'in', [...roleIds])
    .orderBy('permission_code')
    .execute();
  for (const r of rows)
    byRole.set(r.role_id, [...(byRole.get(r.role_id) ?? []), r.permission_code]);
  return byRole;
}

/** Which of `codes` the permissions table knows. */
export async function knownPermissions(db: Db, codes: readonly string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db
    .selectFrom('permissions')
    .select('code')
    .where('code', 'in', [...codes])
    .execute();
  return new Set(rows.map((r) => r.code));
}

/** A role with this code the company would clash with: a built-in one or one of its own. */
export function codeHolder(db: Db, scope: Scope, code: string) {
  return db
    .selectFrom('roles')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
    .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', scope.companyId)]))
    .executeTakeFirst();
}

export async function setRolePermissions(
  db: Db,
  roleId: string,
  codes: readonly string[],
): Promise<void> {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (codes.length) {
    await db
      .insertInto('role_permissions')
      .values([...new Set(codes)].map((code) => ({ role_id: roleId, permission_code: code })))
      .execute();
  }
}

/** Serializes the company's role changes (the last-administrator check reads what they write). */
export async function lockCompany(db: Db, companyId: string): Promise<void> {
  await db.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
}

/** How many of the company's enabled users hold its side's role-administration permission. */
export async function activeAdministrators(db: Db, scope: Scope): Promise<number> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id')
    .select(sql<number>`count(distinct u.id)::int`.as('n'))
    .where('u.company_id', '=', scope.companyId)
    .where('u.status', '=', 'enabled')
    .where('rp.permission_code', '=', ROLE_ADMIN_PERMISSIONS[scope.side])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function roleHolders(db: Db, roleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .select('user_id')
    .where('role_id', '=', roleId)
    .execute();
  return rows.map((r) => r.user_id);
}

export function findCompanyUser(db: Db, companyId: string, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'account'])
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}
