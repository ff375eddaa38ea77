import { z } from 'zod';
import { instante, queryFilter, recordId, relatedId, versionRegistro } from './campos';
import { aCentavos } from './dinero';
import { CLASES_NOTA_CREDITO } from './notasDeCredito';
import type { CondicionIVA } from './fiscal';
import type { Rol } from './roles';

// Electronic invoicing with ARCA (issue 45), the rules both sides share: the IVA rate a product carries, how a
// final price (IVA included, as prices are kept) splits into net and IVA the way WSFEv1 checks it, the letter of a
// comprobante, and ARCA's codes for types, rates, the receptor's condition and its document.

// ---------------------------------------------------------------- the IVA rate of a product

/** The rates a product may carry; 21 % is the general one. 'Exento' is not a rate but an exempt operation. */
export const ALICUOTAS_IVA = ['21', '10.5', '27', '5', '2.5', '0', 'Exento'] as const;
export type AlicuotaIVA = (typeof ALICUOTAS_IVA)[number];
export const ALICUOTA_IVA_POR_DEFECTO: AlicuotaIVA = '21';
export const ALICUOTA_IVA_INVALIDA = 'Alícuota de IVA inválida: 21, 10.5, 27, 5, 2.5, 0 o Exento';

/** A rate as typed or read from a spreadsheet: 10.5, '10,5', '21 %' and 'exento' are read as the rates they name. */
function comoAlicuota(valor: unknown): unknown {
  const texto = typeof valor === 'number' ? String(valor) : valor;
  if (typeof texto !== 'string') return texto;
  const limpio = texto.trim().replace(/\s*%$/, '').replace(',', '.');
  return /^exento$/i.test(limpio) ? 'Exento' : limpio;
}

export const alicuotaIvaSchema = z.preprocess(comoAlicuota, z.enum(ALICUOTAS_IVA, ALICUOTA_IVA_INVALIDA));

/** As the screens and papers show it: '10,5 %'; 'Exento' as it is. */
export const nombreAlicuota = (alicuota: AlicuotaIVA) => (alicuota === 'Exento' ? alicuota : `${alicuota.replace('.', ',')} %`);

/** A taxed rate: every one but 'Exento'. */
export type AlicuotaGravada = Exclude<AlicuotaIVA, 'Exento'>;

/**
 * WSFEv1's Iva.AlicIva.Id of each taxed rate (FEParamGetTiposIva). An exempt line has no Iva entry: its amount
 * goes to ImpOpEx.
 */
export const ID_ALICUOTA_ARCA: Record<AlicuotaGravada, number> = { '0': 3, '10.5': 4, '21': 5, '27': 6, '5': 8, '2.5': 9 };

/** The rate in thousandths, so the split is integer arithmetic: 10.5 % is 105. */
const MILESIMOS: Record<AlicuotaGravada, number> = { '0': 0, '10.5': 105, '21': 210, '27': 270, '5': 50, '2.5': 25 };

// ---------------------------------------------------------------- the comprobante's letter and type

/** The company's own condition: only these two may issue (an exempt company is out of this product's scope). */
export const CONDICIONES_IVA_EMISOR = ['Responsable Inscripto', 'Monotributista'] as const;
export type CondicionIVAEmisor = (typeof CONDICIONES_IVA_EMISOR)[number];

export type Letra = 'A' | 'B' | 'C';

/**
 * The letter ARCA's rules give (RG 1415, and RG 5003 since 2021 for monotributistas as receptors): a Responsable
 * Inscripto issues A to another Responsable Inscripto or to a Monotributista (who may not compute that IVA but
 * must be identified), B to an exempt client, a consumidor final or one whose condition is unknown; a
 * Monotributista issues C to everyone and discriminates no IVA.
 */
export function letraComprobante(emisor: CondicionIVAEmisor, receptor: CondicionIVA | null): Letra {
  if (emisor === 'Monotributista') return 'C';
  return receptor === 'Responsable Inscripto' || receptor === 'Monotributista' ? 'A' : 'B';
}

export const TIPOS_COMPROBANTE = ['Factura', 'Nota de débito', 'Nota de crédito'] as const;
export type TipoComprobante = (typeof TIPOS_COMPROBANTE)[number];

