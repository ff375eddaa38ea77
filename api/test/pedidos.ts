import type { TestApp } from './harness.js';

// What the tests of /pedidos (api/src/pedidos/) share: an order's stock moves and its status changes.

type Rol = 'admin' | 'supervisor' | 'empleado';

/** The reads and requests of the order tests, on the app and tokens `sesion` answers once the file's beforeAll has run. */
export function pedidosDeVenta(sesion: () => { app: TestApp; tokens: Record<Rol, string> }) {
  const movimientos = (pedidoId: number) =>
    sesion()
      .app.db('movimientos_stock')
      .where({ pedido_id: pedidoId })
      .orderBy('movimiento_id')
      .select('producto_id', 'cantidad', 'motivo', 'usuario_id');

  const cambiarEstado = (rol: Rol, pedidoId: number, body: Record<string, unknown>) =>
    sesion().app.request('PUT', `/pedidos/${pedidoId}/estado`, { token: sesion().tokens[rol], body });

  return { movimientos, cambiarEstado };
}
