import QRCode from 'qrcode';
import { COPIAS, condicionReceptor, datosQr, documentoImpreso, lineaSinIva, SIN_VALIDEZ_FISCAL, urlQr } from '#dominio/comprobanteImpreso';
import {
  type AlicuotaGravada,
  type Comprobante,
  type CondicionIVAEmisor,
  ID_ALICUOTA_ARCA,
  type ImporteAlicuota,
  nombreAlicuota,
  nombreComprobante,
} from '#dominio/facturacion';
import { fechaNegocio } from '#dominio/fechas';
import { formatoCuit } from '#dominio/fiscal';
import { formatoCantidad, formatoMoneda } from '#dominio/formatos';
import type { Empresa } from '../config.js';
import { ANCHO, crearLienzo, GRIS, type Lienzo, MARGEN, type TablaDePapel } from '../impresion/lienzo.js';
import { tablaDeLineas } from '../impresion/papel.js';

// A comprobante as ARCA asks it printed (RG 1415 and RG 4892; issue 45, decision 96): ORIGINAL and DUPLICADO, the
// letter in a box between the issuer and the comprobante with its CbteTipo, both tax identities, the lines (net of IVA
// with their rate on an A; final prices on a B or C), the totals per rate, on a B the IVA the consumer paid (Ley
// 27.743), the CAE and the QR that opens ARCA's check of it. Everything is driven by the comprobante's own type,
// letter and code, so a Nota de crédito or de débito prints the same way.

/** What the paper needs besides the comprobante. */
export interface DatosDelImpreso {
  comprobante: Comprobante;
  /** A note's invoice (its CbtesAsoc), named on the paper. */
  asociado?: Comprobante;
  /** The AlicIva entries ARCA authorized (the comprobante's `iva` column). */
  iva: ImporteAlicuota[];
  cliente: { Nombre: string; Apellido: string; Direccion: string };
  emisor: Empresa & { condicionIva: CondicionIVAEmisor };
  zonaNegocio: string;
}

const ALTO_ENCABEZADO = 118;
const LADO_LETRA = 46;
const LADO_QR = 92;
const ROJO = '#b00020';

const alicuotaDeId = (id: number) => (Object.keys(ID_ALICUOTA_ARCA) as AlicuotaGravada[]).find((a) => ID_ALICUOTA_ARCA[a] === id);

/** On an A, each line's unit price and amount net, with its rate and its final amount. */
function tablaDiscriminada(c: Comprobante): TablaDePapel {
  return {
    columnas: [
      { titulo: 'Producto', ancho: 170, alinear: 'left' },
      { titulo: 'Cantidad', ancho: 50, alinear: 'right' },
      { titulo: 'Precio unit.', ancho: 70, alinear: 'right' },
      { titulo: 'Subtotal', ancho: 75, alinear: 'right' },
      { titulo: 'Alíc. IVA', ancho: 50, alinear: 'right' },
      { titulo: 'Subtotal c/IVA', ancho: 80, alinear: 'right' },
    ],
    filas: c.lineas.map((l) => {
      const neto = lineaSinIva(l);
      return [
        l.Descripcion,
        formatoCantidad(l.Cantidad),
        formatoMoneda(neto.PrecioUnitario),
        formatoMoneda(neto.Importe),
        nombreAlicuota(l.AlicuotaIVA),
        formatoMoneda(l.Importe),
      ];
    }),
  };
}

/** The totals' rows: on an A the net, each rate's IVA and the exempt; on a B or C the total alone. */
function totales(c: Comprobante, iva: ImporteAlicuota[]): [string, number][] {
  if (c.Letra !== 'A') return [['Subtotal', c.ImpTotal]];
  return [
    ['Importe neto gravado', c.ImpNeto],
    ...iva.map(({ Id, Importe }): [string, number] => [`IVA ${nombreAlicuota(alicuotaDeId(Id) ?? '0')}`, Importe]),
    ...(c.ImpOpEx > 0 ? [['Importe exento', c.ImpOpEx] as [string, number]] : []),
  ];
}

/** The comprobante's PDF: the original and its duplicate, each on its own pages. */
export async function imprimirComprobante(datos: DatosDelImpreso): Promise<Buffer> {
  const { comprobante: c, emisor } = datos;
  const qr = datosQr(c, emisor.cuit);
  if (!qr) throw new Error(`${nombreComprobante(c)} no tiene CAE`);
  const imagenQr = await QRCode.toBuffer(urlQr(qr), { errorCorrectionLevel: 'M', margin: 0, scale: 4 });
  const lienzo = crearLienzo({ titulo: nombreComprobante(c), autor: emisor.nombre });
  const { doc } = lienzo;
  const inicios: number[] = [];
  COPIAS.forEach((copia, i) => {
    if (i > 0) doc.addPage();
    inicios.push(doc.bufferedPageRange().count - 1);
    imprimirCopia(lienzo, datos, copia, imagenQr);
  });
  return lienzo.terminar((pagina, paginas) => {
    const copia = inicios.findLastIndex((inicio) => inicio <= pagina);
    const hasta = inicios[copia + 1] ?? paginas;
    return `${COPIAS[copia]} · Página ${pagina - inicios[copia] + 1} de ${hasta - inicios[copia]}`;
  });
}

