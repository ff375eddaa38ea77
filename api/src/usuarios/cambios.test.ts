import { describe, expect, it } from 'vitest';
import { CONTRASENAS_DEMO } from '../../../seeds/01_usuarios.js';
import { filasDeAuditoria, ultimaFilaDeAuditoria } from '../../test/fixtures.js';
import { expectError, expectSinSecretos } from '../../test/auth.js';
import { NO_ENCONTRADO, nombresDe, usuariosDePrueba } from '../../test/usuarios.js';

// PUT /usuarios/:id, its inactivation, and a user's own preferences.

const { app, tokens, usuarioId, login, crear, listar } = usuariosDePrueba();

describe('PUT /usuarios/:id', () => {
  it('updates only the fields sent and answers the write envelope', async () => {
    const u = await crear('editar');
    const res = await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: tokens.admin, body: { Telefono: '+54 11 2222-3333' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Usuario actualizado correctamente',
      data: { UsuarioID: u.UsuarioID, Telefono: '+54 11 2222-3333', Nombre: u.Nombre, Email: u.Email, Rol: 'Empleado', Active: true },
    });
    expectSinSecretos(res);
    const leido = await app.request('GET', `/usuarios/${u.UsuarioID}`, { token: tokens.admin });
    expect(leido.body).toMatchObject({ Telefono: '+54 11 2222-3333', Direccion: u.Direccion, NombreUsuario: u.NombreUsuario });
  });

  it('keeps the old password when Contrasena is blank or null', async () => {
    const u = await crear('clave');
    for (const Contrasena of ['', null]) {
      const res = await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: tokens.admin, body: { Contrasena, Apellido: 'Paz' } });
      expect(res.status).toBe(200);
      expect((await login(u.NombreUsuario, u.Contrasena)).status).toBe(200);
    }
  });

  it('sets a new password that works for login, and the old one stops working', async () => {
    const u = await crear('clave');
    const res = await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: tokens.admin, body: { Contrasena: 'otra-clave-1' } });
    expect(res.status).toBe(200);
    expectSinSecretos(res);
    expect((await login(u.NombreUsuario, 'otra-clave-1')).status).toBe(200);
    expect((await login(u.NombreUsuario, u.Contrasena)).status).toBe(401);
  });

  it('validates the fields sent with the spec messages', async () => {
    const u = await crear('editinv');
    const casos: [Record<string, unknown>, string, string][] = [
      [{ Contrasena: '12345' }, 'Contrasena', 'Mínimo 6 caracteres'],
      [{ Nombre: '' }, 'Nombre', 'Nombre requerido'],
      [{ Apellido: null }, 'Apellido', 'Apellido requerido'],
      [{ Email: 'x@' }, 'Email', 'Email inválido'],
      [{ Email: '' }, 'Email', 'Email requerido'],
      [{ Rol: 'Dueño' }, 'Rol', 'Rol requerido'],
      [{ Active: 'false' }, 'Active', 'Activo debe ser verdadero o falso'],
    ];
    for (const [body, campo, mensaje] of casos) {
      const res = await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: tokens.admin, body });
      expectError(res, 400, mensaje);
      expect(res.body.errors).toEqual({ [campo]: mensaje });
    }
    expect((await app.request('GET', `/usuarios/${u.UsuarioID}`, { token: tokens.admin })).body).toMatchObject({
      Nombre: u.Nombre,
      Active: true,
    });
  });

  it("answers 409 for another user's name or e-mail, but accepts the user's own", async () => {
    const u = await crear('editdup');
    const otro = await crear('editdup');
    expectError(
      await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: tokens.admin, body: { NombreUsuario: otro.NombreUsuario.toUpperCase() } }),
      409,
      'El nombre de usuario ya existe',
    );
    expectError(
      await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: tokens.admin, body: { Email: otro.Email } }),
      409,
      'El email ya está registrado',
    );
    const propio = await app.request('PUT', `/usuarios/${u.UsuarioID}`, {
      token: tokens.admin,
      body: { NombreUsuario: u.NombreUsuario.toUpperCase(), Email: u.Email },
    });
    expect(propio.status).toBe(200);
    expect(propio.body.data.NombreUsuario).toBe(u.NombreUsuario.toUpperCase());
  });

  it("answers 404 'Usuario no encontrado' for a missing or non-numeric id", async () => {
    for (const id of ['999999', 'abc']) {
      expectError(await app.request('PUT', `/usuarios/${id}`, { token: tokens.admin, body: { Nombre: 'X' } }), 404, NO_ENCONTRADO);
    }
  });

  it('refuses to inactivate the own account with 400', async () => {
    expectError(
      await app.request('PUT', `/usuarios/${usuarioId.admin}`, { token: tokens.admin, body: { Active: false } }),
      400,
      'No puede inactivar su propia cuenta',
    );
    expect((await app.db('usuarios').where({ usuario_id: usuarioId.admin }).first()).active).toBe(true);
    // Editing other fields of the own account is fine.
    expect(
      (await app.request('PUT', `/usuarios/${usuarioId.admin}`, { token: tokens.admin, body: { Active: true, Telefono: '+54 11 4567-1200' } }))
        .status,
    ).toBe(200);
  });

  it('inactivates and reactivates another account through Active', async () => {
    const u = await crear('activo');
    const baja = await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: tokens.admin, body: { Active: false } });
    expect(baja.body.data.Active).toBe(false);
    expect((await login(u.NombreUsuario, u.Contrasena)).status).toBe(401);
    const alta = await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: tokens.admin, body: { Active: true } });
    expect(alta.body.data.Active).toBe(true);
    expect((await login(u.NombreUsuario, u.Contrasena)).status).toBe(200);
  });

  it('changes the role, and the next login carries it', async () => {
    const u = await crear('rolcambio');
    await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: tokens.admin, body: { Rol: 'Administrador' } });
    const token = (await login(u.NombreUsuario, u.Contrasena)).body.token;
    expect((await app.request('GET', '/usuarios', { token })).status).toBe(200);
  });
});

