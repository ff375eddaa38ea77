import Router from '@koa/router';
import { comprobanteFilterSchema, facturaCreateSchema, MENSAJES_FACTURA, ROLES_FACTURAR } from '#dominio/facturacion';
import { MENSAJES_NOTA_CREDITO, notaCreditoCreateSchema, ROLES_NOTA_CREDITO } from '#dominio/notasDeCredito';
import type { AppDeps } from '../deps.js';
import { requireRoles, sessionOf } from '../http/auth.js';
import { answerData, answerPdf, answerWritten } from '../http/envelopes.js';
import { readRoutes } from '../http/listRoutes.js';
import { parseId, validate } from '../http/validation.js';
import { escriturasIdempotentes } from '../idempotencia/escritura.js';
import { comprobanteMapper } from './mapper.js';
import { notasDeCreditoService } from './notasDeCredito.js';
import { comprobantesService, ORDEN_COMPROBANTES } from './service.js';
import { lotesService } from './lotes.js';
import { estadoArca, reenviarPendientes } from './reintentos.js';
import { entregas, loteCreateSchema, lotePreviaFilterSchema, MENSAJES_LOTE, ROLES_REINTENTAR } from '#dominio/lotes';
import { serviceUnavailable } from '../errores.js';

/** Comprobantes (issue 45): everyone reads them; Supervisor and Administrador invoice completed orders. */
export function comprobantesRoutes({ db, config, logger, facturacion }: AppDeps) {
  const service = comprobantesService(db, config, facturacion);
  const router = new Router({ prefix: '/comprobantes' });

  // A day's batch, and ARCA's pending ones (lotes.ts, reintentos.ts; decision 98). Before readRoutes' /:id.
  const lotes = lotesService(db, config, facturacion, logger);
  // Batches and credit notes honour an Idempotency-Key.
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
      filterOf: (query) =>
        validate(comprobanteFilterSchema, {
          ClienteID: query.ClienteID,
          PedidoID: query.PedidoID,
          Estado: query.Estado,
          ComprobanteAsociadoID: query.ComprobanteAsociadoID,
        }),
      mapper: comprobanteMapper,
      defaults: ORDEN_COMPROBANTES,
      list: service.listar,
    },
    { obtener: service.obtener, noEncontrado: MENSAJES_FACTURA.noEncontrado },
  );

  router.get('/:id/pdf', async (ctx) => {
    const { archivo, pdf } = await service.imprimir(parseId(ctx.params.id, MENSAJES_FACTURA.noEncontrado));
    answerPdf(ctx, archivo, pdf);
  });

  router.post('/', requireRoles(ROLES_FACTURAR, MENSAJES_FACTURA.soloQuienFactura), async (ctx) => {
    const comprobante = await service.facturar(validate(facturaCreateSchema, ctx.request.body), sessionOf(ctx));
    const mensaje = comprobante.Estado === 'Autorizado' ? 'Factura autorizada por ARCA' : `Factura ${comprobante.Estado.toLowerCase()}`;
    answerWritten(ctx, mensaje, comprobante, 201);
  });

  // A credit note (decision 97): written under its Idempotency-Key, then sent to ARCA once committed.
  const notas = notasDeCreditoService(db, config, facturacion, service.obtener);
  router.post('/:id/notas-de-credito', requireRoles(ROLES_NOTA_CREDITO, MENSAJES_NOTA_CREDITO.soloAdministrador), async (ctx) => {
    const facturaId = parseId(ctx.params.id, MENSAJES_FACTURA.noEncontrado);
    const input = validate(notaCreditoCreateSchema, ctx.request.body);
    await idempotentes.opcionalConCierre(
      ctx,
      async (trx) => ({ mensaje: '', data: { ComprobanteID: await notas.crear(facturaId, input, sessionOf(ctx), trx) }, estado: 201 }),
      async ({ data }) => {
        const nota = await notas.enviar((data as { ComprobanteID: number }).ComprobanteID, sessionOf(ctx));
        const mensaje = nota.Estado === 'Autorizado' ? 'Nota de crédito autorizada por ARCA' : `Nota de crédito ${nota.Estado.toLowerCase()}`;
        return { mensaje, data: nota, estado: 201 };
      },
    );
  });

  return router;
}
