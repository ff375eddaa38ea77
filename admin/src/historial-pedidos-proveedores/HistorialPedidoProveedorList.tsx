import { historialPedidoProveedorFilterSchema } from '#dominio/pedidos';
import { HistorialLista } from '../common/HistorialLista';
import { HISTORIAL_PROVEEDORES, TABS_PEDIDO_PROVEEDOR } from '../pedidos-proveedores/estados';

/** /historial-pedidos-proveedores: every status change of supplier orders, 10 per page. */
export function HistorialPedidoProveedorList() {
  return (
    <HistorialLista
      titulo="Historial de Pedidos a Proveedores"
      tipo={HISTORIAL_PROVEEDORES}
      filtroParte={{ source: 'proveedorId', reference: 'proveedores', label: 'Proveedor', todos: 'Todos los proveedores' }}
      filterSchema={historialPedidoProveedorFilterSchema}
      tabs={TABS_PEDIDO_PROVEEDOR}
      placeholderBusqueda="Buscar por comentarios en historial..."
      conUsuario={false}
      mensajeError="Error al cargar el historial"
    />
  );
}
