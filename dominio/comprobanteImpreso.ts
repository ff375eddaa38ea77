import { type AlicuotaIVA, type Comprobante, CONDICIONES_IVA_RECEPTOR, DOC_TIPO, importesComprobante } from './facturacion';
import { digitosCuit, formatoCuit } from './fiscal';

// The printed comprobante (issue 45, decision 96): the QR of RG 4892 and what the paper says beside ARCA's data.
// Pure, so the server prints it and a table test checks it; the admin may read the same names.

/** Printed big on whatever the demo's local ARCA authorized. */
export const SIN_VALIDEZ_FISCAL = 'Comprobante de prueba — sin validez fiscal';

export const MENSAJES_COMPROBANTE_IMPRESO = {
  sinCae: 'El comprobante aún no tiene CAE: se imprime una vez que ARCA lo autoriza',
} as const;

/** The two copies ARCA asks for, one after the other in one file. */
export const COPIAS = ['ORIGINAL', 'DUPLICADO'] as const;

/** What a comprobante's QR and name need of it. */
export type ComprobanteAutorizado = Pick<
  Comprobante,
  'Tipo' | 'Letra' | 'CbteTipo' | 'PuntoDeVenta' | 'Numero' | 'Fecha' | 'ImpTotal' | 'DocTipo' | 'DocNro' | 'CAE'
>;

/** The JSON of the QR (RG 4892, "Especificaciones técnicas del código QR", version 1), numbers as numbers. */
export interface DatosQr {
  ver: 1;
  /** The comprobante's date, YYYY-MM-DD. */
  fecha: string;
  /** The issuer's CUIT, 11 digits. */
  cuit: number;
  ptoVta: number;
  tipoCmp: number;
  nroCmp: number;
  importe: number;
  moneda: 'PES';
  ctz: 1;
  tipoDocRec: number;
  nroDocRec: number;
  /** 'E': the authorization is a CAE. */
  tipoCodAut: 'E';
  codAut: number;
}

export const URL_QR_ARCA = 'https://www.afip.gob.ar/fe/qr/?p=';

/** The QR's data of an authorized comprobante issued by `cuitEmisor`; undefined while it has no CAE (nothing to verify). */
export function datosQr(c: ComprobanteAutorizado, cuitEmisor: string): DatosQr | undefined {
  if (!c.CAE || c.Numero === null) return undefined;
  return {
    ver: 1,
    fecha: c.Fecha.slice(0, 10),
    cuit: Number(digitosCuit(cuitEmisor)),
    ptoVta: c.PuntoDeVenta,
    tipoCmp: c.CbteTipo,
    nroCmp: c.Numero,
    importe: c.ImpTotal,
    moneda: 'PES',
    ctz: 1,
    tipoDocRec: c.DocTipo,
    nroDocRec: c.DocNro,
    tipoCodAut: 'E',
    codAut: Number(c.CAE),
  };
}

/** The QR's text: ARCA's address and the JSON in base64 (ASCII only, so btoa serves on the server and in a browser). */
export const urlQr = (datos: DatosQr) => URL_QR_ARCA + btoa(JSON.stringify(datos));

/** The file's name: 'Factura-B-0003-00000042.pdf', 'Nota-de-credito-A-0003-00000007.pdf'. */
export function archivoComprobante(c: Pick<ComprobanteAutorizado, 'Tipo' | 'Letra' | 'PuntoDeVenta' | 'Numero'>): string {
  const tipo = c.Tipo.normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, '-');
  return `${tipo}-${c.Letra}-${String(c.PuntoDeVenta).padStart(4, '0')}-${String(c.Numero ?? 0).padStart(8, '0')}.pdf`;
}

/** The receptor's document as printed: 'CUIT 20-12345678-6', 'DNI 30123456', or none (a consumidor final not identified). */
export function documentoImpreso({ DocTipo, DocNro }: Pick<Comprobante, 'DocTipo' | 'DocNro'>): [etiqueta: string, valor: string] | undefined {
  if (DocTipo === DOC_TIPO.CUIT) return ['CUIT', formatoCuit(String(DocNro))];
  if (DocTipo === DOC_TIPO.DNI) return ['DNI', String(DocNro)];
  return undefined;
}

/** The receptor's condition as ARCA names it (the id it was sent with, RG 5616). */
export const condicionReceptor = (id: number) => CONDICIONES_IVA_RECEPTOR.find((c) => c.id === id)?.descripcion ?? `Condición ${id}`;

/**
 * A line of an A without its IVA: the unit price and the amount net, each split as the comprobante's totals are
 * (importesComprobante over that one amount). Each is rounded on its own, so the lines' nets may add up to a cent
 * away from the Neto gravado, which is split once per rate over the sum (decision 94) and is what ARCA authorized.
 */
export function lineaSinIva(linea: { PrecioUnitario: number; Importe: number; AlicuotaIVA: AlicuotaIVA }) {
  const neto = (importe: number) => {
    const partes = importesComprobante([{ importe, alicuota: linea.AlicuotaIVA }], 'A');
    return partes.ImpNeto + partes.ImpOpEx;
  };
  return { PrecioUnitario: neto(linea.PrecioUnitario), Importe: neto(linea.Importe) };
}
