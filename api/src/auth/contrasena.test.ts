import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { unico } from '../../test/fixtures.js';

// PUT /auth/contrasena: a signed-in user changes their own password, giving the current one.

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login('admin');
});
afterAll(() => app.close());

/** A new Empleado with the given password, and a token of theirs. */
async function nuevoUsuario(contrasena: string) {
  const nombreUsuario = unico('clave');
  const res = await app.request('POST', '/usuarios', {
    token: admin,
    body: {
      Nombre: 'Clara',
      Apellido: 'Vega',
      Telefono: '+54 11 5555-0101',
      Direccion: 'Mitre 10',
      Email: `${nombreUsuario}@example.com`,
      NombreUsuario: nombreUsuario,
      Contrasena: contrasena,
      Rol: 'Empleado',
    },
  });
  expect(res.status).toBe(201);
  return { nombreUsuario, token: await app.login(nombreUsuario, contrasena) };
}

const cambiar = (token: string | undefined, body: unknown) => app.request('PUT', '/auth/contrasena', { token, body });
const ingresar = (nombreUsuario: string, contrasena: string) => app.request('POST', '/auth/login', { body: { nombreUsuario, contrasena } });

describe('PUT /auth/contrasena', () => {
  it('refuses a wrong current password with 400 on ContrasenaActual, and changes nothing', async () => {
    const { nombreUsuario, token } = await nuevoUsuario('primera1');
    const res = await cambiar(token, { ContrasenaActual: 'otra-cosa', ContrasenaNueva: 'segunda2' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'La contraseña actual no es correcta',
      errors: { ContrasenaActual: 'La contraseña actual no es correcta' },
    });
    expect((await app.request('GET', '/auth/usuario-actual', { token })).status).toBe(200);
    expect((await ingresar(nombreUsuario, 'primera1')).status).toBe(200);
  });

  it('changes it, revokes the old token and answers a new one that works', async () => {
    const { nombreUsuario, token } = await nuevoUsuario('primera1');
    const res = await cambiar(token, { ContrasenaActual: 'primera1', ContrasenaNueva: 'segunda2' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Contraseña actualizada' });
    expect(res.body.token).toEqual(expect.any(String));
    expect((await app.request('GET', '/auth/usuario-actual', { token })).status).toBe(401);
    const actual = await app.request('GET', '/auth/usuario-actual', { token: res.body.token });
    expect(actual.status).toBe(200);
    expect(actual.body.NombreUsuario).toBe(nombreUsuario);
    expect((await ingresar(nombreUsuario, 'segunda2')).status).toBe(200);
    expect((await ingresar(nombreUsuario, 'primera1')).status).toBe(401);
  });

  it('validates the body with the password rules', async () => {
    const { token } = await nuevoUsuario('primera1');
    const vacio = await cambiar(token, {});
    expect(vacio.status).toBe(400);
    expect(vacio.body.errors).toEqual({ ContrasenaActual: 'Contraseña requerida', ContrasenaNueva: 'Contraseña requerida' });
    const corta = await cambiar(token, { ContrasenaActual: 'primera1', ContrasenaNueva: '12345' });
    expect(corta.status).toBe(400);
    expect(corta.body.errors).toEqual({ ContrasenaNueva: 'Mínimo 6 caracteres' });
  });

  it('slows wrong current passwords of an account as sign-ins are slowed, and a success starts counting again', async () => {
    const { token } = await nuevoUsuario('primera1');
    const ahora = new Date();
    app.setNow(ahora);
    try {
      for (let i = 0; i < 3; i++) expect((await cambiar(token, { ContrasenaActual: `mala${i}`, ContrasenaNueva: 'segunda2' })).status).toBe(400);
      // Even the right one waits, so a stolen token cannot keep guessing.
      const demorado = await cambiar(token, { ContrasenaActual: 'primera1', ContrasenaNueva: 'segunda2' });
      expect(demorado.status).toBe(429);
      expect(demorado.body.message).toBe('Demasiados intentos fallidos. Intente nuevamente en 1 segundo');
      expect(demorado.headers.get('retry-after')).toBe('1');

      app.setNow(new Date(ahora.getTime() + 1500));
      const hecho = await cambiar(token, { ContrasenaActual: 'primera1', ContrasenaNueva: 'segunda2' });
      expect(hecho.status).toBe(200);
      for (let i = 0; i < 3; i++) {
        expect((await cambiar(hecho.body.token, { ContrasenaActual: `mala${i}`, ContrasenaNueva: 'tercera3' })).status).toBe(400);
      }
    } finally {
      app.setNow(undefined);
    }
  });

  it('refuses a common new password on ContrasenaNueva, without counting it as a wrong current one', async () => {
    const { token } = await nuevoUsuario('primera1');
    for (const ContrasenaNueva of ['password', 'Password1', 'qwerty123', '1234567890']) {
      const res = await cambiar(token, { ContrasenaActual: 'primera1', ContrasenaNueva });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Esa contraseña es demasiado común: elija otra',
        errors: { ContrasenaNueva: 'Esa contraseña es demasiado común: elija otra' },
      });
    }
    expect((await cambiar(token, { ContrasenaActual: 'primera1', ContrasenaNueva: 'segunda2' })).status).toBe(200);
  });

  it('requires a session', async () => {
    const res = await cambiar(undefined, { ContrasenaActual: 'primera1', ContrasenaNueva: 'segunda2' });
    expect(res.status).toBe(401);
  });
});
