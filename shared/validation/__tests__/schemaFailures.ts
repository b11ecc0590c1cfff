import { ValidationError, type Schema } from 'yup';

/**
 * How the rules of shared/validation are tested: validated as the server's validator compiler does
 * (every field, unknown keys dropped), failures read as field → message id.
 */
export function failures(schema: Schema, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const result: Record<string, string> = {};
    for (const inner of error.inner) if (!(inner.path! in result)) result[inner.path!] = String(inner.message);
    return result;
  }
}

export const valid = (schema: Schema, value: unknown) =>
  schema.validateSync(value, { abortEarly: false, stripUnknown: true });

/** The message ids a rule file names, each to be found in both locales. */
export function messageIdsOf(source: string): string[] {
  return [...new Set((source.match(/'validation\.[\w.]+'/g) ?? []).map((id) => id.slice(1, -1)))];
}
