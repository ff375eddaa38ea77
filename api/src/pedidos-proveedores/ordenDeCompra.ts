import { fechaNegocio } from '#dominio/fechas';
import type { PedidoProveedor } from '#dominio/pedidos';
import { datosFiscales, type Emision, type Papel, pieDeEmision, tablaDeLineas } from '../impresion/papel.js';
import type { Empresa } from '../config.js';
import { firmaDe } from '../correos/documentos.js';

/** The purchase order sent to the supplier, numbered as the supplier order. */
export function ordenDeCompraDe(pedido: PedidoProveedor, emision: Emision): Papel {
  const { Proveedor: proveedor, Usuario: usuario } = pedido;
  return {
    titulo: 'Orden de compra',
    numero: pedido.PedidoProveedorID,
    fecha: fechaNegocio(pedido.FechaPedido, emision.zonaNegocio),
    destinatario: {
      etiqueta: 'Proveedor',
      nombre: proveedor.Nombre,
      datos: [['Dirección', proveedor.Direccion], ['Teléfono', proveedor.Telefono], ['Email', proveedor.Email], ...datosFiscales(proveedor)],
    },
    datos: [
      ['Pedido', `N° ${pedido.PedidoProveedorID}`],
      ['Estado', pedido.Estado],
      ['Pedido por', usuario ? `${usuario.Nombre} ${usuario.Apellido}` : 'Sistema'],
    ],
    tabla: tablaDeLineas(
      pedido.DetallePedidoProveedors.map((d) => ({ producto: d.Producto.Nombre, cantidad: d.Cantidad, precioUnitario: d.PrecioUnitario })),
      pedido.Total,
    ),
    notas: [],
    firmas: [
      { titulo: 'Autorizó', campos: ['Firma', 'Aclaración'] },
      { titulo: 'Conforme proveedor', campos: ['Firma', 'Aclaración'] },
    ],
    pie: pieDeEmision(emision),
  };
}

/** The mail a purchase order goes in (issue 49): to the supplier, with the company's signature. */
export function cartaDeLaOrden(pedido: PedidoProveedor, id: number, empresa: Empresa): { asunto: string; texto: string } {
  return {
    asunto: `Orden de compra N° ${id} — ${empresa.nombre}`,
    texto: [
      `Estimados ${pedido.Proveedor.Nombre}:`,
      '',
      `Les enviamos adjunta nuestra orden de compra N° ${id}. Por favor, confirmen su recepción y la fecha de entrega.`,
      '',
      firmaDe(empresa),
    ].join('\n'),
  };
}
