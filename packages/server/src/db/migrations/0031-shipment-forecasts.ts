// Shipment forecasts (issue 15; docs/product-rules.md#shipment-forecasts): the supplier's planned
// shipments per line of a confirmed goods contract and the history of every change to them.
//
// The plan hangs on (contract, line number), not on a contract_lines row: a revision writes new
// line rows, and the plan of line 10 stays line 10's. `shipment_forecasts` holds the plan's version
// (a contract without a row is at version 0). Scale: a few entries per line; the buyer's list
// reads entries by planned date across contracts, hence the (planned_date) index.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
const isoDateCheck = (column: string) => sql`${sql.ref(column)} ~ '^\\d{4}-\\d{2}-\\d{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shipment_forecasts')
    .addColumn('contract_id', 'text', (c) =>
      c.primaryKey().references('contracts.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('shipment_forecast_entries')
    .addColumn('contract_id', 'text', (c) =>
      c.notNull().references('shipment_forecasts.contract_id').onDelete('cascade'),
    )
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('planned_date', 'text', (c) => c.notNull().check(isoDateCheck('planned_date')))
    .addColumn('quantity', 'bigint', (c) => c.notNull().check(sql`quantity > 0`))
    .addPrimaryKeyConstraint('shipment_forecast_entries_pk', [
      'contract_id',
      'line_no',
      'planned_date',
    ])
    .execute();
  await sql`create index shipment_forecast_entries_date on shipment_forecast_entries
    (planned_date, contract_id, line_no)`.execute(db);

  await db.schema
    .createTable('shipment_forecast_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) =>
      c.notNull().references('shipment_forecasts.contract_id').onDelete('cascade'),
    )
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('old_date', 'text')
    .addColumn('old_quantity', 'bigint')
    .addColumn('new_date', 'text')
    .addColumn('new_quantity', 'bigint')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index shipment_forecast_changes_contract on shipment_forecast_changes
    (contract_id, at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shipment_forecast_changes').ifExists().execute();
  await db.schema.dropTable('shipment_forecast_entries').ifExists().execute();
  await db.schema.dropTable('shipment_forecasts').ifExists().execute();
}
