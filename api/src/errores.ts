// The errors the services, the ledger and the auth rules throw: each carries the status the
// client gets and a Spanish message. Nothing here knows HTTP: http/errorMiddleware.ts turns them into the
// contract's envelope.

/** An error the client caused or may see: it carries its status and a Spanish message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Seconds after which the client may try again (429). */
    readonly retryAfter?: number,
    /** The record as it is now, when the client's copy is old (409: see RegistroModificado). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const REGISTRO_MODIFICADO = 'Otra persona modificó este registro mientras usted lo editaba';

/**
 * 409: the record changed since the client read it (its version, or the stock a product form
 * showed). Thrown inside the edit's transaction, which rolls back; `edicion` (versiones.ts) then
 * answers it with the record as it is now.
 */
export class RegistroModificado extends AppError {
  constructor(message = REGISTRO_MODIFICADO) {
    super(409, message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors);
export const unauthorized = (message = 'No autorizado') => new AppError(401, message);
export const forbidden = (message = 'No tiene permisos para realizar esta acción') => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** 503: what the request needs is not configured or not reachable on this server (the invoicing without ARCA). */
export const serviceUnavailable = (message: string) => new AppError(503, message);
export const tooManyRequests = (message: string, retryAfter: number) => new AppError(429, message, undefined, retryAfter);

/**
 * A related record chosen in a body (a client, a product...) must exist and be active: otherwise a
 * 400 whose message is also the error of `field`.
 */
export function requireActive<R extends Record<string, unknown>>(
  row: R | undefined,
  field: string,
  notFoundMessage: string,
  inactiveMessage: (row: R) => string,
): R {
  if (!row) throw badRequest(notFoundMessage, { [field]: notFoundMessage });
  if (!row.active) {
    const message = inactiveMessage(row);
    throw badRequest(message, { [field]: message });
  }
  return row;
}

/**
 * What a unique index means to the user, by its name: the 409's message, given the value repeated when
 * PostgreSQL's detail says it ('Key (cuit)=(20123456786) already exists', in any language).
 */
export type MensajesDeUnicos = Record<string, (repetido: string | undefined) => string>;

/**
 * Runs `escribir` (a whole transaction: it rolled back when this sees the error); a unique violation of one of
 * the indexes of `mensajes` becomes its 409, any other error goes on as it is.
 */
export async function conIndicesUnicos<T>(mensajes: MensajesDeUnicos, escribir: () => Promise<T>): Promise<T> {
  try {
    return await escribir();
  } catch (err) {
    const { code, constraint, detail } = err as { code?: string; constraint?: string; detail?: string };
    const mensaje = code === '23505' && constraint ? mensajes[constraint] : undefined;
    if (!mensaje) throw err;
    throw conflict(mensaje(/\)=\((.*)\)/.exec(detail ?? '')?.[1]));
  }
}
