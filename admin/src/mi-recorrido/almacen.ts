import { clear, createStore, get } from 'idb-keyval';

/**
 * What the driver's phone keeps between loads (docs/funcional.md, El teléfono del chofer), in IndexedDB: the queue of
 * stop actions not yet answered by the server and the last sheet read, so a reload or a road without signal loses
 * nothing. It holds clients' data and signatures: signing out empties it (authProvider.logout).
 */
export const almacenRecorrido = createStore('carbonsur-recorrido', 'datos');

export const CLAVE_COLA = 'cola';
export const CLAVE_HOJA = 'hoja';

/** How many actions wait to be sent (of any user of this browser). */
export async function accionesSinEnviar(): Promise<number> {
  return ((await get<unknown[]>(CLAVE_COLA, almacenRecorrido)) ?? []).length;
}

/** Sign-out: nothing of the route outlives the session. */
export async function borrarDatosDelRecorrido() {
  if (!('indexedDB' in window)) return;
  await clear(almacenRecorrido);
}
