import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECHAZOS, type Formulario } from '#dominio/rechazos';
import { startTestApp, type TestApp } from '../test/harness.js';

// The same table runs through the admin's form validators in admin/src/rechazos.test.ts.

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login('admin');
});
afterAll(() => app.close());

/** The request each form sends; a body is validated before the order it names is looked up. */
const PETICIONES: Record<Formulario, [method: string, path: string]> = {
  cliente: ['POST', '/clientes'],
  producto: ['POST', '/productos'],
  proveedor: ['POST', '/proveedores'],
  pedido: ['POST', '/pedidos'],
  pedidoProveedor: ['POST', '/pedidos-proveedores'],
  cambioEstadoPedido: ['PUT', '/pedidos/1/estado'],
  cambioEstadoPedidoProveedor: ['PUT', '/pedidos-proveedores/1/estado'],
};

/** The API's field errors ('detalles.0.Cantidad') under their first path segment, first message first, as the admin shows them. */
function porCampo(errors: Record<string, string>): Record<string, string> {
  const campos: Record<string, string> = {};
  for (const [path, mensaje] of Object.entries(errors)) campos[path.split('.')[0]] ??= mensaje;
  return campos;
}

describe('the API rejects what the admin rejects, with the same messages', () => {
  it.each(RECHAZOS.map((r) => [r.formulario, r.caso, r] as const))('%s: %s', async (formulario, _caso, rechazo) => {
    const [method, path] = PETICIONES[formulario];
    const res = await app.request(method, path, { token: admin, body: rechazo.valores });
    expect(res.status).toBe(400);
    expect(porCampo(res.body.errors)).toEqual(rechazo.errores);
    expect(res.body.message).toBe(Object.values(rechazo.errores)[0]);
  });
});