/** WSFEv1's CbteTipo (FEParamGetTiposCbte). */
export const CBTE_TIPO: Record<TipoComprobante, Record<Letra, number>> = {
  Factura: { A: 1, B: 6, C: 11 },
  'Nota de débito': { A: 2, B: 7, C: 12 },
  'Nota de crédito': { A: 3, B: 8, C: 13 },
};

// ---------------------------------------------------------------- the receptor

/**
 * CondicionIVAReceptorId, required since RG 5616 (2024): the table FEParamGetCondicionIvaReceptor answers, as
 * ARCA's "Manual para el desarrollador WSFEv1" (version 4.0, RG 5616) lists it; the letters are the Cmp_Clase
 * each may receive ('M' is the letter of a Responsable Inscripto under RG 1575, never issued here). The public
 * implementations in the search corpus (AFIP SDKs in Python and C#) agree with these ids.
 */
export const CONDICIONES_IVA_RECEPTOR = [
  { id: 1, descripcion: 'IVA Responsable Inscripto', letras: ['A', 'M', 'C'] },
  { id: 4, descripcion: 'IVA Sujeto Exento', letras: ['B', 'C'] },
  { id: 5, descripcion: 'Consumidor Final', letras: ['B', 'C'] },
  { id: 6, descripcion: 'Responsable Monotributo', letras: ['A', 'M', 'C'] },
  { id: 7, descripcion: 'Sujeto No Categorizado', letras: ['B', 'C'] },
  { id: 8, descripcion: 'Proveedor del Exterior', letras: ['B', 'C'] },
  { id: 9, descripcion: 'Cliente del Exterior', letras: ['B', 'C'] },
  { id: 10, descripcion: 'IVA Liberado – Ley N° 19.640', letras: ['B', 'C'] },
  { id: 13, descripcion: 'Monotributista Social', letras: ['A', 'M', 'C'] },
  { id: 15, descripcion: 'IVA No Alcanzado', letras: ['B', 'C'] },
  { id: 16, descripcion: 'Monotributo Trabajador Independiente Promovido', letras: ['A', 'M', 'C'] },
] as const;

/** The id of a client's condition as the product keeps it; none known is a consumidor final. */
export function condicionIvaReceptorId(receptor: CondicionIVA | null): number {
  const ids: Record<CondicionIVA, number> = { 'Responsable Inscripto': 1, Monotributista: 6, Exento: 4, 'Consumidor Final': 5 };
  return receptor ? ids[receptor] : 5;
}

/** WSFEv1's DocTipo of the documents the product knows (FEParamGetTiposDoc). */
export const DOC_TIPO = { CUIT: 80, DNI: 96, 'Sin identificar': 99 } as const;

/**
 * The amount over which a Factura B to a consumidor final must identify the buyer (RG 5700/2025: $ 10.000.000;
 * ARCA raises it by resolution, so it lives here, in one place).
 */
export const MONTO_MAXIMO_SIN_IDENTIFICAR = 10_000_000;

export const SIN_DOCUMENTO_EN_FACTURA_A = 'Una factura A necesita el CUIT del cliente';
export const sinDocumentoSobreElMaximo = (maximo: number) =>
  `Un comprobante de más de $ ${maximo.toLocaleString('es-AR')} necesita el CUIT o el DNI del cliente (DocTipo 80 o 96)`;

export interface Documento {
  DocTipo: number;
  DocNro: number;
}

/**
 * The receptor's document: its CUIT when it has one; otherwise a DNI; otherwise 99 with number 0, which ARCA takes
 * only on B or C and only up to MONTO_MAXIMO_SIN_IDENTIFICAR. Answers the message of why not when it cannot be.
 */
export function documentoReceptor(
  receptor: { cuit?: string | null; dni?: string | null },
  letra: Letra,
  total: number,
): Documento | { error: string } {
  if (receptor.cuit) return { DocTipo: DOC_TIPO.CUIT, DocNro: Number(receptor.cuit) };
  if (letra === 'A') return { error: SIN_DOCUMENTO_EN_FACTURA_A };
  if (receptor.dni) return { DocTipo: DOC_TIPO.DNI, DocNro: Number(receptor.dni) };
  if (total > MONTO_MAXIMO_SIN_IDENTIFICAR) return { error: sinDocumentoSobreElMaximo(MONTO_MAXIMO_SIN_IDENTIFICAR) };
  return { DocTipo: DOC_TIPO['Sin identificar'], DocNro: 0 };
}

