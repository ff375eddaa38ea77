import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaNegocio, ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import { MENSAJES_REPORTES, SOLO_QUIEN_VE_REPORTES } from '#dominio/reportes';
import { down, up } from '../../../migrations/20261203_053_reparto_en_dinero.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearChofer, crearCliente, crearPedido, crearProducto, FIRMA } from '../../test/fixtures.js';
import { crearVehiculo } from '../../test/vehiculos.js';

// Issue 48, Ventas and Margen bruto per route-sheet driver (docs/decisiones.md 113), over HTTP with a data set worked
// out by hand, fifteen months ago (before the demo's year of history, whose driver delivers every month). A: $ 1.210 with 21 % IVA ($ 1.000 net), 2 kg, cost $ 100; B: $ 605 ($ 500 net), 1 kg, no
// known cost. Driver C1's sheet: o1 (3 A) delivered; o2 (2 A, 4 B) delivered in part (1 A, 2 B); o3 (1 B) not
// delivered; o4 (2 A) was planned on it and moved to C2's sheet before the route. C2's sheet: o4 and o5 (1 A, 1 B),
// both delivered. The orders are of today; the sheets, run tomorrow, are then moved to days 7 and 20 of the month: a
// driver's sale counts on his sheet's day.
//   C1: 2 orders, 3 + 3 units, 6 + 4 kg, $ 3.630 + $ 2.420, net $ 3.000 + $ 2.000, cost $ 300 + $ 100 over a net of
//       $ 4.000 (margin $ 3.600, 90 %), 2 B without cost.
//   C2: 2 orders, 2 + 2 units, 4 + 3 kg, $ 2.420 + $ 1.815, net $ 2.000 + $ 1.500, cost $ 200 + $ 100 over a net of
//       $ 3.000 (margin $ 2.700, 90 %), 1 B without cost.

let app: TestApp;
let supervisor: string;
let empleado: string;
let c1: { id: number; token: string; nombre: string };
let c2: { id: number; token: string; nombre: string };
let h1: number;
let h2: number;
let clienteId: number;
let a: number;

const hoy = DateTime.fromISO(diaNegocio(new Date(), ZONA_NEGOCIO_POR_DEFECTO));
const iso = (d: DateTime) => d.toISODate()!;
const M = hoy.minus({ months: 15 }).startOf('month');
const dia = (n: number) => iso(M.plus({ days: n - 1 }));
const mesM = { Desde: iso(M), Hasta: iso(M.endOf('month')) };
const porChofer = { ...mesM, Agrupar: 'chofer', Comparar: 'anterior' };

const C1 = {
  Pedidos: 2,
  Unidades: 6,
  Kilos: 10,
  Importe: 6050,
  Neto: 5000,
  Costo: 400,
  Margen: 3600,
  MargenPorcentaje: 90,
  SinCosto: 2,
};
const C2 = {
  Pedidos: 2,
  Unidades: 4,
  Kilos: 7,
  Importe: 4235,
  Neto: 3500,
  Costo: 300,
  Margen: 2700,
  MargenPorcentaje: 90,
  SinCosto: 1,
};
/** Both drivers: a margin of $ 6.300 over a net of $ 7.000. */
const AMBOS = { Pedidos: 4, Unidades: 10, Kilos: 17, Importe: 10285, Neto: 8500, Costo: 700, Margen: 6300, MargenPorcentaje: 90, SinCosto: 3 };
const vacio = { Pedidos: 0, Unidades: 0, Kilos: 0, Importe: 0, Neto: 0, Costo: 0, Margen: null, MargenPorcentaje: null, SinCosto: 0 };

