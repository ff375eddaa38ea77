import Router from '@koa/router';
import { cambioEstadoPedidoSchema, cotizacionSchema, estadoPedidoSchema, pedidoCreateSchema, pedidoFilterSchema } from '#dominio/pedidos';
import type { AppDeps } from '../deps.js';
import { sessionOf } from '../http/auth.js';
import { answerData } from '../http/envelopes.js';
import { validate } from '../http/validation.js';
import { historialPedidosService } from '../historial-pedidos/service.js';
import { parseHistorialQuery } from '../historial-pedidos/routes.js';
import { pedidoRoutes, pedidosListRoutes } from '../pedidos-comun/routes.js';
import { pedidoMapper } from './mapper.js';
import { entregasService } from '../entregas/service.js';
import { cartaDelRemito, remitoDe } from './remito.js';
import { pedidosService } from './service.js';

export function pedidosRoutes({ db, config }: AppDeps) {
  const service = pedidosService(db, config);
  const entregas = entregasService(db);
  const router = new Router({ prefix: '/pedidos' });

  pedidosListRoutes(router, {
    list: service.listar,
    mapper: pedidoMapper,
    filterOf: (query) => validate(pedidoFilterSchema, { estado: query.estado, clienteId: query.clienteId }),
    estadoSchema: estadoPedidoSchema,
  });

  // The order form asks it as its lines change: each line as the create would price it (list, break, discount).
  router.post('/cotizacion', async (ctx) => {
    answerData(ctx, await service.cotizar(validate(cotizacionSchema, ctx.request.body), sessionOf(ctx)));
  });

  pedidoRoutes(router, {
    service,
    historial: historialPedidosService(db, config),
    parseHistorialQuery,
    createSchema: pedidoCreateSchema,
    cambioEstadoSchema: cambioEstadoPedidoSchema,
    papel: {
      ruta: 'remito.pdf',
      archivo: 'remito',
      de: async (pedido, emision) => remitoDe(pedido, emision, await entregas.comprobante(pedido.PedidoID)),
      correo: { entidad: 'pedidos', documento: (id) => `el remito del pedido N° ${id}`, carta: cartaDelRemito },
    },
    config,
    db,
  });

  return router;
}
