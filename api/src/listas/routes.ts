import Router from '@koa/router';
import type { Context } from 'koa';
import { diaNegocio } from '#dominio/fechas';
import { listaCreateSchema, listaFilterSchema, listaUpdateSchema, MENSAJES_LISTA, ROLES_LISTAS, vigenteDesdeSchema } from '#dominio/listas';
import type { AppDeps } from '../deps.js';
import { activeListRoutes } from '../http/listRoutes.js';
import { recordRoutes } from '../http/recordRoutes.js';
import { requireRoles, sessionOf } from '../http/auth.js';
import { answerPage, answerPdf, answerWritten } from '../http/envelopes.js';
import { parseListQuery } from '../http/paging.js';
import { parseId, validate } from '../http/validation.js';
import { imprimirPapel } from '../impresion/papel.js';
import { listaImpresa, ORDEN_PRECIOS_DE_LISTA, precioDeListaMapper, preciosDeLaLista } from './impresa.js';
import { listaMapper } from './mapper.js';
import { listaVigente } from './programadas.js';
import { LISTA_NO_ENCONTRADA, listasService } from './service.js';

/** Price lists: every role reads them (the client form and the order form name them); Supervisor and Administrador write them. */
export function listasRoutes({ db, config }: AppDeps) {
  const service = listasService(db, config);
  const router = new Router({ prefix: '/listas-precio' });
  activeListRoutes(router, { filterSchema: listaFilterSchema, mapper: listaMapper, list: service.listar });

  /** The list's prices from a day on (today if none): the rows of its Excel, and its PDF. */
  async function preciosDesde(ctx: Context) {
    const id = parseId(ctx.params.id, LISTA_NO_ENCONTRADA);
    const { desde = diaNegocio(config.now(), config.zonaNegocio) } = validate(vigenteDesdeSchema, { desde: ctx.query.desde });
    const lista = await listaVigente(db, await service.obtener(id), desde);
    return { lista, desde, precios: await preciosDeLaLista(db, lista, desde) };
  }
  // Made in memory, in the list's order, and answered a page at a time (the export reads every page).
  router.get('/:id/precios', async (ctx) => {
    const { precios } = await preciosDesde(ctx);
    const listQuery = parseListQuery(ctx.query, precioDeListaMapper, ORDEN_PRECIOS_DE_LISTA);
    const { page = 1, limit } = listQuery;
    answerPage(ctx, { data: precios.slice((page - 1) * limit, page * limit), total: precios.length }, { page, limit });
  });
  router.get('/:id/pdf', async (ctx) => {
    const { lista, desde, precios } = await preciosDesde(ctx);
    const emision = { ahora: config.now(), zonaNegocio: config.zonaNegocio, sesion: sessionOf(ctx) };
    answerPdf(
      ctx,
      `lista-de-precios-${lista.ListaID}-${desde}.pdf`,
      await imprimirPapel(listaImpresa(lista, precios, desde, emision), config.empresa),
    );
  });
  router.delete('/:id/programadas/:programadaId', requireRoles(ROLES_LISTAS), async (ctx) => {
    const lista = await service.cancelarProgramada(
      parseId(ctx.params.id, LISTA_NO_ENCONTRADA),
      parseId(ctx.params.programadaId, MENSAJES_LISTA.programadaNoEncontrada),
      sessionOf(ctx),
    );
    answerWritten(ctx, 'Precios programados cancelados', lista);
  });
  recordRoutes(router, {
    service,
    crear: listaCreateSchema,
    actualizar: listaUpdateSchema,
    noEncontrado: LISTA_NO_ENCONTRADA,
    singular: 'Lista de precios',
    acceso: { crear: ROLES_LISTAS, actualizar: ROLES_LISTAS },
  });
  return router;
}
