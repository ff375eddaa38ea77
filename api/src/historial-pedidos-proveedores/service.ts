import type { Knex } from 'knex';
import type { EntradaHistorialPedidoProveedor, EstadoPedidoProveedor, HistorialPedidoProveedorFilter } from '#dominio/pedidos';
import type { Config } from '../config.js';
import { autorDeEntrada, historialDePedidos, type TipoDeHistorial } from '../pedidos-comun/historial.js';
import { totalPedidoSql } from '../pedidos-proveedores/service.js';
import { PROVEEDOR_NO_ENCONTRADO } from '../proveedores/service.js';
import { historialPedidoProveedorMapper } from './mapper.js';

type Row = Record<string, unknown>;

function compras(db: Knex): TipoDeHistorial<HistorialPedidoProveedorFilter> {
  return {
    tabla: 'historial_pedidos_proveedores',
    pedidos: 'pedidos_proveedores',
    pedidoId: 'pedido_proveedor_id',
    partes: 'proveedores',
    parteId: 'proveedor_id',
    filtroDeParte: 'proveedorId',
    parteNoEncontrada: PROVEEDOR_NO_ENCONTRADO,
    nombre: 'parte.nombre',
    columnas: [
      'p.estado as pedido_estado',
      'p.fecha_pedido as pedido_fecha',
      totalPedidoSql(db, 'p.pedido_proveedor_id', 'pedido_total'),
      'parte.nombre as proveedor_nombre',
      'parte.telefono as proveedor_telefono',
    ],
  };
}

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
  const { listar, porPedido, porParte } = historialDePedidos(db, config.zonaNegocio, compras(db), toEntrada);
  return { listar, porPedido, porProveedor: porParte };
}

export type HistorialPedidosProveedoresService = ReturnType<typeof historialPedidosProveedoresService>;
