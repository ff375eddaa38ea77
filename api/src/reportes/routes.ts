import Router from '@koa/router';
import { type ReporteCobranzasQuery, reporteCobranzasQuerySchema } from '#dominio/reporteCobranzas';
import { type ReporteFlotaQuery, reporteFlotaQuerySchema } from '#dominio/reporteFlota';
import {
  ROLES_REPORTES,
  type ReporteVentasQuery,
  reporteStockQuerySchema,
  reporteVentasQuerySchema,
  SOLO_QUIEN_VE_REPORTES,
} from '#dominio/reportes';
import type { AppDeps } from '../deps.js';
import { requireRoles } from '../http/auth.js';
import { answerData } from '../http/envelopes.js';
import { validate } from '../http/validation.js';
import { reporteCobranzas } from './cobranzas.js';
import { reporteFlota } from './flota.js';
import { reporteStockValorizado } from './stockValorizado.js';
import { reporteVentas } from './ventas.js';

/** The reports (issue 48): a Supervisor's and an Administrador's; an Empleado gets 403. */
export function reportesRoutes({ db, config }: AppDeps) {
  const ventas = reporteVentas(db, config);
  const stock = reporteStockValorizado(db, config);
  const cobranzas = reporteCobranzas(db, config);
  const flota = reporteFlota(db, config);
  const router = new Router({ prefix: '/reportes' });
  router.use(requireRoles(ROLES_REPORTES, SOLO_QUIEN_VE_REPORTES));

  // The summary of the business zone is built from the orders the first time it is read (migration 018).
  router.use(async (_ctx, next) => {
    const registrada = await db('zonas_de_ventas').where({ zona: config.zonaNegocio }).first('zona');
    if (!registrada) await db.raw('SELECT registrar_zona_de_ventas(?)', [config.zonaNegocio]);
    await next();
  });

  router.get('/ventas', async (ctx) => {
    answerData(ctx, await ventas.generar(validate(reporteVentasQuerySchema, ctx.query) as ReporteVentasQuery));
  });
  router.get('/cobranzas', async (ctx) => {
    answerData(ctx, await cobranzas.generar(validate(reporteCobranzasQuerySchema, ctx.query) as ReporteCobranzasQuery));
  });
  router.get('/flota', async (ctx) => {
    answerData(ctx, await flota.generar(validate(reporteFlotaQuerySchema, ctx.query) as ReporteFlotaQuery));
  });
  router.get('/stock-valorizado', async (ctx) => {
    answerData(ctx, await stock.generar(validate(reporteStockQuerySchema, ctx.query)));
  });
  return router;
}
