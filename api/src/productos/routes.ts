import Router from '@koa/router';
import { productoCreateSchema, productoFilterSchema, productoUpdateSchema } from '#dominio/productos';
import type { AppDeps } from '../deps.js';
import { activeListRoutes } from '../http/listRoutes.js';
import { recordRoutes } from '../http/recordRoutes.js';
import { productoMapper } from './mapper.js';
import { PRODUCTO_NO_ENCONTRADO, productosService } from './service.js';

export function productosRoutes({ db, config }: AppDeps) {
  const service = productosService(db, config);
  const router = new Router({ prefix: '/productos' });

  const answerList = activeListRoutes(router, { filterSchema: productoFilterSchema, mapper: productoMapper, list: service.listar });
  // The scarcest first, so the products to reorder head the list.
  router.get('/bajo-stock', (ctx) => answerList(ctx, { active: true, bajoStock: true }, 'Stock'));

  recordRoutes(router, {
    service,
    crear: productoCreateSchema,
    actualizar: productoUpdateSchema,
    noEncontrado: PRODUCTO_NO_ENCONTRADO,
    singular: 'Producto',
  });

  return router;
}
