import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { sessionOf } from '../http/auth.js';
import { answerData } from '../http/envelopes.js';
import { dashboardService } from './service.js';

// Open to every signed-in role; what each sees is the service's rule (tableroDe).
export function dashboardRoutes({ db, config }: AppDeps) {
  const service = dashboardService(db, config);
  const router = new Router({ prefix: '/dashboard' });

  router.get('/', async (ctx) => {
    answerData(ctx, await service.tableroDe(sessionOf(ctx)));
  });

  return router;
}
