import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { answerData } from '../http/envelopes.js';
import { configuracionPublica } from './service.js';

/**
 * GET /api/configuracion: the settings the admin must follow to agree with the server (the
 * business time zone of "today" and of every shown date, and whether the login offers registration). Public and free of anything private,
 * because the admin reads it before anyone signs in.
 */
export function configuracionRoutes({ config }: AppDeps) {
  const router = new Router();
  router.get('/configuracion', (ctx) => {
    answerData(ctx, configuracionPublica(config));
  });
  return router;
}
