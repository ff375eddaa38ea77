import { z } from 'zod';
import { integer, oneOf, requiredText } from './campos';
import { aCentavos, importePositivo } from './dinero';
import type { Rol } from './roles';

// Credit notes against an authorized Factura (issue 45, decision 97): whole, or by lines; a return (the goods come
// back to stock) or a price correction (an amount, no stock). What is left to credit of each invoice line is one
// function (restantes), which the API bounds a note with and the admin's form bounds its fields with.

/** A return brings the goods back to stock; a price correction (a bonificación) credits an amount only. */
export const CLASES_NOTA_CREDITO = ['Devolución', 'Corrección de precio'] as const;
export type ClaseNotaCredito = (typeof CLASES_NOTA_CREDITO)[number];

/** Who issues credit notes (issue 45): the Administrador alone; everyone reads them. */
export const ROLES_NOTA_CREDITO: readonly Rol[] = ['Administrador'];

export const MENSAJES_NOTA_CREDITO = {
  soloAdministrador: 'Solo un administrador puede emitir notas de crédito',
  clase: 'Elija si es una devolución o una corrección de precio',
  claseInvalida: `Clase inválida: ${CLASES_NOTA_CREDITO.join(' o ')}`,
  motivo: 'Indique el motivo de la nota de crédito',
  completaOLineas: 'Elija la factura completa o las líneas a acreditar, no ambas',
  lineas: 'Indique al menos una línea con lo que acredita',
  renglon: 'Línea de la factura inválida',
  renglonRepetido: 'Una línea de la factura se eligió dos veces',
  cantidad: 'Indique la cantidad que vuelve',
  cantidadInvalida: 'La cantidad debe ser un número entero mayor a 0',
  importe: 'Indique el importe a acreditar',
  importeInvalido: 'El importe debe ser mayor a 0',
  soloCantidad: 'Una devolución acredita cantidades, no importes',
  soloImporte: 'Una corrección de precio acredita importes, no cantidades',
  noEsFactura: 'Solo se emiten notas de crédito contra una factura',
  nadaQueAcreditar: 'La factura ya está acreditada por completo',
} as const;

export const facturaNoAutorizada = (nombre: string) =>
  `${nombre} no está autorizada por ARCA: solo una factura autorizada admite notas de crédito`;
export const renglonInexistente = (renglon: number) => `La factura no tiene la línea ${renglon}`;
export const cantidadExcedida = (descripcion: string, disponible: number) =>
  `No se puede devolver más de lo facturado de ${descripcion} menos lo ya acreditado (queda: ${disponible})`;
export const importeExcedido = (descripcion: string, disponible: number) =>
  `No se puede acreditar más de lo facturado de ${descripcion} menos lo ya acreditado (queda: $ ${disponible.toLocaleString('es-AR', { minimumFractionDigits: 2 })})`;

/** 409 of a status change that would cancel or reopen an invoiced order (decision 97). */
export const pedidoFacturadoSinNotaDeCredito = (pedidoId: number, factura: string) =>
  `El pedido ${pedidoId} está facturado en ${factura}: emita primero su nota de crédito por el total de la factura`;

const lineaNotaSchema = z.object({
  Renglon: integer(MENSAJES_NOTA_CREDITO.renglon, MENSAJES_NOTA_CREDITO.renglon, 1, 10_000),
  Cantidad: integer(MENSAJES_NOTA_CREDITO.cantidad, MENSAJES_NOTA_CREDITO.cantidadInvalida, 1).optional(),
  Importe: importePositivo(MENSAJES_NOTA_CREDITO.importe, MENSAJES_NOTA_CREDITO.importeInvalido).optional(),
});

/**
 * POST /comprobantes/{id}/notas-de-credito: its class, why, and either the whole invoice (Completa: what is left of
 * every line) or lines: a return gives each line's quantity, a price correction each line's amount (final, IVA
 * included, as prices are kept).
 */
export const notaCreditoCreateSchema = z
  .object({
    Clase: oneOf(CLASES_NOTA_CREDITO, MENSAJES_NOTA_CREDITO.clase, MENSAJES_NOTA_CREDITO.claseInvalida),
    Motivo: requiredText(MENSAJES_NOTA_CREDITO.motivo, 500),
    Completa: z.boolean({ error: MENSAJES_NOTA_CREDITO.completaOLineas }).optional(),
    Lineas: z
      .array(lineaNotaSchema, { error: MENSAJES_NOTA_CREDITO.lineas })
      .max(1000, MENSAJES_NOTA_CREDITO.lineas)
      .refine((lineas) => new Set(lineas.map((l) => l.Renglon)).size === lineas.length, MENSAJES_NOTA_CREDITO.renglonRepetido)
      .optional(),
  })
  .superRefine((nota, ctx) => {
    const conLineas = (nota.Lineas?.length ?? 0) > 0;
    if (nota.Completa === true && conLineas) ctx.addIssue({ code: 'custom', path: ['Lineas'], message: MENSAJES_NOTA_CREDITO.completaOLineas });
    if (nota.Completa !== true && !conLineas) ctx.addIssue({ code: 'custom', path: ['Lineas'], message: MENSAJES_NOTA_CREDITO.lineas });
    for (const linea of nota.Lineas ?? []) {
      const devolucion = nota.Clase === 'Devolución';
      if (devolucion ? linea.Importe !== undefined : linea.Cantidad !== undefined) {
        const message = devolucion ? MENSAJES_NOTA_CREDITO.soloCantidad : MENSAJES_NOTA_CREDITO.soloImporte;
        ctx.addIssue({ code: 'custom', path: ['Lineas'], message });
      } else if (devolucion ? linea.Cantidad === undefined : linea.Importe === undefined) {
        ctx.addIssue({ code: 'custom', path: ['Lineas'], message: devolucion ? MENSAJES_NOTA_CREDITO.cantidad : MENSAJES_NOTA_CREDITO.importe });
      }
    }
  });
