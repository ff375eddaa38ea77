import { z } from 'zod';
import { REGISTRO_MODIFICADO } from '../errores.js';
import { soloVersionSchema } from '#dominio/campos';
import { MENSAJES_FACTURA } from '#dominio/facturacion';
import { CLAVE_MAXIMA, IDEMPOTENCY_KEY, IDEMPOTENT_REPLAYED, MENSAJES_IDEMPOTENCIA } from '#dominio/idempotencia';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import type { Mapper } from '../db/mapper.js';
import { listParams } from '../http/paging.js';
import { errorSchema, type Operacion, type Recurso } from './operacion.js';

// Builds the OpenAPI 3.1 document from every resource's operations (operaciones.ts): the schemas
// that validate a route's body, filters and path are the ones its reference shows.

const ERRORES: Record<number, string> = {
  400: 'Datos inválidos: message y error dicen el primero; errors, uno por campo.',
  401: 'Sin token, token inválido, vencido (Token expirado) o revocado, o usuario inactivo.',
  403: 'El rol del usuario no puede hacerlo.',
  404: 'El registro no existe (... no encontrado).',
  409: 'Conflicto: stock insuficiente, un dato que ya existe o un cambio de estado no permitido.',
  422: `La clave Idempotency-Key ya se usó con otros datos (otro cuerpo, otra ruta u otro usuario): '${MENSAJES_IDEMPOTENCIA.otrosDatos}'. No se aplicó nada.`,
  413: 'El cuerpo de la solicitud es demasiado grande.',
  429: 'Demasiados intentos fallidos de ingreso: esperar los segundos de Retry-After.',
  503: `Este servidor no puede hacerlo por su configuración: sin ARCA configurado, '${MENSAJES_FACTURA.sinFacturacion}'.`,
};

const conflictoDeVersion = `${ERRORES[409]} O el registro cambió desde que el cliente lo leyó ('${REGISTRO_MODIFICADO}'; en un producto, 'El stock cambió mientras editaba: ahora es N'): data trae el registro como lo responde su GET y ETag su versión; no cambió nada.`;

const etag = z.object({ ETag: z.string().meta({ description: 'La versión del registro entre comillas ("3"), para If-Match.' }) });

const ifMatch = z.object({
  'If-Match': z
    .string()
    .optional()
    .meta({ description: 'La versión que el cliente leyó: "3", W/"3" o 3 (* no compara). Gana sobre Version del cuerpo; inválida: 400.' }),
});

const claveSchema = z.string().min(1).max(CLAVE_MAXIMA);

/** The Idempotency-Key header of a write that takes one, optional or required. */
const claveIdempotencia = (requerida: boolean) =>
  z.object({
    [IDEMPOTENCY_KEY]: (requerida ? claveSchema : claveSchema.optional()).meta({
      description:
        'Un texto de 1 a 100 caracteres, uno por envío. La misma clave con el mismo cuerpo responde la primera respuesta (mismo estado y cuerpo, con Idempotent-Replayed: true) sin aplicar nada; con otro cuerpo, otra ruta u otro usuario, 422. Una escritura que falla no guarda la clave. Se guarda 30 días.',
    }),
  });

const repetida = z.object({
  [IDEMPOTENT_REPLAYED]: z
    .literal('true')
    .optional()
    .meta({ description: 'Solo en una respuesta repetida: la de la primera solicitud con esa clave.' }),
});

/** An edit checks a version: the routes' read (GET) and write operations with `version`. */
const compruebaVersion = (op: Operacion) => op.version !== undefined && op.metodo !== 'get';

/** A path's `{id}` (and the like) is a record's numeric id unless the operation says otherwise. */
const idDeRegistro = z.int().min(1).meta({ description: 'Id numérico del registro.' });

function parametrosDeRuta({ ruta, parametros }: Operacion) {
  const nombres = [...ruta.matchAll(/\{(\w+)\}/g)].map(([, nombre]) => nombre);
  if (nombres.length === 0) return undefined;
  return z.object(Object.fromEntries(nombres.map((nombre) => [nombre, parametros?.shape[nombre] ?? idDeRegistro])));
}

function notaDeAcceso({ acceso }: Operacion): string {
  if (acceso === 'publica') return 'Acceso: público, sin token.';
  if (acceso) return `Acceso: ${acceso.join(', ')}.`;
  return 'Acceso: cualquier usuario con sesión iniciada.';
}

