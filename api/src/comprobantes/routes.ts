import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { Rol } from '#dominio/roles';
import { comprobanteFilterSchema, facturaCreateSchema, MENSAJES_FACTURA, mensajeDeEnvio, ROLES_FACTURAR } from '#dominio/facturacion';
import { MENSAJES_NOTA_CREDITO, notaCreditoCreateSchema, ROLES_NOTA_CREDITO } from '#dominio/notasDeCredito';
import { MENSAJES_NOTA_DEBITO, notaDebitoCreateSchema, ROLES_NOTA_DEBITO } from '#dominio/notasDeDebito';
import type { AppDeps } from '../deps.js';
import type { Sesion } from '../nucleo/sesion.js';
import { requireRoles, sessionOf } from '../http/auth.js';
import { answerData, answerPdf, answerWritten } from '../http/envelopes.js';
import { readRoutes } from '../http/listRoutes.js';
import { parseId, validate } from '../http/validation.js';
import { type Escrito, escriturasIdempotentes } from '../idempotencia/escritura.js';
import { comprobanteMapper } from './mapper.js';
import { pedidoTomado } from './facturar.js';
import { comprobantesService, ORDEN_COMPROBANTES } from './service.js';
import { lotesService } from './lotes.js';
import { estadoArca, reenviarPendientes } from './reintentos.js';
import { entregas, loteCreateSchema, lotePreviaFilterSchema, MENSAJES_LOTE, ROLES_REINTENTAR } from '#dominio/lotes';
import { serviceUnavailable } from '../errores.js';
import { enviarCorreoSchema } from '#dominio/correos';
import { enviarDocumento, mensajeDeEnvio as mensajeDeCorreo } from '../correos/documentos.js';
import { cartaDelComprobante, documentoDelComprobante } from './correo.js';

/** Comprobantes (issue 45): everyone reads them; Supervisor and Administrador invoice completed orders. */
export function comprobantesRoutes({ db, config, logger, facturacion }: AppDeps) {
  const service = comprobantesService(db, config, facturacion);
  const router = new Router({ prefix: '/comprobantes' });

  // A day's batch, and ARCA's pending ones (lotes.ts, reintentos.ts; decision 98). Before readRoutes' /:id.
  const lotes = lotesService(db, config, facturacion, logger);
  // Batches, Facturas and notes honour an Idempotency-Key.
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

  // Sending it is a write of whoever invoices; only an authorized one (with its CAE) is printed, so only one is sent.
  router.post('/:id/correo', requireRoles(ROLES_FACTURAR, MENSAJES_FACTURA.soloQuienFactura), async (ctx) => {
    const id = parseId(ctx.params.id, MENSAJES_FACTURA.noEncontrado);
    const { Para } = validate(enviarCorreoSchema, ctx.request.body);
    const { archivo, pdf, comprobante, cliente } = await service.imprimir(id);
    const carta = cartaDelComprobante(comprobante, cliente, config.empresa);
    await idempotentes.opcional(ctx, async (trx) => ({
      mensaje: mensajeDeCorreo(config),
      data: await enviarDocumento(
        db,
        config,
        sessionOf(ctx),
        { para: Para, ...carta, archivo, pdf, entidad: 'comprobantes', id, resumen: documentoDelComprobante(comprobante) },
        trx,
      ),
      estado: 202,
    }));
  });

  // A Factura and its notes (decisions 95, 97, 100): written under the request's Idempotency-Key, if any, then sent to
  // ARCA once committed; a replay writes nothing and sends the same one again while it is pending.
  const enviarA =
    (ctx: Context) =>
    async ({ data }: Escrito) => {
      const comprobante = await service.enviar((data as { ComprobanteID: number }).ComprobanteID, sessionOf(ctx));
      return { mensaje: mensajeDeEnvio(comprobante), data: comprobante, estado: 201 };
    };
  const escrito = (id: number): Escrito => ({ mensaje: '', data: { ComprobanteID: id }, estado: 201 });

  router.post('/', requireRoles(ROLES_FACTURAR, MENSAJES_FACTURA.soloQuienFactura), async (ctx) => {
    const input = validate(facturaCreateSchema, ctx.request.body);
    try {
      await idempotentes.opcionalConCierre(ctx, async (trx) => escrito(await service.facturar(input, sessionOf(ctx), trx)), enviarA(ctx));
    } catch (error) {
      // Read once the write's transaction is over (PGlite has one connection).
      throw await pedidoTomado(db, error);
    }
  });

  // A note against invoice :id, of either kind: its body validated, then written and sent like a Factura.
  const rutaDeNota = <T>(
    ruta: string,
    acceso: { roles: readonly Rol[]; mensaje: string },
    schema: z.ZodType<T>,
    escribir: (facturaId: number, input: T, sesion: Sesion, trx?: Knex.Transaction) => Promise<number>,
  ) =>
    router.post(ruta, requireRoles(acceso.roles, acceso.mensaje), async (ctx) => {
      const facturaId = parseId(ctx.params.id, MENSAJES_FACTURA.noEncontrado);
      const input = validate(schema, ctx.request.body);
      await idempotentes.opcionalConCierre(ctx, async (trx) => escrito(await escribir(facturaId, input, sessionOf(ctx), trx)), enviarA(ctx));
    });
  rutaDeNota(
    '/:id/notas-de-credito',
    { roles: ROLES_NOTA_CREDITO, mensaje: MENSAJES_NOTA_CREDITO.soloAdministrador },
    notaCreditoCreateSchema,
    service.acreditar,
  );
  rutaDeNota(
    '/:id/notas-de-debito',
    { roles: ROLES_NOTA_DEBITO, mensaje: MENSAJES_NOTA_DEBITO.soloAdministrador },
    notaDebitoCreateSchema,
    service.debitar,
  );

  return router;
}
