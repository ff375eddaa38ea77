import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaNegocio, ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import { MENSAJES_REPORTES, SOLO_QUIEN_VE_REPORTES } from '#dominio/reportes';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  cambiarEstadoPedidoProveedor,
  crearCliente,
  crearPedido,
  crearPedidoProveedor,
  crearProducto,
  crearProveedor,
  enLaZona,
  unico,
} from '../../test/fixtures.js';

// Issue 48, the reports (docs/decisiones.md 107), over HTTP with a data set worked out by hand. Two products of a
// category of their own: A ($ 1.210 with 21 % IVA, so $ 1.000 net; 2 kg; bought at $ 100) and B ($ 605, $ 500 net; no
// known cost). Two months ago client X bought 4 A and 2 B; last month client Y bought 1 A; a third order of X, last
// month too, was cancelled. The orders' days are set on the orders, so the triggers move the sums as they move.

let app: TestApp;
let admin: string;
let supervisor: string;
let empleado: string;
let categoriaId: number;
let a: number;
let b: number;
let x: { ClienteID: number; Nombre: string; Apellido: string };
let y: { ClienteID: number; Nombre: string; Apellido: string };
let cancelado: number;

const hoy = DateTime.fromISO(diaNegocio(new Date(), ZONA_NEGOCIO_POR_DEFECTO));
const mes = (atras: number) => hoy.minus({ months: atras }).startOf('month');
const iso = (d: DateTime) => d.toISODate()!;
const haceDos = mes(2);
const elPasado = mes(1);

async function pedidoDelDia(clienteId: number, detalles: { ProductoID: number; Cantidad: number }[], dia: DateTime) {
  const { PedidoID } = await crearPedido(app, admin, clienteId, detalles);
  await app
    .db('pedidos')
    .where({ pedido_id: PedidoID })
    .update({ fecha_pedido: enLaZona(iso(dia)) });
  return PedidoID;
}