// ---------------------------------------------------------------- amounts as WSFEv1 checks them

/** A line as an order carries it: its final amount (IVA included) and its product's rate. */
export interface LineaFacturable {
  importe: number;
  alicuota: AlicuotaIVA;
}

/** An AlicIva entry of FECAESolicitar. */
export interface ImporteAlicuota {
  Id: number;
  BaseImp: number;
  Importe: number;
}

/** The amounts of a FECAEDetRequest, in pesos with two decimals. */
export interface ImportesComprobante {
  ImpTotal: number;
  ImpTotConc: number;
  ImpNeto: number;
  ImpOpEx: number;
  ImpIVA: number;
  ImpTrib: number;
  /** Empty on a C, which discriminates no IVA. */
  Iva: ImporteAlicuota[];
}

/**
 * How far an AlicIva's Importe may be from BaseImp × rate, in cents. ARCA's manual does not publish its tolerance;
 * one cent is what the split below guarantees and what the local stand-in checks.
 */
export const TOLERANCIA_IVA_CENTAVOS = 1;

/**
 * Net and IVA of the final amount of one rate, in cents: net = round(total / (1 + rate)), IVA = total - net, so
 * net + IVA is the total exactly, and IVA differs from net × rate by at most half a cent × (1 + rate) < 1 cent.
 * The split is made once per rate over the sum of its lines, never per line: per line, each line's half cent adds
 * up and twenty lines are ten cents away from BaseImp × rate (the table in facturacion.test.ts).
 */
function netoEIva(totalCentavos: number, milesimos: number): { neto: number; iva: number } {
  const neto = Math.round((totalCentavos * 1000) / (1000 + milesimos));
  return { neto, iva: totalCentavos - neto };
}

const pesos = (centavos: number) => centavos / 100;

/**
 * The amounts of a comprobante from its lines' final amounts: ImpTotal is their sum to the cent (so the invoice
 * totals what the order does), ImpTotal = ImpNeto + ImpIVA + ImpOpEx + ImpTotConc + ImpTrib exactly, one AlicIva per
 * rate (in ARCA's id order) with Importe within TOLERANCIA_IVA_CENTAVOS of BaseImp × rate; exempt lines go to
 * ImpOpEx. A C discriminates no IVA: all of it is ImpNeto, and ARCA refuses an Iva array on it.
 */
export function importesComprobante(lineas: LineaFacturable[], letra: Letra): ImportesComprobante {
  const porAlicuota = new Map<AlicuotaIVA, number>();
  for (const { importe, alicuota } of lineas) porAlicuota.set(alicuota, (porAlicuota.get(alicuota) ?? 0) + aCentavos(importe));
  const total = [...porAlicuota.values()].reduce((suma, centavos) => suma + centavos, 0);
  const vacio = { ImpTotal: pesos(total), ImpTotConc: 0, ImpTrib: 0, Iva: [] };
  if (letra === 'C') return { ...vacio, ImpNeto: pesos(total), ImpOpEx: 0, ImpIVA: 0 };
  const exento = porAlicuota.get('Exento') ?? 0;
  let neto = 0;
  let iva = 0;
  const alicuotas: ImporteAlicuota[] = [];
  for (const alicuota of ALICUOTAS_IVA) {
    const centavos = porAlicuota.get(alicuota);
    if (alicuota === 'Exento' || centavos === undefined) continue;
    const partes = netoEIva(centavos, MILESIMOS[alicuota]);
    neto += partes.neto;
    iva += partes.iva;
    alicuotas.push({ Id: ID_ALICUOTA_ARCA[alicuota], BaseImp: pesos(partes.neto), Importe: pesos(partes.iva) });
  }
  alicuotas.sort((a, b) => a.Id - b.Id);
  return { ...vacio, ImpNeto: pesos(neto), ImpOpEx: pesos(exento), ImpIVA: pesos(iva), Iva: alicuotas };
}

