import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { ZodType } from 'zod';
import {
  candidatoFilterSchema,
  entregaParcialSchema,
  entregaSchema,
  hojaCreateSchema,
  hojaFilterSchema,
  HOJA_NO_ENCONTRADA,
  hojaUpdateSchema,
  noEntregaSchema,
  PARADA_NO_ENCONTRADA,
  ROLES_PLANIFICAR,
  SOLO_QUIEN_PLANIFICA,
} from '#dominio/hojasDeRuta';
import type { AppDeps } from '../deps.js';
import { sessionOf, requireRoles } from '../http/auth.js';
import { answerPdf, answerData, answerWritten } from '../http/envelopes.js';
import { listAnswer } from '../http/listRoutes.js';
import { parseId, validate } from '../http/validation.js';
import { parseVersionedBody, sentVersion } from '../http/version.js';
import { escriturasIdempotentes } from '../idempotencia/escritura.js';
import type { Sesion } from '../nucleo/sesion.js';
import { hojaDeRutaImpresa } from './hojaImpresa.js';
import { imprimirPapel } from '../impresion/papel.js';
import { candidatoMapper, hojaMapper } from './mapper.js';
import { ORDEN_CANDIDATOS, ORDEN_HOJAS } from './lecturas.js';
import { hojasDeRutaService } from './service.js';

/**
 * The stop actions carry a signature and maybe a photo (up to 500 kB, base64 in JSON): their bodies may be
 * larger than any other's (app.ts gives them their own limit).
 */
export const ACCION_DE_PARADA = /^\/api\/hojas-de-ruta\/\d+\/paradas\/\d+\/(entregar|entrega-parcial|no-entregado)$/i;

/**
 * Route sheets: every role reads them; Supervisor and Administrador plan and close them; the assigned driver
 * (or a Supervisor or Administrador) starts the route and resolves each stop.
 */
export function hojasDeRutaRoutes({ db, config }: AppDeps) {
  const service = hojasDeRutaService(db, config);
  const idempotentes = escriturasIdempotentes({ db, config });
  const router = new Router({ prefix: '/hojas-de-ruta' });
  const planifica = requireRoles(ROLES_PLANIFICAR, SOLO_QUIEN_PLANIFICA);
  const idDe = (ctx: Context) => parseId(ctx.params.id, HOJA_NO_ENCONTRADA);

  const answerList = listAnswer({
    filterOf: (query) =>
      validate(hojaFilterSchema, { fecha: query.fecha, estado: query.estado, choferId: query.choferId, vehiculoId: query.vehiculoId }),
    mapper: hojaMapper,
    defaults: ORDEN_HOJAS,
    list: service.listar,
  });
  router.get('/', (ctx) => answerList(ctx));

  const answerCandidatos = listAnswer({
    filterOf: (query) => validate(candidatoFilterSchema, { fecha: query.fecha }),
    mapper: candidatoMapper,
    defaults: ORDEN_CANDIDATOS,
    list: service.candidatos,
  });
  router.get('/candidatos', (ctx) => answerCandidatos(ctx));

  router.get('/choferes', async (ctx) => {
    answerData(ctx, await service.choferes());
  });

  // Before /:id, which would take 'mi-recorrido' for an id.
  router.get('/mi-recorrido', async (ctx) => {
    answerData(ctx, await service.miRecorrido(sessionOf(ctx)));
  });

  router.get('/:id', async (ctx) => {
    answerData(ctx, await service.obtener(idDe(ctx)));
  });

  router.get('/:id/pdf', async (ctx) => {
    const id = idDe(ctx);
    const emision = { ahora: config.now(), zonaNegocio: config.zonaNegocio, sesion: sessionOf(ctx) };
    answerPdf(ctx, `hoja-de-ruta-${id}.pdf`, await imprimirPapel(hojaDeRutaImpresa(await service.obtener(id), emision), config.empresa));
  });

  router.post('/', planifica, async (ctx) => {
    answerWritten(
      ctx,
      'Hoja de ruta creada correctamente',
      await service.crear(validate(hojaCreateSchema, ctx.request.body), sessionOf(ctx)),
      201,
    );
  });

  router.put('/:id', planifica, async (ctx) => {
    const id = idDe(ctx);
    const { datos, version } = parseVersionedBody(ctx, hojaUpdateSchema);
    answerWritten(ctx, 'Hoja de ruta actualizada correctamente', await service.editar(id, datos, sessionOf(ctx), version));
  });

  router.post('/:id/iniciar', async (ctx) => {
    answerWritten(ctx, 'Recorrido iniciado', await service.iniciar(idDe(ctx), sessionOf(ctx), sentVersion(ctx)));
  });

  router.post('/:id/cerrar', planifica, async (ctx) => {
    answerWritten(ctx, 'Hoja de ruta cerrada', await service.cerrar(idDe(ctx), sessionOf(ctx), sentVersion(ctx)));
  });

  /** A stop action: its body, and the service's call with it under its Idempotency-Key (required). */
  function accion<T>(
    ruta: string,
    schema: ZodType<T>,
    mensaje: string,
    aplicar: (trx: Knex.Transaction, hojaId: number, paradaId: number, datos: T, sesion: Sesion) => Promise<unknown>,
  ) {
    router.post(`/:id/paradas/:paradaId/${ruta}`, async (ctx) => {
      const hojaId = idDe(ctx);
      const paradaId = parseId(ctx.params.paradaId, PARADA_NO_ENCONTRADA);
      const datos = validate(schema, ctx.request.body);
      await idempotentes.obligatoria(ctx, async (trx) => ({ mensaje, data: await aplicar(trx, hojaId, paradaId, datos, sessionOf(ctx)) }));
    });
  }
  accion('entregar', entregaSchema, 'Entrega registrada', service.entregar);
  accion('entrega-parcial', entregaParcialSchema, 'Entrega parcial registrada', service.entregaParcial);
  accion('no-entregado', noEntregaSchema, 'Parada registrada como no entregada', service.noEntregado);

  return router;
}
