import { fechaNegocio } from '#dominio/fechas';
import type { Pedido } from '#dominio/pedidos';
import { clienteDestinatario, type Emision, type Papel, pieDeEmision, tablaDeLineas } from '../impresion/papel.js';

/**
 * The delivery note of a sales order, numbered as the order (one order, one remito). The order has
 * a vehicle but no driver: the driver's name and DNI are blanks filled in by hand, as is the vehicle
 * when the order has none.
 */
export function remitoDe(pedido: Pedido, emision: Emision): Papel {
  const { Cliente: cliente, Vehiculo: vehiculo } = pedido;
  return {
    titulo: 'Remito',
    numero: pedido.PedidoID,
    fecha: fechaNegocio(pedido.FechaPedido, emision.zonaNegocio),
    destinatario: clienteDestinatario(cliente),
    datos: [
      ['Pedido', `N° ${pedido.PedidoID}`],
      ['Estado', pedido.Estado],
    ],
    tabla: tablaDeLineas(
      pedido.detalles.map((d) => ({ producto: d.Producto.Nombre, cantidad: d.Cantidad, precioUnitario: d.PrecioUnitario })),
      pedido.PrecioTotal,
    ),
    notas: [
      { etiqueta: 'Vehículo', valor: vehiculo ? `${vehiculo.Patente} (${vehiculo.Marca} ${vehiculo.Modelo})` : undefined },
      { etiqueta: 'Chofer' },
      { etiqueta: 'DNI del chofer' },
    ],
    firmas: [
      { titulo: 'Entregó', campos: ['Firma', 'Aclaración'] },
      { titulo: 'Recibió conforme', campos: ['Firma', 'Aclaración', 'DNI'] },
    ],
    pie: pieDeEmision(emision),
  };
}
