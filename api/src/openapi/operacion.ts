import { z, type ZodObject, type ZodType } from 'zod';
import type { Rol } from '#dominio/roles';
import type { Mapper } from '../db/mapper.js';

// How a resource documents its routes (each resource's openapi.ts), with the same zod schemas its
// routes validate with, and the API's envelopes ({ data }, pages, writes, errors) around its records.

export type Metodo = 'get' | 'post' | 'put' | 'delete';

export interface Respuesta {
  /** 200 unless told (201 on create). */
  estado?: number;
  descripcion: string;
  /** The JSON answer's shape; absent for a file (`tipo`). */
  schema?: ZodType;
  /** A file's media type ('application/pdf'), or the types it may come as (an image); JSON when absent. */
  tipo?: string | string[];
  /** Response headers other than the envelope, e.g. X-Total-Count. */
  encabezados?: ZodObject;
}

/** One route of the API as its reference shows it. */
export interface Operacion {
  metodo: Metodo;
  /** The path under /api, with OpenAPI's parameters: '/clientes/{id}'. */
  ruta: string;
  /**
   * The operation's stable name for generated clients (the admin's typed client, admin/src/contrato/esquema.d.ts):
   * camelCase, in the domain's words (listarClientes, crearCobro, entregarParada), unique in the document.
   * Renaming one renames the client's method: a change of contract, like renaming a field.
   */
  operationId: string;
  /** The operation's name in the reference. */
  resumen: string;
  descripcion?: string;
  /** 'publica' needs no token; a list of roles is who may call it; absent, every signed-in role. */
  acceso?: 'publica' | readonly Rol[];
  /** Path parameters that are not a record's numeric id (`{estado}`). */
  parametros?: ZodObject;
  /** The filters of its query string. */
  filtros?: ZodObject;
  /** A list: takes page, limit, order, q and sort by a field of the mapper its route sorts with. */
  lista?: Mapper<Record<string, unknown>>;
  cuerpo?: ZodType;
  respuesta: Respuesta;
  /** Error statuses besides those every route of its kind has (400, 401, 403, 404: see documento.ts). */
  errores?: readonly number[];
  /** An error whose answer carries more than the envelope (an import's 400 lists its rows' errors in data). */
  errorConDatos?: { estado: number; schema: ZodType };
  /**
   * The record whose version the route works with (as its GET answers it): a GET of one record answers
   * its ETag; a write checks If-Match or the body's Version, and answers 409 with it in data when the
   * client's is old.
   */
  version?: ZodType;
  /**
   * A write that takes an Idempotency-Key (docs/decisiones.md, 85): 'opcional' (a payment, an order...) or
   * 'obligatoria' (a stop action, 400 without it). Its reference shows the header, the replay's header and the 422.
   */
  idempotente?: 'opcional' | 'obligatoria';
}

/** The operations of one resource, under its tag in the reference. */
export interface Recurso {
  etiqueta: string;
  descripcion?: string;
  operaciones: readonly Operacion[];
}

/** 'clientes' → 'Clientes': a name inside a camelCase operationId (importarClientes). */
export const conMayuscula = (nombre: string) => nombre.charAt(0).toUpperCase() + nombre.slice(1);

const entero = z.int().nonnegative();

/** The contract's error envelope; validation errors add one Spanish message per field. */
export const errorSchema = z
  .object({
    success: z.literal(false),
    message: z.string().meta({ description: 'El mensaje en español.' }),
    error: z.string().meta({ description: 'El mismo texto que message.' }),
    errors: z.record(z.string(), z.string()).optional().meta({ description: 'Un mensaje por campo, en los errores de validación.' }),
  })
  .meta({ id: 'Error' });

/** `{ data }`: a record or a list. */
export const conDatos = (datos: ZodType) => z.object({ data: datos });

/** A list: `{ data }`, and total, page and limit when the query gives page. */
export const lista = (registro: ZodType) =>
  z.object({
    data: z.array(registro),
    total: entero.optional().meta({ description: 'Solo cuando se pide page.' }),
    page: entero.optional(),
    limit: entero.optional(),
  });

/** A list that is always paged (the histories): `{ data, total, page, limit }`. */
export const pagina = (registro: ZodType) => z.object({ data: z.array(registro), total: entero, page: entero, limit: entero });

/** A write's answer: `{ success, message, data }`. */
export const escrito = (registro: ZodType) => z.object({ success: z.literal(true), message: z.string(), data: registro });
