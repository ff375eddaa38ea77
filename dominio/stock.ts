import { z } from 'zod';
import { emptyAsAbsent, instante, integer, MAX_INTEGER, optionalInteger, optionalText, queryDay, queryFilter, recordId } from './campos';
import type { Rol } from './roles';

// The stock ledger as staff read it (a product's Movimientos), the counted adjustment of a
// stock-take, and how much "Reponer" orders of each product.

/** Who may adjust stock: the adjustment dialog, and a product form's Stock that differs from the current one. */
export const ROLES_AJUSTE_STOCK: readonly Rol[] = ['Supervisor', 'Administrador'];
export const SOLO_QUIEN_AJUSTA_STOCK = 'Solo Supervisor o Administrador pueden ajustar el stock';

/** Why stock moved, as the ledger stores it, and as the screens say it. */
export const MOTIVOS_MOVIMIENTO = {
  stock_inicial: 'Stock inicial',
  ajuste: 'Ajuste',
  venta: 'Venta',
  cancelacion_venta: 'Cancelación de venta',
  reactivacion_venta: 'Reactivación de venta',
  recepcion_proveedor: 'Recepción de proveedor',
  anulacion_recepcion: 'Anulación de recepción',
  devolucion: 'Devolución de entrega',
  devolucion_nota_credito: 'Devolución',
} as const;

export type MotivoMovimiento = keyof typeof MOTIVOS_MOVIMIENTO;
const CODIGOS_MOTIVO = Object.keys(MOTIVOS_MOVIMIENTO) as [MotivoMovimiento, ...MotivoMovimiento[]];

/** The reasons of a counted adjustment; 'otro' needs a comment that says which. */
export const RAZONES_AJUSTE = {
  merma: 'Merma',
  rotura: 'Rotura',
  recuento: 'Recuento',
  otro: 'Otro',
} as const;

export type RazonAjuste = keyof typeof RAZONES_AJUSTE;
const CODIGOS_RAZON = Object.keys(RAZONES_AJUSTE) as [RazonAjuste, ...RazonAjuste[]];

export const MENSAJES_AJUSTE = {
  cantidad: 'Indique el stock contado o la diferencia',
  ambas: 'Indique el stock contado o la diferencia, no ambos',
  stockContado: 'El stock contado debe ser un número entero mayor o igual a 0',
  diferencia: 'La diferencia debe ser un número entero distinto de 0',
  razon: 'Seleccione la razón del ajuste',
  razonInvalida: `Razón inválida: use ${CODIGOS_RAZON.join(', ')}`,
  comentarioOtro: 'Describa la razón en el comentario',
  stockAnterior: 'El stock anterior debe ser un número entero mayor o igual a 0',
  stockAnteriorSinConteo: 'El stock anterior acompaña solo al stock contado',
} as const;

/** A count equal to the stock it was counted from (the current one, without StockAnterior): nothing to adjust. */
export const conteoSinCambios = (contado: number, anterior?: number) =>
  `El stock contado es igual al ${anterior === undefined ? 'actual' : 'que mostraba el formulario'} (${contado}): no hay nada que ajustar`;

const conSigno = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * A count typed over a stock that moved since the form showed it (a sale, a reception) is applied as the
 * difference it found: the move's comment and the trail say so.
 */
export const conteoSobreOtroStock = (contado: number, anterior: number, actual: number) =>
  `Contado: ${contado}, sobre ${anterior} que mostraba el formulario; se aplicó la diferencia (${conSigno(contado - anterior)}) al stock de ese momento (${actual})`;

/** 409: the difference a count found would leave the stock below 0. */
export const conteoNegativo = (contado: number, anterior: number, actual: number) =>
  `El conteo dejaría el stock en negativo: se contaron ${contado} sobre ${anterior} que mostraba el formulario, y ahora hay ${actual}`;

/** A refinement that runs even when other fields failed (so a form shows every message at once), but not when these did. */
const sinErroresEn = (...campos: string[]) => ({
  when: (payload: z.core.ParsePayload) => payload.issues.every((issue) => !campos.includes(String(issue.path?.[0]))),
});

/**
 * POST /productos/{id}/ajustes: the counted quantity (StockContado) or a signed difference
 * (Diferencia), one of the two, and why. The comment is optional except for 'otro'. A count may bring
 * the stock the form showed when it was typed (StockAnterior): then it moves the stock by the difference
 * it found, so a sale made meanwhile is not undone.
 */
