import { expect } from 'vitest';
import type { Rechazo } from '../../pruebas-compartidas/rechazos/rechazo.js';
import type { TestApp } from './harness.js';

// The API half of the tables in pruebas-compartidas/rechazos/ (admin/src/rechazos.test.ts is the admin's half).

/** The request a form sends, with the session it is sent in (none for registration and login). */
export type Peticion = [method: string, path: string, token?: string];

/** The API's field errors ('detalles.0.Cantidad') under their first path segment, first message first, as the admin shows them. */
function porCampo(errors: Record<string, string>): Record<string, string> {
  const campos: Record<string, string> = {};
  for (const [path, mensaje] of Object.entries(errors)) campos[path.split('.')[0]] ??= mensaje;
  return campos;
}

/** Sends a bad input as its form would: a 400 with the table's message under each field, the first one as the answer's message. */
export async function comprobarRechazo(app: TestApp, [method, path, token]: Peticion, { valores, errores }: Rechazo<string>): Promise<void> {
  const res = await app.request(method, path, { token, body: valores });
  expect(res.status).toBe(400);
  expect(porCampo(res.body.errors)).toEqual(errores);
  expect(res.body.message).toBe(Object.values(errores)[0]);
}
