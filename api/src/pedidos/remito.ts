import { fechaNegocio } from '#dominio/fechas';
import { formatoCantidad } from '#dominio/formatos';
import { RESULTADOS_PARADA } from '#dominio/hojasDeRuta';
import type { Pedido } from '#dominio/pedidos';
import type { Comprobante } from '../entregas/service.js';
import { clienteDestinatario, type Emision, type Papel, pieDeEmision, tablaDeLineas } from '../impresion/papel.js';
import type { Empresa } from '../config.js';
import { firmaDe } from '../correos/documentos.js';

// pdfkit draws JPEG and PNG only: a WebP photo stays in the order's detail.
const IMPRIMIBLES = ['image/jpeg', 'image/png'];

/**
 * The delivery note of a sales order, numbered as the order (one order, one remito). Before its delivery
 * the driver's name and DNI are blanks filled in by hand, as is the vehicle when the order has none; once
 * delivered on a route sheet it carries the sheet's driver and vehicle, when it was delivered, what was
 * not, and the signature (and photo) taken on the phone.
 */
export function remitoDe(pedido: Pedido, emision: Emision, comprobante: Comprobante | null = null): Papel {
  const { Cliente: cliente, Vehiculo: vehiculo } = pedido;
  const entrega = comprobante?.entrega;
  const diferencias = entrega?.Lineas.filter((l) => l.Entregada !== l.Pedida)
    .map((l) => `${l.Producto}: ${formatoCantidad(l.Entregada)} de ${formatoCantidad(l.Pedida)}`)
    .join('; ');
  const foto = comprobante?.foto;
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
    notas: entrega
      ? [
          { etiqueta: 'Vehículo', valor: vehiculo ? `${vehiculo.Patente} (${vehiculo.Marca} ${vehiculo.Modelo})` : entrega.Vehiculo.Patente },
          { etiqueta: 'Chofer', valor: `${entrega.Chofer.Nombre} ${entrega.Chofer.Apellido}` },
          {
            etiqueta: RESULTADOS_PARADA[entrega.Resultado],
            valor: `${fechaNegocio(entrega.ResueltaEn, emision.zonaNegocio, true)} (hoja de ruta N° ${entrega.HojaID})`,
          },
          ...(diferencias ? [{ etiqueta: 'No entregado', valor: diferencias }] : []),
          ...(foto && !IMPRIMIBLES.includes(foto.tipo) ? [{ etiqueta: 'Foto de la entrega', valor: 'en el detalle del pedido' }] : []),
        ]
      : [
          { etiqueta: 'Vehículo', valor: vehiculo ? `${vehiculo.Patente} (${vehiculo.Marca} ${vehiculo.Modelo})` : undefined },
          { etiqueta: 'Chofer' },
          { etiqueta: 'DNI del chofer' },
        ],
    firmas: [
      { titulo: 'Entregó', campos: ['Firma', 'Aclaración'] },
      { titulo: 'Recibió conforme', campos: ['Firma', 'Aclaración', 'DNI'], imagen: comprobante?.firma ?? undefined },
    ],
    fotos: foto && IMPRIMIBLES.includes(foto.tipo) ? [{ titulo: 'Foto de la entrega', imagen: foto.bytes }] : [],
    pie: pieDeEmision(emision),
  };
}

/** The mail a remito goes in (issue 49): to the client, with the company's signature. */
export function cartaDelRemito(pedido: Pedido, id: number, empresa: Empresa): { asunto: string; texto: string } {
  const { Cliente: cliente } = pedido;
  return {
    asunto: `Remito del pedido N° ${id} — ${empresa.nombre}`,
    texto: [
      `Estimado/a ${cliente.Nombre} ${cliente.Apellido}:`,
      '',
      `Le enviamos adjunto el remito de su pedido N° ${id}.`,
      '',
      'Ante cualquier consulta, responda este correo o comuníquese con nosotros.',
      '',
      firmaDe(empresa),
    ].join('\n'),
  };
}
