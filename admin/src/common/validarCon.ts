import type { z } from 'zod';

/**
 * A react-admin form validator from a dominio schema, so a form rejects what the API rejects with
 * the same words: the schema's first message for each field (nested paths count for their first segment).
 */
export function validarCon(schema: z.ZodType): (values: Record<string, unknown>) => Record<string, string> {
  return (values) => {
    const errores: Record<string, string> = {};
    const result = schema.safeParse(values);
    if (result.success) return errores;
    for (const issue of result.error.issues) {
      const campo = issue.path.length > 0 ? String(issue.path[0]) : '_';
      errores[campo] ??= issue.message;
    }
    return errores;
  };
}
