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
  const start = `${escapeLike(text)}%`;
  const end = `${escapeLike([...text].reverse().join(''))}%`;
  return sql<boolean>`(upper(${ref}) like upper(${start}) or reverse(upper(${ref})) like upper(${end}))`;
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
