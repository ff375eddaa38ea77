import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaNegocio } from '#dominio/fechas';
import { startTestApp, type TestApp } from '../api/test/harness.js';
import { seed } from './06_hojas_de_ruta.js';

describe('demo route sheets (seeds/06_hojas_de_ruta)', () => {
  let app: TestApp;
  let chofer: string;
  beforeAll(async () => {
    app = await startTestApp();
    chofer = await app.login('chofer');
  });
  afterAll(() => app.close());

  // The newest first: the history's sheets (seeds/04_historia) come before.
  const hojas = async () => (await app.request('GET', '/hojas-de-ruta?sort=Fecha&order=desc', { token: chofer })).body.data;
  it("has yesterday's sheet closed, every stop delivered and signed, and today's planned for the driver", async () => {
    const [hoy, ayer, anterior] = await hojas();
    // Days as the seed counted them: the test database is seeded once per run, and a business midnight may fall
    // between that and this test (a CI run at 23:56 in Buenos Aires failed so).
    const { created_at: sembrada } = await app.db('hojas_de_ruta').where({ hoja_id: hoy.HojaID }).first('created_at');
    const dia = (diasAtras: number) => diaNegocio(new Date(sembrada.getTime() - diasAtras * 86_400_000), app.config.zonaNegocio);
    const yo = (await app.request('GET', '/auth/usuario-actual', { token: chofer })).body;
    expect(yo).toMatchObject({ NombreUsuario: 'chofer', Chofer: true });
    expect(ayer).toMatchObject({ Fecha: dia(1), Estado: 'Cerrada', ChoferID: yo.UsuarioID, CantidadParadas: 4 });
    // On the vehicle of the rounds before it.
    expect(ayer.VehiculoID).toBe(anterior.VehiculoID);
    expect(anterior.Fecha <= dia(89)).toBe(true);
    const cerrada = (await app.request('GET', `/hojas-de-ruta/${ayer.HojaID}`, { token: chofer })).body.data;
    expect(cerrada.Resumen).toMatchObject({ Entregadas: 4, SinResolver: 0, KgEntregados: cerrada.Kg });
    for (const p of cerrada.Paradas) expect(p).toMatchObject({ Resultado: 'entregado', TieneFirma: true, Pedido: { Estado: 'Completado' } });
    expect(hoy).toMatchObject({ Fecha: dia(0), Estado: 'Planificada', ChoferID: yo.UsuarioID });
    expect(hoy.CantidadParadas).toBeGreaterThan(0);
    expect(hoy.Kg).toBeGreaterThan(0);
    expect(hoy.Kg).toBeLessThanOrEqual(hoy.Vehiculo.CapacidadKg);
  });

  it('gives every product a weight, every vehicle a capacity, and leaves the 60 orders as they were', async () => {
    expect(await app.db('productos').where('peso_kg', '<=', 0)).toEqual([]);
    expect(await app.db('vehiculos').whereNull('capacidad_kg')).toEqual([]);
    const bolsa = await app.db('productos').where({ nombre: 'Carbón de quebracho 30 kg' }).first('peso_kg');
    expect(Number(bolsa.peso_kg)).toBe(30);
    // The year before is seeds/04_historia's.
    const recientes = app.db('pedidos').where('fecha_pedido', '>', new Date(Date.now() - 90 * 24 * 3600 * 1000));
    expect(Number((await recientes.count({ n: '*' }))[0].n)).toBe(60);
    expect(
      await app
        .db('pedidos')
        .where({ usuario_id: (await app.db('usuarios').where({ nombre_usuario: 'chofer' }).first('usuario_id')).usuario_id }),
    ).toEqual([]);
  });

  it('is loaded once', async () => {
    const antes = await hojas();
    await seed(app.db);
    expect(await hojas()).toEqual(antes);
  });
});
