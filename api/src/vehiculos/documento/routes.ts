import Router from '@koa/router';
import type { AppDeps } from '../../deps.js';
import { sessionOf } from '../../http/auth.js';
import { answerPage, answerWritten } from '../../http/envelopes.js';
import { parseListQuery } from '../../http/paging.js';
import { parseId, validate } from '../../http/validation.js';
import { documentoCreateSchema } from '#dominio/vehiculos';
import { VEHICULO_NO_ENCONTRADO } from '../vehiculo/consultas.js';
import { documentoMapper } from './mapper.js';
import { ORDEN_DOCUMENTOS_VEHICULO, documentoService } from './service.js';

// A vehicle's documents are listed and added under it; there is no edit or delete (the spec asks none).
export function documentoRoutes({ db, config }: AppDeps) {
  const service = documentoService(db, config);
  const router = new Router();

  router.get('/:id/documentos', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, documentoMapper, ORDEN_DOCUMENTOS_VEHICULO);
    answerPage(ctx, await service.listar(parseId(ctx.params.id, VEHICULO_NO_ENCONTRADO), listQuery), listQuery);
  });

  router.post('/:id/documentos', async (ctx) => {
    const id = parseId(ctx.params.id, VEHICULO_NO_ENCONTRADO);
    const documento = await service.crear(id, validate(documentoCreateSchema, ctx.request.body), sessionOf(ctx));
    answerWritten(ctx, 'Documento agregado correctamente', documento, 201);
  });

  return router;
}
