import { z } from 'zod';
import { conDatos, type Recurso } from '../openapi/operacion.js';

export const configuracionDoc: Recurso = {
  etiqueta: 'Configuración',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/configuracion',
      resumen: 'Obtener la configuración del negocio',
      descripcion: 'La zona horaria del negocio, con la que se cuentan "hoy" y las fechas que se muestran.',
      acceso: 'publica',
      respuesta: {
        descripcion: 'La configuración',
        schema: conDatos(z.object({ ZonaNegocio: z.string().meta({ example: 'America/Argentina/Buenos_Aires' }) })),
      },
    },
  ],
};
