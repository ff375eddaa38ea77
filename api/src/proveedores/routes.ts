import Router from '@koa/router';
import { ROLES_ALTA_PROVEEDOR, proveedorCreateSchema, proveedorFilterSchema, proveedorUpdateSchema } from '#dominio/proveedores';
import type { AppDeps } from '../deps.js';
import { activeListRoutes } from '../http/listRoutes.js';
import { recordRoutes } from '../http/recordRoutes.js';
import { PROVEEDOR_NO_ENCONTRADO, proveedoresService } from './service.js';
import { proveedorMapper } from './mapper.js';

// Reading is open to every role (the dashboard counts suppliers); writes are restricted per route.
export function proveedoresRoutes({ db, config }: AppDeps) {
  const service = proveedoresService(db, config);
  const router = new Router({ prefix: '/proveedores' });

  activeListRoutes(router, { filterSchema: proveedorFilterSchema, mapper: proveedorMapper, list: service.listar });
  recordRoutes(router, {
    service,
    crear: proveedorCreateSchema,
    actualizar: proveedorUpdateSchema,
    noEncontrado: PROVEEDOR_NO_ENCONTRADO,
    singular: 'Proveedor',
    acceso: { crear: ROLES_ALTA_PROVEEDOR, actualizar: ['Administrador', 'Supervisor'] },
  });

  return router;
}