describe('PUT /usuarios/:id/desactivar', () => {
  it('refuses the own account with 400', async () => {
    expectError(
      await app.request('PUT', `/usuarios/${usuarioId.admin}/desactivar`, { token: tokens.admin }),
      400,
      'No puede inactivar su propia cuenta',
    );
    expect((await login('admin', CONTRASENAS_DEMO.admin)).status).toBe(200);
  });

  it('inactivates another account: it answers the write envelope, cannot log in, and its token stops working', async () => {
    const u = await crear('baja');
    const token = (await login(u.NombreUsuario, u.Contrasena)).body.token;
    const res = await app.request('PUT', `/usuarios/${u.UsuarioID}/desactivar`, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Usuario inactivado correctamente',
      data: { UsuarioID: u.UsuarioID, Active: false },
    });
    expectSinSecretos(res);
    expect((await login(u.NombreUsuario, u.Contrasena)).status).toBe(401);
    expect((await app.request('GET', '/auth/usuario-actual', { token })).status).toBe(401);
    expect(nombresDe(await listar(`q=${u.NombreUsuario}&active=false`))).toEqual([u.NombreUsuario]);
  });

  it("answers 404 'Usuario no encontrado' for a missing or non-numeric id", async () => {
    for (const id of ['999999', 'abc', '2147483648']) {
      expectError(await app.request('PUT', `/usuarios/${id}/desactivar`, { token: tokens.admin }), 404, NO_ENCONTRADO);
    }
  });

  it('never leaves the system without an active administrator: the last one cannot be demoted or inactivated (409)', async () => {
    const otros = await app
      .db('usuarios')
      .where({ rol: 'Administrador', active: true })
      .whereNot({ usuario_id: usuarioId.admin })
      .pluck('usuario_id');
    await app.db('usuarios').whereIn('usuario_id', otros).update({ active: false });
    try {
      expectError(
        await app.request('PUT', `/usuarios/${usuarioId.admin}`, { token: tokens.admin, body: { Rol: 'Empleado' } }),
        409,
        'No se puede dejar el sistema sin un administrador activo',
      );
      const segundo = await crear('admsegundo', { Rol: 'Administrador' });
      const tokenSegundo = (await login(segundo.NombreUsuario, segundo.Contrasena)).body.token;
      // With a second one active, either may step down or be inactivated; then the other is the last again.
      expect((await app.request('PUT', `/usuarios/${segundo.UsuarioID}`, { token: tokenSegundo, body: { Rol: 'Empleado' } })).status).toBe(200);
      const tercero = await crear('admtercero', { Rol: 'Administrador' });
      const tokenTercero = (await login(tercero.NombreUsuario, tercero.Contrasena)).body.token;
      expect((await app.request('PUT', `/usuarios/${usuarioId.admin}/desactivar`, { token: tokenTercero })).status).toBe(200);
      expectError(
        await app.request('PUT', `/usuarios/${tercero.UsuarioID}`, { token: tokenTercero, body: { Rol: 'Supervisor' } }),
        409,
        'No se puede dejar el sistema sin un administrador activo',
      );
      expect(await app.db('usuarios').where({ rol: 'Administrador', active: true }).pluck('usuario_id')).toEqual([tercero.UsuarioID]);
    } finally {
      await app
        .db('usuarios')
        .whereIn('usuario_id', [...otros, usuarioId.admin])
        .update({ active: true, rol: 'Administrador' });
      // Its inactivation revoked the token the other tests use.
      tokens.admin = await app.login('admin');
    }
  });

  it('lets another administrator inactivate an administrator, whose token then stops working', async () => {
    const otroAdmin = await crear('admbaja', { Rol: 'Administrador' });
    const token = (await login(otroAdmin.NombreUsuario, otroAdmin.Contrasena)).body.token;
    expect((await app.request('PUT', `/usuarios/${otroAdmin.UsuarioID}/desactivar`, { token: tokens.admin })).status).toBe(200);
    expect((await app.request('GET', '/usuarios', { token })).status).toBe(401);
  });
});

