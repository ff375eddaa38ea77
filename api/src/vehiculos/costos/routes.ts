import Router from '@koa/router';
import { periodoSchema } from '#dominio/costos';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../http/auth.js';
import { answerData, answerPage } from '../../http/envelopes.js';
import { parseListQuery } from '../../http/paging.js';
import { parseId, validate } from '../../http/validation.js';
import { VEHICULO_NO_ENCONTRADO } from '../vehiculo/consultas.js';
import { costosMapper } from './mapper.js';
import { ORDEN_COSTOS, costosService } from './service.js';

// The fleet report is for Supervisor and Administrador; a vehicle's own costs, like every vehicle
// screen, for any signed-in user.
export function costosRoutes({ db, config }: AppDeps) {
  const service = costosService(db, config);
  const router = new Router();
  const periodoDe = (query: Record<string, unknown>) => validate(periodoSchema, { desde: query.desde, hasta: query.hasta });

  router.get('/costos', requireRole('Administrador', 'Supervisor'), async (ctx) => {
    const periodo = periodoDe(ctx.query);
    const listQuery = parseListQuery(ctx.query, costosMapper, ORDEN_COSTOS);
    answerPage(ctx, await service.flota(periodo, listQuery), listQuery);
  });

  router.get('/:id/costos', async (ctx) => {
    answerData(ctx, await service.deVehiculo(parseId(ctx.params.id, VEHICULO_NO_ENCONTRADO), periodoDe(ctx.query)));
  });

  return router;
}
