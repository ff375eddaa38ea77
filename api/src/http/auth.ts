import type { Context, Middleware } from 'koa';
import type { Rol } from '#dominio/roles';
import type { Sesion } from '../nucleo/sesion.js';
import { forbidden } from '../errores.js';

// What a route needs of the signed-in user: requireAuth (auth/token.ts, installed by app.ts) put the session in ctx.state.

export function sessionOf(ctx: Context): Sesion {
  return ctx.state.sesion as Sesion;
}

export const requireRole = (...roles: Rol[]): Middleware => requireRoles(roles);

/** requireRole, with the 403's own message (the generic one when absent). */
export function requireRoles(roles: readonly Rol[], mensaje?: string): Middleware {
  return async (ctx, next) => {
    if (!roles.includes(sessionOf(ctx).Rol)) throw forbidden(mensaje);
    await next();
  };
}
