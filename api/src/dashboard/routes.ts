import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { listed } from '../http/envelopes.js';
import { dashboardService } from './service.js';

// Open to every signed-in role: Empleado sees the supplier count too (docs/funcional.md, Roles y permisos: reading
// suppliers is open to every role).
export function dashboardRoutes({ db, config }: AppDeps) {
  const service = dashboardService(db, config);
  const router = new Router({ prefix: '/dashboard' });

  router.get('/', async (ctx) => {
    listed(ctx, await service.resumen());
  });

  return router;
}
