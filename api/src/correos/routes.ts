import Router from '@koa/router';
import { ADJUNTO_NO_ENCONTRADO, CORREO_NO_ENCONTRADO, correoFilterSchema, ROLES_CORREOS, SOLO_ADMINISTRADOR_VE_CORREOS } from '#dominio/correos';
import type { AppDeps } from '../deps.js';
import { requireRoles } from '../http/auth.js';
import { answerFile } from '../http/envelopes.js';
import { readRoutes } from '../http/listRoutes.js';
import { parseId, validate } from '../http/validation.js';
import { correoMapper } from './mapper.js';
import { correosService, ORDEN_CORREOS } from './service.js';

/** "Correos": the outbox, an Administrador's alone (the mails carry every client's statements). */
export function correosRoutes({ db }: AppDeps) {
  const service = correosService(db);
  const router = new Router({ prefix: '/correos' });
  router.use(requireRoles(ROLES_CORREOS, SOLO_ADMINISTRADOR_VE_CORREOS));
  readRoutes(
    router,
    {
      filterOf: (query) => validate(correoFilterSchema, { estado: query.estado }),
      mapper: correoMapper,
      defaults: ORDEN_CORREOS,
      list: service.listar,
    },
    { obtener: (id) => service.obtener(id), noEncontrado: CORREO_NO_ENCONTRADO },
  );
  router.get('/:id/adjuntos/:adjuntoId', async (ctx) => {
    const id = parseId(ctx.params.id, CORREO_NO_ENCONTRADO);
    const { nombre, tipo, contenido } = await service.adjunto(id, parseId(ctx.params.adjuntoId, ADJUNTO_NO_ENCONTRADO));
    answerFile(ctx, nombre, tipo, contenido);
  });
  return router;
}
