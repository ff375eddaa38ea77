import bcrypt from 'bcrypt';
import jwt from 'jsonwebtoken';
import { describe, expect, it, vi } from 'vitest';
import { CONTRASENAS_DEMO } from '../../../seeds/01_usuarios.js';
import { CREDENCIALES_INVALIDAS, datosRegistro, expectError, expectSinSecretos, accesoDePrueba } from '../../test/auth.js';

// POST /auth/login, signing out, the no-store answers of /api, and bad input to the auth endpoints.

const { app, login, registrar, usuarioActual } = accesoDePrueba();

describe('POST /auth/login', () => {
  it('answers the token and the user without its password', async () => {
    const res = await app.request('POST', '/auth/login', { body: { nombreUsuario: 'admin', contrasena: CONTRASENAS_DEMO.admin } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.usuario).toMatchObject({ NombreUsuario: 'admin', Rol: 'Administrador' });
    expect(JSON.stringify(res.body)).not.toMatch(/contrasena/i);
  });

  it('signs an HS256 token whose sub is the UsuarioID, with Rol and exp in seconds', async () => {
    const res = await login('supervisor', CONTRASENAS_DEMO.supervisor);
    const claims = jwt.verify(res.body.token, app.config.jwtSecret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    expect(claims.sub).toBe(String(res.body.usuario.UsuarioID));
    expect(claims.Rol).toBe('Supervisor');
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claims.exp).toBeLessThan(Date.now() / 1000 + 9 * 3600);
  });

  it('accepts the user name or the e-mail, whatever their case', async () => {
    for (const nombre of ['EMPLEADO', 'Empleado', 'empleado@carbonsur.com.ar', 'Empleado@CarbonSur.COM.AR', '  empleado  ']) {
      const res = await login(nombre, CONTRASENAS_DEMO.empleado);
      expect(res.status, nombre).toBe(200);
      expect(res.body.usuario.NombreUsuario).toBe('empleado');
      expectSinSecretos(res);
    }
  });

  it('answers 401 with the same envelope for a wrong password and for an unknown user', async () => {
    expectError(await login('rquiroga', 'no-es-la-clave'), 401, CREDENCIALES_INVALIDAS);
    expectError(await login('nadie-con-este-nombre', CONTRASENAS_DEMO.empleado), 401, CREDENCIALES_INVALIDAS);
    // Passwords are case-sensitive even though names are not.
    expectError(await login('rquiroga', CONTRASENAS_DEMO.rquiroga.toUpperCase()), 401, CREDENCIALES_INVALIDAS);
  });

  it('checks a password hash even for an unknown user, so timing does not tell which names exist', async () => {
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      const res = await app.request('POST', '/auth/login', { body: { nombreUsuario: 'nadie-con-este-nombre', contrasena: 'x' } });
      expect(res.status).toBe(401);
      expect(compare).toHaveBeenCalledTimes(1);
    } finally {
      compare.mockRestore();
    }
  });

  it('requires both fields with the spec messages', async () => {
    const vacio = await app.request('POST', '/auth/login', { body: {} });
    expectError(vacio, 400, 'Nombre de usuario requerido');
    expect(vacio.body.errors).toEqual({ nombreUsuario: 'Nombre de usuario requerido', contrasena: 'Contraseña requerida' });
    expectError(await login('   ', 'x'), 400, 'Nombre de usuario requerido');
    expectError(await login('admin', ''), 400, 'Contraseña requerida');
    expectError(await login('admin', undefined), 400, 'Contraseña requerida');
    expectError(await login(42, CONTRASENAS_DEMO.admin), 400, 'Nombre de usuario requerido');
    expectError(await login('admin', [CONTRASENAS_DEMO.admin]), 400, 'Contraseña requerida');
  });

  it('refuses an inactive user even with the right password', async () => {
    const usuario = await registrar();
    expect((await login(usuario.NombreUsuario, usuario.Contrasena)).status).toBe(200);
    await app.db('usuarios').where({ usuario_id: usuario.UsuarioID }).update({ active: false });
    const res = await login(usuario.NombreUsuario, usuario.Contrasena);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(res.body.token).toBeUndefined();
  });

  it("answers an inactive user's right password like a wrong one, so the answer confirms nothing", async () => {
    const usuario = await registrar();
    await app.db('usuarios').where({ usuario_id: usuario.UsuarioID }).update({ active: false });
    expectError(await login(usuario.NombreUsuario, usuario.Contrasena), 401, CREDENCIALES_INVALIDAS);
    expectError(await login(usuario.NombreUsuario, 'otra-clave'), 401, CREDENCIALES_INVALIDAS);
  });
});

