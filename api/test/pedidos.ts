import { appDelArchivo, type Rol, sesionesDelArchivo } from './harness.js';

// What the tests of /pedidos (api/src/pedidos/) share: an order's stock moves and its status changes.

/** The app and sessions of an order test file, made in its beforeAll, with the reads and requests the tests make. */
export function ventasDePrueba() {
  const app = appDelArchivo();
  const { tokens, usuarioId } = sesionesDelArchivo(app);

  const movimientos = (pedidoId: number) =>
    app
      .db('movimientos_stock')
      .where({ pedido_id: pedidoId })
      .orderBy('movimiento_id')
      .select('producto_id', 'cantidad', 'motivo', 'usuario_id');

  const cambiarEstado = (rol: Rol, pedidoId: number, body: Record<string, unknown>) =>
    app.request('PUT', `/pedidos/${pedidoId}/estado`, { token: tokens[rol], body });

  return { app, tokens, usuarioId, movimientos, cambiarEstado };
}
