// Supplier audit management (issue 4): the buyer's audits of a supplier and their findings, each
// answered by the supplier with a corrective action and closed by the quality department.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
/** Dates are YYYY-MM-DD text, as elsewhere in the schema. */
const isoDate = (column: string) => sql`${sql.ref(column)} ~ '^\\d{4}-\\d{2}-\\d{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('supplier_audits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('onSite', 'document')`))
    .addColumn('audited_on', 'text', (c) => c.notNull().check(isoDate('audited_on')))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('supplier_audits_company')
    .on('supplier_audits')
    .columns(['company_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('supplier_audit_findings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('audit_id', 'text', (c) =>
      c.notNull().references('supplier_audits.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) =>
      c.notNull().check(sql`severity in ('major', 'minor', 'observation')`),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open', 'answered', 'closed')`),
    )
    .addColumn('action', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('due_on', 'text', (c) => c.check(isoDate('due_on')))
    .addColumn('attachment_id', 'text', (c) => c.references('files.id'))
    .addColumn('answered_at', 'timestamptz')
    .addColumn('answered_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('close_remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('supplier_audit_findings_audit')
    .on('supplier_audit_findings')
    .columns(['audit_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('supplier_audit_findings').ifExists().execute();
  await db.schema.dropTable('supplier_audits').ifExists().execute();
}
