import Router from '@koa/router';
import type { AppDeps } from '../../deps.js';
import { sessionOf } from '../../http/auth.js';
import { answerData, answerPage, answerWritten } from '../../http/envelopes.js';
import { parseListQuery } from '../../http/paging.js';
import { parseId, validate } from '../../http/validation.js';
import { escriturasIdempotentes } from '../../idempotencia/escritura.js';
import { parseVersionedBody, sentVersion } from '../../http/version.js';
import { mantenimientoCreateSchema, mantenimientoUpdateSchema } from '#dominio/vehiculos';
import { soloEnviados } from '../soloEnviados.js';
import { VEHICULO_NO_ENCONTRADO } from '../vehiculo/consultas.js';
import { mantenimientoMapper } from './mapper.js';
import { MANTENIMIENTO_NO_ENCONTRADO, ORDEN_MANTENIMIENTOS, mantenimientoService } from './service.js';

// A record is listed and created under its vehicle, and read, edited and deleted by its own id.
export function mantenimientoRoutes({ db, config }: AppDeps) {
  const service = mantenimientoService(db, config);
  const idempotentes = escriturasIdempotentes({ db, config });
  const router = new Router();
  const mantenimientoId = (id: string | undefined) => parseId(id, MANTENIMIENTO_NO_ENCONTRADO);

  router.get('/mantenimientos/:id', async (ctx) => {
    answerData(ctx, await service.obtener(mantenimientoId(ctx.params.id)));
  });

  router.put('/mantenimientos/:id', async (ctx) => {
    const id = mantenimientoId(ctx.params.id);
    const { datos, version } = parseVersionedBody(ctx, mantenimientoUpdateSchema);
    answerWritten(
      ctx,
      'Mantenimiento actualizado correctamente',
      await service.editar(id, soloEnviados(datos, ctx.request.body), sessionOf(ctx), version),
    );
  });

  router.delete('/mantenimientos/:id', async (ctx) => {
    const mantenimiento = await service.eliminar(mantenimientoId(ctx.params.id), sessionOf(ctx), sentVersion(ctx));
    answerWritten(ctx, 'Mantenimiento eliminado correctamente', mantenimiento);
  });

  router.get('/:id/mantenimientos', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, mantenimientoMapper, ORDEN_MANTENIMIENTOS);
    answerPage(ctx, await service.listar(parseId(ctx.params.id, VEHICULO_NO_ENCONTRADO), listQuery), listQuery);
  });

  router.post('/:id/mantenimientos', async (ctx) => {
    const id = parseId(ctx.params.id, VEHICULO_NO_ENCONTRADO);
    const input = validate(mantenimientoCreateSchema, ctx.request.body);
    await idempotentes.opcional(ctx, async (trx) => ({
      mensaje: 'Mantenimiento registrado correctamente',
      data: await service.crear(id, input, sessionOf(ctx), trx),
      estado: 201,
    }));
  });

  return router;
}
