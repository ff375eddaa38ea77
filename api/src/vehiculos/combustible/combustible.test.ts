import { describe, expect, it } from 'vitest';
import { appDelArchivo, sesionesDelArchivo } from '../../../test/harness.js';
import { auditoriaTrasCrear, crearVehiculo, idDeUsuario } from '../../../test/vehiculos.js';
import { KM_MENOR_AL_ACTUAL } from '../kilometraje/service.js';

const app = appDelArchivo();
const { tokens } = sesionesDelArchivo(app);

const cargar = (vehiculoId: number, body: Record<string, unknown>, token = tokens.empleado) =>
  app.request('POST', `/vehiculos/${vehiculoId}/combustible`, { token, body });

/** The hand-computed loads of dominio/combustible.test.ts: consumptions 10, 9 and 15 L/100 km, median 10. */
const CARGAS = [
  { Kilometraje: 10000, Litros: 50, Importe: 65000, TanqueLleno: true, consumo: null },
  { Kilometraje: 10300, Litros: 20, Importe: 26000, TanqueLleno: false, consumo: null },
  { Kilometraje: 10600, Litros: 40, Importe: 52000, TanqueLleno: true, consumo: 10 }, // (20 + 40) / 600 * 100
  { Kilometraje: 11100, Litros: 45, Importe: 58500, TanqueLleno: true, consumo: 9 }, // 45 / 500 * 100
  { Kilometraje: 11500, Litros: 60, Importe: 78000, TanqueLleno: true, consumo: 15 }, // 60 / 400 * 100: 50% above 10
];

async function conCargas() {
  const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 9800 });
  for (const { consumo, ...carga } of CARGAS) {
    const res = await cargar(v.VehiculoID, { ...carga, Fecha: '2026-03-10', Estacion: 'YPF Ruta 3 km 28' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.ConsumoL100km).toBe(consumo);
  }
  return v;
}

describe('POST /vehiculos/:id/combustible', () => {
  it('records the load and its mileage reading, with the user', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 1000 });
    const res = await cargar(v.VehiculoID, {
      Fecha: '2026-03-10',
      Kilometraje: 1450,
      Litros: '38.5',
      Importe: 50050.5,
      TanqueLleno: false,
      Estacion: 'Shell Morón',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Carga de combustible registrada correctamente' });
    expect(res.body.data).toMatchObject({
      VehiculoID: v.VehiculoID,
      Fecha: '2026-03-10',
      Kilometraje: 1450,
      Litros: 38.5,
      Importe: 50050.5,
      TanqueLleno: false,
      Estacion: 'Shell Morón',
      ConsumoL100km: null,
      Atipico: false,
      Usuario: { Nombre: expect.any(String), Apellido: expect.any(String) },
    });
    expect((await app.request('GET', `/vehiculos/${v.VehiculoID}`, { token: tokens.empleado })).body.data.KilometrajeActual).toBe(1450);
    const log = await app.db('registros_kilometraje').where({ vehiculo_id: v.VehiculoID }).orderBy('registro_id').pluck('kilometraje');
    expect(log).toEqual([1000, 1450]);
  });

  it('a load below the current mileage is 400 and writes nothing', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 20000 });
    const contar = async () =>
      Promise.all(
        ['cargas_combustible', 'registros_kilometraje'].map(async (t) => (await app.db(t).where({ vehiculo_id: v.VehiculoID })).length),
      );
    const antes = await contar();
    const res = await cargar(v.VehiculoID, { Kilometraje: 19999, Litros: 40, Importe: 52000 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: KM_MENOR_AL_ACTUAL, errors: { Kilometraje: KM_MENOR_AL_ACTUAL } });
    expect(await contar()).toEqual(antes);
    expect((await app.db('vehiculos').where({ vehiculo_id: v.VehiculoID }).first()).kilometraje_actual).toBe(20000);
  });

  it('404 for an unknown vehicle, 401 without a token', async () => {
    expect((await cargar(999999, { Kilometraje: 1000, Litros: 40, Importe: 52000 })).status).toBe(404);
    expect((await app.request('POST', '/vehiculos/1/combustible', { body: {} })).status).toBe(401);
  });
});

describe('GET /vehiculos/:id/combustible', () => {
  it('gives each full load its full-to-full consumption and flags the one more than 30% off the median', async () => {
    const v = await conCargas();
    const res = await app.request('GET', `/vehiculos/${v.VehiculoID}/combustible`, { token: tokens.empleado });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: any) => [c.Kilometraje, c.ConsumoL100km, c.Atipico])).toEqual([
      [11500, 15, true],
      [11100, 9, false],
      [10600, 10, false],
      [10300, null, false],
      [10000, null, false],
    ]);
  });

  it('pages and sorts', async () => {
    const v = await conCargas();
    const res = await app.request('GET', `/vehiculos/${v.VehiculoID}/combustible?page=2&limit=2&sort=Kilometraje&order=asc`, {
      token: tokens.admin,
    });
    expect(res.body).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(res.body.data.map((c: any) => c.Kilometraje)).toEqual([10600, 11100]);
    expect((await app.request('GET', `/vehiculos/${v.VehiculoID}/combustible?sort=Nada`, { token: tokens.admin })).status).toBe(400);
  });
});

describe('audit trail', () => {
  it("a load and its mileage reading leave one row, the load's", async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 124000 });
    const res = await cargar(v.VehiculoID, { Fecha: '2026-03-10', Kilometraje: 125000, Litros: 40.5, Importe: 52650, Estacion: 'YPF Ruta 3' });
    expect(res.status).toBe(201);
    expect(await auditoriaTrasCrear(app, v.VehiculoID)).toEqual([
      {
        accion: 'crear',
        usuarioId: await idDeUsuario(app, 'empleado'),
        parte: 'combustible',
        parteId: res.body.data.CargaID,
        resumen: '40,5 L a 125.000 km en YPF Ruta 3',
        cambios: [
          { Campo: 'Fecha', Antes: null, Despues: '2026-03-10' },
          { Campo: 'Kilometraje', Antes: null, Despues: 125000 },
          { Campo: 'Litros', Antes: null, Despues: 40.5 },
          { Campo: 'Importe', Antes: null, Despues: 52650 },
          { Campo: 'TanqueLleno', Antes: null, Despues: true },
          { Campo: 'Estacion', Antes: null, Despues: 'YPF Ruta 3' },
          { Campo: 'KilometrajeActual', Antes: 124000, Despues: 125000 },
        ],
      },
    ]);
  });

  it('a refused load leaves no row', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 5000 });
    const debajo = await cargar(v.VehiculoID, { Kilometraje: 4999, Litros: 40, Importe: 52000 });
    expect(debajo.status).toBe(400);
    expect((await cargar(v.VehiculoID, { Kilometraje: 6000, Litros: 0, Importe: 52000 })).status).toBe(400);
    expect(await auditoriaTrasCrear(app, v.VehiculoID)).toEqual([]);
  });
});
