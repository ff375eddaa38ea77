import { entradaHistorialPedidoSchema, estadoPedidoSchema, historialPedidoFilterSchema } from '#dominio/pedidos';
import type { Recurso } from '../openapi/operacion.js';
import { operacionesDeHistorial } from '../pedidos-comun/openapi.js';
import { historialPedidoMapper } from './mapper.js';

export const historialPedidosDoc: Recurso = {
  etiqueta: 'Historial de pedidos',
  operaciones: operacionesDeHistorial({
    ruta: '/historial-pedidos',
    enIds: 'HistorialPedidos',
    entrada: entradaHistorialPedidoSchema,
    mapper: historialPedidoMapper,
    estado: estadoPedidoSchema,
    filtros: historialPedidoFilterSchema,
    porParte: {
      ruta: '/cliente/{id}',
      operationId: 'listarHistorialPedidosDeCliente',
      resumen: 'Listar el historial de un cliente',
      siemprePaginado: true,
    },
  }),
};
