import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie: a browser that signed in to an account gets a signed note of it (the account,
 * a random device id and when it was issued), which the sign-in throttle trusts instead of the
 * browser's address. Nothing is stored on the server; the note only changes which counters a
 * sign-in attempt is counted on, never whether a password is right.
 */
export const COOKIE_DISPOSITIVO = 'carbonsur_dispositivo';
// Over HTTPS the name carries the __Secure- prefix, which browsers accept only from a secure origin with
// Secure set, so nothing on plain HTTP can plant or overwrite it (__Host- would need Path=/).
const COOKIE_SEGURA = `__Secure-${COOKIE_DISPOSITIVO}`;
const VIGENCIA_S = 30 * 24 * 60 * 60;
const VERSION = 'd1';

export interface Dispositivo {
  /** The random id of the browser, stable while the cookie is renewed. */
  id: string;
}

export function dispositivos(jwtSecret: string, now: () => Date) {
  // A key of its own, derived from the JWT secret: a device note is never a token, nor a token a note.
  const clave = createHmac('sha256', jwtSecret).update('carbonsur:cookie-de-dispositivo').digest();
  const firmar = (contenido: string) => createHmac('sha256', clave).update(contenido).digest('base64url');
  const segundos = () => Math.floor(now().getTime() / 1000);

  return {
    /** The cookie's value for the account, keeping the device id of a browser already known. */
    emitir(usuarioId: number, id = randomBytes(16).toString('base64url')): string {
      const contenido = `${VERSION}.${usuarioId}.${id}.${segundos()}`;
      return `${contenido}.${firmar(contenido)}`;
    },

    /** The device, when `valor` is an unexpired note signed here for this account; anything else is ignored. */
    verificar(valor: string | undefined, usuarioId: number): Dispositivo | undefined {
      const partes = valor?.split('.') ?? [];
      if (partes.length !== 5) return undefined;
      const [version, cuenta, id, emitido, firma] = partes;
      if (version !== VERSION || cuenta !== String(usuarioId) || !/^\d+$/.test(emitido)) return undefined;
      if (Number(emitido) + VIGENCIA_S <= segundos()) return undefined;
      const esperada = Buffer.from(firmar(partes.slice(0, 4).join('.')));
      const recibida = Buffer.from(firma);
      return recibida.length === esperada.length && timingSafeEqual(recibida, esperada) ? { id } : undefined;
    },
  };
}

/**
 * The Set-Cookie header of a device note: only the sign-in endpoints get it back, no script reads it,
 * no other site sends it; Secure (and __Secure-) over HTTPS, and always in production, where there is one in front.
 */
export function cookieDeDispositivo(valor: string, seguro: boolean): string {
  const atributos = `Path=/api/auth; Max-Age=${VIGENCIA_S}; HttpOnly; SameSite=Strict`;
  return seguro ? `${COOKIE_SEGURA}=${valor}; ${atributos}; Secure` : `${COOKIE_DISPOSITIVO}=${valor}; ${atributos}`;
}

/** The note a request brought, under either name. */
export function notaRecibida(leer: (nombre: string) => string | undefined): string | undefined {
  return leer(COOKIE_SEGURA) ?? leer(COOKIE_DISPOSITIVO);
}
