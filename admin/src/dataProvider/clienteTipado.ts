import type { Client } from 'openapi-fetch';
import { HttpError } from 'react-admin';
import type { paths } from '../contrato/esquema';
import { API_URL, alServidor, conToken } from './httpClient';

// The admin's typed client of the API (docs/decisiones.md, 92): paths, parameters, bodies and answers come from
// the OpenAPI document (admin/src/contrato/esquema.d.ts, npm run generar:tipos) through openapi-fetch's `Client`
// type, so a field renamed in the API breaks npm run typecheck instead of a screen. The runtime under that type is
// the few lines below, not openapi-fetch's own: its 1.7 kB gzip took the dashboard past its 350 kB budget, and the
// API's parameters are plain (an `{id}` in the path, a flat query). It sends what httpClient sends: the token, Accept
// and the cookies.

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Pedido {
  params?: { path?: Record<string, string | number>; query?: Record<string, string | number | boolean | undefined> };
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One method of the client: the path's `{name}` filled in, the query written, a JSON body. The Request is built on
 * an absolute URL (the tests run outside a browser), and the global fetch is read on each call: the tests replace it.
 */
const metodo =
  (method: Metodo) =>
  async (plantilla: string, { params = {}, body, headers }: Pedido = {}): Promise<Respuesta<unknown>> => {
    const ruta = plantilla.replace(/\{(\w+)\}/g, (_, nombre: string) => encodeURIComponent(String(params.path?.[nombre])));
    const query = new URLSearchParams(
      Object.entries(params.query ?? {}).flatMap(([clave, valor]) => (valor === undefined ? [] : [[clave, String(valor)]])),
    ).toString();
    const cabeceras = conToken(new Headers(headers));
    if (!cabeceras.has('Accept')) cabeceras.set('Accept', 'application/json');
    if (body !== undefined) cabeceras.set('Content-Type', 'application/json');
    const url = `${globalThis.location?.origin ?? ''}${API_URL}${ruta}${query ? `?${query}` : ''}`;
    const request = new Request(url, {
      method,
      headers: cabeceras,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const response = await alServidor(globalThis.fetch(request));
    const texto = await response.text();
    let cuerpo: unknown = texto || undefined;
    try {
      cuerpo = texto ? JSON.parse(texto) : undefined;
    } catch {
      // Not JSON (a proxy's error page): kept as text, the error's body.
    }
    return response.ok ? { data: cuerpo, response } : { error: cuerpo, response };
  };

export const api = {
  GET: metodo('GET'),
  POST: metodo('POST'),
  PUT: metodo('PUT'),
  PATCH: metodo('PATCH'),
  DELETE: metodo('DELETE'),
} as unknown as Client<paths>;

/** What the client answers, as openapi-fetch does: the body of a success (data) or of an error (error), and the response. */
interface Respuesta<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The answer's body, or the HttpError react-admin's notifications show, with the server's Spanish message and its
 * body (a 409's current record, an import's errors by row), as httpClient's fetchJson throws it.
 */
export async function respuesta<T>(pedido: Promise<Respuesta<T>>): Promise<T> {
  const { data, error, response } = await pedido;
  if (!response.ok) throw new HttpError((error as { message?: string } | undefined)?.message ?? response.statusText, response.status, error);
  return data as T;
}

/**
 * The version of the record the user saw, as `If-Match`: the server refuses (409) a change made over
 * a version someone else has since replaced, instead of silently undoing their change.
 */
export function siEsLaVersion(version: unknown): { 'If-Match'?: string } {
  return typeof version === 'number' ? { 'If-Match': `"${version}"` } : {};
}
