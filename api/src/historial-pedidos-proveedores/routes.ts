import Router from '@koa/router';
import type { Context } from 'koa';
import { estadoPedidoProveedorSchema, historialPedidoProveedorFilterSchema, type HistorialPedidoProveedorFilter } from '#dominio/pedidos';
import type { AppDeps } from '../deps.js';
import { answerPage } from '../http/envelopes.js';
import { parseId, validate } from '../http/validation.js';
import { historialQueryParser } from '../pedidos-comun/historial.js';
import { PROVEEDOR_NO_ENCONTRADO } from '../proveedores/service.js';
import { historialPedidosProveedoresService } from './service.js';
import { historialPedidoProveedorMapper } from './mapper.js';

/** The query of the history endpoints, and of an order's history (GET /pedidos-proveedores/{id}/historial). */
export const parseHistorialQuery = historialQueryParser(historialPedidoProveedorFilterSchema, historialPedidoProveedorMapper);

/**
 * The global history is always paged ({data,total,page,limit}, page 1 and 10 per page by
 * default); the history of one supplier answers {data}, paged only when page is given.
 */
export function historialPedidosProveedoresRoutes({ db, config }: AppDeps) {
  const service = historialPedidosProveedoresService(db, config);
  const router = new Router({ prefix: '/historial-pedidos-proveedores' });

  async function answerGlobal(ctx: Context, extra: Partial<HistorialPedidoProveedorFilter> = {}) {
    const { filter, listQuery } = parseHistorialQuery(ctx.query);
    listQuery.page ??= 1;
    answerPage(ctx, await service.listar({ ...filter, ...extra }, listQuery), listQuery);
  }

  router.get('/', (ctx) => answerGlobal(ctx));

  router.get('/estado/:estado', (ctx) => answerGlobal(ctx, { estado: validate(estadoPedidoProveedorSchema, ctx.params.estado) }));

  router.get('/proveedor/:id', async (ctx) => {
    const id = parseId(ctx.params.id, PROVEEDOR_NO_ENCONTRADO);
    const { filter, listQuery } = parseHistorialQuery(ctx.query);
    answerPage(ctx, await service.porProveedor(id, filter, listQuery), listQuery);
  });

  return router;
}
