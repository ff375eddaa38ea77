import Router from '@koa/router';
import {
  IMPORTABLES,
  IMPORTACION_MB_MAXIMO,
  importacionQuerySchema,
  importacionSchema,
  mensajeImportacion,
  RECURSOS_IMPORTABLES,
} from '#dominio/importaciones';
import type { AppDeps } from '../deps.js';
import { sesionDe, soloRoles } from '../http/auth.js';
import { cuerpoJson } from '../http/cuerpo.js';
import { written } from '../http/envelopes.js';
import { validate } from '../http/validation.js';
import { IMPORTACIONES } from './recursos.js';
import { importacionesService } from './service.js';

/** Matches the import routes, whose body app.ts leaves for them to parse. */
export const RUTA_DE_IMPORTACION = /^\/api\/importaciones\//;

// Parsed after the token and the role: nobody else gets 10 MB read and parsed.
const cuerpo = cuerpoJson(`${IMPORTACION_MB_MAXIMO}mb`);

/** POST /importaciones/{clientes|productos|proveedores}: whoever may create one may import them; ?validar=1 only checks. */
export function importacionesRoutes({ db }: AppDeps) {
  const service = importacionesService(db);
  const router = new Router({ prefix: '/importaciones' });

  for (const recurso of RECURSOS_IMPORTABLES) {
    const { roles } = IMPORTACIONES[recurso];
    router.post(`/${recurso}`, ...(roles ? [soloRoles(roles)] : []), cuerpo, async (ctx) => {
      const { validar } = validate(importacionQuerySchema, { validar: ctx.query.validar });
      const resultado = await service.importar(recurso, validate(importacionSchema, ctx.request.body), sesionDe(ctx), validar);
      written(ctx, mensajeImportacion(resultado.Filas, IMPORTABLES[recurso].plural, validar), resultado, validar ? 200 : 201);
    });
  }

  return router;
}
