import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { answerData, answerPage } from '../http/envelopes.js';
import { parseListQuery } from '../http/paging.js';
import { cuentaACobrarMapper } from './mapper.js';
import { cuentasACobrarService, ORDEN_CUENTAS_A_COBRAR } from './service.js';

/** Receivables: every role reads them, as each client's account. */
export function cuentasACobrarRoutes({ db, config }: AppDeps) {
  const service = cuentasACobrarService(db, config);
  const router = new Router({ prefix: '/cuentas-a-cobrar' });

  router.get('/', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, cuentaACobrarMapper, ORDEN_CUENTAS_A_COBRAR);
    answerPage(ctx, await service.listar(listQuery), listQuery);
  });

  router.get('/totales', async (ctx) => {
    answerData(ctx, await service.totales());
  });

  return router;
}