describe('/usuarios/yo/preferencias', () => {
  const preferencias = (method: string, token?: string, body?: unknown) => app.request(method, '/usuarios/yo/preferencias', { token, body });

  it('lets any signed-in user read and set their own daily digest, a change of their record in its trail', async () => {
    const u = await crear('preferencias');
    const token = (await login(u.NombreUsuario, u.Contrasena)).body.token;
    expect((await preferencias('GET', token)).body).toEqual({ data: { ResumenDiario: false } });
    const { Version } = (await app.request('GET', `/usuarios/${u.UsuarioID}`, { token: tokens.admin })).body;
    const desde = await ultimaFilaDeAuditoria(app);
    const res = await preferencias('PUT', token, { ResumenDiario: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Preferencias guardadas', data: { ResumenDiario: true } });
    expect((await preferencias('GET', token)).body.data).toEqual({ ResumenDiario: true });
    const leido = (await app.request('GET', `/usuarios/${u.UsuarioID}`, { token: tokens.admin })).body;
    expect(leido).toMatchObject({ ResumenDiario: true, Version: Version + 1 });
    const filas = (await filasDeAuditoria(app, 'usuarios', u.UsuarioID)).slice(-1);
    expect(filas).toEqual([
      expect.objectContaining({
        accion: 'modificar',
        usuarioId: u.UsuarioID,
        cambios: [{ Campo: 'ResumenDiario', Antes: false, Despues: true }],
      }),
    ]);
    expect(await ultimaFilaDeAuditoria(app)).toBeGreaterThan(desde);
    // Any role reads its own: an Empleado, who may not read /usuarios.
    expect((await preferencias('GET', tokens.empleado)).status).toBe(200);
  });

  it('needs a session; a value that is not true or false is a 400 with its message', async () => {
    expect((await preferencias('GET')).status).toBe(401);
    const res = await preferencias('PUT', tokens.supervisor, { ResumenDiario: 'sí' });
    expectError(res, 400, 'Resumen diario debe ser verdadero o falso');
  });
});
