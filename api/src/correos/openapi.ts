import { correoDetalleSchema, correoFilterSchema, correoSchema, ROLES_CORREOS, SOLO_ADMINISTRADOR_VE_CORREOS } from '#dominio/correos';
import { conDatos, lista, type Recurso } from '../openapi/operacion.js';
import { correoMapper } from './mapper.js';

export const correosDoc: Recurso = {
  etiqueta: 'Correos',
  descripcion:
    'La bandeja de salida: cada correo que el sistema mandó o iba a mandar, con su estado, sus intentos y lo que respondió el servidor. ' +
    `Sin servidor SMTP configurado, los correos quedan 'retenido' y no salen de la máquina. Solo Administrador (403 '${SOLO_ADMINISTRADOR_VE_CORREOS}').`,
  operaciones: [
    {
      metodo: 'get',
      ruta: '/correos',
      operationId: 'listarCorreos',
      resumen: 'Listar correos',
      descripcion: 'Los más nuevos primero; estado filtra (pendiente, enviado, no_enviado, retenido).',
      acceso: ROLES_CORREOS,
      lista: correoMapper,
      filtros: correoFilterSchema,
      respuesta: { descripcion: 'Los correos', schema: lista(correoSchema) },
    },
    {
      metodo: 'get',
      ruta: '/correos/{id}',
      operationId: 'obtenerCorreo',
      resumen: 'Obtener un correo',
      descripcion: 'Con su texto y la lista de sus adjuntos.',
      acceso: ROLES_CORREOS,
      respuesta: { descripcion: 'El correo', schema: conDatos(correoDetalleSchema) },
    },
    {
      metodo: 'get',
      ruta: '/correos/{id}/adjuntos/{adjuntoId}',
      operationId: 'descargarAdjuntoDeCorreo',
      resumen: 'Descargar un adjunto',
      descripcion: 'El archivo tal como se adjuntó (un PDF, casi siempre).',
      acceso: ROLES_CORREOS,
      respuesta: { descripcion: 'El archivo', tipo: 'application/octet-stream' },
    },
  ],
};
