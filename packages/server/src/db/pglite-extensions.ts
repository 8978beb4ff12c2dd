// The PostgreSQL extensions the schema uses, for every place that opens a PGlite: PGlite runs an
// extension's SQL functions only when the instance was created with it, also when the data folder
// (or the tests' dump) already has it installed. pg_trgm backs the operation log's text filter
// (migration 0021, docs/decisions/2026-11-27-operation-log-at-a-million-rows.md).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const pgliteExtensions = { pg_trgm };
