import Router from '@koa/router';
import {
  cambioEstadoPedidoProveedorSchema,
  estadoPedidoProveedorSchema,
  pedidoProveedorCreateSchema,
  pedidoProveedorFilterSchema,
} from '#dominio/pedidos';
import type { AppDeps } from '../deps.js';
import { requireRole } from '../http/auth.js';
import { parseId, validate } from '../http/validation.js';
import { PROVEEDOR_NO_ENCONTRADO, proveedoresService } from '../proveedores/service.js';
import { historialPedidosProveedoresService } from '../historial-pedidos-proveedores/service.js';
import { parseHistorialQuery } from '../historial-pedidos-proveedores/routes.js';
import { pedidoRoutes, pedidosListRoutes } from '../pedidos-comun/routes.js';
import { pedidosProveedoresService } from './service.js';
import { pedidoProveedorMapper } from './mapper.js';
import { cartaDeLaOrden, ordenDeCompraDe } from './ordenDeCompra.js';

// Reading is open to every role; placing orders and changing their status: Administrador and Supervisor.
export function pedidosProveedoresRoutes({ db, config }: AppDeps) {
  const service = pedidosProveedoresService(db, config);
  const proveedores = proveedoresService(db, config);
  const router = new Router({ prefix: '/pedidos-proveedores' });

  const answerList = pedidosListRoutes(router, {
    list: service.listar,
    mapper: pedidoProveedorMapper,
    filterOf: (query) => validate(pedidoProveedorFilterSchema, { estado: query.estado, proveedorId: query.proveedorId }),
    estadoSchema: estadoPedidoProveedorSchema,
  });

  router.get('/proveedor/:id', async (ctx) => {
    // An unknown supplier is a 404, not an empty list.
    const proveedor = await proveedores.obtener(parseId(ctx.params.id, PROVEEDOR_NO_ENCONTRADO));
    await answerList(ctx, { proveedorId: proveedor.ProveedorID });
  });

  pedidoRoutes(router, {
    service,
    historial: historialPedidosProveedoresService(db, config),
    parseHistorialQuery,
    createSchema: pedidoProveedorCreateSchema,
    cambioEstadoSchema: cambioEstadoPedidoProveedorSchema,
    papel: {
      ruta: 'orden.pdf',
      archivo: 'orden-de-compra',
      de: ordenDeCompraDe,
      correo: { entidad: 'pedidos-proveedores', documento: (id) => `la orden de compra N° ${id}`, carta: cartaDeLaOrden },
    },
    config,
    db,
    escritura: requireRole('Administrador', 'Supervisor'),
  });

  return router;
}
