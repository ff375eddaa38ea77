import { inicioQuerySchema, inicioSchema } from '#dominio/inicio';
import { conDatos, type Recurso } from '../openapi/operacion.js';

export const inicioDoc: Recurso = {
  etiqueta: 'Inicio',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/inicio',
      operationId: 'obtenerInicio',
      resumen: 'Obtener los datos de la primera pantalla',
      descripcion:
        'En una sola respuesta lo que la primera pantalla de una sesión pide al abrir: la configuración, el usuario de la sesión, las dos listas de alertas de la flota y, según `pantalla`, las cifras del tablero o la hoja de hoy del chofer. Cada parte es la misma que su propia ruta le daría a este usuario. El HTML de la aplicación la pide antes de que su código corra.',
      filtros: inicioQuerySchema,
      respuesta: { descripcion: 'Los datos de la primera pantalla', schema: conDatos(inicioSchema) },
    },
  ],
};
