/**
 * Whether a request path is the API's. The router matches paths whatever their letter case
 * (/API/clientes reaches the clients), so everything that treats API answers apart must too.
 */
export function isApiPath(ruta: string): boolean {
  return /^\/api(\/|$)/i.test(ruta);
}
