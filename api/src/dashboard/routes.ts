import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { sessionOf } from '../http/auth.js';
import { answerData } from '../http/envelopes.js';
import { respaldosService } from '../respaldos/service.js';
import { dashboardService } from './service.js';

// Open to every signed-in role: Empleado sees the supplier count too (docs/funcional.md, Roles y permisos: reading
// suppliers is open to every role). The backups' warning is an Administrador's only, so it is added per request,
// outside the figures every role shares.
export function dashboardRoutes({ db, config }: AppDeps) {
  const service = dashboardService(db, config);
  const respaldos = respaldosService(db, config);
  const router = new Router({ prefix: '/dashboard' });

  router.get('/', async (ctx) => {
    const administrador = sessionOf(ctx).Rol === 'Administrador';
    const [datos, avisoRespaldo] = await Promise.all([service.resumen(), administrador ? respaldos.aviso() : undefined]);
    answerData(ctx, avisoRespaldo ? { ...datos, avisoRespaldo } : datos);
  });

  return router;
}
