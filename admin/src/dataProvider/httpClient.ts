import { fetchUtils, HttpError } from 'react-admin';
import { TOKEN_KEY } from '../arranque/sesion';

export { TOKEN_KEY };

export const API_URL = '/api';

/** The signed-in user's bearer token on a request's headers. */
export function conToken(headers: Headers): Headers {
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** What a request that never reached the server says (the browser's own words are "Failed to fetch"). */
export const SIN_CONEXION = 'No se pudo conectar con el servidor: revise la conexión e intente de nuevo.';

/**
 * A request that never reached the server (no signal, the server down) fails as an HttpError of status 0 whose message
 * says so in Spanish (react-admin's own notices show it). It has no body, as no server answered: a screen with a message
 * of its own for a failure without the server's ("Error al guardar el cliente", spec) still shows it (mensajeDeError).
 */
export async function alServidor<T>(pedido: Promise<T>): Promise<T> {
  try {
    return await pedido;
  } catch (error) {
    throw error instanceof TypeError ? new HttpError(SIN_CONEXION, 0) : error;
  }
}

/** Whether a request failed without an answer of the server (alServidor), rather than refused by it. */
export const sinRespuesta = (error: unknown): boolean => error instanceof HttpError && error.status === 0;

/** fetchJson with credentials and the bearer token; errors carry the server's Spanish message. */
export function httpClient(path: string, options: fetchUtils.Options = {}) {
  const headers = conToken(new Headers(options.headers));
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return alServidor(fetchUtils.fetchJson(`${API_URL}${path}`, { ...options, headers, credentials: 'include' }));
}

/** A file the API answers (a printed paper) and the name the server gives it. */
export interface Archivo {
  contenido: Blob;
  nombre: string;
}

/** GET a file with the bearer token; an error answer (JSON) becomes an HttpError with the server's message, as in httpClient. */
export async function httpArchivo(path: string, nombrePorDefecto: string): Promise<Archivo> {
  const res = await alServidor(fetch(`${API_URL}${path}`, { headers: conToken(new Headers()), credentials: 'include' }));
  if (!res.ok) {
    const body = await res.json().catch(() => undefined);
    throw new HttpError(body?.message ?? res.statusText, res.status, body);
  }
  const nombre = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? nombrePorDefecto;
  return { contenido: await res.blob(), nombre };
}
