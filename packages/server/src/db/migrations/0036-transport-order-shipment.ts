// The ship notice a transport order carries (issue 15): the buyer names it when awarding the
// transport inquiry, so the transport supplier reads the customs records of the notices it carries
// (/sup/pdCustoms/index, docs/decisions/2026-11-28-transport-order-ship-notice.md). Optional: a
// transport order may move goods that have no notice in the portal. Read by the carrier's customs
// list as "orders of this company naming a notice", hence the partial index.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('transport_orders')
    .addColumn('shipment_id', 'text', (c) => c.references('shipments.id').onDelete('set null'))
    .execute();
  await sql`create index transport_orders_shipment on transport_orders (company_id, shipment_id)
    where shipment_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists transport_orders_shipment`.execute(db);
  await db.schema.alterTable('transport_orders').dropColumn('shipment_id').execute();
}
