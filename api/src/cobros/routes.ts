import Router from '@koa/router';
import {
  anulacionCobroSchema,
  cobroCreateSchema,
  cobroFilterSchema,
  ROLES_ANULAR_COBRO,
  ROLES_COBRO,
  SOLO_ADMINISTRADOR_ANULA,
  SOLO_QUIEN_COBRA,
} from '#dominio/cuentas';
import type { AppDeps } from '../deps.js';
import { sessionOf, requireRoles } from '../http/auth.js';
import { answerWritten } from '../http/envelopes.js';
import { readRoutes } from '../http/listRoutes.js';
import { parseId, validate } from '../http/validation.js';
import { parseVersionedBody } from '../http/version.js';
import { escriturasIdempotentes } from '../idempotencia/escritura.js';
import { cobroMapper } from './mapper.js';
import { COBRO_NO_ENCONTRADO, cobrosService, ORDEN_COBROS } from './service.js';

/** Payments: every role reads them; Supervisor and Administrador record them; an Administrador voids one. */
export function cobrosRoutes({ db, config }: AppDeps) {
  const service = cobrosService(db, config);
  const idempotentes = escriturasIdempotentes({ db, config });
  const router = new Router({ prefix: '/cobros' });

  readRoutes(
    router,
    {
      filterOf: (query) =>
        validate(cobroFilterSchema, {
          clienteId: query.clienteId,
          metodo: query.metodo,
          anulado: query.anulado,
          fechaDesde: query.fechaDesde,
          fechaHasta: query.fechaHasta,
        }),
      mapper: cobroMapper,
      defaults: ORDEN_COBROS,
      list: service.listar,
    },
    { obtener: (id) => service.obtener(id), noEncontrado: COBRO_NO_ENCONTRADO },
  );

  router.post('/', requireRoles(ROLES_COBRO, SOLO_QUIEN_COBRA), async (ctx) => {
    const input = validate(cobroCreateSchema, ctx.request.body);
    await idempotentes.opcional(ctx, async (trx) => ({
      mensaje: 'Cobro registrado correctamente',
      data: await service.crear(input, sessionOf(ctx), trx),
      estado: 201,
    }));
  });

  router.put('/:id/anular', requireRoles(ROLES_ANULAR_COBRO, SOLO_ADMINISTRADOR_ANULA), async (ctx) => {
    const id = parseId(ctx.params.id, COBRO_NO_ENCONTRADO);
    const { datos, version } = parseVersionedBody(ctx, anulacionCobroSchema);
    answerWritten(ctx, 'Cobro anulado correctamente', await service.anular(id, datos, sessionOf(ctx), version));
  });

  return router;
}
