import {
  cambioEstadoPedidoSchema,
  cotizacionRespuestaSchema,
  cotizacionSchema,
  entradaHistorialPedidoSchema,
  estadoPedidoSchema,
  historialPedidoFilterSchema,
  pedidoCreateSchema,
  pedidoFilterSchema,
  pedidoSchema,
} from '#dominio/pedidos';
import { conDatos, type Recurso } from '../openapi/operacion.js';
import { operacionesDePedidos } from '../pedidos-comun/openapi.js';
import { historialPedidoMapper } from '../historial-pedidos/mapper.js';
import { pedidoMapper } from './mapper.js';

export const pedidosDoc: Recurso = {
  etiqueta: 'Pedidos',
  operaciones: [
    {
      metodo: 'post',
      ruta: '/pedidos/cotizacion',
      operationId: 'cotizarPedido',
      resumen: 'Cotizar las líneas de un pedido',
      descripcion:
        'Cada línea como la preciaría POST /pedidos para ese cliente y esa sesión: el precio de la lista del cliente (la general si no tiene) con la escala que alcanza la cantidad, y el descuento. No escribe nada. Un descuento mayor al del rol: 403.',
      cuerpo: cotizacionSchema,
      respuesta: { descripcion: 'Las líneas cotizadas y el total', schema: conDatos(cotizacionRespuestaSchema) },
    },
    ...operacionesDePedidos({
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
        'Cada línea toma su precio de la lista de precios del cliente (la general si no tiene: el Precio del producto), con la escala que alcanza su cantidad y su Descuento (Empleado hasta 5 %, Supervisor hasta 15 %, Administrador cualquiera; más: 403), y lo guarda con la lista, la escala y el descuento: un cambio posterior de la lista no lo toca. Dos líneas del mismo producto son una (con descuentos distintos: 400). Calcula PrecioTotal, descuenta el stock y escribe la primera entrada del historial, todo en una transacción. Stock insuficiente: 409 y no se escribe nada.',
      alCambiarEstado:
        "Pasar a Cancelado devuelve el stock; salir de Cancelado lo vuelve a tomar (409 si ya no está). Un pedido que retiene una hoja de ruta abierta no cambia de estado aquí sino en la hoja: 409 'El pedido N está en la hoja de ruta N° M (En curso): resuélvalo en la hoja' (Planificada: quitarlo de la hoja primero). Volver a abrirlo (de Cancelado o Completado a Pendiente o En Proceso) pasa por el límite de crédito como un pedido nuevo: 409 'Supera el límite de crédito del cliente (saldo $ X, límite $ Y)', salvo ConfirmarLimiteCredito de un Supervisor o Administrador, que la auditoría anota; un Empleado que lo manda recibe 403.",
      erroresAlCambiarEstado: [403],
      papel: { ruta: 'remito.pdf', nombre: 'Remito', operationId: 'imprimirRemito', operationIdCorreo: 'enviarRemitoPorCorreo' },
    }),
  ],
};
