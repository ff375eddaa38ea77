import { useSyncExternalStore } from 'react';
import { HttpError } from 'react-admin';
import { get, set, update } from 'idb-keyval';
import type { HojaDeRutaDetalle, Parada } from '#dominio/hojasDeRuta';
import { decodeToken } from '../arranque/sesion';
import { mensajeDeError } from '../common/errores';
import { httpClient, TOKEN_KEY } from '../dataProvider/httpClient';
import { conClave, nuevaClave } from '../dataProvider/idempotencia';
import { almacenRecorrido, CLAVE_COLA, CLAVE_HOJA } from './almacen';

/*
 * The phone's queue of stop actions (docs/funcional.md, El teléfono del chofer): each action gets its Idempotency-Key
 * when the driver confirms it and is stored before it is sent, then sent in order until the server answers. The server
 * applies a key once, so sending again what may already have arrived is always safe.
 */

export type TipoAccion = 'entregar' | 'entrega-parcial' | 'no-entregado';

export interface AccionEnCola {
  /** The Idempotency-Key. */
  clave: string;
  /** Who confirmed it: only their session sends it. */
  usuarioId: number;
  hojaId: number;
  paradaId: number;
  tipo: TipoAccion;
  cuerpo: Record<string, unknown>;
}

/** An action the server refused (4xx): out of the queue, its message kept until the driver reads it. */
export interface Rechazo {
  clave: string;
  usuarioId: number;
  paradaId: number;
  mensaje: string;
}

/** The sheet last read, kept so the screen opens without signal. */
export interface HojaGuardada {
  usuarioId: number;
  hoja: HojaDeRutaDetalle | null;
}

interface EstadoCola {
  acciones: AccionEnCola[];
  rechazos: Rechazo[];
  /** Stops as the server answered them since the sheet was read (newer than the sheet). */
  respondidas: Map<number, Parada>;
  enLinea: boolean;
  /** The last attempt stopped on the session (401): the driver must sign in again. */
  sinSesion: boolean;
}

const CLAVE_RECHAZOS = 'rechazos';
/** Between attempts while something waits and the browser believes it is online (the 'online' event may never come). */
const REINTENTO_MS = 20_000;

let estado: EstadoCola = { acciones: [], rechazos: [], respondidas: new Map(), enLinea: navigator.onLine, sinSesion: false };
const oyentes = new Set<() => void>();

function cambiar(cambios: Partial<EstadoCola>) {
  estado = { ...estado, ...cambios };
  for (const oyente of oyentes) oyente();
}

/** The signed-in user's id, from the token (the server checks it again). */
export function usuarioActual(): number | undefined {
  const token = localStorage.getItem(TOKEN_KEY);
  const sub = token ? Number(decodeToken(token)?.sub) : Number.NaN;
  return Number.isInteger(sub) ? sub : undefined;
}

let cargada: Promise<void> | undefined;
/** Reads what the phone kept, once per page load. */
function cargar() {
  cargada ??= Promise.all([get<AccionEnCola[]>(CLAVE_COLA, almacenRecorrido), get<Rechazo[]>(CLAVE_RECHAZOS, almacenRecorrido)]).then(
    ([acciones = [], rechazos = []]) => cambiar({ acciones, rechazos }),
  );
  return cargada;
}

/** The action leaves the queue, with the server's refusal when there is one; the kept sheet takes the stop answered. */
async function quitar(accion: AccionEnCola, resultado: { parada: Parada } | { mensaje: string }) {
  await update<AccionEnCola[]>(CLAVE_COLA, (v = []) => v.filter((a) => a.clave !== accion.clave), almacenRecorrido);
  if ('mensaje' in resultado) {
    const rechazo = { clave: accion.clave, usuarioId: accion.usuarioId, paradaId: accion.paradaId, mensaje: resultado.mensaje };
    await update<Rechazo[]>(CLAVE_RECHAZOS, (v = []) => [...v, rechazo], almacenRecorrido);
    cambiar({ acciones: estado.acciones.filter((a) => a.clave !== accion.clave), rechazos: [...estado.rechazos, rechazo] });
    return;
  }
  const { parada } = resultado;
  await update<HojaGuardada | undefined>(
    CLAVE_HOJA,
    (g) =>
      g?.hoja?.HojaID === parada.HojaID
        ? { ...g, hoja: { ...g.hoja, Paradas: g.hoja.Paradas.map((p) => (p.ParadaID === parada.ParadaID ? parada : p)) } }
        : g,
    almacenRecorrido,
  );
  cambiar({
    acciones: estado.acciones.filter((a) => a.clave !== accion.clave),
    respondidas: new Map(estado.respondidas).set(parada.ParadaID, parada),
  });
}

