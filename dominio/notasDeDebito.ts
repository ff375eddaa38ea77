import { z } from 'zod';
import { requiredText } from './campos';
import { importePositivo } from './dinero';
import { ALICUOTA_IVA_POR_DEFECTO, type AlicuotaIVA, alicuotaIvaSchema } from './facturacion';
import type { Rol } from './roles';

// Debit notes against an authorized Factura (issue 45, decision 100): what the client owes beyond the invoice (interest
// for late payment, freight, a price difference), as concepts with a final amount (IVA included, as prices are kept)
// and their IVA rate; no goods move. Once ARCA authorizes one, the client owes its total.

/** Who issues debit notes: the Administrador alone, as credit notes; everyone reads them. */
export const ROLES_NOTA_DEBITO: readonly Rol[] = ['Administrador'];

/** At most this many concepts in one note: a note is a few charges, not an invoice. */
export const MAXIMO_CONCEPTOS_NOTA_DEBITO = 20;

export const MENSAJES_NOTA_DEBITO = {
  soloAdministrador: 'Solo un administrador puede emitir notas de débito',
  motivo: 'Indique el motivo de la nota de débito',
  conceptos: 'Indique al menos un concepto con su importe',
  demasiadosConceptos: `Una nota de débito lleva hasta ${MAXIMO_CONCEPTOS_NOTA_DEBITO} conceptos`,
  descripcion: 'Indique el concepto',
  importe: 'Indique el importe del concepto',
  importeInvalido: 'El importe debe ser mayor a 0',
  noEsFactura: 'Solo se emiten notas de débito contra una factura',
} as const;

export const facturaNoAutorizadaParaDebito = (nombre: string) =>
  `${nombre} no está autorizada por ARCA: solo una factura autorizada admite notas de débito`;

const conceptoSchema = z.object({
  Descripcion: requiredText(MENSAJES_NOTA_DEBITO.descripcion, 150),
  Importe: importePositivo(MENSAJES_NOTA_DEBITO.importe, MENSAJES_NOTA_DEBITO.importeInvalido),
  AlicuotaIVA: alicuotaIvaSchema.optional(),
});

/** POST /comprobantes/{id}/notas-de-debito: why, and each concept with its final amount and rate (21 % unless told). */
export const notaDebitoCreateSchema = z.object({
  Motivo: requiredText(MENSAJES_NOTA_DEBITO.motivo, 500),
  Lineas: z
    .array(conceptoSchema, { error: MENSAJES_NOTA_DEBITO.conceptos })
    .min(1, MENSAJES_NOTA_DEBITO.conceptos)
    .max(MAXIMO_CONCEPTOS_NOTA_DEBITO, MENSAJES_NOTA_DEBITO.demasiadosConceptos),
});
export type NotaDebitoInput = z.infer<typeof notaDebitoCreateSchema>;

/** A concept's rate: the one given, else the general one. */
export const alicuotaDelConcepto = (concepto: { AlicuotaIVA?: AlicuotaIVA }): AlicuotaIVA => concepto.AlicuotaIVA ?? ALICUOTA_IVA_POR_DEFECTO;
