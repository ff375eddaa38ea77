import type { Knex } from 'knex';
import type { MotivoMovimiento, RazonAjuste } from '#dominio/stock';
import { conflict, notFound } from '../errores.js';
import { preparada } from '../db/preparadas.js';

export type { MotivoMovimiento };

export interface Movimiento {
  productoId: number;
  /** Signed: negative takes stock, positive adds it. */
  cantidad: number;
  motivo: MotivoMovimiento;
  usuarioId?: number;
  pedidoId?: number;
  pedidoProveedorId?: number;
  /** Only for adjustments made with the adjustment dialog. */
  razonAjuste?: RazonAjuste;
  comentario?: string | null;
}

/**
 * The only way stock changes. The check and the change are one conditional UPDATE, so
 * concurrent orders can never oversell (on PGlite and PostgreSQL alike), and every change is
 * written to the ledger in the caller's transaction, with the stock it left (saldo): the UPDATE
 * keeps the row locked until the transaction ends, so the next move of the product starts from
 * it. Not enough stock: 409 'Stock insuficiente para <Nombre> (disponible: n)'. Answers the
 * ledger row.
 */
export async function moverStock(trx: Knex.Transaction, movimiento: Movimiento): Promise<Record<string, unknown>> {
  const { productoId, cantidad } = movimiento;
  const [updated] = await trx('productos')
    .where({ producto_id: productoId })
    .andWhereRaw('stock + ? >= 0', [cantidad])
    .update({ stock: trx.raw('stock + ?', [cantidad]), updated_at: trx.fn.now() })
    .returning('stock');
  if (!updated) return stockInsuficiente(trx, productoId);
  const [fila] = await trx('movimientos_stock')
    .insert({ ...filaDelLibro(movimiento), saldo: updated.stock })
    .returning('*');
  return fila;
}

/** The 409 of a move the product's stock cannot cover (404 if there is no such product). */
async function stockInsuficiente(trx: Knex.Transaction, productoId: number): Promise<never> {
  const producto = await trx('productos').where({ producto_id: productoId }).first('nombre', 'stock');
  if (!producto) throw notFound('Producto no encontrado');
  throw conflict(`Stock insuficiente para ${producto.nombre} (disponible: ${producto.stock})`);
}

/** The ledger's columns besides `saldo` (the stock the move left), which the UPDATE gives. */
const COLUMNAS_DEL_LIBRO = [
  'producto_id',
  'cantidad',
  'motivo',
  'usuario_id',
  'pedido_id',
  'pedido_proveedor_id',
  'razon_ajuste',
  'comentario',
] as const;
const COLUMNAS_DE_TEXTO: readonly string[] = ['motivo', 'razon_ajuste', 'comentario'];

const filaDelLibro = (m: Movimiento): Record<(typeof COLUMNAS_DEL_LIBRO)[number], Knex.Value> => ({
  producto_id: m.productoId,
  cantidad: m.cantidad,
  motivo: m.motivo,
  usuario_id: m.usuarioId ?? null,
  pedido_id: m.pedidoId ?? null,
  pedido_proveedor_id: m.pedidoProveedorId ?? null,
  razon_ajuste: m.razonAjuste ?? null,
  comentario: m.comentario ?? null,
});

/**
 * An 'ajuste' that sets the stock to `nuevoStock(actual)` (a count, the product form's Stock, or the
 * current stock plus a difference). The product's row is locked first (FOR NO KEY UPDATE, the lock
 * moverStockVarios takes), so no sale or reception moves it between the read and the move. A result below
 * 0 is a 409. Answers the ledger row, or undefined when the stock stays as it is.
 */
export async function ajustarStock(
  trx: Knex.Transaction,
  ajuste: Omit<Movimiento, 'cantidad' | 'motivo'>,
  nuevoStock: (actual: number) => number,
): Promise<Record<string, unknown> | undefined> {
  const producto = await trx('productos').where({ producto_id: ajuste.productoId }).forNoKeyUpdate().first('nombre', 'stock');
  if (!producto) throw notFound('Producto no encontrado');
  const stock = nuevoStock(producto.stock);
  if (stock < 0) throw conflict(`El ajuste dejaría el stock de ${producto.nombre} en negativo (disponible: ${producto.stock})`);
  if (stock === producto.stock) return undefined;
  return moverStock(trx, { ...ajuste, cantidad: stock - producto.stock, motivo: 'ajuste' });
}

/**
 * Applies several moves in one statement whatever their number: a conditional UPDATE of every product
 * and the INSERT of their ledger rows, with the stock each left. Lines of one product are merged
 * first so the check sees their sum. The products are locked in id order (a materialised, sorted FOR
 * NO KEY UPDATE), so concurrent transactions never deadlock each other on them. NO KEY is the lock an
 * UPDATE of the stock takes anyway: FOR UPDATE would also conflict with the KEY SHARE locks that an
 * order's lines (foreign keys to the product) take. The order services call it last in their
 * transaction, after the writes whose triggers lock the order counters: the products (the rows every
 * order waits for) stay locked only for this statement and the commit, and no transaction holds a
 * product while it waits for a counter. A product
 * whose stock is short is not updated, and the first of them (by id) is the 409, as moverStock says it;
 * the caller's transaction then rolls back the ledger rows of the others.
 */
export async function moverStockVarios(trx: Knex.Transaction, movimientos: Movimiento[]): Promise<void> {
  const porProducto = new Map<number, Movimiento>();
  for (const m of movimientos) {
    const previo = porProducto.get(m.productoId);
    porProducto.set(m.productoId, previo ? { ...previo, cantidad: previo.cantidad + m.cantidad } : { ...m });
  }
  const cambios = [...porProducto.values()].filter((m) => m.cantidad !== 0).sort((a, b) => a.productoId - b.productoId);
  if (cambios.length === 0) return;
  const filas = cambios.map(filaDelLibro);
  const tipos = COLUMNAS_DEL_LIBRO.map((c) => (COLUMNAS_DE_TEXTO.includes(c) ? '?::text' : '?::int'));
  const valores = filas.map(() => `(${tipos.join(', ')})`).join(', ');
  const columnas = COLUMNAS_DEL_LIBRO.join(', ');
  const { rows: movidos }: { rows: { producto_id: number }[] } = await preparada(
    trx.raw(
      `WITH v (${columnas}) AS (VALUES ${valores}),
     bloqueados AS MATERIALIZED (
       SELECT p.producto_id FROM productos p JOIN v USING (producto_id) ORDER BY p.producto_id FOR NO KEY UPDATE OF p
     ),
     movidos AS (
       UPDATE productos p SET stock = p.stock + v.cantidad, updated_at = now()
       FROM v, bloqueados b
       WHERE p.producto_id = v.producto_id AND b.producto_id = p.producto_id AND p.stock + v.cantidad >= 0
       RETURNING p.producto_id, p.stock
     ),
     libro AS (
       INSERT INTO movimientos_stock (${columnas}, saldo)
       SELECT ${COLUMNAS_DEL_LIBRO.map((c) => `v.${c}`).join(', ')}, m.stock FROM v JOIN movidos m USING (producto_id) ORDER BY v.producto_id
     )
     SELECT producto_id FROM movidos`,
      filas.flatMap((fila) => COLUMNAS_DEL_LIBRO.map((c) => fila[c])),
    ),
  );
  if (movidos.length < cambios.length) {
    const hechos = new Set(movidos.map((m) => m.producto_id));
    await stockInsuficiente(trx, cambios.find((m) => !hechos.has(m.productoId))!.productoId);
  }
}
