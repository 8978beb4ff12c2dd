// Repair progress (issue 14; docs/product-rules.md#repair-progress): one repair order per repair
// contract (keyed by the contract's id) with the ERP's repair data and the current status, the
// status updates that make its timeline (date, remarks, who, side), their files (reports and the
// release certificate) and the costs added during the repair with the buyer's decision.
//
// A repair contract without a row here is at "to be updated" (version 0): the row is written by
// the ERP's repair block or by the first update. Scale: one row per repair contract; lists read
// `repair_orders` joined to `contracts` by the primary key, timelines by (repair, date).
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
const MONEY = 'numeric(17, 4)';
const isoDateCheck = (column: string) =>
  sql`${sql.ref(column)} is null or ${sql.ref(column)} ~ '^\\d{4}-\\d{2}-\\d{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('repair_orders')
    .addColumn('contract_id', 'text', (c) =>
      c.primaryKey().references('contracts.id').onDelete('cascade'),
    )
    .addColumn('serial_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reported_fault', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('aircraft_registration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tsn', 'numeric(12, 1)')
    .addColumn('csn', 'integer')
    .addColumn('tso', 'numeric(12, 1)')
    .addColumn('cso', 'integer')
    .addColumn('required_return_date', 'text', (c) => c.check(isoDateCheck('required_return_date')))
    .addColumn('turnaround_days', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('toBeUpdated'))
    .addColumn('phase', 'text', (c) => c.notNull().defaultTo('workshop'))
    .addColumn('status_date', 'text', (c) => c.check(isoDateCheck('status_date')))
    /** The approved added costs, in the contract's currency. */
    .addColumn('approved_costs', sql.raw(MONEY), (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('repair_status_updates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) =>
      c.notNull().references('repair_orders.contract_id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull().check(isoDateCheck('date')))
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('certificate_kind', 'text')
    .addColumn('certificate_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index repair_status_updates_repair on repair_status_updates
    (contract_id, date, at)`.execute(db);

  // Files of an update; the foreign key keeps them from the sweep of unattached uploads.
  await db.schema
    .createTable('repair_update_files')
    .addColumn('update_id', 'text', (c) =>
      c.notNull().references('repair_status_updates.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
    .addColumn('certificate', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('repair_update_files_pk', ['update_id', 'file_id'])
    .execute();

  await db.schema
    .createTable('repair_costs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) =>
      c.notNull().references('repair_orders.contract_id').onDelete('cascade'),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', sql.raw(MONEY), (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('decided_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await sql`create index repair_costs_repair on repair_costs (contract_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('repair_costs').execute();
  await db.schema.dropTable('repair_update_files').execute();
  await db.schema.dropTable('repair_status_updates').execute();
  await db.schema.dropTable('repair_orders').execute();
}
