import Router from '@koa/router';
import type { AppDeps } from '../../deps.js';
import { requireRole, sessionOf } from '../../http/auth.js';
import { answerPage, answerWritten } from '../../http/envelopes.js';
import { parseListQuery } from '../../http/paging.js';
import { parseId, validate } from '../../http/validation.js';
import { parseVersionedBody } from '../../http/version.js';
import { correccionKilometrajeSchema, kilometrajeSchema } from '#dominio/vehiculos';
import { VEHICULO_NO_ENCONTRADO } from '../vehiculo/consultas.js';
import { vehiculoService } from '../vehiculo/service.js';
import { registroMapper } from './mapper.js';
import { ORDEN_REGISTROS, kilometrajeService } from './service.js';

export function kilometrajeRoutes({ db, config }: AppDeps) {
  const service = kilometrajeService(db, config);
  const vehiculos = vehiculoService(db, config);
  const router = new Router();

  router.get('/:id/kilometraje/historial', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, registroMapper, ORDEN_REGISTROS);
    answerPage(ctx, await service.listar(parseId(ctx.params.id, VEHICULO_NO_ENCONTRADO), listQuery), listQuery);
  });

  router.post('/:id/kilometraje', async (ctx) => {
    const id = parseId(ctx.params.id, VEHICULO_NO_ENCONTRADO);
    const { kilometraje } = validate(kilometrajeSchema, ctx.request.body);
    answerWritten(ctx, 'Kilometraje actualizado correctamente', await service.registrar(id, kilometraje, sessionOf(ctx)), 201);
  });

  router.post('/:id/kilometraje/correccion', requireRole('Administrador'), async (ctx) => {
    const id = parseId(ctx.params.id, VEHICULO_NO_ENCONTRADO);
    const { datos, version } = parseVersionedBody(ctx, correccionKilometrajeSchema);
    answerWritten(ctx, 'Kilometraje corregido', await service.corregir(id, datos, sessionOf(ctx), { version, leer: vehiculos.obtener }), 201);
  });

  return router;
}
