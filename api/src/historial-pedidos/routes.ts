import Router from '@koa/router';
import type { Context } from 'koa';
import { estadoPedidoSchema, historialPedidoFilterSchema, type EntradaHistorialPedido, type HistorialPedidoFilter } from '#dominio/pedidos';
import type { AppDeps } from '../deps.js';
import { answerPage } from '../http/envelopes.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { parseId, validate } from '../http/validation.js';
import { historialQueryParser } from '../pedidos-comun/historial.js';
import { CLIENTE_NO_ENCONTRADO } from '../clientes/service.js';
import { historialPedidosService } from './service.js';
import { historialPedidoMapper } from './mapper.js';

type Consulta = (filter: HistorialPedidoFilter, listQuery: ListQuery) => Promise<{ data: EntradaHistorialPedido[]; total: number }>;

/** The query of the history endpoints, and of an order's history (GET /pedidos/{id}/historial). */
export const parseHistorialQuery = historialQueryParser(historialPedidoFilterSchema, historialPedidoMapper);

/** Histories are always paged: {data,total,page,limit}, page 1 and 10 per page by default. */
export function historialPedidosRoutes({ db, config }: AppDeps) {
  const service = historialPedidosService(db, config);
  const router = new Router({ prefix: '/historial-pedidos' });

  async function answer(ctx: Context, consulta: Consulta = service.listar) {
    const { filter, listQuery } = parseHistorialQuery(ctx.query);
    listQuery.page ??= 1;
    answerPage(ctx, await consulta(filter, listQuery), listQuery);
  }

  router.get('/', (ctx) => answer(ctx));

  router.get('/estado/:estado', (ctx) => {
    const estado = validate(estadoPedidoSchema, ctx.params.estado);
    return answer(ctx, (filter, listQuery) => service.listar({ ...filter, estado }, listQuery));
  });

  router.get('/cliente/:id', (ctx) => {
    const clienteId = parseId(ctx.params.id, CLIENTE_NO_ENCONTRADO);
    return answer(ctx, (filter, listQuery) => service.porCliente(clienteId, filter, listQuery));
  });

  return router;
}
