import type { Knex } from 'knex';
import type { EntradaHistorialPedido, EstadoPedido, HistorialPedidoFilter } from '#dominio/pedidos';
import type { Config } from '../config.js';
import { autorDeEntrada, historialDePedidos, type TipoDeHistorial } from '../pedidos-comun/historial.js';
import { CLIENTE_NO_ENCONTRADO } from '../clientes/service.js';
import { historialPedidoMapper } from './mapper.js';

type Row = Record<string, unknown>;

const VENTAS: TipoDeHistorial<HistorialPedidoFilter> = {
  tabla: 'historial_pedidos',
  pedidos: 'pedidos',
  pedidoId: 'pedido_id',
  partes: 'clientes',
  parteId: 'cliente_id',
  filtroDeParte: 'clienteId',
  parteNoEncontrada: CLIENTE_NO_ENCONTRADO,
  nombre: `parte.nombre || ' ' || parte.apellido`,
  columnas: [
    'p.precio_total as pedido_precio_total',
    'p.fecha_pedido as pedido_fecha',
    'p.estado as pedido_estado',
    ...['nombre', 'apellido', 'telefono', 'direccion', 'email', 'active'].map((c) => `parte.${c} as cliente_${c}`),
  ],
};

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
  const { listar, porPedido, porParte } = historialDePedidos(db, config.zonaNegocio, VENTAS, toEntrada);
  return { listar, porPedido, porCliente: porParte };
}

export type HistorialPedidosService = ReturnType<typeof historialPedidosService>;
