import { beforeAll, expect } from 'vitest';
import { diaNegocio } from '#dominio/fechas';
import { crearChofer, crearCliente, crearPedido, crearProducto } from './fixtures.js';
import { appDelArchivo, sesionesDelArchivo } from './harness.js';
import { crearVehiculo } from './vehiculos.js';

// What the route sheet tests (api/src/hojas-de-ruta/) share: a day, an order, a vehicle and a sheet of their own, and
// the driver's actions on a stop.

let dias = 0;
let claves = 0;

/**
 * The app, sessions and records of a route sheet test file, made in its beforeAll: two drivers (Empleado role; `chofer`
 * runs the sheets of the tests, `otroChofer` is refused on them), a bag of 30 kg and an accessory of 0,5 kg with plenty of
 * stock, and a customer; with the requests the tests send.
 */
export function repartoDePrueba() {
  const app = appDelArchivo();
  const { tokens } = sesionesDelArchivo(app);
  const chofer = { id: 0, token: '' };
  const otroChofer = { id: 0, token: '' };
  const bolsa = { ProductoID: 0, Stock: 0 };
  const pinza = { ProductoID: 0 };
  const cliente = { ClienteID: 0 };
  beforeAll(async () => {
    Object.assign(chofer, await crearChofer(app, tokens.admin));
    Object.assign(otroChofer, await crearChofer(app, tokens.admin));
    Object.assign(bolsa, await crearProducto(app, tokens.admin, { Precio: 22500, Stock: 10_000, PesoKg: 30 }));
    Object.assign(pinza, await crearProducto(app, tokens.admin, { Precio: 4600, Stock: 10_000, PesoKg: 0.5 }));
    cliente.ClienteID = (await crearCliente(app, tokens.admin)).ClienteID;
  });

  /** A day of its own for each sheet (so no two tests share a vehicle's or driver's day), from tomorrow on. */
  const otroDia = () => {
    const d = new Date(Date.now() + (++dias + 1) * 86_400_000);
    return diaNegocio(d, app.config.zonaNegocio);
  };
  /** An order of `bolsas` 30 kg bags (and one accessory). */
  const pedido = async (bolsas: number, clienteId = cliente.ClienteID) =>
    (
      await crearPedido(app, tokens.empleado, clienteId, [
        { ProductoID: bolsa.ProductoID, Cantidad: bolsas },
        { ProductoID: pinza.ProductoID, Cantidad: 1 },
      ])
    ).PedidoID;
  const vehiculo = async (campos: Record<string, unknown> = {}) =>
    (await crearVehiculo(app, tokens.admin, { CapacidadKg: 1000, ...campos })).VehiculoID as number;

  const planificar = (body: Record<string, unknown>, token = tokens.supervisor) => app.request('POST', '/hojas-de-ruta', { token, body });
  async function hoja(paradas: number[], campos: Record<string, unknown> = {}) {
    const res = await planificar({ Fecha: otroDia(), VehiculoID: await vehiculo(), ChoferID: chofer.id, Paradas: paradas, ...campos });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }
  async function enCurso(paradas: number[]) {
    const h = await hoja(paradas);
    const res = await app.request('POST', `/hojas-de-ruta/${h.HojaID}/iniciar`, { token: chofer.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }
  const accion = (
    h: { HojaID: number },
    paradaId: number,
    ruta: string,
    body: Record<string, unknown>,
    { token = chofer.token, clave = `clave-${++claves}-${Date.now()}` }: { token?: string; clave?: string } = {},
  ) =>
    app.request('POST', `/hojas-de-ruta/${h.HojaID}/paradas/${paradaId}/${ruta}`, {
      token,
      body,
      headers: { 'Idempotency-Key': clave },
    });
  const estadoDe = async (pedidoId: number) => (await app.db('pedidos').where({ pedido_id: pedidoId }).first('estado')).estado;

  return { app, tokens, chofer, otroChofer, bolsa, pinza, cliente, otroDia, pedido, vehiculo, planificar, hoja, enCurso, accion, estadoDe };
}
