import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODIGO_INCORRECTO, INGRESO_VENCIDO, SEGUNDO_FACTOR_OBLIGATORIO, SEGUNDO_FACTOR_YA_ACTIVO } from '#dominio/usuarios';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { CONTRASENA_DE_PRUEBA, crearUsuario, filasDeAuditoria } from '../../test/fixtures.js';

// Issue 49, item 5 (docs/decisiones.md 111): TOTP any user turns on with a QR and ten recovery codes; the sign-in asks
// its code after the password; REQUIERE_2FA=administradores makes Administradores turn it on; an Administrador resets
// another user's; failed codes wait like passwords. Codes are computed here from the secret, as a phone would.

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login('admin');
});
afterAll(() => app.close());

/** The code a phone shows for `secreto` at the app's clock (or `ms` later). */
const codigoDe = (secreto: string, en: TestApp = app, ms = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secreto), timestamp: en.config.now().getTime() + ms });

/** A fixed clock at the start of a 30-second step, so a test's codes do not cross a step unawares. */
const relojEn = (en: TestApp, iso = '2026-12-03T15:00:00Z') => en.setNow(new Date(iso));
const avanzar = (en: TestApp, segundos: number) => en.setNow(new Date(en.config.now().getTime() + segundos * 1000));

const ingresar = (en: TestApp, nombreUsuario: string, contrasena = CONTRASENA_DE_PRUEBA) =>
  en.request('POST', '/auth/login', { body: { nombreUsuario, contrasena } });
const conCodigo = (en: TestApp, Desafio: string, Codigo: string) => en.request('POST', '/auth/segundo-factor', { body: { Desafio, Codigo } });
const resultados = async (en: TestApp, usuarioId: number) =>
  (await en.db('ingresos').where({ usuario_id: usuarioId }).orderBy('ingreso_id').pluck('resultado')) as string[];

/** A new user with the second factor on: its secret, recovery codes and current token. */
async function conSegundoFactor(en: TestApp = app, token = admin) {
  const usuario = await crearUsuario(en, token);
  const sesion = (await ingresar(en, usuario.NombreUsuario)).body.token as string;
  const { Secreto } = (await en.request('POST', '/auth/segundo-factor/inscripcion', { token: sesion, body: {} })).body.data;
  const activado = await en.request('POST', '/auth/segundo-factor/activacion', { token: sesion, body: { Codigo: codigoDe(Secreto, en) } });
  expect(activado.status, JSON.stringify(activado.body)).toBe(200);
  return {
    usuario,
    secreto: Secreto as string,
    codigos: activado.body.CodigosDeRecuperacion as string[],
    token: activado.body.token as string,
    viejo: sesion,
  };
}

