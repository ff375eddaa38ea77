import type { Knex } from 'knex';
import {
  type AjusteStock,
  conteoNegativo,
  conteoSinCambios,
  conteoSobreOtroStock,
  MOTIVOS_MOVIMIENTO,
  RAZONES_AJUSTE,
  type MovimientoFilter,
  type MovimientoStock,
} from '#dominio/stock';
import type { Config } from '../config.js';
import { fetchPage, whereDays } from '../db/queries.js';
import { badRequest, conflict, notFound } from '../errores.js';
import { enTransaccion } from '../idempotencia/claves.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { PRODUCTO_NO_ENCONTRADO } from '../productos/service.js';
import type { Sesion } from '../nucleo/sesion.js';
import { ajustarStock, type Movimiento } from './ledger.js';
import { movimientoMapper } from './mapper.js';
import { auditar } from '../auditoria/registro.js';

/** Newest first: by date, then in the order the ledger wrote them (the order of their balances). */
/** Newest first, 25 a page: a product's ledger grows with every order, so it is always paged. */
export const ORDEN_MOVIMIENTOS = { sort: 'Fecha', order: 'desc', limit: 25 } as const;

type Usuario = { nombre: string; apellido: string } | undefined;

const toApi = (row: Record<string, unknown>, usuario: Usuario): MovimientoStock => {
  const movimiento = movimientoMapper.toApi(row);
  return {
    ...movimiento,
    MotivoTexto: MOTIVOS_MOVIMIENTO[movimiento.Motivo],
    Usuario: usuario ? { Nombre: usuario.nombre, Apellido: usuario.apellido } : null,
  };
};

export function stockService(db: Knex, config: Pick<Config, 'zonaNegocio'>) {
  async function asegurarProducto(trx: Knex, id: number) {
    if (!(await trx('productos').where({ producto_id: id }).first('producto_id'))) throw notFound(PRODUCTO_NO_ENCONTRADO);
  }

  /** A product's moves, newest first by default, each with its balance and its user (or null). */
  async function movimientos(productoId: number, filter: MovimientoFilter, listQuery: ListQuery) {
    await asegurarProducto(db, productoId);
    const query = db('movimientos_stock as m')
      .leftJoin('usuarios as u', 'u.usuario_id', 'm.usuario_id')
      .where('m.producto_id', productoId)
      .select('m.*', 'u.nombre as usuario_nombre', 'u.apellido as usuario_apellido');
    if (filter.motivo) query.where('m.motivo', filter.motivo);
    whereDays(query, 'm.fecha', config.zonaNegocio, { desde: filter.fechaDesde, hasta: filter.fechaHasta });
    const { rows, total } = await fetchPage(query, listQuery, 'm.movimiento_id');
    const data = rows.map((row) =>
      toApi(row, row.usuario_nombre == null ? undefined : { nombre: row.usuario_nombre as string, apellido: row.usuario_apellido as string }),
    );
    return { data, total };
  }

  /**
   * A count typed over the stock the form showed (`anterior`): the difference it found, applied to the stock
   * as it is now under the row's lock, so a sale or reception made meanwhile stays; the comment says so when
   * the stock had moved. Below 0: 409.
   */
  async function contarSobre(trx: Knex.Transaction, ajuste: Omit<Movimiento, 'cantidad' | 'motivo'>, contado: number, anterior: number) {
    const producto = await trx('productos').where({ producto_id: ajuste.productoId }).forNoKeyUpdate().first('stock');
    if (!producto) throw notFound(PRODUCTO_NO_ENCONTRADO);
    const stock = producto.stock + contado - anterior;
    if (stock < 0) throw conflict(conteoNegativo(contado, anterior, producto.stock));
    const nota = producto.stock === anterior ? null : conteoSobreOtroStock(contado, anterior, producto.stock);
    return ajustarStock(trx, { ...ajuste, comentario: [ajuste.comentario, nota].filter(Boolean).join('. ') || null }, () => stock);
  }

  /**
   * POST /productos/:id/ajustes (Supervisor, Administrador): the stock becomes the count (or moves by
   * the difference; or, with StockAnterior, by what the count found: contarSobre) as one 'ajuste' move
   * with its reason, in one transaction (its own or its Idempotency-Key's) with the row locked. A count
   * equal to the stock has nothing to record: 400.
   */
  async function ajustar(productoId: number, ajuste: AjusteStock, sesion: Sesion, trx?: Knex.Transaction): Promise<MovimientoStock> {
    return enTransaccion(db, trx, async (trx) => {
      const { StockContado, StockAnterior, Diferencia, Razon, Comentario } = ajuste;
      const base = { productoId, usuarioId: sesion.UsuarioID, razonAjuste: Razon, comentario: Comentario };
      const movimiento =
        StockContado !== undefined && StockAnterior !== undefined
          ? await contarSobre(trx, base, StockContado, StockAnterior)
          : await ajustarStock(trx, base, (actual) => StockContado ?? actual + Diferencia!);
      if (!movimiento) {
        const mensaje = conteoSinCambios(StockContado!, StockAnterior);
        throw badRequest(mensaje, { StockContado: mensaje });
      }
      const saldo = Number(movimiento.saldo);
      await auditar(trx, sesion, {
        entidad: 'productos',
        id: productoId,
        accion: 'ajustar_stock',
        resumen: [RAZONES_AJUSTE[Razon], movimiento.comentario].filter(Boolean).join(': '),
        cambios: [{ Campo: 'Stock', Antes: saldo - Number(movimiento.cantidad), Despues: saldo }],
      });
      return toApi(movimiento, { nombre: sesion.Nombre, apellido: sesion.Apellido });
    });
  }

  return { movimientos, ajustar };
}
