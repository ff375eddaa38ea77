import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isApiPath } from '../http/apiPath.js';

/**
 * The process's own metrics (CPU, memory, event-loop lag, garbage collection), collected once per
 * process whatever number of apps it serves: each collection keeps a timer and an event-loop monitor.
 */
let delProceso: Registry | undefined;
function metricasDelProceso(): Registry {
  if (!delProceso) {
    delProceso = new Registry();
    // With WEB_CONCURRENCY > 1 each process answers for itself: its pid tells the series apart.
    delProceso.setDefaultLabels({ pid: String(process.pid) });
    collectDefaultMetrics({ register: delProceso });
  }
  return delProceso;
}

/** tarn's pool under Knex (PostgreSQL and PGlite alike); the methods are public tarn API. */
interface Pool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** One app's metrics: its requests by route and status, and its database pool, with the process's. */
export interface Metricas {
  /** The exposition text, in Prometheus's format (`contentType`). */
  texto(): Promise<string>;
  contentType: string;
  middleware: Middleware;
}

export function crearMetricas(db: Knex): Metricas {
  const propio = new Registry();
  propio.setDefaultLabels({ pid: String(process.pid) });
  const etiquetas = ['method', 'route', 'status'] as const;
  const solicitudes = new Counter({
    name: 'http_requests_total',
    help: 'Solicitudes HTTP atendidas',
    labelNames: etiquetas,
    registers: [propio],
  });
  const duracion = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duración de las solicitudes HTTP',
    labelNames: etiquetas,
    // The API's targets are tens of milliseconds; the long tail is PDFs and exports.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [propio],
  });
  const pool = () => (db.client as { pool?: Pool }).pool;
  const medidor = (name: string, help: string, leer: (p: Pool) => number) =>
    new Gauge({
      name,
      help,
      registers: [propio],
      collect() {
        const p = pool();
        this.set(p ? leer(p) : 0);
      },
    });
  medidor('db_pool_connections_used', 'Conexiones de la base en uso', (p) => p.numUsed());
  medidor('db_pool_connections_free', 'Conexiones de la base libres', (p) => p.numFree());
  medidor('db_pool_acquires_pending', 'Pedidos de conexión en espera', (p) => p.numPendingAcquires());

  const middleware: Middleware = async (ctx, next) => {
    const fin = duracion.startTimer();
    try {
      await next();
    } finally {
      // The route's pattern, never the path itself: ids would make a series per record.
      const route = (ctx as { _matchedRoute?: string })._matchedRoute ?? (isApiPath(ctx.path) ? 'api (sin ruta)' : 'admin');
      const valores = { method: ctx.method, route, status: String(ctx.status) };
      solicitudes.inc(valores);
      fin(valores);
    }
  };
  // Two expositions one after the other (Registry.merge would drop the pid label).
  const texto = async () => `${await metricasDelProceso().metrics()}\n${await propio.metrics()}`;
  return { texto, contentType: propio.contentType, middleware };
}
