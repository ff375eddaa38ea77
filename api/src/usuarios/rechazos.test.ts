import { afterAll, beforeAll, describe, it } from 'vitest';
import { type Formulario, RECHAZOS } from '../../../pruebas-compartidas/rechazos/usuarios.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { comprobarRechazo, type Peticion } from '../../test/rechazos.js';

// The API half of the users table.

let app: TestApp;
let admin: string;
let empleadoId: number;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login('admin');
  empleadoId = (await app.request('GET', '/usuarios?q=empleado@carbonsur.com.ar', { token: admin })).body[0].UsuarioID;
});
afterAll(() => app.close());

const PETICIONES: Record<Formulario, () => Peticion> = {
  registro: () => ['POST', '/auth/registrar'],
  usuarioNuevo: () => ['POST', '/usuarios', admin],
  usuarioEditado: () => ['PUT', `/usuarios/${empleadoId}`, admin],
  ingreso: () => ['POST', '/auth/login'],
  // Every case fails validation, so the administrator's password never changes.
  cambioContrasena: () => ['PUT', '/auth/contrasena', admin],
};

describe('the API refuses what the admin refuses, with the same messages', () => {
  it.each(RECHAZOS)('$formulario: $caso', (rechazo) => comprobarRechazo(app, PETICIONES[rechazo.formulario](), rechazo));
});
