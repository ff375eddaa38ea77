import type { Knex } from 'knex';
import type { MotivoMovimiento, RazonAjuste } from '#dominio/stock';
import { conflict, notFound } from '../errores.js';
import { preparada } from '../db/rapido/preparadas.js';
import { insertInBatches } from '../db/queries.js';

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
  /**
   * What a unit that comes in cost (a reception's price, a return's cost when it left): it moves the product's average
   * cost. Left out, the move is at the average (what leaves, adjustments, a first stock of unknown cost).
   */
  costoUnitario?: number | null;
}

/**
 * The product's average cost after a move (SQL, over the product's row `p` before it and the move `v`): what comes in
 * with a cost weighs in by its units; on no stock (or no known cost) it is that cost; anything else leaves it.
 */
const COSTO_PROMEDIO_NUEVO = `CASE WHEN v.cantidad > 0 AND v.costo_unitario IS NOT NULL THEN
    CASE WHEN p.stock <= 0 OR p.costo_promedio IS NULL THEN v.costo_unitario
    ELSE round((p.stock * p.costo_promedio + v.cantidad * v.costo_unitario) / (p.stock + v.cantidad), 4) END
  ELSE p.costo_promedio END`;

/**
 * The only way stock changes. The check and the change are one conditional UPDATE, so
 * concurrent orders can never oversell (on PGlite and PostgreSQL alike), and every change is
 * written to the ledger in the caller's transaction, with the stock it left (saldo): the UPDATE
 * keeps the row locked until the transaction ends, so the next move of the product starts from
 * it. Not enough stock: 409 'Stock insuficiente para <Nombre> (disponible: n)'. Answers the
 * ledger row.
 *
 * No move (here or in ctesDeMovimientos) raises the product's version (versiones.ts): the stock
 * belongs to the ledger and is guarded by these conditional UPDATEs, and a product that sells all day
 * must stay editable. A product form's stale Stock is caught by its own check instead (StockAnterior,
 * productos/service.ts).
 */
export async function moverStock(trx: Knex.Transaction, movimiento: Movimiento): Promise<Record<string, unknown>> {
  const { productoId, cantidad } = movimiento;
  const {
    rows: [updated],
  } = await trx.raw(
    `UPDATE productos p SET stock = p.stock + v.cantidad, costo_promedio = ${COSTO_PROMEDIO_NUEVO}, updated_at = now()
     FROM (SELECT ?::int AS cantidad, ?::numeric AS costo_unitario) v
     WHERE p.producto_id = ? AND p.stock + v.cantidad >= 0
     RETURNING p.stock, p.costo_promedio`,
    [cantidad, movimiento.costoUnitario ?? null, productoId],
  );
  if (!updated) return stockInsuficiente(trx, productoId);
  const [fila] = await trx('movimientos_stock')
    .insert({
      ...filaDelLibro(movimiento),
      costo_unitario: movimiento.costoUnitario ?? updated.costo_promedio,
      saldo: updated.stock,
      costo_promedio: updated.costo_promedio,
    })
    .returning('*');
  return fila;
}

/**
 * The opening stock of products just inserted holding it (an import): their 'stock_inicial' moves, each
 * with the stock it left, which is its quantity, as moverStock writes them from a stock of 0.
 */
export async function registrarStockInicial(
  trx: Knex.Transaction,
  altas: { productoId: number; cantidad: number; costoUnitario?: number }[],
  usuarioId: number,
) {
  const filas = altas
    .filter((a) => a.cantidad > 0)
    .map((a) => ({ ...filaDelLibro({ ...a, motivo: 'stock_inicial', usuarioId }), saldo: a.cantidad, costo_promedio: a.costoUnitario ?? null }));
  await insertInBatches(trx, 'movimientos_stock', filas, 'movimiento_id');
}

/** The 409 of a move the product's stock cannot cover (404 if there is no such product). */
async function stockInsuficiente(trx: Knex, productoId: number): Promise<never> {
  const producto = await trx('productos').where({ producto_id: productoId }).first('nombre', 'stock');
  if (!producto) throw notFound('Producto no encontrado');
  throw conflict(`Stock insuficiente para ${producto.nombre} (disponible: ${producto.stock})`);
}

/** The ledger's columns besides `saldo` and `costo_promedio` (the stock and average the move left), which the UPDATE gives. */
const COLUMNAS_DEL_LIBRO = [
  'producto_id',
  'cantidad',
  'motivo',
  'usuario_id',
  'pedido_id',
  'pedido_proveedor_id',
  'razon_ajuste',
  'comentario',
  'costo_unitario',
] as const;
const TIPOS_DEL_LIBRO: Partial<Record<(typeof COLUMNAS_DEL_LIBRO)[number], string>> = {
  motivo: 'text',
  razon_ajuste: 'text',
  comentario: 'text',
  costo_unitario: 'numeric',
};