describe('signing out', () => {
  it('revokes the token it is called with; signing in again works', async () => {
    const usuario = await registrar();
    const token = (await login(usuario.NombreUsuario, usuario.Contrasena)).body.token;
    expect((await usuarioActual(token)).status).toBe(200);
    const res = await app.request('POST', '/auth/logout', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Sesión cerrada' });
    expect((await usuarioActual(token)).status).toBe(401);
    expect((await app.request('POST', '/auth/logout', { token })).status).toBe(401);
    const nuevo = (await login(usuario.NombreUsuario, usuario.Contrasena)).body.token;
    expect((await usuarioActual(nuevo)).status).toBe(200);
  });

  it('needs a token', async () => {
    expectError(await app.request('POST', '/auth/logout'), 401, 'Token no proporcionado');
  });
});

describe('caching', () => {
  it('marks every API answer no-store: records, tokens and errors alike', async () => {
    const token = await app.login('admin');
    const respuestas = [
      await app.request('GET', '/clientes?page=1&limit=5', { token }),
      await login('admin', CONTRASENAS_DEMO.admin),
      await app.request('GET', '/clientes'),
      await app.request('GET', '/no-existe', { token }),
      await app.request('GET', '/configuracion'),
    ];
    expect(respuestas.map((r) => r.status)).toEqual([200, 200, 401, 404, 200]);
    for (const res of respuestas) expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('marks them no-store whatever the letter case of the path, which the router ignores', async () => {
    const token = await app.login('admin');
    const respuestas = await Promise.all(
      ['/API/clientes?page=1&limit=5', '/Api/clientes/1', '/aPi/no-existe'].map((ruta) =>
        fetch(`${app.url}${ruta}`, { headers: { Authorization: `Bearer ${token}` } }),
      ),
    );
    expect(respuestas.map((r) => r.status)).toEqual([200, 200, 404]);
    for (const res of respuestas) expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('bad input to the auth endpoints', () => {
  it('never answers 500', async () => {
    const cuerpos: { body?: unknown; rawBody?: string }[] = [
      { body: [] },
      { body: [{ nombreUsuario: 'admin', contrasena: CONTRASENAS_DEMO.admin }] },
      { rawBody: '42' },
      { rawBody: 'null' },
      { rawBody: '"admin"' },
      { rawBody: '{"nombreUsuario": "admin", ' },
      { body: { nombreUsuario: { $ne: null }, contrasena: { $ne: null } } },
      { body: { nombreUsuario: null, contrasena: null, Nombre: 1, Email: [], Rol: {}, Contrasena: 123456 } },
      { body: { nombreUsuario: 'x'.repeat(100_000), contrasena: 'y'.repeat(90_000) } },
      { body: { ...datosRegistro(), Nombre: 'x'.repeat(100_000), NombreUsuario: 'y'.repeat(60) } },
      { body: { nombreUsuario: 'ad\u0000min', contrasena: CONTRASENAS_DEMO.admin, ...datosRegistro({ NombreUsuario: 'nul\u0000o' }) } },
    ];
    for (const path of ['/auth/login', '/auth/registrar']) {
      for (const cuerpo of cuerpos) {
        const res = await app.request('POST', path, cuerpo);
        expect(res.status, `${path} ${JSON.stringify(cuerpo).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${JSON.stringify(cuerpo).slice(0, 80)}`).toBeLessThan(500);
        expect(res.body.success).toBe(false);
        expect(res.body.message).toBe(res.body.error);
      }
    }
  });
});
