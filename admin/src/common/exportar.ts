import type { DataProvider, Exporter, RaRecord, SortPayload } from 'react-admin';
import type { Cell, SheetData } from 'write-excel-file/universal';
import { dosCifras } from '#dominio/fechas';
import { partesNegocio } from './format';

// A spreadsheet reads a cell starting with one of these as a formula (CSV injection): a client
// named '=HYPERLINK(...)' would become a live link in Excel.
const INICIO_DE_FORMULA = /^[=+\-@\t\r]/;

/**
 * A value as a CSV cell may hold it: text that a spreadsheet would run as a formula gets a leading
 * `'`, which shows it as text; objects and arrays are guarded cell by cell. Numbers stay numbers:
 * a stock of -5 is a quantity, not a formula.
 */
export function celdaSegura(valor: unknown): unknown {
  if (typeof valor === 'string') return INICIO_DE_FORMULA.test(valor) ? `'${valor}` : valor;
  if (Array.isArray(valor)) return valor.map(celdaSegura);
  if (valor !== null && typeof valor === 'object' && !(valor instanceof Date)) {
    return Object.fromEntries(Object.entries(valor).map(([clave, v]) => [clave, celdaSegura(v)]));
  }
  return valor;
}

/** A value that a plain number or text would not describe: money, a calendar day, a moment. */
type Tipado = { tipo: 'dinero'; valor: number } | { tipo: 'fecha' | 'fechaHora'; valor: Date | string };

/** One cell of an export. Booleans are written Sí/No; null, undefined and '' leave the cell empty. */
export type Valor = string | number | boolean | null | undefined | Tipado;

/** One exported row: the list's column labels (Spanish) to their values, in column order. */
export type Fila = Record<string, Valor>;

/** Money: a number with the currency format in Excel, two decimals with a comma in the CSV. */
export function dinero(valor: unknown): Valor {
  const numero = typeof valor === 'number' ? valor : Number(valor);
  return valor === null || valor === undefined || valor === '' || !Number.isFinite(numero) ? null : { tipo: 'dinero', valor: numero };
}

/** A calendar day ('YYYY-MM-DD', or a moment read on the business clock). */
export const fecha = (valor: unknown): Valor =>
  valor instanceof Date || (typeof valor === 'string' && valor) ? { tipo: 'fecha', valor } : null;

/** A moment, written with its hour and minute on the business clock. */
export const fechaHora = (valor: unknown): Valor =>
  valor instanceof Date || (typeof valor === 'string' && valor) ? { tipo: 'fechaHora', valor } : null;

/** What an export is given: the Exporter react-admin calls (writes the CSV), and the row mapping the menu uses. */
export type Exportador<R extends RaRecord = RaRecord> = Exporter<R> & { aplanar: (record: R) => Fila };

// Excel shows the separators of its own locale: '$ 1.500,00' in Spanish (Argentina).
const FORMATO_DINERO = '"$" #,##0.00';
const FORMATO_FECHA = 'dd/mm/yyyy';
const FORMATO_FECHA_HORA = 'dd/mm/yyyy hh:mm';

/** A day or moment as the business clock reads it, as a Date whose UTC fields are that clock (Excel has no zones). */
function relojNegocio(valor: Tipado & { tipo: 'fecha' | 'fechaHora' }): Date | undefined {
  const partes = partesNegocio(valor.valor);
  if (!partes) return undefined;
  const { anio, mes, dia, hora, minuto, segundo } = partes;
  return valor.tipo === 'fecha' ? new Date(Date.UTC(anio, mes - 1, dia)) : new Date(Date.UTC(anio, mes - 1, dia, hora, minuto, segundo));
}

/** A value as an Excel cell: real numbers and dates, text as text (Excel never runs a text cell as a formula). */
export function celdaExcel(valor: Valor): Cell {
  if (valor === null || valor === undefined || valor === '') return null;
  if (typeof valor === 'boolean') return { value: valor ? 'Sí' : 'No', type: String };
  // Plain text and numbers as bare values: the writer infers their type, with no object per cell.
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : null;
  if (typeof valor === 'string') return valor;
  if (valor.tipo === 'dinero') return { value: valor.valor, type: Number, format: FORMATO_DINERO };
  const momento = relojNegocio(valor);
  if (!momento) return { value: String(valor.valor), type: String };
  return { value: momento, type: Date, format: valor.tipo === 'fecha' ? FORMATO_FECHA : FORMATO_FECHA_HORA };
}

