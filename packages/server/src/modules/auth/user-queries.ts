// The users sign-in decides on, and their password hashes.
import { sql } from 'kysely';
import type { Db } from '../../core/db.ts';

export interface SignInUser {
  id: string;
  account: string;
  passwordHash: string;
  realName: string;
  status: string;
  companyStatus: string;
  /** The user's company is on the blacklist (docs/decisions/2026-11-26-blacklisted-supplier-cannot-sign-in.md). */
  onBlacklist: boolean;
}

/** A user with what sign-in decides on: its hash and its own and its company's status. */
function signInUsers(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id as id',
      'users.account as account',
      'users.password_hash as passwordHash',
      'users.real_name as realName',
      'users.status as status',
      'companies.status as companyStatus',
      // Listed by tax ID (a supplier registered later still matches) or linked when it was added.
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('supplier_blacklist as b')
              .select('b.id')
              .where('b.list', '=', 'blacklist')
              .where((w) =>
                w.or([
                  w('b.supplier_id', '=', w.ref('companies.id')),
                  w('b.tax_id', '=', w.ref('companies.tax_id')),
                ]),
              ),
          )
          .$castTo<boolean>()
          .as('onBlacklist'),
    ]);
}

export function findUserByAccount(db: Db, account: string): Promise<SignInUser | undefined> {
  return signInUsers(db)
    .where(sql<string>`lower(users.account)`, '=', account.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<SignInUser | undefined> {
  return signInUsers(db).where('users.id', '=', id).executeTakeFirst();
}

export async function updatePasswordHash(db: Db, userId: string, hash: string, now: Date) {
  await db
    .updateTable('users')
    // A password of one's own ends an invitation (the staff pages' `invited`).
    .set((eb) => ({
      password_hash: hash,
      invited_at: null,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
}
