// Inquiries and quotes: the inquiry sheet the ERP sends (items, questions, comments, clauses, project
// members, state tracking), one bidder row per invited supplier, which is also that supplier's quote
// header, the quote lines (one per bidder and item) and bargaining rounds on quote lines.
// Attachments live with the files module (0003-files).
//
// Scale: 100,000 inquiries and 1,000,000 quote lines. A supplier's lists read `bidders` alone (kind,
// bid end and creation time are copied onto it) through partial (company_id, kind, ...) indexes, and
// join the 20 inquiries of the page by primary key.
// Calendar dates (delivery, validity) are `YYYY-MM-DD` text: pg and PGlite turn a `date` into a
// Date at different midnights (local and UTC), text reads the same in both and sorts the same.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
const MONEY = 'numeric(17, 4)';
const isoDateCheck = (column: string) => sql`${sql.ref(column)} ~ '^\\d{4}-\\d{2}-\\d{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Domestic suppliers state no trade terms and quote VAT for RMB (product rules: Quote lines).
  await db.schema
    .alterTable('companies')
    .addColumn('domestic', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.alterTable('companies').addColumn('country', 'text').execute();

  await sql`create sequence quote_number_seq`.execute(db);

  await db.schema
    .createTable('inquiries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inquiry_number', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'closed', 'cancelled')`),
    )
    .addColumn('purchasing_org', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('purchasing_group', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('factory', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rfx_category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_terms', 'text')
    .addColumn('bid_start', 'timestamptz', (c) => c.notNull())
    .addColumn('bid_end', 'timestamptz', (c) => c.notNull())
    .addColumn('bid_validity_days', 'integer', (c) => c.notNull())
    .addColumn('budget_total', sql.raw(MONEY))
    .addColumn('budget_currency', 'text')
    // Copied from the items so a list row needs no item query.
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('first_part_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('inquiries_bid_times', sql`bid_end > bid_start`)
    .execute();
  await db.schema
    .createIndex('inquiries_kind_created')
    .on('inquiries')
    .columns(['kind', 'created_at'])
    .execute();

  await db.schema
    .createTable('inquiry_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().references('inquiries.id').onDelete('cascade'),
    )
    .addColumn('item_no', 'integer', (c) => c.notNull())
    .addColumn('material_number', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mpn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('manufacturer_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('delivery_date_from', 'text', (c) => c.check(isoDateCheck('delivery_date_from')))
    .addColumn('delivery_date_to', 'text', (c) => c.check(isoDateCheck('delivery_date_to')))
    .addColumn('incoterms', 'text')
    .addColumn('delivery_place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_period_days', 'integer')
    .addColumn('consignment', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('purchase_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('max_price_limit', sql.raw(MONEY))
    .addUniqueConstraint('inquiry_items_no', ['inquiry_id', 'item_no'])
    .execute();

  await db.schema
    .createTable('bidders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().references('inquiries.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    // Copies of the inquiry's, so the supplier's lists are served by this table's indexes alone.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('bid_end', 'timestamptz', (c) => c.notNull())
    .addColumn('inquiry_created_at', 'timestamptz', (c) => c.notNull())
    // The stored quote state; `expired` is derived from the clock (contract quote-state.ts).
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('notQuoted')
        .check(sql`state in ('notQuoted', 'hold', 'submitted', 'noBid')`),
    )
    .addColumn('quote_number', 'text', (c) => c.unique())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('no_bid_reason', 'text', (c) => c.notNull().defaultTo(''))
    // When the supplier last answered: submitted, or declined with no bid.
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('bidders_inquiry_company', ['inquiry_id', 'company_id'])
    .execute();
  // The supplier's tabs are partial indexes over the two halves of the state: open (notQuoted,
  // hold) and answered (submitted, noBid). Pending is "open and bid_end > now", expired "open and
  // bid_end <= now": a range of one index, never the whole history of a busy supplier. The list
  // queries write these predicates as literals so the planner can match them.
  const partial = [
    ['bidders_open_bid_end', ['company_id', 'kind', 'bid_end'], 'open'],
    ['bidders_open_created', ['company_id', 'kind', 'inquiry_created_at'], 'open'],
    ['bidders_answered_at', ['company_id', 'kind', 'submitted_at'], 'answered'],
    ['bidders_answered_created', ['company_id', 'kind', 'inquiry_created_at'], 'answered'],
    // The home page counts across kinds.
    ['bidders_open_company_bid_end', ['company_id', 'bid_end'], 'open'],
  ] as const;
  for (const [name, columns, half] of partial) {
    const states = half === 'open' ? sql`('notQuoted', 'hold')` : sql`('submitted', 'noBid')`;
    await db.schema
      .createIndex(name)
      .on('bidders')
      .columns([...columns])
      .where(sql<boolean>`state in ${states}`)
      .execute();
  }

  await db.schema
    .createTable('quote_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bidder_id', 'text', (c) => c.notNull().references('bidders.id').onDelete('cascade'))
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().references('inquiries.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'text', (c) =>
      c.notNull().references('inquiry_items.id').onDelete('cascade'),
    )
    .addColumn('quoted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('quote_part_number', 'text')
    .addColumn('mpn', 'text')
    .addColumn('manufacturer_code', 'text')
    .addColumn('interchangeability', 'text')
    .addColumn('condition', 'text')
    .addColumn('unit_price', sql.raw(MONEY))
    .addColumn('currency', 'text')
    .addColumn('tax_rate', 'smallint')
    .addColumn('quoted_quantity', 'bigint')
    .addColumn('unit', 'text')
    .addColumn('moq', 'bigint')
    .addColumn('mov', sql.raw(MONEY))
    .addColumn('lead_time_days', 'integer')
    .addColumn('delivery_date', 'text', (c) => c.check(isoDateCheck('delivery_date')))
    .addColumn('validity_date', 'text', (c) => c.check(isoDateCheck('validity_date')))
    .addColumn('airworthiness_approval', 'text')
    .addColumn('certificate_type', 'smallint')
    .addColumn('account_status', 'text')
    .addColumn('pay_mode', 'text')
    .addColumn('incoterms', 'text')
    .addColumn('inventory_country', 'text')
    .addColumn('inventory_city', 'text')
    .addColumn('standard_package_qty', 'bigint')
    .addColumn('claim_months', 'integer')
    .addColumn('warranty', 'text')
    .addColumn('aog_fee', sql.raw(MONEY))
    .addColumn('hazmat_packing_fee', sql.raw(MONEY))
    .addColumn('other_fee', sql.raw(MONEY))
    .addColumn('brand', 'text')
    .addColumn('supplier_type', 'text')
    // The other fees of slots 0 to 5: [{ slot, amount, currency }].
    .addColumn('fees', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('remarks', 'text')
    // The price before the latest accepted bargaining round.
    .addColumn('bargained_from', sql.raw(MONEY))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('quote_lines_bidder_item', ['bidder_id', 'item_id'])
    .execute();
  // The buyer's comparison reads the lines of one inquiry, item by item.
  await db.schema
    .createIndex('quote_lines_inquiry_item')
    .on('quote_lines')
    .columns(['inquiry_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('bargaining_rounds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_line_id', 'text', (c) =>
      c.notNull().references('quote_lines.id').onDelete('cascade'),
    )
    .addColumn('bidder_id', 'text', (c) => c.notNull().references('bidders.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().references('inquiries.id').onDelete('cascade'),
    )
    .addColumn('round_no', 'integer', (c) => c.notNull())
    .addColumn('target_price', sql.raw(MONEY), (c) => c.notNull())
    .addColumn('last_price', sql.raw(MONEY), (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('deadline', 'timestamptz', (c) => c.notNull())
    .addColumn('opened_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'submitted', 'declined')`),
    )
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answer_price', sql.raw(MONEY))
    .addColumn('answer_remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answered_at', 'timestamptz')
    .addColumn('answered_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('bargaining_rounds_line_round', ['quote_line_id', 'round_no'])
    .execute();
  // One pending round per quote line, whoever races to open a second.
  await sql`create unique index bargaining_rounds_one_pending on bargaining_rounds (quote_line_id) where status = 'pending'`.execute(
    db,
  );
  await db.schema
    .createIndex('bargaining_rounds_company_status')
    .on('bargaining_rounds')
    .columns(['company_id', 'status', 'deadline'])
    .execute();
  await db.schema
    .createIndex('bargaining_rounds_company_created')
    .on('bargaining_rounds')
    .columns(['company_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('bargaining_rounds_inquiry')
    .on('bargaining_rounds')
    .column('inquiry_id')
    .execute();
  await db.schema
    .createIndex('bargaining_rounds_created')
    .on('bargaining_rounds')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('inquiry_questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().references('inquiries.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('inquiry_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().references('inquiries.id').onDelete('cascade'),
    )
    // Null: every bidder sees it (the buyer's); otherwise that company only.
    .addColumn('company_id', 'text', (c) => c.references('companies.id'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('inquiry_clauses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().references('inquiries.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('agreement_type', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('inquiry_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().references('inquiries.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('inquiry_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inquiry_id', 'text', (c) =>
      c.notNull().references('inquiries.id').onDelete('cascade'),
    )
    // Null: every bidder sees the event; otherwise only that company (and the buyer).
    .addColumn('company_id', 'text', (c) => c.references('companies.id'))
    // A contract message key (`inquiry.event.created`, `quote.event.submitted`, ...).
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();

  for (const table of [
    'inquiry_questions',
    'inquiry_comments',
    'inquiry_clauses',
    'inquiry_members',
  ]) {
    await db.schema.createIndex(`${table}_inquiry`).on(table).column('inquiry_id').execute();
  }
  await db.schema
    .createIndex('inquiry_events_inquiry_at')
    .on('inquiry_events')
    .columns(['inquiry_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'inquiry_events',
    'inquiry_members',
    'inquiry_clauses',
    'inquiry_comments',
    'inquiry_questions',
    'bargaining_rounds',
    'quote_lines',
    'bidders',
    'inquiry_items',
    'inquiries',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop sequence if exists quote_number_seq`.execute(db);
  await db.schema.alterTable('companies').dropColumn('country').execute();
  await db.schema.alterTable('companies').dropColumn('domestic').execute();
}