describe('the second factor', () => {
  it('turns on from a session with a QR and a code of it: ten recovery codes once, and the earlier sessions end', async () => {
    relojEn(app);
    try {
      const usuario = await crearUsuario(app, admin);
      const sesion = (await ingresar(app, usuario.NombreUsuario)).body.token;
      const inscripcion = await app.request('POST', '/auth/segundo-factor/inscripcion', { token: sesion, body: {} });
      expect(inscripcion.status).toBe(200);
      const { Secreto, Uri, Qr } = inscripcion.body.data;
      expect(Secreto).toMatch(/^[A-Z2-7]{32}$/);
      expect(Uri).toBe(
        `otpauth://totp/${encodeURIComponent(app.config.empresa.nombre)}:${usuario.NombreUsuario}?issuer=${encodeURIComponent(app.config.empresa.nombre)}&secret=${Secreto}&algorithm=SHA1&digits=6&period=30`,
      );
      expect(Buffer.from(Qr.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg /);

      const errado = await app.request('POST', '/auth/segundo-factor/activacion', {
        token: sesion,
        body: { Codigo: codigoDe(Secreto, app, 120_000) },
      });
      expect(errado.status).toBe(401);
      expect(errado.body.message).toBe(CODIGO_INCORRECTO);
      expect((await app.request('GET', '/auth/usuario-actual', { token: sesion })).body.SegundoFactor).toBe(false);

      const activado = await app.request('POST', '/auth/segundo-factor/activacion', { token: sesion, body: { Codigo: codigoDe(Secreto) } });
      expect(activado.status).toBe(200);
      const codigos: string[] = activado.body.CodigosDeRecuperacion;
      expect(codigos).toHaveLength(10);
      expect(new Set(codigos).size).toBe(10);
      for (const codigo of codigos) expect(codigo).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
      expect((await app.request('GET', '/auth/usuario-actual', { token: sesion })).status).toBe(401);
      expect((await app.request('GET', '/auth/usuario-actual', { token: activado.body.token })).body.SegundoFactor).toBe(true);
      expect((await app.db('codigos_recuperacion').where({ usuario_id: usuario.id }).pluck('codigo_hash')).join()).not.toMatch(/[A-Z]{5}/);

      const otra = await app.request('POST', '/auth/segundo-factor/inscripcion', { token: activado.body.token, body: {} });
      expect(otra.status).toBe(409);
      expect(otra.body.message).toBe(SEGUNDO_FACTOR_YA_ACTIVO);
      expect((await filasDeAuditoria(app, 'usuarios', usuario.id)).map((f) => f.accion)).toContain('activar_segundo_factor');
    } finally {
      app.setNow(undefined);
    }
  });

  it('the sign-in asks its code after the password; a code serves once; the challenge is no token and lasts 5 minutes', async () => {
    relojEn(app);
    try {
      const { usuario, secreto } = await conSegundoFactor();
      avanzar(app, 30);
      const paso = await ingresar(app, usuario.NombreUsuario);
      expect(paso.status).toBe(200);
      expect(paso.body).toEqual({ success: true, SegundoFactor: 'codigo', Desafio: expect.any(String) });
      expect(paso.headers.get('set-cookie')).toBeNull();
      expect((await app.request('GET', '/auth/usuario-actual', { token: paso.body.Desafio })).status).toBe(401);

      const codigo = codigoDe(secreto);
      const dentro = await conCodigo(app, paso.body.Desafio, codigo);
      expect(dentro.status).toBe(200);
      expect(dentro.body.usuario.UsuarioID).toBe(usuario.id);
      expect(dentro.headers.get('set-cookie')).toMatch(/carbonsur_dispositivo=/);
      expect((await app.request('GET', '/auth/usuario-actual', { token: dentro.body.token })).status).toBe(200);

      const otraVez = await conCodigo(app, (await ingresar(app, usuario.NombreUsuario)).body.Desafio, codigo);
      expect(otraVez.status).toBe(401);
      expect(otraVez.body.message).toBe(CODIGO_INCORRECTO);

      const tarde = (await ingresar(app, usuario.NombreUsuario)).body.Desafio;
      avanzar(app, 6 * 60);
      const vencido = await conCodigo(app, tarde, codigoDe(secreto));
      expect(vencido.status).toBe(401);
      expect(vencido.body.message).toBe(INGRESO_VENCIDO);
      expect(await resultados(app, usuario.id)).toEqual(['ok', 'codigo_pedido', 'ok', 'codigo_pedido', 'codigo_incorrecto', 'codigo_pedido']);
    } finally {
      app.setNow(undefined);
    }
  });

  it('a recovery code signs in once, typed as it comes or without its dash in lower case', async () => {
    const { usuario, codigos } = await conSegundoFactor();
    const desafio = async () => (await ingresar(app, usuario.NombreUsuario)).body.Desafio;
    expect((await conCodigo(app, await desafio(), codigos[3].replace('-', '').toLowerCase())).status).toBe(200);
    expect((await conCodigo(app, await desafio(), codigos[3])).status).toBe(401);
    expect((await conCodigo(app, await desafio(), codigos[4])).status).toBe(200);
    expect((await resultados(app, usuario.id)).filter((r) => r.startsWith('ok_'))).toEqual(['ok_con_recuperacion', 'ok_con_recuperacion']);
  });

  it('failed codes wait like failed passwords, and the wait is in the sign-in log', async () => {
    const { usuario, secreto } = await conSegundoFactor();
    const desafio = (await ingresar(app, usuario.NombreUsuario)).body.Desafio;
    for (let i = 0; i < 3; i++) expect((await conCodigo(app, desafio, '000000')).status).toBe(401);
    const demorado = await conCodigo(app, desafio, codigoDe(secreto));
    expect(demorado.status).toBe(429);
    expect(demorado.body.message).toMatch(/^Demasiados intentos fallidos\. Intente nuevamente en \d+ segundos?$/);
    expect((await resultados(app, usuario.id)).slice(-4)).toEqual(['codigo_incorrecto', 'codigo_incorrecto', 'codigo_incorrecto', 'demorado']);
  });

  it('a user turns their own off with a code; an Administrador resets another’s, in its activity; nobody else may', async () => {
    const propio = await conSegundoFactor();
    const sinCodigo = await app.request('POST', '/auth/segundo-factor/desactivacion', { token: propio.token, body: { Codigo: '123456' } });
    expect(sinCodigo.status).toBe(401);
    const apagado = await app.request('POST', '/auth/segundo-factor/desactivacion', {
      token: propio.token,
      body: { Codigo: propio.codigos[0] },
    });
    expect(apagado.status).toBe(200);
    expect((await ingresar(app, propio.usuario.NombreUsuario)).body.token).toEqual(expect.any(String));

    const ajeno = await conSegundoFactor();
    const empleado = await app.login('empleado');
    expect((await app.request('DELETE', `/usuarios/${ajeno.usuario.id}/segundo-factor`, { token: empleado })).status).toBe(403);
    const restablecido = await app.request('DELETE', `/usuarios/${ajeno.usuario.id}/segundo-factor`, { token: admin });
    expect(restablecido.status).toBe(200);
    expect(restablecido.body.data.SegundoFactor).toBe(false);
    expect((await ingresar(app, ajeno.usuario.NombreUsuario)).body.token).toEqual(expect.any(String));
    expect((await app.request('DELETE', `/usuarios/${ajeno.usuario.id}/segundo-factor`, { token: admin })).status).toBe(409);
    const adminId = (await app.db('usuarios').where({ nombre_usuario: 'admin' }).first('usuario_id')).usuario_id;
    expect((await filasDeAuditoria(app, 'usuarios', ajeno.usuario.id)).filter((f) => f.accion === 'desactivar_segundo_factor')).toEqual([
      expect.objectContaining({ usuarioId: adminId }),
    ]);
  });
});

describe('REQUIERE_2FA=administradores', () => {
  let estricta: TestApp;
  beforeAll(async () => {
    estricta = await startTestApp({ env: { REQUIERE_2FA: 'administradores' } });
  });
  afterAll(() => estricta.close());

  it('an Administrador turns it on at sign-in, before any token; an Empleado signs in as before; it cannot be turned off', async () => {
    relojEn(estricta);
    try {
      const paso = await ingresar(estricta, 'admin', 'admin123');
      expect(paso.body).toEqual({ success: true, SegundoFactor: 'inscripcion', Desafio: expect.any(String) });
      expect((await estricta.request('POST', '/auth/segundo-factor/inscripcion', { body: {} })).status).toBe(401);
      const { Secreto } = (await estricta.request('POST', '/auth/segundo-factor/inscripcion', { body: { Desafio: paso.body.Desafio } })).body
        .data;
      const activado = await estricta.request('POST', '/auth/segundo-factor/activacion', {
        body: { Desafio: paso.body.Desafio, Codigo: codigoDe(Secreto, estricta) },
      });
      expect(activado.status).toBe(200);
      expect(activado.body.CodigosDeRecuperacion).toHaveLength(10);
      const token = activado.body.token;
      expect((await estricta.request('GET', '/auth/usuario-actual', { token })).body.Rol).toBe('Administrador');

      const apagar = await estricta.request('POST', '/auth/segundo-factor/desactivacion', {
        token,
        body: { Codigo: activado.body.CodigosDeRecuperacion[0] },
      });
      expect(apagar.status).toBe(403);
      expect(apagar.body.message).toBe(SEGUNDO_FACTOR_OBLIGATORIO);

      avanzar(estricta, 30);
      const siguiente = await ingresar(estricta, 'admin', 'admin123');
      expect(siguiente.body.SegundoFactor).toBe('codigo');
      expect((await conCodigo(estricta, siguiente.body.Desafio, codigoDe(Secreto, estricta))).status).toBe(200);
      expect((await ingresar(estricta, 'empleado', 'empleado123')).body.token).toEqual(expect.any(String));
      const adminId = (await estricta.db('usuarios').where({ nombre_usuario: 'admin' }).first('usuario_id')).usuario_id;
      expect((await resultados(estricta, adminId)).slice(-4)).toEqual(['codigo_pedido', 'ok', 'codigo_pedido', 'ok']);
    } finally {
      estricta.setNow(undefined);
    }
  });
});
