import { entradaHistorialPedidoProveedorSchema, estadoPedidoProveedorSchema, historialPedidoProveedorFilterSchema } from '#dominio/pedidos';
import type { Recurso } from '../openapi/operacion.js';
import { operacionesDeHistorial } from '../pedidos-comun/openapi.js';
import { historialPedidoProveedorMapper } from './mapper.js';

export const historialPedidosProveedoresDoc: Recurso = {
  etiqueta: 'Historial de pedidos a proveedores',
  operaciones: operacionesDeHistorial({
    ruta: '/historial-pedidos-proveedores',
    enIds: 'HistorialPedidosAProveedores',
    entrada: entradaHistorialPedidoProveedorSchema,
    mapper: historialPedidoProveedorMapper,
    estado: estadoPedidoProveedorSchema,
    filtros: historialPedidoProveedorFilterSchema,
    porParte: {
      ruta: '/proveedor/{id}',
      operationId: 'listarHistorialPedidosDeProveedor',
      resumen: 'Listar el historial de un proveedor',
      siemprePaginado: false,
    },
  }),
};
