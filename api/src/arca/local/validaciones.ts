import { CBTE_TIPO, CONDICIONES_IVA_RECEPTOR, DOC_TIPO, erroresDeImportes, type ImportesComprobante, type Letra } from '#dominio/facturacion';
import { esCuitValido } from '#dominio/fiscal';

// The checks the local ARCA makes on each FECAEDetRequest, with ARCA's codes and texts as its "Manual para el
// desarrollador WSFEv1" (v4) gives them, as best known: the codes real answers have shown (10016, 10048, 10013,
// 10242, 10246) are certain; the rest follow the manual's numbering as recalled and may differ from ARCA's.

export interface Mensaje {
  Code: number;
  Msg: string;
}

export const MENSAJES = {
  noEsElProximo: {
    Code: 10016,
    Msg: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
  },
  importeTotal: {
    Code: 10048,
    Msg: "El campo 'Importe Total' ImpTotal, debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA.",
  },
  sumaIva: { Code: 10023, Msg: 'El campo ImpIVA debe ser igual a la suma de los importes (Importe) informados en AlicIva.' },
  sumaBases: { Code: 10061, Msg: 'El campo ImpNeto debe ser igual a la suma de las bases imponibles (BaseImp) informadas en AlicIva.' },
  alicuotaDesconocida: { Code: 10019, Msg: 'El campo Id de AlicIva no es valido. Consultar metodo FEParamGetTiposIva.' },
  importeDeAlicuota: { Code: 10051, Msg: 'Los importes informados en AlicIva no se corresponden con los porcentajes.' },
  claseASinCuit: { Code: 10013, Msg: 'Para comprobantes clase A y M el campo DocTipo debe ser igual a 80 (CUIT).' },
  cuitInvalido: { Code: 10015, Msg: 'Si DocTipo es 80 (CUIT), el campo DocNro debe ser un CUIT valido.' },
  sinCondicionReceptor: {
    Code: 10246,
    Msg: 'Campo Condicion Frente al IVA del receptor es obligatorio conforme a lo reglamentado por la Resolucion General N° 5616.',
  },
  condicionReceptorInvalida: {
    Code: 10242,
    Msg: 'El campo Condicion IVA receptor no es un valor valido. Consular metodo FEParamGetCondicionIvaReceptor',
  },
  condicionReceptorDeOtraClase: {
    Code: 10243,
    Msg: 'El campo Condicion IVA receptor no corresponde a la clase del comprobante. Consular metodo FEParamGetCondicionIvaReceptor',
  },
  ivaEnClaseC: { Code: 10071, Msg: 'Para comprobantes tipo C el objeto IVA no debe informarse.' },
  moneda: { Code: 10118, Msg: 'El campo MonId no es valido. Consultar metodo FEParamGetTiposMonedas.' },
  cotizacion: { Code: 10119, Msg: 'Si MonId es PES, el campo MonCotiz debe ser igual a 1.' },
  // Notes and their associated comprobante (CbtesAsoc): codes as recalled from the manual, not confirmed by a real answer.
  notaSinAsociado: {
    Code: 10197,
    Msg: 'Para comprobantes de Nota de Debito y Nota de Credito es obligatorio informar Comprobantes Asociados (CbtesAsoc) o Periodo Asociado.',
  },
  asociadoNoAutorizado: { Code: 10153, Msg: 'El comprobante asociado informado en CbtesAsoc no se encuentra autorizado para el emisor.' },
  asociadoDeOtraClase: { Code: 10154, Msg: 'La clase del comprobante asociado debe ser la misma que la del comprobante a autorizar.' },
  // Errors of the whole request, not of a detail.
  cantidadDeRegistros: { Code: 10001, Msg: 'El campo CantReg debe ser igual a la cantidad de registros de FeDetReq.' },
  loteExcedido: { Code: 10000, Msg: 'La cantidad de registros excede el maximo permitido. Consultar metodo FECompTotXRequest.' },
  tipoDeComprobante: { Code: 10007, Msg: 'El campo CbteTipo no es valido. Consultar metodo FEParamGetTiposCbte.' },
  credenciales: { Code: 600, Msg: 'ValidacionDeToken: No validaron las credenciales' },
  sinResultados: { Code: 602, Msg: 'Sin Resultados: - en consulta de comprobante' },
} as const satisfies Record<string, Mensaje>;

/** The largest lot FECAESolicitar takes (FECompTotXRequest). */
export const REGISTROS_POR_LOTE = 250;

/** dominio's amount checks, each with its code: the start of the text erroresDeImportes answers. */
const CODIGO_DE_IMPORTES: [string, Mensaje][] = [
  ['ImpTotal', MENSAJES.importeTotal],
  ['ImpIVA', MENSAJES.sumaIva],
  ['ImpNeto', MENSAJES.sumaBases],
  ['Alícuota', MENSAJES.alicuotaDesconocida],
  ['El IVA al', MENSAJES.importeDeAlicuota],
];

