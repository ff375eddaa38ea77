import type { TestApp } from './harness.js';
import { idDeUsuario } from './fixtures.js';

// What the tests of /pedidos-proveedores (api/src/pedidos-proveedores/) share: a line, an author's id, an order's stock moves.

export const linea = (ProductoID: number, Cantidad = 10, PrecioUnitario = 1500) => ({ ProductoID, Cantidad, PrecioUnitario });

/** The reads of the supplier order tests, on the app `app` answers once the file's beforeAll has started it. */
export function lecturasDePedidosProveedores(app: () => TestApp) {
  const usuarioId = (nombreUsuario: string): Promise<number> => idDeUsuario(app(), nombreUsuario);

  async function movimientosDelPedido(pedidoId: number) {
    return app()
      .db('movimientos_stock')
      .where({ pedido_proveedor_id: pedidoId })
      .orderBy('movimiento_id')
      .select('producto_id', 'cantidad', 'motivo', 'usuario_id');
  }

  return { usuarioId, movimientosDelPedido };
}
