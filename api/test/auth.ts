import { afterEach, expect } from 'vitest';
import { appDelArchivo, sesionesDelArchivo, type TestApp, type TestResponse } from './harness.js';

// What the sign-in, registration and session tests of api/src/auth/ share (api/src/usuarios/ uses the checks too).

export const CREDENCIALES_INVALIDAS = 'Usuario o contraseña incorrectos';

let direcciones = 0;
/** A client address no other request has used, so the per-address limits of one test do not reach another. */
export function otraDireccion() {
  direcciones += 1;
  return `10.0.${Math.floor(direcciones / 250)}.${(direcciones % 250) + 1}`;
}

let contador = 0;
/** A complete registration payload with a user name and e-mail no other test uses. */
export function datosRegistro(extra: Record<string, unknown> = {}) {
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
export function expectSinSecretos(res: TestResponse) {
  expect(JSON.stringify(res.body)).not.toMatch(/"Contrasena"|contrasena_hash|\$2[aby]\$/);
}

export function expectError(res: TestResponse, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, message, error: message });
}

/** The auth requests the tests send to `app`. */
export function pedidosDeAuth(app: TestApp) {
  const login = (nombreUsuario: unknown, contrasena: unknown, desde?: string) =>
    app.request('POST', '/auth/login', { body: { nombreUsuario, contrasena }, desde });

  async function registrar(extra: Record<string, unknown> = {}) {
    const body = datosRegistro(extra);
    const res = await app.request('POST', '/auth/registrar', { desde: otraDireccion(), body });
    expect(res.status).toBe(201);
    return { ...body, UsuarioID: res.body.data.UsuarioID as number };
  }

  const usuarioActual = (token: string) => app.request('GET', '/auth/usuario-actual', { token });

  return { login, registrar, usuarioActual };
}

/**
 * The app and sessions of an auth test file, made in its beforeAll: behind one proxy, so each test can sign in from the
 * client address it names, and back on the real clock after each test; with the requests the tests send.
 */
export function accesoDePrueba() {
  const app = appDelArchivo({ env: { TRUST_PROXY: '1' } });
  const { tokens } = sesionesDelArchivo(app);
  afterEach(() => app.setNow(undefined));
  return { app, tokens, ...pedidosDeAuth(app) };
}
