import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp, TestResponse } from '../../test/harness.js';
import { CONTRASENAS_DEMO } from '../../../seeds/01_usuarios.js';
import { CREDENCIALES_INVALIDAS, datosRegistro, expectError, expectSinSecretos, otraDireccion, accesoDePrueba } from '../../test/auth.js';

// How failed sign-ins and registrations are slowed, per account and per address, and clearing an account's failures.

const { app, tokens, login, registrar } = accesoDePrueba();

const esperar = (segundos: number) =>
  `Demasiados intentos fallidos. Intente nuevamente en ${segundos === 1 ? '1 segundo' : `${segundos} segundos`}`;

/** 429 with the Spanish wait and the same seconds in Retry-After. */
function expectEspera(res: TestResponse, segundos: number, mensaje = esperar(segundos)) {
  expectError(res, 429, mensaje);
  expect(res.headers.get('retry-after')).toBe(String(segundos));
}

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
    expectError(await app.request('DELETE', '/usuarios/999999/intentos', { token: tokens.admin }), 404, 'Usuario no encontrado');
    expect((await login(usuario.NombreUsuario, usuario.Contrasena, desde)).status).toBe(429);

    const res = await app.request('DELETE', ruta, { token: tokens.admin });
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
