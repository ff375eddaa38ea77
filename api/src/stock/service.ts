import type { Knex } from 'knex';
import { type AjusteStock, MOTIVOS_MOVIMIENTO, RAZONES_AJUSTE, type MovimientoFilter, type MovimientoStock } from '#dominio/stock';
import type { Config } from '../config.js';
import { fetchPage, whereDays } from '../db/queries.js';
import { badRequest, notFound } from '../errores.js';
import type { ListQuery } from '../listas.js';
import { PRODUCTO_NO_ENCONTRADO } from '../productos/service.js';
import type { Sesion } from '../usuarios/sesion.js';
import { ajustarStock } from './ledger.js';
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
   * POST /productos/:id/ajustes (Supervisor, Administrador): the stock becomes the count (or moves by
   * the difference) as one 'ajuste' move with its reason, in one transaction with the row locked.
   * A count equal to the stock has nothing to record: 400.
   */
  async function ajustar(productoId: number, ajuste: AjusteStock, sesion: Sesion): Promise<MovimientoStock> {
    return db.transaction(async (trx) => {
      const { StockContado, Diferencia, Razon, Comentario } = ajuste;
      const movimiento = await ajustarStock(
        trx,
        { productoId, usuarioId: sesion.UsuarioID, razonAjuste: Razon, comentario: Comentario },
        (actual) => StockContado ?? actual + Diferencia!,
      );
      if (!movimiento) {
        const mensaje = `El stock contado es igual al actual (${StockContado}): no hay nada que ajustar`;
        throw badRequest(mensaje, { StockContado: mensaje });
      }
      const saldo = Number(movimiento.saldo);
      await auditar(trx, sesion, {
        entidad: 'productos',
        id: productoId,
        accion: 'ajustar_stock',
        resumen: [RAZONES_AJUSTE[Razon], Comentario].filter(Boolean).join(': '),
        cambios: [{ Campo: 'Stock', Antes: saldo - Number(movimiento.cantidad), Despues: saldo }],
      });
      return toApi(movimiento, { nombre: sesion.Nombre, apellido: sesion.Apellido });
    });
  }

  return { movimientos, ajustar };
}
