import type { z } from 'zod';

/**
 * A react-admin form-level validator from a dominio schema, so a form refuses what the API
 * refuses with the API's own messages: the first message of each field, nested errors under
 * their first path segment.
 */
export function validarCon(schema: z.ZodType): (values: Record<string, unknown>) => Record<string, string> {
  return (values) => {
    const errors: Record<string, string> = {};
    const result = schema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
    }
    return errors;
  };
}
