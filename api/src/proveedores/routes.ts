import Router from '@koa/router';
import type { Context } from 'koa';
import { proveedorCreateSchema, proveedorFilterSchema, proveedorUpdateSchema, type ProveedorFilter } from '#dominio/proveedores';
import type { AppDeps } from '../deps.js';
import { requireRole, sesionDe } from '../http/auth.js';
import { parseListQuery } from '../http/paging.js';
import type { ListQuery } from '../listas.js';
import { parseId, validate } from '../http/validation.js';
import { cuerpoConVersion, versionEnviada } from '../http/version.js';
import { listed, listedPage, written } from '../http/envelopes.js';
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

  router.get('/:id', async (ctx) => {
    listed(ctx, await service.get(parseId(ctx.params.id, PROVEEDOR_NO_ENCONTRADO)));
  });

  router.post('/', requireRole('Administrador'), async (ctx) => {
    const proveedor = await service.create(validate(proveedorCreateSchema, ctx.request.body), sesionDe(ctx));
    written(ctx, 'Proveedor creado correctamente', proveedor, 201);
  });

  router.put('/:id', requireRole('Administrador', 'Supervisor'), async (ctx) => {
    const id = parseId(ctx.params.id, PROVEEDOR_NO_ENCONTRADO);
    const { datos, version } = cuerpoConVersion(ctx, proveedorUpdateSchema);
    const proveedor = await service.update(id, datos, sesionDe(ctx), version);
    written(ctx, 'Proveedor actualizado correctamente', proveedor);
  });

  router.put('/:id/desactivar', requireRole('Administrador'), async (ctx) => {
    const proveedor = await service.desactivar(parseId(ctx.params.id, PROVEEDOR_NO_ENCONTRADO), sesionDe(ctx), versionEnviada(ctx));
    written(ctx, 'Proveedor inactivado correctamente', proveedor);
  });

  return router;
}
