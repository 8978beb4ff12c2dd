// The idempotent demo seed: menus and roles follow the catalogue on every start (upserts), demo
// companies and accounts are created once and then left alone (a changed password stays changed);
// so are the demo inquiries (seed-inquiries.ts), whose bid times count from the first seed.
import { menuPermission, catalogUrls } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { ACTION_PERMISSIONS, COMPANIES, ROLES, USERS } from './demo-data.ts';
import { menuRows } from './menu-rows.ts';
import { seedInquiries } from './seed-inquiries.ts';
import { seedRepairQuotes } from './seed-repair-quotes.ts';
import { seedSupplierLists } from './seed-supplier-lists.ts';
import { seedSupplierQuality } from './seed-supplier-quality.ts';
import { seedSupplierProfiles } from './seed-supplier-profiles.ts';
import { seedSupplierAudits } from './seed-supplier-audits.ts';
import { seedContracts } from './seed-contracts.ts';
import { seedRepairs } from './seed-repairs.ts';
import { seedForecasts } from './seed-forecasts.ts';
import { seedShipments } from './seed-shipments.ts';
import { seedCustomsInfo } from './seed-customs-info.ts';
import { seedBills } from './seed-bills.ts';
import { seedStatements } from './seed-statements.ts';
import { seedTransport } from './seed-transport.ts';
import { seedWaybills } from './seed-waybills.ts';

export interface SeedOptions {
  /**
   * The suppliers at every audit step (seed-supplier-audits.ts). The running product seeds them;
   * the tests' template leaves them out, so the tests' supplier counts stay those they assert.
   */
  auditDemos?: boolean;
  /** The demo contracts (seed-contracts.ts); left out of the tests' template for the same reason. */
  contractDemos?: boolean;
}

export async function seedDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<void> {
  const existing = new Set(
    (await db.selectFrom('users').select('account').execute()).map((u) => u.account.toLowerCase()),
  );
  // Hash outside the transaction: argon2 is slow on purpose and PGlite has one connection.
  const newUsers = await Promise.all(
    USERS.filter((u) => !existing.has(u.account)).map(async (u) => ({
      ...u,
      hash: await hashPassword(u.password),
    })),
  );

  await db.transaction().execute(async (trx) => {
    const permissions = [
      ...catalogUrls().map((url) => ({ code: menuPermission(url), kind: 'menu' as const })),
      ...ACTION_PERMISSIONS.map((code) => ({ code, kind: 'action' as const })),
    ];
    await trx
      .insertInto('permissions')
      .values(permissions)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();

    await trx
      .insertInto('menus')
      .values(menuRows())
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          cname: eb.ref('excluded.cname'),
          url: eb.ref('excluded.url'),
          icon: eb.ref('excluded.icon'),
          client_type: eb.ref('excluded.client_type'),
          hidden: eb.ref('excluded.hidden'),
          sort: eb.ref('excluded.sort'),
          permission_code: eb.ref('excluded.permission_code'),
        })),
      )
      .execute();

    for (const { permissions: codes, ...role } of Object.values(ROLES)) {
      await trx
        .insertInto('roles')
        .values(role)
        .onConflict((oc) => oc.column('id').doUpdateSet({ name: role.name, side: role.side }))
        .execute();
      await trx
        .insertInto('role_permissions')
        .values(codes.map((code) => ({ role_id: role.id, permission_code: code })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }

    await trx
      .insertInto('companies')
      .values(Object.values(COMPANIES))
      .onConflict((oc) => oc.doNothing())
      .execute();

    for (const u of newUsers) {
      const id = stableId(`user:${u.account}`);
      const inserted = await trx
        .insertInto('users')
        .values({
          id,
          company_id: u.companyId,
          account: u.account,
          password_hash: u.hash,
          real_name: u.realName,
          email: u.email,
          avatar: '',
          status: 'enabled',
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      await trx
        .insertInto('user_roles')
        .values(u.roleIds.map((role_id) => ({ user_id: id, role_id })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }

    // Companies seeded before 0002-inquiries and 0004-suppliers got the column defaults; give them
    // their country and their supplier data once.
    for (const c of Object.values(COMPANIES)) {
      await trx
        .updateTable('companies')
        .set({ country: c.country })
        .where('id', '=', c.id)
        .where('country', 'is', null)
        .execute();
      await trx
        .updateTable('companies')
        .set({
          supplier_kind: c.supplier_kind,
          tax_category: c.tax_category,
          tax_id: c.tax_id,
          email: c.email,
        })
        .where('id', '=', c.id)
        .where('tax_id', 'is', null)
        .execute();
    }
  });

  await seedInquiries(db, new Date());
  await seedRepairQuotes(db, new Date());
  await seedSupplierLists(db, new Date());
  await seedSupplierProfiles(db, new Date());
  await seedSupplierQuality(db, new Date());
  await seedTransport(db, new Date());
  await seedWaybills(db, new Date());
  if (options.auditDemos) await seedSupplierAudits(db, new Date());
  if (options.contractDemos) {
    await seedContracts(db, new Date());
    await seedRepairs(db, new Date());
    await seedForecasts(db, new Date());
    await seedShipments(db, new Date());
    await seedCustomsInfo(db, new Date());
    await seedBills(db, new Date());
    await seedStatements(db, new Date());
  }
}
