import { DateTime } from 'luxon';
import { z } from 'zod';

// zod's own messages (a body that is not an object, a type no schema gave a message for) reach the
// client and the forms too, so they are Spanish on both sides.
z.config(z.locales.es());

// Field builders of the request schemas, shared by the API and the admin's forms, so each rule and
// its Spanish message is written once.

/** Required text: missing, blank or non-text all answer the same Spanish message. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Máximo ${max} caracteres`);

export const optionalText = (max = 2000) =>
  z
    .string({ error: 'Debe ser un texto' })
    .trim()
    .max(max, `Máximo ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));

export const email = z
  .string({ error: 'Email requerido' })
  .trim()
  .min(1, 'Email requerido')
  .max(150, 'Máximo 150 caracteres')
  .pipe(z.email('Email inválido'));

export const activeFlag = z.boolean({ error: 'Activo debe ser verdadero o falso' });

/** An id of a related record, as sent in a body. */
export const relatedId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2147483647, message);

/** `true`/`false` in a query string. */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'], 'Debe ser true o false')
  .transform((v) => v === 'true' || v === '1');

/** A calendar day, YYYY-MM-DD, as date filters (fechaDesde, fechaHasta) take it. */
export const queryDay = z
  .string({ error: 'Fecha inválida' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida')
  .refine((v) => DateTime.fromISO(v).isValid, 'Fecha inválida');

/** A timestamp of a response: a Date in the API until it is sent, ISO 8601 UTC text in the admin. */
export type Instante = Date | string;

/**
 * The contact fields of a person (clients and users), with the messages of core.md section 5.
 * Suppliers take Telefono, Direccion and Email from here too.
 */
export const datosDeContacto = {
  Nombre: requiredText('Nombre requerido', 100),
  Apellido: requiredText('Apellido requerido', 100),
  Telefono: requiredText('Teléfono requerido', 50),
  Direccion: requiredText('Dirección requerida', 200),
  Email: email,
};
