// One repair contract per awarded unit (issue 14, docs/decisions/2026-11-27-repair-quote-award.md):
// a repair order is kept per serial number, one per contract (migration 0024), so an award of
// several units issues a contract per unit and `repair_awards` can no longer hold "the" contract.
// The contracts of an award move to `repair_award_contracts`, one row per contract with the unit
// it repairs. An award made before this migration keeps its one contract there without a unit:
// that contract holds every unit the award covered.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('repair_award_contracts')
    .addColumn('contract_id', 'text', (c) => c.primaryKey().references('contracts.id'))
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().references('repair_awards.inquiry_id').onDelete('cascade'),
    )
    .addColumn('item_id', 'text', (c) => c.references('inquiry_items.id').onDelete('set null'))
    // Also the index an award's contracts are read through (inquiry_id first).
    .addUniqueConstraint('repair_award_contracts_item', ['inquiry_id', 'item_id'])
    .execute();
  await sql`insert into repair_award_contracts (contract_id, inquiry_id, item_id)
    select contract_id, inquiry_id, null from repair_awards`.execute(db);
  await db.schema.alterTable('repair_awards').dropColumn('contract_id').execute();
}

/** Back to one contract per award: the first unit's. The others stay contracts, unlinked. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('repair_awards')
    .addColumn('contract_id', 'text', (c) => c.references('contracts.id'))
    .execute();
  await sql`update repair_awards a set contract_id = (
      select r.contract_id from repair_award_contracts r
      left join inquiry_items it on it.id = r.item_id
      where r.inquiry_id = a.inquiry_id
      order by it.item_no nulls first
      limit 1)`.execute(db);
  await sql`alter table repair_awards alter column contract_id set not null`.execute(db);
  await db.schema.dropTable('repair_award_contracts').execute();
}
