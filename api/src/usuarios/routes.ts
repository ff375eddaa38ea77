import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { requireRole, sessionOf } from '../http/auth.js';
import { parseListQuery } from '../http/paging.js';
import { parseId, validate } from '../http/validation.js';
import { answerData, answerWritten } from '../http/envelopes.js';
import { parseVersionedBody, tagVersion, sentVersion } from '../http/version.js';
import { usuariosService } from './service.js';
import { cuentaPropiaService } from './cuentaPropia.js';
import {
  SEGUNDO_FACTOR_RESTABLECIDO,
  preferenciasSchema,
  usuarioCreateSchema,
  usuarioFilterSchema,
  usuarioUpdateSchema,
} from '#dominio/usuarios';
import { usuarioMapper } from './mapper.js';
import { segundoFactorService } from '../auth/segundoFactor.js';

const NO_ENCONTRADO = 'Usuario no encontrado';

// /usuarios answers bare bodies (spec); the paged form adds X-Total-Count.
export function usuariosRoutes({ db, config }: AppDeps) {
  const service = usuariosService(db, config);
  const segundoFactor = segundoFactorService(db, config);
  const router = new Router({ prefix: '/usuarios' });
  router.use(requireRole('Administrador'));

  router.get('/', async (ctx) => {
    const filter = validate(usuarioFilterSchema, { active: ctx.query.active, pendientes: ctx.query.pendientes });
    const listQuery = parseListQuery(ctx.query, usuarioMapper, { sort: 'NombreUsuario', order: 'asc' });
    const { data, total } = await service.listar(filter, listQuery);
    ctx.set('X-Total-Count', String(total));
    ctx.body = data;
  });

  router.get('/:id', async (ctx) => {
    const usuario = await service.obtener(parseId(ctx.params.id, NO_ENCONTRADO));
    tagVersion(ctx, usuario);
    ctx.body = usuario;
  });

  router.post('/', async (ctx) => {
    const usuario = await service.crear(validate(usuarioCreateSchema, ctx.request.body), sessionOf(ctx));
    answerWritten(ctx, 'Usuario creado correctamente', usuario, 201);
  });

  router.put('/:id', async (ctx) => {
    const id = parseId(ctx.params.id, NO_ENCONTRADO);
    const { datos, version } = parseVersionedBody(ctx, usuarioUpdateSchema);
    const usuario = await service.editar(id, datos, sessionOf(ctx), version);
    answerWritten(ctx, 'Usuario actualizado correctamente', usuario);
  });

  router.put('/:id/desactivar', async (ctx) => {
    const usuario = await service.desactivar(parseId(ctx.params.id, NO_ENCONTRADO), sessionOf(ctx), sentVersion(ctx));
    answerWritten(ctx, 'Usuario inactivado correctamente', usuario);
  });

  // REGISTRO=aprobacion: the administrator's decision on a waiting registration.
  router.put('/:id/aprobar', async (ctx) => {
    const usuario = await service.aprobar(parseId(ctx.params.id, NO_ENCONTRADO), sessionOf(ctx), sentVersion(ctx));
    answerWritten(ctx, 'Registro aprobado: el usuario ya puede ingresar', usuario);
  });

  router.put('/:id/rechazar', async (ctx) => {
    const usuario = await service.rechazar(parseId(ctx.params.id, NO_ENCONTRADO), sessionOf(ctx), sentVersion(ctx));
    answerWritten(ctx, 'Registro rechazado', usuario);
  });

  // Clears the account's failed sign-ins from every address, so its owner can sign in at once.
  router.delete('/:id/intentos', async (ctx) => {
    const usuario = await service.desbloquear(parseId(ctx.params.id, NO_ENCONTRADO), sessionOf(ctx));
    answerWritten(ctx, 'Intentos de ingreso reiniciados', usuario);
  });

  // A lost phone: the user's second factor is cleared (in its activity, by this administrator) and enrolled again.
  router.delete('/:id/segundo-factor', async (ctx) => {
    const id = parseId(ctx.params.id, NO_ENCONTRADO);
    await segundoFactor.restablecer(id, sessionOf(ctx));
    answerWritten(ctx, SEGUNDO_FACTOR_RESTABLECIDO, await service.obtener(id));
  });

  return router;
}

/** A signed-in user's own preferences, whatever their role (the rest of /usuarios is an Administrador's). */
export function preferenciasRoutes({ db, config }: AppDeps) {
  const service = cuentaPropiaService(db, config);
  const router = new Router({ prefix: '/usuarios/yo/preferencias' });

  router.get('/', async (ctx) => {
    answerData(ctx, await service.preferencias(sessionOf(ctx)));
  });

  router.put('/', async (ctx) => {
    const preferencias = await service.guardarPreferencias(sessionOf(ctx), validate(preferenciasSchema, ctx.request.body));
    answerWritten(ctx, 'Preferencias guardadas', preferencias);
  });

  return router;
}
