import type { Context } from 'koa';
import { RegistrosEnJson } from '../nucleo/registrosEnJson.js';
import { tagVersion } from './version.js';

// The start of an envelope whose data is 0, where the records' own text goes instead.
const SIN_DATOS = '{"data":0';

/** `{ data }`: one record (with the ETag of its version) or a whole list; a paged list adds total, page and limit (answerPage). */
export function answerData(ctx: Context, data: unknown, paging?: { total: number; page?: number; limit: number }) {
  const sobre = paging && paging.page !== undefined ? { data, total: paging.total, page: paging.page, limit: paging.limit } : { data };
  if (!(data instanceof RegistrosEnJson)) {
    tagVersion(ctx, data);
    ctx.body = sobre;
    return;
  }
  // Not parsed to be written again: the envelope's own text around the records' text.
  ctx.type = 'json';
  ctx.body = `{"data":[${data.textos.join(',')}]${JSON.stringify({ ...sobre, data: 0 }).slice(SIN_DATOS.length)}`;
}

/** A service's `{ data, total }` as a list answer, paged when the query asked for a page. */
export function answerPage(ctx: Context, { data, total }: { data: unknown; total: number }, { page, limit }: { page?: number; limit: number }) {
  answerData(ctx, data, { total, page, limit });
}

/** `{ success, message, data }` for writes, with the ETag of the record's new version; 201 on create. */
export function answerWritten(ctx: Context, message: string, data: unknown, status = 200) {
  ctx.status = status;
  tagVersion(ctx, data);
  ctx.body = { success: true, message, data };
}

/** A PDF (a printed paper) with the file name the browser saves it as; shown in place when opened directly. */
export function answerPdf(ctx: Context, nombreArchivo: string, contenido: Buffer) {
  ctx.attachment(nombreArchivo, { type: 'inline' });
  ctx.type = 'application/pdf';
  ctx.body = contenido;
}

/** A file to save (a Libro IVA Digital's text): downloaded with its name, never shown in place. */
export function answerFile(ctx: Context, nombreArchivo: string, tipo: string, contenido: Buffer) {
  ctx.attachment(nombreArchivo);
  ctx.type = tipo;
  ctx.body = contenido;
}
