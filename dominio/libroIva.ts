import { z } from 'zod';
import { recordId } from './campos';
import { aCentavos } from './dinero';
import {
  ALICUOTAS_IVA,
  type AlicuotaGravada,
  ID_ALICUOTA_ARCA,
  type ImporteAlicuota,
  type Letra,
  nombreAlicuota,
  TIPOS_COMPROBANTE,
  type TipoComprobante,
} from './facturacion';
import { formatoCuit } from './fiscal';
import type { Rol } from './roles';

// The Libro IVA Ventas (issue 45, item 7): a month's authorized comprobantes with the amounts ARCA authorized, their
// totals per letter and per rate, and the two fixed-width files of ARCA's "Libro IVA Digital" import (RG 4597).

// ---------------------------------------------------------------- the month and who reads it

/** Who reads the book: Supervisor and Administrador. */
export const ROLES_LIBRO_IVA: readonly Rol[] = ['Supervisor', 'Administrador'];

export const MENSAJES_LIBRO_IVA = {
  soloAdministracion: 'Solo Supervisor o Administrador pueden ver el Libro IVA Ventas',
  mes: 'Mes inválido: debe ser AAAA-MM (por ejemplo 2026-11)',
} as const;

export const libroIvaQuerySchema = z.object({
  Mes: z
    .string({ error: MENSAJES_LIBRO_IVA.mes })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MENSAJES_LIBRO_IVA.mes)
    .optional()
    .meta({ description: 'El mes del libro, AAAA-MM: los comprobantes de sus días en la zona del negocio. Por defecto, el mes anterior.' }),
});
/** The book's month, once the route chose the last one when none was asked for. */
export type LibroIvaQuery = { Mes: string };

const dos = (n: number) => String(n).padStart(2, '0');

/** The days of a month 'YYYY-MM': from its first (inclusive) to the next month's first (exclusive), 'YYYY-MM-DD'. */
export function diasDelMes(mes: string): { desde: string; hasta: string } {
  const [anio, numero] = mes.split('-').map(Number);
  const siguiente = numero === 12 ? `${anio + 1}-01` : `${anio}-${dos(numero + 1)}`;
  return { desde: `${mes}-01`, hasta: `${siguiente}-01` };
}

/** The month before the one of `dia` ('YYYY-MM-DD'): the book one closes, and the screen's first. */
export function mesAnterior(dia: string): string {
  const [anio, numero] = dia.split('-').map(Number);
  return numero === 1 ? `${anio - 1}-12` : `${anio}-${dos(numero - 1)}`;
}

// ---------------------------------------------------------------- the book as the API answers it

/** The types whose amounts subtract in the book: a credit note takes back what its invoice said. */
export const TIPOS_QUE_RESTAN: readonly TipoComprobante[] = ['Nota de crédito'];
export const signoDe = (tipo: TipoComprobante) => (TIPOS_QUE_RESTAN.includes(tipo) ? -1 : 1);

const ALICUOTAS_GRAVADAS = ALICUOTAS_IVA.filter((a): a is AlicuotaGravada => a !== 'Exento');

/** The rate of a WSFEv1 AlicIva Id (3 → '0', 5 → '21'). */
export const alicuotaDeId = (id: number) => ALICUOTAS_GRAVADAS.find((a) => ID_ALICUOTA_ARCA[a] === id);

/** The rates in the book's column order: the general one first, as ALICUOTAS_IVA lists them. */
export const ordenDeAlicuotas = (alicuotas: Iterable<AlicuotaGravada>) => {
  const presentes = new Set(alicuotas);
  return ALICUOTAS_GRAVADAS.filter((a) => presentes.has(a));
};

const importe = z.number().meta({ description: 'En pesos; negativo en una nota de crédito.' });

const importeAlicuotaSchema = z.object({
  Alicuota: z.enum(ALICUOTAS_GRAVADAS as [AlicuotaGravada, ...AlicuotaGravada[]]),
  NetoGravado: importe,
  IVA: importe,
});

