import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { alertasRoutes } from './alertas/routes.js';
import { combustibleRoutes } from './combustible/routes.js';
import { costosRoutes } from './costos/routes.js';
import { documentoRoutes } from './documento/routes.js';
import { kilometrajeRoutes } from './kilometraje/routes.js';
import { mantenimientoRoutes } from './mantenimiento/routes.js';
import { vehiculoRoutes } from './vehiculo/routes.js';

// Every vehicle route is open to any signed-in user, except inactivation (Administrador) and the
// fleet's cost report (Supervisor and Administrador).
// Order matters: the fixed paths (/alertas/*, /mantenimientos/:id, /costos) come before the vehicle's own
// /:id/..., which would take 'alertas' or 'mantenimientos' as a vehicle id.
export function vehiculosRoutes(deps: AppDeps) {
  const router = new Router({ prefix: '/vehiculos' });
  for (const subrecurso of [
    alertasRoutes(deps),
    mantenimientoRoutes(deps),
    costosRoutes(deps),
    vehiculoRoutes(deps),
    documentoRoutes(deps),
    kilometrajeRoutes(deps),
    combustibleRoutes(deps),
  ]) {
    router.use(subrecurso.routes());
  }
  return router;
}
