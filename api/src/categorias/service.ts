import type { Knex } from 'knex';
import { type Categoria, type CategoriaFilter, type CategoriaInput, type CategoriaUpdate, categoriaRepetida } from '#dominio/categorias';
import { fetchPage, whereSearch } from '../db/queries.js';
import type { Config } from '../config.js';
import { conIndicesUnicos, type MensajesDeUnicos, notFound, requireActive } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import type { Sesion } from '../nucleo/sesion.js';
import { auditar, auditarModificacion } from '../auditoria/registro.js';
import { comprobarVersion, edicion, inactivacion, versionSiguiente, comprobarCambioDeActivo } from '../versiones.js';
import { categoriaMapper } from './mapper.js';

export const CATEGORIA_NO_ENCONTRADA = 'Categoría no encontrada';
const UNICOS: MensajesDeUnicos = { categorias_producto_nombre_unico: (nombre) => categoriaRepetida(nombre ?? '') };

/** A category being chosen (by a product, by an increase) must exist and be active (400 otherwise). */
export async function comprobarCategoriaElegible(trx: Knex, categoriaId: number | null | undefined, actual?: number | null) {
  if (categoriaId == null || categoriaId === actual) return;
  const categoria = await trx('categorias_producto').where({ categoria_id: categoriaId }).first('nombre', 'active');
  requireActive(categoria, 'CategoriaID', CATEGORIA_NO_ENCONTRADA, (c) => `La categoría ${c.nombre} está inactiva`);
}

/** The editable list of product categories: Supervisor and Administrador write it, every role reads it. */
export function categoriasService(db: Knex, config: Pick<Config, 'now'>) {
  async function leerFila(id: number, trx: Knex = db, { bloquear = false } = {}) {
    const query = trx('categorias_producto').where({ categoria_id: id });
    if (bloquear) query.forUpdate();
    const row = await query.first();
    if (!row) throw notFound(CATEGORIA_NO_ENCONTRADA);
    return row;
  }

  async function listar(filter: CategoriaFilter, listQuery: ListQuery) {
    const query = db('categorias_producto').select(categoriaMapper.columns);
    if (filter.active !== undefined) query.where({ active: filter.active });
    whereSearch(query, listQuery.q);
    const { rows, total } = await fetchPage(query, listQuery, 'categoria_id');
    return { data: rows.map(categoriaMapper.toApi), total };
  }

  const obtener = async (id: number): Promise<Categoria> => categoriaMapper.toApi(await leerFila(id));

  const crear = (input: CategoriaInput, sesion: Sesion): Promise<Categoria> =>
    conIndicesUnicos(UNICOS, () =>
      db.transaction(async (trx) => {
        const [row] = await trx('categorias_producto').insert(categoriaMapper.toRow(input)).returning('*');
        const categoria = categoriaMapper.toApi(row);
        await auditar(trx, sesion, { entidad: 'categorias', id: categoria.CategoriaID, accion: 'crear', despues: categoria });
        return categoria;
      }),
    );

  /** Renaming renames it on every product at once (they name it by id); inactivating is for administrators. */
  const editar = (id: number, input: CategoriaUpdate, sesion: Sesion, version?: number): Promise<Categoria> =>
    conIndicesUnicos(UNICOS, () =>
      edicion(db, obtener, id, async (trx) => {
        const current = await leerFila(id, trx, { bloquear: true });
        comprobarVersion(current.version, version);
        comprobarCambioDeActivo(input.Active, current.active, sesion, 'Solo un administrador puede activar o inactivar categorías');
        const [row] = await trx('categorias_producto')
          .where({ categoria_id: id })
          .update({ ...categoriaMapper.toRow(input), updated_at: config.now(), version: versionSiguiente(trx) })
          .returning('*');
        const antes = categoriaMapper.toApi(current);
        return auditarModificacion(trx, sesion, { entidad: 'categorias', id, antes, despues: categoriaMapper.toApi(row) });
      }),
    );

  return { listar, obtener, crear, editar, desactivar: inactivacion(editar) };
}
