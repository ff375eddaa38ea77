import type Router from '@koa/router';
import type { ZodType } from 'zod';
import type { Rol } from '#dominio/roles';
import type { Sesion } from '../nucleo/sesion.js';
import { requireRole, sessionOf, requireRoles } from './auth.js';
import { answerData, answerWritten } from './envelopes.js';
import { parseId, validate } from './validation.js';
import { parseVersionedBody, sentVersion } from './version.js';

/** What the record routes call: the resource's service. */
interface ServicioDeRegistro<C, U> {
  obtener(id: number): Promise<unknown>;
  crear(input: C, sesion: Sesion): Promise<unknown>;
  editar(id: number, datos: Omit<U, 'Version'>, sesion: Sesion, version: number | undefined): Promise<unknown>;
  desactivar(id: number, sesion: Sesion, version: number | undefined): Promise<unknown>;
}

/**
 * The routes of one record of a resource that is inactivated rather than deleted (the API's reference
 * documents them in openapi/recursoActivo.ts): GET /:id (`{ data }` with its ETag), POST / (201),
 * PUT /:id and PUT /:id/desactivar (Administrador), the edits from the version sent (version.ts). Every
 * role the router lets in may create and edit unless `acceso` says who. Routes of the resource's own,
 * and a GET that /:id would take as an id, go in its routes.ts (a GET one before this call).
 */
export function recordRoutes<C, U extends { Version?: number }>(
  router: Router,
  {
    service,
    crear,
    actualizar,
    noEncontrado,
    singular,
    acceso = {},
  }: {
    service: ServicioDeRegistro<NoInfer<C>, NoInfer<U>>;
    crear: ZodType<C>;
    actualizar: ZodType<U>;
    /** The 404's message, also for an id that is not a number. */
    noEncontrado: string;
    /** 'Cliente', as the writes' messages name one: 'Cliente creado correctamente' (actualizado, inactivado). */
    singular: string;
    acceso?: { crear?: readonly Rol[]; actualizar?: readonly Rol[] };
  },
) {
  const idDe = (id: string | undefined) => parseId(id, noEncontrado);
  const pasan = (roles: readonly Rol[] | undefined) => (roles ? [requireRoles(roles)] : []);

  router.get('/:id', async (ctx) => {
    answerData(ctx, await service.obtener(idDe(ctx.params.id)));
  });

  router.post('/', ...pasan(acceso.crear), async (ctx) => {
    answerWritten(ctx, `${singular} creado correctamente`, await service.crear(validate(crear, ctx.request.body), sessionOf(ctx)), 201);
  });

  router.put('/:id', ...pasan(acceso.actualizar), async (ctx) => {
    const id = idDe(ctx.params.id);
    const { datos, version } = parseVersionedBody(ctx, actualizar);
    answerWritten(ctx, `${singular} actualizado correctamente`, await service.editar(id, datos, sessionOf(ctx), version));
  });

  router.put('/:id/desactivar', requireRole('Administrador'), async (ctx) => {
    answerWritten(ctx, `${singular} inactivado correctamente`, await service.desactivar(idDe(ctx.params.id), sessionOf(ctx), sentVersion(ctx)));
  });
}