/**
 * The checks WSFEv1 makes on the amounts (the ones the local stand-in repeats): the total is the sum of its parts,
 * ImpIVA is the sum of the AlicIva entries, ImpNeto the sum of their bases, and each entry's Importe is its
 * BaseImp × rate within TOLERANCIA_IVA_CENTAVOS. Answers the broken checks, in Spanish; none is valid.
 */
export function erroresDeImportes(importes: ImportesComprobante): string[] {
  const c = aCentavos;
  const errores: string[] = [];
  const partes = c(importes.ImpNeto) + c(importes.ImpIVA) + c(importes.ImpOpEx) + c(importes.ImpTotConc) + c(importes.ImpTrib);
  if (partes !== c(importes.ImpTotal)) errores.push('ImpTotal no es ImpNeto + ImpIVA + ImpOpEx + ImpTotConc + ImpTrib');
  if (importes.Iva.length === 0) return errores;
  const sumaIva = importes.Iva.reduce((suma, { Importe }) => suma + c(Importe), 0);
  const sumaBases = importes.Iva.reduce((suma, { BaseImp }) => suma + c(BaseImp), 0);
  if (sumaIva !== c(importes.ImpIVA)) errores.push('ImpIVA no es la suma de los importes de IVA');
  if (sumaBases !== c(importes.ImpNeto)) errores.push('ImpNeto no es la suma de las bases imponibles');
  for (const { Id, BaseImp, Importe } of importes.Iva) {
    const alicuota = (Object.keys(ID_ALICUOTA_ARCA) as AlicuotaGravada[]).find((a) => ID_ALICUOTA_ARCA[a] === Id);
    if (alicuota === undefined) {
      errores.push(`Alícuota de IVA ${Id} desconocida`);
      continue;
    }
    const esperado = (c(BaseImp) * MILESIMOS[alicuota]) / 1000;
    if (Math.abs(c(Importe) - esperado) > TOLERANCIA_IVA_CENTAVOS) {
      errores.push(`El IVA al ${alicuota} % (${Importe}) no es su base (${BaseImp}) por la alícuota`);
    }
  }
  return errores;
}

// ---------------------------------------------------------------- comprobantes as the API takes and answers them

export const ESTADOS_COMPROBANTE = ['Pendiente de CAE', 'Autorizado', 'Rechazado'] as const;
export type EstadoComprobante = (typeof ESTADOS_COMPROBANTE)[number];

/** Who invoices (issue 45): Supervisor and Administrador; everyone reads. */
export const ROLES_FACTURAR: readonly Rol[] = ['Supervisor', 'Administrador'];

export const MENSAJES_FACTURA = {
  soloQuienFactura: 'Solo Supervisor o Administrador pueden facturar',
  pedidos: 'Elija los pedidos a facturar',
  pedidoRepetido: 'Un pedido se eligió dos veces',
  noEncontrado: 'Comprobante no encontrado',
  sinFacturacion:
    'La facturación electrónica no está configurada: falta ARCA_PUNTO_VENTA (y, para facturar de verdad, ARCA_CERTIFICADO y ARCA_CLAVE)',
  distintosClientes: 'Los pedidos de una factura deben ser de un mismo cliente',
} as const;
export const pedidoNoCompletado = (id: number, estado: string) => `El pedido ${id} no se puede facturar: está ${estado}, no Completado`;
export const pedidoYaFacturado = (id: number, comprobante: string) => `El pedido ${id} ya está facturado en ${comprobante}`;
export const pedidoInexistente = (id: number) => `El pedido ${id} no existe`;

/** 'Factura B 0003-00000042' (a pending one has no number yet: 'Factura B 0003 (pendiente de CAE)'). */
export function nombreComprobante(c: { Tipo: TipoComprobante; Letra: Letra; PuntoDeVenta: number; Numero: number | null }): string {
  const punto = String(c.PuntoDeVenta).padStart(4, '0');
  return c.Numero === null
    ? `${c.Tipo} ${c.Letra} ${punto} (pendiente de CAE)`
    : `${c.Tipo} ${c.Letra} ${punto}-${String(c.Numero).padStart(8, '0')}`;
}

