// Named prepared statements for PGlite. PGlite's own query() parses, analyses and plans every
// statement afresh and talks to the database in six protocol calls; on WebAssembly that was more
// than half of a small query's time (docs/decisions/2026-11-23-pglite-prepared-statements.md).
// Kysely compiles one SQL text per query shape, so the text is the key: its first run parses it
// under a name and remembers the parameter types and the row description; later runs only bind and
// execute, in one call, and PostgreSQL may keep a generic plan for it.
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The row description, absent for a statement that returns no rows. */
  rowDescription: BackendMessage | undefined;
}

/** Statements worth keeping: the DML Kysely sends over and over. */
const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Statements that change no schema: they leave the cache as it is. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|set|show)\b/i;

const { serialize } = protocol;

/** Names are unique in the process, so two caches over one PGlite never collide. */
let named = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export class PgliteStatements {
  readonly #byText = new Map<string, Prepared>();

  /** `limit`: how many statements stay prepared; the least recently used one goes first. */
  constructor(
    private readonly pglite: PGlite,
    private readonly limit = 256,
  ) {}

  /** How many statements are prepared now (tests). */
  get size(): number {
    return this.#byText.size;
  }

  /**
   * Runs one statement. Callers serialize access (the dialect's mutex), as PGlite is one
   * connection and a prepared statement's bind and execute must not interleave with another's.
   */
  async query<R>(text: string, params: readonly unknown[]): Promise<Results<R>> {
    if (!CACHEABLE.test(text)) {
      const result = await this.pglite.query<R>(text, [...params]);
      // A schema change may change what a prepared `select *` returns; PostgreSQL would refuse
      // to run it ("cached plan must not change result type"), so nothing prepared survives one.
      if (!TRANSACTION_CONTROL.test(text)) await this.clear();
      return result;
    }
    const prepared = this.#byText.get(text) ?? (await this.#prepare(text));
    // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
    this.#byText.delete(text);
    this.#byText.set(text, prepared);
    const values = params.map((value, i) => this.#serialize(value, prepared.paramTypes[i]));
    const { messages } = await this.pglite.execProtocol(
      concat([
        serialize.bind({ statement: prepared.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const all = prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages;
    return parse.parseResults(all, this.pglite.parsers)[0] as Results<R>;
  }

  /** Forgets every statement, on the database too. */
  async clear(): Promise<void> {
    const names = [...this.#byText.values()].map((p) => p.name);
    this.#byText.clear();
    if (names.length) await this.#close(names);
  }

  async #prepare(text: string): Promise<Prepared> {
    const name = `kysely_${++named}`;
    // Parse, describe and sync in one call: an error (a typo, an unknown column) is thrown here
    // with the sync already done, so the connection stays usable and nothing is remembered.
    const { messages } = await this.pglite.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    this.#byText.set(text, prepared);
    if (this.#byText.size > this.limit) {
      const [oldest, evicted] = this.#byText.entries().next().value!;
      this.#byText.delete(oldest);
      await this.#close([evicted.name]);
    }
    return prepared;
  }

  async #close(names: string[]): Promise<void> {
    await this.pglite.execProtocol(
      concat([...names.map((name) => serialize.close({ type: 'S', name })), serialize.sync()]),
    );
  }

  /** As PGlite's query() does: the type's serializer, else the value's text. */
  #serialize(value: unknown, oid: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = oid === undefined ? undefined : this.pglite.serializers[oid];
    return serializer ? serializer(value) : String(value);
  }
}
