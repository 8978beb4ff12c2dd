import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { USERS } from './demo-data.ts';
import { seedDatabase } from './seed.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seed', () => {
  it('can run again without duplicating or resetting anything', async () => {
    const { db } = database;
    const count = async (table: 'users' | 'menus' | 'roles' | 'role_permissions' | 'companies') =>
      (await db.selectFrom(table).selectAll().execute()).length;
    const before = {
      users: await count('users'),
      menus: await count('menus'),
      roles: await count('roles'),
      grants: await count('role_permissions'),
      companies: await count('companies'),
    };
    await db
      .updateTable('users')
      .set({ real_name: 'Renamed' })
      .where('account', '=', 'buyer.admin')
      .execute();

    await seedDatabase(db);
    await seedDatabase(db);

    expect(before.users).toBe(USERS.length);
    expect(await count('users')).toBe(before.users);
    expect(await count('menus')).toBe(before.menus);
    expect(await count('roles')).toBe(before.roles);
    expect(await count('role_permissions')).toBe(before.grants);
    // The buyer, the two demo suppliers and the lists' transport supplier (seed-supplier-lists.ts).
    expect(await count('companies')).toBe(4);
    const admin = await db
      .selectFrom('users')
      .select(['real_name', 'password_hash'])
      .where('account', '=', 'buyer.admin')
      .executeTakeFirstOrThrow();
    expect(admin.real_name).toBe('Renamed');
    expect(admin.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
