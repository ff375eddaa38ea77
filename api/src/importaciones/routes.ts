import Router from '@koa/router';
import type { Knex } from 'knex';
import {
  IMPORTABLES,
  IMPORTACION_MB_MAXIMO,
  importacionQuerySchema,
  importacionSchema,
  mensajeImportacion,
  RECURSOS_IMPORTABLES,
} from '#dominio/importaciones';
import type { AppDeps } from '../deps.js';
import { sessionOf, requireRoles } from '../http/auth.js';
import { parseJsonBody } from '../http/body.js';
import { validate } from '../http/validation.js';
import { escriturasIdempotentes, responder } from '../idempotencia/escritura.js';
import { IMPORTACIONES } from './recursos.js';
import { importacionesService } from './service.js';

/** Matches the import routes, whose body app.ts leaves for them to parse. */
export const RUTA_DE_IMPORTACION = /^\/api\/importaciones\//;

// Parsed after the token and the role: nobody else gets 10 MB read and parsed.
const cuerpo = parseJsonBody(`${IMPORTACION_MB_MAXIMO}mb`);

/** POST /importaciones/{clientes|productos|proveedores}: whoever may create one may import them; ?validar=1 only checks. */
export function importacionesRoutes({ db, config }: AppDeps) {
  const service = importacionesService(db);
  const idempotentes = escriturasIdempotentes({ db, config });
  const router = new Router({ prefix: '/importaciones' });

  for (const recurso of RECURSOS_IMPORTABLES) {
    const { roles } = IMPORTACIONES[recurso];
    router.post(`/${recurso}`, ...(roles ? [requireRoles(roles)] : []), cuerpo, async (ctx) => {
      const { validar } = validate(importacionQuerySchema, { validar: ctx.query.validar });
      const importacion = validate(importacionSchema, ctx.request.body);
      const importar = async (trx?: Knex.Transaction) => {
        const resultado = await service.importar(recurso, importacion, sessionOf(ctx), validar, trx);
        return {
          mensaje: mensajeImportacion(resultado.Filas, IMPORTABLES[recurso].plural, validar),
          data: resultado,
          estado: validar ? 200 : 201,
        };
      };
      // Validating writes nothing: it takes no key (the import that follows may send it).
      if (validar) responder(ctx, await importar());
      else await idempotentes.opcional(ctx, importar);
    });
  }

  return router;
}
