import Router from '@koa/router';
import { clienteCreateSchema, clienteFilterSchema, clienteUpdateSchema } from '#dominio/clientes';
import type { AppDeps } from '../deps.js';
import { activeListRoutes } from '../http/listRoutes.js';
import { recordRoutes } from '../http/recordRoutes.js';
import { clienteMapper } from './mapper.js';
import { CLIENTE_NO_ENCONTRADO, clientesService } from './service.js';

export function clientesRoutes({ db, config }: AppDeps) {
  const service = clientesService(db, config);
  const router = new Router({ prefix: '/clientes' });

  activeListRoutes(router, { filterSchema: clienteFilterSchema, mapper: clienteMapper, list: service.listar });
  recordRoutes(router, {
    service,
    crear: clienteCreateSchema,
    actualizar: clienteUpdateSchema,
    noEncontrado: CLIENTE_NO_ENCONTRADO,
    singular: 'Cliente',
  });

  return router;
}
