import Router from '@koa/router';
import { comprobanteFilterSchema, facturaCreateSchema, MENSAJES_FACTURA, ROLES_FACTURAR } from '#dominio/facturacion';
import type { AppDeps } from '../deps.js';
import { requireRoles, sessionOf } from '../http/auth.js';
import { answerData, answerWritten } from '../http/envelopes.js';
import { readRoutes } from '../http/listRoutes.js';
import { parseId, validate } from '../http/validation.js';
import { comprobanteMapper } from './mapper.js';
import { comprobantesService, ORDEN_COMPROBANTES } from './service.js';
import { lotesService } from './lotes.js';
import { estadoArca, reenviarPendientes } from './reintentos.js';
import { entregas, loteCreateSchema, lotePreviaFilterSchema, MENSAJES_LOTE, ROLES_REINTENTAR } from '#dominio/lotes';
import { escriturasIdempotentes } from '../idempotencia/escritura.js';
import { serviceUnavailable } from '../errores.js';

/** Comprobantes (issue 45): everyone reads them; Supervisor and Administrador invoice completed orders. */
export function comprobantesRoutes({ db, config, logger, facturacion }: AppDeps) {
  const service = comprobantesService(db, config, facturacion);
  const router = new Router({ prefix: '/comprobantes' });

  // A day's batch, and ARCA's pending ones (lotes.ts, reintentos.ts; decision 98). Before readRoutes' /:id.
  const lotes = lotesService(db, config, facturacion, logger);
  const idempotentes = escriturasIdempotentes({ db, config });
  router.get('/lotes/previa', requireRoles(ROLES_FACTURAR, MENSAJES_FACTURA.soloQuienFactura), async (ctx) => {
    answerData(ctx, await lotes.previa(validate(lotePreviaFilterSchema, { Fecha: ctx.query.Fecha }).Fecha));
  });
  router.post('/lotes', requireRoles(ROLES_FACTURAR, MENSAJES_FACTURA.soloQuienFactura), async (ctx) => {
    const input = validate(loteCreateSchema, ctx.request.body);
    const sesion = sessionOf(ctx);
    let id: number | undefined;
    await idempotentes.opcional(ctx, async (trx) => {
      const lote = await lotes.crear(input, sesion, trx);
      id = lote.LoteID;
      return { mensaje: `Facturando ${entregas(lote.Total)}`, data: lote, estado: 202 };
    });
    // Sent once its Facturas are committed; a replayed answer (no write: no id) has its batch on its way already.
    if (id !== undefined) void lotes.enviar(id, sesion);
  });
  router.get('/lotes/:id', requireRoles(ROLES_FACTURAR, MENSAJES_FACTURA.soloQuienFactura), async (ctx) => {
    answerData(ctx, await lotes.obtener(parseId(ctx.params.id, MENSAJES_LOTE.noEncontrado)));
  });
  router.get('/estado-arca', requireRoles(ROLES_REINTENTAR, MENSAJES_LOTE.soloAdministrador), async (ctx) => {
    answerData(ctx, await estadoArca(db, config, facturacion));
  });
  router.post('/estado-arca/reintento', requireRoles(ROLES_REINTENTAR, MENSAJES_LOTE.soloAdministrador), async (ctx) => {
    if (!facturacion) throw serviceUnavailable(MENSAJES_FACTURA.sinFacturacion);
    const hecho = await reenviarPendientes(db, facturacion, { UsuarioID: sessionOf(ctx).UsuarioID }, config.now());
    answerWritten(ctx, `${hecho.Autorizados} de ${hecho.Enviados} pendientes autorizados`, hecho);
  });

  readRoutes(
    router,
    {
      filterOf: (query) => validate(comprobanteFilterSchema, { ClienteID: query.ClienteID, PedidoID: query.PedidoID, Estado: query.Estado }),
      mapper: comprobanteMapper,
      defaults: ORDEN_COMPROBANTES,
      list: service.listar,
    },
    { obtener: service.obtener, noEncontrado: MENSAJES_FACTURA.noEncontrado },
  );

  router.post('/', requireRoles(ROLES_FACTURAR, MENSAJES_FACTURA.soloQuienFactura), async (ctx) => {
    const comprobante = await service.facturar(validate(facturaCreateSchema, ctx.request.body), sessionOf(ctx));
    const mensaje = comprobante.Estado === 'Autorizado' ? 'Factura autorizada por ARCA' : `Factura ${comprobante.Estado.toLowerCase()}`;
    answerWritten(ctx, mensaje, comprobante, 201);
  });

  return router;
}