function imprimirCopia(lienzo: Lienzo, datos: DatosDelImpreso, copia: string, imagenQr: Buffer) {
  const { doc, escribir, dato, asegurarLugar } = lienzo;
  const { comprobante: c, emisor, iva, zonaNegocio } = datos;
  const fecha = (dia: string) => fechaNegocio(dia, zonaNegocio);
  const mitad = ANCHO / 2;

  // The copy's name, across the top.
  doc.rect(MARGEN, MARGEN, ANCHO, 20).lineWidth(0.8).strokeColor('black').stroke();
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black');
  escribir(copia, MARGEN, MARGEN + 5, { width: ANCHO, align: 'center' });

  // The header: issuer on the left, the comprobante on the right, the letter in its box between them.
  const arriba = MARGEN + 26;
  const centro = MARGEN + mitad;
  doc.rect(MARGEN, arriba, ANCHO, ALTO_ENCABEZADO).stroke();
  doc
    .moveTo(centro, arriba + LADO_LETRA)
    .lineTo(centro, arriba + ALTO_ENCABEZADO)
    .stroke();
  doc.rect(centro - LADO_LETRA / 2, arriba, LADO_LETRA, LADO_LETRA).fillAndStroke('white', 'black');
  doc.font('Helvetica-Bold').fontSize(30).fillColor('black');
  escribir(c.Letra, centro - LADO_LETRA / 2, arriba + 5, { width: LADO_LETRA, align: 'center' });
  doc.fontSize(7);
  escribir(`COD. ${String(c.CbteTipo).padStart(3, '0')}`, centro - LADO_LETRA / 2, arriba + 35, { width: LADO_LETRA, align: 'center' });

  const izquierda = mitad - LADO_LETRA / 2 - 14;
  doc.font('Helvetica-Bold').fontSize(15);
  escribir(emisor.nombre, MARGEN + 10, arriba + 10, { width: izquierda });
  let y = doc.y + 8;
  const datoChico = (etiqueta: string, valor: string, x: number, ancho: number) => {
    y = dato(etiqueta, valor, x, y, ancho, false, 8.5) - 1;
  };
  datoChico('Razón social', emisor.nombre, MARGEN + 10, izquierda);
  datoChico('Domicilio comercial', emisor.direccion, MARGEN + 10, izquierda);
  datoChico('Condición frente al IVA', emisor.condicionIva, MARGEN + 10, izquierda);

  const derecha = centro + LADO_LETRA / 2 + 14;
  const anchoDerecha = MARGEN + ANCHO - derecha - 10;
  doc.font('Helvetica-Bold').fontSize(18);
  escribir(c.Tipo.toUpperCase(), derecha, arriba + 10, { width: anchoDerecha });
  doc.fontSize(9.5);
  escribir(`Punto de venta: ${String(c.PuntoDeVenta).padStart(4, '0')}   Comp. Nro: ${String(c.Numero).padStart(8, '0')}`, derecha, doc.y + 4, {
    width: anchoDerecha + 10,
  });
  y = doc.y + 4;
  datoChico('Fecha de emisión', fecha(c.Fecha), derecha, anchoDerecha);
  datoChico('CUIT', formatoCuit(emisor.cuit), derecha, anchoDerecha);
  datoChico('Ingresos Brutos', emisor.iibb, derecha, anchoDerecha);
  datoChico('Fecha de inicio de actividades', emisor.inicioActividades && fecha(emisor.inicioActividades), derecha, anchoDerecha);
  doc.y = arriba + ALTO_ENCABEZADO + 8;

  if (c.DePrueba) {
    const yPrueba = doc.y;
    doc.rect(MARGEN, yPrueba, ANCHO, 24).fillAndStroke('#fde8ea', ROJO);
    doc.font('Helvetica-Bold').fontSize(13).fillColor(ROJO);
    escribir(SIN_VALIDEZ_FISCAL, MARGEN, yPrueba + 6, { width: ANCHO, align: 'center' });
    doc.y = yPrueba + 32;
  }

  // The client.
  const yCliente = doc.y;
  const documento = documentoImpreso(c);
  const filasCliente: [string, string][][] = [
    [
      ['Apellido y nombre / Razón social', `${datos.cliente.Nombre} ${datos.cliente.Apellido}`],
      ['Domicilio', datos.cliente.Direccion],
    ],
    [
      documento ?? ['Documento', 'Sin identificar'],
      ['Condición frente al IVA', condicionReceptor(c.CondicionIVAReceptorId)],
      ['Pedidos (remitos)', c.PedidoIDs.map((id) => `N° ${id}`).join(', ')],
      ...(datos.asociado
        ? [['Comprobante asociado', `${nombreComprobante(datos.asociado)} del ${fecha(datos.asociado.Fecha)}`] as [string, string]]
        : []),
    ],
  ];
  let abajo = yCliente;
  filasCliente.forEach((columna, i) => {
    y = yCliente + 8;
    for (const [etiqueta, valor] of columna) datoChico(etiqueta, valor, MARGEN + 10 + i * mitad, mitad - 20);
    abajo = Math.max(abajo, y);
  });
  doc
    .rect(MARGEN, yCliente, ANCHO, abajo - yCliente + 6)
    .lineWidth(0.8)
    .strokeColor('black')
    .stroke();
  doc.y = abajo + 16;

  // The lines.
  lienzo.tabla(
    c.Letra === 'A'
      ? tablaDiscriminada(c)
      : {
          ...tablaDeLineas(
            c.lineas.map((l) => ({ producto: l.Descripcion, cantidad: l.Cantidad, precioUnitario: l.PrecioUnitario })),
            c.ImpTotal,
          ),
          pie: undefined,
        },
  );

  // The totals, on the right.
  const filas = totales(c, iva);
  const transparencia = c.Letra === 'B';
  asegurarLugar(16 * filas.length + 30 + (transparencia ? 40 : 0) + LADO_QR + 30);
  const anchoTotales = 250;
  const xTotales = MARGEN + ANCHO - anchoTotales;
  y = doc.y + 12;
  for (const [etiqueta, importe] of filas) {
    doc.font('Helvetica').fontSize(10).fillColor('black');
    escribir(`${etiqueta}: `, xTotales, y, { width: anchoTotales - 100, align: 'right' });
    escribir(formatoMoneda(importe), xTotales + anchoTotales - 100, y, { width: 100, align: 'right' });
    y += 16;
  }
  doc
    .moveTo(xTotales, y)
    .lineTo(MARGEN + ANCHO, y)
    .lineWidth(0.5)
    .strokeColor('black')
    .stroke();
  doc.font('Helvetica-Bold').fontSize(12);
  escribir('Importe total: ', xTotales, y + 6, { width: anchoTotales - 110, align: 'right' });
  escribir(formatoMoneda(c.ImpTotal), xTotales + anchoTotales - 110, y + 6, { width: 110, align: 'right' });
  doc.y = y + 26;

  // A consumer's invoice says the IVA it contains (Ley 27.743, RG 5614): a B carries IVA that it does not discriminate.
  if (transparencia) {
    const yLey = doc.y + 4;
    doc.rect(MARGEN, yLey, ANCHO, 30).lineWidth(0.5).strokeColor(GRIS).stroke();
    doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
    escribir(`Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) — IVA contenido: ${formatoMoneda(c.ImpIVA)}`, MARGEN + 8, yLey + 5, {
      width: ANCHO - 16,
    });
    doc.font('Helvetica').fontSize(8.5);
    escribir(`Otros impuestos nacionales indirectos contenidos: ${formatoMoneda(0)}`, MARGEN + 8, yLey + 17, { width: ANCHO - 16 });
    doc.y = yLey + 36;
  }

  // The QR and the CAE, at the foot of the page as ARCA's own invoices carry them.
  const yCae = Math.max(doc.y + 10, doc.page.height - MARGEN - 30 - LADO_QR);
  doc.image(imagenQr, MARGEN, yCae, { width: LADO_QR, height: LADO_QR });
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black');
  escribir('ARCA', MARGEN + LADO_QR + 12, yCae + 20);
  doc.font('Helvetica').fontSize(9);
  escribir('Comprobante autorizado', MARGEN + LADO_QR + 12, doc.y + 2);
  doc.fontSize(7.5).fillColor(GRIS);
  escribir('Esta agencia no se responsabiliza por los datos ingresados en el detalle de la operación', MARGEN + LADO_QR + 12, doc.y + 4, {
    width: 170,
  });
  const xCae = MARGEN + ANCHO - 220;
  y = yCae + 20;
  doc.fontSize(10);
  y = dato('CAE N°', c.CAE ?? '', xCae, y, 220);
  dato('Fecha de vto. de CAE', c.CAEVence ? fecha(c.CAEVence) : '', xCae, y + 2, 220);
  doc.y = yCae + LADO_QR;
}
