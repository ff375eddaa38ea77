import Router from '@koa/router';
import { cargaCombustibleSchema } from '#dominio/combustible';
import type { AppDeps } from '../../deps.js';
import { sessionOf } from '../../http/auth.js';
import { answerPage } from '../../http/envelopes.js';
import { parseListQuery } from '../../http/paging.js';
import { parseId, validate } from '../../http/validation.js';
import { escriturasIdempotentes } from '../../idempotencia/escritura.js';
import { VEHICULO_NO_ENCONTRADO } from '../vehiculo/consultas.js';
import { cargaMapper } from './mapper.js';
import { ORDEN_CARGAS, combustibleService } from './service.js';

// Open to every signed-in user, as the mileage readings a load also is.
export function combustibleRoutes({ db, config }: AppDeps) {
  const service = combustibleService(db, config);
  const idempotentes = escriturasIdempotentes({ db, config });
  const router = new Router();

  router.get('/:id/combustible', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, cargaMapper, ORDEN_CARGAS);
    answerPage(ctx, await service.listar(parseId(ctx.params.id, VEHICULO_NO_ENCONTRADO), listQuery), listQuery);
  });

  router.post('/:id/combustible', async (ctx) => {
    const id = parseId(ctx.params.id, VEHICULO_NO_ENCONTRADO);
    const input = validate(cargaCombustibleSchema, ctx.request.body);
    await idempotentes.opcional(ctx, async (trx) => ({
      mensaje: 'Carga de combustible registrada correctamente',
      data: await service.registrar(id, input, sessionOf(ctx), trx),
      estado: 201,
    }));
  });

  return router;
}
