import type { Knex } from 'knex';
import type { Producto, ProductoInput, ProductoUpdate } from '#dominio/productos';
import { fetchPage, whereBusqueda } from '../db/queries.js';
import type { Config } from '../config.js';
import type { Sesion } from '../usuarios/sesion.js';
import { forbidden, notFound, requireActive } from '../errores.js';
import type { ListQuery } from '../http/paging.js';
import { ajustarStock, moverStock } from '../stock/ledger.js';
import { productoMapper } from './mapper.js';
import { auditar, auditarModificacion } from '../auditoria/registro.js';

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
    const query = db('productos').select(productoMapper.columns);
    if (filter.active !== undefined) query.where({ active: filter.active });
    if (filter.bajoStock) query.whereRaw('stock < stock_minimo');
    whereBusqueda(query, listQuery.q);
    const { rows, total } = await fetchPage(query, listQuery, 'producto_id', {
      tabla: 'productos',
      filtros: { active: filter.active, bajo_stock: filter.bajoStock || undefined },
      busquedaLeidaUnaVez: true,
    });
    return { data: rows.map(productoMapper.toApi), total };
  }

  /** A preferred supplier being chosen must exist and be active, as for a new supplier order (400 otherwise). */
  async function assertProveedorElegible(trx: Knex, proveedorId: number | null | undefined, actual?: number | null) {
    if (proveedorId == null || proveedorId === actual) return;
    const proveedor = await trx('proveedores').where({ proveedor_id: proveedorId }).first('nombre', 'active');
    requireActive(proveedor, 'ProveedorPreferidoID', 'Proveedor no encontrado', (p) => `El proveedor ${p.nombre} está inactivo`);
  }

  /** The initial stock enters through the ledger ('stock_inicial'), so stock always equals its moves. */
  async function create(input: ProductoInput, sesion: Sesion): Promise<Producto> {
    if (!input.Active && sesion.Rol !== 'Administrador') throw forbidden(SOLO_ADMINISTRADOR_ACTIVO);
    return db.transaction(async (trx) => {
      await assertProveedorElegible(trx, input.ProveedorPreferidoID);
      const { Stock, ...datos } = input;
      const [{ producto_id: id }] = await trx('productos')
        .insert({ ...productoMapper.toRow(datos), stock: 0 })
        .returning('producto_id');
      if (Stock > 0) await moverStock(trx, { productoId: id, cantidad: Stock, motivo: 'stock_inicial', usuarioId: sesion.UsuarioID });
      const producto = productoMapper.toApi(await findRow(trx, id));
      await auditar(trx, sesion, { entidad: 'productos', id, accion: 'crear', despues: producto });
      return producto;
    });
  }

  /**
   * A Stock that differs from the current one is written as an 'ajuste' move of the difference
   * (with no reason: the reasons belong to the adjustment dialog), the row locked by ajustarStock so
   * a sale running at the same time cannot slip between the read and the move. Changing Active
   * (inactivating or reactivating) is for administrators.
   */
  async function update(id: number, input: ProductoUpdate, sesion: Sesion): Promise<Producto> {
    return db.transaction(async (trx) => {
      const { Stock, ...datos } = input;
      // Locked before anything moves, so the trail's "before" is what this change replaced.
      const current = await trx('productos').where({ producto_id: id }).forNoKeyUpdate().first();
      if (!current) throw notFound(PRODUCTO_NO_ENCONTRADO);
      const antes = productoMapper.toApi(current);
      if (Stock !== undefined) await ajustarStock(trx, { productoId: id, usuarioId: sesion.UsuarioID }, () => Stock);
      if (input.Active !== undefined && input.Active !== current.active && sesion.Rol !== 'Administrador') {
        throw forbidden(SOLO_ADMINISTRADOR_ACTIVO);
      }
      await assertProveedorElegible(trx, input.ProveedorPreferidoID, current.proveedor_preferido_id);
      await trx('productos')
        .where({ producto_id: id })
        .update({ ...productoMapper.toRow(datos), updated_at: config.now() });
      return auditarModificacion(trx, sesion, { entidad: 'productos', id, antes, despues: productoMapper.toApi(await findRow(trx, id)) });
    });
  }

  const desactivar = (id: number, sesion: Sesion) => update(id, { Active: false }, sesion);

  return { get, list, create, update, desactivar };
}