const filaDelLibro = (m: Movimiento): Record<(typeof COLUMNAS_DEL_LIBRO)[number], Knex.Value> => ({
  producto_id: m.productoId,
  cantidad: m.cantidad,
  motivo: m.motivo,
  usuario_id: m.usuarioId ?? null,
  pedido_id: m.pedidoId ?? null,
  pedido_proveedor_id: m.pedidoProveedorId ?? null,
  razon_ajuste: m.razonAjuste ?? null,
  comentario: m.comentario ?? null,
  costo_unitario: m.costoUnitario ?? null,
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

/** The unit cost of two moves of a product together: weighted by their units when both carry one. */
function costoDeAmbos(a: Movimiento, b: Movimiento): number | null | undefined {
  if (a.costoUnitario == null || b.costoUnitario == null || a.cantidad + b.cantidad === 0) return a.costoUnitario ?? b.costoUnitario;
  return (a.cantidad * a.costoUnitario + b.cantidad * b.costoUnitario) / (a.cantidad + b.cantidad);
}

/** Lines of one product merged (so a check sees their sum), those that move nothing dropped, in product id order. */
function porProducto(movimientos: Movimiento[]): Movimiento[] {
  const suma = new Map<number, Movimiento>();
  for (const m of movimientos) {
    const previo = suma.get(m.productoId);
    suma.set(m.productoId, previo ? { ...previo, cantidad: previo.cantidad + m.cantidad, costoUnitario: costoDeAmbos(previo, m) } : { ...m });
  }
  return [...suma.values()].filter((m) => m.cantidad !== 0).sort((a, b) => a.productoId - b.productoId);
}

/** The new order the moves are for: the CTE that answers its id, its id column, and the ledger field that names it. */
interface PedidoNuevo {
  cte: string;
  columna: string;
  referencia: 'pedidoId' | 'pedidoProveedorId';
}
const REFERENCIAS: Record<PedidoNuevo['referencia'], (typeof COLUMNAS_DEL_LIBRO)[number]> = {
  pedidoId: 'pedido_id',
  pedidoProveedorId: 'pedido_proveedor_id',
};

/**
 * The CTEs that apply `movimientos` (merged by porProducto), for a statement's WITH: `movidos` answers
 * the products moved. The products are locked in id order (a materialised, sorted FOR NO KEY UPDATE),
 * so concurrent transactions never deadlock each other on them. NO KEY is the lock an UPDATE of the
 * stock takes anyway: FOR UPDATE would also conflict with the KEY SHARE locks that an order's lines
 * (foreign keys to the product) take. Where stock is short, `siFalta` says what happens: 'omitir'
 * leaves that product as it is (the caller compares `movidos` with the moves), 'fallar' lets the UPDATE
 * break productos_stock_check, which aborts the whole statement. `pedido`, when given, is a new order
 * whose id a CTE of the statement answers: its one row names it in every move.
 */
function ctesDeMovimientos(cambios: Movimiento[], siFalta: 'omitir' | 'fallar', pedido?: PedidoNuevo) {
  const filas = cambios.map(filaDelLibro);
  const tipos = COLUMNAS_DEL_LIBRO.map((c) => `?::${TIPOS_DEL_LIBRO[c] ?? 'int'}`);
  const valores = filas.map(() => `(${tipos.join(', ')})`).join(', ');
  const columnas = COLUMNAS_DEL_LIBRO.join(', ');
  const v = pedido
    ? `SELECT ${COLUMNAS_DEL_LIBRO.map((c) => (c === REFERENCIAS[pedido.referencia] ? `${pedido.cte}.${pedido.columna}` : `x.${c}`)).join(', ')}
       FROM (VALUES ${valores}) AS x (${columnas}), ${pedido.cte}`
    : `VALUES ${valores}`;
  return {
    sql: `v (${columnas}) AS (${v}),
     bloqueados AS MATERIALIZED (
       SELECT p.producto_id FROM productos p JOIN v USING (producto_id) ORDER BY p.producto_id FOR NO KEY UPDATE OF p
     ),
     movidos AS (
       UPDATE productos p SET stock = p.stock + v.cantidad, costo_promedio = ${COSTO_PROMEDIO_NUEVO}, updated_at = now()
       FROM v, bloqueados b
       WHERE p.producto_id = v.producto_id AND b.producto_id = p.producto_id${siFalta === 'omitir' ? ' AND p.stock + v.cantidad >= 0' : ''}
       RETURNING p.producto_id, p.stock, p.costo_promedio
     ),
     libro AS (
       INSERT INTO movimientos_stock (${columnas}, saldo, costo_promedio)
       SELECT ${COLUMNAS_DEL_LIBRO.map((c) => (c === 'costo_unitario' ? 'coalesce(v.costo_unitario, m.costo_promedio)' : `v.${c}`)).join(', ')}, m.stock, m.costo_promedio
       FROM v JOIN movidos m USING (producto_id) ORDER BY v.producto_id
     )`,
    bindings: filas.flatMap((fila) => COLUMNAS_DEL_LIBRO.map((c) => fila[c])),
  };
}

/**
 * Applies several moves in one statement whatever their number: a conditional UPDATE of every product
 * and the INSERT of their ledger rows, with the stock each left (ctesDeMovimientos). Callers run it last
 * in their transaction: products are always locked after the order counters that the triggers of the
 * order's writes lock, as in a new order (`crear`), so no two transactions wait on each other
 * crosswise, and only the commit is left to do while they hold the products. A product whose stock is
 * short is not updated, and the first of them (by id) is the 409, as moverStock says it; the caller's
 * transaction then rolls back the ledger rows of the others.
 */
export async function moverStockVarios(trx: Knex.Transaction, movimientos: Movimiento[]): Promise<void> {
  const cambios = porProducto(movimientos);
  if (cambios.length === 0) return;
  const { sql, bindings } = ctesDeMovimientos(cambios, 'omitir');
  const { rows: movidos }: { rows: { producto_id: number }[] } = await preparada(
    trx.raw(`WITH ${sql} SELECT producto_id FROM movidos`, bindings),
  );
  if (movidos.length < cambios.length) {
    const hechos = new Set(movidos.map((m) => m.producto_id));
    await stockInsuficiente(trx, cambios.find((m) => !hechos.has(m.productoId))!.productoId);
  }
}

/**
 * A new order's stock moves, as the statement that follows the order's own in its transaction (`crear`
 * in pedidos-comun/cambioDeEstado.ts): the order is the row that `pedido.columna` of `pedido.tabla`
 * got last in this session, its sequence's currval. Short stock aborts the statement; `siFalto` then
 * says which product (the 409) once the transaction has failed.
 */
export function movimientosDeUnPedido(
  movimientos: Omit<Movimiento, 'pedidoId' | 'pedidoProveedorId'>[],
  pedido: { tabla: string; columna: string; referencia: PedidoNuevo['referencia']; lineasConCosto?: string },
) {
  const cambios = porProducto(movimientos);
  const ctes = ctesDeMovimientos(cambios, 'fallar', { cte: 'pedido', columna: pedido.columna, referencia: pedido.referencia });
  // The order's lines (a sale's, `lineasConCosto`) record the average cost their units left with.
  const costos = pedido.lineasConCosto
    ? `, costos AS (
       UPDATE ${pedido.lineasConCosto} d SET costo_unitario = m.costo_promedio FROM movidos m, pedido
       WHERE d.${pedido.columna} = pedido.${pedido.columna} AND d.producto_id = m.producto_id
     )`
    : '';
  return {
    sql: `WITH pedido AS (SELECT currval(pg_get_serial_sequence(?, ?))::int AS ${pedido.columna}), ${ctes.sql}${costos} SELECT producto_id FROM movidos`,
    bindings: [pedido.tabla, pedido.columna, ...ctes.bindings],
    /**
     * After the statement failed: whether short stock was why. If so, throws the 409 of the first
     * product (by id) whose stock is still short; answers true when none is any more (a reception in
     * between), and the statement may run again.
     */
    async siFalto(db: Knex, err: unknown): Promise<boolean> {
      if ((err as { constraint?: string }).constraint !== 'productos_stock_check') return false;
      const stocks = new Map<number, number>(
        (
          await db('productos')
            .whereIn(
              'producto_id',
              cambios.map((m) => m.productoId),
            )
            .select('producto_id', 'stock')
        ).map((p: { producto_id: number; stock: number }) => [p.producto_id, p.stock]),
      );
      const corto = cambios.find((m) => (stocks.get(m.productoId) ?? 0) + m.cantidad < 0);
      if (corto) await stockInsuficiente(db, corto.productoId);
      return true;
    },
  };
}
