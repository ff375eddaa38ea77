import bcrypt from 'bcrypt';
import jwt from 'jsonwebtoken';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../../test/harness.js';
import { CONTRASENAS_DEMO } from '../../../seeds/01_usuarios.js';

let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  // Behind one proxy, so each test can sign in from the client address it names.
  app = await startTestApp({ env: { TRUST_PROXY: '1' } });
  adminToken = await app.login('admin');
});
afterEach(() => app.setNow(undefined));
afterAll(() => app.close());

const CREDENCIALES_INVALIDAS = 'Usuario o contraseña incorrectos';
const YA_REGISTRADO = 'El nombre de usuario o el email ya están registrados';
const esperar = (segundos: number) =>
  `Demasiados intentos fallidos. Intente nuevamente en ${segundos === 1 ? '1 segundo' : `${segundos} segundos`}`;

let direcciones = 0;
/** A client address no other request has used, so the per-address limits of one test do not reach another. */
function otraDireccion() {
  direcciones += 1;
  return `10.0.${Math.floor(direcciones / 250)}.${(direcciones % 250) + 1}`;
}

let contador = 0;
/** A complete registration payload with a user name and e-mail no other test uses. */
function datosRegistro(extra: Record<string, unknown> = {}) {
  contador += 1;
  return {
    Nombre: 'Carla',
    Apellido: 'Benítez',
    Telefono: '+54 11 5555-0101',
    Direccion: 'Av. Rivadavia 5000, CABA',
    Email: `carla${contador}@carbonsur.com.ar`,
    NombreUsuario: `cbenitez${contador}`,
    Contrasena: 'secreto123',
    ...extra,
  };
}

/** Neither the password nor its hash ever leaves the server. */
function expectSinSecretos(res: TestResponse) {
  expect(JSON.stringify(res.body)).not.toMatch(/"Contrasena"|contrasena_hash|\$2[aby]\$/);
}

function expectError(res: TestResponse, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, message, error: message });
}

/** 429 with the Spanish wait and the same seconds in Retry-After. */
function expectEspera(res: TestResponse, segundos: number, mensaje = esperar(segundos)) {
  expectError(res, 429, mensaje);
  expect(res.headers.get('retry-after')).toBe(String(segundos));
}

const login = (nombreUsuario: unknown, contrasena: unknown, desde?: string) =>
  app.request('POST', '/auth/login', { body: { nombreUsuario, contrasena }, desde });

async function registrar(extra: Record<string, unknown> = {}) {
  const body = datosRegistro(extra);
  const res = await app.request('POST', '/auth/registrar', { desde: otraDireccion(), body });
  expect(res.status).toBe(201);
  return { ...body, UsuarioID: res.body.data.UsuarioID as number };
}

const usuarioActual = (token: string) => app.request('GET', '/auth/usuario-actual', { token });

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

