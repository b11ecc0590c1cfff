/**
 * The constraint a statement broke, whichever driver reported it: Drizzle wraps the PGlite or
 * node-postgres error as `cause`, and both carry PostgreSQL's SQLSTATE and constraint name. Used
 * where the database, not a check in code, settles a race (unique keys, exclusion constraints).
 */
export function brokenConstraint(error: unknown, sqlState: '23505' | '23P01'): string | undefined {
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === sqlState && typeof constraint === 'string') return constraint;
  }
  return undefined;
}
