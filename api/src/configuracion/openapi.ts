import { configuracionSchema } from '#dominio/inicio';
import { conDatos, type Recurso } from '../openapi/operacion.js';

export const configuracionDoc: Recurso = {
  etiqueta: 'Configuración',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/configuracion',
      operationId: 'obtenerConfiguracion',
      resumen: 'Obtener la configuración del negocio',
      descripcion:
        'La zona horaria del negocio, con la que se cuentan "hoy" y las fechas que se muestran, y el modo de registro (REGISTRO), con el que el login ofrece o no registrarse.',
      acceso: 'publica',
      respuesta: {
        descripcion: 'La configuración',
        schema: conDatos(configuracionSchema),
      },
    },
  ],
};
