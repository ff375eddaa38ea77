import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, ImageKind, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The metrics of the 14 standard fonts (Helvetica) that PDF.js reads for a paper that does not embed them.
const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/**
 * The text of a PDF as a reader extracts it (PDF.js, as browsers do), one line per text row of
 * each page: proof that the paper carries real text, not pictures of it.
 */
export async function textoDePdf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false }).promise;
  const paginas: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { items } = await (await pdf.getPage(n)).getTextContent();
    paginas.push(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await pdf.destroy();
  return paginas.join('\n');
}

/** How many images the pages of a PDF draw (a PNG's transparency mask is part of its image, not one more). */
export async function imagenesDePdf(bytes: Uint8Array): Promise<number> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false }).promise;
  let imagenes = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const { fnArray } = await (await pdf.getPage(n)).getOperatorList();
    imagenes += fnArray.filter((op) => op === OPS.paintImageXObject).length;
  }
  await pdf.destroy();
  return imagenes;
}

/** A picture as jsQR reads it: its pixels, four bytes (RGBA) each. */
export interface Imagen {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Each picture a page of a PDF draws (page 1 unless told), decoded by PDF.js as a reader would, as RGBA pixels. */
export async function imagenesRgbaDePdf(bytes: Uint8Array, pagina = 1): Promise<Imagen[]> {
  // Without an OffscreenCanvas PDF.js hands over the decoded pixels rather than a bitmap.
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false, isOffscreenCanvasSupported: false })
    .promise;
  const page = await pdf.getPage(pagina);
  const { fnArray, argsArray } = await page.getOperatorList();
  const ids = fnArray.map((op, i) => (op === OPS.paintImageXObject ? (argsArray[i][0] as string) : undefined)).filter((id) => id !== undefined);
  // A picture is decoded apart from the list of operations: its pixels arrive when ready.
  const imagenes = await Promise.all(
    ids.map((id) => new Promise<Imagen>((listo) => page.objs.get(id, (datos: Pixeles) => listo(comoRgba(datos))))),
  );
  await pdf.destroy();
  return imagenes;
}

/** A pixel of a 1-bit grayscale picture: rows padded to whole bytes, 1 is white. */
function gris(data: Uint8Array, width: number, p: number): number {
  const fila = Math.floor(p / width);
  const columna = p % width;
  const byte = data[fila * Math.ceil(width / 8) + (columna >> 3)];
  return (byte >> (7 - (columna & 7))) & 1 ? 255 : 0;
}

interface Pixeles {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array;
}

function comoRgba({ width, height, kind, data }: Pixeles): Imagen {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    if (kind === ImageKind.RGBA_32BPP) rgba.set(data.subarray(4 * p, 4 * p + 4), 4 * p);
    else if (kind === ImageKind.RGB_24BPP) rgba.set([...data.subarray(3 * p, 3 * p + 3), 255], 4 * p);
    else rgba.set([gris(data, width, p), gris(data, width, p), gris(data, width, p), 255], 4 * p);
  }
  return { width, height, data: rgba };
}