export type NotaCreditoInput = z.infer<typeof notaCreditoCreateSchema>;

// ---------------------------------------------------------------- what is left to credit

/** An invoice line as the comprobante answers it (Renglon is its place in the invoice). */
export interface LineaFacturada {
  Renglon: number;
  Descripcion: string;
  Cantidad: number;
  PrecioUnitario: number;
  Importe: number;
}

/** A line of an earlier credit note: the invoice line it credits, the quantity that came back (a return) and its amount. */
export interface LineaAcreditada {
  RenglonAsociado: number | null;
  Cantidad: number;
  Importe: number;
}

/** What is left of an invoice line: the quantity that may still come back, and the amount that may still be credited. */
export interface Restante {
  Renglon: number;
  Descripcion: string;
  PrecioUnitario: number;
  Cantidad: number;
  Importe: number;
}

/**
 * What is left of each invoice line after the credit notes given (those not rejected: a pending one will be
 * authorized). A price correction lowers the amount left but not the quantity; a return lowers both.
 */
export function restantes(lineas: LineaFacturada[], acreditadas: LineaAcreditada[]): Restante[] {
  return lineas.map((l) => {
    const suyas = acreditadas.filter((a) => a.RenglonAsociado === l.Renglon);
    const cantidad = suyas.reduce((suma, a) => suma + a.Cantidad, 0);
    const centavos = suyas.reduce((suma, a) => suma + aCentavos(a.Importe), 0);
    return {
      Renglon: l.Renglon,
      Descripcion: l.Descripcion,
      PrecioUnitario: l.PrecioUnitario,
      Cantidad: Math.max(0, l.Cantidad - cantidad),
      Importe: Math.max(0, aCentavos(l.Importe) - centavos) / 100,
    };
  });
}

/**
 * The quantity of a line a return may still bring back: what is left, unless price corrections took its whole amount
 * (then nothing is left to credit for the goods). A part of it may still be refused if its amount at the line's price
 * exceeds the amount left (importeAcreditado).
 */
export function cantidadDevolvible(r: Restante): number {
  if (r.Cantidad === 0 || aCentavos(r.Importe) === 0) return 0;
  return r.Cantidad;
}

/**
 * The amount a line of a note credits: a return's quantity at the line's price, or the amount left when it returns
 * all that is left (so the line closes at 0, whatever a price correction took); a price correction's amount as given.
 * Undefined: more than is left (the 409).
 */
export function importeAcreditado(r: Restante, pedido: { Cantidad?: number; Importe?: number }): number | undefined {
  if (pedido.Cantidad !== undefined) {
    if (pedido.Cantidad > cantidadDevolvible(r)) return undefined;
    if (pedido.Cantidad === r.Cantidad) return r.Importe;
    const centavos = aCentavos(r.PrecioUnitario) * pedido.Cantidad;
    return centavos > aCentavos(r.Importe) ? undefined : centavos / 100;
  }
  const importe = pedido.Importe ?? 0;
  return aCentavos(importe) > aCentavos(r.Importe) ? undefined : importe;
}

/** What facturaQueRetiene reads of an order's comprobantes (its invoices and their notes). */
interface ComprobanteDelPedido {
  ComprobanteID: number;
  Tipo: string;
  Estado: string;
  ImpTotal: number;
  ComprobanteAsociadoID?: number | null;
}

/**
 * The invoice that still holds an order among its comprobantes, if any (decision 97): a Factura not rejected whose
 * authorized credit notes do not add up to its total. The same rule the API applies before an order leaves Completado;
 * without one, a completed order may be invoiced (again).
 */
export function facturaQueRetiene<C extends ComprobanteDelPedido>(comprobantes: C[]): C | undefined {
  const acreditado = (factura: C) =>
    comprobantes
      .filter((n) => n.ComprobanteAsociadoID === factura.ComprobanteID && n.Tipo === 'Nota de crédito' && n.Estado === 'Autorizado')
      .reduce((suma, n) => suma + aCentavos(n.ImpTotal), 0);
  return comprobantes.find((c) => c.Tipo === 'Factura' && c.Estado !== 'Rechazado' && acreditado(c) < aCentavos(c.ImpTotal));
}
