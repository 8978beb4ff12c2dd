// The unique-violation test reads a real database error, not a hand-made object, so a driver that
// stopped naming the code or the index (PGlite or pg) fails it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connect.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { isUniqueViolation, violatedConstraint } from './unique-violation.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await sql`create table unique_probe (code text constraint unique_probe_code unique)`.execute(
    database.db,
  );
  await sql`insert into unique_probe values ('A')`.execute(database.db);
});
afterAll(() => database.close());

async function failure(statement: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await statement.execute(database.db);
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

describe('isUniqueViolation', () => {
  it('recognises a unique violation and the index it names', async () => {
    const error = await failure(sql`insert into unique_probe values ('A')`);
    expect(isUniqueViolation(error)).toBe(true);
    expect(violatedConstraint(error)).toBe('unique_probe_code');
    expect(isUniqueViolation(error, 'unique_probe_code')).toBe(true);
    expect(isUniqueViolation(error, 'another_index')).toBe(false);
  });

  it('says no for other database errors and for what is not an error', async () => {
    const error = await failure(sql`select * from no_such_table`);
    expect(isUniqueViolation(error)).toBe(false);
    expect(violatedConstraint(error)).toBeUndefined();
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
