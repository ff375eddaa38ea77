import type { Knex } from 'knex';
import type { EntradaHistorialPedido, EstadoPedido, HistorialPedidoFilter } from '#dominio/pedidos';
import type { Config } from '../config.js';
import { notFound } from '../errores.js';
import type { ListQuery } from '../listas.js';
import { autorDeEntrada, listarHistorial, type ColumnasHistorial } from '../pedidos-comun/historial.js';
import { PEDIDO_NO_ENCONTRADO } from '../pedidos-comun/cambioDeEstado.js';
import { CLIENTE_NO_ENCONTRADO } from '../clientes/service.js';
import { historialPedidoMapper } from './mapper.js';

type Row = Record<string, unknown>;

const COLUMNAS: ColumnasHistorial = { prefijo: 'h.', pedido: 'pedido_id', nombre: `c.nombre || ' ' || c.apellido`, tabla: 'historial_pedidos' };

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
    Usuario: autorDeEntrada(row),
  };
}

/** Status histories of sales orders: read-only (entries are written by the order service). */
export function historialPedidosService(db: Knex, config: Pick<Config, 'zonaNegocio'>) {
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

  // Sorting names the mapper's plain columns: ORDER BY reads them as the (unique) output columns.
  async function list(filter: HistorialPedidoFilter, listQuery: ListQuery) {
    const query = entradas();
    if (filter.clienteId) query.where('p.cliente_id', filter.clienteId);
    return listarHistorial(query, filter, listQuery, COLUMNAS, config.zonaNegocio, toEntrada);
  }

  async function porPedido(pedidoId: number, filter: HistorialPedidoFilter, listQuery: ListQuery) {
    if (!(await db('pedidos').where({ pedido_id: pedidoId }).first('pedido_id'))) throw notFound(PEDIDO_NO_ENCONTRADO);
    return list({ ...filter, pedidoId }, listQuery);
  }

  async function porCliente(clienteId: number, filter: HistorialPedidoFilter, listQuery: ListQuery) {
    if (!(await db('clientes').where({ cliente_id: clienteId }).first('cliente_id'))) throw notFound(CLIENTE_NO_ENCONTRADO);
    return list({ ...filter, clienteId }, listQuery);
  }

  return { list, porPedido, porCliente };
}

export type HistorialPedidosService = ReturnType<typeof historialPedidosService>;
