import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRASENA_RESTABLECIDA, ENLACE_INVALIDO, RECUPERACION_PEDIDA } from '#dominio/usuarios';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { servidorSmtp } from '../../test/smtp.js';
import { CONTRASENA_DE_PRUEBA, crearUsuario, filasDeAuditoria } from '../../test/fixtures.js';
import { enviarPendientes, transporteDe } from '../correos/envio.js';
import { RESPUESTA_MINIMA_MS } from './restablecimiento.js';

// Issue 49, item 4 (docs/decisiones.md 111): "¿Olvidó su contraseña?" mails a single-use link valid for 30 minutes
// through the outbox, to a real SMTP server started here; the answer is the same, and as slow, for any name.

const URL_PUBLICA = 'https://gestion.carbonsur.example';
const smtp = servidorSmtp();
let app: TestApp;
let admin: string;

beforeAll(async () => {
  await smtp.iniciar();
  app = await startTestApp({
    env: { ...smtp.entorno(), URL_PUBLICA, TRUST_PROXY: '1' },
  });
  admin = await app.login('admin');
});
afterAll(async () => {
  await app.close();
  await smtp.detener();
});

/** Asks for a link from its own address (each test its own, so the address's counter is the test's alone). */
async function pedir(nombreUsuario: string, direccion: string) {
  const desde = performance.now();
  const res = await app.request('POST', '/auth/recuperar-contrasena', { body: { nombreUsuario }, headers: { 'X-Forwarded-For': direccion } });
  return { ...res, ms: performance.now() - desde };
}

/** Sends the outbox and answers the token of the last link mailed to `email`. */
async function tokenRecibido(email: string): Promise<string> {
  await enviarPendientes(app.db, app.config, transporteDe(app.config.correo.smtp!));
  const correo = smtp.llegadosA(email).at(-1);
  expect(correo?.subject).toBe('Restablecer su contraseña');
  expect(correo?.html).toBe(false);
  const enlace = new RegExp(`${URL_PUBLICA}/restablecer-contrasena#([A-Za-z0-9_-]{43})\\s`).exec(correo?.text ?? '');
  expect(enlace, correo?.text).not.toBeNull();
  return enlace![1];
}

const restablecer = (Token: string, ContrasenaNueva: string) =>
  app.request('POST', '/auth/restablecer-contrasena', { body: { Token, ContrasenaNueva } });
const resultadosDeIngreso = async (usuarioId: number) =>
  (await app.db('ingresos').where({ usuario_id: usuarioId }).orderBy('ingreso_id').pluck('resultado')) as string[];
const correosA = async (para: string) => Number((await app.db('correos').where({ para }).count({ n: '*' }))[0].n);

