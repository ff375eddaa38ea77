/**
 * Requests started before the screen that needs them has rendered (main.tsx, as soon as the token is
 * known), so they travel with the app's code instead of after it. Each is taken once: a later
 * refresh asks the server again.
 */
const pendientes = new Map<string, Promise<unknown>>();

export function precargar(clave: string, pedir: () => Promise<unknown>) {
  const pedido = pedir();
  // A failure is left to the screen, which asks again through react-admin and reports it there.
  pedido.catch(() => undefined);
  pendientes.set(clave, pedido);
}

/** The preloaded answer for `clave` if there is one and it succeeded; otherwise `pedir()`. */
export function tomarPrecarga<T>(clave: string, pedir: () => Promise<T>): Promise<T> {
  const pedido = pendientes.get(clave) as Promise<T> | undefined;
  pendientes.delete(clave);
  return pedido ? pedido.catch(pedir) : pedir();
}