const numeroConComa = (numero: number) => String(numero).replace('.', ',');

/** A value as Spanish Excel reads a CSV cell: decimal comma, dd/mm/aaaa, Sí/No, formulas guarded, quoted when needed. */
export function celdaCsv(valor: Valor): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'boolean') return valor ? 'Sí' : 'No';
  if (typeof valor === 'number') return Number.isFinite(valor) ? numeroConComa(valor) : '';
  if (typeof valor === 'string') {
    const texto = celdaSegura(valor) as string;
    return /[;"\r\n]/.test(texto) ? `"${texto.replaceAll('"', '""')}"` : texto;
  }
  if (valor.tipo === 'dinero') return valor.valor.toFixed(2).replace('.', ',');
  const momento = relojNegocio(valor);
  if (!momento) return celdaCsv(String(valor.valor));
  const dia = `${dosCifras(momento.getUTCDate())}/${dosCifras(momento.getUTCMonth() + 1)}/${momento.getUTCFullYear()}`;
  return valor.tipo === 'fecha' ? dia : `${dia} ${dosCifras(momento.getUTCHours())}:${dosCifras(momento.getUTCMinutes())}`;
}

/** The columns: those of the first row, then any a later row adds. */
function encabezados(filas: Fila[]): string[] {
  const vistos = new Set<string>();
  for (const fila of filas) for (const clave of Object.keys(fila)) vistos.add(clave);
  return [...vistos];
}

/** The rows as a CSV for Excel set to Spanish: UTF-8 with BOM (so accents survive), ';' between fields, CRLF. */
export function textoCsv(filas: Fila[]): string {
  const columnas = encabezados(filas);
  const lineas = [columnas.map((c) => celdaCsv(c)).join(';'), ...filas.map((fila) => columnas.map((c) => celdaCsv(fila[c])).join(';'))];
  return `\uFEFF${lineas.join('\r\n')}\r\n`;
}

/** The rows as the sheet write-excel-file writes: a bold header row, then one row per record. */
export function hojaExcel(filas: Fila[]): { datos: SheetData; anchos: { width: number }[] } {
  const columnas = encabezados(filas);
  const datos: SheetData = [columnas.map((c) => ({ value: c, type: String, fontWeight: 'bold' as const }))];
  const anchos = columnas.map((c) => c.length);
  for (const fila of filas) {
    datos.push(
      columnas.map((c, i) => {
        const valor = fila[c];
        const largo = typeof valor === 'string' ? valor.length : 12;
        if (largo > anchos[i]) anchos[i] = largo;
        return celdaExcel(valor);
      }),
    );
  }
  return { datos, anchos: anchos.map((a) => ({ width: Math.min(a + 2, 50) })) };
}

/** The .xlsx file; the writer is loaded only now, so no list pays for it until someone exports. */
export async function escribirExcel(filas: Fila[], hoja: string): Promise<Blob> {
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  const { datos, anchos } = hojaExcel(filas);
  // Sheet names are at most 31 characters and some signs are not allowed.
  const sheet = hoja.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);
  // No default font: with one, the writer looks up a style for every cell (a third of its time); Excel's own is Calibri 11.
  return writeExcelFile(datos, { sheet, columns: anchos, stickyRowsCount: 1 }).toBlob();
}

export type Formato = 'xlsx' | 'csv';

/** The file of the rows in the format chosen, named after the list. */
export async function archivoDe(filas: Fila[], formato: Formato, nombre: string): Promise<{ contenido: Blob; nombre: string }> {
  const contenido = formato === 'xlsx' ? await escribirExcel(filas, nombre) : new Blob([textoCsv(filas)], { type: 'text/csv;charset=utf-8' });
  return { contenido, nombre: `${nombre}.${formato}` };
}

