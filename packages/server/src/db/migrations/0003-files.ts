// Uploaded files and what they are attached to. The bytes live outside the database, under
// DATA_DIR/uploads/<storage_key> (a generated name, never the user's); a row says who owns the file,
// what it was called and what its content was sniffed as. Link tables attach a file to an inquiry
// (the buyer's documents, visible to every bidder) or to a supplier's quote (its bidder row).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The owner: the uploader's company. Another company sees the file only through an attachment.
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    // The name as uploaded (shown and sent back in Content-Disposition), and its lower-case extension.
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().check(sql`size > 0`))
    // The sniffed media type, not the one the browser claimed.
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('quote', 'bargaining', 'general')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('files_company_created')
    .on('files')
    .columns(['company_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('inquiry_attachments')
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().references('inquiries.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('inquiry_attachments_pk', ['inquiry_id', 'file_id'])
    .execute();
  // The download check asks "which inquiries is this file attached to?".
  await db.schema
    .createIndex('inquiry_attachments_file')
    .on('inquiry_attachments')
    .column('file_id')
    .execute();

  await db.schema
    .createTable('quote_attachments')
    .addColumn('bidder_id', 'text', (c) => c.notNull().references('bidders.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('quote_attachments_pk', ['bidder_id', 'file_id'])
    .execute();
  await db.schema
    .createIndex('quote_attachments_file')
    .on('quote_attachments')
    .column('file_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quote_attachments').ifExists().execute();
  await db.schema.dropTable('inquiry_attachments').ifExists().execute();
  await db.schema.dropTable('files').ifExists().execute();
}
