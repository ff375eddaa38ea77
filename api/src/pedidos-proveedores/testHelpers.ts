import type { TestApp } from '../../test/harness.js';
import { moverStock } from '../stock/ledger.js';

// Records the supplier tests create for themselves, so demo data never changes what they assert.

let secuencia = 0;
/** A token no demo record contains, to find a test's own records by search. */
export function unico(prefijo = 'T'): string {
  secuencia += 1;
  return `${prefijo}${Date.now().toString(36)}${secuencia}${Math.random().toString(36).slice(2, 6)}`;
}

/** A product straight in the table (the products API belongs to another area); stock through the ledger. */
export async function crearProducto(app: TestApp, opciones: { stock?: number; active?: boolean; nombre?: string } = {}) {
  const nombre = opciones.nombre ?? `Carbón prueba ${unico()}`;
  const [{ producto_id: id }] = await app.db('productos')
    .insert({ nombre, descripcion: '', precio: 5000, stock: 0, active: opciones.active ?? true })
    .returning('producto_id');
  if (opciones.stock) {
    await app.db.transaction((trx) => moverStock(trx, { productoId: id, cantidad: opciones.stock!, motivo: 'stock_inicial' }));
  }
  return { id: id as number, nombre };
}

export async function crearProveedor(app: TestApp, token: string, datos: Record<string, unknown> = {}) {
  const marca = unico();
  const res = await app.request('POST', '/proveedores', {
    token,
    body: {
      Nombre: `Carbonera ${marca}`,
      Telefono: '+54 362 400-0000',
      Direccion: 'Ruta 16 km 100, Chaco',
      Email: `${marca.toLowerCase()}@proveedor.com.ar`,
      ...datos,
    },
  });
  if (res.status !== 201) throw new Error(`crear proveedor: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { ProveedorID: number; Nombre: string; Telefono: string; Email: string };
}

export async function crearPedido(
  app: TestApp,
  token: string,
  proveedorId: number,
  detalles: { ProductoID: number; Cantidad: number; PrecioUnitario: number }[],
) {
  const res = await app.request('POST', '/pedidos-proveedores', { token, body: { ProveedorID: proveedorId, detalles } });
  if (res.status !== 201) throw new Error(`crear pedido: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { PedidoProveedorID: number; Total: number };
}

export async function cambiarEstado(app: TestApp, token: string, pedidoId: number, estado: string, comentario?: string) {
  return app.request('PUT', `/pedidos-proveedores/${pedidoId}/estado`, { token, body: { estado, comentario } });
}

export async function stockDe(app: TestApp, productoId: number): Promise<number> {
  const { stock } = await app.db('productos').where({ producto_id: productoId }).first('stock');
  return stock;
}

export async function sumaMovimientos(app: TestApp, productoId: number): Promise<number> {
  const [{ suma }] = await app.db('movimientos_stock').where({ producto_id: productoId }).sum({ suma: 'cantidad' });
  return Number(suma ?? 0);
}
