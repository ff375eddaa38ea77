import { expect } from 'vitest';
import type { TestApp, TestResponse } from './harness.js';

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

/** The auth requests the tests send, on the app `app` answers once the file's beforeAll has started it. */
export function pedidosDeAuth(app: () => TestApp) {
  const login = (nombreUsuario: unknown, contrasena: unknown, desde?: string) =>
    app().request('POST', '/auth/login', { body: { nombreUsuario, contrasena }, desde });

  async function registrar(extra: Record<string, unknown> = {}) {
    const body = datosRegistro(extra);
    const res = await app().request('POST', '/auth/registrar', { desde: otraDireccion(), body });
    expect(res.status).toBe(201);
    return { ...body, UsuarioID: res.body.data.UsuarioID as number };
  }

  const usuarioActual = (token: string) => app().request('GET', '/auth/usuario-actual', { token });

  return { login, registrar, usuarioActual };
}
