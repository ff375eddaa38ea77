import Router from '@koa/router';
import { listaCreateSchema, listaFilterSchema, listaUpdateSchema, ROLES_LISTAS } from '#dominio/listas';
import type { AppDeps } from '../deps.js';
import { activeListRoutes } from '../http/listRoutes.js';
import { recordRoutes } from '../http/recordRoutes.js';
import { listaMapper } from './mapper.js';
import { LISTA_NO_ENCONTRADA, listasService } from './service.js';

/** Price lists: every role reads them (the client form and the order form name them); Supervisor and Administrador write them. */
export function listasRoutes({ db, config }: AppDeps) {
  const service = listasService(db, config);
  const router = new Router({ prefix: '/listas-precio' });
  activeListRoutes(router, { filterSchema: listaFilterSchema, mapper: listaMapper, list: service.listar });
  recordRoutes(router, {
    service,
    crear: listaCreateSchema,
    actualizar: listaUpdateSchema,
    noEncontrado: LISTA_NO_ENCONTRADA,
    singular: 'Lista de precios',
    acceso: { crear: ROLES_LISTAS, actualizar: ROLES_LISTAS },
  });
  return router;
}
