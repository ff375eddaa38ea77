import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';
import { leerImporte } from '#dominio/dinero';
import { IMPORTABLES, type RecursoImportable, type TipoDeCampo } from '#dominio/importaciones';
import { es } from '../i18n/es';

// Reading a spreadsheet to import (docs/funcional.md, Importar): the file's rows, each column matched to
// a field by its header, and the cells as the API's create takes them. No rule is checked here: the API
// checks every row with the same schema as the form.

export type Celda = string | number | boolean | Date | null;

/** A data row and its number in the file (the header is row 1), which the errors name. */
export interface FilaLeida {
  numero: number;
  celdas: Celda[];
}

export interface Planilla {
  encabezados: string[];
  filas: FilaLeida[];
}

const vacia = (celdas: Celda[]) => celdas.every((c) => c === null || c === undefined || String(c).trim() === '');

/** The header and the non-empty rows, numbered as the file numbers them (an empty row keeps its number). */
function armar(tabla: Celda[][]): Planilla {
  const [encabezado = [], ...resto] = tabla;
  const filas = resto.map((celdas, i) => ({ numero: i + 2, celdas })).filter((f) => !vacia(f.celdas));
  return { encabezados: encabezado.map((c) => (c === null ? '' : String(c).trim())), filas };
}

/**
 * The separator of a CSV: ';' (what Excel in Spanish writes) or ',', whichever its header line holds
 * more of outside quotes.
 */
export function separadorCsv(texto: string): ';' | ',' {
  const linea = texto.split(/\r?\n/, 1)[0].replace(/"[^"]*"/g, '');
  return (linea.match(/;/g)?.length ?? 0) >= (linea.match(/,/g)?.length ?? 0) && linea.includes(';') ? ';' : ',';
}

/** A CSV's text, UTF-8 with or without BOM: its cells stay text (the fields say what each one is). */
export function leerCsv(texto: string): Planilla {
  const sinBom = texto.replace(/^\uFEFF/, '');
  const { data } = Papa.parse<string[]>(sinBom, { delimiter: separadorCsv(sinBom), skipEmptyLines: false });
  // A last line break is not a row.
  if (data.length > 0 && vacia(data[data.length - 1])) data.pop();
  return armar(data);
}

/** The first sheet of an .xlsx: numbers, booleans and dates come as such. */
export async function leerXlsx(contenido: ArrayBuffer | Blob): Promise<Planilla> {
  return armar((await readSheet(contenido)) as Celda[][]);
}

export const ARCHIVO_NO_SOPORTADO = 'Elija un archivo .xlsx o .csv';

/** A chosen file, by its extension. */
export async function leerArchivo(archivo: File): Promise<Planilla> {
  const nombre = archivo.name.toLowerCase();
  if (nombre.endsWith('.csv')) return leerCsv(new TextDecoder('utf-8').decode(await archivo.arrayBuffer()));
  if (nombre.endsWith('.xlsx')) return leerXlsx(await archivo.arrayBuffer());
  throw new Error(ARCHIVO_NO_SOPORTADO);
}

// ------------------------------------------------------------------ columns and fields

export interface CampoImportable {
  campo: string;
  /** As the forms and lists name it: 'Teléfono'. */
  etiqueta: string;
  tipo: TipoDeCampo;
}

/** The fields an import of `recurso` fills, labelled as the catalogue labels them, in the template's order. */
export function camposDe(recurso: RecursoImportable): CampoImportable[] {
  const etiquetas = (es.resources as Record<string, { fields: Record<string, string> }>)[recurso].fields;
  return Object.entries(IMPORTABLES[recurso].campos).map(([campo, tipo]) => ({ campo, etiqueta: etiquetas[campo] ?? campo, tipo }));
}

/** A header as it compares: no accents, no case, no spaces or signs ('Teléfono' and 'telefono' alike). */
export const normalizar = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The field of each column, by its header (the Spanish label or the API's name), or null: not imported.
 * A field goes to the first column that names it.
 */
export function emparejar(encabezados: string[], campos: CampoImportable[]): (string | null)[] {
  const usados = new Set<string>();
  return encabezados.map((encabezado) => {
    const clave = normalizar(encabezado);
    const campo = campos.find(
      (c) => !usados.has(c.campo) && clave !== '' && (normalizar(c.etiqueta) === clave || normalizar(c.campo) === clave),
    );
    if (!campo) return null;
    usados.add(campo.campo);
    return campo.campo;
  });
}

// ------------------------------------------------------------------ cells to values

const VERDADERO = new Set(['si', 's', 'true', 'verdadero', '1', 'x', 'activo']);
const FALSO = new Set(['no', 'n', 'false', 'falso', '0', 'inactivo']);

/**
 * A number cell: an .xlsx number as it is, a text read as the money fields read it (leerImporte: '1.500,50',
 * '1500,5', '$ 1.500'). A text that cannot be read, or could be read two ways ('1,500'), stays as it was,
 * for the API to answer its message.
 */
export function aNumero(valor: Celda): unknown {
  if (typeof valor !== 'string') return valor;
  const leido = leerImporte(valor);
  return 'importe' in leido && leido.importe !== undefined ? leido.importe : valor;
}

function aBooleano(valor: Celda): unknown {
  if (typeof valor === 'boolean') return valor;
  const clave = normalizar(String(valor));
  if (VERDADERO.has(clave)) return true;
  if (FALSO.has(clave)) return false;
  return valor;
}

const aTexto = (valor: Celda) => (valor instanceof Date ? valor.toISOString().slice(0, 10) : String(valor).trim());

/**
 * One row as the API's create takes it: the columns matched to a field, blank cells left out (so the
 * field's default applies, or its 'requerido' message).
 */
export function aRegistro(celdas: Celda[], emparejamiento: (string | null)[], campos: CampoImportable[]): Record<string, unknown> {
  const registro: Record<string, unknown> = {};
  emparejamiento.forEach((campo, i) => {
    const valor = celdas[i];
    if (!campo || valor === null || valor === undefined || String(valor).trim() === '') return;
    const tipo = campos.find((c) => c.campo === campo)?.tipo;
    registro[campo] = tipo === 'numero' ? aNumero(valor) : tipo === 'booleano' ? aBooleano(valor) : aTexto(valor);
  });
  return registro;
}