/** One comprobante of the book, with the amounts ARCA authorized (signed: a credit note's are negative). */
export const renglonLibroIvaSchema = z
  .object({
    ComprobanteID: recordId,
    Fecha: z.string(),
    Tipo: z.enum(TIPOS_COMPROBANTE),
    Letra: z.enum(['A', 'B', 'C']),
    CbteTipo: z.int(),
    PuntoDeVenta: z.int(),
    Numero: z.int(),
    ClienteID: recordId,
    Cliente: z.string(),
    DocTipo: z.int().meta({ description: '80 CUIT, 96 DNI, 99 sin identificar.' }),
    DocNro: z.number(),
    Alicuotas: z.array(importeAlicuotaSchema).meta({ description: 'Neto gravado e IVA de cada alícuota, como los autorizó ARCA.' }),
    NetoGravado: importe.meta({ description: 'En una C, todo su importe (no discrimina IVA).' }),
    IVA: importe,
    Exento: importe,
    Total: importe,
  })
  .meta({ id: 'RenglonLibroIva' });
export type RenglonLibroIva = z.infer<typeof renglonLibroIvaSchema>;

const sumasSchema = { NetoGravado: importe, IVA: importe, Exento: importe, Total: importe };

/** The month's totals: per letter, per rate and overall, each the sum of the book's comprobantes. */
export const totalesLibroIvaSchema = z
  .object({
    Mes: z.string(),
    Comprobantes: z.int(),
    PorLetra: z.array(z.object({ Letra: z.enum(['A', 'B', 'C']), Comprobantes: z.int(), ...sumasSchema })),
    PorAlicuota: z.array(importeAlicuotaSchema).meta({ description: 'Solo lo que discrimina IVA (A y B); lo exento, en Exento.' }),
    Total: z.object(sumasSchema),
  })
  .meta({ id: 'TotalesLibroIva' });
export type TotalesLibroIva = z.infer<typeof totalesLibroIvaSchema>;

/** The client's document as the book shows it: 'CUIT 20-12345678-6', 'DNI 30123456', 'Sin identificar'. */
export function documentoDelLibro(docTipo: number, docNro: number): string {
  if (docTipo === 80) return `CUIT ${formatoCuit(String(docNro))}`;
  if (docTipo === 96) return `DNI ${docNro}`;
  return 'Sin identificar';
}

/** 'Neto 21 %', 'IVA 10,5 %': a rate's columns in the book and its spreadsheet. */
export const columnaDeAlicuota = (parte: 'Neto' | 'IVA', alicuota: AlicuotaGravada) => `${parte} ${nombreAlicuota(alicuota)}`;

// ---------------------------------------------------------------- Libro IVA Digital: the import files

/**
 * How a field is written: a number, right-aligned and zero-padded; an amount, in cents without separators, zero-padded
 * (13 integers and 2 decimals in 15); a date, AAAAMMDD; a text, left-aligned and space-padded, cut at the width.
 */
export type TipoDeCampo = 'numero' | 'importe' | 'fecha' | 'texto';

export interface Campo {
  nombre: string;
  largo: number;
  tipo: TipoDeCampo;
}

/**
 * LIBRO_IVA_DIGITAL_VENTAS_CBTE: one line of 266 characters per comprobante (the design of the RG 3685's
 * REGINFO_CV_VENTAS_CBTE, which the Libro IVA Digital kept). Widths as three public transcriptions of ARCA's "Diseño
 * de registros" agree (decision 99); ARCA's own PDF was not at hand.
 */
