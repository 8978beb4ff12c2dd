// The buyer's contract list at 200,000 contracts (issue 14,
// docs/decisions/2026-11-27-contract-list-bench.md). 0023's (updated_at, id) index pages the whole
// list, but a filter has to count its matches too, and without these that count read every
// contract: the changed tab (or any state) by (state, updated_at, id), one supplier by
// (supplier_id, updated_at, id) (0022's supplier index leads with the kind, which the buyer's
// filter does not give, so its page was sorted), and the search on number and title by a trigram
// index over the two columns (pg_trgm: migration 0021), which serves the filter's OR of the two.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index contracts_state_list on contracts (state, updated_at desc, id)`.execute(
    db,
  );
  await sql`create index contracts_supplier_recent on contracts
    (supplier_id, updated_at desc, id)`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index contracts_text on contracts
    using gin (contract_number gin_trgm_ops, title gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists contracts_text`.execute(db);
  await sql`drop index if exists contracts_supplier_recent`.execute(db);
  await sql`drop index if exists contracts_state_list`.execute(db);
}
