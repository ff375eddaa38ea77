import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../deps.js';
import { sessionOf } from '../http/auth.js';
import { optionalSession } from './token.js';
import { validate } from '../http/validation.js';
import { answerWritten } from '../http/envelopes.js';
import {
  CONTRASENA_RESTABLECIDA,
  RECUPERACION_PEDIDA,
  REGISTRO_EN_ESPERA,
  cambioContrasenaSchema,
  loginSchema,
  recuperacionSchema,
  registroSchema,
  restablecimientoSchema,
} from '#dominio/usuarios';
import { type Cliente, authService } from './service.js';
import { restablecimientoService } from './restablecimiento.js';
import { cookieDeDispositivo, notaRecibida } from './dispositivo.js';

function clienteDe(ctx: Context): Cliente {
  return { direccion: ctx.request.ip, dispositivo: notaRecibida((nombre) => ctx.cookies.get(nombre)), log: ctx.state.log };
}

/** Login, registration and the password reset are public; logout, the password change and usuario-actual go through the auth middleware given. */
export function authRoutes({ db, config }: AppDeps, requireAuth: Middleware) {
  const service = authService(db, config);
  const restablecimiento = restablecimientoService(db, config);
  const router = new Router({ prefix: '/auth' });

  router.post('/login', async (ctx) => {
    const { token, usuario, dispositivo } = await service.login(validate(loginSchema, ctx.request.body), clienteDe(ctx));
    // Secure wherever the browser reached us over HTTPS; in production there always is a TLS proxy in front.
    ctx.append('Set-Cookie', cookieDeDispositivo(dispositivo, ctx.secure || config.production));
    ctx.body = { success: true, token, usuario };
  });

  router.post('/registrar', async (ctx) => {
    const input = validate(registroSchema, ctx.request.body);
    const usuario = await service.registrar({ ...input, Chofer: false, Active: true }, await optionalSession(db, config, ctx), ctx.request.ip);
    // REGISTRO=aprobacion: an account that starts inactive waits for an administrator.
    answerWritten(ctx, usuario.Active ? 'Usuario registrado correctamente' : REGISTRO_EN_ESPERA, usuario, 201);
  });

  router.post('/recuperar-contrasena', async (ctx) => {
    await restablecimiento.pedir(validate(recuperacionSchema, ctx.request.body), `${ctx.protocol}://${ctx.host}`, clienteDe(ctx));
    ctx.body = { success: true, message: RECUPERACION_PEDIDA };
  });

  router.post('/restablecer-contrasena', async (ctx) => {
    await restablecimiento.restablecer(validate(restablecimientoSchema, ctx.request.body), clienteDe(ctx));
    ctx.body = { success: true, message: CONTRASENA_RESTABLECIDA };
  });

  // Signing out revokes the token it is called with (and every earlier one of the same user).
  router.post('/logout', requireAuth, async (ctx) => {
    await service.cerrarSesion(sessionOf(ctx).UsuarioID, clienteDe(ctx));
    ctx.body = { success: true, message: 'Sesión cerrada' };
  });

  router.put('/contrasena', requireAuth, async (ctx) => {
    const cambio = validate(cambioContrasenaSchema, ctx.request.body);
    const token = await service.cambiarContrasena(sessionOf(ctx).UsuarioID, cambio, clienteDe(ctx));
    ctx.body = { success: true, message: 'Contraseña actualizada', token };
  });

  router.get('/usuario-actual', requireAuth, async (ctx) => {
    ctx.body = await service.usuarioActual(sessionOf(ctx).UsuarioID);
  });

  return router;
}
