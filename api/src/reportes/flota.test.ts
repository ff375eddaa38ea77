import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaNegocio, ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import { MENSAJES_REPORTES, SOLO_QUIEN_VE_REPORTES } from '#dominio/reportes';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearChofer, crearCliente, crearPedido, crearProducto, FIRMA, idDeUsuario } from '../../test/fixtures.js';
import { crearVehiculo } from '../../test/vehiculos.js';

// Issue 48, the Flota report (docs/decisiones.md 109), over HTTP with a data set worked out by hand, six months ago.
// Vehicle V: $ 10.000 of maintenance and $ 5.000 of fuel in month M, and 1.000 km (10.000 km the day before M, 11.000
// on day 20): $ 15 per km. Its route sheet of day 7, driven by C: one order of 2 bags of 30 kg delivered, another of 3
// delivered in part (1 bag): 90 kg, $ 166,67 per kilo. The sheet was planned, run and then moved to day 7, so the
// summary moves with it. Vehicle P, parked: $ 30.000 of tyres in M and no sheet (in the total, not per delivered kilo).

let app: TestApp;
let admin: string;
let supervisor: string;
let empleado: string;
let chofer: { id: number; token: string };
let v: { VehiculoID: number; Patente: string };
let otro: { VehiculoID: number; Patente: string };
let parado: { VehiculoID: number; Patente: string };
let hojaId: number;

const hoy = DateTime.fromISO(diaNegocio(new Date(), ZONA_NEGOCIO_POR_DEFECTO));
const iso = (d: DateTime) => d.toISODate()!;
const M = hoy.minus({ months: 6 }).startOf('month');
const dia = (n: number) => iso(M.plus({ days: n - 1 }));
const mesM = { Desde: iso(M), Hasta: iso(M.endOf('month')) };

const flota = async (query: Record<string, string>, token = supervisor) =>
  app.request('GET', `/reportes/flota?${new URLSearchParams(query)}`, { token });