const ventas = async (query: Record<string, string | number>, token = supervisor) =>
  app.request('GET', `/reportes/ventas?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { token });

beforeAll(async () => {
  app = await startTestApp();
  [admin, supervisor, empleado] = await Promise.all([app.login('admin'), app.login('supervisor'), app.login('empleado')]);
  const categoria = await app.request('POST', '/categorias', { token: admin, body: { Nombre: unico('Reportes ') } });
  categoriaId = categoria.body.data.CategoriaID;
  const datos = { CategoriaID: categoriaId, AlicuotaIVA: '21', PesoKg: 2 };
  a = (await crearProducto(app, admin, { ...datos, Precio: 1210, Stock: 0 })).ProductoID;
  b = (await crearProducto(app, admin, { ...datos, Precio: 605, Stock: 50 })).ProductoID;
  const proveedor = await crearProveedor(app, admin);
  const { PedidoProveedorID } = await crearPedidoProveedor(app, admin, proveedor.ProveedorID, [
    { ProductoID: a, Cantidad: 10, PrecioUnitario: 100 },
  ]);
  expect((await cambiarEstadoPedidoProveedor(app, admin, PedidoProveedorID, 'Recibido')).status).toBe(200);
  [x, y] = await Promise.all([crearCliente(app, admin), crearCliente(app, admin)]);
  await pedidoDelDia(
    x.ClienteID,
    [
      { ProductoID: a, Cantidad: 4 },
      { ProductoID: b, Cantidad: 2 },
    ],
    haceDos.plus({ days: 14 }),
  );
  await pedidoDelDia(y.ClienteID, [{ ProductoID: a, Cantidad: 1 }], elPasado.plus({ days: 9 }));
  cancelado = await pedidoDelDia(x.ClienteID, [{ ProductoID: a, Cantidad: 2 }], elPasado.plus({ days: 11 }));
  const cancelar = await app.request('PUT', `/pedidos/${cancelado}/estado`, { token: admin, body: { estado: 'Cancelado' } });
  expect(cancelar.status).toBe(200);
});
afterAll(() => app.close());

const vacio = { Pedidos: 0, Unidades: 0, Kilos: 0, Importe: 0, Neto: 0, Costo: 0, Margen: null, MargenPorcentaje: null, SinCosto: 0 };
const unaDeA = { Pedidos: 1, Unidades: 1, Kilos: 2, Importe: 1210, Neto: 1000, Costo: 100, Margen: 900, MargenPorcentaje: 90, SinCosto: 0 };

describe('GET /reportes/ventas', () => {
  it('per month of a product, against the month before: the cancelled order counts nowhere', async () => {
    const res = await ventas({ Desde: iso(elPasado), Hasta: iso(elPasado.endOf('month')), Agrupar: 'mes', ProductoID: a });
    expect(res.status).toBe(200);
    const reporte = res.body.data;
    expect(reporte.Comparacion).toEqual({ Desde: iso(haceDos), Hasta: iso(haceDos.endOf('month')) });
    expect(reporte.Filas).toEqual([
      {
        Clave: iso(elPasado),
        Etiqueta: iso(elPasado),
        Actual: unaDeA,
        Comparado: { Pedidos: 1, Unidades: 4, Kilos: 8, Importe: 4840, Neto: 4000, Costo: 400, Margen: 3600, MargenPorcentaje: 90, SinCosto: 0 },
      },
    ]);
    expect(reporte.Total).toEqual(unaDeA);
  });

  it('per product of the category: a product with no known cost has no margin and counts its units without cost', async () => {
    const res = await ventas({ Desde: iso(haceDos), Hasta: iso(elPasado.endOf('month')), Agrupar: 'producto', CategoriaID: categoriaId });
    const { Filas, Total } = res.body.data;
    expect(Filas.map((f: { Clave: string }) => f.Clave)).toEqual([String(a), String(b)]);
    expect(Filas[0].Actual).toMatchObject({ Pedidos: 2, Unidades: 5, Importe: 6050, Neto: 5000, Costo: 500, Margen: 4500 });
    expect(Filas[1].Actual).toEqual({
      Pedidos: 1,
      Unidades: 2,
      Kilos: 4,
      Importe: 1210,
      Neto: 1000,
      Costo: 0,
      Margen: null,
      MargenPorcentaje: null,
      SinCosto: 2,
    });
    // The margin only over the units with a cost: 4.500 of the 5.000 net of A, not of the 6.000 of both.
    expect(Total).toEqual({
      Pedidos: 3,
      Unidades: 7,
      Kilos: 14,
      Importe: 7260,
      Neto: 6000,
      Costo: 500,
      Margen: 4500,
      MargenPorcentaje: 90,
      SinCosto: 2,
    });
  });

  it('per day of a client against an empty period: every day there, in zero when nothing was sold', async () => {
    const desde = haceDos.plus({ days: 10 });
    const res = await ventas({ Desde: iso(desde), Hasta: iso(desde.plus({ days: 9 })), Agrupar: 'dia', ClienteID: x.ClienteID });
    const { Filas, Total, TotalComparado } = res.body.data;
    expect(Filas).toHaveLength(10);
    expect(Filas.filter((f: { Actual: { Pedidos: number } }) => f.Actual.Pedidos > 0).map((f: { Clave: string }) => f.Clave)).toEqual([
      iso(haceDos.plus({ days: 14 })),
    ]);
    expect(Total).toMatchObject({ Pedidos: 1, Unidades: 6, Importe: 6050 });
    expect(TotalComparado).toEqual(vacio);
    expect(Filas[0].Comparado).toEqual(vacio);
  });

  it('per client: each client its own row, and the rows (with "Otros") add up to the total', async () => {
    const res = await ventas({ Desde: iso(haceDos), Hasta: iso(elPasado.endOf('month')), Agrupar: 'cliente', Comparar: 'ninguna' });
    const { Filas, Total, Comparacion } = res.body.data;
    expect(Comparacion).toBeNull();
    const fila = (id: number) => Filas.find((f: { Clave: string }) => f.Clave === String(id));
    expect(fila(x.ClienteID)).toMatchObject({ Etiqueta: `${x.Nombre} ${x.Apellido}`, Actual: { Pedidos: 1, Importe: 6050 }, Comparado: null });
    expect(fila(y.ClienteID).Actual).toMatchObject({ Pedidos: 1, Importe: 1210 });
    const suma = (campo: 'Importe' | 'Pedidos') => Filas.reduce((t: number, f: { Actual: Record<string, number> }) => t + f.Actual[campo], 0);
    expect(Math.round(suma('Importe') * 100)).toBe(Math.round(Total.Importe * 100));
    expect(suma('Pedidos')).toBe(Total.Pedidos);
  });

  it('compares each product or client with its own figures of the period before, and the totals with the whole period before', async () => {
    const mesPasado = { Desde: iso(elPasado), Hasta: iso(elPasado.endOf('month')), Comparar: 'anterior' };
    const productos = (await ventas({ ...mesPasado, Agrupar: 'producto', CategoriaID: categoriaId })).body.data;
    expect(productos.Filas.map((f: { Clave: string }) => f.Clave)).toEqual([String(a)]);
    expect(productos.Filas[0].Comparado).toMatchObject({ Unidades: 4, Importe: 4840 });
    // B sold only the month before: in the compared total, not a row of its own.
    expect(productos.TotalComparado).toMatchObject({ Pedidos: 2, Unidades: 6, Importe: 6050 });

    const clientes = (await ventas({ ...mesPasado, Agrupar: 'cliente' })).body.data;
    expect(clientes.Filas.find((f: { Clave: string }) => f.Clave === String(y.ClienteID)).Comparado).toEqual(vacio);
    const mesAnterior = (await ventas({ Desde: iso(haceDos), Hasta: iso(haceDos.endOf('month')), Agrupar: 'mes', Comparar: 'ninguna' })).body
      .data;
    expect(clientes.TotalComparado).toEqual(mesAnterior.Total);
  });

  /** What the orders (not Cancelado) of a range add up to, less its authorized credit notes, straight from their tables. */
  async function deLasTablas(desde: string, hasta: string) {
    const inicio = enLaZona(desde, '00:00');
    const fin = DateTime.fromISO(hasta, { zone: ZONA_NEGOCIO_POR_DEFECTO }).plus({ days: 1 }).startOf('day').toJSDate();
    const [{ pedidos, importe }] = await app
      .db('pedidos')
      .whereNot({ estado: 'Cancelado' })
      .where('fecha_pedido', '>=', inicio)
      .where('fecha_pedido', '<', fin)
      .select(app.db.raw('count(*)::int AS pedidos, coalesce(sum(precio_total), 0)::float8 AS importe'));
    const [{ acreditado }] = await app
      .db('comprobantes as c')
      .join('comprobante_lineas as l', 'l.comprobante_id', 'c.comprobante_id')
      .where({ 'c.tipo': 'Nota de crédito', 'c.estado': 'Autorizado' })
      .whereBetween('c.fecha', [desde, hasta])
      .select(app.db.raw('coalesce(sum(l.importe), 0)::float8 AS acreditado'));
    return { pedidos, importe: importe - acreditado, acreditado };
  }

  it('agrees with the orders and credit notes it comes from, whatever the grouping and however the range falls on years, months and days', async () => {
    // Days, then whole months; and this year (one row per client for the year).
    const rangos = [
      [iso(haceDos.minus({ days: 12 })), iso(hoy)],
      [iso(hoy.startOf('year')), iso(hoy)],
    ];
    for (const [i, [desde, hasta]] of rangos.entries()) {
      const esperado = await deLasTablas(desde, hasta);
      // The demo's credit note, authorized in the first range, takes its amount off.
      if (i === 0) expect(esperado.acreditado).toBeGreaterThan(0);
      for (const Agrupar of ['dia', 'semana', 'mes', 'cliente', 'producto', 'categoria']) {
        if (Agrupar === 'dia' && i === 1) continue;
        const res = await ventas({ Desde: desde, Hasta: hasta, Agrupar, Comparar: 'ninguna' });
        expect(res.status, Agrupar).toBe(200);
        expect(res.body.data.Total.Importe, `${desde} ${Agrupar}`).toBeCloseTo(esperado.importe, 2);
        // The total counts each order once, also per product.
        expect(res.body.data.Total.Pedidos, `${desde} ${Agrupar}`).toBe(esperado.pedidos);
      }
    }
  });

  it('moves with the orders: a cancelled order leaves its day, and comes back when reopened', async () => {
    const query = { Desde: iso(elPasado), Hasta: iso(elPasado.endOf('month')), Agrupar: 'cliente', Comparar: 'ninguna' };
    const deX = async () => (await ventas(query)).body.data.Filas.find((f: { Clave: string }) => f.Clave === String(x.ClienteID));
    expect(await deX()).toBeUndefined();
    expect((await app.request('PUT', `/pedidos/${cancelado}/estado`, { token: admin, body: { estado: 'Pendiente' } })).status).toBe(200);
    expect((await deX()).Actual).toMatchObject({ Pedidos: 1, Unidades: 2, Importe: 2420 });
    expect((await app.request('PUT', `/pedidos/${cancelado}/estado`, { token: admin, body: { estado: 'Cancelado' } })).status).toBe(200);
    expect(await deX()).toBeUndefined();
  });

  it('is a Supervisor’s and an Administrador’s; bad ranges and filters are 400s with their messages', async () => {
    const rango = { Desde: iso(elPasado), Hasta: iso(elPasado.endOf('month')) };
    expect((await ventas(rango, admin)).status).toBe(200);
    const prohibido = await ventas(rango, empleado);
    expect(prohibido.status).toBe(403);
    expect(prohibido.body.message).toBe(SOLO_QUIEN_VE_REPORTES);
    const malos: [Record<string, string | number>, string][] = [
      [{ Desde: rango.Hasta, Hasta: rango.Desde }, MENSAJES_REPORTES.rangoInvertido],
      [{ Hasta: rango.Hasta }, MENSAJES_REPORTES.desdeRequerido],
      [{ ...rango, Desde: iso(elPasado.minus({ days: 100 })), Agrupar: 'dia' }, MENSAJES_REPORTES.porDiaLargo],
      [{ ...rango, Agrupar: 'cliente', ClienteID: x.ClienteID }, MENSAJES_REPORTES.clienteConCorte],
      [{ ...rango, Agrupar: 'cliente', ProductoID: a }, MENSAJES_REPORTES.productoConCliente],
      [{ ...rango, ClienteID: x.ClienteID, ProductoID: a }, MENSAJES_REPORTES.unFiltro],
      [{ ...rango, Agrupar: 'anio' }, MENSAJES_REPORTES.agrupacionInvalida],
    ];
    for (const [query, mensaje] of malos) {
      const res = await ventas(query);
      expect(res.status, mensaje).toBe(400);
      expect(Object.values(res.body.errors ?? { message: res.body.message }), mensaje).toContain(mensaje);
    }
  });
});

describe('GET /reportes/stock-valorizado', () => {
  const stock = async (query: Record<string, string | number>) =>
    (
      await app.request('GET', `/reportes/stock-valorizado?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
        token: supervisor,
      })
    ).body.data;

  it("values today's stock at its average cost, per category and in total, with each product's last sale", async () => {
    const reporte = await stock({ CategoriaID: categoriaId, SinVentasDias: 400 });
    expect(reporte.Fecha).toBe(iso(hoy));
    // A: 10 received, 4 and 1 sold (the cancelled 2 came back). B: 50, 2 sold, no cost.
    const fila = (id: number) => reporte.Productos.find((p: { ProductoID: number }) => p.ProductoID === id);
    expect(fila(a)).toMatchObject({ Stock: 5, CostoPromedio: 100, Valor: 500, UltimaVenta: iso(elPasado.plus({ days: 9 })) });
    expect(fila(b)).toMatchObject({ Stock: 48, CostoPromedio: null, Valor: null, UltimaVenta: iso(haceDos.plus({ days: 14 })) });
    expect(reporte.Total).toEqual({ Unidades: 53, Valor: 500, ProductosSinCosto: 1 });
    expect(reporte.Categorias).toEqual([expect.objectContaining({ CategoriaID: categoriaId, Unidades: 53, Valor: 500, ProductosSinCosto: 1 })]);
  });

  it('marks the products with stock and no sale in the days asked as slow movers', async () => {
    const dias = hoy.diff(elPasado.plus({ days: 9 }), 'days').days;
    const sinVentas = async (SinVentasDias: number) =>
      (await stock({ CategoriaID: categoriaId, SinVentasDias })).Productos.filter((p: { SinVentas: boolean }) => p.SinVentas).map(
        (p: { ProductoID: number }) => p.ProductoID,
      );
    expect(await sinVentas(dias + 1)).toEqual([b]);
    expect((await sinVentas(dias)).sort()).toEqual([a, b].sort());
  });

  it("a past day's stock is the ledger's at that day's end, at the average it left", async () => {
    // The reception as if it had come in two months ago, on the 3rd.
    await app
      .db('movimientos_stock')
      .where({ producto_id: a, motivo: 'recepcion_proveedor' })
      .update({ fecha: enLaZona(iso(haceDos.plus({ days: 2 }))) });
    const antes = await stock({ CategoriaID: categoriaId, Fecha: iso(haceDos.plus({ days: 1 })) });
    expect(antes.Productos.find((p: { ProductoID: number }) => p.ProductoID === a)).toBeUndefined();
    const despues = await stock({ CategoriaID: categoriaId, Fecha: iso(haceDos.plus({ days: 2 })) });
    expect(despues.Productos.find((p: { ProductoID: number }) => p.ProductoID === a)).toMatchObject({
      Stock: 10,
      CostoPromedio: 100,
      Valor: 1000,
    });
    const futuro = await app.request('GET', `/reportes/stock-valorizado?Fecha=${iso(hoy.plus({ days: 1 }))}`, { token: supervisor });
    expect(futuro.status).toBe(400);
    expect(futuro.body.message).toBe(MENSAJES_REPORTES.fechaFutura);
  });
});
