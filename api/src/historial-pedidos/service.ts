import type { Knex } from 'knex';
import type { Config } from '../config.js';
import { notFound } from '../http/errors.js';
import { fetchPage, likePattern, type ListQuery } from '../http/paging.js';
import { whereDays } from '../http/dateRange.js';
import { CLIENTE_NO_ENCONTRADO } from '../clientes/service.js';
import type { EstadoPedido } from '../pedidos/schema.js';
import { historialPedidoMapper, type EntradaHistorialPedido, type HistorialFilter } from './schema.js';

type Row = Record<string, unknown>;

function toEntrada(row: Row): EntradaHistorialPedido {
  return {
    ...historialPedidoMapper.toApi(row),
    Cliente: {
      ClienteID: row.cliente_id as number,
      Nombre: row.cliente_nombre as string,
      Apellido: row.cliente_apellido as string,
      Telefono: row.cliente_telefono as string,
      Direccion: row.cliente_direccion as string,
      Email: row.cliente_email as string,
      Active: row.cliente_active as boolean,
    },
    Pedido: {
      PedidoID: row.pedido_id as number,
      PrecioTotal: row.pedido_precio_total as number,
      FechaPedido: row.pedido_fecha as Date,
      Estado: row.pedido_estado as EstadoPedido,
    },
    Usuario: {
      UsuarioID: row.usuario_id as number,
      Nombre: row.usuario_nombre as string,
      Apellido: row.usuario_apellido as string,
    },
  };
}

export interface NuevaEntrada {
  pedidoId: number;
  anterior: EstadoPedido | null;
  nuevo: EstadoPedido;
  comentario: string | null;
  usuarioId: number;
}

/** Status histories of sales orders: the order service writes entries, everyone reads them. */
export function historialPedidosService(db: Knex, config: Pick<Config, 'now' | 'zonaNegocio'>) {
  /** One entry per status change, in the order service's transaction, timed by the app clock. */
  async function registrar(trx: Knex.Transaction, entrada: NuevaEntrada) {
    await trx('historial_pedidos').insert({
      pedido_id: entrada.pedidoId,
      estado_anterior: entrada.anterior,
      estado_nuevo: entrada.nuevo,
      comentarios: entrada.comentario,
      usuario_id: entrada.usuarioId,
      fecha_actualiza_estado: config.now(),
    });
  }

  /**
   * Each entry with its order, client and user. The joins are LEFT joins on primary keys (the
   * foreign keys are NOT NULL, so no entry is lost or repeated): when no filter reads a joined
   * table, PostgreSQL drops it from the count, which then only reads the history table.
   */
  function entradas() {
    return db('historial_pedidos as h')
      .leftJoin('pedidos as p', 'p.pedido_id', 'h.pedido_id')
      .leftJoin('clientes as c', 'c.cliente_id', 'p.cliente_id')
      .leftJoin('usuarios as u', 'u.usuario_id', 'h.usuario_id')
      .select(
        'h.*',
        'p.cliente_id',
        'p.precio_total as pedido_precio_total',
        'p.fecha_pedido as pedido_fecha',
        'p.estado as pedido_estado',
        ...['nombre', 'apellido', 'telefono', 'direccion', 'email', 'active'].map((c) => `c.${c} as cliente_${c}`),
        'u.nombre as usuario_nombre',
        'u.apellido as usuario_apellido',
      );
  }

  /**
   * Newest first unless sorted otherwise; search matches the comments and the client's name.
   * Sorting names the mapper's plain columns: ORDER BY reads them as the (unique) output columns.
   */
  async function list(filter: HistorialFilter, listQuery: ListQuery) {
    const query = entradas();
    const search = filter.search || listQuery.q;
    if (search) {
      const pattern = likePattern(search);
      query.where((w) => w.whereILike('h.comentarios', pattern).orWhereRaw(`c.nombre || ' ' || c.apellido ILIKE ?`, [pattern]));
    }
    if (filter.clienteId) query.where('p.cliente_id', filter.clienteId);
    if (filter.pedidoId) query.where('h.pedido_id', filter.pedidoId);
    if (filter.estado) query.where('h.estado_nuevo', filter.estado);
    whereDays(query, 'h.fecha_actualiza_estado', config.zonaNegocio, { desde: filter.fechaDesde, hasta: filter.fechaHasta });
    const { rows, total } = await fetchPage(query, listQuery, 'h.historial_id');
    return { data: rows.map(toEntrada), total };
  }

  async function porCliente(clienteId: number, filter: HistorialFilter, listQuery: ListQuery) {
    if (!(await db('clientes').where({ cliente_id: clienteId }).first('cliente_id'))) throw notFound(CLIENTE_NO_ENCONTRADO);
    return list({ ...filter, clienteId }, listQuery);
  }

  return { registrar, list, porCliente };
}

export type HistorialPedidosService = ReturnType<typeof historialPedidosService>;