const ventas = async (query: Record<string, string | number>, token = supervisor) =>
  app.request('GET', `/reportes/ventas?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { token });

type Fila = { Clave: string; Etiqueta: string; Actual: Record<string, number | null>; Comparado: Record<string, number | null> | null };
const filaDe = (filas: Fila[], chofer: { id: number }) => filas.find((f) => f.Clave === String(chofer.id));

async function choferDe(admin: string) {
  const chofer = await crearChofer(app, admin);
  const { nombre, apellido } = await app.db('usuarios').where({ usuario_id: chofer.id }).first('nombre', 'apellido');
  return { ...chofer, nombre: `${nombre} ${apellido}` };
}

beforeAll(async () => {
  app = await startTestApp();
  const admin = await app.login('admin');
  [supervisor, empleado] = await Promise.all([app.login('supervisor'), app.login('empleado')]);
  [c1, c2] = [await choferDe(admin), await choferDe(admin)];
  const [v1, v2] = await Promise.all([crearVehiculo(app, admin), crearVehiculo(app, admin)]);
  a = (await crearProducto(app, admin, { Precio: 1210, Stock: 100, PesoKg: 2, AlicuotaIVA: '21', CostoInicial: 100 })).ProductoID;
  const b = (await crearProducto(app, admin, { Precio: 605, Stock: 100, PesoKg: 1, AlicuotaIVA: '21' })).ProductoID;
  clienteId = (await crearCliente(app, admin)).ClienteID;
  const pedido = async (detalles: [number, number][]) =>
    (
      await crearPedido(
        app,
        admin,
        clienteId,
        detalles.map(([ProductoID, Cantidad]) => ({ ProductoID, Cantidad })),
      )
    ).PedidoID;
  const o1 = await pedido([[a, 3]]);
  const o2 = await pedido([
    [a, 2],
    [b, 4],
  ]);
  const o3 = await pedido([[b, 1]]);
  const o4 = await pedido([[a, 2]]);
  const o5 = await pedido([
    [a, 1],
    [b, 1],
  ]);

  const manana = iso(hoy.plus({ days: 1 }));
  const planificar = async (VehiculoID: number, ChoferID: number, Paradas: number[]) => {
    const res = await app.request('POST', '/hojas-de-ruta', { token: supervisor, body: { Fecha: manana, VehiculoID, ChoferID, Paradas } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.HojaID as number;
  };
  h1 = await planificar(v1.VehiculoID, c1.id, [o1, o2, o3, o4]);
  // o4 leaves C1's sheet for C2's.
  const sinO4 = await app.request('PUT', `/hojas-de-ruta/${h1}`, { token: supervisor, body: { Paradas: [o1, o2, o3] } });
  expect(sinO4.status, JSON.stringify(sinO4.body)).toBe(200);
  h2 = await planificar(v2.VehiculoID, c2.id, [o4, o5]);

  const recorrer = async (hoja: number, chofer: { token: string }, acciones: Record<number, [string, Record<string, unknown>]>) => {
    expect((await app.request('POST', `/hojas-de-ruta/${hoja}/iniciar`, { token: chofer.token })).status).toBe(200);
    const paradas: { parada_id: number; pedido_id: number }[] = await app
      .db('paradas')
      .where({ hoja_id: hoja })
      .select('parada_id', 'pedido_id');
    for (const { parada_id, pedido_id } of paradas) {
      const [ruta, body] = acciones[pedido_id];
      const res = await app.request('POST', `/hojas-de-ruta/${hoja}/paradas/${parada_id}/${ruta}`, {
        token: chofer.token,
        body,
        headers: { 'Idempotency-Key': `choferes-${parada_id}-${ruta}` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  };
  const lineaDe = async (pedidoId: number, productoId: number) =>
    (await app.db('detalle_pedidos').where({ pedido_id: pedidoId, producto_id: productoId }).first('detalle_id')).detalle_id as number;
  const entregar: [string, Record<string, unknown>] = ['entregar', { Firma: FIRMA }];
  await recorrer(h1, c1, {
    [o1]: entregar,
    [o2]: [
      'entrega-parcial',
      {
        Firma: FIRMA,
        Lineas: [
          { DetalleID: await lineaDe(o2, a), Cantidad: 1 },
          { DetalleID: await lineaDe(o2, b), Cantidad: 2 },
        ],
      },
    ],
    [o3]: ['no-entregado', { Motivo: 'cliente_ausente' }],
  });
  await recorrer(h2, c2, { [o4]: entregar, [o5]: entregar });
  await app
    .db('hojas_de_ruta')
    .where({ hoja_id: h1 })
    .update({ fecha: dia(7) });
  await app
    .db('hojas_de_ruta')
    .where({ hoja_id: h2 })
    .update({ fecha: dia(20) });
});
afterAll(() => app.close());

describe('GET /reportes/ventas per driver', () => {
  it('each driver: what his delivered stops sold, on his sheet’s day; the total is the rows’ sum; nothing compared', async () => {
    const res = await ventas(porChofer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { Filas, Total, TotalComparado, Comparacion, Agrupar } = res.body.data;
    expect(Agrupar).toBe('chofer');
    expect(Comparacion).toEqual({ Desde: iso(M.minus({ months: 1 })), Hasta: iso(M.minus({ months: 1 }).endOf('month')) });
    // The biggest amount first; no other driver delivered that month.
    expect(Filas).toEqual([
      { Clave: String(c1.id), Etiqueta: c1.nombre, Actual: C1, Comparado: vacio },
      { Clave: String(c2.id), Etiqueta: c2.nombre, Actual: C2, Comparado: vacio },
    ]);
    expect(Total).toEqual(AMBOS);
    expect(TotalComparado).toEqual(vacio);
    // The same days read as days (no whole month), and the orders' own month, today's, has none of it by driver.
    const dias = await ventas({ ...porChofer, Desde: dia(5), Hasta: dia(25) });
    expect(dias.body.data.Filas.map((f: Fila) => f.Actual)).toEqual([C1, C2]);
    const delPedido = await ventas({ Desde: iso(hoy.startOf('month')), Hasta: iso(hoy), Agrupar: 'chofer', Comparar: 'ninguna' });
    expect(filaDe(delPedido.body.data.Filas, c1)).toBeUndefined();
  });

  it('moves with the sheet: another day, another driver, and back', async () => {
    const mover = (hoja: number, cambio: Record<string, unknown>) => app.db('hojas_de_ruta').where({ hoja_id: hoja }).update(cambio);
    // C2's sheet a month earlier: out of the month, into the period compared.
    await mover(h2, { fecha: iso(M.minus({ days: 10 })) });
    let { Filas, TotalComparado } = (await ventas(porChofer)).body.data;
    expect(Filas).toEqual([{ Clave: String(c1.id), Etiqueta: c1.nombre, Actual: C1, Comparado: vacio }]);
    expect(TotalComparado).toEqual(C2);
    // C1's sheet driven by C2: all of it is C2's.
    await mover(h2, { fecha: dia(20) });
    await mover(h1, { chofer_id: c2.id });
    ({ Filas } = (await ventas(porChofer)).body.data);
    expect(Filas).toEqual([{ Clave: String(c2.id), Etiqueta: c2.nombre, Actual: AMBOS, Comparado: vacio }]);
    await mover(h1, { chofer_id: c1.id });
    expect((await ventas(porChofer)).body.data.Filas.map((f: Fila) => f.Actual)).toEqual([C1, C2]);
  });

  it('agrees with the stops and lines it comes from, over the demo too; down() and up() of migration 053 build it again', async () => {
    const rango = { Desde: iso(hoy.minus({ days: 45 })), Hasta: iso(hoy.plus({ days: 10 })), Agrupar: 'chofer', Comparar: 'ninguna' };
    const total = async () => (await ventas(rango)).body.data.Total;
    const [esperado] = await app
      .db('paradas as p')
      .join('hojas_de_ruta as h', 'h.hoja_id', 'p.hoja_id')
      .join('detalle_pedidos as l', 'l.pedido_id', 'p.pedido_id')
      .whereIn('p.resultado', ['entregado', 'parcial'])
      .whereBetween('h.fecha', [rango.Desde, rango.Hasta])
      .countDistinct({ paradas: 'p.parada_id' })
      .sum({ unidades: 'l.cantidad', importe: app.db.raw('l.cantidad * l.precio_unitario') });
    const antes = await total();
    expect(antes.Pedidos).toBeGreaterThan(0);
    expect(antes).toMatchObject({ Pedidos: Number(esperado.paradas), Unidades: Number(esperado.unidades), Importe: Number(esperado.importe) });
    await down(app.db);
    const columnas = await app.db('information_schema.columns').where({ table_name: 'reparto_resumen' }).pluck('column_name');
    expect(columnas.sort()).toEqual(['clave', 'corte', 'grano', 'kilos', 'paradas', 'periodo']);
    await up(app.db);
    expect(await total()).toEqual(antes);
    expect((await ventas(porChofer)).body.data.Filas.map((f: Fila) => f.Actual)).toEqual([C1, C2]);
  });

  it('refuses a product or category filter (400 with its message); an Empleado gets 403', async () => {
    for (const filtro of [{ ProductoID: a }, { CategoriaID: 1 }] as Record<string, number>[]) {
      const res = await ventas({ ...porChofer, ...filtro });
      expect(res.status).toBe(400);
      expect(Object.values(res.body.errors)).toContain(MENSAJES_REPORTES.productoConChofer);
    }
    const conCliente = await ventas({ ...porChofer, ClienteID: clienteId });
    expect(conCliente.status).toBe(400);
    expect(conCliente.body.errors.ClienteID).toBe(MENSAJES_REPORTES.clienteConCorte);
    const prohibido = await ventas(porChofer, empleado);
    expect(prohibido.status).toBe(403);
    expect(prohibido.body.message).toBe(SOLO_QUIEN_VE_REPORTES);
  });
});

describe('GET /reportes/ventas per driver, more than 20 of them', () => {
  // 21 drivers in a month of their own, eighteen months ago (before the demo's history): driver k delivered, on his closed sheet of day k, one order of
  // k units of a product at $ 1.210 ($ 1.000 net), 2 kg, cost $ 100. The 20 who sold most are drivers 21 to 2; driver 1
  // ($ 1.210, net $ 1.000, cost $ 100, 2 kg) is "Otros". All of them: 21 orders, 231 units, 462 kg, $ 279.510.
  it('lists the 20 drivers who sold most and the rest as "Otros"; the rows add up to the total', async () => {
    const admin = await app.login('admin');
    const L = hoy.minus({ months: 18 }).startOf('month');
    const producto = (await crearProducto(app, admin, { Precio: 1210, Stock: 300, PesoKg: 2, AlicuotaIVA: '21', CostoInicial: 100 })).ProductoID;
    const vehiculo = (await crearVehiculo(app, admin)).VehiculoID;
    const { usuario_id: supervisorId } = await app.db('usuarios').where({ nombre_usuario: 'supervisor' }).first('usuario_id');
    const choferes: number[] = [];
    for (let k = 1; k <= 21; k++) {
      const chofer = await crearChofer(app, admin);
      const { PedidoID } = await crearPedido(app, admin, clienteId, [{ ProductoID: producto, Cantidad: k }]);
      const dia = L.plus({ days: k - 1 }).set({ hour: 8 });
      // The closed sheet written as seeds/06_hojas_de_ruta writes yesterday's: its stop's triggers keep the summary.
      const [{ hoja_id }] = await app
        .db('hojas_de_ruta')
        .insert({
          fecha: iso(dia),
          vehiculo_id: vehiculo,
          chofer_id: chofer.id,
          estado: 'Cerrada',
          usuario_id: supervisorId,
          iniciada_en: dia.toJSDate(),
          cerrada_en: dia.plus({ hours: 8 }).toJSDate(),
          version: 3,
        })
        .returning('hoja_id');
      await app.db('paradas').insert({
        hoja_id,
        pedido_id: PedidoID,
        posicion: 1,
        kg: 2 * k,
        kg_entregados: 2 * k,
        retiene: false,
        resultado: 'entregado',
        firma: Buffer.from(FIRMA.split(',')[1], 'base64'),
        usuario_id: chofer.id,
        resuelta_en: dia.plus({ hours: 2 }).toJSDate(),
      });
      choferes.push(chofer.id);
    }

    const res = await ventas({ Desde: iso(L), Hasta: iso(L.endOf('month')), Agrupar: 'chofer', Comparar: 'ninguna' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { Filas, Total } = res.body.data;
    expect(Filas.map((f: Fila) => f.Clave)).toEqual([...choferes.slice(1).reverse().map(String), 'otros']);
    expect(Filas[0].Actual).toEqual({
      Pedidos: 1,
      Unidades: 21,
      Kilos: 42,
      Importe: 25410,
      Neto: 21000,
      Costo: 2100,
      Margen: 18900,
      MargenPorcentaje: 90,
      SinCosto: 0,
    });
    expect(Filas.at(-1)).toEqual({
      Clave: 'otros',
      Etiqueta: 'Otros',
      Actual: { Pedidos: 1, Unidades: 1, Kilos: 2, Importe: 1210, Neto: 1000, Costo: 100, Margen: 900, MargenPorcentaje: 90, SinCosto: 0 },
      Comparado: null,
    });
    expect(Total).toEqual({
      Pedidos: 21,
      Unidades: 231,
      Kilos: 462,
      Importe: 279510,
      Neto: 231000,
      Costo: 23100,
      Margen: 207900,
      MargenPorcentaje: 90,
      SinCosto: 0,
    });
  });
});
