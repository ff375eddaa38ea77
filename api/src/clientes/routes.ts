import Router from '@koa/router';
import { clienteCreateSchema, clienteFilterSchema, clienteUpdateSchema } from '#dominio/clientes';
import type { AppDeps } from '../deps.js';
import { requireRole, sesionDe } from '../http/auth.js';
import { listed, written } from '../http/envelopes.js';
import { activeListRoutes } from '../http/lists.js';
import { parseId, validate } from '../http/validation.js';
import { cuerpoConVersion, versionEnviada } from '../http/version.js';
import { clienteMapper } from './mapper.js';
import { CLIENTE_NO_ENCONTRADO, clientesService } from './service.js';

export function clientesRoutes({ db, config }: AppDeps) {
  const service = clientesService(db, config);
  const router = new Router({ prefix: '/clientes' });

  activeListRoutes(router, { filterSchema: clienteFilterSchema, mapper: clienteMapper, list: service.list });

  router.get('/:id', async (ctx) => {
    listed(ctx, await service.get(parseId(ctx.params.id, CLIENTE_NO_ENCONTRADO)));
  });

  router.post('/', async (ctx) => {
    const cliente = await service.create(validate(clienteCreateSchema, ctx.request.body), sesionDe(ctx));
    written(ctx, 'Cliente creado correctamente', cliente, 201);
  });

  router.put('/:id', async (ctx) => {
    const id = parseId(ctx.params.id, CLIENTE_NO_ENCONTRADO);
    const { datos, version } = cuerpoConVersion(ctx, clienteUpdateSchema);
    const cliente = await service.update(id, datos, sesionDe(ctx), version);
    written(ctx, 'Cliente actualizado correctamente', cliente);
  });

  router.put('/:id/desactivar', requireRole('Administrador'), async (ctx) => {
    const cliente = await service.desactivar(parseId(ctx.params.id, CLIENTE_NO_ENCONTRADO), sesionDe(ctx), versionEnviada(ctx));
    written(ctx, 'Cliente inactivado correctamente', cliente);
  });

  return router;
}
