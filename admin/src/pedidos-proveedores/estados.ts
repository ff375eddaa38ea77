import type { TabFiltro } from '../common/TabsFiltro';
import type { TipoHistorial } from '../common/historial';

/** The status tabs of the order list and of the global history. */
export const TABS_PEDIDO_PROVEEDOR: TabFiltro[] = [
  { label: 'Todos' },
  { label: 'Pendientes', value: 'Pendiente' },
  { label: 'Recibidos', value: 'Recibido' },
  { label: 'Cancelados', value: 'Cancelado' },
];

/** How the shared history screens read a supplier-order history entry. */
export const HISTORIAL_PROVEEDORES: TipoHistorial = {
  parte: 'Proveedor',
  pedidoId: 'PedidoProveedorID',
  rutaPedido: (id) => `/pedidos-proveedores/${id}`,
};
