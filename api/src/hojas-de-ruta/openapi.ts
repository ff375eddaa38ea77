import { z } from 'zod';
import {
  candidatoFilterSchema,
  choferSchema,
  entregaParcialSchema,
  entregaSchema,
  hojaCreateSchema,
  hojaDeRutaDetalleSchema,
  hojaDeRutaSchema,
  hojaFilterSchema,
  hojaUpdateSchema,
  noEntregaSchema,
  paradaSchema,
  pedidoARepartirSchema,
  ROLES_PLANIFICAR,
} from '#dominio/hojasDeRuta';
import { conDatos, escrito, lista, type Operacion, type Recurso } from '../openapi/operacion.js';
import { candidatoMapper, hojaMapper } from './mapper.js';

const detalle = { descripcion: 'La hoja de ruta, con sus paradas y su resumen', schema: escrito(hojaDeRutaDetalleSchema) };

const IDEMPOTENCIA =
  'Lleva el encabezado Idempotency-Key (obligatorio: 400 sin él; uno por acción): la acción se aplica una vez y repetirla con la misma clave responde lo mismo sin aplicar nada (la misma clave con otro cuerpo, otra parada u otro usuario: 422). Solo el chofer de la hoja, un Supervisor o un Administrador (403 si no); la hoja debe estar En curso y la parada sin resolver (409).';

/** A stop action: its path, name, body and what it does to the order. */
const accion = (ruta: string, operationId: string, resumen: string, cuerpo: z.ZodType, efecto: string): Operacion => ({
  metodo: 'post',
  ruta: `/hojas-de-ruta/{id}/paradas/{paradaId}/${ruta}`,
  operationId,
  resumen,
  descripcion: `${efecto} ${IDEMPOTENCIA}`,
  cuerpo,
  respuesta: { descripcion: 'La parada resuelta', schema: escrito(paradaSchema) },
  errores: [409],
  idempotente: 'obligatoria',
});