export const CAMPOS_VENTAS_CBTE = [
  { nombre: 'fecha', largo: 8, tipo: 'fecha' },
  { nombre: 'tipoComprobante', largo: 3, tipo: 'numero' },
  { nombre: 'puntoDeVenta', largo: 5, tipo: 'numero' },
  { nombre: 'numero', largo: 20, tipo: 'numero' },
  { nombre: 'numeroHasta', largo: 20, tipo: 'numero' },
  { nombre: 'codigoDocumento', largo: 2, tipo: 'numero' },
  { nombre: 'numeroDocumento', largo: 20, tipo: 'numero' },
  { nombre: 'nombre', largo: 30, tipo: 'texto' },
  { nombre: 'total', largo: 15, tipo: 'importe' },
  { nombre: 'noGravado', largo: 15, tipo: 'importe' },
  { nombre: 'percepcionNoCategorizados', largo: 15, tipo: 'importe' },
  { nombre: 'exento', largo: 15, tipo: 'importe' },
  { nombre: 'percepcionesNacionales', largo: 15, tipo: 'importe' },
  { nombre: 'percepcionesIngresosBrutos', largo: 15, tipo: 'importe' },
  { nombre: 'percepcionesMunicipales', largo: 15, tipo: 'importe' },
  { nombre: 'impuestosInternos', largo: 15, tipo: 'importe' },
  { nombre: 'moneda', largo: 3, tipo: 'texto' },
  { nombre: 'tipoDeCambio', largo: 10, tipo: 'numero' },
  { nombre: 'cantidadAlicuotas', largo: 1, tipo: 'numero' },
  { nombre: 'codigoOperacion', largo: 1, tipo: 'texto' },
  { nombre: 'otrosTributos', largo: 15, tipo: 'importe' },
  { nombre: 'vencimientoPago', largo: 8, tipo: 'fecha' },
] as const satisfies readonly Campo[];

/** LIBRO_IVA_DIGITAL_VENTAS_ALICUOTAS: one line of 62 characters per comprobante and rate, in the same order. */
export const CAMPOS_VENTAS_ALICUOTAS = [
  { nombre: 'tipoComprobante', largo: 3, tipo: 'numero' },
  { nombre: 'puntoDeVenta', largo: 5, tipo: 'numero' },
  { nombre: 'numero', largo: 20, tipo: 'numero' },
  { nombre: 'netoGravado', largo: 15, tipo: 'importe' },
  { nombre: 'alicuota', largo: 4, tipo: 'numero' },
  { nombre: 'iva', largo: 15, tipo: 'importe' },
] as const satisfies readonly Campo[];

/** The width of a line of `campos`: 266 and 62. */
export const largoDeLinea = (campos: readonly Campo[]) => campos.reduce((suma, c) => suma + c.largo, 0);

/** What each field of `campos` is given: a number or a text ('YYYY-MM-DD' for a date, pesos for an amount). */
export type ValoresDe<C extends readonly Campo[]> = { [K in C[number]['nombre']]: string | number };

/** A field's text at its width; a value that does not fit throws (a wrong file must not be uploaded). */
function campoFijo({ nombre, largo, tipo }: Campo, valor: string | number): string {
  let texto: string;
  if (tipo === 'texto') return String(valor).padEnd(largo).slice(0, largo);
  if (tipo === 'fecha') texto = String(valor).replaceAll('-', '');
  else if (tipo === 'importe') texto = String(Math.abs(aCentavos(valor)));
  else texto = String(valor);
  if (!/^\d+$/.test(texto) || texto.length > largo) throw new Error(`El campo ${nombre} (${valor}) no cabe en ${largo} dígitos`);
  return texto.padStart(largo, '0');
}

/** One fixed-width line: each field of `campos`, in order, at its width. */
export function lineaFija<C extends readonly Campo[]>(campos: C, valores: ValoresDe<C>): string {
  const porNombre = valores as Record<string, string | number>;
  return campos.map((campo) => campoFijo(campo, porNombre[campo.nombre])).join('');
}

/** A fixed-width line read back by its fields (the raw text of each), to check a file against the design. */
export function leerLinea<C extends readonly Campo[]>(campos: C, linea: string): Record<C[number]['nombre'], string> {
  let desde = 0;
  const campo: Record<string, string> = {};
  for (const { nombre, largo } of campos) {
    campo[nombre] = linea.slice(desde, desde + largo);
    desde += largo;
  }
  return campo as Record<C[number]['nombre'], string>;
}

