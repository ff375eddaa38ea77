import { formatoCantidad, formatoMoneda } from '#dominio/formatos';
import { subtotal } from '#dominio/lineas';
import { fechaNegocio } from '#dominio/fechas';
import { formatoCuit } from '#dominio/fiscal';
import type { Empresa } from '../config.js';
import type { Sesion } from '../nucleo/sesion.js';
import { ANCHO, crearLienzo, GRIS, imprimible, MARGEN, type TablaDePapel } from './lienzo.js';

export type { TablaDePapel } from './lienzo.js';

// Every printed paper but the comprobantes: one layout on the A4 page of lienzo.ts, filled by each paper (the
// remito, pedidos/remito.ts; the purchase order, pedidos-proveedores/ordenDeCompra.ts; the route sheet,
// hojas-de-ruta/hojaImpresa.ts; a client's statement, cuentas/resumen.ts).

/** A paper as its order fills it; every text already as it is printed (dates, names). */
export interface Papel {
  /** 'Remito', 'Orden de compra'. */
  titulo: string;
  numero: number;
  /** The order's date, dd/MM/yyyy of the business zone. */
  fecha: string;
  /** The client or the supplier: who the paper is for, with their address and phone. */
  destinatario: { etiqueta: string; nombre: string; datos: [etiqueta: string, valor: string][] };
  /** More facts of the order, beside the recipient (its status, who placed it). */
  datos: [etiqueta: string, valor: string][];
  /** The body: an order's lines (tablaDeLineas) or a client's moves (a statement). */
  tabla: TablaDePapel;
  /** Lines under the total: with a value, a fact; without one, a blank to fill in by hand. */
  notas: { etiqueta: string; valor?: string }[];
  /** One box per signature, each with its lines (Firma, Aclaración, DNI) and the signature drawn on a phone, if any (PNG). */
  firmas: { titulo: string; campos: string[]; imagen?: Buffer }[];
  /** Small pictures under the signatures (the photo of a delivery), JPEG or PNG. */
  fotos?: { titulo: string; imagen: Buffer }[];
  /** Printed at the foot of every page, before the page number (when and by whom it was printed). */
  pie: string;
}

/** The recipient's tax identity, as far as it is known (nothing invented when it is not). */
export const datosFiscales = ({ CUIT, CondicionIVA }: { CUIT: string | null; CondicionIVA: string | null }): [string, string][] => [
  ...(CUIT ? [['CUIT', formatoCuit(CUIT)] as [string, string]] : []),
  ...(CondicionIVA ? [['Condición IVA', CondicionIVA] as [string, string]] : []),
];

/** What a client's papers (remito, statement) say of the client. */
export interface ClienteDelPapel {
  Nombre: string;
  Apellido: string;
  Direccion: string;
  Telefono: string;
  CUIT: string | null;
  CondicionIVA: string | null;
}

/** A client as the recipient of its papers: name, address, phone and tax identity. */
export const clienteDestinatario = (cliente: ClienteDelPapel): Papel['destinatario'] => ({
  etiqueta: 'Cliente',
  nombre: `${cliente.Nombre} ${cliente.Apellido}`,
  datos: [['Dirección', cliente.Direccion], ['Teléfono', cliente.Telefono], ...datosFiscales(cliente)],
});

/** When, in which zone, and by whom a paper is printed (null: by the system, as a reminder's statement). */
export interface Emision {
  ahora: Date;
  zonaNegocio: string;
  sesion: Pick<Sesion, 'Nombre' | 'Apellido'> | null;
}

/** The foot of a paper: 'Emitido el dd/MM/yyyy HH:mm por Nombre Apellido' ('Emitido el dd/MM/yyyy HH:mm' by the system). */
export const pieDeEmision = ({ ahora, zonaNegocio, sesion }: Emision) =>
  `Emitido el ${fechaNegocio(ahora, zonaNegocio, true)}${sesion ? ` por ${sesion.Nombre} ${sesion.Apellido}` : ''}`;

// A signature drawn on the phone, inside its box; a delivery's photo, small.
const ALTO_DIBUJO = 50;
const ANCHO_FOTO = 160;
const ALTO_FOTO = 120;

/** An order's table: product, quantity, unit price, subtotal, and its total. */
export const tablaDeLineas = (lineas: { producto: string; cantidad: number; precioUnitario: number }[], total: number): TablaDePapel => ({
  columnas: [
    { titulo: 'Producto', ancho: 235, alinear: 'left' },
    { titulo: 'Cantidad', ancho: 60, alinear: 'right' },
    { titulo: 'Precio unitario', ancho: 100, alinear: 'right' },
    { titulo: 'Subtotal', ancho: 100, alinear: 'right' },
  ],
  filas: lineas.map((linea) => [
    linea.producto,
    formatoCantidad(linea.cantidad),
    formatoMoneda(linea.precioUnitario),
    formatoMoneda(subtotal({ PrecioUnitario: linea.precioUnitario, Cantidad: linea.cantidad })),
  ]),
  pie: `Total: ${formatoMoneda(total)}`,
});

