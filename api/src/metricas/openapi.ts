import type { Recurso } from '../openapi/operacion.js';

export const metricasDoc: Recurso = {
  etiqueta: 'Métricas',
  descripcion: 'Para el Prometheus de quien opera el servidor: con METRICAS_TOKEN como token, o con la sesión de un Administrador.',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/metricas',
      operationId: 'leerMetricas',
      resumen: 'Leer las métricas del proceso',
      descripcion:
        'Formato de texto de Prometheus: solicitudes y duraciones por ruta y estado (http_requests_total, http_request_duration_seconds), conexiones de la base (db_pool_*), y las del proceso de Node (CPU, memoria, demora del event loop). Con varios procesos, cada uno responde por sí mismo (etiqueta pid).',
      acceso: ['Administrador'],
      respuesta: { descripcion: 'Las métricas', tipo: 'text/plain; version=0.0.4' },
    },
  ],
};
