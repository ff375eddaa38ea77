// The Idempotency-Key protocol (docs/decisiones.md, 85): a POST that creates money or stock movements applies
// once per key; the same key with the same body answers the first answer again, with another body it is a 422.

/** The request header that carries the key, and the answer's header that says it is a replay. */
export const IDEMPOTENCY_KEY = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED = 'Idempotent-Replayed';

export const MENSAJES_IDEMPOTENCIA = {
  falta: 'Falta el encabezado Idempotency-Key (un texto de 1 a 100 caracteres)',
  invalida: 'El encabezado Idempotency-Key debe ser un texto de 1 a 100 caracteres',
  otrosDatos: 'La clave Idempotency-Key ya se usó con otros datos: envíe esta solicitud con una clave nueva',
  vencida: 'La clave Idempotency-Key venció: envíe la solicitud con una clave nueva',
} as const;

/** A key's longest length: the client's id of one submission. */
export const CLAVE_MAXIMA = 100;

/**
 * The header's value as a key (trimmed, 1 to CLAVE_MAXIMA characters), or undefined when it is none. Plain code,
 * not zod: the admin's data provider, loaded with the first screen, reads this file.
 */
export function claveIdempotencia(valor: string): string | undefined {
  const clave = valor.trim();
  return clave.length >= 1 && clave.length <= CLAVE_MAXIMA ? clave : undefined;
}
