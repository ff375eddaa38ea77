import type { z } from 'zod';

/**
 * A react-admin form-level `validate` built from a #dominio schema, so a form rejects what the
 * API rejects, with the same messages: the first message of each field, nested fields (an order's
 * `detalles.0.Cantidad`) under their first path segment.
 */
export function validarCon(schema: z.ZodType): (values: Record<string, unknown>) => Record<string, string> {
  return (values) => {
    const resultado = schema.safeParse(values);
    const errores: Record<string, string> = {};
    if (resultado.success) return errores;
    for (const issue of resultado.error.issues) {
      const campo = issue.path.length > 0 ? String(issue.path[0]) : '_';
      errores[campo] ??= issue.message;
    }
    return errores;
  };
}
