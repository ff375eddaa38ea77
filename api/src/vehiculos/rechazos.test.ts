import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Formulario, RECHAZOS, VALIDOS } from '../../../pruebas-compartidas/rechazos/vehiculos.js';
import { INTERVALO_MENOR_AL_MINIMO } from '#dominio/vehiculos';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { comprobarRechazo, type Peticion } from '../../test/rechazos.js';
import { crearVehiculo } from '../../test/vehiculos.js';

// The API half of the fleet table.

let app: TestApp;
let token: string;
let admin: string;
let vehiculoId: number;

beforeAll(async () => {
  app = await startTestApp();
  token = await app.login('empleado');
  admin = await app.login('admin');
  vehiculoId = (await crearVehiculo(app, token)).VehiculoID;
});
afterAll(() => app.close());

const PETICIONES: Record<Formulario, () => Peticion> = {
  vehiculo: () => ['POST', '/vehiculos', token],
  documento: () => ['POST', `/vehiculos/${vehiculoId}/documentos`, token],
  kilometraje: () => ['POST', `/vehiculos/${vehiculoId}/kilometraje`, token],
  correccionKilometraje: () => ['POST', `/vehiculos/${vehiculoId}/kilometraje/correccion`, admin],
  mantenimiento: () => ['POST', `/vehiculos/${vehiculoId}/mantenimientos`, token],
  cargaCombustible: () => ['POST', `/vehiculos/${vehiculoId}/combustible`, token],
};

describe("the API refuses what the admin's fleet forms refuse, with the same messages", () => {
  it.each(RECHAZOS)('$formulario: $caso', (rechazo) => comprobarRechazo(app, PETICIONES[rechazo.formulario](), rechazo));

  it.each(Object.keys(VALIDOS) as Formulario[])('takes the valid %s form', async (formulario) => {
    const [method, path, sesion] = PETICIONES[formulario]();
    const res = await app.request(method, path, { token: sesion, body: VALIDOS[formulario] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('refuses an interval under 1000 km on edit too, and keeps the one stored', async () => {
    const res = await app.request('PUT', `/vehiculos/${vehiculoId}`, { token, body: { IntervaloCambioAceite: 500 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INTERVALO_MENOR_AL_MINIMO);
    expect((await app.db('vehiculos').where({ vehiculo_id: vehiculoId }).first()).intervalo_cambio_aceite).toBe(10000);
  });
});
