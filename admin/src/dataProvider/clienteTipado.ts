import createClient from 'openapi-fetch';
import { HttpError } from 'react-admin';
import type { paths } from '../contrato/esquema';
import { API_URL, alServidor, conToken } from './httpClient';

// The admin's typed client of the API (docs/decisiones.md, 92): paths, parameters, bodies and answers come from
// the OpenAPI document (admin/src/contrato/esquema.d.ts, npm run generar:tipos), so a field renamed in the API breaks
// npm run typecheck instead of a screen. It sends what httpClient sends: the token, Accept and the cookies.

/**
 * openapi-fetch builds a Request from the base URL, which must be absolute outside a browser (the tests). The
 * global fetch is read on each call, never kept: the tests replace it.
 */
export const api = createClient<paths>({
  baseUrl: `${globalThis.location?.origin ?? ''}${API_URL}`,
  credentials: 'include',
  fetch: (request: Request) => {
    conToken(request.headers);
    if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
    return alServidor(globalThis.fetch(request));
  },
});

/** What openapi-fetch answers: the body of a success (data) or of an error (error), and the response. */
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
