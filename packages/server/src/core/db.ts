// How modules reach the database: query functions take the executor as their first argument, the
// database or a transaction alike (a Kysely Transaction is a Kysely), so a query joins whatever
// transaction its caller runs (docs/architecture.md, "The server").
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The database or a transaction. */
export type Db = Kysely<Database>;
