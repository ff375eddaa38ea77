/**
 * Requests started before the screen that needs them has rendered (main.tsx, as soon as the token is
 * known), so they travel with the app's code instead of after it. Each is taken once: a later
 * refresh asks the server again.
 */
const pendientes = new Map<string, Promise<unknown>>();
/** The answers already arrived, so a screen's first render can show them instead of a placeholder. */
const llegadas = new Map<string, unknown>();

export function precargar<T>(clave: string, pedir: () => Promise<T>): Promise<T> {
  const pedido = pedir();
  // A failure is left to the screen, which asks again through react-admin and reports it there.
  pedido.then(
    (respuesta) => llegadas.set(clave, respuesta),
    () => undefined,
  );
  pendientes.set(clave, pedido);
  return pedido;
}

/** The preloaded answer for `clave` if it has arrived and was not taken yet (it stays to be taken). */
export function precargaLlegada<T>(clave: string): T | undefined {
  return llegadas.get(clave) as T | undefined;
}

/**
 * The preloaded answer for `clave` if it has arrived, taken: a later read asks the server. For a query that starts
 * with it as its data and does not read again at once (useAlertas).
 */
export function tomarLlegada<T>(clave: string): T | undefined {
  const llegada = llegadas.get(clave) as T | undefined;
  if (llegada !== undefined) {
    pendientes.delete(clave);
    llegadas.delete(clave);
  }
  return llegada;
}

/** The preloaded answer for `clave` if there is one and it succeeded; otherwise `pedir()`. */
export function tomarPrecarga<T>(clave: string, pedir: () => Promise<T>): Promise<T> {
  const pedido = pendientes.get(clave) as Promise<T> | undefined;
  pendientes.delete(clave);
  llegadas.delete(clave);
  return pedido ? pedido.catch(pedir) : pedir();
}
