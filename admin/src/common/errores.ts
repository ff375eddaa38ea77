/** The server's Spanish message when there is one, otherwise the screen's default (spec error catalogue). */
export function mensajeDeError(error: unknown, porDefecto: string): string {
  if (error && typeof error === 'object') {
    const body = (error as { body?: { message?: string; error?: string } }).body;
    if (body?.message) return body.message;
    if (body?.error) return body.error;
  }
  return porDefecto;
}

/**
 * The current record of a 409 that refused a change made over an older version (the server answers it
 * in `data`), or undefined for any other error.
 */
export function registroActualDeConflicto(error: unknown): Record<string, unknown> | undefined {
  if (!error || typeof error !== 'object' || (error as { status?: number }).status !== 409) return undefined;
  const actual = (error as { body?: { data?: Record<string, unknown> } }).body?.data;
  return typeof actual?.Version === 'number' ? actual : undefined;
}

/** The fields a 400 refused, with the server's message for each (its `errors`), or undefined when none came. */
export function erroresDeCampos(error: unknown): Record<string, string> | undefined {
  const errores = (error as { body?: { errors?: Record<string, string> } } | undefined)?.body?.errors;
  return errores && Object.keys(errores).length > 0 ? errores : undefined;
}
