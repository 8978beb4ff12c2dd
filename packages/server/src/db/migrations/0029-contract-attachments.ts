// Contract attachments (issue 14; docs/decisions/2026-11-27-contract-attachments.md): the
// documents the ERP sends with a contract and the ones the supplier uploads on its contract page.
// Each refers to a files row by a foreign key, so the sweep of unattached uploads keeps it, and
// goes with the contract or the file (cascade). `source` says who attached it: only the supplier's
// own uploads may be deleted by the supplier, and only while `version_no` is current.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contract_attachments')
    .addColumn('contract_id', 'text', (c) =>
      c.notNull().references('contracts.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('erp', 'supplier')`))
    .addColumn('version_no', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('contract_attachments_pk', ['contract_id', 'file_id'])
    .execute();
  // The download check asks "which contracts is this file attached to?".
  await db.schema
    .createIndex('contract_attachments_file')
    .on('contract_attachments')
    .column('file_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contract_attachments').ifExists().execute();
}
