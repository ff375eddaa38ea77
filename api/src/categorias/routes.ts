import Router from '@koa/router';
import { categoriaCreateSchema, categoriaFilterSchema, categoriaUpdateSchema, ROLES_CATEGORIAS } from '#dominio/categorias';
import type { AppDeps } from '../deps.js';
import { activeListRoutes } from '../http/listRoutes.js';
import { recordRoutes } from '../http/recordRoutes.js';
import { categoriaMapper } from './mapper.js';
import { CATEGORIA_NO_ENCONTRADA, categoriasService } from './service.js';

export function categoriasRoutes({ db, config }: AppDeps) {
  const service = categoriasService(db, config);
  const router = new Router({ prefix: '/categorias' });
  activeListRoutes(router, { filterSchema: categoriaFilterSchema, mapper: categoriaMapper, list: service.listar });
  recordRoutes(router, {
    service,
    crear: categoriaCreateSchema,
    actualizar: categoriaUpdateSchema,
    noEncontrado: CATEGORIA_NO_ENCONTRADA,
    singular: 'Categoría',
    acceso: { crear: ROLES_CATEGORIAS, actualizar: ROLES_CATEGORIAS },
  });
  return router;
}
