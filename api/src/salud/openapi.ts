import { z } from 'zod';
import type { Recurso } from '../openapi/operacion.js';

export const saludDoc: Recurso = {
  etiqueta: 'Salud',
  descripcion: 'Para un balanceador de carga o un orquestador.',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/salud',
      operationId: 'comprobarVida',
      resumen: 'Comprobar que el proceso responde',
      acceso: 'publica',
      respuesta: { descripcion: 'Vivo', schema: z.object({ estado: z.literal('ok') }) },
    },
    {
      metodo: 'get',
      ruta: '/salud/lista',
      operationId: 'comprobarDisponibilidad',
      resumen: 'Comprobar que está lista para atender',
      descripcion: 'Lista cuando la base de datos responde y todas las migraciones están aplicadas; si no, 503 { estado: "sin base de datos" }.',
      acceso: 'publica',
      respuesta: { descripcion: 'Lista', schema: z.object({ estado: z.literal('lista') }) },
    },
  ],
};
