// What getUserInfo needs: the user with its company, its roles and their permissions, and the menus.
import type { SupplierKind } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db.ts';
import type { MenusTable } from '../../db/schema.ts';

export interface UserProfileRow {
  id: string;
  account: string;
  realName: string;
  avatar: string;
  status: string;
  companyId: string;
  companyKind: 'buyer' | 'supplier';
  /** A supplier's kind (a buyer's is null): some menus are for one kind only (PAGE_SUPPLIER_KIND). */
  supplierKind: SupplierKind | null;
  companyName: string;
  companyNameEn: string;
  companyCode: string;
  /** Required to have a security key and none registered (the call restriction of actorCheck). */
  securityKeyPending: boolean;
}

export function findProfile(db: Db, userId: string): Promise<UserProfileRow | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id as id',
      'users.account as account',
      'users.real_name as realName',
      // The own profile's avatar file (migration 0020), which the header shows.
      sql<string>`coalesce(users.avatar_file_id, '')`.as('avatar'),
      'users.status as status',
      'companies.id as companyId',
      'companies.kind as companyKind',
      'companies.supplier_kind as supplierKind',
      'companies.name as companyName',
      'companies.name_en as companyNameEn',
      'companies.code as companyCode',
      sql<boolean>`users.security_key_required and not exists (
        select 1 from security_keys k where k.user_id = users.id)`.as('securityKeyPending'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function rolesAndPermissions(
  db: Db,
  userId: string,
): Promise<{ roles: string[]; permissions: string[] }> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .leftJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
    .select(['roles.code as role', 'role_permissions.permission_code as permission'])
    .where('user_roles.user_id', '=', userId)
    .execute();
  const roles = [...new Set(rows.map((r) => r.role))].sort();
  const permissions = [
    ...new Set(rows.map((r) => r.permission).filter((p): p is string => !!p)),
  ].sort();
  return { roles, permissions };
}

export function allMenus(db: Db): Promise<MenusTable[]> {
  return db.selectFrom('menus').selectAll().orderBy('sort').execute();
}
