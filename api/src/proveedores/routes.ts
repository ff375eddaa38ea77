import Router from '@koa/router';
import type { Context } from 'koa';
import { proveedorCreateSchema, proveedorFilterSchema, proveedorUpdateSchema, type ProveedorFilter } from '#dominio/proveedores';
import type { AppDeps } from '../deps.js';
import { parseListQuery, type ListQuery } from '../http/paging.js';
import { rutasDeRegistro } from '../http/rutasDeRegistro.js';
import { validate } from '../http/validation.js';
import { listedPage } from '../http/envelopes.js';
import { PROVEEDOR_NO_ENCONTRADO, proveedoresService } from './service.js';
import { proveedorMapper } from './mapper.js';

// Reading is open to every role (the dashboard counts suppliers); writes are restricted per route.
export function proveedoresRoutes({ db, config }: AppDeps) {
  const service = proveedoresService(db, config);
  const router = new Router({ prefix: '/proveedores' });

  const listQueryOf = (query: Record<string, unknown>): ListQuery => parseListQuery(query, proveedorMapper, { sort: 'Nombre', order: 'asc' });

  async function answerList(ctx: Context, filter: ProveedorFilter) {
    const listQuery = listQueryOf(ctx.query);
    listedPage(ctx, await service.list(filter, listQuery), listQuery);
  }

  router.get('/', async (ctx) => {
    await answerList(ctx, validate(proveedorFilterSchema, { active: ctx.query.active }));
  });

  router.get('/activos', async (ctx) => {
    await answerList(ctx, { active: true });
  });

  rutasDeRegistro(router, {
    service,
    crear: proveedorCreateSchema,
    actualizar: proveedorUpdateSchema,
    noEncontrado: PROVEEDOR_NO_ENCONTRADO,
    singular: 'Proveedor',
    acceso: { crear: ['Administrador'], actualizar: ['Administrador', 'Supervisor'] },
  });

  return router;
}