/** The error statuses a route of its kind can answer, besides those it names. */
function estadosDeError(op: Operacion): number[] {
  const estados = new Set(op.errores);
  if (op.cuerpo || op.filtros || op.lista || op.parametros || compruebaVersion(op)) estados.add(400);
  if (compruebaVersion(op)) estados.add(409);
  if (op.idempotente) estados.add(400).add(422);
  if (op.acceso !== 'publica') estados.add(401);
  if (Array.isArray(op.acceso)) estados.add(403);
  if (op.ruta.includes('{id}')) estados.add(404);
  return [...estados].sort((a, b) => a - b);
}

function respuestas(op: Operacion): ZodOpenApiResponsesObject {
  const { estado = 200, descripcion, schema, tipo, encabezados } = op.respuesta;
  const conVersion = op.version ? z.object({ ...encabezados?.shape, ...etag.shape }) : encabezados;
  const headers = op.idempotente ? z.object({ ...conVersion?.shape, ...repetida.shape }) : conVersion;
  const responses: ZodOpenApiResponsesObject = {
    [String(estado) as '200']: {
      description: descripcion,
      ...(headers && { headers }),
      content: tipo ? Object.fromEntries([tipo].flat().map((t) => [t, {}])) : { 'application/json': { schema } },
    },
  };
  for (const error of estadosDeError(op)) {
    const schema = op.errorConDatos?.estado === error ? op.errorConDatos.schema : errorSchema;
    responses[String(error) as '400'] = { description: ERRORES[error], content: { 'application/json': { schema } } };
  }
  if (op.version && compruebaVersion(op)) {
    responses['409'] = {
      description: conflictoDeVersion,
      headers: etag,
      content: { 'application/json': { schema: z.object({ ...errorSchema.shape, data: op.version.optional() }) } },
    };
  }
  return responses;
}

/** page, limit, order and q as paging.ts reads them; sort, one of the fields its mapper sorts by. */
function parametrosDeLista(mapper: Mapper<Record<string, unknown>>) {
  const campos = Object.keys(mapper.fields) as [string, ...string[]];
  return { ...listParams.shape, sort: z.enum(campos).optional().meta({ description: 'Campo por el que se ordena; otro es un 400.' }) };
}

/** The request headers an operation reads: If-Match for an edit, Idempotency-Key for a write that takes one. */
function encabezadosDe(op: Operacion) {
  const clave = op.idempotente && claveIdempotencia(op.idempotente === 'obligatoria');
  if (compruebaVersion(op)) return clave ? z.object({ ...ifMatch.shape, ...clave.shape }) : ifMatch;
  return clave || undefined;
}

function operacionOpenApi(op: Operacion, etiqueta: string): ZodOpenApiOperationObject {
  const path = parametrosDeRuta(op);
  const query = op.lista || op.filtros ? z.object({ ...(op.lista && parametrosDeLista(op.lista)), ...op.filtros?.shape }) : undefined;
  return {
    operationId: op.operationId,
    tags: [etiqueta],
    summary: op.resumen,
    description: [op.descripcion, notaDeAcceso(op)].filter(Boolean).join('\n\n'),
    'x-acceso': op.acceso ?? 'con sesión',
    ...(op.acceso === 'publica' ? { security: [] } : {}),
    requestParams: { ...(path && { path }), ...(query && { query }), ...(encabezadosDe(op) && { header: encabezadosDe(op) }) },
    ...(op.cuerpo && { requestBody: { required: true, content: { 'application/json': { schema: op.cuerpo } } } }),
    // An inactivation or a deletion takes only the version, if the client sends it in the body.
    ...(!op.cuerpo &&
      compruebaVersion(op) && { requestBody: { required: false, content: { 'application/json': { schema: soloVersionSchema } } } }),
    responses: respuestas(op),
  };
}

/** The API's OpenAPI 3.1 document; a route documented twice is a mistake and throws. */
export function documentoOpenApi(recursos: readonly Recurso[], version: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const { etiqueta, operaciones } of recursos) {
    for (const op of operaciones) {
      paths[op.ruta] ??= {};
      const item = paths[op.ruta];
      if (item[op.metodo]) throw new Error(`${op.metodo.toUpperCase()} ${op.ruta} está documentada dos veces`);
      item[op.metodo] = operacionOpenApi(op, etiqueta);
    }
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'CarbonSur API',
      version,
      description:
        'API del back office de CarbonSur. JSON en español, campos como los nombra la especificación (ClienteID, Nombre, Active...). ' +
        'Las listas responden { data } y, cuando se pide page, también total, page y limit; las escrituras, { success, message, data }; ' +
        'los errores, { success: false, message, error } con el mismo texto en message y error.',
    },
    servers: [{ url: '/api' }],
    tags: recursos.map(({ etiqueta, descripcion }) => ({ name: etiqueta, description: descripcion })),
    security: [{ bearerAuth: [] }],
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'El token que devuelve POST /auth/login.' },
      },
    },
    paths,
  });
}
