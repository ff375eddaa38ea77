import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUENTA_EN_ESPERA, REGISTRO_CERRADO, REGISTRO_EN_ESPERA } from '#dominio/usuarios';
import { startTestApp, type TestApp, type TestResponse } from '../../test/harness.js';
import { filasDeAuditoria, idDeUsuario, unico } from '../../test/fixtures.js';
import { CONTRASENAS_DEMO } from '../../../seeds/01_usuarios.js';

// REGISTRO=aprobacion|cerrado and production's rule on anonymous administrators (README, Configuración).
// The spec's open registration (REGISTRO=abierto, the default outside production) is registroAbierto.test.ts.

const CREDENCIALES_INVALIDAS = 'Usuario o contraseña incorrectos';
const NO_PENDIENTE = 'El usuario no está pendiente de aprobación';

let direcciones = 0;
/** Behind TRUST_PROXY each registration comes from its own address, so the registration limit stays out of the way. */
const otraDireccion = () => `10.1.${Math.floor(++direcciones / 250)}.${(direcciones % 250) + 1}`;

function datosRegistro(extra: Record<string, unknown> = {}) {
  const nombre = unico('espera');
  return {
    Nombre: 'Tomás',
    Apellido: 'Acosta',
    Telefono: '+54 11 5555-0202',
    Direccion: 'Av. Corrientes 1200, CABA',
    Email: `${nombre}@carbonsur.com.ar`,
    NombreUsuario: nombre,
    Contrasena: 'espera123',
    ...extra,
  };
}

function expectError(res: TestResponse, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, message, error: message });
}

const iniciar = (env: NodeJS.ProcessEnv) => startTestApp({ env: { TRUST_PROXY: '1', ...env } });
const registrar = (app: TestApp, body: Record<string, unknown>, token?: string) =>
  app.request('POST', '/auth/registrar', { body, token, desde: otraDireccion() });
const login = (app: TestApp, nombreUsuario: string, contrasena: string) =>
  app.request('POST', '/auth/login', { body: { nombreUsuario, contrasena }, desde: otraDireccion() });

describe('REGISTRO=aprobacion', () => {
  let app: TestApp;
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    app = await iniciar({ REGISTRO: 'aprobacion' });
    admin = await app.login('admin');
    adminId = await idDeUsuario(app, 'admin');
  });
  afterAll(() => app.close());

  /** A registration that waits: 201 with the waiting message and an inactive Empleado. */
  async function registrarPendiente() {
    const body = datosRegistro();
    const res = await registrar(app, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: REGISTRO_EN_ESPERA,
      data: { NombreUsuario: body.NombreUsuario, Rol: 'Empleado', Active: false },
    });
    return { ...body, UsuarioID: res.body.data.UsuarioID as number, Version: res.body.data.Version as number };
  }

  const pendientes = async () => {
    const res = await app.request('GET', '/usuarios?pendientes=true&page=1&limit=100', { token: admin });
    expect(res.status).toBe(200);
    return { ids: (res.body as { UsuarioID: number }[]).map((u) => u.UsuarioID), total: Number(res.headers.get('x-total-count')) };
  };

  it('creates the account inactive and waiting; only its right password learns so', async () => {
    const u = await registrarPendiente();
    expectError(await login(app, u.NombreUsuario, u.Contrasena), 403, CUENTA_EN_ESPERA);
    expectError(await login(app, u.Email, u.Contrasena), 403, CUENTA_EN_ESPERA);
    expectError(await login(app, u.NombreUsuario, 'otra-clave'), 401, CREDENCIALES_INVALIDAS);
    const { ids, total } = await pendientes();
    expect(ids).toContain(u.UsuarioID);
    expect(total).toBe(ids.length);
  });

  it('an administrator approves it: it signs in as Empleado, leaves the pending list, and the trail has one row', async () => {
    const u = await registrarPendiente();
    const ruta = `/usuarios/${u.UsuarioID}/aprobar`;
    for (const rol of ['empleado', 'supervisor']) expect((await app.request('PUT', ruta, { token: await app.login(rol) })).status).toBe(403);
    expect((await app.request('PUT', ruta)).status).toBe(401);

    const res = await app.request('PUT', ruta, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Registro aprobado: el usuario ya puede ingresar',
      // An edit of the account like any other: a form opened before it is refused (409) instead of undoing it.
      data: { Active: true, Rol: 'Empleado', Version: u.Version + 1 },
    });
    const sesion = await login(app, u.NombreUsuario, u.Contrasena);
    expect(sesion.status).toBe(200);
    expect(sesion.body.usuario.Rol).toBe('Empleado');
    expect((await pendientes()).ids).not.toContain(u.UsuarioID);

    expectError(await app.request('PUT', ruta, { token: admin }), 409, NO_PENDIENTE);
    expectError(await app.request('PUT', `/usuarios/${u.UsuarioID}/rechazar`, { token: admin }), 409, NO_PENDIENTE);
    expectError(await app.request('PUT', '/usuarios/999999/aprobar', { token: admin }), 404, 'Usuario no encontrado');

    const filas = await filasDeAuditoria(app, 'usuarios', u.UsuarioID);
    expect(filas.map(({ accion, usuarioId, cambios }) => ({ accion, usuarioId, cambios }))).toEqual([
      { accion: 'crear', usuarioId: u.UsuarioID, cambios: expect.arrayContaining([{ Campo: 'Active', Antes: null, Despues: false }]) },
      { accion: 'aprobar', usuarioId: adminId, cambios: [{ Campo: 'Active', Antes: false, Despues: true }] },
    ]);
  });

  it('an administrator rejects it: it stays inactive (kept, not deleted), its password gets the usual 401, and the trail has one row', async () => {
    const u = await registrarPendiente();
    const res = await app.request('PUT', `/usuarios/${u.UsuarioID}/rechazar`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Registro rechazado', data: { Active: false } });
    expectError(await login(app, u.NombreUsuario, u.Contrasena), 401, CREDENCIALES_INVALIDAS);
    expect((await pendientes()).ids).not.toContain(u.UsuarioID);
    expect(await app.db('usuarios').where({ usuario_id: u.UsuarioID }).first('estado_registro')).toEqual({ estado_registro: 'rechazado' });
    expectError(await app.request('PUT', `/usuarios/${u.UsuarioID}/aprobar`, { token: admin }), 409, NO_PENDIENTE);

    const filas = await filasDeAuditoria(app, 'usuarios', u.UsuarioID);
    expect(filas.slice(1).map(({ accion, usuarioId, cambios }) => ({ accion, usuarioId, cambios }))).toEqual([
      { accion: 'rechazar', usuarioId: adminId, cambios: [] },
    ]);
  });

  it('a decision over an older version of the account (its role edited since) is 409 with the account, which keeps waiting', async () => {
    const u = await registrarPendiente();
    expect((await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: admin, body: { Rol: 'Supervisor' } })).status).toBe(200);
    for (const decision of ['aprobar', 'rechazar']) {
      const res = await app.request('PUT', `/usuarios/${u.UsuarioID}/${decision}`, { token: admin, headers: { 'If-Match': `"${u.Version}"` } });
      expectError(res, 409, 'Otra persona modificó este registro mientras usted lo editaba');
      expect(res.body.data).toMatchObject({ UsuarioID: u.UsuarioID, Rol: 'Supervisor', Active: false, Version: u.Version + 1 });
    }
    expect((await pendientes()).ids).toContain(u.UsuarioID);
    const res = await app.request('PUT', `/usuarios/${u.UsuarioID}/aprobar`, { token: admin, headers: { 'If-Match': `"${u.Version + 1}"` } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ Active: true, Rol: 'Supervisor' });
  });

  it('activating a waiting account in the user form approves it too', async () => {
    const u = await registrarPendiente();
    expect((await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: admin, body: { Active: true } })).status).toBe(200);
    expect((await login(app, u.NombreUsuario, u.Contrasena)).status).toBe(200);
    expect((await pendientes()).ids).not.toContain(u.UsuarioID);
  });

  it("an administrator's token registers an active account, of any role", async () => {
    const body = datosRegistro({ Rol: 'Supervisor' });
    const res = await registrar(app, body, admin);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Usuario registrado correctamente', data: { Active: true, Rol: 'Supervisor' } });
    expect((await login(app, body.NombreUsuario, body.Contrasena)).status).toBe(200);
  });

  it('outside production the first administrator of a database without one starts active: nobody else could approve it', async () => {
    const activos = await app.db('usuarios').where({ rol: 'Administrador', active: true }).pluck('usuario_id');
    await app.db('usuarios').whereIn('usuario_id', activos).update({ active: false });
    try {
      const body = datosRegistro({ Rol: 'Administrador' });
      const res = await registrar(app, body);
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ Rol: 'Administrador', Active: true });
      expect((await login(app, body.NombreUsuario, body.Contrasena)).status).toBe(200);
      await app.db('usuarios').where({ usuario_id: res.body.data.UsuarioID }).update({ active: false });
    } finally {
      await app.db('usuarios').whereIn('usuario_id', activos).update({ active: true });
    }
  });
});

