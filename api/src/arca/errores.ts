// What can go wrong when talking to ARCA, as two kinds the caller treats differently: ARCA answered no (its codes and
// texts kept, nothing to retry as is), or ARCA did not answer (the request may or may not have been processed).

export interface MensajeArca {
  codigo: number;
  mensaje: string;
}

/** ARCA answered with errors or a rejection: the message names each code and ARCA's own text. */
export class RechazoArca extends Error {
  constructor(
    readonly servicio: string,
    readonly errores: MensajeArca[],
  ) {
    super(`ARCA rechazó ${servicio}: ${errores.map((e) => `${e.codigo} ${e.mensaje}`).join('; ')}`);
    this.name = 'RechazoArca';
  }
}

/** A cause as text: an Error's message, or the HTTP status of an answer that is not SOAP (node-soap rejects with a plain object). */
function descripcion(causa: unknown): string {
  if (causa instanceof Error) return causa.message;
  const estado = (causa as { response?: { status?: number } } | undefined)?.response?.status;
  return estado ? `HTTP ${estado}, una respuesta que no es SOAP` : String(causa);
}

/**
 * ARCA could not be reached or its answer was lost (refused connection, reset, timeout, a page that is not SOAP).
 * After a FECAESolicitar this does NOT mean "not authorized": see wsfe.ts on how a retry reconciles the number.
 */
export class ArcaNoResponde extends Error {
  constructor(
    readonly servicio: string,
    readonly causa: unknown,
  ) {
    super(`ARCA no responde (${servicio}): ${descripcion(causa)}`);
    this.name = 'ArcaNoResponde';
  }
}

/** A SOAP fault is an answer (ARCA said no, e.g. WSAA's "coe.alreadyAuthenticated"); anything else is no answer. */
export function errorDeLlamada(servicio: string, error: unknown): Error {
  const falla = (error as { root?: { Envelope?: { Body?: { Fault?: { faultcode?: string; faultstring?: string } } } } }).root?.Envelope?.Body
    ?.Fault;
  if (falla) return new RechazoArca(servicio, [{ codigo: 0, mensaje: `${falla.faultcode ?? ''} ${falla.faultstring ?? ''}`.trim() }]);
  return new ArcaNoResponde(servicio, error);
}