export const hojasDeRutaDoc: Recurso = {
  etiqueta: 'Hojas de ruta',
  descripcion:
    'El reparto de un día: un vehículo, un chofer y los pedidos en el orden en que se visitan; del plan a lo entregado y cobrado en cada puerta.',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/hojas-de-ruta',
      operationId: 'listarHojasDeRuta',
      resumen: 'Listar hojas de ruta',
      descripcion: 'El día más nuevo primero; q busca una patente, el nombre de un chofer o el número de la hoja.',
      lista: hojaMapper,
      filtros: hojaFilterSchema,
      respuesta: { descripcion: 'Las hojas de ruta', schema: lista(hojaDeRutaSchema) },
    },
    {
      metodo: 'get',
      ruta: '/hojas-de-ruta/candidatos',
      operationId: 'listarPedidosParaRepartir',
      resumen: 'Pedidos para repartir',
      descripcion:
        'Los pedidos Pendiente o En Proceso, hechos hasta el día fecha (hoy si falta), que no están en otra hoja abierta; los más viejos primero, con sus kilos. q busca el nombre o la dirección del cliente, o el número del pedido.',
      lista: candidatoMapper,
      filtros: candidatoFilterSchema,
      respuesta: { descripcion: 'Los pedidos', schema: lista(pedidoARepartirSchema) },
    },
    {
      metodo: 'get',
      ruta: '/hojas-de-ruta/choferes',
      operationId: 'listarChoferes',
      resumen: 'Choferes',
      descripcion: 'Los usuarios activos marcados como choferes, para elegir el de una hoja.',
      respuesta: { descripcion: 'Los choferes', schema: conDatos(z.array(choferSchema)) },
    },
    {
      metodo: 'get',
      ruta: '/hojas-de-ruta/mi-recorrido',
      operationId: 'obtenerMiRecorrido',
      resumen: 'Mi recorrido de hoy',
      descripcion:
        'La hoja de hoy del usuario que llama, con sus paradas (la pantalla del teléfono del chofer): la abierta, o si no la última cerrada hoy; null si no tiene. Nunca la de otro chofer.',
      respuesta: { descripcion: 'La hoja de ruta, o null', schema: conDatos(hojaDeRutaDetalleSchema.nullable()) },
    },
    {
      metodo: 'get',
      ruta: '/hojas-de-ruta/{id}',
      operationId: 'obtenerHojaDeRuta',
      resumen: 'Obtener una hoja de ruta',
      descripcion: 'Con sus paradas en orden (cada una con su pedido, cliente y líneas) y el resumen de lo resuelto.',
      respuesta: { descripcion: 'La hoja de ruta', schema: conDatos(hojaDeRutaDetalleSchema) },
      version: hojaDeRutaDetalleSchema,
    },
    {
      metodo: 'get',
      ruta: '/hojas-de-ruta/{id}/pdf',
      operationId: 'imprimirHojaDeRuta',
      resumen: 'Hoja de ruta impresa (PDF)',
      descripcion:
        'Las paradas en orden con cliente, dirección, teléfono, productos, kilos, importe y lugar para firmar; cerrada, el resultado y el resumen.',
      respuesta: { descripcion: 'El PDF, con nombre de archivo en Content-Disposition', tipo: 'application/pdf' },
    },
    {
      metodo: 'post',
      ruta: '/hojas-de-ruta',
      operationId: 'planificarHojaDeRuta',
      resumen: 'Planificar una hoja de ruta',
      descripcion:
        'Día, vehículo (activo y disponible), chofer y pedidos en orden. 409 si el vehículo o el chofer ya tienen una hoja abierta ese día, si un pedido no está Pendiente o En Proceso o ya está en otra hoja abierta, o si la carga supera la capacidad del vehículo.',
      acceso: ROLES_PLANIFICAR,
      cuerpo: hojaCreateSchema,
      respuesta: { ...detalle, estado: 201 },
      errores: [409],
    },
    {
      metodo: 'put',
      ruta: '/hojas-de-ruta/{id}',
      operationId: 'modificarHojaDeRuta',
      resumen: 'Modificar una hoja de ruta',
      descripcion:
        'Solo Planificada. Paradas, si viene, es la lista entera en orden: agrega, quita y mueve paradas. Las mismas reglas que al planificar.',
      acceso: ROLES_PLANIFICAR,
      cuerpo: hojaUpdateSchema,
      respuesta: detalle,
      errores: [409],
      version: hojaDeRutaDetalleSchema,
    },
    {
      metodo: 'post',
      ruta: '/hojas-de-ruta/{id}/iniciar',
      operationId: 'iniciarHojaDeRuta',
      resumen: 'Iniciar el recorrido',
      descripcion:
        'La hoja pasa a En curso y sus pedidos Pendiente a En Proceso, con su entrada en el historial. El chofer de la hoja, un Supervisor o un Administrador (403 si no). 409 si un pedido ya no está Pendiente ni En Proceso, o si la carga, con los kilos de las líneas leídos de nuevo, supera la capacidad del vehículo; las paradas guardan los kilos con que sale.',
      respuesta: detalle,
      errores: [409],
      version: hojaDeRutaDetalleSchema,
    },
    {
      metodo: 'post',
      ruta: '/hojas-de-ruta/{id}/cerrar',
      operationId: 'cerrarHojaDeRuta',
      resumen: 'Cerrar una hoja de ruta',
      descripcion: 'Con todas sus paradas resueltas (409 si no): responde la hoja con su resumen; sus pedidos quedan libres para otras hojas.',
      acceso: ROLES_PLANIFICAR,
      respuesta: detalle,
      errores: [409],
      version: hojaDeRutaDetalleSchema,
    },
    accion(
      'entregar',
      'entregarParada',
      'Parada entregada',
      entregaSchema,
      'Se entregó todo: el pedido pasa a Completado (su entrega se carga en la cuenta del cliente), con la firma, una foto opcional y el efectivo cobrado, que queda como un cobro del cliente. Cobrado llega hasta el total del pedido más COBRO_PUERTA_MARGEN por ciento (10 por defecto): por encima, 400 y nada escrito.',
    ),
    accion(
      'entrega-parcial',
      'entregarParadaEnParte',
      'Parada entregada en parte',
      entregaParcialSchema,
      'Lo entregado de cada línea: el pedido pasa a Completado con esas cantidades y su total recalculado, y lo no entregado vuelve al stock (motivo devolucion). Firma, foto y cobro como al entregar (Cobrado, hasta el total nuevo más el margen).',
    ),
    accion(
      'no-entregado',
      'marcarParadaNoEntregada',
      'Parada no entregada',
      noEntregaSchema,
      'Con el motivo (y un comentario, obligatorio con otro): el pedido vuelve a Pendiente y queda libre para otra hoja; su stock sigue tomado.',
    ),
  ],
};
