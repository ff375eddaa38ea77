import { afterAll, beforeAll, describe, it } from 'vitest';
import { type Formulario, RECHAZOS } from '../../pruebas-compartidas/rechazos/ventas.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { comprobarRechazo, type Peticion } from '../test/rechazos.js';

// The API half of the sales table (clients, products, suppliers and orders, so it sits above their folders).

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login('admin');
});
afterAll(() => app.close());

/** The request each form sends; a body is validated before the order it names is looked up. */
const PETICIONES: Record<Formulario, () => Peticion> = {
  cliente: () => ['POST', '/clientes', admin],
  producto: () => ['POST', '/productos', admin],
  proveedor: () => ['POST', '/proveedores', admin],
  pedido: () => ['POST', '/pedidos', admin],
  pedidoProveedor: () => ['POST', '/pedidos-proveedores', admin],
  cambioEstadoPedido: () => ['PUT', '/pedidos/1/estado', admin],
  cambioEstadoPedidoProveedor: () => ['PUT', '/pedidos-proveedores/1/estado', admin],
};

describe('the API rejects what the admin rejects, with the same messages', () => {
  it.each(RECHAZOS)('$formulario: $caso', (rechazo) => comprobarRechazo(app, PETICIONES[rechazo.formulario](), rechazo));
});
