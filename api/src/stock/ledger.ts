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
  await trx('movimientos_stock').insert({
    producto_id: productoId,
    cantidad,
    motivo: movimiento.motivo,
    usuario_id: movimiento.usuarioId ?? null,
    pedido_id: movimiento.pedidoId ?? null,
    pedido_proveedor_id: movimiento.pedidoProveedorId ?? null,
  });
  return updated.stock;
}

/** Applies several moves; lines of one product are merged first so the check sees their sum. */
export async function moverStockVarios(trx: Knex.Transaction, movimientos: Movimiento[]): Promise<void> {
  const porProducto = new Map<number, Movimiento>();
  for (const m of movimientos) {
    const previo = porProducto.get(m.productoId);
    porProducto.set(m.productoId, previo ? { ...previo, cantidad: previo.cantidad + m.cantidad } : { ...m });
  }
  // A fixed order (by product id) keeps concurrent transactions from deadlocking each other.
  for (const m of [...porProducto.values()].sort((a, b) => a.productoId - b.productoId)) {
    if (m.cantidad !== 0) await moverStock(trx, m);
  }
}
