import type { Knex } from 'knex';
import type { EntradaHistorialPedidoProveedor, EstadoPedidoProveedor, HistorialPedidoProveedorFilter } from '#dominio/pedidos';
import type { Config } from '../config.js';
import { notFound } from '../errores.js';
import type { ListQuery } from '../listas.js';
import { autorDeEntrada, listarHistorial, type ColumnasHistorial } from '../pedidos-comun/historial.js';
import { PEDIDO_NO_ENCONTRADO } from '../pedidos-comun/cambioDeEstado.js';
import { totalPedidoSql } from '../pedidos-proveedores/service.js';
import { PROVEEDOR_NO_ENCONTRADO } from '../proveedores/service.js';
import { historialPedidoProveedorMapper } from './mapper.js';

type Row = Record<string, unknown>;

const COLUMNAS: ColumnasHistorial = {
  prefijo: '',
  pedido: 'pedido_proveedor_id',
  nombre: 'proveedor_nombre',
  tabla: 'historial_pedidos_proveedores',
};

function toEntrada(row: Row): EntradaHistorialPedidoProveedor {
  return {
    ...historialPedidoProveedorMapper.toApi(row),
    Proveedor: {
      ProveedorID: row.proveedor_id as number,
      Nombre: row.proveedor_nombre as string,
      Telefono: row.proveedor_telefono as string,
    },
    Pedido: {
      PedidoProveedorID: row.pedido_proveedor_id as number,
      Total: row.pedido_total as number,
      Estado: row.pedido_estado as EstadoPedidoProveedor,
      FechaPedido: row.pedido_fecha as Date,
    },
    Usuario: autorDeEntrada(row),
  };
}

/** Status histories of supplier orders: read-only (entries are written by the order service). */
export function historialPedidosProveedoresService(db: Knex, config: Pick<Config, 'zonaNegocio'>) {
  /**
   * Each entry with its order, supplier and user as one derived table, so filters and the
   * mapper's sort columns read plain names and a page is one query plus its count.
   */
  function entradas() {
    const joined = db('historial_pedidos_proveedores as h')
      .join('pedidos_proveedores as pp', 'pp.pedido_proveedor_id', 'h.pedido_proveedor_id')
      .join('proveedores as pr', 'pr.proveedor_id', 'pp.proveedor_id')
      .join('usuarios as u', 'u.usuario_id', 'h.usuario_id')
      .select(
        'h.*',
        'pp.proveedor_id',
        'pp.estado as pedido_estado',
        'pp.fecha_pedido as pedido_fecha',
        totalPedidoSql(db, 'pp.pedido_proveedor_id', 'pedido_total'),
        'pr.nombre as proveedor_nombre',
        'pr.telefono as proveedor_telefono',
        'u.nombre as usuario_nombre',
        'u.apellido as usuario_apellido',
      );
    return db.from(joined.as('e')).select('*');
  }

  async function list(filter: HistorialPedidoProveedorFilter, listQuery: ListQuery) {
    const query = entradas();
    if (filter.proveedorId) query.where('proveedor_id', filter.proveedorId);
    return listarHistorial(query, filter, listQuery, COLUMNAS, config.zonaNegocio, toEntrada);
  }

  async function porPedido(pedidoId: number, filter: HistorialPedidoProveedorFilter, listQuery: ListQuery) {
    if (!(await db('pedidos_proveedores').where({ pedido_proveedor_id: pedidoId }).first('pedido_proveedor_id'))) {
      throw notFound(PEDIDO_NO_ENCONTRADO);
    }
    return list({ ...filter, pedidoId }, listQuery);
  }

  async function porProveedor(proveedorId: number, filter: HistorialPedidoProveedorFilter, listQuery: ListQuery) {
    if (!(await db('proveedores').where({ proveedor_id: proveedorId }).first('proveedor_id'))) {
      throw notFound(PROVEEDOR_NO_ENCONTRADO);
    }
    return list({ ...filter, proveedorId }, listQuery);
  }

  return { list, porPedido, porProveedor };
}

export type HistorialPedidosProveedoresService = ReturnType<typeof historialPedidosProveedoresService>;
