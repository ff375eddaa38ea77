import { describe, expect, it } from 'vitest';
import { filasDeAuditoria, ultimaFilaDeAuditoria } from '../../test/fixtures.js';
import { datosUsuario, usuariosDePrueba } from '../../test/usuarios.js';

// The audit trail of the users: what each change writes, and what it never writes.

const { app, tokens, usuarioId, login, crear } = usuariosDePrueba();

describe('audit trail', () => {
  /** A user's rows, oldest first, with what each says. */
  async function rastro(id: number) {
    const filas = await filasDeAuditoria(app, 'usuarios', id);
    return filas.map(({ accion, usuarioId, cambios }) => ({ accion, usuarioId, cambios }));
  }

  /** Every row written after `desde`, as the table stores it, holds none of the passwords nor a bcrypt hash. */
  async function expectRastroSinContrasenas(desde: number, contrasenas: string[]) {
    const filas = await app.db('auditoria').where('auditoria_id', '>', desde);
    expect(filas.length).toBeGreaterThan(0);
    const texto = JSON.stringify(filas);
    for (const contrasena of contrasenas) expect(texto).not.toContain(contrasena);
    expect(texto).not.toContain('$2');
  }

  const CONTRASENA_NUEVA = { Campo: 'Contrasena', Antes: null, Despues: null };

  it("an administrator's creation leaves one row with every value set, none of them the password", async () => {
    const desde = await ultimaFilaDeAuditoria(app);
    const u = await crear('rastroalta', { Rol: 'Supervisor' });
    expect(await rastro(u.UsuarioID)).toEqual([
      {
        accion: 'crear',
        usuarioId: usuarioId.admin,
        cambios: [
          { Campo: 'Nombre', Antes: null, Despues: u.Nombre },
          { Campo: 'Apellido', Antes: null, Despues: 'Ibarra' },
          { Campo: 'Telefono', Antes: null, Despues: u.Telefono },
          { Campo: 'Direccion', Antes: null, Despues: u.Direccion },
          { Campo: 'Email', Antes: null, Despues: u.Email },
          { Campo: 'NombreUsuario', Antes: null, Despues: u.NombreUsuario },
          { Campo: 'Rol', Antes: null, Despues: 'Supervisor' },
          { Campo: 'Chofer', Antes: null, Despues: false },
          { Campo: 'ResumenDiario', Antes: null, Despues: false },
          { Campo: 'Active', Antes: null, Despues: true },
        ],
      },
    ]);
    await expectRastroSinContrasenas(desde, [u.Contrasena]);
  });

  it('an update of fields and role leaves one row with only what changed; one that changes nothing leaves none', async () => {
    const u = await crear('rastroedicion');
    const body = { Nombre: u.Nombre, Telefono: '+54 11 2222-3333', Rol: 'Supervisor', Contrasena: '' };
    expect((await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: tokens.admin, body })).status).toBe(200);
    expect((await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: tokens.admin, body })).status).toBe(200);
    expect((await rastro(u.UsuarioID)).slice(1)).toEqual([
      {
        accion: 'modificar',
        usuarioId: usuarioId.admin,
        cambios: [
          { Campo: 'Telefono', Antes: u.Telefono, Despues: '+54 11 2222-3333' },
          { Campo: 'Rol', Antes: 'Empleado', Despues: 'Supervisor' },
        ],
      },
    ]);
  });

  it("an administrator's new password is named, never written: alone a 'cambiar_contrasena', with other changes one more of them", async () => {
    const u = await crear('rastroclave');
    const desde = await ultimaFilaDeAuditoria(app);
    const cambiar = (body: Record<string, unknown>) => app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: tokens.admin, body });
    expect((await cambiar({ Nombre: u.Nombre, Contrasena: 'clave-nueva-1' })).status).toBe(200);
    expect((await cambiar({ Apellido: 'Paz', Contrasena: 'clave-nueva-2' })).status).toBe(200);
    expect((await cambiar({ Active: false })).status).toBe(200);
    expect((await cambiar({ Active: true, Contrasena: 'clave-nueva-3' })).status).toBe(200);
    expect((await rastro(u.UsuarioID)).slice(1)).toEqual([
      { accion: 'cambiar_contrasena', usuarioId: usuarioId.admin, cambios: [] },
      { accion: 'modificar', usuarioId: usuarioId.admin, cambios: [{ Campo: 'Apellido', Antes: 'Ibarra', Despues: 'Paz' }, CONTRASENA_NUEVA] },
      { accion: 'desactivar', usuarioId: usuarioId.admin, cambios: [{ Campo: 'Active', Antes: true, Despues: false }] },
      { accion: 'activar', usuarioId: usuarioId.admin, cambios: [{ Campo: 'Active', Antes: false, Despues: true }, CONTRASENA_NUEVA] },
    ]);
    await expectRastroSinContrasenas(desde, [u.Contrasena, 'clave-nueva-1', 'clave-nueva-2', 'clave-nueva-3']);
  });

  it('an inactivation through its route is one row, and inactivating an inactive account writes none', async () => {
    const u = await crear('rastrobaja');
    expect((await app.request('PUT', `/usuarios/${u.UsuarioID}/desactivar`, { token: tokens.admin })).status).toBe(200);
    expect((await app.request('PUT', `/usuarios/${u.UsuarioID}/desactivar`, { token: tokens.admin })).status).toBe(200);
    expect((await rastro(u.UsuarioID)).slice(1)).toEqual([
      { accion: 'desactivar', usuarioId: usuarioId.admin, cambios: [{ Campo: 'Active', Antes: true, Despues: false }] },
    ]);
  });

  it("clearing an account's failed sign-ins is a 'desbloquear' row by the administrator", async () => {
    // (That it clears them is proven in auth/limitesDeIntentos.test.ts; failing sign-ins here would count against this file's address.)
    const u = await crear('rastrodesbloqueo');
    expect((await app.request('DELETE', `/usuarios/${u.UsuarioID}/intentos`, { token: tokens.admin })).status).toBe(200);
    expect((await rastro(u.UsuarioID)).slice(1)).toEqual([{ accion: 'desbloquear', usuarioId: usuarioId.admin, cambios: [] }]);
  });

  it('a registration is authored by the new user, or by the administrator signed in who registers it', async () => {
    const desde = await ultimaFilaDeAuditoria(app);
    const publico = datosUsuario('rastroregistro');
    const res = await app.request('POST', '/auth/registrar', { body: publico });
    expect(res.status).toBe(201);
    const id = res.body.data.UsuarioID;
    expect(await rastro(id)).toEqual([
      {
        accion: 'crear',
        usuarioId: id,
        cambios: expect.arrayContaining([{ Campo: 'NombreUsuario', Antes: null, Despues: publico.NombreUsuario }]),
      },
    ]);
    const porAdmin = datosUsuario('rastroregistro', { Rol: 'Supervisor' });
    const otro = await app.request('POST', '/auth/registrar', { token: tokens.admin, body: porAdmin });
    expect(otro.status).toBe(201);
    expect((await rastro(otro.body.data.UsuarioID)).map((f) => [f.accion, f.usuarioId])).toEqual([['crear', usuarioId.admin]]);
    await expectRastroSinContrasenas(desde, [publico.Contrasena]);
  });

  it("a user's own password change is a 'cambiar_contrasena' row by that user, with no values", async () => {
    const u = await crear('rastropropia');
    const token = (await login(u.NombreUsuario, u.Contrasena)).body.token;
    const desde = await ultimaFilaDeAuditoria(app);
    const res = await app.request('PUT', '/auth/contrasena', {
      token,
      body: { ContrasenaActual: u.Contrasena, ContrasenaNueva: 'propia-nueva-1' },
    });
    expect(res.status).toBe(200);
    expect((await rastro(u.UsuarioID)).slice(1)).toEqual([{ accion: 'cambiar_contrasena', usuarioId: u.UsuarioID, cambios: [] }]);
    await expectRastroSinContrasenas(desde, [u.Contrasena, 'propia-nueva-1']);
  });

  it('a refused change (400, 403, 404, 409) leaves no row', async () => {
    const u = await crear('rastrorechazo');
    const token = (await login(u.NombreUsuario, u.Contrasena)).body.token;
    const ultima = await ultimaFilaDeAuditoria(app);
    const rechazos = [
      await app.request('POST', '/usuarios', { token: tokens.admin, body: datosUsuario('rastrorechazo', { Contrasena: '123' }) }),
      await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: tokens.admin, body: { Email: 'mal', Contrasena: 'clave-rechazada' } }),
      await app.request('PUT', `/usuarios/${usuarioId.admin}`, { token: tokens.admin, body: { Active: false } }),
      await app.request('PUT', `/usuarios/${usuarioId.admin}/desactivar`, { token: tokens.admin }),
      await app.request('PUT', '/auth/contrasena', { token, body: { ContrasenaActual: 'otra-cosa', ContrasenaNueva: 'clave-rechazada' } }),
      await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: tokens.supervisor, body: { Telefono: '1' } }),
      await app.request('PUT', `/usuarios/${u.UsuarioID}/desactivar`, { token: tokens.empleado }),
      await app.request('DELETE', `/usuarios/${u.UsuarioID}/intentos`, { token: tokens.supervisor }),
      await app.request('POST', '/auth/registrar', { body: datosUsuario('rastrorechazo', { Rol: 'Supervisor' }) }),
      await app.request('PUT', '/usuarios/999999', { token: tokens.admin, body: { Telefono: '1' } }),
      await app.request('PUT', '/usuarios/999999/desactivar', { token: tokens.admin }),
      await app.request('DELETE', '/usuarios/999999/intentos', { token: tokens.admin }),
      await app.request('POST', '/usuarios', { token: tokens.admin, body: datosUsuario('rastrorechazo', { NombreUsuario: u.NombreUsuario }) }),
      await app.request('PUT', `/usuarios/${u.UsuarioID}`, {
        token: tokens.admin,
        body: { Email: 'admin@carbonsur.com.ar', Contrasena: 'clave-rechazada' },
      }),
      await app.request('POST', '/auth/registrar', { body: datosUsuario('rastrorechazo', { Email: u.Email }) }),
    ];
    expect(rechazos.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 403, 403, 403, 403, 404, 404, 404, 409, 409, 409]);
    expect(await ultimaFilaDeAuditoria(app)).toBe(ultima);
  });
});
