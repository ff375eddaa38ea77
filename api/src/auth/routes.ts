import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../deps.js';
import { sessionOf } from '../http/auth.js';
import { optionalSession } from './token.js';
import { validate } from '../http/validation.js';
import { unauthorized } from '../errores.js';
import { answerWritten } from '../http/envelopes.js';
import {
  CONTRASENA_RESTABLECIDA,
  RECUPERACION_PEDIDA,
  REGISTRO_EN_ESPERA,
  activacionSchema,
  cambioContrasenaSchema,
  codigoDeIngresoSchema,
  desactivacionSchema,
  inscripcionSchema,
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

  /** A session handed out: its token and user in the body, the device cookie beside. */
  const sesionEntregada = (
    ctx: Context,
    { token, usuario, dispositivo }: { token: string; usuario: unknown; dispositivo: string },
    extra = {},
  ) => {
    // Secure wherever the browser reached us over HTTPS; in production there always is a TLS proxy in front.
    ctx.append('Set-Cookie', cookieDeDispositivo(dispositivo, ctx.secure || config.production));
    ctx.body = { success: true, token, usuario, ...extra };
  };

  router.post('/login', async (ctx) => {
    const resultado = await service.login(validate(loginSchema, ctx.request.body), clienteDe(ctx));
    // The password was right but a second factor still stands: no token yet, a challenge for the next step.
    if ('desafio' in resultado) ctx.body = { success: true, SegundoFactor: resultado.segundoFactor, Desafio: resultado.desafio };
    else sesionEntregada(ctx, resultado);
  });

  router.post('/segundo-factor', async (ctx) => {
    sesionEntregada(ctx, await service.ingresarConCodigo(validate(codigoDeIngresoSchema, ctx.request.body), clienteDe(ctx)));
  });

  /** The user enrolling: the signed-in one, or the one a sign-in's challenge names (REQUIERE_2FA). */
  async function quienSeInscribe(ctx: Context, desafio: string | undefined): Promise<number> {
    if (desafio) return (await service.segundoFactor.usuarioDelDesafio(desafio)).usuario_id;
    const sesion = await optionalSession(db, config, ctx);
    if (!sesion) throw unauthorized('Token no proporcionado');
    return sesion.UsuarioID;
  }

  router.post('/segundo-factor/inscripcion', async (ctx) => {
    const { Desafio } = validate(inscripcionSchema, ctx.request.body ?? {});
    ctx.body = { data: await service.segundoFactor.iniciarInscripcion(await quienSeInscribe(ctx, Desafio)) };
  });

  router.post('/segundo-factor/activacion', async (ctx) => {
    const { Codigo, Desafio } = validate(activacionSchema, ctx.request.body);
    const usuarioId = await quienSeInscribe(ctx, Desafio);
    const { codigos, ...sesion } = await service.activarSegundoFactor(usuarioId, Codigo, clienteDe(ctx), Boolean(Desafio));
    sesionEntregada(ctx, sesion, { CodigosDeRecuperacion: codigos });
  });

  router.post('/segundo-factor/desactivacion', requireAuth, async (ctx) => {
    const { Codigo } = validate(desactivacionSchema, ctx.request.body);
    await service.segundoFactor.desactivar(sessionOf(ctx).UsuarioID, Codigo);
    ctx.body = { success: true, message: 'Segundo factor desactivado' };
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
