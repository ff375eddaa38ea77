import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

// GET /api/inicio answers, in one request, what the first screen would otherwise ask in five: each part must be what
// its own route answers the same user, so the shortcut can never show what that route would not.
describe('GET /api/inicio', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** What the separate routes answer `token` (the dashboard's generation time aside: it is computed per read). */
  async function porSeparado(token: string) {
    const leer = async (ruta: string) => {
      const res = await app.request('GET', ruta, { token });
      expect(res.status, ruta).toBe(200);
      return res.body;
    };
    return {
      Configuracion: (await leer('/configuracion')).data,
      Usuario: await leer('/auth/usuario-actual'),
      Alertas: {
        Mantenimiento: (await leer('/vehiculos/alertas/mantenimiento')).data,
        Documentos: (await leer('/vehiculos/alertas/documentos')).data,
      },
      Dashboard: { ...(await leer('/dashboard')).data, generadoEn: expect.any(String) },
      MiRecorrido: (await leer('/hojas-de-ruta/mi-recorrido')).data,
    };
  }

  it("the dashboard's start: configuration, user, both alert lists and the figures, as each route answers them", async () => {
    const admin = await app.login('admin');
    const { MiRecorrido: _, ...esperado } = await porSeparado(admin);
    const res = await app.request('GET', '/inicio?pantalla=dashboard', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(esperado);
    expect(res.body.data.Usuario.NombreUsuario).toBe('admin');
    expect(res.body.data.Alertas.Mantenimiento.length + res.body.data.Alertas.Documentos.length).toBeGreaterThan(0);
  });

  it("the driver's start brings his sheet of today and no figures; any other screen, neither", async () => {
    const chofer = await app.login('chofer');
    const { Dashboard: _, ...esperado } = await porSeparado(chofer);
    const recorrido = await app.request('GET', '/inicio?pantalla=mi-recorrido', { token: chofer });
    expect(recorrido.body.data).toEqual(esperado);
    expect(recorrido.body.data.MiRecorrido.Paradas.length).toBeGreaterThan(0);
    const otra = await app.request('GET', '/inicio', { token: chofer });
    expect(otra.status).toBe(200);
    expect(Object.keys(otra.body.data).sort()).toEqual(['Alertas', 'Configuracion', 'Usuario']);
  });

  it("an Administrador's backup warning never reaches another role's figures", async () => {
    // Three days after backups came to exist and none made: the dashboard warns an Administrador ("nunca").
    app.setNow(new Date(Date.now() + 3 * 86_400_000));
    try {
      const [admin, empleado] = [await app.login('admin'), await app.login('empleado')];
      const delAdmin = await app.request('GET', '/inicio?pantalla=dashboard', { token: admin });
      expect(delAdmin.body.data.Dashboard.avisoRespaldo).toEqual({ Motivo: 'nunca', Dias: null });
      const delEmpleado = await app.request('GET', '/inicio?pantalla=dashboard', { token: empleado });
      expect(delEmpleado.status).toBe(200);
      expect(delEmpleado.body.data.Dashboard).not.toHaveProperty('avisoRespaldo');
      expect(delEmpleado.body.data.Usuario.Rol).toBe('Empleado');
    } finally {
      app.setNow(undefined);
    }
  });

  it('refuses no session (401) and an unknown screen (400, in Spanish)', async () => {
    expect((await app.request('GET', '/inicio?pantalla=dashboard')).status).toBe(401);
    const mala = await app.request('GET', '/inicio?pantalla=clientes', { token: await app.login('empleado') });
    expect(mala.status).toBe(400);
    expect(mala.body.errors).toEqual({ pantalla: 'La pantalla debe ser dashboard, mi-recorrido u otra' });
  });
});