/** A refusal the driver can act on: the server's 4xx (but 401, the session, and 408/429, which pass). */
const esRechazo = (error: unknown) =>
  error instanceof HttpError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

async function enviarTodo() {
  await cargar();
  const usuarioId = usuarioActual();
  if (usuarioId === undefined) return;
  for (;;) {
    const accion = estado.acciones.find((a) => a.usuarioId === usuarioId);
    if (!accion) return;
    try {
      const { json } = await httpClient(`/hojas-de-ruta/${accion.hojaId}/paradas/${accion.paradaId}/${accion.tipo}`, {
        method: 'POST',
        body: JSON.stringify(accion.cuerpo),
        headers: conClave(accion.clave),
      });
      await quitar(accion, { parada: (json as { data: Parada }).data });
      cambiar({ enLinea: true, sinSesion: false });
    } catch (error) {
      if (!esRechazo(error)) {
        // No signal, a server error or an ended session: kept, in its place, for the next attempt.
        cambiar({ sinSesion: error instanceof HttpError && error.status === 401 });
        return;
      }
      await quitar(accion, { mensaje: mensajeDeError(error, 'El servidor rechazó la acción') });
    }
  }
}

let enCurso: Promise<void> | undefined;
/** Sends what waits, in order, one attempt at a time: a call while one runs joins it. */
export function enviarPendientes(): Promise<void> {
  enCurso ??= enviarTodo().finally(() => {
    enCurso = undefined;
  });
  return enCurso;
}

let iniciada = false;
/** Starts sending: now, when the browser comes back online, and every little while as long as something waits. */
export function iniciarCola() {
  if (iniciada) return;
  iniciada = true;
  window.addEventListener('online', () => {
    cambiar({ enLinea: true });
    void enviarPendientes();
  });
  window.addEventListener('offline', () => cambiar({ enLinea: false }));
  setInterval(() => {
    if (navigator.onLine && estado.acciones.length > 0) void enviarPendientes();
  }, REINTENTO_MS);
  void enviarPendientes();
}

/** The driver confirmed an action: its key now, stored before anything is sent, then sent as soon as possible. */
export async function encolar(datos: Omit<AccionEnCola, 'clave' | 'usuarioId'>) {
  const usuarioId = usuarioActual();
  if (usuarioId === undefined) throw new Error('La sesión terminó: ingrese de nuevo');
  await cargar();
  const accion: AccionEnCola = { ...datos, clave: nuevaClave(), usuarioId };
  await update<AccionEnCola[]>(CLAVE_COLA, (v = []) => [...v, accion], almacenRecorrido);
  cambiar({
    acciones: [...estado.acciones, accion],
    rechazos: estado.rechazos.filter((r) => r.paradaId !== datos.paradaId),
  });
  await set(CLAVE_RECHAZOS, estado.rechazos, almacenRecorrido);
  void enviarPendientes();
}

/** The driver read the refusal. */
export async function descartarRechazo(clave: string) {
  cambiar({ rechazos: estado.rechazos.filter((r) => r.clave !== clave) });
  await set(CLAVE_RECHAZOS, estado.rechazos, almacenRecorrido);
}

/** The sheet read from the server, kept for a load without signal. */
export const guardarHoja = (guardada: HojaGuardada) => set(CLAVE_HOJA, guardada, almacenRecorrido);
export const hojaGuardada = () => get<HojaGuardada>(CLAVE_HOJA, almacenRecorrido);

function suscribir(oyente: () => void) {
  oyentes.add(oyente);
  void cargar();
  return () => {
    oyentes.delete(oyente);
  };
}

/** The queue as the screen shows it (re-rendered on every change). */
export function useCola(): EstadoCola {
  return useSyncExternalStore(suscribir, () => estado);
}
