import Router from '@koa/router';
import { auditoriaFilterSchema } from '#dominio/auditoria';
import { ingresoFilterSchema } from '#dominio/ingresos';
import type { AppDeps } from '../deps.js';
import { requireRole } from '../http/auth.js';
import { answerPage } from '../http/envelopes.js';
import { parseListQuery } from '../http/paging.js';
import { validate } from '../http/validation.js';
import { auditoriaMapper } from './mapper.js';
import { ORDEN_AUDITORIA, auditoriaService } from './service.js';
import { ORDEN_INGRESOS, ingresoMapper, ingresosService } from './ingresos.js';

/** The audit trail and the sign-in attempts, for administrators only; always paged. */
export function auditoriaRoutes({ db, config }: AppDeps) {
  const service = auditoriaService(db, config);
  const ingresos = ingresosService(db, config);
  const router = new Router({ prefix: '/auditoria' });
  router.use(requireRole('Administrador'));

  router.get('/', async (ctx) => {
    const { entidad, entidadId, usuarioId, fechaDesde, fechaHasta } = ctx.query;
    const filter = validate(auditoriaFilterSchema, { entidad, entidadId, usuarioId, fechaDesde, fechaHasta });
    const listQuery = parseListQuery(ctx.query, auditoriaMapper, ORDEN_AUDITORIA);
    listQuery.page ??= 1;
    answerPage(ctx, await service.listar(filter, listQuery), listQuery);
  });

  router.get('/ingresos', async (ctx) => {
    const { usuarioId, resultado, fechaDesde, fechaHasta } = ctx.query;
    const filter = validate(ingresoFilterSchema, { usuarioId, resultado, fechaDesde, fechaHasta });
    const listQuery = parseListQuery(ctx.query, ingresoMapper, ORDEN_INGRESOS);
    listQuery.page ??= 1;
    answerPage(ctx, await ingresos.list(filter, listQuery), listQuery);
  });

  return router;
}
