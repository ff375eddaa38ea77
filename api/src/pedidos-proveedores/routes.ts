import Router from '@koa/router';
import type { Context } from 'koa';
import {
  cambioEstadoPedidoProveedorSchema,
  estadoPedidoProveedorSchema,
  pedidoProveedorCreateSchema,
  pedidoProveedorFilterSchema,
  type PedidoProveedorFilter,
} from '#dominio/pedidos';
import type { AppDeps } from '../deps.js';
import { requireRole, sesionDe } from '../http/auth.js';
import { listed, listedPage, written } from '../http/envelopes.js';
import { parseListQuery } from '../http/paging.js';
import { parseId, validate } from '../http/validation.js';
import { PROVEEDOR_NO_ENCONTRADO, proveedoresService } from '../proveedores/service.js';
import { historialPedidosProveedoresService } from '../historial-pedidos-proveedores/service.js';
import { parseHistorialQuery } from '../historial-pedidos-proveedores/routes.js';
import { PEDIDO_NO_ENCONTRADO } from '../pedidos-comun/cambioDeEstado.js';
import { pedidosProveedoresService } from './service.js';
import { pedidoProveedorMapper } from './mapper.js';

// Reading is open to every role; placing orders and changing their status: Administrador and Supervisor.
export function pedidosProveedoresRoutes({ db, config }: AppDeps) {
  const service = pedidosProveedoresService(db, config);
  const historial = historialPedidosProveedoresService(db, config);
  const proveedores = proveedoresService(db, config);
  const router = new Router({ prefix: '/pedidos-proveedores' });
  const escritura = requireRole('Administrador', 'Supervisor');

  async function answerList(ctx: Context, extra: PedidoProveedorFilter = {}) {
    const filter = validate(pedidoProveedorFilterSchema, { estado: ctx.query.estado, proveedorId: ctx.query.proveedorId });
    const listQuery = parseListQuery(ctx.query, pedidoProveedorMapper, { sort: 'FechaPedido', order: 'desc' });
    listedPage(ctx, await service.list({ ...filter, ...extra }, listQuery), listQuery);
  }

  router.get('/', (ctx) => answerList(ctx));

  router.get('/estado/:estado', (ctx) => answerList(ctx, { estado: validate(estadoPedidoProveedorSchema, ctx.params.estado) }));

  router.get('/proveedor/:id', async (ctx) => {
    // An unknown supplier is a 404, not an empty list.
    const proveedor = await proveedores.get(parseId(ctx.params.id, PROVEEDOR_NO_ENCONTRADO));
    await answerList(ctx, { proveedorId: proveedor.ProveedorID });
  });

  router.get('/:id', async (ctx) => {
    listed(ctx, await service.get(parseId(ctx.params.id, PEDIDO_NO_ENCONTRADO)));
  });

  router.get('/:id/historial', async (ctx) => {
    const id = parseId(ctx.params.id, PEDIDO_NO_ENCONTRADO);
    const { filter, listQuery } = parseHistorialQuery(ctx.query);
    listedPage(ctx, await historial.porPedido(id, filter, listQuery), listQuery);
  });

  router.post('/', escritura, async (ctx) => {
    const pedido = await service.create(validate(pedidoProveedorCreateSchema, ctx.request.body), sesionDe(ctx));
    written(ctx, 'Pedido creado correctamente', pedido, 201);
  });

  router.put('/:id/estado', escritura, async (ctx) => {
    const id = parseId(ctx.params.id, PEDIDO_NO_ENCONTRADO);
    const pedido = await service.cambiarEstado(id, validate(cambioEstadoPedidoProveedorSchema, ctx.request.body), sesionDe(ctx));
    written(ctx, 'Estado actualizado correctamente', pedido);
  });

  return router;
}
