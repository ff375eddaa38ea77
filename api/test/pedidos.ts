import { movimientosDe } from './fixtures.js';
import { appDelArchivo, type Rol, sesionesDelArchivo } from './harness.js';

// What the tests of /pedidos (api/src/pedidos/) share: an order's stock moves and its status changes.

/** The app and sessions of an order test file, made in its beforeAll, with the reads and requests the tests make. */
export function ventasDePrueba() {
  const app = appDelArchivo();
  const { tokens, usuarioId } = sesionesDelArchivo(app);

  const movimientos = (pedidoId: number) => movimientosDe(app, { pedido_id: pedidoId });

  const cambiarEstado = (rol: Rol, pedidoId: number, body: Record<string, unknown>) =>
    app.request('PUT', `/pedidos/${pedidoId}/estado`, { token: tokens[rol], body });

  return { app, tokens, usuarioId, movimientos, cambiarEstado };
}
