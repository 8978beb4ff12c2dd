// Pickup and handover of a ship notice (issue 15; docs/product-rules.md#ship-notices): where and
// when the buyer's forwarder collects (the supplier's address, contact, phone, ready time and
// opening hours) and the collection as recorded (who took it, when, how many pieces, who recorded
// it on which side). One of each per notice, read and written with it: columns of `shipments`,
// empty until given.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shipments')
    .addColumn('pickup_address', 'text')
    .addColumn('pickup_contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pickup_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pickup_ready_at', 'timestamptz')
    .addColumn('pickup_hours', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('handover_by', 'text')
    .addColumn('handover_at', 'timestamptz')
    .addColumn('handover_pieces', 'integer', (c) => c.check(sql`handover_pieces > 0`))
    .addColumn('handover_remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('handover_recorded_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('handover_side', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shipments')
    .dropColumn('pickup_address')
    .dropColumn('pickup_contact')
    .dropColumn('pickup_phone')
    .dropColumn('pickup_ready_at')
    .dropColumn('pickup_hours')
    .dropColumn('handover_by')
    .dropColumn('handover_at')
    .dropColumn('handover_pieces')
    .dropColumn('handover_remarks')
    .dropColumn('handover_recorded_by')
    .dropColumn('handover_side')
    .execute();
}
