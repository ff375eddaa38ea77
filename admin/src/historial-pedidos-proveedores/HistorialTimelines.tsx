import { useGetOne, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { HistorialTimeline } from '../common/HistorialTimeline';
import { HISTORIAL_PROVEEDORES } from '../pedidos-proveedores/estados';

const VACIO = 'No hay registros de historial para este proveedor';
const RECURSO = 'historial-pedidos-proveedores';

/** The spec's title takes the supplier's name from the first entry. */
const nombreEn = (entrada?: RaRecord) => (entrada?.Proveedor as { Nombre?: string } | undefined)?.Nombre;

/**
 * /proveedores/{id}/historial. Back leads to the supplier's form: the spec's /proveedores/{id}
 * has no screen (docs/decisiones.md).
 */
export function ProveedorHistorial() {
  const { id } = useParams();
  // A supplier without orders has no entry to take the name from.
  const { data: proveedor } = useGetOne('proveedores', { id: id! });
  return (
    <HistorialTimeline
      resource={RECURSO}
      filter={{ proveedorId: id }}
      titulo={(primera) => `Historial de Pedidos - ${nombreEn(primera) ?? proveedor?.Nombre ?? ''}`}
      volverA={`/proveedores/editar/${id}`}
      mensajeVacio={VACIO}
      tipo={HISTORIAL_PROVEEDORES}
    />
  );
}

/** /pedidos-proveedores/{id}/historial */
export function PedidoProveedorHistorial() {
  const { id } = useParams();
  return (
    <HistorialTimeline
      resource={RECURSO}
      filter={{ pedidoId: id }}
      titulo={(primera) => `Historial de Pedidos - ${nombreEn(primera) ?? ''}`}
      volverA={`/pedidos-proveedores/${id}`}
      mensajeVacio={VACIO}
      tipo={HISTORIAL_PROVEEDORES}
    />
  );
}
