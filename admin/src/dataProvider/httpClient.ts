import { fetchUtils, HttpError } from 'react-admin';

export const API_URL = '/api';
export const TOKEN_KEY = 'token';

function conToken(headers: Headers): Headers {
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** fetchJson with credentials and the bearer token; errors carry the server's Spanish message. */
export function httpClient(path: string, options: fetchUtils.Options = {}) {
  const headers = conToken(new Headers(options.headers));
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return fetchUtils.fetchJson(`${API_URL}${path}`, { ...options, headers, credentials: 'include' });
}

/** A file the API answers (a printed paper) and the name the server gives it. */
export interface Archivo {
  contenido: Blob;
  nombre: string;
}

/** GET a file with the bearer token; an error answer (JSON) becomes an HttpError with the server's message, as in httpClient. */
export async function httpArchivo(path: string, nombrePorDefecto: string): Promise<Archivo> {
  const res = await fetch(`${API_URL}${path}`, { headers: conToken(new Headers()), credentials: 'include' });
  if (!res.ok) {
    const body = await res.json().catch(() => undefined);
    throw new HttpError(body?.message ?? res.statusText, res.status, body);
  }
  const nombre = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? nombrePorDefecto;
  return { contenido: await res.blob(), nombre };
}
