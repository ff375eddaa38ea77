import type { TestApp } from '../../test/harness.js';

// Records the sales tests create for themselves through the API (never the demo data's).

let secuencia = 0;
/** A text no demo record contains, so a search or filter finds only what the test made. */
export const unico = (prefijo: string) => `${prefijo}${Date.now().toString(36)}x${++secuencia}`;

export async function crearCliente(app: TestApp, token: string, datos: Record<string, unknown> = {}) {
  const marca = unico('Cli');
  const res = await app.request('POST', '/clientes', {
    token,
    body: {
      Nombre: marca,
      Apellido: 'Prueba',
      Telefono: '+54 11 4000-0000',
      Direccion: 'Calle Falsa 123, Morón',
      Email: `${marca.toLowerCase()}@prueba.com.ar`,
      ...datos,
    },
  });
  if (res.status !== 201) throw new Error(`crearCliente: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { ClienteID: number; Nombre: string; Apellido: string };
}

export async function crearProducto(app: TestApp, token: string, datos: Record<string, unknown> = {}) {
  const res = await app.request('POST', '/productos', {
    token,
    body: { Nombre: unico('Carbón de prueba '), Descripcion: 'Producto de prueba', Precio: 1000, Stock: 100, ...datos },
  });
  if (res.status !== 201) throw new Error(`crearProducto: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { ProductoID: number; Nombre: string; Precio: number; Stock: number };
}

export async function crearPedido(app: TestApp, token: string, clienteId: number, detalles: { ProductoID: number; Cantidad: number }[]) {
  const res = await app.request('POST', '/pedidos', { token, body: { ClienteID: clienteId, VehiculoID: null, detalles } });
  if (res.status !== 201) throw new Error(`crearPedido: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { PedidoID: number; Estado: string; PrecioTotal: number };
}

/** A product's stock and the sum of its ledger moves, which must always be equal. */
export async function stockYLedger(app: TestApp, productoId: number) {
  const { stock } = await app.db('productos').where({ producto_id: productoId }).first('stock');
  const [{ suma }] = await app.db('movimientos_stock').where({ producto_id: productoId }).sum({ suma: 'cantidad' });
  return { stock: Number(stock), ledger: Number(suma ?? 0) };
}
