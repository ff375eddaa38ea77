import type { Logger } from 'pino';

/** The security events that each leave one log line (ASVS 16.3): sign-ins, sign-outs, password changes, refusals. */
export type EventoDeSeguridad = 'ingreso' | 'cierre_sesion' | 'cambio_contrasena' | 'prohibido';

export interface DatosDelEvento {
  resultado?: string;
  usuarioId?: number;
  /** The name typed at a sign-in (never the password). */
  nombreUsuario?: string;
  direccion: string;
  [otro: string]: unknown;
}

/**
 * One structured line per event, on the request's logger (its lines carry the request id as
 * `solicitud`), so a sign-in can be followed from its event to its request line.
 */
export function anotarEvento(log: Logger, evento: EventoDeSeguridad, datos: DatosDelEvento): void {
  log.info({ evento, ...datos }, evento);
}
