import { sql, type RawBuilder } from 'kysely';
/** The user's % _ and \\ taken literally in a LIKE pattern. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// Search text as an ILIKE pattern: "contains", with the user's % _ and \ taken literally.
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * Whether `column` starts or ends with `text`, ignoring case: two b-tree ranges on
 * `upper(column)` and `reverse(upper(column))` with `text_pattern_ops` (migration 0027), for codes
 * and numbers whose trigrams most rows share. The pattern is upper-cased by the database, as the
 * indexed column is, so both sides use the same case rules.
 */
export function startsOrEndsWith(column: string, text: string): RawBuilder<boolean> {
  const ref = sql.ref(column);
  const start = searchLiteral(`${escapeLike(text)}%`);
  const end = searchLiteral(`${escapeLike([...text].reverse().join(''))}%`);
  return sql<boolean>`(upper(${ref}) like upper(${start}) or reverse(upper(${ref})) like upper(${end}))`;
}

/**
 * A LIKE pattern written into the statement rather than sent as a parameter. PGlite's statements
 * are prepared once (pglite-statements.ts) and PostgreSQL soon keeps a generic plan for them, in
 * which `like $1` cannot be a range of an index: the contract search then read every contract
 * (the bench's number search timed out at 200,000). With the pattern in the text each search
 * text is planned for what it is. Kysely writes it as a quoted literal with quotes doubled.
 */
export function searchLiteral(pattern: string): RawBuilder<string> {
  return sql.lit(pattern);
}

/**
 * A company (aliased `c` in the query) whose name, English name or code, and with `taxId` its tax
 * ID, contains `text`: the one search box of every supplier list and task list.
 */
export function companyMatches(text: string, opts: { taxId?: boolean } = {}): RawBuilder<boolean> {
  const like = containsPattern(text);
  const columns = ['c.name', 'c.name_en', 'c.code', ...(opts.taxId ? ['c.tax_id'] : [])];
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`${sql.ref(column)} ilike ${like}`),
    sql` or `,
  )})`;
}
