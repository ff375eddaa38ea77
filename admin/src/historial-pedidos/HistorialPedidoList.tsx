import { historialPedidoFilterSchema } from '#dominio/pedidos';
import { HistorialLista } from '../common/HistorialLista';
import { TABS_ESTADO_PEDIDO } from '../pedidos/estados';
import { TIPO_HISTORIAL_PEDIDOS } from './tipo';

/** /historial-pedidos: every status change of sales orders. */
export function HistorialPedidoList() {
  return (
    <HistorialLista
      titulo="Historial de Pedidos"
      tipo={TIPO_HISTORIAL_PEDIDOS}
      filtroParte={{ source: 'clienteId', reference: 'clientes', label: 'Cliente', todos: 'Todos los clientes' }}
      filterSchema={historialPedidoFilterSchema}
      tabs={TABS_ESTADO_PEDIDO}
      placeholderBusqueda="Buscar por comentarios o cliente..."
    />
  );
}
