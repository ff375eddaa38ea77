import { IDEMPOTENCY_KEY } from '#dominio/idempotencia';

// The Idempotency-Key of a submission (docs/decisiones.md, 85): the server applies a key once, so sending
// again what may already have arrived (a double click, a retry, the phone's queue) never doubles anything.

/** A random key: crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
export function nuevaClave(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The header of a submission under `clave`; none without one. */
export const conClave = (clave: string | undefined): Record<string, string> => (clave ? { [IDEMPOTENCY_KEY]: clave } : {});

/** The `meta` of a create sent under its form's key (dataProvider.create). */
export type ConClave = { claveIdempotencia?: string };
