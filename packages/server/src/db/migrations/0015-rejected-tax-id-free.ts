// A rejected supplier may register again with its tax ID; the rejected company stays, for its
// history (docs/decisions/2026-11-26-rejected-supplier-registers-again.md). One live supplier per
// tax ID is still kept by the database: the unique index leaves rejected companies out.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index companies_supplier_tax_id`.execute(db);
  await sql`create unique index companies_supplier_tax_id on companies (tax_id)
    where kind = 'supplier' and tax_id is not null and audit_status <> 'rejected'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Fails while a tax ID has both a rejected and a live company, as it must: the old rule cannot
  // hold them both.
  await sql`drop index companies_supplier_tax_id`.execute(db);
  await sql`create unique index companies_supplier_tax_id on companies (tax_id)
    where kind = 'supplier' and tax_id is not null`.execute(db);
}
