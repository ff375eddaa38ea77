import { useParams } from 'react-router-dom';
import { HistorialTimeline } from '../common/HistorialTimeline';
import { nombreCompleto, type Persona } from '../common/persona';
import { TIPO_HISTORIAL_PEDIDOS } from '../historial-pedidos/tipo';

/** /pedidos/{id}/historial: the status changes of one order (GET /pedidos/{id}/historial). */
export function PedidoHistorial() {
  const { id } = useParams();
  return (
    <HistorialTimeline
      resource="historial-de-pedido"
      filter={{ pedidoId: id }}
      titulo={(primera) => {
        const cliente = nombreCompleto(primera?.Cliente as Persona);
        return cliente ? `Historial del Pedido #${id} - ${cliente}` : `Historial del Pedido #${id}`;
      }}
      volverA={`/pedidos/${id}`}
      mensajeVacio="No hay registros de historial para este pedido"
      tipo={TIPO_HISTORIAL_PEDIDOS}
    />
  );
}
