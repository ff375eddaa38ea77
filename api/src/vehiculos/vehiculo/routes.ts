import Router from '@koa/router';
import { anioNegocio } from '#dominio/fechas';
import { anioMaximo, vehiculoCreateSchema, vehiculoFilterSchema, vehiculoUpdateSchema } from '#dominio/vehiculos';
import type { AppDeps } from '../../deps.js';
import { requireRole, sessionOf } from '../../http/auth.js';
import { answerData, answerPage, answerWritten } from '../../http/envelopes.js';
import { parseListQuery } from '../../http/paging.js';
import { parseId, validate } from '../../http/validation.js';
import { parseVersionedBody, sentVersion } from '../../http/version.js';
import { soloEnviados } from '../soloEnviados.js';
import { VEHICULO_NO_ENCONTRADO } from './consultas.js';
import { vehiculoMapper } from './mapper.js';
import { ORDEN_VEHICULOS, vehiculoService } from './service.js';

export function vehiculoRoutes({ db, config }: AppDeps) {
  const service = vehiculoService(db, config);
  const router = new Router();
  const vehiculoId = (id: string | undefined) => parseId(id, VEHICULO_NO_ENCONTRADO);
  /** Anio's upper bound moves with the business year, so it is taken at each request. */
  const ultimoAnio = () => anioMaximo(anioNegocio(config.now(), config.zonaNegocio));

  router.get('/', async (ctx) => {
    const { marca, estado, fechaDesde, fechaHasta, activo, conAlertas } = ctx.query;
    const filter = validate(vehiculoFilterSchema, { marca, estado, fechaDesde, fechaHasta, activo, conAlertas });
    const listQuery = parseListQuery(ctx.query, vehiculoMapper, ORDEN_VEHICULOS);
    answerPage(ctx, await service.listar(filter, listQuery), listQuery);
  });

  // Before /:id, which would take it as an id.
  router.get('/disponibles', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, vehiculoMapper, ORDEN_VEHICULOS);
    answerPage(ctx, await service.listar({ activo: true, estado: 'Disponible' }, listQuery), listQuery);
  });

  router.get('/:id', async (ctx) => {
    answerData(ctx, await service.obtener(vehiculoId(ctx.params.id)));
  });

  router.post('/', async (ctx) => {
    const input = validate(vehiculoCreateSchema(ultimoAnio()), ctx.request.body);
    answerWritten(ctx, 'Vehículo creado correctamente', await service.crear(input, sessionOf(ctx)), 201);
  });

  router.put('/:id', async (ctx) => {
    const id = vehiculoId(ctx.params.id);
    const { datos, version } = parseVersionedBody(ctx, vehiculoUpdateSchema(ultimoAnio()));
    answerWritten(
      ctx,
      'Vehículo actualizado correctamente',
      await service.editar(id, soloEnviados(datos, ctx.request.body), sessionOf(ctx), version),
    );
  });

  router.put('/:id/desactivar', requireRole('Administrador'), async (ctx) => {
    const vehiculo = await service.desactivar(vehiculoId(ctx.params.id), sessionOf(ctx), sentVersion(ctx));
    answerWritten(ctx, 'Vehículo inactivado correctamente', vehiculo);
  });

  return router;
}
