// The forms' checks: the contract's own zod rules (messages are contract keys), so the browser says
// what the server would. A section form checks its fields inside the whole section's input.
import type { SchemaLike } from '../../kit/resource';

interface ZodLike {
  safeParse(value: unknown):
    | { success: true; data: unknown }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

/**
 * Checks the form's values as part of `build(values)` (the call's input) and answers the values
 * themselves; issues keep their paths, so a field's message lands on the field.
 */
export function sectionSchema<V>(schema: ZodLike, build: (values: V) => unknown): SchemaLike<V> {
  return {
    safeParse(value: unknown) {
      const result = schema.safeParse(build(value as V));
      return result.success
        ? { success: true, data: value as V }
        : { success: false, error: result.error };
    },
  };
}
