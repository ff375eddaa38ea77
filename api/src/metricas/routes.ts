import { createHash, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppDeps } from '../deps.js';
import { requireRoles } from '../http/auth.js';
import type { Metricas } from './registro.js';

const resumen = (texto: string) => createHash('sha256').update(texto).digest();

/** Whether the request carries METRICAS_TOKEN as its bearer token (compared in constant time). */
function conTokenDeMetricas(esperado: string | undefined, authorization: string): boolean {
  const dado = /^Bearer\s+(.+)$/i.exec(authorization)?.[1];
  return esperado !== undefined && dado !== undefined && timingSafeEqual(resumen(dado), resumen(esperado));
}

/**
 * GET /api/metricas in Prometheus's text format, for an operator's scraper (METRICAS_TOKEN as its bearer
 * token) or a signed-in Administrador; `auth` is the API's session middleware.
 */
export function metricasRoutes({ config }: AppDeps, metricas: Metricas, auth: Middleware) {
  const router = new Router();
  const soloAdministrador = requireRoles(['Administrador']);
  router.get(
    '/metricas',
    (ctx, next) => (conTokenDeMetricas(config.metricasToken, ctx.get('Authorization')) ? next() : auth(ctx, () => soloAdministrador(ctx, next))),
    async (ctx) => {
      ctx.type = metricas.contentType;
      ctx.body = await metricas.texto();
    },
  );
  return router;
}