describe('POST /auth/recuperar-contrasena and /auth/restablecer-contrasena', () => {
  it('a link by mail sets the new password once, ends every session and leaves its events in the sign-in log', async () => {
    const usuario = await crearUsuario(app, admin);
    const sesion = await app.login(usuario.NombreUsuario, CONTRASENA_DE_PRUEBA);
    const pedido = await pedir(usuario.Email.toUpperCase(), '10.49.1.1');
    expect(pedido.status).toBe(200);
    expect(pedido.body).toEqual({ success: true, message: RECUPERACION_PEDIDA });
    const token = await tokenRecibido(usuario.Email);

    const hecho = await restablecer(token, 'Carbon-Nuevo-2026');
    expect(hecho.status).toBe(200);
    expect(hecho.body.message).toBe(CONTRASENA_RESTABLECIDA);
    expect((await app.request('GET', '/auth/usuario-actual', { token: sesion })).status).toBe(401);
    await expect(app.login(usuario.NombreUsuario, CONTRASENA_DE_PRUEBA)).rejects.toThrow(/401/);
    await app.login(usuario.NombreUsuario, 'Carbon-Nuevo-2026');

    const otraVez = await restablecer(token, 'Otra-Clave-2026');
    expect(otraVez.status).toBe(400);
    expect(otraVez.body.message).toBe(ENLACE_INVALIDO);
    await app.login(usuario.NombreUsuario, 'Carbon-Nuevo-2026');

    expect(await resultadosDeIngreso(usuario.id)).toEqual([
      'ok',
      'recuperacion_pedida',
      'contrasena_restablecida',
      'contrasena_incorrecta',
      'ok',
      'enlace_invalido',
      'ok',
    ]);
    const auditoria = await filasDeAuditoria(app, 'usuarios', usuario.id);
    expect(auditoria.map((f) => [f.accion, f.usuarioId])).toContainEqual(['restablecer_contrasena', usuario.id]);
  });

  it('a link is good for 30 minutes, and using one spends every other link of the account', async () => {
    const usuario = await crearUsuario(app, admin);
    const inicio = new Date('2026-12-03T12:00:00Z');
    try {
      app.setNow(inicio);
      await pedir(usuario.NombreUsuario, '10.49.2.1');
      const primero = await tokenRecibido(usuario.Email);
      await pedir(usuario.NombreUsuario, '10.49.2.1');
      const segundo = await tokenRecibido(usuario.Email);
      expect(segundo).not.toBe(primero);

      app.setNow(new Date(inicio.getTime() + 31 * 60_000));
      expect((await restablecer(primero, 'Carbon-Nuevo-2026')).body.message).toBe(ENLACE_INVALIDO);
      app.setNow(inicio);
      await pedir(usuario.NombreUsuario, '10.49.2.1');
      const tercero = await tokenRecibido(usuario.Email);

      app.setNow(new Date(inicio.getTime() + 29 * 60_000));
      expect((await restablecer(segundo, 'Carbon-Nuevo-2026')).status).toBe(200);
      const gastado = await restablecer(tercero, 'Otra-Clave-2026');
      expect(gastado.status).toBe(400);
      expect(gastado.body.errors).toEqual({ Token: ENLACE_INVALIDO });
    } finally {
      app.setNow(undefined);
    }
    await app.login(usuario.NombreUsuario, 'Carbon-Nuevo-2026');
  });

  it('answers the same, no sooner than the same floor, for an unknown name or an inactive account; neither gets a mail', async () => {
    const conEmail = await crearUsuario(app, admin);
    const inactivo = await crearUsuario(app, admin, { Active: false });
    const antes = Number((await app.db('correos').count({ n: '*' }))[0].n);
    const conocido = await pedir(conEmail.NombreUsuario, '10.49.3.1');
    const respuestas = [conocido, await pedir('nadie-se-llama-asi', '10.49.3.2'), await pedir(inactivo.NombreUsuario, '10.49.3.3')];
    for (const respuesta of respuestas) {
      expect(respuesta.status).toBe(200);
      expect(respuesta.body).toEqual(conocido.body);
      expect(respuesta.ms).toBeGreaterThanOrEqual(RESPUESTA_MINIMA_MS - 1);
    }
    expect(Number((await app.db('correos').count({ n: '*' }))[0].n)).toBe(antes + 1);
    expect(await correosA(conEmail.Email)).toBe(1);
    expect(await correosA(inactivo.Email)).toBe(0);
  });

  it('is throttled like a sign-in, an unknown name as an account; a common or short new password is refused and the link stays good', async () => {
    const usuario = await crearUsuario(app, admin);
    for (const nombre of [usuario.NombreUsuario, 'nadie-tampoco']) {
      for (let i = 0; i < 3; i++) expect((await pedir(nombre, '10.49.4.1')).status).toBe(200);
      const demorado = await pedir(nombre, '10.49.4.1');
      expect(demorado.status).toBe(429);
      expect(demorado.body.message).toMatch(/^Demasiados pedidos de recuperación\. Intente nuevamente en 30 segundos$/);
    }
    // From elsewhere the account is not held back.
    expect((await pedir(usuario.NombreUsuario, '10.49.4.2')).status).toBe(200);
    expect(await correosA(usuario.Email)).toBe(4);

    const token = await tokenRecibido(usuario.Email);
    const comun = await restablecer(token, '12345678');
    expect(comun.status).toBe(400);
    expect(Object.keys(comun.body.errors)).toEqual(['ContrasenaNueva']);
    expect((await restablecer(token, 'abc')).body.errors).toEqual({ ContrasenaNueva: 'Mínimo 6 caracteres' });
    expect((await restablecer('', 'Carbon-Nuevo-2026')).body.errors).toEqual({ Token: ENLACE_INVALIDO });
    expect((await restablecer(token, 'Carbon-Nuevo-2026')).status).toBe(200);
  });

  it('clears the account’s sign-in waits: whoever reads its mail may sign in', async () => {
    const usuario = await crearUsuario(app, admin);
    for (let i = 0; i < 4; i++) await app.request('POST', '/auth/login', { body: { nombreUsuario: usuario.NombreUsuario, contrasena: 'mal' } });
    expect((await app.request('POST', '/auth/login', { body: { nombreUsuario: usuario.NombreUsuario, contrasena: 'mal' } })).status).toBe(429);
    await pedir(usuario.NombreUsuario, '10.49.5.1');
    expect((await restablecer(await tokenRecibido(usuario.Email), 'Carbon-Nuevo-2026')).status).toBe(200);
    await app.login(usuario.NombreUsuario, 'Carbon-Nuevo-2026');
  });
});

describe('where the link points', () => {
  it('without URL_PUBLICA, outside production, to where the request came from', async () => {
    const local = await startTestApp({ seed: false });
    try {
      const email = 'ines@carbonsur.example';
      const alta = await local.request('POST', '/auth/registrar', {
        body: {
          Nombre: 'Inés',
          Apellido: 'Paz',
          Telefono: '+54 11 4000-3333',
          Direccion: 'Mitre 100, Morón',
          Email: email,
          NombreUsuario: 'ines',
          Contrasena: CONTRASENA_DE_PRUEBA,
          Rol: 'Empleado',
        },
      });
      expect(alta.status, JSON.stringify(alta.body)).toBe(201);
      const res = await local.request('POST', '/auth/recuperar-contrasena', { body: { nombreUsuario: 'ines' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { texto } = await local.db('correos').where({ para: email }).first('texto');
      expect(texto).toContain(`${local.url}/restablecer-contrasena#`);
      expect((await local.request('GET', '/configuracion')).body.data.RecuperarContrasena).toBe(true);
    } finally {
      await local.close();
    }
  });

  it('in production without URL_PUBLICA, nowhere: 503, and the login does not offer it', async () => {
    const produccion = await startTestApp({ seed: false, env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) } });
    try {
      const res = await produccion.request('POST', '/auth/recuperar-contrasena', { body: { nombreUsuario: 'alguien' } });
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/URL_PUBLICA/);
      expect((await produccion.request('GET', '/configuracion')).body.data.RecuperarContrasena).toBe(false);
    } finally {
      await produccion.close();
    }
  });
});
