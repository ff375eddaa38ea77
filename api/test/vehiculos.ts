import { expect } from 'vitest';
import type { TestApp } from './harness.js';
import { filasDeAuditoria, unico } from './fixtures.js';

// The author's id, for the vehicles' audit tests as for the others'.
export { idDeUsuario } from './fixtures.js';

// The vehicle tests create their own vehicles with fresh plates, so the demo data never changes
// what a test sees.

/** A plate no other vehicle has, upper-case as the API stores it. */
export const nuevaPatente = () => unico('ZT').toUpperCase();

export async function crearVehiculo(app: TestApp, token: string, campos: Record<string, unknown> = {}) {
  const res = await app.request('POST', '/vehiculos', {
    token,
    body: { Patente: nuevaPatente(), Marca: 'Ford', Modelo: 'Cargo 1723', Anio: 2020, ...campos },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Record<string, any>; // API JSON
}

/** The vehicle's audit rows after its own creation (the one row crearVehiculo left), oldest first. */
export async function auditoriaTrasCrear(app: TestApp, vehiculoId: number) {
  const [creacion, ...resto] = await filasDeAuditoria(app, 'vehiculos', vehiculoId);
  expect(creacion).toMatchObject({ accion: 'crear', parte: null });
  return resto;
}

/** The alerts of one vehicle in an alert list (api/src/vehiculos/alertas/). */
export const alertasDe = (data: any[], vehiculoId: number) => data.filter((a) => a.vehiculoId === vehiculoId);

/** What the maintenance tests (api/src/vehiculos/mantenimiento/) read and send, as the administrator of `tokens`. */
export function pedidosDeMantenimiento(app: TestApp, tokens: { admin: string }) {
  const vehiculoEnDb = (id: number) => app.db('vehiculos').where({ vehiculo_id: id }).first();

  async function registrar(vehiculoId: number, body: Record<string, unknown>, token = tokens.admin) {
    const res = await app.request('POST', `/vehiculos/${vehiculoId}/mantenimientos`, { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }

  return { vehiculoEnDb, registrar };
}

/** The make, model and year the vehicle tests (api/src/vehiculos/vehiculo/) create and edit with. */
export const vehiculoBase = { Marca: 'Iveco', Modelo: 'Daily 70C17', Anio: 2021 };
