// The staff pages' reads: a company's people with their roles, whether each holds the staff page
// (an administrator) and when they last signed in. Every query takes the company, so no caller can
// reach another company's people.
import { sql } from 'kysely';
import type { Db } from '../../core/db.ts';
import { containsPattern } from '../../db/like.ts';

/** The people of `companyId`, optionally one of them, with what the list shows. */
export function selectStaff(db: Db, companyId: string, adminPermission: string) {
  return db
    .selectFrom('users as u')
    .where('u.company_id', '=', companyId)
    .select((eb) => [
      'u.id',
      'u.account',
      'u.real_name',
      'u.email',
      'u.mobile',
      'u.position',
      'u.status',
      'u.invited_at',
      'u.version',
      'u.security_key_required',
      eb
        .exists(
          eb
            .selectFrom('security_keys as k')
            .whereRef('k.user_id', '=', 'u.id')
            .select(sql`1`.as('x')),
        )
        .as('has_key'),
      eb
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .whereRef('ur.user_id', '=', 'u.id')
        .select(sql<string[]>`coalesce(array_agg(r.name order by r.name), '{}')`.as('names'))
        .as('roles'),
      eb
        .selectFrom('user_roles as ur')
        .whereRef('ur.user_id', '=', 'u.id')
        .select(sql<string[]>`coalesce(array_agg(ur.role_id order by ur.role_id), '{}')`.as('ids'))
        .as('role_ids'),
      eb
        .exists(
          eb
            .selectFrom('user_roles as ur')
            .innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id')
            .whereRef('ur.user_id', '=', 'u.id')
            .where('rp.permission_code', '=', adminPermission)
            .select(sql`1`.as('x')),
        )
        .as('admin'),
      eb
        .selectFrom('sessions as s')
        .whereRef('s.user_id', '=', 'u.id')
        .select((s) => s.fn.max('s.issued_at').as('at'))
        .as('last_sign_in_at'),
    ]);
}

/** Name, account, e-mail or mobile contains `q`. */
export function matching(q: string) {
  const pattern = containsPattern(q);
  return sql<boolean>`(u.real_name ilike ${pattern} or u.account ilike ${pattern} or u.email ilike ${pattern} or u.mobile ilike ${pattern})`;
}

/**
 * The roles the caller's company may give its people: the built-in ones of its side and its own
 * (the roles screen's list; docs/decisions/2026-11-26-company-roles.md).
 */
export function assignableRoles(db: Db, companyId: string, side: 'buyer' | 'supplier') {
  return db
    .selectFrom('roles as r')
    .select(['r.id', 'r.code', 'r.name'])
    .where('r.side', '=', side)
    .where((eb) => eb.or([eb('r.company_id', 'is', null), eb('r.company_id', '=', companyId)]))
    .orderBy('r.name')
    .execute();
}

/** The accounts of `accounts` (lower case) that anyone in the portal holds already. */
export async function takenAccounts(db: Db, accounts: readonly string[]): Promise<Set<string>> {
  if (!accounts.length) return new Set();
  const rows = await db
    .selectFrom('users')
    .select(sql<string>`lower(account)`.as('v'))
    .where(sql<string>`lower(account)`, 'in', accounts)
    .execute();
  return new Set(rows.map((r) => r.v));
}
