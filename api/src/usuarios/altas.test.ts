import bcrypt from 'bcrypt';
import { describe, expect, it } from 'vitest';
import { expectError, expectSinSecretos } from '../../test/auth.js';
import { datosUsuario, usuariosDePrueba } from '../../test/usuarios.js';

// POST /usuarios: an administrator creates a user.

const { app, tokens, login, crear } = usuariosDePrueba();

describe('POST /usuarios', () => {
  it("hashes the password at the configured BCRYPT_COST (the run's; production's is at least 10, config.test.ts)", async () => {
    const u = await crear('costo');
    const { contrasena_hash } = await app.db('usuarios').where({ usuario_id: u.UsuarioID }).first('contrasena_hash');
    expect(bcrypt.getRounds(contrasena_hash)).toBe(app.config.costoContrasenas);
    expect(await bcrypt.compare(u.Contrasena, contrasena_hash)).toBe(true);
  });

  it('creates a user and answers 201 with the write envelope', async () => {
    const body = datosUsuario('alta', { Rol: 'Supervisor' });
    const res = await app.request('POST', '/usuarios', { token: tokens.admin, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Usuario creado correctamente',
      data: { NombreUsuario: body.NombreUsuario, Email: body.Email, Rol: 'Supervisor', Active: true },
    });
    expectSinSecretos(res);
    const sesion = await login(body.NombreUsuario, body.Contrasena);
    expect(sesion.status).toBe(200);
    expect(sesion.body.usuario.Rol).toBe('Supervisor');
  });

  it('defaults Rol to Empleado and honours Active false', async () => {
    const u = await crear('alta', { Active: false });
    expect(u).toMatchObject({ Rol: 'Empleado', Active: false });
    expect((await login(u.NombreUsuario, u.Contrasena)).status).toBe(401);
  });

  it('lets an administrator create another Administrador', async () => {
    const u = await crear('alta', { Rol: 'Administrador' });
    const token = (await login(u.NombreUsuario, u.Contrasena)).body.token;
    expect((await app.request('GET', '/usuarios', { token })).status).toBe(200);
  });

  it('answers the spec messages for invalid fields', async () => {
    const vacio = await app.request('POST', '/usuarios', { token: tokens.admin, body: {} });
    expectError(vacio, 400, 'Nombre requerido');
    expect(vacio.body.errors).toEqual({
      Nombre: 'Nombre requerido',
      Apellido: 'Apellido requerido',
      Telefono: 'Teléfono requerido',
      Direccion: 'Dirección requerida',
      Email: 'Email requerido',
      NombreUsuario: 'Nombre de usuario requerido',
      Contrasena: 'Contraseña requerida',
    });
    const casos: [Record<string, unknown>, string, string][] = [
      [{ Email: 'sin-arroba' }, 'Email', 'Email inválido'],
      [{ Contrasena: 'corta' }, 'Contrasena', 'Mínimo 6 caracteres'],
      [{ Contrasena: '' }, 'Contrasena', 'Contraseña requerida'],
      [{ Rol: 'Gerente' }, 'Rol', 'Rol requerido'],
      [{ Active: 'no' }, 'Active', 'Activo debe ser verdadero o falso'],
      [{ Nombre: 'x'.repeat(101) }, 'Nombre', 'Máximo 100 caracteres'],
    ];
    for (const [extra, campo, mensaje] of casos) {
      const res = await app.request('POST', '/usuarios', { token: tokens.admin, body: datosUsuario('invalido', extra) });
      expectError(res, 400, mensaje);
      expect(res.body.errors).toEqual({ [campo]: mensaje });
    }
    expect(await app.db('usuarios').where({ nombre: 'Nahuel invalido' }).first()).toBeUndefined();
  });

  it('answers 409 for a user name or e-mail already taken, in any case', async () => {
    const u = await crear('dup');
    expectError(
      await app.request('POST', '/usuarios', {
        token: tokens.admin,
        body: datosUsuario('dup', { NombreUsuario: u.NombreUsuario.toUpperCase() }),
      }),
      409,
      'El nombre de usuario ya existe',
    );
    expectError(
      await app.request('POST', '/usuarios', { token: tokens.admin, body: datosUsuario('dup', { Email: ` ${u.Email.toUpperCase()} ` }) }),
      409,
      'El email ya está registrado',
    );
    expectError(
      await app.request('POST', '/usuarios', { token: tokens.admin, body: datosUsuario('dup', { NombreUsuario: u.Email }) }),
      409,
      'El nombre de usuario ya existe',
    );
  });

  it('answers 409, not 500, when two creations of the same name race', async () => {
    const body = datosUsuario('carrera');
    const results = await Promise.all([
      app.request('POST', '/usuarios', { token: tokens.admin, body }),
      app.request('POST', '/usuarios', { token: tokens.admin, body: { ...body, Email: `otro.${body.Email}` } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});
