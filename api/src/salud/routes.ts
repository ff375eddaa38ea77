import Router from '@koa/router';
import type { AppDeps } from '../deps.js';

// How long readiness waits for the database before it answers "not ready".
const ESPERA_MS = 2000;

/** True when the database answers and every migration of this release is applied. */
async function baseLista({ db }: AppDeps): Promise<boolean> {
  const comprobar = db.migrate.list().then(([, pendientes]: [unknown[], unknown[]]) => pendientes.length === 0);
  const vencida = new Promise<false>((resolve) => setTimeout(() => resolve(false), ESPERA_MS).unref());
  return Promise.race([comprobar, vencida]).catch(() => false);
}

/**
 * GET /api/salud (alive: the process answers) and GET /api/salud/lista (ready: database reachable
 * and migrated), public and free of anything private, for a load balancer or an orchestrator.
 */
export function saludRoutes(deps: AppDeps) {
  const router = new Router({ prefix: '/salud' });
  router.get('/', (ctx) => {
    ctx.body = { estado: 'ok' };
  });
  router.get('/lista', async (ctx) => {
    const lista = await baseLista(deps);
    ctx.status = lista ? 200 : 503;
    ctx.body = { estado: lista ? 'lista' : 'sin base de datos' };
  });
  return router;
}
