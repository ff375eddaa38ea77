import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { CREDENCIALES_INVALIDAS, expectError, expectSinSecretos, accesoDePrueba } from '../../test/auth.js';

// GET /auth/usuario-actual: which tokens it accepts, and when a change of the user revokes them.

const { app, tokens, login, registrar, usuarioActual } = accesoDePrueba();

describe('GET /auth/usuario-actual', () => {
  it('answers the bare user object of the token, without secrets', async () => {
    const res = await usuarioActual(await app.login('supervisor'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      NombreUsuario: 'supervisor',
      Nombre: 'Laura',
      Apellido: 'Fernández',
      Rol: 'Supervisor',
      Active: true,
      UsuarioID: expect.any(Number),
    });
    expect(res.body.data).toBeUndefined();
    expect(res.body.success).toBeUndefined();
    expectSinSecretos(res);
  });

  it("answers 401 'Token no proporcionado' without a bearer token", async () => {
    expectError(await app.request('GET', '/auth/usuario-actual'), 401, 'Token no proporcionado');
    const basic = await fetch(`${app.url}/api/auth/usuario-actual`, { headers: { Authorization: `Basic ${tokens.admin}` } });
    expect(basic.status).toBe(401);
    expect((await basic.json()).message).toBe('Token no proporcionado');
  });

  it("answers 401 'Token inválido' for a tampered, foreign or malformed token", async () => {
    const [header, payload, firma] = tokens.admin.split('.');
    const otraFirma = `${firma[0] === 'A' ? 'B' : 'A'}${firma.slice(1)}`;
    const elevado = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), Rol: 'Administrador', sub: '3' }),
    ).toString('base64url');
    const invalidos = [
      `${header}.${payload}.${otraFirma}`,
      `${header}.${elevado}.${firma}`,
      jwt.sign({ Rol: 'Administrador' }, 'otro-secreto', { subject: '1', expiresIn: '1h' }),
      'no-es-un-jwt',
      `${header}.${payload}`,
    ];
    for (const token of invalidos) expectError(await usuarioActual(token), 401, 'Token inválido');
  });

  it("answers 401 'Token inválido' for a token with alg none", async () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const ahora = Math.floor(Date.now() / 1000);
    const sinFirma = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '1', Rol: 'Administrador', iat: ahora, exp: ahora + 3600 })}.`;
    expectError(await usuarioActual(sinFirma), 401, 'Token inválido');
    expectError(await app.request('GET', '/usuarios', { token: sinFirma }), 401, 'Token inválido');
  });

  it("answers 401 'Token expirado' for an expired token", async () => {
    const { UsuarioID } = (await usuarioActual(tokens.admin)).body;
    const ahora = Math.floor(Date.now() / 1000);
    const vencido = jwt.sign({ Rol: 'Administrador', iat: ahora - 7200, exp: ahora - 60 }, app.config.jwtSecret, {
      subject: String(UsuarioID),
    });
    expectError(await usuarioActual(vencido), 401, 'Token expirado');
  });

  it('stops accepting the token of a user made inactive, even after reactivation', async () => {
    const usuario = await registrar();
    const token = (await login(usuario.NombreUsuario, usuario.Contrasena)).body.token;
    expect((await usuarioActual(token)).status).toBe(200);

    const baja = await app.request('PUT', `/usuarios/${usuario.UsuarioID}`, { token: tokens.admin, body: { Active: false } });
    expect(baja.status).toBe(200);
    expect((await usuarioActual(token)).status).toBe(401);

    await app.request('PUT', `/usuarios/${usuario.UsuarioID}`, { token: tokens.admin, body: { Active: true } });
    expect((await usuarioActual(token)).status).toBe(401);
    const nuevo = (await login(usuario.NombreUsuario, usuario.Contrasena)).body.token;
    expect((await usuarioActual(nuevo)).status).toBe(200);
  });

  it('stops accepting tokens issued before a password change; a new login works', async () => {
    const usuario = await registrar();
    const token = (await login(usuario.NombreUsuario, usuario.Contrasena)).body.token;
    expect((await usuarioActual(token)).status).toBe(200);

    const cambio = await app.request('PUT', `/usuarios/${usuario.UsuarioID}`, {
      token: tokens.admin,
      body: { Contrasena: 'nueva-clave' },
    });
    expect(cambio.status).toBe(200);
    expect((await usuarioActual(token)).status).toBe(401);

    expectError(await login(usuario.NombreUsuario, usuario.Contrasena), 401, CREDENCIALES_INVALIDAS);
    const nuevo = await login(usuario.NombreUsuario, 'nueva-clave');
    expect(nuevo.status).toBe(200);
    expect((await usuarioActual(nuevo.body.token)).status).toBe(200);
  });

  it('stops accepting tokens issued before a role change, but not after other edits', async () => {
    const usuario = await registrar();
    const token = (await login(usuario.NombreUsuario, usuario.Contrasena)).body.token;

    await app.request('PUT', `/usuarios/${usuario.UsuarioID}`, { token: tokens.admin, body: { Telefono: '+54 11 4000-0000', Rol: 'Empleado' } });
    expect((await usuarioActual(token)).status).toBe(200);

    await app.request('PUT', `/usuarios/${usuario.UsuarioID}`, { token: tokens.admin, body: { Rol: 'Supervisor' } });
    expect((await usuarioActual(token)).status).toBe(401);
    const nuevo = await login(usuario.NombreUsuario, usuario.Contrasena);
    const actual = await usuarioActual(nuevo.body.token);
    expect(actual.status).toBe(200);
    expect(actual.body.Rol).toBe('Supervisor');
  });

  it('keeps the token valid whatever the business clock says', async () => {
    const usuario = await registrar();
    app.setNow(new Date(Date.now() + 24 * 3600 * 1000));
    await app.request('PUT', `/usuarios/${usuario.UsuarioID}`, { token: tokens.admin, body: { Contrasena: 'otra-clave' } });
    const token = (await login(usuario.NombreUsuario, 'otra-clave')).body.token;
    expect((await usuarioActual(token)).status).toBe(200);
  });
});
