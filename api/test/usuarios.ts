import { expect } from 'vitest';
import { pedidosDeAuth } from './auth.js';
import { appDelArchivo, sesionesDelArchivo, type TestResponse } from './harness.js';

// What the tests of /usuarios (api/src/usuarios/) share: a user's payload, its creation and its listing.

export const NO_ENCONTRADO = 'Usuario no encontrado';

let contador = 0;
/** A complete user payload; `marca` goes into the names so a test can list only its own users. */
export function datosUsuario(marca: string, extra: Record<string, unknown> = {}) {
  contador += 1;
  return {
    Nombre: `Nahuel ${marca}`,
    Apellido: 'Ibarra',
    Telefono: '+54 341 555-0199',
    Direccion: 'Bv. Oroño 1200, Rosario, Santa Fe',
    Email: `${marca}${contador}@carbonsur.com.ar`,
    NombreUsuario: `${marca}${contador}`,
    Contrasena: 'clave-segura',
    ...extra,
  };
}

export const nombresDe = (res: TestResponse) => (res.body as { NombreUsuario: string }[]).map((u) => u.NombreUsuario);

/** The app and sessions of a /usuarios test file, made in its beforeAll, with the requests the tests send. */
export function usuariosDePrueba() {
  const app = appDelArchivo();
  const { tokens, usuarioId } = sesionesDelArchivo(app);

  async function crear(marca: string, extra: Record<string, unknown> = {}) {
    const body = datosUsuario(marca, extra);
    const res = await app.request('POST', '/usuarios', { token: tokens.admin, body });
    expect(res.status).toBe(201);
    return { ...body, ...res.body.data, Contrasena: body.Contrasena } as ReturnType<typeof datosUsuario> & { UsuarioID: number };
  }

  const listar = (query: string) => app.request('GET', `/usuarios?${query}`, { token: tokens.admin });

  return { app, tokens, usuarioId, login: pedidosDeAuth(app).login, crear, listar };
}
