import Router from '@koa/router';
import { clienteCreateSchema, clienteFilterSchema, clienteUpdateSchema } from '#dominio/clientes';
import type { AppDeps } from '../deps.js';
import { activeListRoutes } from '../http/lists.js';
import { rutasDeRegistro } from '../http/rutasDeRegistro.js';
import { clienteMapper } from './mapper.js';
import { CLIENTE_NO_ENCONTRADO, clientesService } from './service.js';

export function clientesRoutes({ db, config }: AppDeps) {
  const service = clientesService(db, config);
  const router = new Router({ prefix: '/clientes' });

  activeListRoutes(router, { filterSchema: clienteFilterSchema, mapper: clienteMapper, list: service.listar });
  rutasDeRegistro(router, {
    service,
    crear: clienteCreateSchema,
    actualizar: clienteUpdateSchema,
    noEncontrado: CLIENTE_NO_ENCONTRADO,
    singular: 'Cliente',
  });

  return router;
}
