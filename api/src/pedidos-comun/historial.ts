import type { Knex } from 'knex';
import type { z } from 'zod';
import type { UsuarioResumen } from '#dominio/pedidos';
import { whereDays, fetchPage, likePattern } from '../db/queries.js';
import type { Mapper } from '../db/mapper.js';
import { parseListQuery } from '../http/paging.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { notFound } from '../errores.js';
import { PEDIDO_NO_ENCONTRADO } from './cambioDeEstado.js';

// The status histories of sales and supplier orders take the same query and are read the same way;
// each gives its tables and columns (TipoDeHistorial), its filter schema and its Estado values (#dominio/pedidos).

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

/** One kind of order's history: its tables and what each entry carries from its order and the order's client or supplier. */
export interface TipoDeHistorial<F> {
  /** The history table (h), whose kept counters give the total of the unfiltered and Estado-filtered lists. */
  tabla: string;
  /** The orders' table (p) and its id, a column of the history table too. */
  pedidos: string;
  pedidoId: string;
  /** The clients' or suppliers' table (parte), its id (a column of the orders' table too) and the filter that takes it. */
  partes: string;
  parteId: string;
  filtroDeParte: keyof F;
  parteNoEncontrada: string;
  /** SQL of the client's or supplier's name, which search matches besides the comments. */
  nombre: string;
  /** The columns an entry's row takes from p and parte besides the client's or supplier's id, as toEntrada reads them. */
  columnas: (string | Knex.Raw)[];
}

/**
 * The list of one kind of order's history, and of one order's or one client's or supplier's (404 when it does not
 * exist). Newest first unless sorted otherwise; search (or q) matches the comments and the name; the days are
 * business-zone days.
 *
 * Each entry comes with its order, client or supplier and user by LEFT joins on primary keys (the foreign keys are
 * NOT NULL, so no entry is lost or repeated): when no filter reads a joined table, PostgreSQL drops it from the
 * count, which then only reads the history table. Sorting names the mapper's plain columns: ORDER BY reads them as
 * the (unique) output columns.
 */
export function historialDePedidos<F extends FiltroHistorial, T>(
  db: Knex,
  zonaNegocio: string,
  tipo: TipoDeHistorial<F>,
  toEntrada: (row: Record<string, unknown>) => T,
) {
  function entradas() {
    return db(`${tipo.tabla} as h`)
      .leftJoin(`${tipo.pedidos} as p`, `p.${tipo.pedidoId}`, `h.${tipo.pedidoId}`)
      .leftJoin(`${tipo.partes} as parte`, `parte.${tipo.parteId}`, `p.${tipo.parteId}`)
      .leftJoin('usuarios as u', 'u.usuario_id', 'h.usuario_id')
      .select('h.*', `p.${tipo.parteId}`, ...tipo.columnas, 'u.nombre as usuario_nombre', 'u.apellido as usuario_apellido');
  }

  async function listar(filter: F, listQuery: ListQuery): Promise<{ data: T[]; total: number }> {
    const query = entradas();
    const parteId = filter[tipo.filtroDeParte];
    if (parteId) query.where(`p.${tipo.parteId}`, parteId);
    const search = filter.search || listQuery.q;
    if (search) {
      const pattern = likePattern(search);
      query.where((w) => w.whereILike('h.comentarios', pattern).orWhereRaw(`${tipo.nombre} ILIKE ?`, [pattern]));
    }
    if (filter.pedidoId) query.where(`h.${tipo.pedidoId}`, filter.pedidoId);
    if (filter.estado) query.where('h.estado_nuevo', filter.estado);
    whereDays(query, 'h.fecha_actualiza_estado', zonaNegocio, { desde: filter.fechaDesde, hasta: filter.fechaHasta });
    const { estado, ...otros } = filter;
    const { rows, total } = await fetchPage(query, listQuery, 'h.historial_id', {
      tabla: tipo.tabla,
      filtros: { ...otros, estado_nuevo: estado },
    });
    return { data: rows.map(toEntrada), total };
  }

  async function porPedido(pedidoId: number, filter: F, listQuery: ListQuery) {
    if (!(await db(tipo.pedidos).where(tipo.pedidoId, pedidoId).first(tipo.pedidoId))) throw notFound(PEDIDO_NO_ENCONTRADO);
    return listar({ ...filter, pedidoId }, listQuery);
  }

  async function porParte(parteId: number, filter: F, listQuery: ListQuery) {
    if (!(await db(tipo.partes).where(tipo.parteId, parteId).first(tipo.parteId))) throw notFound(tipo.parteNoEncontrada);
    return listar({ ...filter, [tipo.filtroDeParte]: parteId }, listQuery);
  }

  return { listar, porPedido, porParte };
}

/** Who registered an entry, from the query's usuario_id, usuario_nombre and usuario_apellido. */
export function autorDeEntrada(row: Record<string, unknown>): UsuarioResumen {
  return { UsuarioID: row.usuario_id as number, Nombre: row.usuario_nombre as string, Apellido: row.usuario_apellido as string };
}