/** Hands a file to the browser's downloads. */
export function descargar({ contenido, nombre }: { contenido: Blob; nombre: string }): void {
  const url = URL.createObjectURL(contenido);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  document.body.appendChild(enlace);
  enlace.click();
  enlace.remove();
  // The download has its own copy once it starts; give the browser a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Rows asked of the API per request (its limit's ceiling). */
export const FILAS_POR_PEDIDO = 1000;
/**
 * The most rows one export writes: 100,000 rows of a dozen columns are tens of MB in the browser
 * and in Excel; beyond that the list must be filtered first.
 */
export const MAXIMO_FILAS = 100_000;

const miles = (n: number) => n.toLocaleString('es-AR');

/** A list too long to export whole, with the Spanish message staff see. */
export class ExportacionDemasiadoGrande extends Error {
  constructor(readonly total: number) {
    super(`La lista tiene ${miles(total)} filas y se exportan hasta ${miles(MAXIMO_FILAS)}. Filtrá la lista para exportar menos filas.`);
  }
}

/** An export stopped by its Cancelar button. */
export class ExportacionCancelada extends Error {
  constructor() {
    super('Exportación cancelada');
  }
}

/** 'Exportando 3.000 de 12.000…' */
export const textoProgreso = (hechas: number, total: number) => `Exportando ${miles(hechas)} de ${miles(total)}…`;

interface Consulta<R extends RaRecord> {
  dataProvider: DataProvider;
  resource: string;
  /** The list's current filters, its permanent filter included. */
  filter: Record<string, unknown>;
  sort: SortPayload;
  aplanar: (record: R) => Fila;
  /** Told after each page: rows so far and the list's total. */
  alAvanzar?: (hechas: number, total: number) => void;
  signal?: AbortSignal;
  porPedido?: number;
  maximo?: number;
}

/**
 * Every row of a list with its filters and sort, page by page through the list API, each page
 * flattened as it arrives (only the flat rows stay in memory). Refuses a list above `maximo` rows
 * before reading more than its first page.
 */
export async function traerFilas<R extends RaRecord>({
  dataProvider,
  resource,
  filter,
  sort,
  aplanar,
  alAvanzar,
  signal,
  porPedido = FILAS_POR_PEDIDO,
  maximo = MAXIMO_FILAS,
}: Consulta<R>): Promise<Fila[]> {
  const filas: Fila[] = [];
  for (let page = 1; ; page++) {
    if (signal?.aborted) throw new ExportacionCancelada();
    const { data, total = data.length } = await dataProvider.getList<R>(resource, {
      filter,
      sort,
      pagination: { page, perPage: porPedido },
      signal,
    });
    if (signal?.aborted) throw new ExportacionCancelada();
    if (total > maximo) throw new ExportacionDemasiadoGrande(total);
    for (const record of data) filas.push(aplanar(record));
    alAvanzar?.(filas.length, Math.max(total, filas.length));
    if (data.length < porPedido || filas.length >= total) return filas;
  }
}

/** Top-level plain values of a record, for a list that names no columns of its own. */
const valoresPlanos = (record: RaRecord): Fila =>
  Object.fromEntries(
    Object.entries(record).filter(([clave, v]) => clave !== 'id' && (v === null || ['string', 'number', 'boolean'].includes(typeof v))),
  ) as Fila;

/**
 * An export whose columns are the flat, Spanish-named values that `aplanar` picks from each record
 * (nested Cliente, Usuario, detalles... would otherwise become dozens of dotted columns). Called by
 * react-admin as an Exporter, it writes the Spanish CSV of the records given.
 */
export function exportarComo<R extends RaRecord = RaRecord>(aplanar: (record: R) => Fila): Exportador<R> {
  const exportador: Exporter<R> = (records, _fetchRelated, _dataProvider, resource = 'exportacion') =>
    archivoDe(records.map(aplanar), 'csv', resource).then(descargar);
  return Object.assign(exportador, { aplanar });
}

/** The records' own plain fields: for a list without its own columns. */
export const exportarTal = exportarComo(valoresPlanos);
