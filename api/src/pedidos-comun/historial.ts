import type { Knex } from 'knex';
import type { z } from 'zod';
import type { UsuarioResumen } from '#dominio/pedidos';
import { whereDays, fetchPage, likePattern } from '../db/queries.js';
import type { Mapper } from '../db/mapper.js';
import { parseListQuery } from '../http/paging.js';
import type { ListQuery } from '../listas.js';

// The status histories of sales and supplier orders take the same query; each adds its client or
// supplier filter and its Estado values (#dominio/pedidos).

/**
 * The query of every history endpoint: page, limit (default 10), sort (default newest first),
 * order, search (or q) and the filters. Empty parameters (a cleared filter box) count as absent.
 */
export function historialQueryParser<F>(filterSchema: z.ZodType<F>, mapper: Mapper<Record<string, unknown>>) {
  return (query: Record<string, unknown>): { filter: F; listQuery: ListQuery } => {
    const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
    return {
      filter: filterSchema.parse(given),
      listQuery: parseListQuery(given, mapper, { sort: 'FechaActualizaEstado', order: 'desc', limit: 10 }),
    };
  };
}

interface FiltroHistorial {
  search?: string;
  pedidoId?: number;
  estado?: string;
  fechaDesde?: string;
  fechaHasta?: string;
}

/** How one history query names what the common filters read. */
export interface ColumnasHistorial {
  /** Before the history table's own columns: 'h.' in a join, '' over a derived table. */
  prefijo: string;
  /** The history table's order id column. */
  pedido: string;
  /** SQL of the client's or supplier's name, which search matches besides the comments. */
  nombre: string;
  /** The history table, whose kept counters give the total of the unfiltered and Estado-filtered lists. */
  tabla: string;
}

/**
 * Newest first unless sorted otherwise; search (or q) matches the comments and the name; the
 * days are business-zone days. The caller's query has already applied its own filters (the other
 * fields of `filter`: clienteId, proveedorId).
 */
export async function listarHistorial<T>(
  query: Knex.QueryBuilder,
  filter: FiltroHistorial & Record<string, unknown>,
  listQuery: ListQuery,
  { prefijo, pedido, nombre, tabla }: ColumnasHistorial,
  zonaNegocio: string,
  toEntrada: (row: Record<string, unknown>) => T,
): Promise<{ data: T[]; total: number }> {
  const search = filter.search || listQuery.q;
  if (search) {
    const pattern = likePattern(search);
    query.where((w) => w.whereILike(`${prefijo}comentarios`, pattern).orWhereRaw(`${nombre} ILIKE ?`, [pattern]));
  }
  if (filter.pedidoId) query.where(`${prefijo}${pedido}`, filter.pedidoId);
  if (filter.estado) query.where(`${prefijo}estado_nuevo`, filter.estado);
  whereDays(query, `${prefijo}fecha_actualiza_estado`, zonaNegocio, { desde: filter.fechaDesde, hasta: filter.fechaHasta });
  const { estado, ...otros } = filter;
  const { rows, total } = await fetchPage(query, listQuery, `${prefijo}historial_id`, { tabla, filtros: { ...otros, estado_nuevo: estado } });
  return { data: rows.map(toEntrada), total };
}

/** Who registered an entry, from the query's usuario_id, usuario_nombre and usuario_apellido. */
export function autorDeEntrada(row: Record<string, unknown>): UsuarioResumen {
  return { UsuarioID: row.usuario_id as number, Nombre: row.usuario_nombre as string, Apellido: row.usuario_apellido as string };
}
