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
    enIds: { uno: 'Pedido', varios: 'Pedidos' },
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
    alCambiarEstado:
      "Pasar a Cancelado devuelve el stock; salir de Cancelado lo vuelve a tomar (409 si ya no está). Un pedido que retiene una hoja de ruta abierta no cambia de estado aquí sino en la hoja: 409 'El pedido N está en la hoja de ruta N° M (En curso): resuélvalo en la hoja' (Planificada: quitarlo de la hoja primero). Volver a abrirlo (de Cancelado o Completado a Pendiente o En Proceso) pasa por el límite de crédito como un pedido nuevo: 409 'Supera el límite de crédito del cliente (saldo $ X, límite $ Y)', salvo ConfirmarLimiteCredito de un Supervisor o Administrador, que la auditoría anota; un Empleado que lo manda recibe 403.",
    erroresAlCambiarEstado: [403],
    papel: { ruta: 'remito.pdf', nombre: 'Remito', operationId: 'imprimirRemito' },
  }),
};
