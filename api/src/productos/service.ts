import type { Knex } from 'knex';
import { UMBRAL_BAJO_STOCK, type Producto, type ProductoInput, type ProductoUpdate } from '#dominio/productos';
import { fetchPage, whereContainsAny } from '../db/queries.js';
import type { Config } from '../config.js';
import type { Sesion } from '../usuarios/sesion.js';
import { forbidden, notFound } from '../errores.js';
import type { ListQuery } from '../http/paging.js';
import { moverStock } from '../stock/ledger.js';
import { productoMapper } from './mapper.js';

export const PRODUCTO_NO_ENCONTRADO = 'Producto no encontrado';
const SOLO_ADMINISTRADOR_ACTIVO = 'Solo un administrador puede activar o inactivar productos';

export interface ProductoFilter {
  active?: boolean;
  bajoStock?: boolean;
}

export function productosService(db: Knex, config: Config) {
  async function findRow(trx: Knex, id: number) {
    const row = await trx('productos').where({ producto_id: id }).first();
    if (!row) throw notFound(PRODUCTO_NO_ENCONTRADO);
    return row;
  }

  const get = async (id: number): Promise<Producto> => productoMapper.toApi(await findRow(db, id));

  async function list(filter: ProductoFilter, listQuery: ListQuery) {
    const query = db('productos').select('*');
    if (filter.active !== undefined) query.where({ active: filter.active });
    if (filter.bajoStock) query.where('stock', '<', UMBRAL_BAJO_STOCK);
    whereContainsAny(query, ['nombre', 'descripcion'], listQuery.q);
    const { rows, total } = await fetchPage(query, listQuery, 'producto_id', {
      tabla: 'productos',
      filtros: { active: filter.active, bajo_stock: filter.bajoStock || undefined },
    });
    return { data: rows.map(productoMapper.toApi), total };
  }

  /** The initial stock enters through the ledger ('stock_inicial'), so stock always equals its moves. */
  async function create(input: ProductoInput, sesion: Sesion): Promise<Producto> {
    if (!input.Active && sesion.Rol !== 'Administrador') throw forbidden(SOLO_ADMINISTRADOR_ACTIVO);
    return db.transaction(async (trx) => {
      const { Stock, ...datos } = input;
      const [{ producto_id: id }] = await trx('productos')
        .insert({ ...productoMapper.toRow(datos), stock: 0 })
        .returning('producto_id');
      if (Stock > 0) await moverStock(trx, { productoId: id, cantidad: Stock, motivo: 'stock_inicial', usuarioId: sesion.UsuarioID });
      return productoMapper.toApi(await findRow(trx, id));
    });
  }

  /**
   * A Stock that differs from the current one is written as an 'ajuste' move of the difference.
   * The row is locked first, so a sale running at the same time cannot slip between the read and
   * the move. Changing Active (inactivating or reactivating) is for administrators.
   */
  async function update(id: number, input: ProductoUpdate, sesion: Sesion): Promise<Producto> {
    return db.transaction(async (trx) => {
      const current = await trx('productos').where({ producto_id: id }).forUpdate().first('active', 'stock');
      if (!current) throw notFound(PRODUCTO_NO_ENCONTRADO);
      if (input.Active !== undefined && input.Active !== current.active && sesion.Rol !== 'Administrador') {
        throw forbidden(SOLO_ADMINISTRADOR_ACTIVO);
      }
      const { Stock, ...datos } = input;
      await trx('productos')
        .where({ producto_id: id })
        .update({ ...productoMapper.toRow(datos), updated_at: config.now() });
      if (Stock !== undefined && Stock !== current.stock) {
        await moverStock(trx, { productoId: id, cantidad: Stock - current.stock, motivo: 'ajuste', usuarioId: sesion.UsuarioID });
      }
      return productoMapper.toApi(await findRow(trx, id));
    });
  }

  const desactivar = (id: number, sesion: Sesion) => update(id, { Active: false }, sesion);

  return { get, list, create, update, desactivar };
}
