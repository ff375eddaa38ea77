import { afterAll, describe, expect, it } from 'vitest';
import { ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import { startTestApp, type TestApp } from '../../test/harness.js';

describe('GET /api/configuracion', () => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((app) => app.close())));

  it('hands the admin the business time zone and the registration mode, without a token', async () => {
    const app = await startTestApp({ seed: false });
    apps.push(app);
    const res = await app.request('GET', '/configuracion');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { ZonaNegocio: ZONA_NEGOCIO_POR_DEFECTO, Registro: 'abierto', RecuperarContrasena: true } });
  });

  it('follows REGISTRO', async () => {
    const app = await startTestApp({ seed: false, env: { REGISTRO: 'cerrado' } });
    apps.push(app);
    expect((await app.request('GET', '/configuracion')).body.data.Registro).toBe('cerrado');
  });

  it('follows TZ_NEGOCIO', async () => {
    const app = await startTestApp({ seed: false, env: { TZ_NEGOCIO: 'America/Montevideo' } });
    apps.push(app);
    const res = await app.request('GET', '/configuracion');
    expect(res.body.data.ZonaNegocio).toBe('America/Montevideo');
  });
});
