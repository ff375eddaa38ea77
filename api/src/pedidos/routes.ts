import Router from '@koa/router';
import type { Context } from 'koa';
import { cambioEstadoPedidoSchema, estadoPedidoSchema, pedidoCreateSchema, pedidoFilterSchema, type PedidoFilter } from '#dominio/pedidos';
import type { AppDeps } from '../deps.js';
import { sesionDe } from '../http/auth.js';
import { listed, listedPage, written } from '../http/envelopes.js';
import { parseListQuery } from '../http/paging.js';
import { parseId, validate } from '../http/validation.js';
import { historialPedidosService } from '../historial-pedidos/service.js';
import { parseHistorialQuery } from '../historial-pedidos/routes.js';
import { PEDIDO_NO_ENCONTRADO } from '../pedidos-comun/cambioDeEstado.js';
import { pedidoMapper } from './mapper.js';
import { pedidosService } from './service.js';

export function pedidosRoutes({ db, config }: AppDeps) {
  const service = pedidosService(db, config);
  const historial = historialPedidosService(db, config);
  const router = new Router({ prefix: '/pedidos' });

  async function answerList(ctx: Context, fixed: PedidoFilter = {}) {
    const filter = { ...validate(pedidoFilterSchema, { estado: ctx.query.estado, clienteId: ctx.query.clienteId }), ...fixed };
    const listQuery = parseListQuery(ctx.query, pedidoMapper, { sort: 'FechaPedido', order: 'desc' });
    listedPage(ctx, await service.list(filter, listQuery), listQuery);
  }

  router.get('/', (ctx) => answerList(ctx));
  router.get('/estado/:estado', (ctx) => answerList(ctx, { estado: validate(estadoPedidoSchema, ctx.params.estado) }));

  router.get('/:id', async (ctx) => {
    listed(ctx, await service.get(parseId(ctx.params.id, PEDIDO_NO_ENCONTRADO)));
  });

  router.get('/:id/historial', async (ctx) => {
    const id = parseId(ctx.params.id, PEDIDO_NO_ENCONTRADO);
    const { filter, listQuery } = parseHistorialQuery(ctx.query);
    listedPage(ctx, await historial.porPedido(id, filter, listQuery), listQuery);
  });

  router.post('/', async (ctx) => {
    const pedido = await service.create(validate(pedidoCreateSchema, ctx.request.body), sesionDe(ctx));
    written(ctx, 'Pedido creado correctamente', pedido, 201);
  });

  router.put('/:id/estado', async (ctx) => {
    const id = parseId(ctx.params.id, PEDIDO_NO_ENCONTRADO);
    const pedido = await service.cambiarEstado(id, validate(cambioEstadoPedidoSchema, ctx.request.body), sesionDe(ctx));
    written(ctx, 'Estado actualizado correctamente', pedido);
  });

  return router;
}
