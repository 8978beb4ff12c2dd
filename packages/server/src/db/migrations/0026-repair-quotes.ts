// Repair quotes (issue 14; docs/decisions/2026-11-27-repair-quotes.md): a repair inquiry is an
// inquiry of kind `repair`. Its units' repair data (serial, fault, removal data, required return)
// sit beside the inquiry items, keyed by item; each bidder's repair quote lines beside the part
// quote lines (one per bidder and unit); and the award, which issued a repair contract, one per
// inquiry. Scale: repair inquiries are a small share of inquiries; the comparison reads one
// inquiry's lines through (inquiry_id), a bidder's quote through the unique (bidder_id, item_id).
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
const MONEY = 'numeric(17, 4)';
const isoDateCheck = (column: string) =>
  sql`${sql.ref(column)} is null or ${sql.ref(column)} ~ '^\\d{4}-\\d{2}-\\d{2}$'`;
const FEES = [
  'test_fee',
  'repair_fee',
  'renovation_labour',
  'fixed_price',
  'cap_fee',
  'exchange_fee',
  'painting_cost',
  'ber_fee',
  'nff_fee',
  'scrap_fee',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('repair_units')
    .addColumn('item_id', 'text', (c) =>
      c.primaryKey().references('inquiry_items.id').onDelete('cascade'),
    )
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().references('inquiries.id').onDelete('cascade'),
    )
    .addColumn('serial_number', 'text', (c) => c.notNull())
    .addColumn('reported_fault', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('aircraft_registration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tsn', 'numeric(12, 1)')
    .addColumn('csn', 'integer')
    .addColumn('tso', 'numeric(12, 1)')
    .addColumn('cso', 'integer')
    .addColumn('required_return_date', 'text', (c) => c.check(isoDateCheck('required_return_date')))
    .execute();
  await sql`create index repair_units_inquiry on repair_units (inquiry_id)`.execute(db);

  let lines = db.schema
    .createTable('repair_quote_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bidder_id', 'text', (c) => c.notNull().references('bidders.id').onDelete('cascade'))
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().references('inquiries.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'text', (c) =>
      c.notNull().references('inquiry_items.id').onDelete('cascade'),
    )
    .addColumn('quoted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('currency', 'text');
  for (const fee of FEES) lines = lines.addColumn(fee, sql.raw(MONEY));
  await lines
    .addColumn('handling_rate', 'numeric(5, 2)')
    .addColumn('evaluation_outcome', 'text')
    .addColumn('warranty_months', 'integer')
    .addColumn('warranty_flight_hours', 'integer')
    .addColumn('warranty_cycles', 'integer')
    .addColumn('claim_months', 'integer')
    .addColumn('turnaround_days', 'integer')
    .addColumn('certificate_type', 'integer')
    .addColumn('validity_date', 'text', (c) => c.check(isoDateCheck('validity_date')))
    .addColumn('shipping', 'text', (c) =>
      c.check(sql`shipping is null or shipping in ('oneWay', 'roundTrip')`),
    )
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('repair_quote_lines_bidder_item', ['bidder_id', 'item_id'])
    .execute();
  await sql`create index repair_quote_lines_inquiry on repair_quote_lines (inquiry_id)`.execute(db);

  await db.schema
    .createTable('repair_awards')
    .addColumn('inquiry_id', 'text', (c) =>
      c.primaryKey().references('inquiries.id').onDelete('cascade'),
    )
    .addColumn('bidder_id', 'text', (c) => c.notNull().references('bidders.id'))
    .addColumn('contract_id', 'text', (c) => c.notNull().references('contracts.id'))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('by_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}
