// The contract search at 200,000 contracts (issue 14,
// docs/decisions/2026-11-27-contract-list-bench.md): 0025's trigram index over number and title
// served the number search badly. Contract numbers are letters and zero-padded digits, so their
// trigrams ('000', 'B01', ...) are shared by most contracts and a whole number read long posting
// lists (78 ms for one match on PGlite). A number is now found from its start or its end, each a
// b-tree range on the upper-cased number (or its reverse); the title keeps a trigram index of its
// own, where digits are rare.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists contracts_text`.execute(db);
  await sql`create index contracts_number_prefix on contracts
    (upper(contract_number) text_pattern_ops)`.execute(db);
  await sql`create index contracts_number_suffix on contracts
    (reverse(upper(contract_number)) text_pattern_ops)`.execute(db);
  await sql`create index contracts_title_text on contracts using gin (title gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists contracts_title_text`.execute(db);
  await sql`drop index if exists contracts_number_suffix`.execute(db);
  await sql`drop index if exists contracts_number_prefix`.execute(db);
  await sql`create index contracts_text on contracts
    using gin (contract_number gin_trgm_ops, title gin_trgm_ops)`.execute(db);
}
