import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../api/test/harness.js';
import { seed, VEHICULOS_DEMO } from './03_vehiculos.js';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await app.login('empleado');
});
afterAll(() => app.close());

const conteos = async () =>
  Promise.all(
    ['vehiculos', 'documentos_vehiculo', 'mantenimientos', 'registros_kilometraje', 'cargas_combustible'].map(async (tabla) => {
      const [{ n }] = await app.db(tabla).count({ n: '*' });
      return Number(n);
    }),
  );

describe('seeds/03_vehiculos', () => {
  it('loads 10 vehicles: trucks and vans, one inactive, some not Disponible', async () => {
    const res = await app.request('GET', '/vehiculos', { token });
    const demo = res.body.data.filter((v: any) => VEHICULOS_DEMO.some((d) => d.patente === v.Patente));
    expect(demo).toHaveLength(10);
    expect(demo.filter((v: any) => !v.Active)).toHaveLength(1);
    expect(demo.filter((v: any) => v.EstadoDerivado === 'En uso').length).toBeGreaterThan(0);
    expect(new Set(demo.map((v: any) => v.Marca))).toEqual(new Set(['Ford', 'Mercedes-Benz', 'Iveco', 'Volkswagen', 'Toyota', 'Renault']));
    for (const v of demo) {
      expect(v.UltimoCambioAceite).toBeLessThanOrEqual(v.KilometrajeActual);
      expect(v.UltimoCambioCorrea).toBeLessThanOrEqual(v.KilometrajeActual);
      expect(v.CantidadDocumentos).toBeGreaterThan(0);
    }
  });

  it('every vehicle has a mileage log ending at its current mileage, and maintenance records', async () => {
    const res = await app.request('GET', '/vehiculos', { token });
    for (const v of res.body.data.filter((x: any) => VEHICULOS_DEMO.some((d) => d.patente === x.Patente))) {
      const log = await app.request('GET', `/vehiculos/${v.VehiculoID}/kilometraje/historial`, { token });
      expect(log.body.data[0].Kilometraje).toBe(v.KilometrajeActual);
      const km = log.body.data.map((r: any) => r.Kilometraje);
      expect(km).toEqual([...km].sort((a: number, b: number) => b - a));
      const mants = await app.request('GET', `/vehiculos/${v.VehiculoID}/mantenimientos`, { token });
      expect(mants.body.data.length).toBeGreaterThan(0);
    }
  });

  it('documents of every type, expired, within 7 days, within 30 days and later', async () => {
    const tipos = await app.db('documentos_vehiculo').distinct('tipo_documento').pluck('tipo_documento');
    expect(new Set(tipos)).toEqual(new Set(['VTV', 'Seguro', 'Cédula Verde', 'Cédula Azul', 'Patente', 'RTO', 'Otro']));
    const res = await app.request('GET', '/vehiculos/alertas/documentos', { token });
    const dias = res.body.data.map((a: any) => a.diasRestantes);
    expect(dias.some((d: number) => d < 0)).toBe(true);
    expect(dias.some((d: number) => d >= 0 && d <= 7)).toBe(true);
    expect(dias.some((d: number) => d > 7 && d <= 30)).toBe(true);
    expect(res.body.data.some((a: any) => a.prioridad === 'Alta')).toBe(true);
    expect(res.body.data.some((a: any) => a.prioridad === 'Media')).toBe(true);
    const [{ n: despues }] = await app
      .db('documentos_vehiculo')
      .where('fecha_vencimiento', '>', app.db.raw('current_date + 30'))
      .count({ n: '*' });
    expect(Number(despues)).toBeGreaterThan(0);
  });

  it('both maintenance priorities show, for oil and belt, and only for active vehicles', async () => {
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token });
    const demo = res.body.data.filter((a: any) => VEHICULOS_DEMO.some((d) => d.patente === a.vehiculo));
    expect(new Set(demo.map((a: any) => a.subtipo))).toEqual(new Set(['aceite', 'correa']));
    expect(new Set(demo.map((a: any) => a.prioridad))).toEqual(new Set(['Alta', 'Media']));
    expect(demo.some((a: any) => a.vehiculo === 'AA987ZX')).toBe(false);
  });

  it('reminds by date: one vehicle is due by date while far from its km, one within 30 days', async () => {
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token });
    const porFecha = res.body.data.filter((a: any) => a.kmFaltantes > 500 && a.diasRestantes <= 30);
    expect(porFecha.map((a: any) => [a.vehiculo, a.subtipo, a.prioridad])).toEqual([
      ['AF345KL', 'aceite', 'Alta'],
      ['AD789GH', 'aceite', 'Media'],
    ]);
  });

  it('a year of fuel loads, with exactly one load far off its vehicle median', async () => {
    const [{ desde, hasta }] = await app
      .db('cargas_combustible as c')
      .join('vehiculos as v', 'v.vehiculo_id', 'c.vehiculo_id')
      .where('v.patente', 'AB123CD')
      .select(app.db.raw('min(c.fecha) AS desde, max(c.fecha) AS hasta'));
    expect(DateTime.fromISO(hasta).diff(DateTime.fromISO(desde), 'days').days).toBeGreaterThanOrEqual(340);
    const atipicas = [];
    for (const v of (await app.request('GET', '/vehiculos', { token })).body.data) {
      const cargas = (await app.request('GET', `/vehiculos/${v.VehiculoID}/combustible`, { token })).body.data;
      atipicas.push(...cargas.filter((c: any) => c.Atipico).map(() => v.Patente));
    }
    expect(atipicas).toEqual(['AB123CD']);
  });

  it('the fleet cost report shows maintenance and fuel for every demo vehicle', async () => {
    const res = await app.request('GET', '/vehiculos/costos', { token: await app.login('supervisor') });
    const demo = res.body.data.filter((f: any) => VEHICULOS_DEMO.some((d) => d.patente === f.Patente));
    expect(demo).toHaveLength(10);
    for (const f of demo) {
      expect(f.CostoMantenimiento, f.Patente).toBeGreaterThan(0);
      expect(f.CostoCombustible, f.Patente).toBeGreaterThan(0);
      expect(f.CostoPorKm, f.Patente).toBeGreaterThan(0);
    }
  });

  it('is idempotent: running it again inserts nothing', async () => {
    const antes = await conteos();
    await seed(app.db);
    expect(await conteos()).toEqual(antes);
  });
});
