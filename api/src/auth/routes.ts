import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppDeps } from '../deps.js';
import { optionalSession, sesionDe } from '../http/auth.js';
import { validate } from '../http/validation.js';
import { written } from '../http/envelopes.js';
import { REGISTRO_EN_ESPERA, cambioContrasenaSchema, loginSchema, registroSchema } from '#dominio/usuarios';
import { authService } from './service.js';

/** Login and registration are public; logout, the password change and usuario-actual go through the auth middleware given. */
export function authRoutes({ db, config }: AppDeps, requireAuth: Middleware) {
  const service = authService(db, config);
  const router = new Router({ prefix: '/auth' });

  router.post('/login', async (ctx) => {
    const { nombreUsuario, contrasena } = validate(loginSchema, ctx.request.body);
    const { token, usuario } = await service.login(nombreUsuario, contrasena, ctx.request.ip);
    ctx.body = { success: true, token, usuario };
  });

  router.post('/registrar', async (ctx) => {
    const input = validate(registroSchema, ctx.request.body);
    const usuario = await service.registrar({ ...input, Active: true }, await optionalSession(db, config, ctx), ctx.request.ip);
    // REGISTRO=aprobacion: an account that starts inactive waits for an administrator.
    written(ctx, usuario.Active ? 'Usuario registrado correctamente' : REGISTRO_EN_ESPERA, usuario, 201);
  });

  // Signing out revokes the token it is called with (and every earlier one of the same user).
  router.post('/logout', requireAuth, async (ctx) => {
    await service.cerrarSesion(sesionDe(ctx).UsuarioID);
    ctx.body = { success: true, message: 'Sesión cerrada' };
  });

  router.put('/contrasena', requireAuth, async (ctx) => {
    const token = await service.cambiarContrasena(sesionDe(ctx).UsuarioID, validate(cambioContrasenaSchema, ctx.request.body));
    ctx.body = { success: true, message: 'Contraseña actualizada', token };
  });

  router.get('/usuario-actual', requireAuth, async (ctx) => {
    ctx.body = await service.usuarioActual(sesionDe(ctx).UsuarioID);
  });

  return router;
}
