import { describe, expect, it } from 'vitest';
import { CONTRASENAS_DEMO } from '../../../seeds/01_usuarios.js';
import { datosRegistro, expectError, expectSinSecretos, otraDireccion, accesoDePrueba } from '../../test/auth.js';

// The open registration (REGISTRO=abierto, the default outside production): POST /auth/registrar and who may register an Administrador.

const { app, tokens, login, registrar } = accesoDePrueba();

const YA_REGISTRADO = 'El nombre de usuario o el email ya están registrados';

describe('POST /auth/registrar', () => {
  it('creates an active Empleado by default and answers 201 with the write envelope, without secrets', async () => {
    const body = datosRegistro();
    const res = await app.request('POST', '/auth/registrar', { desde: otraDireccion(), body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Usuario registrado correctamente',
      data: { NombreUsuario: body.NombreUsuario, Email: body.Email, Nombre: 'Carla', Rol: 'Empleado', Active: true },
    });
    expect(res.body.data.UsuarioID).toEqual(expect.any(Number));
    expectSinSecretos(res);
    const fila = await app.db('usuarios').where({ usuario_id: res.body.data.UsuarioID }).first();
    expect(fila.contrasena_hash).not.toBe(body.Contrasena);

    const sesion = await login(body.NombreUsuario, body.Contrasena);
    expect(sesion.status).toBe(200);
    expect(sesion.body.usuario.Rol).toBe('Empleado');
  });

  it('ignores an Active sent by the caller: a registered account starts active', async () => {
    const usuario = await registrar({ Active: false });
    expect((await login(usuario.NombreUsuario, usuario.Contrasena)).status).toBe(200);
  });

  it('answers every field message of the spec', async () => {
    const vacio = await app.request('POST', '/auth/registrar', { desde: otraDireccion(), body: {} });
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
      [{ Nombre: '  ' }, 'Nombre', 'Nombre requerido'],
      [{ Apellido: '' }, 'Apellido', 'Apellido requerido'],
      [{ Telefono: null }, 'Telefono', 'Teléfono requerido'],
      [{ Direccion: ' ' }, 'Direccion', 'Dirección requerida'],
      [{ Email: '' }, 'Email', 'Email requerido'],
      [{ Email: 'carla-arroba-correo' }, 'Email', 'Email inválido'],
      [{ Email: 'carla@' }, 'Email', 'Email inválido'],
      [{ NombreUsuario: '' }, 'NombreUsuario', 'Nombre de usuario requerido'],
      [{ Contrasena: '' }, 'Contrasena', 'Contraseña requerida'],
      [{ Contrasena: '12345' }, 'Contrasena', 'Mínimo 6 caracteres'],
      [{ Rol: 'Jefe' }, 'Rol', 'Rol requerido'],
      [{ Rol: '' }, 'Rol', 'Rol requerido'],
      [{ Rol: 'administrador' }, 'Rol', 'Rol requerido'],
    ];
    for (const [extra, campo, mensaje] of casos) {
      const res = await app.request('POST', '/auth/registrar', { desde: otraDireccion(), body: datosRegistro(extra) });
      expectError(res, 400, mensaje);
      expect(res.body.errors, JSON.stringify(extra)).toEqual({ [campo]: mensaje });
    }
  });

  it('accepts a password of exactly 6 characters', async () => {
    const usuario = await registrar({ Contrasena: 'c4rb0n' });
    expect((await login(usuario.NombreUsuario, 'c4rb0n')).status).toBe(200);
  });

  it('rejects a taken user name or e-mail with one 409 that does not say which, whatever the case', async () => {
    const existente = await registrar();
    const registro = (extra: Record<string, unknown>, token?: string) =>
      app.request('POST', '/auth/registrar', { desde: otraDireccion(), token, body: datosRegistro(extra) });
    for (const extra of [
      { NombreUsuario: existente.NombreUsuario.toUpperCase() },
      { Email: existente.Email.toUpperCase() },
      { NombreUsuario: 'Admin' },
    ]) {
      expectError(await registro(extra), 409, YA_REGISTRADO);
    }
    // An administrator registering someone is told which one, as on the Usuarios screen.
    expectError(await registro({ NombreUsuario: existente.NombreUsuario }, tokens.admin), 409, 'El nombre de usuario ya existe');
    expectError(await registro({ Email: existente.Email }, tokens.admin), 409, 'El email ya está registrado');
  });

  it('checks both with one query, so the time does not tell which one is taken either', async () => {
    const existente = await registrar();
    const consultas: string[] = [];
    const anotar = (q: { sql: string }) => q.sql.includes('lower(nombre_usuario)') && consultas.push(q.sql);
    app.db.on('query', anotar);
    try {
      await registrar();
      for (const extra of [{ NombreUsuario: existente.NombreUsuario }, { Email: existente.Email }]) {
        expect((await app.request('POST', '/auth/registrar', { desde: otraDireccion(), body: datosRegistro(extra) })).status).toBe(409);
      }
    } finally {
      app.db.off('query', anotar);
    }
    // A free pair, a taken name and a taken e-mail: the same single statement each time.
    expect(consultas).toHaveLength(3);
    expect(new Set(consultas).size).toBe(1);
  });

  it("does not let a user name or e-mail take over another account's login", async () => {
    expectError(
      await app.request('POST', '/auth/registrar', { desde: otraDireccion(), body: datosRegistro({ NombreUsuario: 'ADMIN@carbonsur.com.ar' }) }),
      409,
      YA_REGISTRADO,
    );
    expect((await login('admin@carbonsur.com.ar', CONTRASENAS_DEMO.admin)).status).toBe(200);

    // A user name that looks like an e-mail may be one's own e-mail, but nobody else's.
    const ventas = await registrar({ NombreUsuario: 'ventas@carbonsur.com.ar', Email: 'ventas@carbonsur.com.ar' });
    expectError(
      await app.request('POST', '/auth/registrar', { desde: otraDireccion(), body: datosRegistro({ Email: 'VENTAS@carbonsur.com.ar' }) }),
      409,
      YA_REGISTRADO,
    );
    const res = await login('ventas@carbonsur.com.ar', ventas.Contrasena);
    expect(res.body.usuario.UsuarioID).toBe(ventas.UsuarioID);
  });
});

