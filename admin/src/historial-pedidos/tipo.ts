import type { TipoHistorial } from '../common/historial';

/** Sales-order history entries: a Cliente each, linking to /pedidos/{id}. */
export const TIPO_HISTORIAL_PEDIDOS: TipoHistorial = {
  parte: 'Cliente',
  pedidoId: 'PedidoID',
  rutaPedido: (id) => `/pedidos/${id}`,
};
