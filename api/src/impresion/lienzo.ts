import PDFDocument from 'pdfkit';

// The A4 page every printed paper is drawn on (papel.ts: remitos, orders, route sheets, statements; and the
// comprobantes, comprobantes/impreso.ts): margins, text, a table that carries its header onto the next page, a
// foot on every page. Text is real text in pdfkit's standard Helvetica, so it can be searched and copied; that
// font writes Windows-1252 (Latin-1 plus a few signs), enough for Spanish.

export const MARGEN = 50;
export const ANCHO = 595.28 - 2 * MARGEN; // A4
export const GRIS = '#555555';
export const SUAVE = '#e8e2dc';
const ALTO_PIE = 20;
const RELLENO = 4;

/** A paper's table: its columns (widths adding up to the page's 495 points), its rows as printed, and the line under it. */
export interface TablaDePapel {
  columnas: readonly { titulo: string; ancho: number; alinear: 'left' | 'right' }[];
  filas: string[][];
  /** Under the table, in bold on the right: 'Total: $ 1.234,50'; none when the paper totals below (a comprobante). */
  pie?: string;
}

// Helvetica has no glyph outside Windows-1252: anything else (an emoji in a name) prints as '?'
// instead of breaking the text, and accents typed as two characters are joined first.
const FUERA_DE_WIN_ANSI = /[^\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu;
export const imprimible = (texto: string) => texto.normalize('NFC').replace(/\s/g, ' ').replace(FUERA_DE_WIN_ANSI, '?');

/** A new A4 document, buffered so the feet are written last, and the drawing helpers over it. */
export function crearLienzo({ titulo, autor }: { titulo: string; autor: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGEN,
    bufferPages: true,
    lang: 'es-AR',
    info: { Title: imprimible(titulo), Author: imprimible(autor) },
  });
  const partes: Buffer[] = [];
  doc.on('data', (parte: Buffer) => partes.push(parte));
  const listo = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });

  const fondo = () => doc.page.height - MARGEN - ALTO_PIE;

  /** Room for `alto` points on this page, or a new page (then `alNuevaPagina`, e.g. the table's header). */
  function asegurarLugar(alto: number, alNuevaPagina?: () => void) {
    if (doc.y + alto <= fondo()) return;
    doc.addPage();
    alNuevaPagina?.();
  }

  function escribir(texto: string, x: number, y: number, opciones: PDFKit.Mixins.TextOptions = {}) {
    return doc.text(imprimible(texto), x, y, opciones);
  }

  /** 'Etiqueta: valor' at (x, y) within `ancho`, in points of `tamano`; answers where the next one goes. */
  function dato(etiqueta: string, valor: string, x: number, y: number, ancho: number, destacado = false, tamano = destacado ? 11 : 10): number {
    doc.fontSize(tamano).fillColor('black');
    doc.font('Helvetica-Bold');
    escribir(`${etiqueta}: `, x, y, { width: ancho, continued: true });
    doc.font(destacado ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(imprimible(valor || '—'));
    return doc.y + 3;
  }

  /** A rule across the page at the current height. */
  function raya(color = 'black') {
    doc
      .moveTo(MARGEN, doc.y)
      .lineTo(MARGEN + ANCHO, doc.y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  }

  function tabla({ columnas, filas, pie }: TablaDePapel) {
    const filaDeTitulos = () => {
      const y = doc.y;
      doc.rect(MARGEN, y, ANCHO, 18).fill(SUAVE);
      doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
      fila(
        columnas.map((c) => c.titulo),
        y + 5,
      );
      doc.y = y + 18;
    };
    asegurarLugar(18 + 20);
    filaDeTitulos();
    doc.font('Helvetica').fontSize(9);
    for (const textos of filas) {
      // As tall as its tallest cell: a long product name wraps (so would a huge amount).
      const alto =
        Math.max(...textos.map((t, i) => doc.heightOfString(imprimible(t), { width: columnas[i].ancho - 2 * RELLENO }))) + 2 * RELLENO;
      asegurarLugar(alto, () => {
        filaDeTitulos();
        doc.font('Helvetica').fontSize(9);
      });
      const y = doc.y;
      fila(textos, y + RELLENO);
      doc.y = y + alto;
      raya(SUAVE);
    }
    if (!pie) return;
    asegurarLugar(30);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('black');
    escribir(pie, MARGEN, doc.y + 8, { width: ANCHO - RELLENO, align: 'right' });
    doc.y += 14;

    /** One row of the table's cells at height y. */
    function fila(textos: string[], y: number) {
      let x = MARGEN;
      columnas.forEach((columna, i) => {
        escribir(textos[i], x + RELLENO, y, { width: columna.ancho - 2 * RELLENO, align: columna.alinear });
        x += columna.ancho;
      });
    }
  }

  /** Writes the foot of every page (`texto` of its index from 0 and the page count), then the file. */
  function terminar(texto: (pagina: number, paginas: number) => string): Promise<Buffer> {
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      // Writing under the bottom margin would open a new page: lift it while writing the foot.
      const margenInferior = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font('Helvetica').fontSize(8).fillColor(GRIS);
      escribir(texto(i - start, count), MARGEN, doc.page.height - MARGEN, { width: ANCHO, align: 'center' });
      doc.page.margins.bottom = margenInferior;
    }
    doc.end();
    return listo;
  }

  return { doc, asegurarLugar, escribir, dato, raya, tabla, terminar };
}

export type Lienzo = ReturnType<typeof crearLienzo>;