/** The paper as a PDF file. */
export function imprimirPapel(papel: Papel, empresa: Empresa): Promise<Buffer> {
  const lienzo = crearLienzo({ titulo: `${papel.titulo} N° ${papel.numero}`, autor: empresa.nombre });
  const { doc, asegurarLugar, escribir, dato, raya } = lienzo;

  encabezado(papel, empresa);
  destinatario(papel);
  lienzo.tabla(papel.tabla);
  notas(papel);
  firmas(papel);
  fotos(papel);
  return lienzo.terminar((pagina, paginas) => `${papel.pie} · Página ${pagina + 1} de ${paginas}`);

  function encabezado({ titulo, numero, fecha }: Papel, { nombre, direccion, cuit, telefono }: Empresa) {
    const derecha = { width: 200, align: 'right' } as const;
    doc.font('Helvetica-Bold').fontSize(16).fillColor('black');
    escribir(nombre, MARGEN, MARGEN, { width: ANCHO - 210 });
    doc.font('Helvetica').fontSize(9).fillColor(GRIS);
    for (const linea of [direccion, cuit && `CUIT: ${cuit}`, telefono && `Tel.: ${telefono}`].filter(Boolean)) {
      escribir(linea, MARGEN, doc.y + 2, { width: ANCHO - 210 });
    }
    const izquierda = doc.y;
    const x = MARGEN + ANCHO - 200;
    doc.font('Helvetica-Bold').fontSize(18).fillColor('black');
    escribir(titulo.toUpperCase(), x, MARGEN, derecha);
    doc.fontSize(12);
    escribir(`N° ${numero}`, x, doc.y + 2, derecha);
    doc.font('Helvetica').fontSize(10);
    escribir(`Fecha: ${fecha}`, x, doc.y + 2, derecha);
    doc.fontSize(8).fillColor(GRIS);
    escribir('Documento no válido como factura', x, doc.y + 2, derecha);
    doc.y = Math.max(izquierda, doc.y) + 10;
    raya();
  }

  function destinatario({ destinatario: { etiqueta, nombre, datos }, datos: delPedido }: Papel) {
    const arriba = doc.y + 10;
    const mitad = ANCHO / 2;
    let y = arriba;
    y = dato(etiqueta, nombre, MARGEN, y, mitad - 10, true);
    for (const [e, v] of datos) y = dato(e, v, MARGEN, y, mitad - 10);
    let yDerecha = arriba;
    for (const [e, v] of delPedido) yDerecha = dato(e, v, MARGEN + mitad, yDerecha, mitad);
    doc.y = Math.max(y, yDerecha) + 10;
  }

  function notas(papel: Papel) {
    doc.fontSize(10);
    for (const { etiqueta, valor } of papel.notas) {
      asegurarLugar(24);
      const y = doc.y + 8;
      doc.font('Helvetica-Bold').fillColor('black');
      escribir(`${etiqueta}:`, MARGEN, y);
      const x = MARGEN + doc.widthOfString(imprimible(`${etiqueta}:`)) + 6;
      if (valor) {
        doc.font('Helvetica');
        escribir(valor, x, y, { width: MARGEN + ANCHO - x });
      } else {
        // A blank to fill in by hand.
        doc
          .moveTo(x, y + 10)
          .lineTo(MARGEN + ANCHO, y + 10)
          .lineWidth(0.5)
          .strokeColor(GRIS)
          .stroke();
        doc.y = y + 12;
      }
    }
  }

  function firmas({ firmas: recuadros }: Papel) {
    if (recuadros.length === 0) return;
    const separacion = 20;
    const ancho = (ANCHO - separacion * (recuadros.length - 1)) / recuadros.length;
    // Room above the lines for a signature drawn on the phone.
    const dibujo = recuadros.some((r) => r.imagen) ? ALTO_DIBUJO : 0;
    const alto = 36 + dibujo + 34 * Math.max(...recuadros.map((r) => r.campos.length));
    asegurarLugar(alto + 30);
    const y = doc.y + 30;
    recuadros.forEach(({ titulo, campos, imagen }, i) => {
      const x = MARGEN + i * (ancho + separacion);
      doc.rect(x, y, ancho, alto).lineWidth(0.7).strokeColor('black').stroke();
      doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
      escribir(titulo, x + 10, y + 8, { width: ancho - 20 });
      if (imagen) doc.image(imagen, x + 10, y + 24, { fit: [ancho - 20, dibujo + 20], align: 'center', valign: 'bottom' });
      doc.font('Helvetica').fontSize(8).fillColor(GRIS);
      campos.forEach((campo, j) => {
        const linea = y + 50 + dibujo + 34 * j;
        doc
          .moveTo(x + 10, linea)
          .lineTo(x + ancho - 10, linea)
          .lineWidth(0.5)
          .strokeColor(GRIS)
          .stroke();
        escribir(campo, x + 10, linea + 3, { width: ancho - 20 });
      });
    });
    doc.y = y + alto;
  }

  /** Each picture small, side by side, under its title. */
  function fotos({ fotos: imagenes = [] }: Papel) {
    if (imagenes.length === 0) return;
    asegurarLugar(ALTO_FOTO + 40);
    const y = doc.y + 20;
    imagenes.forEach(({ titulo, imagen }, i) => {
      const x = MARGEN + i * (ANCHO_FOTO + 20);
      doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
      escribir(titulo, x, y, { width: ANCHO_FOTO });
      doc.image(imagen, x, y + 14, { fit: [ANCHO_FOTO, ALTO_FOTO] });
    });
    doc.y = y + 14 + ALTO_FOTO;
  }
}
