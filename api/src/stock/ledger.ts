import type { Knex } from 'knex';
import { conflict, notFound } from '../errores.js';

export type MotivoMovimiento =
  | 'stock_inicial'
  | 'ajuste'
  | 'venta'
  | 'cancelacion_venta'
  | 'reactivacion_venta'
  | 'recepcion_proveedor'
  | 'anulacion_recepcion';

export interface Movimiento {
  productoId: number;
  /** Signed: negative takes stock, positive adds it. */
  cantidad: number;
  motivo: MotivoMovimiento;
  usuarioId?: number;
  pedidoId?: number;
  pedidoProveedorId?: number;
}

/**
 * The only way stock changes. The check and the change are one conditional UPDATE, so
 * concurrent orders can never oversell (on PGlite and PostgreSQL alike), and every change is
 * written to the ledger in the caller's transaction. Not enough stock: 409
 * 'Stock insuficiente para <Nombre> (disponible: n)'.
 */
export async function moverStock(trx: Knex.Transaction, movimiento: Movimiento): Promise<number> {
  const { productoId, cantidad } = movimiento;
  const [updated] = await trx('productos')
    .where({ producto_id: productoId })
    .andWhereRaw('stock + ? >= 0', [cantidad])
    .update({ stock: trx.raw('stock + ?', [cantidad]), updated_at: trx.fn.now() })
    .returning('stock');
  if (!updated) {
    const producto = await trx('productos').where({ producto_id: productoId }).first('nombre', 'stock');
    if (!producto) throw notFound('Producto no encontrado');
    throw conflict(`Stock insuficiente para ${producto.nombre} (disponible: ${producto.stock})`);
  }
  await trx('movimientos_stock').insert(filaDelLibro(movimiento));
  return updated.stock;
}

const filaDelLibro = (m: Movimiento) => ({
  producto_id: m.productoId,
  cantidad: m.cantidad,
  motivo: m.motivo,
  usuario_id: m.usuarioId ?? null,
  pedido_id: m.pedidoId ?? null,
  pedido_proveedor_id: m.pedidoProveedorId ?? null,
});

/**
 * Applies several moves in two statements whatever their number: one conditional UPDATE of every
 * product (tomarStock) and one INSERT of the ledger rows (anotarMovimientos).
 */
export async function moverStockVarios(trx: Knex.Transaction, movimientos: Movimiento[]): Promise<void> {
  await anotarMovimientos(trx, await tomarStock(trx, movimientos));
}

/**
 * The stock part of moverStockVarios; answers the moves to write in the ledger. Lines of one product
 * are merged first so the check sees their sum. The products are locked in id order (a materialised,
 * sorted FOR NO KEY UPDATE), so concurrent transactions never deadlock each other. NO KEY is the lock
 * an UPDATE of the stock takes anyway: FOR UPDATE would also conflict with the KEY SHARE locks that an
 * order's lines (foreign keys to the product) take. A product whose stock is short is not updated, and
 * the first of them (by id) is the 409, as moverStock says it.
 */
export async function tomarStock(trx: Knex.Transaction, movimientos: Movimiento[]): Promise<Movimiento[]> {
  const porProducto = new Map<number, Movimiento>();
  for (const m of movimientos) {
    const previo = porProducto.get(m.productoId);
    porProducto.set(m.productoId, previo ? { ...previo, cantidad: previo.cantidad + m.cantidad } : { ...m });
  }
  const cambios = [...porProducto.values()].filter((m) => m.cantidad !== 0).sort((a, b) => a.productoId - b.productoId);
  if (cambios.length === 0) return [];
  const valores = cambios.map(() => '(?::int, ?::int)').join(', ');
  const { rows: movidos }: { rows: { producto_id: number }[] } = await trx.raw(
    `WITH v (producto_id, cantidad) AS (VALUES ${valores}),
     bloqueados AS MATERIALIZED (
       SELECT p.producto_id FROM productos p JOIN v USING (producto_id) ORDER BY p.producto_id FOR NO KEY UPDATE OF p
     )
     UPDATE productos p SET stock = p.stock + v.cantidad, updated_at = now()
     FROM v, bloqueados b
     WHERE p.producto_id = v.producto_id AND b.producto_id = p.producto_id AND p.stock + v.cantidad >= 0
     RETURNING p.producto_id`,
    cambios.flatMap((m) => [m.productoId, m.cantidad]),
  );
  if (movidos.length < cambios.length) {
    const hechos = new Set(movidos.map((m) => m.producto_id));
    const faltante = cambios.find((m) => !hechos.has(m.productoId))!;
    const producto = await trx('productos').where({ producto_id: faltante.productoId }).first('nombre', 'stock');
    if (!producto) throw notFound('Producto no encontrado');
    throw conflict(`Stock insuficiente para ${producto.nombre} (disponible: ${producto.stock})`);
  }
  return cambios;
}

/** The ledger part of moverStockVarios: every move in one INSERT. */
export async function anotarMovimientos(trx: Knex.Transaction, movimientos: Movimiento[]): Promise<void> {
  if (movimientos.length > 0) await trx('movimientos_stock').insert(movimientos.map(filaDelLibro));
}