describe('registering an Administrador or a Supervisor', () => {
  it('is 403 for the public while an active administrator exists', async () => {
    expectError(
      await app.request('POST', '/auth/registrar', { desde: otraDireccion(), body: datosRegistro({ Rol: 'Administrador' }) }),
      403,
      'Solo un administrador puede registrar otro administrador',
    );
    expectError(
      await app.request('POST', '/auth/registrar', { desde: otraDireccion(), body: datosRegistro({ Rol: 'Supervisor' }) }),
      403,
      'Solo un administrador puede registrar un supervisor',
    );
  });

  it("is 403 with a non-administrator's token or an invalid one", async () => {
    for (const token of [await app.login('empleado'), await app.login('supervisor'), `${tokens.admin}x`]) {
      const res = await app.request('POST', '/auth/registrar', { desde: otraDireccion(), token, body: datosRegistro({ Rol: 'Administrador' }) });
      expect(res.status).toBe(403);
    }
  });

  it("is allowed with an administrator's token", async () => {
    for (const Rol of ['Administrador', 'Supervisor']) {
      const body = datosRegistro({ Rol });
      const res = await app.request('POST', '/auth/registrar', { desde: otraDireccion(), token: tokens.admin, body });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ Rol, Active: true });
      expectSinSecretos(res);
      expect((await login(body.NombreUsuario, body.Contrasena)).body.usuario.Rol).toBe(Rol);
    }
  });

  it('is open to the public while no administrator is active, and closes again once one is', async () => {
    const activos = await app.db('usuarios').where({ rol: 'Administrador', active: true }).pluck('usuario_id');
    await app.db('usuarios').whereIn('usuario_id', activos).update({ active: false });
    try {
      const primero = datosRegistro({ Rol: 'Administrador' });
      const res = await app.request('POST', '/auth/registrar', { desde: otraDireccion(), body: primero });
      expect(res.status).toBe(201);
      expect(res.body.data.Rol).toBe('Administrador');
      expectSinSecretos(res);
      expect((await login(primero.NombreUsuario, primero.Contrasena)).body.usuario.Rol).toBe('Administrador');

      expect(
        (await app.request('POST', '/auth/registrar', { desde: otraDireccion(), body: datosRegistro({ Rol: 'Administrador' }) })).status,
      ).toBe(403);
      // Still only an administrator may create supervisors.
      expect((await app.request('POST', '/auth/registrar', { desde: otraDireccion(), body: datosRegistro({ Rol: 'Supervisor' }) })).status).toBe(
        403,
      );
    } finally {
      await app.db('usuarios').whereIn('usuario_id', activos).update({ active: true });
    }
  });

  it('makes exactly one Administrador out of two first registrations sent at once', async () => {
    const activos = await app.db('usuarios').where({ rol: 'Administrador', active: true }).pluck('usuario_id');
    await app.db('usuarios').whereIn('usuario_id', activos).update({ active: false });
    try {
      const intentos = [datosRegistro({ Rol: 'Administrador' }), datosRegistro({ Rol: 'Administrador' })];
      const respuestas = await Promise.all(intentos.map((body) => app.request('POST', '/auth/registrar', { body })));
      expect(respuestas.map((r) => r.status).sort()).toEqual([201, 403]);
      expect(respuestas.find((r) => r.status === 403)!.body.message).toBe('Solo un administrador puede registrar otro administrador');
      const nuevos = await app
        .db('usuarios')
        .whereIn(
          'nombre_usuario',
          intentos.map((d) => d.NombreUsuario),
        )
        .pluck('rol');
      expect(nuevos).toEqual(['Administrador']);
      await app
        .db('usuarios')
        .whereIn(
          'nombre_usuario',
          intentos.map((d) => d.NombreUsuario),
        )
        .update({ active: false });
    } finally {
      await app.db('usuarios').whereIn('usuario_id', activos).update({ active: true });
    }
  });
});