/** POST /comprobantes: a Factura over one or several completed orders of one client (the month's remitos). */
export const facturaCreateSchema = z.object({
  PedidoIDs: z
    .array(relatedId(MENSAJES_FACTURA.pedidos), { error: MENSAJES_FACTURA.pedidos })
    .min(1, MENSAJES_FACTURA.pedidos)
    .max(200, 'Hasta 200 pedidos por factura')
    .refine((ids) => new Set(ids).size === ids.length, MENSAJES_FACTURA.pedidoRepetido),
});
export type FacturaInput = z.infer<typeof facturaCreateSchema>;

export const comprobanteFilterSchema = z.object({
  ClienteID: queryFilter(z.coerce.number().int().positive()),
  PedidoID: queryFilter(z.coerce.number().int().positive()).meta({ description: 'Los comprobantes de un pedido.' }),
  Estado: queryFilter(z.enum(ESTADOS_COMPROBANTE)),
  ComprobanteAsociadoID: queryFilter(z.coerce.number().int().positive()).meta({ description: 'Las notas de crédito de una factura.' }),
});

const lineaComprobanteSchema = z.object({
  Renglon: z.int().positive(),
  RenglonAsociado: z.int().nullable().meta({ description: 'En una nota de crédito, la línea de la factura que acredita.' }),
  PedidoID: recordId.nullable(),
  ProductoID: recordId.nullable().meta({ description: 'Nulo en el concepto de una nota de débito.' }),
  Descripcion: z.string(),
  Cantidad: z.int(),
  PrecioUnitario: z.number().meta({ description: 'Precio final, IVA incluido.' }),
  Importe: z.number(),
  AlicuotaIVA: z.enum(ALICUOTAS_IVA),
});

/** A comprobante as the API answers it. */
export const comprobanteSchema = z
  .object({
    ComprobanteID: recordId,
    Tipo: z.enum(TIPOS_COMPROBANTE),
    Letra: z.enum(['A', 'B', 'C']),
    CbteTipo: z.int().meta({ description: 'El código de ARCA (CbteTipo): 1 Factura A, 6 Factura B, 11 Factura C...' }),
    PuntoDeVenta: z.int(),
    Numero: z.int().nullable().meta({ description: 'Se toma al enviarlo a ARCA; un rechazo lo devuelve.' }),
    ClienteID: recordId,
    Fecha: z.string(),
    Estado: z.enum(ESTADOS_COMPROBANTE),
    CAE: z.string().nullable(),
    CAEVence: z.string().nullable(),
    DocTipo: z.int(),
    DocNro: z.number(),
    CondicionIVAReceptorId: z.int(),
    ImpTotal: z.number(),
    ImpNeto: z.number(),
    ImpIVA: z.number(),
    ImpOpEx: z.number(),
    Observaciones: z.array(z.object({ codigo: z.int(), mensaje: z.string() })).meta({ description: 'Lo que ARCA respondió, con sus códigos.' }),
    DePrueba: z.boolean().meta({ description: 'Autorizado por el ARCA local de la demostración: sin validez fiscal.' }),
    ComprobanteAsociadoID: recordId.nullable().meta({ description: 'En una nota de crédito o de débito, su factura.' }),
    Clase: z.enum(CLASES_NOTA_CREDITO).nullable().meta({ description: 'En una nota de crédito: si volvió mercadería.' }),
    Motivo: z.string().nullable(),
    PedidoIDs: z.array(recordId),
    lineas: z.array(lineaComprobanteSchema),
    Version: versionRegistro,
    createdAt: instante,
    updatedAt: instante,
  })
  .meta({ id: 'Comprobante' });
export type Comprobante = z.infer<typeof comprobanteSchema>;

/** How a comprobante stands once sent to ARCA, as the staff read it (every type is feminine: "Factura rechazada por ARCA"). */
const TRAS_EL_ENVIO: Record<EstadoComprobante, string> = {
  Autorizado: 'autorizada por ARCA',
  Rechazado: 'rechazada por ARCA',
  'Pendiente de CAE': 'pendiente de CAE: ARCA no respondió y se reenvía sola',
};
export const mensajeDeEnvio = ({ Tipo, Estado }: { Tipo: TipoComprobante; Estado: EstadoComprobante }) => `${Tipo} ${TRAS_EL_ENVIO[Estado]}`;
