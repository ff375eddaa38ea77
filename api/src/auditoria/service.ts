import type { Knex } from 'knex';
import type { AuditoriaFilter, RegistroAuditoria } from '#dominio/auditoria';
import type { Config } from '../config.js';
import { fetchPage, whereDays } from '../db/queries.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { auditoriaMapper } from './mapper.js';

/** Newest first (the id follows the time), 25 a page: the trail only grows. */
export const ORDEN_AUDITORIA = { sort: 'AuditoriaID', order: 'desc', limit: 25 } as const;

export function auditoriaService(db: Knex, config: Pick<Config, 'zonaNegocio'>) {
  /** GET /auditoria: one page of the trail, filtered by record, user and days, each row with its author. */
  async function listar(filter: AuditoriaFilter, listQuery: ListQuery) {
    const query = db('auditoria as a')
      .leftJoin('usuarios as u', 'u.usuario_id', 'a.usuario_id')
      .select('a.*', 'u.nombre as usuario_nombre', 'u.apellido as usuario_apellido');
    if (filter.entidad) query.where('a.entidad', filter.entidad);
    if (filter.entidadId) query.where('a.entidad_id', filter.entidadId);
    if (filter.usuarioId) query.where('a.usuario_id', filter.usuarioId);
    whereDays(query, 'a.fecha', config.zonaNegocio, { desde: filter.fechaDesde, hasta: filter.fechaHasta });
    const { rows, total } = await fetchPage(query, { ...listQuery, sortColumn: `a.${listQuery.sortColumn}` }, 'a.auditoria_id');
    const data = rows.map(
      (row): RegistroAuditoria => ({
        ...auditoriaMapper.toApi(row),
        AuditoriaID: Number(row.auditoria_id),
        Usuario:
          row.usuario_id == null
            ? null
            : { UsuarioID: row.usuario_id as number, Nombre: row.usuario_nombre as string, Apellido: row.usuario_apellido as string },
      }),
    );
    return { data, total };
  }

  return { listar };
}