beforeAll(async () => {
  app = await startTestApp();
  [admin, supervisor, empleado] = await Promise.all([app.login('admin'), app.login('supervisor'), app.login('empleado')]);
  chofer = await crearChofer(app, admin);
  [v, otro, parado] = (await Promise.all([
    crearVehiculo(app, admin, { CapacidadKg: 5000 }),
    crearVehiculo(app, admin),
    crearVehiculo(app, admin),
  ])) as { VehiculoID: number; Patente: string }[];
  const usuarioId = await idDeUsuario(app, 'admin');
  const vehiculo_id = v.VehiculoID;
  await app.db('mantenimientos').insert({
    vehiculo_id,
    tipo_mantenimiento: 'Frenos',
    descripcion: 'Pastillas',
    kilometraje: 10500,
    costo: 10000,
    fecha_realizacion: dia(5),
    usuario_id: usuarioId,
  });
  await app.db('mantenimientos').insert({
    vehiculo_id: parado.VehiculoID,
    tipo_mantenimiento: 'Neumáticos',
    descripcion: 'Dos cubiertas',
    kilometraje: 5000,
    costo: 30000,
    fecha_realizacion: dia(12),
    usuario_id: usuarioId,
  });
  await app
    .db('cargas_combustible')
    .insert({ vehiculo_id, fecha: dia(10), kilometraje: 10600, litros: 50, importe: 5000, usuario_id: usuarioId });
  await app.db('registros_kilometraje').insert([
    { vehiculo_id, kilometraje: 10000, fecha_registro: M.minus({ days: 1 }).set({ hour: 18 }).toJSDate(), usuario_id: usuarioId },
    { vehiculo_id, kilometraje: 11000, fecha_registro: M.plus({ days: 19, hours: 18 }).toJSDate(), usuario_id: usuarioId },
  ]);

  const bolsa = (await crearProducto(app, admin, { Precio: 20000, Stock: 100, PesoKg: 30 })).ProductoID;
  const cliente = (await crearCliente(app, admin)).ClienteID;
  const [entero, parcial] = [
    (await crearPedido(app, admin, cliente, [{ ProductoID: bolsa, Cantidad: 2 }])).PedidoID,
    (await crearPedido(app, admin, cliente, [{ ProductoID: bolsa, Cantidad: 3 }])).PedidoID,
  ];
  const manana = iso(hoy.plus({ days: 1 }));
  const plan = await app.request('POST', '/hojas-de-ruta', {
    token: supervisor,
    body: { Fecha: manana, VehiculoID: v.VehiculoID, ChoferID: chofer.id, Paradas: [entero, parcial] },
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  hojaId = plan.body.data.HojaID;
  expect((await app.request('POST', `/hojas-de-ruta/${hojaId}/iniciar`, { token: chofer.token })).status).toBe(200);
  const [p1, p2] = plan.body.data.Paradas;
  const accion = (parada: number, ruta: string, body: Record<string, unknown>) =>
    app.request('POST', `/hojas-de-ruta/${hojaId}/paradas/${parada}/${ruta}`, {
      token: chofer.token,
      body,
      headers: { 'Idempotency-Key': `flota-${parada}-${ruta}` },
    });
  expect((await accion(p1.ParadaID, 'entregar', { Firma: FIRMA })).status).toBe(200);
  const linea = (await app.db('detalle_pedidos').where({ pedido_id: parcial }).first('detalle_id')).detalle_id;
  const res = await accion(p2.ParadaID, 'entrega-parcial', { Firma: FIRMA, Lineas: [{ DetalleID: linea, Cantidad: 1 }] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await app
    .db('hojas_de_ruta')
    .where({ hoja_id: hojaId })
    .update({ fecha: dia(7) });
});
afterAll(() => app.close());

describe('GET /reportes/flota', () => {
  it('each vehicle: its km and costs, cost per km, its sheets, delivered stops and kilos, cost per kilo', async () => {
    const res = await flota({ ...mesM, Comparar: 'anterior' });
    expect(res.status).toBe(200);
    const { Vehiculos, Total, TotalComparado, Reparto, RepartoComparado, Comparacion, Choferes } = res.body.data;
    expect(Comparacion).toEqual({ Desde: iso(M.minus({ months: 1 })), Hasta: iso(M.minus({ months: 1 }).endOf('month')) });
    const fila = Vehiculos.find((f: { VehiculoID: number }) => f.VehiculoID === v.VehiculoID);
    expect(fila).toEqual({
      VehiculoID: v.VehiculoID,
      Patente: v.Patente,
      Vehiculo: 'Ford Cargo 1723',
      Actual: {
        Km: 1000,
        CostoMantenimiento: 10000,
        CostoCombustible: 5000,
        Costo: 15000,
        CostoPorKm: 15,
        Hojas: 1,
        Paradas: 2,
        Kilos: 90,
        CostoPorKilo: 166.67,
      },
      // Nothing the month before.
      Comparado: {
        Km: 0,
        CostoMantenimiento: 0,
        CostoCombustible: 0,
        Costo: 0,
        CostoPorKm: null,
        Hojas: 0,
        Paradas: 0,
        Kilos: 0,
        CostoPorKilo: null,
      },
    });
    // A vehicle with nothing in the period is not a row.
    expect(Vehiculos.map((f: { VehiculoID: number }) => f.VehiculoID)).not.toContain(otro.VehiculoID);
    // The total is its rows' sum, and the one compared the same over the period before.
    for (const medida of ['Km', 'Costo', 'Hojas', 'Paradas', 'Kilos'] as const) {
      expect(Total[medida], medida).toBeCloseTo(
        Vehiculos.reduce((s: number, f: { Actual: Record<string, number> }) => s + f.Actual[medida], 0),
        2,
      );
    }
    expect(TotalComparado.Costo).toBeGreaterThanOrEqual(0);
    // Per delivered kilo, only the vehicles that delivered: the parked one's cost is in Total, not in Reparto.
    const repartieron = Vehiculos.filter((f: { Actual: { Kilos: number } }) => f.Actual.Kilos > 0);
    expect(repartieron.map((f: { VehiculoID: number }) => f.VehiculoID)).toContain(v.VehiculoID);
    expect(Vehiculos.find((f: { VehiculoID: number }) => f.VehiculoID === parado.VehiculoID).Actual).toMatchObject({ Costo: 30000, Kilos: 0 });
    for (const medida of ['Km', 'Costo', 'Hojas', 'Paradas', 'Kilos'] as const) {
      expect(Reparto[medida], medida).toBeCloseTo(
        repartieron.reduce((s: number, f: { Actual: Record<string, number> }) => s + f.Actual[medida], 0),
        2,
      );
    }
    expect(Reparto.Costo).toBeLessThanOrEqual(Total.Costo - 30000);
    expect(Reparto.Kilos).toBe(Total.Kilos);
    expect(Reparto.CostoPorKilo).toBeCloseTo(Reparto.Costo / Reparto.Kilos, 2);
    expect(RepartoComparado.Kilos).toBe(TotalComparado.Kilos);
    expect(Choferes.find((c: { ChoferID: number }) => c.ChoferID === chofer.id)).toMatchObject({ Hojas: 1, Paradas: 2, Kilos: 90 });
  });

  it('moves with the sheet: on another day, out of the month; back, in it again', async () => {
    const deV = async () =>
      (await flota({ ...mesM, Comparar: 'ninguna' })).body.data.Vehiculos.find((f: { VehiculoID: number }) => f.VehiculoID === v.VehiculoID)
        .Actual;
    await app
      .db('hojas_de_ruta')
      .where({ hoja_id: hojaId })
      .update({ fecha: iso(M.minus({ days: 3 })) });
    expect(await deV()).toMatchObject({ Hojas: 0, Paradas: 0, Kilos: 0, CostoPorKilo: null, Costo: 15000 });
    await app
      .db('hojas_de_ruta')
      .where({ hoja_id: hojaId })
      .update({ fecha: dia(7) });
    expect(await deV()).toMatchObject({ Hojas: 1, Paradas: 2, Kilos: 90 });
  });

  it('agrees with the stops it comes from, over the demo too', async () => {
    for (const [desde, hasta] of [
      [iso(hoy.minus({ days: 45 })), iso(hoy.plus({ days: 10 }))],
      [iso(M), iso(hoy)],
    ]) {
      const res = await flota({ Desde: desde, Hasta: hasta, Comparar: 'ninguna' });
      expect(res.status).toBe(200);
      const [esperado] = await app
        .db('paradas as p')
        .join('hojas_de_ruta as h', 'h.hoja_id', 'p.hoja_id')
        .whereIn('p.resultado', ['entregado', 'parcial'])
        .whereBetween('h.fecha', [desde, hasta])
        .count({ paradas: '*' })
        .sum({ kilos: 'p.kg_entregados' });
      expect(res.body.data.Total.Paradas, desde).toBe(Number(esperado.paradas));
      expect(res.body.data.Total.Kilos, desde).toBeCloseTo(Number(esperado.kilos ?? 0), 3);
      const porChofer = res.body.data.Choferes.reduce((s: number, c: { Paradas: number }) => s + c.Paradas, 0);
      expect(porChofer, desde).toBe(Number(esperado.paradas));
    }
  });

  it('is a Supervisor’s and an Administrador’s; bad ranges are 400s with their messages', async () => {
    expect((await flota(mesM, admin)).status).toBe(200);
    const prohibido = await flota(mesM, empleado);
    expect(prohibido.status).toBe(403);
    expect(prohibido.body.message).toBe(SOLO_QUIEN_VE_REPORTES);
    for (const [query, mensaje] of [
      [{ Desde: mesM.Hasta, Hasta: mesM.Desde }, MENSAJES_REPORTES.rangoInvertido],
      [{ Hasta: mesM.Hasta }, MENSAJES_REPORTES.desdeRequerido],
    ] as [Record<string, string>, string][]) {
      const res = await flota(query);
      expect(res.status, mensaje).toBe(400);
      expect(Object.values(res.body.errors), mensaje).toContain(mensaje);
    }
  });
});
