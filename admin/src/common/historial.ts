import type { Identifier, RaRecord } from 'react-admin';
import { exportarComo, fechaHora } from './exportar';
import { nombreCompleto, type Persona } from './persona';

/** What differs between the sales-order and the supplier-order histories. */
export interface TipoHistorial {
  /** The counterpart each entry carries: 'Cliente' or 'Proveedor'. */
  parte: 'Cliente' | 'Proveedor';
  /** The entry's order id field: 'PedidoID' or 'PedidoProveedorID'. */
  pedidoId: string;
  /** The order's detail screen. */
  rutaPedido: (id: Identifier) => string;
}

/** 'Nombre Apellido' of a client, supplier or user (suppliers have no Apellido). */
export const parteDe = (tipo: TipoHistorial, entrada: RaRecord) => entrada[tipo.parte] as Persona | undefined;

export const comentarioDe = (entrada: RaRecord) => (entrada.Comentarios as string | null | undefined) || 'Sin comentarios';

/** History entries as CSV rows with the columns the screens show. */
export const exportadorHistorial = (tipo: TipoHistorial) =>
  exportarComo((entrada) => ({
    Fecha: fechaHora(entrada.FechaActualizaEstado),
    Pedido: entrada[tipo.pedidoId],
    [tipo.parte]: nombreCompleto(parteDe(tipo, entrada)),
    EstadoAnterior: entrada.EstadoAnterior ?? '',
    EstadoNuevo: entrada.EstadoNuevo,
    Comentarios: entrada.Comentarios ?? '',
    Usuario: nombreCompleto(entrada.Usuario as Persona),
  }));