describe('login throttling', () => {
  // The clock stands still unless a test moves it: a 1-second wait must not run out on a slow machine
  // between the attempt that sets it and the one that reads it.
  beforeEach(() => app.setNow(new Date()));

  /** Fails `veces` times from `desde`, each once the wait the previous failure set has passed. */
  async function fallar(nombre: string, desde: string, veces: number, desdeMs = Date.now()) {
    let ms = desdeMs;
    for (let i = 0; i < veces; i++) {
      app.setNow(new Date(ms));
      expectError(await login(nombre, 'incorrecta', desde), 401, CREDENCIALES_INVALIDAS);
      ms += 61_000;
    }
    return ms - 61_000;
  }

  it('five failures from one address never refuse the right password from another; from that one it waits, then gets in', async () => {
    const usuario = await registrar();
    const [a, b] = [otraDireccion(), otraDireccion()];
    const ultimo = await fallar(usuario.NombreUsuario, a, 5);

    expect((await login(usuario.NombreUsuario, usuario.Contrasena, b)).status).toBe(200);
    // The fifth failure makes the pair wait 4 s (1 s after the third, doubled each time).
    expectEspera(await login(usuario.NombreUsuario, usuario.Contrasena, a), 4);
    app.setNow(new Date(ultimo + 3_500));
    expectEspera(await login(usuario.NombreUsuario, usuario.Contrasena, a), 1);
    app.setNow(new Date(ultimo + 4_000));
    expect((await login(usuario.NombreUsuario, usuario.Contrasena, a)).status).toBe(200);
    // The success reset the pair: two failures pass again without waiting.
    for (let i = 0; i < 2; i++) expectError(await login(usuario.NombreUsuario, 'incorrecta', a), 401, CREDENCIALES_INVALIDAS);
  });

  it('slows one account from one address after 3 failures, in any case and by e-mail, and leaves other names alone', async () => {
    const usuario = await registrar();
    const otro = await registrar();
    const desde = otraDireccion();
    for (let i = 0; i < 3; i++) expectError(await login(usuario.NombreUsuario, 'incorrecta', desde), 401, CREDENCIALES_INVALIDAS);

    expectEspera(await login(usuario.NombreUsuario, usuario.Contrasena, desde), 1);
    expectEspera(await login(usuario.NombreUsuario.toUpperCase(), usuario.Contrasena, desde), 1);
    // The same account typed as its e-mail is the same account.
    expectEspera(await login(usuario.Email, usuario.Contrasena, desde), 1);
    expect((await login(otro.NombreUsuario, otro.Contrasena, desde)).status).toBe(200);
    expect((await login('admin', CONTRASENAS_DEMO.admin, desde)).status).toBe(200);
  });

  it('counts failures typed as the e-mail and as the user name together', async () => {
    const usuario = await registrar();
    const desde = otraDireccion();
    for (let i = 0; i < 3; i++) {
      const nombre = i % 2 === 0 ? usuario.Email.toUpperCase() : usuario.NombreUsuario;
      expectError(await login(nombre, 'incorrecta', desde), 401, CREDENCIALES_INVALIDAS);
    }
    expectEspera(await login(usuario.NombreUsuario, usuario.Contrasena, desde), 1);
  });

  it('doubles the wait with every failure, up to 60 seconds, and lets the right password in once it has passed', async () => {
    const usuario = await registrar();
    const desde = otraDireccion();
    let ms = Date.now();
    app.setNow(new Date(ms));
    for (let i = 0; i < 3; i++) await login(usuario.NombreUsuario, 'incorrecta', desde);
    for (const segundos of [1, 2, 4, 8, 16, 32, 60, 60]) {
      expectEspera(await login(usuario.NombreUsuario, usuario.Contrasena, desde), segundos);
      ms += segundos * 1000;
      app.setNow(new Date(ms));
      expectError(await login(usuario.NombreUsuario, 'incorrecta', desde), 401, CREDENCIALES_INVALIDAS);
    }
    app.setNow(new Date(ms + 60_000));
    expect((await login(usuario.NombreUsuario, usuario.Contrasena, desde)).status).toBe(200);
  });

  it('starts counting again after a successful login', async () => {
    const usuario = await registrar();
    const desde = otraDireccion();
    for (let i = 0; i < 2; i++) await login(usuario.NombreUsuario, 'incorrecta', desde);
    expect((await login(usuario.NombreUsuario, usuario.Contrasena, desde)).status).toBe(200);
    for (let i = 0; i < 2; i++) expectError(await login(usuario.NombreUsuario, 'incorrecta', desde), 401, CREDENCIALES_INVALIDAS);
    expect((await login(usuario.NombreUsuario, usuario.Contrasena, desde)).status).toBe(200);
  });

  it('slows unknown names too, so the answer does not reveal which names exist', async () => {
    const desde = otraDireccion();
    for (let i = 0; i < 3; i++) expectError(await login('fantasma', 'incorrecta', desde), 401, CREDENCIALES_INVALIDAS);
    expectEspera(await login('fantasma', 'incorrecta', desde), 1);
    expectError(await login('fantasma', 'incorrecta', otraDireccion()), 401, CREDENCIALES_INVALIDAS);
  });

  it('cannot be outrun by sending the attempts in parallel', async () => {
    const usuario = await registrar();
    const desde = otraDireccion();
    const results = await Promise.all(Array.from({ length: 8 }, () => login(usuario.NombreUsuario, 'incorrecta', desde)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('slows an address guessing across many accounts after 20 failures, whatever the names', async () => {
    const [desde, otra] = [otraDireccion(), otraDireccion()];
    for (let i = 0; i < 20; i++) expectError(await login(`nadie${i}`, 'incorrecta', desde), 401, CREDENCIALES_INVALIDAS);
    expectEspera(await login('nadie-mas', 'incorrecta', desde), 1);
    expectEspera(await login('admin', CONTRASENAS_DEMO.admin, desde), 1);
    expect((await login('admin', CONTRASENAS_DEMO.admin, otra)).status).toBe(200);
    app.setNow(new Date(Date.now() + 1000));
    expect((await login('admin', CONTRASENAS_DEMO.admin, desde)).status).toBe(200);
  });

  it('takes the client address from X-Forwarded-For only when TRUST_PROXY says a proxy is in front', async () => {
    const usuario = await registrar();
    const sinProxy = await app.secondInstance({ trustProxy: 0 });
    try {
      // Each attempt claims another address, but all come from the same socket address.
      for (let i = 0; i < 3; i++) {
        const res = await sinProxy.request('POST', '/auth/login', {
          body: { nombreUsuario: usuario.NombreUsuario, contrasena: 'x' },
          desde: otraDireccion(),
        });
        expect(res.status).toBe(401);
      }
      const res = await sinProxy.request('POST', '/auth/login', {
        body: { nombreUsuario: usuario.NombreUsuario, contrasena: usuario.Contrasena },
        desde: otraDireccion(),
      });
      expectEspera(res, 1);
    } finally {
      await sinProxy.close();
    }
  });

  it('behind one proxy counts the address that proxy saw, not what the client wrote before it', async () => {
    const usuario = await registrar();
    const desde = otraDireccion();
    for (let i = 0; i < 3; i++) await login(usuario.NombreUsuario, 'incorrecta', `${otraDireccion()}, ${desde}`);
    expectEspera(await login(usuario.NombreUsuario, usuario.Contrasena, `${otraDireccion()}, ${desde}`), 1);
    expect((await login(usuario.NombreUsuario, usuario.Contrasena, `${desde}, ${otraDireccion()}`)).status).toBe(200);
  });

  it('is shared by every server on the database', async () => {
    const usuario = await registrar();
    const desde = otraDireccion();
    const otra = await app.secondInstance();
    try {
      const intento = (servidor: { request: TestApp['request'] }, contrasena: string) =>
        servidor.request('POST', '/auth/login', { body: { nombreUsuario: usuario.NombreUsuario, contrasena }, desde });
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => intento(i % 2 === 0 ? app : otra, 'incorrecta')));
      expect(results.map((r) => r.status).sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
      expectEspera(await intento(otra, usuario.Contrasena), 1);
      expectEspera(await intento(app, usuario.Contrasena), 1);
    } finally {
      await otra.close();
    }
  });
});

describe("clearing an account's failed sign-ins", () => {
  // Only the unlock may end the wait, not a slow machine (see 'login throttling').
  beforeEach(() => app.setNow(new Date()));

  it('lets its owner in at once; only an Administrador may, and the user must exist', async () => {
    const usuario = await registrar();
    const desde = otraDireccion();
    for (let i = 0; i < 3; i++) await login(usuario.NombreUsuario, 'incorrecta', desde);
    expect((await login(usuario.NombreUsuario, usuario.Contrasena, desde)).status).toBe(429);

    const ruta = `/usuarios/${usuario.UsuarioID}/intentos`;
    for (const rol of ['empleado', 'supervisor']) {
      expectError(await app.request('DELETE', ruta, { token: await app.login(rol) }), 403, 'No tiene permisos para realizar esta acción');
    }
    expect((await app.request('DELETE', ruta)).status).toBe(401);
    expectError(await app.request('DELETE', '/usuarios/999999/intentos', { token: adminToken }), 404, 'Usuario no encontrado');
    expect((await login(usuario.NombreUsuario, usuario.Contrasena, desde)).status).toBe(429);

    const res = await app.request('DELETE', ruta, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Intentos de ingreso reiniciados', data: { UsuarioID: usuario.UsuarioID } });
    expectSinSecretos(res);
    expect((await login(usuario.NombreUsuario, usuario.Contrasena, desde)).status).toBe(200);
  });
});

describe('registration throttling', () => {
  it('lets 10 registrations a quarter of an hour through from one address, then waits growing delays', async () => {
    const [desde, otra] = [otraDireccion(), otraDireccion()];
    const registro = (de: string) => app.request('POST', '/auth/registrar', { body: datosRegistro(), desde: de });
    const ahora = Date.now();
    app.setNow(new Date(ahora));
    for (let i = 0; i < 10; i++) expect((await registro(desde)).status).toBe(201);
    expectEspera(await registro(desde), 1, 'Demasiados registros. Intente nuevamente en 1 segundo');
    expect((await registro(otra)).status).toBe(201);
    app.setNow(new Date(ahora + 1000));
    expect((await registro(desde)).status).toBe(201);
    expectEspera(await registro(desde), 2, 'Demasiados registros. Intente nuevamente en 2 segundos');
    // A quarter of an hour without registering forgets the address.
    app.setNow(new Date(ahora + 16 * 60_000));
    expect((await registro(desde)).status).toBe(201);
  });
});

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
    expectError(await registro({ NombreUsuario: existente.NombreUsuario }, adminToken), 409, 'El nombre de usuario ya existe');
    expectError(await registro({ Email: existente.Email }, adminToken), 409, 'El email ya está registrado');
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
    for (const token of [await app.login('empleado'), await app.login('supervisor'), `${adminToken}x`]) {
      const res = await app.request('POST', '/auth/registrar', { desde: otraDireccion(), token, body: datosRegistro({ Rol: 'Administrador' }) });
      expect(res.status).toBe(403);
    }
  });

  it("is allowed with an administrator's token", async () => {
    for (const Rol of ['Administrador', 'Supervisor']) {
      const body = datosRegistro({ Rol });
      const res = await app.request('POST', '/auth/registrar', { desde: otraDireccion(), token: adminToken, body });
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
    const basic = await fetch(`${app.url}/api/auth/usuario-actual`, { headers: { Authorization: `Basic ${adminToken}` } });
    expect(basic.status).toBe(401);
    expect((await basic.json()).message).toBe('Token no proporcionado');
  });

  it("answers 401 'Token inválido' for a tampered, foreign or malformed token", async () => {
    const [header, payload, firma] = adminToken.split('.');
    const otraFirma = `${firma[0] === 'A' ? 'B' : 'A'}${firma.slice(1)}`;
    const elevado = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), Rol: 'Administrador', sub: '3' }),
    ).toString('base64url');
    const tokens = [
      `${header}.${payload}.${otraFirma}`,
      `${header}.${elevado}.${firma}`,
      jwt.sign({ Rol: 'Administrador' }, 'otro-secreto', { subject: '1', expiresIn: '1h' }),
      'no-es-un-jwt',
      `${header}.${payload}`,
    ];
    for (const token of tokens) expectError(await usuarioActual(token), 401, 'Token inválido');
  });

  it("answers 401 'Token inválido' for a token with alg none", async () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const ahora = Math.floor(Date.now() / 1000);
    const sinFirma = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '1', Rol: 'Administrador', iat: ahora, exp: ahora + 3600 })}.`;
    expectError(await usuarioActual(sinFirma), 401, 'Token inválido');
    expectError(await app.request('GET', '/usuarios', { token: sinFirma }), 401, 'Token inválido');
  });

  it("answers 401 'Token expirado' for an expired token", async () => {
    const { UsuarioID } = (await usuarioActual(adminToken)).body;
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

    const baja = await app.request('PUT', `/usuarios/${usuario.UsuarioID}`, { token: adminToken, body: { Active: false } });
    expect(baja.status).toBe(200);
    expect((await usuarioActual(token)).status).toBe(401);

    await app.request('PUT', `/usuarios/${usuario.UsuarioID}`, { token: adminToken, body: { Active: true } });
    expect((await usuarioActual(token)).status).toBe(401);
    const nuevo = (await login(usuario.NombreUsuario, usuario.Contrasena)).body.token;
    expect((await usuarioActual(nuevo)).status).toBe(200);
  });

  it('stops accepting tokens issued before a password change; a new login works', async () => {
    const usuario = await registrar();
    const token = (await login(usuario.NombreUsuario, usuario.Contrasena)).body.token;
    expect((await usuarioActual(token)).status).toBe(200);

    const cambio = await app.request('PUT', `/usuarios/${usuario.UsuarioID}`, {
      token: adminToken,
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

    await app.request('PUT', `/usuarios/${usuario.UsuarioID}`, { token: adminToken, body: { Telefono: '+54 11 4000-0000', Rol: 'Empleado' } });
    expect((await usuarioActual(token)).status).toBe(200);

    await app.request('PUT', `/usuarios/${usuario.UsuarioID}`, { token: adminToken, body: { Rol: 'Supervisor' } });
    expect((await usuarioActual(token)).status).toBe(401);
    const nuevo = await login(usuario.NombreUsuario, usuario.Contrasena);
    const actual = await usuarioActual(nuevo.body.token);
    expect(actual.status).toBe(200);
    expect(actual.body.Rol).toBe('Supervisor');
  });

  it('keeps the token valid whatever the business clock says', async () => {
    const usuario = await registrar();
    app.setNow(new Date(Date.now() + 24 * 3600 * 1000));
    await app.request('PUT', `/usuarios/${usuario.UsuarioID}`, { token: adminToken, body: { Contrasena: 'otra-clave' } });
    const token = (await login(usuario.NombreUsuario, 'otra-clave')).body.token;
    expect((await usuarioActual(token)).status).toBe(200);
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
