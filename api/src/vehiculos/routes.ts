import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { requireRole, sesionDe } from '../http/auth.js';
import { listed, listedPage, written } from '../http/envelopes.js';
import { parseListQuery } from '../http/paging.js';
import { parseId, validate } from '../http/validation.js';
import {
  ORDEN_ALERTAS_DOCUMENTOS,
  ORDEN_ALERTAS_MANTENIMIENTO,
  alertaDocumentoMapper,
  alertaMantenimientoMapper,
  alertasDocumentos,
  alertasMantenimiento,
} from './alertas.js';
import { ORDEN_DOCUMENTOS_VEHICULO } from './documentos.js';
import { kilometrajeService } from './kilometraje.js';
import { ORDEN_MANTENIMIENTOS } from './mantenimientos.js';
import {
  DOCUMENTO_NO_ENCONTRADO,
  MANTENIMIENTO_NO_ENCONTRADO,
  VEHICULO_NO_ENCONTRADO,
  documentoCreateSchema,
  documentoMapper,
  kilometrajeSchema,
  mantenimientoCreateSchema,
  mantenimientoMapper,
  mantenimientoUpdateSchema,
  registroMapper,
  resolverAlertaSchema,
  soloEnviados,
  vehiculoCreateSchema,
  vehiculoFilterSchema,
  vehiculoMapper,
  vehiculoUpdateSchema,
} from './schema.js';
import { vehiculosService } from './service.js';

// Every vehicle route is open to any signed-in user, except inactivation (Administrador).
// The fixed paths (/disponibles, /alertas/*, /mantenimientos/:id) are registered before /:id.
export function vehiculosRoutes({ db, config }: AppDeps) {
  const service = vehiculosService(db, config);
  const kilometraje = kilometrajeService(db, config);
  const router = new Router({ prefix: '/vehiculos' });
  const vehiculoId = (id: string | undefined) => parseId(id, VEHICULO_NO_ENCONTRADO);
  const mantenimientoId = (id: string | undefined) => parseId(id, MANTENIMIENTO_NO_ENCONTRADO);

  router.get('/', async (ctx) => {
    const { marca, estado, fechaDesde, fechaHasta, activo, conAlertas } = ctx.query;
    const filter = validate(vehiculoFilterSchema, { marca, estado, fechaDesde, fechaHasta, activo, conAlertas });
    const listQuery = parseListQuery(ctx.query, vehiculoMapper, { sort: 'Patente', order: 'asc' });
    listedPage(ctx, await service.list(filter, listQuery), listQuery);
  });

  router.get('/disponibles', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, vehiculoMapper, { sort: 'Patente', order: 'asc' });
    listedPage(ctx, await service.list({ activo: true, estado: 'Disponible' }, listQuery), listQuery);
  });

  router.get('/alertas/mantenimiento', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, alertaMantenimientoMapper, ORDEN_ALERTAS_MANTENIMIENTO);
    listedPage(ctx, await alertasMantenimiento(db, listQuery), listQuery);
  });

  router.get('/alertas/documentos', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, alertaDocumentoMapper, ORDEN_ALERTAS_DOCUMENTOS);
    listedPage(ctx, await alertasDocumentos(db, config.now(), config.zonaNegocio, listQuery), listQuery);
  });

  router.put('/alertas/documentos/:id/resolver', async (ctx) => {
    const id = parseId(ctx.params.id, DOCUMENTO_NO_ENCONTRADO);
    const { Comentario } = validate(resolverAlertaSchema, ctx.request.body);
    written(ctx, 'Alerta resuelta correctamente', await service.documentos.resolver(id, Comentario));
  });

  router.get('/mantenimientos/:id', async (ctx) => {
    listed(ctx, await service.mantenimientos.obtener(mantenimientoId(ctx.params.id)));
  });

  router.put('/mantenimientos/:id', async (ctx) => {
    const id = mantenimientoId(ctx.params.id);
    const input = soloEnviados(validate(mantenimientoUpdateSchema, ctx.request.body), ctx.request.body);
    const mantenimiento = await service.mantenimientos.actualizar(id, input, sesionDe(ctx));
    written(ctx, 'Mantenimiento actualizado correctamente', mantenimiento);
  });

  router.delete('/mantenimientos/:id', async (ctx) => {
    const mantenimiento = await service.mantenimientos.eliminar(mantenimientoId(ctx.params.id));
    written(ctx, 'Mantenimiento eliminado correctamente', mantenimiento);
  });

  router.get('/:id', async (ctx) => {
    listed(ctx, await service.get(vehiculoId(ctx.params.id)));
  });

  router.post('/', async (ctx) => {
    const input = validate(vehiculoCreateSchema(service.anioMaximo()), ctx.request.body);
    written(ctx, 'Vehículo creado correctamente', await service.create(input, sesionDe(ctx)), 201);
  });

  router.put('/:id', async (ctx) => {
    const id = vehiculoId(ctx.params.id);
    const input = soloEnviados(validate(vehiculoUpdateSchema(service.anioMaximo()), ctx.request.body), ctx.request.body);
    written(ctx, 'Vehículo actualizado correctamente', await service.update(id, input, sesionDe(ctx)));
  });

  router.put('/:id/desactivar', requireRole('Administrador'), async (ctx) => {
    written(ctx, 'Vehículo inactivado correctamente', await service.desactivar(vehiculoId(ctx.params.id)));
  });

  router.get('/:id/documentos', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, documentoMapper, ORDEN_DOCUMENTOS_VEHICULO);
    listedPage(ctx, await service.documentos.listar(vehiculoId(ctx.params.id), listQuery), listQuery);
  });

  router.post('/:id/documentos', async (ctx) => {
    const id = vehiculoId(ctx.params.id);
    const documento = await service.documentos.crear(id, validate(documentoCreateSchema, ctx.request.body));
    written(ctx, 'Documento agregado correctamente', documento, 201);
  });

  router.get('/:id/kilometraje/historial', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, registroMapper, { sort: 'FechaRegistro', order: 'desc' });
    listedPage(ctx, await kilometraje.historial(vehiculoId(ctx.params.id), listQuery), listQuery);
  });

  router.post('/:id/kilometraje', async (ctx) => {
    const id = vehiculoId(ctx.params.id);
    const { kilometraje: km } = validate(kilometrajeSchema, ctx.request.body);
    written(ctx, 'Kilometraje actualizado correctamente', await kilometraje.registrar(id, km, sesionDe(ctx)), 201);
  });

  router.get('/:id/mantenimientos', async (ctx) => {
    const listQuery = parseListQuery(ctx.query, mantenimientoMapper, ORDEN_MANTENIMIENTOS);
    listedPage(ctx, await service.mantenimientos.listar(vehiculoId(ctx.params.id), listQuery), listQuery);
  });

  router.post('/:id/mantenimientos', async (ctx) => {
    const id = vehiculoId(ctx.params.id);
    const input = validate(mantenimientoCreateSchema, ctx.request.body);
    written(ctx, 'Mantenimiento registrado correctamente', await service.mantenimientos.crear(id, input, sesionDe(ctx)), 201);
  });

  return router;
}
