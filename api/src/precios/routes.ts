import Router from '@koa/router';
import { aumentoInputSchema, cambioDePreciosSchema, MENSAJES_AUMENTO, ROLES_AUMENTO } from '#dominio/precios';
import { ROLES_COSTOS, SOLO_QUIEN_VE_COSTOS } from '#dominio/margenes';
import type { AppDeps } from '../deps.js';
import { requireRoles, sessionOf } from '../http/auth.js';
import { answerData, answerPage, answerWritten } from '../http/envelopes.js';
import { parseListQuery } from '../http/paging.js';
import { parseId, validate } from '../http/validation.js';
import { sentVersion } from '../http/version.js';
import { escriturasIdempotentes } from '../idempotencia/escritura.js';
import { PRODUCTO_NO_ENCONTRADO } from '../productos/service.js';
import { ORDEN_AUMENTOS, ORDEN_VISTA_PREVIA, type AumentosService, aumentoMapper, precioPrevistoMapper } from './aumentos.js';
import { historialDePrecios, ORDEN_HISTORIAL, precioHistorialMapper } from './historial.js';
import { margenesDeProducto } from './margenes.js';

/** A product's price history (every role), its cost and margins, and "Actualizar precios" (Supervisor and Administrador). */
export function preciosRoutes({ db, config }: AppDeps, aumentos: AumentosService) {
  const idempotentes = escriturasIdempotentes({ db, config });
  const productos = new Router({ prefix: '/productos' });
  productos.get('/:id/precios', async (ctx) => {
    const id = parseId(ctx.params.id, PRODUCTO_NO_ENCONTRADO);
    const listQuery = parseListQuery(ctx.query, precioHistorialMapper, ORDEN_HISTORIAL);
    listQuery.page ??= 1;
    answerPage(ctx, await historialDePrecios(db, id, listQuery), listQuery);
  });
  productos.get('/:id/margenes', requireRoles(ROLES_COSTOS, SOLO_QUIEN_VE_COSTOS), async (ctx) => {
    answerData(ctx, await margenesDeProducto(db, parseId(ctx.params.id, PRODUCTO_NO_ENCONTRADO)));
  });

  const router = new Router({ prefix: '/aumentos-precio' });
  router.use(requireRoles(ROLES_AUMENTO, MENSAJES_AUMENTO.soloQuienAumenta));
  const idDe = (id: string | undefined) => parseId(id, MENSAJES_AUMENTO.noEncontrado);

  router.get('/', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, aumentoMapper, ORDEN_AUMENTOS);
    answerPage(ctx, await aumentos.listar(listQuery), listQuery);
  });
  // Without a page, every product (the preview's export).
  router.get('/vista-previa', async (ctx) => {
    const { Alcance, CategoriaID, ProveedorID, ProductoIDs, Modo, Valor, Redondeo } = ctx.query;
    const cambio = validate(cambioDePreciosSchema, { Alcance, CategoriaID, ProveedorID, ProductoIDs, Modo, Valor, Redondeo });
    const listQuery = parseListQuery(ctx.query, precioPrevistoMapper, ORDEN_VISTA_PREVIA);
    answerPage(ctx, await aumentos.vistaPrevia(cambio, listQuery), listQuery);
  });
  router.get('/:id', async (ctx) => {
    answerData(ctx, await aumentos.obtener(idDe(ctx.params.id)));
  });
  // A retried confirmation with its Idempotency-Key answers the first one's result: an increase is never applied twice.
  router.post('/', async (ctx) => {
    const input = validate(aumentoInputSchema, ctx.request.body);
    await idempotentes.opcional(ctx, async (trx) => {
      const aumento = await aumentos.crear(input, sessionOf(ctx), trx);
      const mensaje =
        aumento.Estado === 'Aplicado' ? `Precios actualizados: ${aumento.Productos} productos` : 'Aumento programado correctamente';
      return { mensaje, data: aumento, estado: 201 };
    });
  });
  router.post('/:id/deshacer', async (ctx) => {
    const aumento = await aumentos.deshacer(idDe(ctx.params.id), sessionOf(ctx), sentVersion(ctx));
    answerWritten(ctx, 'Aumento deshecho', aumento);
  });

  return [productos, router];
}
