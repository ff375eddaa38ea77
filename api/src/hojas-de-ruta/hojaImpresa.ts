import { fechaNegocio } from '#dominio/fechas';
import { formatoCantidad, formatoKg, formatoMoneda } from '#dominio/formatos';
import { type HojaDeRutaDetalle, MOTIVOS_NO_ENTREGA, RESULTADOS_PARADA, textoCobrado } from '#dominio/hojasDeRuta';
import { type Emision, type Papel, pieDeEmision } from '../impresion/papel.js';

/**
 * The printed route sheet, on the remito's paper: its stops in order (client, address, phone, lines, kilos,
 * amount to collect) with a box to sign each delivery; once closed, each stop's result and the summary.
 */
export function hojaDeRutaImpresa(hoja: HojaDeRutaDetalle, emision: Emision): Papel {
  const { Vehiculo: vehiculo, Chofer: chofer, Resumen: resumen } = hoja;
  const cerrada = hoja.Estado === 'Cerrada';
  const total = hoja.Paradas.reduce((s, p) => s + p.Pedido.PrecioTotal, 0);
  return {
    titulo: 'Hoja de ruta',
    numero: hoja.HojaID,
    fecha: hoja.Fecha.split('-').reverse().join('/'),
    destinatario: {
      etiqueta: 'Chofer',
      nombre: `${chofer.Nombre} ${chofer.Apellido}`,
      datos: [
        ['Vehículo', `${vehiculo.Patente} (${vehiculo.Marca} ${vehiculo.Modelo})`],
        ['Capacidad', vehiculo.CapacidadKg === null ? 'Sin cargar' : formatoKg(vehiculo.CapacidadKg)],
      ],
    },
    datos: [
      ['Estado', hoja.Estado],
      ['Paradas', formatoCantidad(hoja.CantidadParadas)],
      ['Carga', formatoKg(hoja.Kg)],
      ...(hoja.IniciadaEn ? ([['Salida', fechaNegocio(hoja.IniciadaEn, emision.zonaNegocio, true)]] as [string, string][]) : []),
    ],
    tabla: {
      columnas: [
        { titulo: 'N°', ancho: 25, alinear: 'right' },
        { titulo: 'Cliente', ancho: 150, alinear: 'left' },
        { titulo: 'Productos', ancho: 125, alinear: 'left' },
        { titulo: 'Kg', ancho: 45, alinear: 'right' },
        { titulo: 'A cobrar', ancho: 65, alinear: 'right' },
        { titulo: cerrada ? 'Resultado' : 'Firma y aclaración', ancho: 85, alinear: 'left' },
      ],
      filas: hoja.Paradas.map((p) => {
        const { Cliente: c } = p.Pedido;
        const resultado = p.Resultado
          ? `${RESULTADOS_PARADA[p.Resultado]}${p.MotivoFalla ? `: ${MOTIVOS_NO_ENTREGA[p.MotivoFalla]}` : ''}${p.Cobrado ? ` (${textoCobrado(p)})` : ''}`
          : '';
        return [
          String(p.Posicion),
          `${c.Nombre} ${c.Apellido} · ${c.Direccion} · Tel. ${c.Telefono} · Pedido N° ${p.Pedido.PedidoID}`,
          p.Pedido.detalles.map((d) => `${formatoCantidad(d.Cantidad)} × ${d.Producto}`).join(', '),
          formatoKg(p.Kg),
          formatoMoneda(p.Pedido.PrecioTotal),
          // Room to sign by hand: the row is as tall as its client's text.
          cerrada ? resultado : '',
        ];
      }),
      pie: `Total a cobrar: ${formatoMoneda(total)}`,
    },
    notas: cerrada
      ? [
          { etiqueta: 'Entregadas', valor: formatoCantidad(resumen.Entregadas) },
          { etiqueta: 'Parciales', valor: formatoCantidad(resumen.Parciales) },
          { etiqueta: 'No entregadas', valor: formatoCantidad(resumen.NoEntregadas) },
          { etiqueta: 'Kg entregados', valor: formatoKg(resumen.KgEntregados) },
          { etiqueta: 'Efectivo cobrado', valor: formatoMoneda(resumen.Cobrado) },
        ]
      : [{ etiqueta: 'Observaciones', valor: hoja.Observaciones ?? undefined }],
    firmas: [
      { titulo: 'Chofer', campos: ['Firma', 'Aclaración'] },
      { titulo: 'Control de depósito', campos: ['Firma', 'Aclaración'] },
    ],
    pie: pieDeEmision(emision),
  };
}
