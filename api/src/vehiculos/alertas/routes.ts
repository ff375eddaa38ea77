import Router from '@koa/router';
import type { AppDeps } from '../../deps.js';
import { sessionOf } from '../../http/auth.js';
import { answerPage, answerWritten } from '../../http/envelopes.js';
import { parseListQuery } from '../../http/paging.js';
import { parseId } from '../../http/validation.js';
import { parseVersionedBody } from '../../http/version.js';
import { resolverAlertaSchema } from '#dominio/alertas';
import { DOCUMENTO_NO_ENCONTRADO } from '../documento/service.js';
import { alertaDocumentoMapper, alertaMantenimientoMapper } from './mapper.js';
import { ORDEN_ALERTAS_DOCUMENTOS, ORDEN_ALERTAS_MANTENIMIENTO, alertasDocumentosService, alertasMantenimientoService } from './service.js';

export function alertasRoutes({ db, config }: AppDeps) {
  const mantenimiento = alertasMantenimientoService(db, config);
  const documentos = alertasDocumentosService(db, config);
  const router = new Router();

  router.get('/alertas/mantenimiento', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, alertaMantenimientoMapper, ORDEN_ALERTAS_MANTENIMIENTO);
    answerPage(ctx, await mantenimiento.listar(listQuery), listQuery);
  });

  router.get('/alertas/documentos', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, alertaDocumentoMapper, ORDEN_ALERTAS_DOCUMENTOS);
    answerPage(ctx, await documentos.listar(listQuery), listQuery);
  });

  router.put('/alertas/documentos/:id/resolver', async (ctx) => {
    const id = parseId(ctx.params.id, DOCUMENTO_NO_ENCONTRADO);
    const { datos, version } = parseVersionedBody(ctx, resolverAlertaSchema);
    answerWritten(ctx, 'Alerta resuelta correctamente', await documentos.resolver(id, datos.Comentario, sessionOf(ctx), version));
  });

  return router;
}
