import { sql, type RawBuilder } from 'kysely';
// Search text as an ILIKE pattern: "contains", with the user's % _ and \ taken literally.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
