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
 * themselves; issues keep their paths, so a field's message lands on the field. `fieldOf` renames
 * an input's path to the form field that fills it (`fileId` → the upload).
 */
export function sectionSchema<V>(
  schema: ZodLike,
  build: (values: V) => unknown,
  fieldOf: Readonly<Record<string, string>> = {},
): SchemaLike<V> {
  return {
    safeParse(value: unknown) {
      const result = schema.safeParse(build(value as V));
      if (result.success) return { success: true, data: value as V };
      const issues = result.error.issues.map((issue) => {
        const [head, ...rest] = issue.path;
        const renamed = typeof head === 'string' ? fieldOf[head] : undefined;
        return renamed ? { ...issue, path: [renamed, ...rest] } : issue;
      });
      return { success: false, error: { issues } };
    },
  };
}

/** The rules chunk, loaded when a profile form first shows. */
export const profileRules = () => import('./profile-rules');