/** The letter of a CbteTipo this product issues (undefined: a type the local ARCA does not take). */
export const letraDe = (cbteTipo: number): Letra | undefined =>
  Object.values(CBTE_TIPO)
    .flatMap((porLetra) => Object.entries(porLetra) as [Letra, number][])
    .find(([, tipo]) => tipo === cbteTipo)?.[0];

/** A CbteAsoc of a note: the comprobante it refers to, of the issuer `Cuit`. */
export interface Asociado {
  Tipo: number;
  PtoVta: number;
  Nro: number;
  Cuit: string;
  CbteFch: string;
}

/** Debit and credit notes: they must name the comprobante they adjust. */
const TIPOS_DE_NOTA = new Set([...Object.values(CBTE_TIPO['Nota de crédito']), ...Object.values(CBTE_TIPO['Nota de débito'])]);

/** A FECAEDetRequest with its values as numbers (SOAP hands them over as text). */
export interface Detalle extends ImportesComprobante {
  Concepto: number;
  DocTipo: number;
  DocNro: number;
  CbteDesde: number;
  CbteHasta: number;
  CbteFch: string;
  MonId: string;
  MonCotiz: number;
  CondicionIVAReceptorId?: number;
  CbtesAsoc: Asociado[];
}

const DIA_MS = 24 * 3600_000;
const dia = (yyyymmdd: string) => Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8)));

/** Where a detail is checked: its type's letter, the last authorized of its punto de venta and type at this point of
 * the lot, the request's day in Argentina (YYYYMMDD), and whether a note's associated comprobante was authorized. */
export interface Contexto {
  cbteTipo: number;
  ultimo: { numero: number; fecha: string };
  hoy: string;
  autorizado: (a: Asociado) => boolean;
}

/** A note's CbtesAsoc: required, each authorized for this issuer and of the note's letter. */
function observacionesDeAsociados(d: Detalle, letra: Letra, { cbteTipo, autorizado }: Contexto): Mensaje[] {
  if (!TIPOS_DE_NOTA.has(cbteTipo)) return [];
  if (d.CbtesAsoc.length === 0) return [MENSAJES.notaSinAsociado];
  if (d.CbtesAsoc.some((a) => !autorizado(a))) return [MENSAJES.asociadoNoAutorizado];
  return d.CbtesAsoc.some((a) => letraDe(a.Tipo) !== letra) ? [MENSAJES.asociadoDeOtraClase] : [];
}

/** The observations of one detail (none: it is approved). */
export function observacionesDe(d: Detalle, letra: Letra, contexto: Contexto): Mensaje[] {
  const { ultimo, hoy } = contexto;
  const observaciones: Mensaje[] = [];
  // Products (Concepto 1) take a date up to 5 days either side of the request's, never before the last authorized.
  const fueraDeFecha = !/^\d{8}$/.test(d.CbteFch) || Math.abs(dia(d.CbteFch) - dia(hoy)) > 5 * DIA_MS || d.CbteFch < ultimo.fecha;
  if (d.CbteDesde !== ultimo.numero + 1 || d.CbteHasta !== d.CbteDesde || fueraDeFecha) observaciones.push(MENSAJES.noEsElProximo);
  for (const error of erroresDeImportes(d)) {
    observaciones.push(CODIGO_DE_IMPORTES.find(([inicio]) => error.startsWith(inicio))?.[1] ?? MENSAJES.importeTotal);
  }
  if (letra === 'A' && d.DocTipo !== DOC_TIPO.CUIT) observaciones.push(MENSAJES.claseASinCuit);
  if (d.DocTipo === DOC_TIPO.CUIT && !esCuitValido(String(d.DocNro))) observaciones.push(MENSAJES.cuitInvalido);
  const condicion = CONDICIONES_IVA_RECEPTOR.find((c) => c.id === d.CondicionIVAReceptorId);
  if (d.CondicionIVAReceptorId === undefined) observaciones.push(MENSAJES.sinCondicionReceptor);
  else if (!condicion) observaciones.push(MENSAJES.condicionReceptorInvalida);
  else if (!(condicion.letras as readonly string[]).includes(letra)) observaciones.push(MENSAJES.condicionReceptorDeOtraClase);
  if (letra === 'C' && d.Iva.length > 0) observaciones.push(MENSAJES.ivaEnClaseC);
  if (d.MonId !== 'PES') observaciones.push(MENSAJES.moneda);
  else if (d.MonCotiz !== 1) observaciones.push(MENSAJES.cotizacion);
  observaciones.push(...observacionesDeAsociados(d, letra, contexto));
  return observaciones;
}
