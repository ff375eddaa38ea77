import Router from '@koa/router';
import type { Context } from 'koa';
import { enviarCorreoSchema } from '#dominio/correos';
import { movimientoCuentaFilterSchema, resumenCuentaQuerySchema } from '#dominio/cuentas';
import type { AppDeps } from '../deps.js';
import { sessionOf } from '../http/auth.js';
import { answerPdf, answerData, answerPage } from '../http/envelopes.js';
import { escriturasIdempotentes } from '../idempotencia/escritura.js';
import { mensajeDeEnvio } from '../correos/documentos.js';
import { parseListQuery } from '../http/paging.js';
import { parseId, validate } from '../http/validation.js';
import { CLIENTE_NO_ENCONTRADO } from './ledger.js';
import { movimientoCuentaMapper } from './mapper.js';
import { cuentasService, ORDEN_MOVIMIENTOS_CUENTA } from './service.js';

/** A client's account (every role reads it, as the client's file): its summary and its ledger. */
export function cuentasRoutes({ db, config }: AppDeps) {
  const service = cuentasService(db, config);
  const idempotentes = escriturasIdempotentes({ db, config });
  const router = new Router({ prefix: '/clientes' });

  router.get('/:id/cuenta', async (ctx) => {
    answerData(ctx, await service.cuenta(parseId(ctx.params.id, CLIENTE_NO_ENCONTRADO)));
  });

  router.get('/:id/movimientos-cuenta', async (ctx) => {
    const id = parseId(ctx.params.id, CLIENTE_NO_ENCONTRADO);
    const { tipo, fechaDesde, fechaHasta } = ctx.query;
    const filter = validate(movimientoCuentaFilterSchema, { tipo, fechaDesde, fechaHasta });
    const listQuery = parseListQuery(ctx.query, movimientoCuentaMapper, ORDEN_MOVIMIENTOS_CUENTA);
    listQuery.page ??= 1;
    answerPage(ctx, await service.movimientos(id, filter, listQuery), listQuery);
  });

  /** The statement of the range the query asks (this month by default), printed: its file name and its PDF. */
  function resumenImpreso(ctx: Context) {
    const id = parseId(ctx.params.id, CLIENTE_NO_ENCONTRADO);
    const query = validate(resumenCuentaQuerySchema, { desde: ctx.query.desde, hasta: ctx.query.hasta });
    return service.resumenImpreso(id, query, sessionOf(ctx));
  }

  router.get('/:id/resumen-de-cuenta.pdf', async (ctx) => {
    const { nombre, pdf } = await resumenImpreso(ctx);
    answerPdf(ctx, nombre, pdf);
  });

  // The same statement by mail (issue 49): into the outbox with its PDF, and into the client's activity.
  router.post('/:id/resumen-de-cuenta/correo', async (ctx) => {
    const { Para } = validate(enviarCorreoSchema, ctx.request.body);
    const { id, resumen, nombre, pdf } = await resumenImpreso(ctx);
    await idempotentes.opcional(ctx, async (trx) => ({
      mensaje: mensajeDeEnvio(config),
      data: await service.enviarResumen({ id, resumen, nombre, pdf, para: Para }, sessionOf(ctx), trx),
      estado: 202,
    }));
  });

  return router;
}
