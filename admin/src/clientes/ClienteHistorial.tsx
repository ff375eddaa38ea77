import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { HistorialTimeline } from '../common/HistorialTimeline';
import { nombreCompleto, type Persona } from '../common/persona';
import { TIPO_HISTORIAL_PEDIDOS } from '../historial-pedidos/tipo';

/** /clientes/{id}/historial: the status changes of every order of one client (GET /historial-pedidos/cliente/{id}). */
export function ClienteHistorial() {
  const { id } = useParams();
  // A client without orders has no entry to take the name from.
  const { data: cliente } = useGetOne('clientes', { id: id! });
  return (
    <HistorialTimeline
      resource="historial-pedidos"
      filter={{ clienteId: id }}
      titulo={(primera) => `Historial de Pedidos - ${nombreCompleto((primera?.Cliente as Persona) ?? cliente)}`}
      volverA="/clientes"
      mensajeVacio="No hay registros de historial para este cliente"
      tipo={TIPO_HISTORIAL_PEDIDOS}
    />
  );
}
