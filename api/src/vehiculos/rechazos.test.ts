import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVALO_MENOR_AL_MINIMO } from '#dominio/vehiculos';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { RECHAZOS, VALIDOS, type Formulario } from '../../test/rechazosVehiculos.js';
import { crearVehiculo } from '../../test/vehiculos.js';

// The API half of the shared table (admin/src/vehiculos/rechazos.test.ts is the admin's half).

let app: TestApp;
let token: string;
let vehiculoId: number;

beforeAll(async () => {
  app = await startTestApp();
  token = await app.login('empleado');
  vehiculoId = (await crearVehiculo(app, token)).VehiculoID;
});
afterAll(() => app.close());

const RUTA: Record<Formulario, () => string> = {
  vehiculo: () => '/vehiculos',
  documento: () => `/vehiculos/${vehiculoId}/documentos`,
  kilometraje: () => `/vehiculos/${vehiculoId}/kilometraje`,
  mantenimiento: () => `/vehiculos/${vehiculoId}/mantenimientos`,
};

describe("the API refuses what the admin's fleet forms refuse, with the same message", () => {
  it.each(RECHAZOS)('$formulario: $caso', async ({ formulario, valores, campo, mensaje }) => {
    const res = await app.request('POST', RUTA[formulario](), { token, body: { ...VALIDOS[formulario], ...valores } });
    expect(res.status).toBe(400);
    expect(res.body.errors[campo]).toBe(mensaje);
  });

  it.each(Object.keys(VALIDOS) as Formulario[])('takes the valid %s form', async (formulario) => {
    const res = await app.request('POST', RUTA[formulario](), { token, body: VALIDOS[formulario] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('refuses an interval under 1000 km on edit too, and keeps the one stored', async () => {
    const res = await app.request('PUT', `/vehiculos/${vehiculoId}`, { token, body: { IntervaloCambioAceite: 500 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INTERVALO_MENOR_AL_MINIMO);
    expect((await app.db('vehiculos').where({ vehiculo_id: vehiculoId }).first()).intervalo_cambio_aceite).toBe(10000);
  });
});
