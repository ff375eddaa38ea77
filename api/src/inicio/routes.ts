import Router from '@koa/router';
import { inicioQuerySchema } from '#dominio/inicio';
import type { AppDeps } from '../deps.js';
import { sessionOf } from '../http/auth.js';
import { answerData } from '../http/envelopes.js';
import { validate } from '../http/validation.js';
import { inicioService } from './service.js';

export function inicioRoutes({ db, config }: AppDeps) {
  const service = inicioService(db, config);
  const router = new Router();

  router.get('/inicio', async (ctx) => {
    const { pantalla } = validate(inicioQuerySchema, ctx.query);
    answerData(ctx, await service.leer(sessionOf(ctx), pantalla));
  });

  return router;
}
