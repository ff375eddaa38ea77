import Router from '@koa/router';
import { productoCreateSchema, productoFilterSchema, productoUpdateSchema } from '#dominio/productos';
import type { AppDeps } from '../deps.js';
import { requireRole, sesionDe } from '../http/auth.js';
import { listed, written } from '../http/envelopes.js';
import { activeListRoutes } from '../http/lists.js';
import { parseId, validate } from '../http/validation.js';
import { cuerpoConVersion, versionEnviada } from '../http/version.js';
import { productoMapper } from './mapper.js';
import { PRODUCTO_NO_ENCONTRADO, productosService } from './service.js';

export function productosRoutes({ db, config }: AppDeps) {
  const service = productosService(db, config);
  const router = new Router({ prefix: '/productos' });

  const answerList = activeListRoutes(router, { filterSchema: productoFilterSchema, mapper: productoMapper, list: service.list });
  // The scarcest first, so the products to reorder head the list.
  router.get('/bajo-stock', (ctx) => answerList(ctx, { active: true, bajoStock: true }, 'Stock'));

  router.get('/:id', async (ctx) => {
    listed(ctx, await service.get(parseId(ctx.params.id, PRODUCTO_NO_ENCONTRADO)));
  });

  router.post('/', async (ctx) => {
    const producto = await service.create(validate(productoCreateSchema, ctx.request.body), sesionDe(ctx));
    written(ctx, 'Producto creado correctamente', producto, 201);
  });

  router.put('/:id', async (ctx) => {
    const id = parseId(ctx.params.id, PRODUCTO_NO_ENCONTRADO);
    const { datos, version } = cuerpoConVersion(ctx, productoUpdateSchema);
    const producto = await service.update(id, datos, sesionDe(ctx), version);
    written(ctx, 'Producto actualizado correctamente', producto);
  });

  router.put('/:id/desactivar', requireRole('Administrador'), async (ctx) => {
    const producto = await service.desactivar(parseId(ctx.params.id, PRODUCTO_NO_ENCONTRADO), sesionDe(ctx), versionEnviada(ctx));
    written(ctx, 'Producto inactivado correctamente', producto);
  });

  return router;
}
