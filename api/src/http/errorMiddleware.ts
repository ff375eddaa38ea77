import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import type { Logger } from 'pino';
import { AppError, badRequest } from '../errores.js';
import { tagVersion } from './version.js';
import { isApiPath } from './apiPath.js';
import { anotarEvento } from '../nucleo/eventosDeSeguridad.js';

/** Field errors of a zod parse, keyed by the API's field name, first message per field. */
function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

interface PgError {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/**
 * What a log may say of an unexpected error: its message (SQL with placeholders, never the bound
 * values: knex's compileSqlOnError is off) and PostgreSQL's codes, but not its `detail`, which can
 * carry a whole row (password hashes included).
 */
function paraElLog(err: unknown) {
  if (!(err instanceof Error)) return { message: String(err) };
  const { code, constraint, table, column } = err as PgError;
  return { type: err.name, message: err.message, stack: err.stack, code, constraint, table, column };
}

// PostgreSQL error codes that are the client's fault, not the server's.
const PG_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'El registro ya existe' },
  '23503': { status: 400, message: 'El registro referenciado no existe' },
  '23514': { status: 400, message: 'Los datos no cumplen las reglas del sistema' },
  '23502': { status: 400, message: 'Falta un dato obligatorio' },
  '22P02': { status: 400, message: 'Formato de dato inválido' },
  '22003': { status: 400, message: 'Número fuera de rango' },
  '22001': { status: 400, message: 'Texto demasiado largo' },
  '22021': { status: 400, message: 'El texto contiene caracteres no válidos' },
  '22007': { status: 400, message: 'Fecha inválida' },
  '22008': { status: 400, message: 'Fecha inválida' },
};

function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) {
    const errors = fieldErrors(err);
    return badRequest(Object.values(errors)[0] ?? 'Datos inválidos', errors);
  }
  const pg = err as PgError;
  if (typeof pg?.code === 'string' && PG_CLIENT_ERRORS[pg.code]) {
    const { status, message } = PG_CLIENT_ERRORS[pg.code];
    return new AppError(status, message);
  }
  // koa-bodyparser (bad JSON, too large, wrong type) throws errors carrying a 4xx status.
  const http = err as { status?: number };
  if (typeof http?.status === 'number' && http.status >= 400 && http.status < 500) {
    if (http.status === 413) return new AppError(413, 'El cuerpo de la solicitud es demasiado grande');
    if (http.status === 415) return new AppError(415, 'Tipo de contenido no soportado');
    return badRequest('El cuerpo de la solicitud no es un JSON válido');
  }
  return undefined;
}

const BODILESS_MESSAGES: Record<number, string> = {
  404: 'Recurso no encontrado',
  405: 'Método no permitido',
  501: 'Método no implementado',
};

/** Turns every error into the contract's envelope; a 500 never shows a stack trace or SQL. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // What the router answers without a body (unknown path, method not allowed) gets the envelope too.
      if (ctx.status >= 400 && ctx.body == null && isApiPath(ctx.path)) {
        throw new AppError(ctx.status, BODILESS_MESSAGES[ctx.status] ?? 'Solicitud no válida');
      }
    } catch (err) {
      const appError = toAppError(err);
      if (!appError) (ctx.state.log ?? logger).error({ err: paraElLog(err), path: ctx.path, method: ctx.method }, 'error no controlado');
      const status = appError?.status ?? 500;
      // A refusal of a signed-in user is a security event (ASVS 16.3.2), with who asked for what.
      if (status === 403) {
        anotarEvento(ctx.state.log ?? logger, 'prohibido', {
          usuarioId: ctx.state.sesion?.UsuarioID,
          direccion: ctx.request.ip,
          method: ctx.method,
          path: ctx.path,
        });
      }
      const message = appError?.message ?? 'Error interno del servidor';
      ctx.status = status;
      if (appError?.retryAfter !== undefined) ctx.set('Retry-After', String(appError.retryAfter));
      // A stale edit's 409 answers the record as it is now, and its version's ETag.
      tagVersion(ctx, appError?.data);
      ctx.body = {
        success: false,
        message,
        error: message,
        ...(appError?.errors ? { errors: appError.errors } : {}),
        ...(appError?.data !== undefined ? { data: appError.data } : {}),
      };
    }
  };
}
