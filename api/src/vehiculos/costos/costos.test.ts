import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { crearVehiculo } from '../../../test/vehiculos.js';
import { PERIODO_INVALIDO } from '#dominio/costos';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login('admin');
});
afterAll(() => app.close());
afterEach(() => app.setNow(undefined));

const ok = async (method: string, path: string, body?: unknown, token = admin) => {
  const res = await app.request(method, path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.data;
};

/** Noon in Buenos Aires (UTC-3) of a day. */
const dia = (fecha: string) => new Date(`${fecha}T15:00:00Z`);

/**
 * A vehicle whose log reads 50.000 km on 10/01, 52.000 on 10/02, 53.000 on 25/03 (a fuel load) and
 * 54.000 on 10/04, with maintenance of $ 100.000,50 (oil, 05/02), $ 50.000 (brakes, 20/03) and
 * $ 20.000 (oil, 02/04), and fuel of $ 60.500,25 (25/03).
 */
async function vehiculoConCostos() {
  app.setNow(dia('2026-01-10'));
  const v = await crearVehiculo(app, admin, { KilometrajeActual: 50000 });
  const id = v.VehiculoID;
  app.setNow(dia('2026-02-10'));
  await ok('POST', `/vehiculos/${id}/kilometraje`, { kilometraje: 52000 });
  const mantenimiento = (TipoMantenimiento: string, FechaRealizacion: string, Kilometraje: number, Costo: number) =>
    ok('POST', `/vehiculos/${id}/mantenimientos`, { TipoMantenimiento, FechaRealizacion, Kilometraje, Costo });
  await mantenimiento('Cambio de aceite', '2026-02-05', 51000, 100000.5);
  await mantenimiento('Frenos', '2026-03-20', 52000, 50000);
  app.setNow(dia('2026-03-25'));
  await ok('POST', `/vehiculos/${id}/combustible`, { Fecha: '2026-03-25', Kilometraje: 53000, Litros: 50, Importe: 60500.25 });
  app.setNow(dia('2026-04-10'));
  await ok('POST', `/vehiculos/${id}/kilometraje`, { kilometraje: 54000 });
  await mantenimiento('Cambio de aceite', '2026-04-02', 54000, 20000);
  app.setNow(undefined);
  return v;
}

describe('GET /vehiculos/:id/costos', () => {
  it('adds maintenance and fuel in the period and divides by the km driven', async () => {
    const v = await vehiculoConCostos();
    const data = await ok('GET', `/vehiculos/${v.VehiculoID}/costos?desde=2026-02-01&hasta=2026-03-31`, undefined, await app.login('empleado'));
    expect(data).toEqual({
      VehiculoID: v.VehiculoID,
      Patente: v.Patente,
      Marca: 'Ford',
      Modelo: 'Cargo 1723',
      Desde: '2026-02-01',
      Hasta: '2026-03-31',
      CostoMantenimiento: 150000.5,
      CostoCombustible: 60500.25,
      CostoTotal: 210500.75,
      Litros: 50,
      // 53.000 (last reading up to 31/03) - 50.000 (last reading before 01/02)
      KmRecorridos: 3000,
      // 210.500,75 / 3.000 = 70,1669...
      CostoPorKm: 70.17,
      PorMes: [
        { Mes: '2026-02', Mantenimiento: 100000.5, Combustible: 0 },
        { Mes: '2026-03', Mantenimiento: 50000, Combustible: 60500.25 },
      ],
      PorTipo: [
        { TipoMantenimiento: 'Cambio de aceite', Costo: 100000.5 },
        { TipoMantenimiento: 'Frenos', Costo: 50000 },
      ],
    });
  });

  it('a period where the log starts counts from its first reading there; no km, no cost per km', async () => {
    const v = await vehiculoConCostos();
    const enero = await ok('GET', `/vehiculos/${v.VehiculoID}/costos?desde=2026-01-01&hasta=2026-01-31`);
    expect(enero).toMatchObject({ CostoTotal: 0, KmRecorridos: 0, CostoPorKm: null });
    // 54.000 - 50.000 (the first reading, 10/01); 230.500,75 / 4.000 = 57,6251...
    const todo = await ok('GET', `/vehiculos/${v.VehiculoID}/costos?desde=2026-01-01&hasta=2026-04-30`);
    expect(todo).toMatchObject({ CostoTotal: 230500.75, KmRecorridos: 4000, CostoPorKm: 57.63 });
  });

  it('refuses a period that ends before it starts, and an unknown vehicle', async () => {
    const res = await app.request('GET', '/vehiculos/1/costos?desde=2026-03-02&hasta=2026-03-01', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ desde: PERIODO_INVALIDO });
    expect((await app.request('GET', '/vehiculos/999999/costos', { token: admin })).status).toBe(404);
  });
});

describe('GET /vehiculos/costos (fleet)', () => {
  it('lists the same figures per vehicle, for Supervisor and Administrador only', async () => {
    const v = await vehiculoConCostos();
    const supervisor = await app.login('supervisor');
    const res = await app.request('GET', '/vehiculos/costos?desde=2026-02-01&hasta=2026-03-31', { token: supervisor });
    expect(res.status).toBe(200);
    expect(res.body.data.find((f: any) => f.VehiculoID === v.VehiculoID)).toEqual({
      VehiculoID: v.VehiculoID,
      Patente: v.Patente,
      Marca: 'Ford',
      Modelo: 'Cargo 1723',
      CostoMantenimiento: 150000.5,
      CostoCombustible: 60500.25,
      CostoTotal: 210500.75,
      Litros: 50,
      KmRecorridos: 3000,
      CostoPorKm: 70.17,
    });
    expect((await app.request('GET', '/vehiculos/costos', { token: await app.login('empleado') })).status).toBe(403);
  });

  it('sorts by any figure (vehicles without a cost per km last) and pages', async () => {
    await vehiculoConCostos();
    const res = await app.request('GET', '/vehiculos/costos?desde=2026-02-01&hasta=2026-03-31&sort=CostoPorKm&order=asc', { token: admin });
    const porKm = res.body.data.map((f: any) => f.CostoPorKm);
    const conValor = porKm.filter((c: number | null) => c !== null);
    expect(porKm).toEqual([...conValor.sort((a: number, b: number) => a - b), ...porKm.filter((c: number | null) => c === null)]);
    const pagina = await app.request('GET', '/vehiculos/costos?desde=2026-02-01&hasta=2026-03-31&sort=CostoPorKm&order=asc&page=2&limit=3', {
      token: admin,
    });
    expect(pagina.body).toMatchObject({ total: res.body.data.length, page: 2, limit: 3 });
    expect(pagina.body.data).toEqual(res.body.data.slice(3, 6));
    expect((await app.request('GET', '/vehiculos/costos?sort=Nada', { token: admin })).status).toBe(400);
  });
});
