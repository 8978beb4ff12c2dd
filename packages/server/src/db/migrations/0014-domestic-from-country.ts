// Whether a company is domestic follows from its country, in the database itself: a generated
// column, so a supplier that changes its country in the profile (CN → HK) changes its quote rules
// with it, and no writer can store a flag that disagrees
// (docs/decisions/2026-11-26-domestic-from-country.md). A company without a country (the buyer)
// stays domestic, as the old default had it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('domestic').execute();
  await db.schema
    .alterTable('companies')
    .addColumn('domestic', 'boolean', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`coalesce(country, 'CN') = 'CN'`)
        .stored(),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('domestic').execute();
  await db.schema
    .alterTable('companies')
    .addColumn('domestic', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`update companies set domestic = coalesce(country, 'CN') = 'CN'`.execute(db);
}
