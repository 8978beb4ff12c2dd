// PostgreSQL's unique_violation (SQLSTATE 23505): a unique index caught a row that raced past a
// check, or a duplicate the index is the check for. Both PostgreSQL (pg) and PGlite put the code
// and the index's name on the error they throw.
const UNIQUE_VIOLATION = '23505';

/**
 * Whether an error is a unique violation, of the named constraint (the index's name) when one is
 * given.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: caught } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && (constraint === undefined || caught === constraint);
}

/** The name of the constraint a unique violation names, or undefined for any other error. */
export function violatedConstraint(error: unknown): string | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const { constraint } = error as { constraint?: unknown };
  return typeof constraint === 'string' ? constraint : undefined;
}
