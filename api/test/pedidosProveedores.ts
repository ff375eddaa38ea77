import { beforeAll } from 'vitest';
import { crearProducto, crearProveedor, idDeUsuario, movimientosDe } from './fixtures.js';
import { appDelArchivo, sesionesDelArchivo } from './harness.js';

// What the tests of /pedidos-proveedores (api/src/pedidos-proveedores/) share: a line, an author's id, an order's stock moves.

export const linea = (ProductoID: number, Cantidad = 10, PrecioUnitario = 1500) => ({ ProductoID, Cantidad, PrecioUnitario });

/**
 * The app, sessions and records of a supplier order test file, made in its beforeAll: a supplier, and two products
 * (`carbon` with 100 in stock, `lena` with 5); with the reads the tests make.
 */
export function comprasDePrueba() {
  const app = appDelArchivo();
  const { tokens } = sesionesDelArchivo(app);
  const proveedor = { ProveedorID: 0 };
  const carbon = { ProductoID: 0, Nombre: '' };
  const lena = { ProductoID: 0, Nombre: '' };
  beforeAll(async () => {
    proveedor.ProveedorID = (await crearProveedor(app, tokens.admin)).ProveedorID;
    Object.assign(carbon, await crearProducto(app, tokens.admin, { Stock: 100 }));
    Object.assign(lena, await crearProducto(app, tokens.admin, { Stock: 5 }));
  });

  const usuarioId = (nombreUsuario: string): Promise<number> => idDeUsuario(app, nombreUsuario);

  const movimientosDelPedido = (pedidoId: number) => movimientosDe(app, { pedido_proveedor_id: pedidoId });

  return { app, tokens, proveedor, carbon, lena, usuarioId, movimientosDelPedido };
}