export const ajusteStockSchema = z
  .object({
    StockContado: z.preprocess(emptyAsAbsent, integer(MENSAJES_AJUSTE.cantidad, MENSAJES_AJUSTE.stockContado, 0).optional()),
    Diferencia: z.preprocess(
      emptyAsAbsent,
      integer(MENSAJES_AJUSTE.cantidad, MENSAJES_AJUSTE.diferencia, -MAX_INTEGER)
        .refine((d) => d !== 0, MENSAJES_AJUSTE.diferencia)
        .optional(),
    ),
    StockAnterior: optionalInteger(MENSAJES_AJUSTE.stockAnterior, 0),
    Razon: z.enum(CODIGOS_RAZON, {
      error: (iss) => (iss.input == null || iss.input === '' ? MENSAJES_AJUSTE.razon : MENSAJES_AJUSTE.razonInvalida),
    }),
    Comentario: optionalText(500),
  })
  .refine((a) => a.StockContado !== undefined || a.Diferencia !== undefined, {
    path: ['StockContado'],
    message: MENSAJES_AJUSTE.cantidad,
    ...sinErroresEn('StockContado', 'Diferencia'),
  })
  .refine((a) => a.StockContado === undefined || a.Diferencia === undefined, {
    path: ['StockContado'],
    message: MENSAJES_AJUSTE.ambas,
    ...sinErroresEn('StockContado', 'Diferencia'),
  })
  .refine((a) => a.StockAnterior === undefined || a.StockContado !== undefined, {
    path: ['StockAnterior'],
    message: MENSAJES_AJUSTE.stockAnteriorSinConteo,
    ...sinErroresEn('StockContado', 'Diferencia', 'StockAnterior'),
  })
  .refine((a) => a.Razon !== 'otro' || Boolean(a.Comentario), {
    path: ['Comentario'],
    message: MENSAJES_AJUSTE.comentarioOtro,
    ...sinErroresEn('Razon', 'Comentario'),
  });

export type AjusteStock = z.infer<typeof ajusteStockSchema>;

/** GET /productos/{id}/movimientos: by motive, and by days of the business time zone (both inclusive). */
export const movimientoFilterSchema = z.object({
  motivo: queryFilter(z.enum(CODIGOS_MOTIVO, `Motivo inválido: use ${CODIGOS_MOTIVO.join(', ')}`)),
  fechaDesde: queryFilter(queryDay),
  fechaHasta: queryFilter(queryDay),
});

export type MovimientoFilter = z.infer<typeof movimientoFilterSchema>;

/** One move of a product's stock, as GET /productos/{id}/movimientos answers it. */
export const movimientoStockSchema = z
  .object({
    MovimientoID: recordId,
    ProductoID: recordId,
    Fecha: instante,
    Cantidad: z.int().meta({ description: 'Con signo: negativa sacó stock, positiva lo sumó.' }),
    Motivo: z.enum(CODIGOS_MOTIVO),
    MotivoTexto: z.string().meta({ description: 'El motivo en español.' }),
    Saldo: z.int().meta({ description: 'El stock del producto justo después de este movimiento.' }),
    RazonAjuste: z.enum(CODIGOS_RAZON).nullable().meta({ description: 'Solo en los ajustes hechos con "Ajustar stock".' }),
    Comentario: z.string().nullable(),
    PedidoID: recordId.nullable().meta({ description: 'El pedido de venta detrás del movimiento, si hay.' }),
    PedidoProveedorID: recordId.nullable().meta({ description: 'El pedido a proveedor detrás del movimiento, si hay.' }),
    Usuario: z
      .object({ Nombre: z.string(), Apellido: z.string() })
      .nullable()
      .meta({ description: 'Quién lo hizo; null en los que escribe el sistema.' }),
  })
  .meta({ id: 'MovimientoStock' });
export type MovimientoStock = z.infer<typeof movimientoStockSchema>;

// ------------------------------------------------------------------ replenishment

/** How much to order so the stock reaches twice its minimum (nothing when it already does). */
export const cantidadAReponer = ({ Stock, StockMinimo }: { Stock: number; StockMinimo: number }) => Math.max(2 * StockMinimo - Stock, 0);

export interface ProductoAReponer {
  ProductoID: number;
  Nombre: string;
  Stock: number;
  StockMinimo: number;
  ProveedorPreferidoID: number | null;
}

export interface PedidoDeReposicion {
  ProveedorID: number;
  lineas: { ProductoID: number; Nombre: string; Cantidad: number }[];
}

/**
 * "Reponer": one supplier order per preferred supplier (in the order the products come), each line
 * with cantidadAReponer. Products with no preferred supplier are answered apart, to be told so;
 * products already at twice their minimum need nothing and are left out.
 */
export function planDeReposicion(productos: ProductoAReponer[]): { pedidos: PedidoDeReposicion[]; sinProveedor: ProductoAReponer[] } {
  const pedidos = new Map<number, PedidoDeReposicion>();
  const sinProveedor: ProductoAReponer[] = [];
  for (const producto of productos) {
    const Cantidad = cantidadAReponer(producto);
    if (Cantidad === 0) continue;
    if (producto.ProveedorPreferidoID == null) {
      sinProveedor.push(producto);
      continue;
    }
    const pedido = pedidos.get(producto.ProveedorPreferidoID) ?? { ProveedorID: producto.ProveedorPreferidoID, lineas: [] };
    pedido.lineas.push({ ProductoID: producto.ProductoID, Nombre: producto.Nombre, Cantidad });
    pedidos.set(pedido.ProveedorID, pedido);
  }
  return { pedidos: [...pedidos.values()], sinProveedor };
}
