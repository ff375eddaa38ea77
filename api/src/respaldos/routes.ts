import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { requireRole } from '../http/auth.js';
import { answerData, answerPage } from '../http/envelopes.js';
import { parseListQuery } from '../http/paging.js';
import { ORDEN_RESPALDOS, respaldoMapper } from './mapper.js';
import { respaldosService } from './service.js';

/** The backups, for administrators only: the attempts, newest first and always paged, and the schedule. */
export function respaldosRoutes({ db, config }: AppDeps) {
  const service = respaldosService(db, config);
  const router = new Router({ prefix: '/respaldos' });
  router.use(requireRole('Administrador'));

  router.get('/', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, respaldoMapper, ORDEN_RESPALDOS);
    listQuery.page ??= 1;
    answerPage(ctx, await service.listar(listQuery), listQuery);
  });

  router.get('/programa', (ctx) => {
    answerData(ctx, service.programa());
  });

  return router;
}
