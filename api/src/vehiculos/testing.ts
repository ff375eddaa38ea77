import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.js';

// Helpers shared by the vehicle tests: each test creates its own vehicles with fresh plates,
// so the demo data never changes what a test sees.

let contador = 0;

/** A plate no other test (and no demo vehicle) uses: 'ZT' + a counter + a random tail. */
export function nuevaPatente(): string {
  contador += 1;
  return `ZT${String(contador).padStart(4, '0')}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
}

export async function crearVehiculo(app: TestApp, token: string, campos: Record<string, unknown> = {}) {
  const res = await app.request('POST', '/vehiculos', {
    token,
    body: { Patente: nuevaPatente(), Marca: 'Ford', Modelo: 'Cargo 1723', Anio: 2020, ...campos },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API JSON
}
