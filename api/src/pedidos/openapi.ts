import {
  cambioEstadoPedidoSchema,
  entradaHistorialPedidoSchema,
  estadoPedidoSchema,
  historialPedidoFilterSchema,
  pedidoCreateSchema,
  pedidoFilterSchema,
  pedidoSchema,
} from '#dominio/pedidos';
import type { Recurso } from '../openapi/operacion.js';
import { operacionesDePedidos } from '../pedidos-comun/openapi.js';
import { historialPedidoMapper } from '../historial-pedidos/mapper.js';
import { pedidoMapper } from './mapper.js';

export const pedidosDoc: Recurso = {
  etiqueta: 'Pedidos',
  operaciones: operacionesDePedidos({
    ruta: '/pedidos',
    nombre: 'pedido',
    pedido: pedidoSchema,
    mapper: pedidoMapper,
    entrada: entradaHistorialPedidoSchema,
    mapperHistorial: historialPedidoMapper,
    estado: estadoPedidoSchema,
    filtros: pedidoFilterSchema,
    filtrosHistorial: historialPedidoFilterSchema,
    crear: pedidoCreateSchema,
    cambioEstado: cambioEstadoPedidoSchema,
    alCrear:
      'Toma el PrecioUnitario de cada línea del Precio actual del producto, calcula PrecioTotal, descuenta el stock y escribe la primera entrada del historial, todo en una transacción. Stock insuficiente: 409 y no se escribe nada.',
    alCambiarEstado: 'Pasar a Cancelado devuelve el stock; salir de Cancelado lo vuelve a tomar (409 si ya no está).',
    papel: { ruta: 'remito.pdf', nombre: 'Remito' },
  }),
};
