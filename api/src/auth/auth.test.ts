import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /auth/login', () => {
  it('answers the token and the user without its password', async () => {
    const res = await app.request('POST', '/auth/login', { body: { nombreUsuario: 'admin', contrasena: 'admin123' } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.usuario).toMatchObject({ NombreUsuario: 'admin', Rol: 'Administrador' });
    expect(JSON.stringify(res.body)).not.toMatch(/contrasena/i);
  });
});
