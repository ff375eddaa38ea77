import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
