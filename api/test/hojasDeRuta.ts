import { expect } from 'vitest';
import { diaNegocio } from '#dominio/fechas';
import { crearPedido } from './fixtures.js';
import type { TestApp } from './harness.js';
import { crearVehiculo } from './vehiculos.js';

// What the route sheet tests (api/src/hojas-de-ruta/) share: a day, an order, a vehicle and a sheet of their own, and
// the driver's actions on a stop.

/** The app, the sessions and the records a route sheet test file starts with in its beforeAll. */
export interface RepartoDePrueba {
  app: TestApp;
  admin: string;
  supervisor: string;
  empleado: string;
  /** The driver (Empleado role) who runs the sheets of the tests. */
  chofer: { id: number; token: string };
  /** A bag of 30 kg and an accessory of 0,5 kg, plenty of stock. */
  bolsa: { ProductoID: number; Stock: number };
  pinza: { ProductoID: number };
  clienteId: number;
}

let dias = 0;
let claves = 0;

/** The records and requests of the route sheet tests, on what `reparto` answers once the file's beforeAll has run. */
export function hojasDeRutaDePrueba(reparto: () => RepartoDePrueba) {
  /** A day of its own for each sheet (so no two tests share a vehicle's or driver's day), from tomorrow on. */
  const otroDia = () => {
    const d = new Date(Date.now() + (++dias + 1) * 86_400_000);
    return diaNegocio(d, reparto().app.config.zonaNegocio);
  };
  /** An order of `bolsas` 30 kg bags (and one accessory). */
  const pedido = async (bolsas: number, cliente = reparto().clienteId) => {
    const { app, empleado, bolsa, pinza } = reparto();
    return (
      await crearPedido(app, empleado, cliente, [
        { ProductoID: bolsa.ProductoID, Cantidad: bolsas },
        { ProductoID: pinza.ProductoID, Cantidad: 1 },
      ])
    ).PedidoID;
  };
  const vehiculo = async (campos: Record<string, unknown> = {}) =>
    (await crearVehiculo(reparto().app, reparto().admin, { CapacidadKg: 1000, ...campos })).VehiculoID as number;

  const planificar = (body: Record<string, unknown>, token = reparto().supervisor) =>
    reparto().app.request('POST', '/hojas-de-ruta', { token, body });
  async function hoja(paradas: number[], campos: Record<string, unknown> = {}) {
    const res = await planificar({ Fecha: otroDia(), VehiculoID: await vehiculo(), ChoferID: reparto().chofer.id, Paradas: paradas, ...campos });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }
  async function enCurso(paradas: number[]) {
    const h = await hoja(paradas);
    const res = await reparto().app.request('POST', `/hojas-de-ruta/${h.HojaID}/iniciar`, { token: reparto().chofer.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }
  const accion = (
    h: { HojaID: number },
    paradaId: number,
    ruta: string,
    body: Record<string, unknown>,
    { token = reparto().chofer.token, clave = `clave-${++claves}-${Date.now()}` }: { token?: string; clave?: string } = {},
  ) =>
    reparto().app.request('POST', `/hojas-de-ruta/${h.HojaID}/paradas/${paradaId}/${ruta}`, {
      token,
      body,
      headers: { 'Idempotency-Key': clave },
    });
  const estadoDe = async (pedidoId: number) => (await reparto().app.db('pedidos').where({ pedido_id: pedidoId }).first('estado')).estado;

  return { otroDia, pedido, vehiculo, planificar, hoja, enCurso, accion, estadoDe };
}
