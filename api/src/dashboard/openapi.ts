import { datosDashboardSchema } from '#dominio/dashboard';
import { conDatos, type Recurso } from '../openapi/operacion.js';

export const dashboardDoc: Recurso = {
  etiqueta: 'Dashboard',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/dashboard',
      operationId: 'obtenerTablero',
      resumen: 'Obtener el resumen del tablero',
      respuesta: { descripcion: 'Las cifras del tablero', schema: conDatos(datosDashboardSchema) },
    },
  ],
};
