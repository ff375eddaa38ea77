import {
  cambioEstadoPedidoProveedorSchema,
  entradaHistorialPedidoProveedorSchema,
  estadoPedidoProveedorSchema,
  historialPedidoProveedorFilterSchema,
  pedidoProveedorCreateSchema,
  pedidoProveedorFilterSchema,
  pedidoProveedorSchema,
} from '#dominio/pedidos';
import { lista, type Recurso } from '../openapi/operacion.js';
import { operacionesDePedidos } from '../pedidos-comun/openapi.js';
import { historialPedidoProveedorMapper } from '../historial-pedidos-proveedores/mapper.js';
import { pedidoProveedorMapper } from './mapper.js';

export const pedidosProveedoresDoc: Recurso = {
  etiqueta: 'Pedidos a proveedores',
  descripcion: 'Leer está abierto a todos los roles; crear y cambiar el estado, a Administrador y Supervisor.',
  operaciones: [
    ...operacionesDePedidos({
      ruta: '/pedidos-proveedores',
      nombre: 'pedido a proveedor',
      enIds: { uno: 'PedidoAProveedor', varios: 'PedidosAProveedores' },
      pedido: pedidoProveedorSchema,
      mapper: pedidoProveedorMapper,
      entrada: entradaHistorialPedidoProveedorSchema,
      mapperHistorial: historialPedidoProveedorMapper,
      estado: estadoPedidoProveedorSchema,
      filtros: pedidoProveedorFilterSchema,
      filtrosHistorial: historialPedidoProveedorFilterSchema,
      crear: pedidoProveedorCreateSchema,
      cambioEstado: cambioEstadoPedidoProveedorSchema,
      escritura: ['Administrador', 'Supervisor'],
      alCrear: 'Guarda las líneas con los precios unitarios dados y la primera entrada del historial.',
      alCambiarEstado: 'Pasar a Recibido suma las cantidades al stock; salir de Recibido las resta (409 si el stock quedaría negativo).',
      papel: {
        ruta: 'orden.pdf',
        nombre: 'Orden de compra',
        operationId: 'imprimirOrdenDeCompra',
        operationIdCorreo: 'enviarOrdenDeCompraPorCorreo',
      },
    }),
    {
      metodo: 'get',
      ruta: '/pedidos-proveedores/proveedor/{id}',
      operationId: 'listarPedidosDeProveedor',
      resumen: 'Listar los pedidos de un proveedor',
      lista: pedidoProveedorMapper,
      filtros: pedidoProveedorFilterSchema.pick({ estado: true }),
      respuesta: { descripcion: 'Los pedidos del proveedor, los más nuevos primero', schema: lista(pedidoProveedorSchema) },
    },
  ],
};
