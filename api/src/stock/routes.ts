import Router from '@koa/router';
import { ajusteStockSchema, movimientoFilterSchema, ROLES_AJUSTE_STOCK, SOLO_QUIEN_AJUSTA_STOCK } from '#dominio/stock';
import type { AppDeps } from '../deps.js';
import { sessionOf, requireRoles } from '../http/auth.js';
import { answerPage } from '../http/envelopes.js';
import { parseListQuery } from '../http/paging.js';
import { parseId, validate } from '../http/validation.js';
import { escriturasIdempotentes } from '../idempotencia/escritura.js';
import { movimientoMapper } from './mapper.js';
import { PRODUCTO_NO_ENCONTRADO } from '../productos/service.js';
import { ORDEN_MOVIMIENTOS, stockService } from './service.js';

/** A product's stock ledger (every role reads it) and its counted adjustments (Supervisor and Administrador). */
export function stockRoutes({ db, config }: AppDeps) {
  const service = stockService(db, config);
  const idempotentes = escriturasIdempotentes({ db, config });
  const router = new Router({ prefix: '/productos' });

  router.get('/:id/movimientos', async (ctx) => {
    const id = parseId(ctx.params.id, PRODUCTO_NO_ENCONTRADO);
    const { motivo, fechaDesde, fechaHasta } = ctx.query;
    const filter = validate(movimientoFilterSchema, { motivo, fechaDesde, fechaHasta });
    const listQuery = parseListQuery(ctx.query, movimientoMapper, ORDEN_MOVIMIENTOS);
    listQuery.page ??= 1;
    answerPage(ctx, await service.movimientos(id, filter, listQuery), listQuery);
  });

  router.post('/:id/ajustes', requireRoles(ROLES_AJUSTE_STOCK, SOLO_QUIEN_AJUSTA_STOCK), async (ctx) => {
    const id = parseId(ctx.params.id, PRODUCTO_NO_ENCONTRADO);
    const ajuste = validate(ajusteStockSchema, ctx.request.body);
    await idempotentes.opcional(ctx, async (trx) => ({
      mensaje: 'Stock ajustado correctamente',
      data: await service.ajustar(id, ajuste, sessionOf(ctx), trx),
      estado: 201,
    }));
  });

  return router;
}
