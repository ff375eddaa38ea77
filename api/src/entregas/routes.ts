import Router from '@koa/router';
import type { Context } from 'koa';
import { HOJA_NO_ENCONTRADA, PARADA_NO_ENCONTRADA } from '#dominio/hojasDeRuta';
import type { AppDeps } from '../deps.js';
import { answerData } from '../http/envelopes.js';
import { parseId } from '../http/validation.js';
import { PEDIDO_NO_ENCONTRADO } from '../pedidos-comun/cambioDeEstado.js';
import { entregasService } from './service.js';

/**
 * The proof of delivery: every role reads it, as it reads orders and sheets. The order's delivery is a path of
 * the order; its images are paths of the stop that took them (an order may have failed stops before).
 */
export function entregasRoutes({ db }: AppDeps) {
  const service = entregasService(db);
  const router = new Router();

  router.get('/pedidos/:id/entrega', async (ctx) => {
    answerData(ctx, await service.dePedido(parseId(ctx.params.id, PEDIDO_NO_ENCONTRADO)));
  });

  const imagen = (cual: 'firma' | 'foto') => async (ctx: Context) => {
    const hojaId = parseId(ctx.params.id, HOJA_NO_ENCONTRADA);
    const paradaId = parseId(ctx.params.paradaId, PARADA_NO_ENCONTRADA);
    const { bytes, tipo } = await service.imagen(hojaId, paradaId, cual);
    ctx.type = tipo;
    // Never kept by the browser, a proxy or the service worker (docs/decisiones.md, 79).
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = bytes;
  };
  router.get('/hojas-de-ruta/:id/paradas/:paradaId/firma', imagen('firma'));
  router.get('/hojas-de-ruta/:id/paradas/:paradaId/foto', imagen('foto'));

  return router;
}
