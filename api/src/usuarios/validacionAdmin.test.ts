import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { validarIngreso, validarRegistro, validarUsuarioEditado, validarUsuarioNuevo } from '../../../admin/src/usuarios/validaciones';

// The admin's forms and the API must refuse the same inputs with the same words: each bad input
// goes through the form's validator and through HTTP, and the per-field messages must match.

let app: TestApp;
let token: string;
let empleadoId: number;

beforeAll(async () => {
  app = await startTestApp();
  token = await app.login('admin');
  empleadoId = (await app.request('GET', '/usuarios?q=empleado@carbonsur.com.ar', { token })).body[0].UsuarioID;
});
afterAll(() => app.close());

const valido = {
  Nombre: 'Ana',
  Apellido: 'Paz',
  Telefono: '+54 11 5555-0000',
  Direccion: 'Belgrano 100',
  Email: 'ana.paz@example.com',
  NombreUsuario: 'apaz',
  Contrasena: 'secreta',
  Rol: 'Empleado',
};

const datosInvalidos: [string, Record<string, unknown>][] = [
  ['every field missing', {}],
  ['blank and null fields', { ...valido, Nombre: '   ', Apellido: null, Telefono: '', Direccion: ' ', NombreUsuario: '' }],
  ['a bad e-mail', { ...valido, Email: 'ana.paz@' }],
  ['a short password', { ...valido, Contrasena: '12345' }],
  ['a missing password', { ...valido, Contrasena: undefined }],
  ['an unknown role', { ...valido, Rol: 'Jefe' }],
  ['too long a user name', { ...valido, NombreUsuario: 'n'.repeat(51) }],
  ['fields of the wrong type', { ...valido, Nombre: 42, Email: ['a@b.com'], Contrasena: 123456 }],
];

async function rechazoDeLaApi(method: string, path: string, body: unknown, conToken = true) {
  const res = await app.request(method, path, { body, token: conToken ? token : undefined });
  expect(res.status).toBe(400);
  return res.body.errors;
}

describe('the admin refuses what the API refuses, with the same messages', () => {
  it.each(datosInvalidos)('registration: %s', async (_, datos) => {
    const admin = validarRegistro(datos);
    expect(Object.keys(admin).length).toBeGreaterThan(0);
    expect(await rechazoDeLaApi('POST', '/auth/registrar', datos, false)).toEqual(admin);
  });

  it.each([...datosInvalidos, ['an Active that is not a boolean', { ...valido, Active: 'si' }]] as [string, Record<string, unknown>][])(
    'new user: %s',
    async (_, datos) => {
      const admin = validarUsuarioNuevo(datos);
      expect(Object.keys(admin).length).toBeGreaterThan(0);
      expect(await rechazoDeLaApi('POST', '/usuarios', datos)).toEqual(admin);
    },
  );

  it.each([
    ['a short new password', { Contrasena: '123' }],
    ['a cleared name and e-mail', { Nombre: '', Email: null }],
    ['a bad e-mail and an unknown role', { Email: 'x', Rol: '' }],
    ['the whole form with errors', { ...valido, Apellido: ' ', Contrasena: '1', Active: 'no' }],
  ] as [string, Record<string, unknown>][])('user edit: %s', async (_, datos) => {
    const admin = validarUsuarioEditado(datos);
    expect(Object.keys(admin).length).toBeGreaterThan(0);
    expect(await rechazoDeLaApi('PUT', `/usuarios/${empleadoId}`, datos)).toEqual(admin);
  });

  it.each([
    ['both fields missing', {}],
    ['blank fields', { nombreUsuario: '  ', contrasena: '' }],
    ['too long a name', { nombreUsuario: 'n'.repeat(151), contrasena: 'x' }],
  ] as [string, Record<string, unknown>][])('login: %s', async (_, datos) => {
    const admin = validarIngreso(datos);
    expect(Object.keys(admin).length).toBeGreaterThan(0);
    expect(await rechazoDeLaApi('POST', '/auth/login', datos, false)).toEqual(admin);
  });

  it('both accept what is valid (a blank password on edit keeps the current one)', () => {
    expect(validarRegistro(valido)).toEqual({});
    expect(validarUsuarioNuevo(valido)).toEqual({});
    expect(validarUsuarioEditado({ ...valido, Contrasena: '' })).toEqual({});
    expect(validarIngreso({ nombreUsuario: 'admin', contrasena: 'x' })).toEqual({});
  });
});
