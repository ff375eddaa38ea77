import { DateTime } from 'luxon';
import { z } from 'zod';

// zod's own messages (a body that is not an object, a type no schema gave a message for) reach the
// client and the forms too, so they are Spanish on both sides.
z.config(z.locales.es());

// Field builders of the request schemas, shared by the API and the admin's forms, so each rule and
// its Spanish message is written once.

/** Required text: missing, blank or non-text all answer the same Spanish message. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo ${max} caracteres`);

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

/** The largest value of a PostgreSQL integer column. */
export const MAX_INTEGER = 2147483647;

/** Forms send '' or null for a cleared field: both mean "not given". */
export const emptyAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Numbers may come as numeric strings from forms and query strings. */
export const asNumber = (v: unknown) => {
  const value = emptyAsAbsent(v);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
};

/** An integer; absent answers `requiredMessage`, anything else out of range answers `invalidMessage`. */
export const integer = (requiredMessage: string, invalidMessage: string, min: number, max = MAX_INTEGER) =>
  z.preprocess(
    asNumber,
    z
      .number({ error: (iss) => (iss.input === undefined ? requiredMessage : invalidMessage) })
      .int(invalidMessage)
      .min(min, invalidMessage)
      .max(max, invalidMessage),
  );

/** An optional integer (absent, '' or null stay undefined, so a default or the current value applies). */
export const optionalInteger = (invalidMessage: string, min: number) =>
  z.preprocess(
    asNumber,
    z.number({ error: invalidMessage }).int(invalidMessage).min(min, invalidMessage).max(MAX_INTEGER, invalidMessage).optional(),
  );

/** A YYYY-MM-DD calendar date in a body. */
export const isoDate = (requiredMessage: string) =>
  z.preprocess(
    emptyAsAbsent,
    z.iso.date({ error: (iss) => (iss.input === undefined ? requiredMessage : 'Fecha inválida (formato AAAA-MM-DD)') }),
  );

/** One of `values`; absent or empty answers `requiredMessage`, anything else `invalidMessage`. */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T, requiredMessage: string, invalidMessage: string) =>
  z.enum(values, { error: (iss) => (iss.input == null || iss.input === '' ? requiredMessage : invalidMessage) });

export const activeFlag = z.boolean({ error: 'Activo debe ser verdadero o falso' });

/** An id of a related record, as sent in a body. */
export const relatedId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_INTEGER, message);

/** `true`/`false` in a query string. */
export const queryFlag = z.enum(['true', 'false', '1', '0'], 'Debe ser true o false').transform((v) => v === 'true' || v === '1');

export const FECHA_INVALIDA = 'Fecha inválida';

/** A calendar day, YYYY-MM-DD, as date filters (fechaDesde, fechaHasta) take it. */
export const queryDay = z
  .string({ error: FECHA_INVALIDA })
  .regex(/^\d{4}-\d{2}-\d{2}$/, FECHA_INVALIDA)
  .refine((v) => DateTime.fromISO(v).isValid, FECHA_INVALIDA);

/**
 * A timestamp of a response: a Date in the API until it is sent, ISO 8601 UTC text in the admin. The
 * API's reference documents it as the text it is on the wire.
 */
export const instante = z.union([z.date(), z.iso.datetime()]).meta({
  override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
    delete jsonSchema.anyOf;
    Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
  },
});
export type Instante = z.infer<typeof instante>;

/** The id of a record in a response. */
export const recordId = z.int().positive();

export const VERSION_INVALIDA = 'Versión inválida';

/**
 * The version of a record the client saw, sent back with an edit (body field `Version`, or the
 * If-Match header, which the API reads with the same rule): a positive integer.
 */
export const versionVista = z.preprocess(
  asNumber,
  z.number({ error: VERSION_INVALIDA }).int(VERSION_INVALIDA).min(1, VERSION_INVALIDA).max(MAX_INTEGER, VERSION_INVALIDA),
);

/** The optional `Version` of an edit's body: the API checks it and never writes it. */
export const conVersion = {
  Version: versionVista.optional().meta({
    description: 'La versión del registro que el cliente leyó; si ya no es la actual, 409 y no cambia nada. If-Match gana si vienen los dos.',
  }),
};

/** The body of an edit that carries nothing but the version (an inactivation, a deletion). */
export const soloVersionSchema = z.object(conVersion);

/** A record's version in a response: 1 when created, one more with each edit. */
export const versionRegistro = z.int().positive().meta({ description: 'Versión del registro: sube con cada edición; también va en el ETag.' });

/** What every record that is inactivated rather than deleted answers besides its own fields. */
export const camposDeRegistro = { Active: z.boolean(), Version: versionRegistro, createdAt: instante, updatedAt: instante };

/** The contact fields of a person or supplier, as a response carries them. */
export const contactoRespuesta = { Telefono: z.string(), Direccion: z.string(), Email: z.string() };
/** A filter of a query string: '' (a cleared filter box) counts as absent. */
export const queryFilter = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsAbsent, schema.optional());

/**
 * The contact fields of a person (clients and users), with the registration's messages (docs/funcional.md, Clientes).
 * Suppliers take Telefono, Direccion and Email from here too.
 */
export const datosDeContacto = {
  Nombre: requiredText('Nombre requerido', 100),
  Apellido: requiredText('Apellido requerido', 100),
  Telefono: requiredText('Teléfono requerido', 50),
  Direccion: requiredText('Dirección requerida', 200),
  Email: email,
};
