import type { Knex } from 'knex';
import { cuitRepetido } from '#dominio/fiscal';
import type { Proveedor, ProveedorFilter, ProveedorInput, ProveedorUpdate } from '#dominio/proveedores';
import { fetchPage, whereSearch } from '../db/queries.js';
import type { Config } from '../config.js';
import { conIndicesUnicos, type MensajesDeUnicos, notFound } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import type { Sesion } from '../nucleo/sesion.js';
import { proveedorMapper } from './mapper.js';
import { auditar, auditarModificacion } from '../auditoria/registro.js';
import { comprobarVersion, edicion, inactivacion, versionSiguiente, comprobarCambioDeActivo } from '../versiones.js';

export const PROVEEDOR_NO_ENCONTRADO = 'Proveedor no encontrado';
/** What the suppliers' unique indexes mean (migration 032): a CUIT another supplier has, on a create, an edit or an import. */
export const UNICOS_PROVEEDORES: MensajesDeUnicos = { proveedores_cuit_unico: (cuit) => cuitRepetido('proveedor', cuit) };

export function proveedoresService(db: Knex, config: Pick<Config, 'now'>) {
  async function leerFila(id: number, trx: Knex = db, { bloquear = false } = {}) {
    const query = trx('proveedores').where({ proveedor_id: id });
    // A PUT locks the row it compares against, so it cannot undo a concurrent inactivation (and the
    // trail's "before" is what it replaced, and the version the one it replaces).
    if (bloquear) query.forUpdate();
    const row = await query.first();
    if (!row) throw notFound(PROVEEDOR_NO_ENCONTRADO);
    return row;
  }

  async function listar(filter: ProveedorFilter, listQuery: ListQuery) {
    const query = db('proveedores').select(proveedorMapper.columns);
    if (filter.active !== undefined) query.where({ active: filter.active });
    whereSearch(query, listQuery.q);
    const { rows, total } = await fetchPage(query, listQuery, 'proveedor_id', {
      tabla: 'proveedores',
      filtros: { active: filter.active },
      busquedaLeidaUnaVez: true,
    });
    return { data: rows.map(proveedorMapper.toApi), total };
  }

  async function obtener(id: number): Promise<Proveedor> {
    return proveedorMapper.toApi(await leerFila(id));
  }

  async function crear(input: ProveedorInput, sesion: Sesion): Promise<Proveedor> {
    return conIndicesUnicos(UNICOS_PROVEEDORES, () =>
      db.transaction(async (trx) => {
        const [row] = await trx('proveedores').insert(proveedorMapper.toRow(input)).returning('*');
        const proveedor = proveedorMapper.toApi(row);
        await auditar(trx, sesion, { entidad: 'proveedores', id: proveedor.ProveedorID, accion: 'crear', despues: proveedor });
        return proveedor;
      }),
    );
  }

  /**
   * Inactivating is for administrators only, and reactivating too: other roles only ever see
   * active suppliers, so for them Active may come along in the body but may not change.
   */
  async function editar(id: number, input: ProveedorUpdate, sesion: Sesion, version?: number): Promise<Proveedor> {
    return conIndicesUnicos(UNICOS_PROVEEDORES, () =>
      edicion(db, obtener, id, async (trx) => {
        const current = await leerFila(id, trx, { bloquear: true });
        comprobarVersion(current.version, version);
        comprobarCambioDeActivo(input.Active, current.active, sesion, 'Solo un administrador puede activar o inactivar proveedores');
        const [row] = await trx('proveedores')
          .where({ proveedor_id: id })
          .update({ ...proveedorMapper.toRow(input), updated_at: config.now(), version: versionSiguiente(trx) })
          .returning('*');
        const antes = proveedorMapper.toApi(current);
        return auditarModificacion(trx, sesion, { entidad: 'proveedores', id, antes, despues: proveedorMapper.toApi(row) });
      }),
    );
  }

  const desactivar = inactivacion(editar);

  return { listar, obtener, crear, editar, desactivar };
}