/** A comprobante as the files take it: as ARCA authorized it (unsigned amounts: its type says a credit note). */
export interface ComprobanteLibroDigital {
  Fecha: string;
  Letra: Letra;
  CbteTipo: number;
  PuntoDeVenta: number;
  Numero: number;
  DocTipo: number;
  DocNro: number;
  Nombre: string;
  ImpTotal: number;
  ImpOpEx: number;
  Iva: ImporteAlicuota[];
}

/** ARCA's currency code of pesos, and its rate (1, with 6 decimals in 10 digits). */
const PESOS = { moneda: 'PES', tipoDeCambio: 1_000_000 };
/** WSFEv1's Id of the 0 % rate: the line an A or B with no taxed amount still needs (all of it exempt). */
const ID_CERO = ID_ALICUOTA_ARCA['0'];

/**
 * The rate lines of a comprobante: one per AlicIva it was authorized with; an A or B with none (all exempt) one at
 * 0 % with no amounts, since every A and B needs one; a C none (it discriminates no IVA).
 */
function alicuotasDe(c: ComprobanteLibroDigital): ImporteAlicuota[] {
  if (c.Letra === 'C') return [];
  return c.Iva.length > 0 ? c.Iva : [{ Id: ID_CERO, BaseImp: 0, Importe: 0 }];
}

/** The lines of both files for a month's comprobantes, in the same order (the caller's: date, type, punto, number). */
export function registrosLibroIvaDigital(comprobantes: ComprobanteLibroDigital[]): { comprobantes: string[]; alicuotas: string[] } {
  const lineas = { comprobantes: [] as string[], alicuotas: [] as string[] };
  for (const c of comprobantes) {
    const alicuotas = alicuotasDe(c);
    const clave = { tipoComprobante: c.CbteTipo, puntoDeVenta: c.PuntoDeVenta, numero: c.Numero };
    lineas.comprobantes.push(
      lineaFija(CAMPOS_VENTAS_CBTE, {
        fecha: c.Fecha,
        ...clave,
        numeroHasta: c.Numero,
        codigoDocumento: c.DocTipo,
        numeroDocumento: c.DocNro,
        nombre: c.Nombre,
        total: c.ImpTotal,
        noGravado: 0,
        percepcionNoCategorizados: 0,
        exento: c.ImpOpEx,
        percepcionesNacionales: 0,
        percepcionesIngresosBrutos: 0,
        percepcionesMunicipales: 0,
        impuestosInternos: 0,
        ...PESOS,
        cantidadAlicuotas: alicuotas.length,
        // 'E' when any of it is exempt, blank otherwise (the products sold here are neither exported nor untaxed).
        codigoOperacion: c.ImpOpEx > 0 ? 'E' : ' ',
        otrosTributos: 0,
        // Sold on account with no due date of its own: the comprobante's.
        vencimientoPago: c.Fecha,
      }),
    );
    for (const a of alicuotas) {
      lineas.alicuotas.push(lineaFija(CAMPOS_VENTAS_ALICUOTAS, { ...clave, netoGravado: a.BaseImp, alicuota: a.Id, iva: a.Importe }));
    }
  }
  return lineas;
}

/**
 * A file's text: each line ended by CRLF. Its bytes are Windows-1252, which the Spanish letters share with Latin-1; a
 * character outside it (an emoji in a name) becomes '?', so every character stays one byte and each line its width.
 */
export function textoLibroIvaDigital(lineas: string[]): string {
  return lineas.map((l) => `${l.replace(/[^\x20-\x7e\xa0-\xff]/g, '?')}\r\n`).join('');
}

/** The files' names as ARCA's import screen lists them, with the month: LIBRO_IVA_DIGITAL_VENTAS_CBTE_202611.txt. */
export const nombreArchivoLibroIva = (archivo: 'CBTE' | 'ALICUOTAS', mes: string) =>
  `LIBRO_IVA_DIGITAL_VENTAS_${archivo}_${mes.replace('-', '')}.txt`;