describe('REGISTRO=cerrado', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await iniciar({ REGISTRO: 'cerrado' });
  });
  afterAll(() => app.close());

  it('refuses every anonymous or non-administrator registration with 403 and creates nothing', async () => {
    const body = datosRegistro();
    expectError(await registrar(app, body), 403, REGISTRO_CERRADO);
    expectError(await registrar(app, body, await app.login('supervisor')), 403, REGISTRO_CERRADO);
    expect(await app.db('usuarios').where({ nombre_usuario: body.NombreUsuario }).first()).toBeUndefined();
  });

  it("still lets an administrator's token create an account", async () => {
    const body = datosRegistro();
    const res = await registrar(app, body, await app.login('admin'));
    expect(res.status).toBe(201);
    expect(res.body.data.Active).toBe(true);
  });
});

describe('NODE_ENV=production', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Production's REQUIERE_2FA=administradores would stop the admin's sign-in at its second factor (segundoFactor.test.ts).
    app = await iniciar({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48), REQUIERE_2FA: 'nadie' });
  });
  afterAll(() => app.close());

  it('waits for approval by default', async () => {
    const res = await registrar(app, datosRegistro());
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(REGISTRO_EN_ESPERA);
  });

  it('never lets an anonymous request create an Administrador, even with no active one', async () => {
    const activos = await app.db('usuarios').where({ rol: 'Administrador', active: true }).pluck('usuario_id');
    await app.db('usuarios').whereIn('usuario_id', activos).update({ active: false });
    try {
      const body = datosRegistro({ Rol: 'Administrador' });
      expectError(await registrar(app, body), 403, 'Solo un administrador puede registrar otro administrador');
      expect(await app.db('usuarios').where({ nombre_usuario: body.NombreUsuario }).first()).toBeUndefined();
    } finally {
      await app.db('usuarios').whereIn('usuario_id', activos).update({ active: true });
    }
    const token = await app.login('admin', CONTRASENAS_DEMO.admin);
    expect((await registrar(app, datosRegistro({ Rol: 'Administrador' }), token)).status).toBe(201);
  });
});
