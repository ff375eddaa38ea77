import type { Rol } from '#dominio/roles';
import { type Claims, sesionGuardada } from './sesion';

// The last figures the phone saw of a first screen (the dashboard's cards, the driver's sheet), kept in localStorage
// for the HTML shell to paint on the next visit before any of the app's code runs (arranque.ts, issue 46). They are
// text as the screen wrote it, of one user only: the shell shows them only to that same user with the same role,
// signing out or another user signing in clears them, and fresh figures replace them as soon as they arrive.

export const CLAVE_VISTAS_GUARDADAS = 'vistas-guardadas';

/** The screens the shell paints. */
export type RutaGuardada = '/dashboard' | '/mi-recorrido';

/** A card: a title, its figure or state, a detail line and where it leads. */
export interface TarjetaGuardada {
  titulo: string;
  valor: string;
  detalle?: string;
  enlace?: string;
  /** The card's colour, as TarjetaMetrica's (primary, warning...). */
  color?: string;
}

export interface VistaGuardada {
  /** The token's subject and role when it was kept: another user or role never sees it. */
  usuario: string;
  rol: Rol;
  /** When its figures were read (ISO), shown as "as of". */
  momento: string;
  /** The business time zone the "as of" time is written in. */
  zona: string;
  /** The top bar's title. */
  titulo: string;
  encabezado: string;
  subtitulo?: string;
  /** 'cifras': big numbers (the dashboard); 'paradas': a list of stops. */
  forma: 'cifras' | 'paradas';
  tarjetas: TarjetaGuardada[];
}

type Guardadas = Partial<Record<RutaGuardada, VistaGuardada>>;

function leerTodas(): Guardadas {
  try {
    return JSON.parse(localStorage.getItem(CLAVE_VISTAS_GUARDADAS) ?? '{}') as Guardadas;
  } catch {
    return {};
  }
}

const esDe = (vista: VistaGuardada, claims: Claims | undefined) => claims?.sub === vista.usuario && claims.Rol === vista.rol;

/** What the shell may paint on `ruta` for the session of `claims`. */
export function vistaGuardadaPara(ruta: string, claims: Claims): VistaGuardada | undefined {
  const vista = leerTodas()[ruta as RutaGuardada];
  return vista && esDe(vista, claims) ? vista : undefined;
}

/** Who a screen's data was read for: the session's user and role when it was asked. */
export type Dueno = Required<Pick<Claims, 'sub' | 'Rol'>>;

/** The user and role of the session stored now. */
export function claimsDeLaSesion(): Dueno | undefined {
  const { sub, Rol } = sesionGuardada()?.claims ?? {};
  return sub && Rol ? { sub, Rol } : undefined;
}

/** Only the views of the user of `claims`, with the same role. */
const propias = (claims: Claims): Guardadas => Object.fromEntries(Object.entries(leerTodas()).filter(([, v]) => v && esDe(v, claims)));

function escribir(vistas: Guardadas) {
  try {
    localStorage.setItem(CLAVE_VISTAS_GUARDADAS, JSON.stringify(vistas));
  } catch {
    // A full storage only costs the next visit its early paint.
  }
}

/**
 * Keeps what `ruta` shows now, read for `dueno`, while that is still the session's user and role: a tab left open
 * after another user signed in (the token is shared by every tab) never keeps its figures as theirs. Another user's
 * views go.
 */
export function guardarVista(ruta: RutaGuardada, dueno: Dueno, vista: Omit<VistaGuardada, 'usuario' | 'rol'>) {
  const claims = claimsDeLaSesion();
  if (claims?.sub !== dueno.sub || claims.Rol !== dueno.Rol) return;
  const propia: VistaGuardada = { ...vista, usuario: claims.sub, rol: claims.Rol };
  escribir({ ...propias(claims), [ruta]: propia });
}

/** Right after signing in: what another user (or this one with another role) saw does not stay on the phone. */
export function olvidarVistasDeOtros() {
  const claims = claimsDeLaSesion();
  escribir(claims ? propias(claims) : {});
}

/** Sign-out, or a session that ended: nothing of this user's screens stays on the phone. */
export function borrarVistasGuardadas() {
  localStorage.removeItem(CLAVE_VISTAS_GUARDADAS);
}

/** The shell's painted view, where it paints it. */
export const ID_VISTA_GUARDADA = 'vista-guardada';
export const CLASE_CON_VISTA_GUARDADA = 'con-vista-guardada';

/** Fresh figures are on screen (or the screen that replaces them): the kept ones go. */
export function retirarVistaGuardada() {
  document.getElementById(ID_VISTA_GUARDADA)?.remove();
  document.body.classList.remove(CLASE_CON_VISTA_GUARDADA);
}
