import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaNegocio, ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import { startTestApp, type TestApp } from '../api/test/harness.js';
import { seed } from './04_historia.js';
import { CATEGORIA_NUEVA } from './precios-del-anio.js';

// The demo's year of history (decision 115), read as the reports read it: without it, the months before the contract's
// 90 days are empty, a past day's stock has no value and nobody pays slower than before.

const hoy = DateTime.fromISO(diaNegocio(new Date(), ZONA_NEGOCIO_POR_DEFECTO));
const iso = (d: DateTime) => d.toISODate()!;

describe('the demo history (seeds/04_historia)', () => {
  let app: TestApp;
  let supervisor: string;
  const reporte = async (ruta: string, query: Record<string, string>) => {
    const res = await app.request('GET', `/reportes/${ruta}?${new URLSearchParams(query)}`, { token: supervisor });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  beforeAll(async () => {
    app = await startTestApp();
    supervisor = await app.login('supervisor');
  });
  afterAll(() => app.close());

  /** This year so far by month, against the same days of last year. */
  const esteAnioContraElAnterior = () => ({ Desde: iso(hoy.startOf('year')), Hasta: iso(hoy), Agrupar: 'mes', Comparar: 'anio' });

  it('sells in every month of the last twelve, with a margin, and this year against the same days of last year', async () => {
    const desde = hoy.minus({ months: 11 }).startOf('month');
    const { Filas } = await reporte('ventas', { Desde: iso(desde), Hasta: iso(hoy), Agrupar: 'mes', Comparar: 'ninguna' });
    expect(Filas).toHaveLength(12);
    for (const { Clave, Actual } of Filas) {
      expect(Actual.Pedidos, Clave).toBeGreaterThan(0);
      expect(Actual.Margen, Clave).toBeGreaterThan(0);
    }
    const { Total, TotalComparado } = await reporte('ventas', esteAnioContraElAnterior());
    expect(Total.Importe).toBeGreaterThan(0);
    expect(TotalComparado.Importe).toBeGreaterThan(0);
  });

  /** The history's sales lines: those of the orders before the contract's 90 days. */
  const lineasDeLaHistoria = () =>
    app
      .db('detalle_pedidos as d')
      .join('pedidos as p', 'p.pedido_id', 'd.pedido_id')
      .where('p.fecha_pedido', '<', hoy.minus({ days: 90 }).toJSDate());

  it('sells at the price the price history gives each product on the day of the order', async () => {
    const lineas = await lineasDeLaHistoria().select(
      'd.detalle_id',
      'd.producto_id',
      'p.fecha_pedido',
      'd.precio_unitario',
      app.db.raw(
        `(SELECT h.precio_nuevo FROM precios_historial h WHERE h.producto_id = d.producto_id AND h.momento <= p.fecha_pedido
          ORDER BY h.momento DESC, h.historial_id DESC LIMIT 1) AS vigente`,
      ),
    );
    expect(lineas.length).toBeGreaterThan(300);
    expect(lineas.filter((l) => Number(l.precio_unitario) !== Number(l.vigente))).toEqual([]);
    // In steps: a product's price changes a dozen times in the year at most, not every day.
    const escalones = await lineasDeLaHistoria()
      .groupBy('d.producto_id')
      .select('d.producto_id', app.db.raw('count(DISTINCT d.precio_unitario) AS precios'));
    for (const e of escalones) expect(Number(e.precios), `producto ${e.producto_id}`).toBeLessThanOrEqual(12);
  });

  it('sells every active product but the grill tools, those with little stock a few units a month', async () => {
    const vendidos = await lineasDeLaHistoria().groupBy('d.producto_id').select('d.producto_id', app.db.raw('sum(d.cantidad) AS unidades'));
    const unidades = new Map(vendidos.map((v) => [v.producto_id, Number(v.unidades)]));
    const activos = await app
      .db('productos as p')
      .join('categorias_producto as c', 'c.categoria_id', 'p.categoria_id')
      .where('p.active', true)
      .select('p.producto_id', 'p.nombre', 'c.nombre as categoria', 'p.stock');
    const sinVentas = activos.filter((p) => !unidades.has(p.producto_id));
    expect(new Set(sinVentas.map((p) => p.categoria))).toEqual(new Set([CATEGORIA_NUEVA]));
    const pocos = activos.filter((p) => unidades.has(p.producto_id) && p.stock < 10);
    expect(pocos.length).toBeGreaterThanOrEqual(4);
    // Ten months of history: a few units a month.
    for (const p of pocos) expect(unidades.get(p.producto_id), p.nombre).toBeLessThanOrEqual(50);
    // On the history's last day, the stock report's only slow movers are the grill tools.
    const { Productos } = await reporte('stock-valorizado', { Fecha: iso(hoy.minus({ days: 91 })) });
    const ids = new Set(activos.map((p) => p.producto_id));
    const lentos = Productos.filter((p: { ProductoID: number; SinVentas: boolean }) => p.SinVentas && ids.has(p.ProductoID));
    expect(lentos.length).toBeGreaterThan(0);
    expect(new Set(lentos.map((p: { Categoria: string }) => p.Categoria))).toEqual(new Set([CATEGORIA_NUEVA]));
  });

  it('values the stock of a past day from the ledger, and its purchases moved the average cost', async () => {
    const { Total } = await reporte('stock-valorizado', { Fecha: iso(hoy.minus({ months: 6 })) });
    expect(Total.Valor).toBeGreaterThan(0);
    const costos = await app
      .db('movimientos_stock')
      .where({ motivo: 'recepcion_proveedor' })
      .where('fecha', '<', hoy.minus({ days: 90 }).toJSDate())
      .groupBy('producto_id')
      .select('producto_id', app.db.raw('min(costo_promedio) AS menor'), app.db.raw('max(costo_promedio) AS mayor'));
    expect(costos.length).toBeGreaterThanOrEqual(10);
    for (const c of costos) expect(Number(c.mayor), `producto ${c.producto_id}`).toBeGreaterThan(Number(c.menor));
  });

  it('has clients who pay slower this year than in the same days of last year', async () => {
    const { ClientesMasLentos, Total } = await reporte('cobranzas', esteAnioContraElAnterior());
    expect(Total.Cobrado).toBeGreaterThan(0);
    expect(ClientesMasLentos.Clientes.length).toBeGreaterThan(0);
  });

  const ultimos12 = () => ({ Desde: iso(hoy.minus({ months: 11 }).startOf('month')), Hasta: iso(hoy) });

  it("delivers on closed route sheets as the driver's stops leave them, each within its vehicle's capacity", async () => {
    const hojas = await app
      .db('hojas_de_ruta as h')
      .where('h.fecha', '<', iso(hoy.minus({ days: 88 })))
      .select('h.*');
    expect(hojas.length).toBeGreaterThan(100);
    for (const h of hojas) expect(h, `hoja ${h.hoja_id}`).toMatchObject({ estado: 'Cerrada', version: 3 });
    // Every delivered order of the history is a stop; each stop as entregarParada.ts and closing leave it.
    const paradas = await app
      .db('paradas as pa')
      .join('hojas_de_ruta as h', 'h.hoja_id', 'pa.hoja_id')
      .join('pedidos as p', 'p.pedido_id', 'pa.pedido_id')
      .join('entregas as e', 'e.pedido_id', 'p.pedido_id')
      .join('historial_pedidos as hp', (j) => j.on('hp.pedido_id', 'p.pedido_id').andOnVal('hp.estado_nuevo', 'Completado'))
      .whereIn(
        'h.hoja_id',
        hojas.map((h) => h.hoja_id),
      )
      .select(
        'pa.*',
        'h.chofer_id',
        'h.iniciada_en',
        'h.cerrada_en',
        'p.estado',
        'e.fecha as entregada',
        'hp.comentarios',
        'hp.usuario_id as autor',
        'hp.fecha_actualiza_estado as completado',
        app.db.raw(
          '(SELECT sum(d.cantidad * pr.peso_kg) FROM detalle_pedidos d JOIN productos pr USING (producto_id) WHERE d.pedido_id = p.pedido_id) AS pesa',
        ),
      );
    const completados = await app
      .db('pedidos')
      .where({ estado: 'Completado' })
      .where('fecha_pedido', '<', hoy.minus({ days: 90 }).toJSDate())
      .count({ n: '*' });
    expect(paradas).toHaveLength(Number(completados[0].n));
    for (const p of paradas) {
      const donde = `parada ${p.parada_id}`;
      expect(p, donde).toMatchObject({
        resultado: 'entregado',
        retiene: false,
        estado: 'Completado',
        usuario_id: p.chofer_id,
        autor: p.chofer_id,
      });
      expect(p.firma, donde).not.toBeNull();
      expect(Number(p.kg_entregados), donde).toBe(Number(p.pesa));
      expect(Number(p.kg), donde).toBe(Number(p.pesa));
      expect(p.comentarios, donde).toBe(`Entregado (hoja de ruta N° ${p.hoja_id})`);
      expect([p.completado.getTime(), p.entregada.getTime()], donde).toEqual([p.resuelta_en.getTime(), p.resuelta_en.getTime()]);
      expect(p.resuelta_en > p.iniciada_en && p.resuelta_en < p.cerrada_en, donde).toBe(true);
    }
    const cargas = await app
      .db('paradas as pa')
      .join('hojas_de_ruta as h', 'h.hoja_id', 'pa.hoja_id')
      .join('vehiculos as v', 'v.vehiculo_id', 'h.vehiculo_id')
      .groupBy('h.hoja_id', 'v.capacidad_kg')
      .select('h.hoja_id', 'v.capacidad_kg', app.db.raw('sum(pa.kg) AS kg'));
    for (const c of cargas) expect(Number(c.kg), `hoja ${c.hoja_id}`).toBeLessThanOrEqual(c.capacidad_kg);
  });

  it('gives every vehicle that delivered in the last twelve months a believable cost per kilo and per km, from a year of its costs', async () => {
    const rango = ultimos12();
    const { Vehiculos } = await reporte('flota', { ...rango, Comparar: 'ninguna' });
    // What the sheets of the range delivered, per vehicle, read from the stops.
    const entregado: { vehiculo_id: number; kilos: string }[] = await app
      .db('paradas as pa')
      .join('hojas_de_ruta as h', 'h.hoja_id', 'pa.hoja_id')
      .whereBetween('h.fecha', [rango.Desde, rango.Hasta])
      .whereIn('pa.resultado', ['entregado', 'parcial'])
      .groupBy('h.vehiculo_id')
      .select('h.vehiculo_id', app.db.raw('sum(pa.kg_entregados) AS kilos'));
    expect(entregado.length).toBeGreaterThan(0);
    for (const { vehiculo_id, kilos } of entregado) {
      const v = Vehiculos.find((x: { VehiculoID: number }) => x.VehiculoID === vehiculo_id);
      expect(v.Actual.Kilos, v.Patente).toBe(Number(kilos));
      // A van of a charcoal distributor: tens to a few hundred pesos a delivered kilo, a few hundred a km.
      expect(v.Actual.CostoPorKilo, v.Patente).toBeGreaterThanOrEqual(20);
      expect(v.Actual.CostoPorKilo, v.Patente).toBeLessThanOrEqual(500);
      expect(v.Actual.CostoPorKm, v.Patente).toBeGreaterThanOrEqual(50);
      expect(v.Actual.CostoPorKm, v.Patente).toBeLessThanOrEqual(1000);
      // Its fuel loads span the range, from its first month.
      const { primera } = await app
        .db('cargas_combustible')
        .where({ vehiculo_id })
        .where('fecha', '>=', rango.Desde)
        .first(app.db.raw('min(fecha)::text AS primera'));
      expect(primera < iso(hoy.minus({ months: 11 }).startOf('month').plus({ days: 31 })), v.Patente).toBe(true);
    }
    // Each vehicle's log reads forward: no reading below an earlier one.
    const atras = await app.db
      .from(
        app
          .db('registros_kilometraje')
          .select(
            'vehiculo_id',
            'kilometraje',
            app.db.raw('lag(kilometraje) OVER (PARTITION BY vehiculo_id ORDER BY fecha_registro, registro_id) AS anterior'),
          )
          .as('lecturas'),
      )
      .whereRaw('kilometraje < anterior');
    expect(atras).toEqual([]);
  });

  it('in each of the last three months, the vehicle that delivered drove and was loaded like a van on its rounds, and Flota’s cost per delivered kilo stays believable', async () => {
    for (let atras = 1; atras <= 3; atras++) {
      const mes = hoy.minus({ months: atras }).startOf('month');
      const { Vehiculos, Reparto } = await reporte('flota', { Desde: iso(mes), Hasta: iso(mes.endOf('month')), Comparar: 'ninguna' });
      const repartieron = Vehiculos.filter((v: { Actual: { Kilos: number } }) => v.Actual.Kilos > 0);
      expect(repartieron.length, iso(mes)).toBeGreaterThan(0);
      for (const v of repartieron) {
        const donde = `${v.Patente} ${iso(mes)}`;
        expect(v.Actual.CostoCombustible, donde).toBeGreaterThan(0);
        // Its rounds and errands, not a truck's routes: under 60 km a day of the month.
        expect(v.Actual.Km, donde).toBeGreaterThan(0);
        expect(v.Actual.Km, donde).toBeLessThanOrEqual(60 * mes.daysInMonth!);
        expect(v.Actual.CostoPorKilo, donde).toBeGreaterThanOrEqual(20);
        expect(v.Actual.CostoPorKilo, donde).toBeLessThanOrEqual(1500);
      }
      expect(Reparto.CostoPorKilo, iso(mes)).toBeLessThanOrEqual(1500);
    }
  });

  it('sells by driver in the months the sheets delivered, at least 10 of the last twelve', async () => {
    const rango = ultimos12();
    const meses: string[] = (
      await app
        .db('paradas as pa')
        .join('hojas_de_ruta as h', 'h.hoja_id', 'pa.hoja_id')
        .whereBetween('h.fecha', [rango.Desde, rango.Hasta])
        .where('pa.resultado', 'entregado')
        .select(app.db.raw("DISTINCT to_char(h.fecha, 'YYYY-MM') AS mes"))
    ).map((f: { mes: string }) => f.mes);
    expect(meses.length).toBeGreaterThanOrEqual(10);
    const conVentas: string[] = [];
    for (let mes = DateTime.fromISO(rango.Desde); mes <= hoy; mes = mes.plus({ months: 1 })) {
      const { Total } = await reporte('ventas', { Desde: iso(mes), Hasta: iso(mes.endOf('month')), Agrupar: 'chofer', Comparar: 'ninguna' });
      if (Total.Importe > 0) conVentas.push(mes.toFormat('yyyy-MM'));
    }
    expect(conVentas).toEqual([...meses].sort());
  });

  it('is written once', async () => {
    const contar = async () =>
      Promise.all(
        [
          'pedidos',
          'movimientos_stock',
          'movimientos_cuenta',
          'pedidos_proveedores',
          'hojas_de_ruta',
          'paradas',
          'reparto_resumen',
          'registros_kilometraje',
          'cargas_combustible',
          'mantenimientos',
        ].map(async (t) => Number((await app.db(t).count({ n: '*' }))[0].n)),
      );
    const antes = await contar();
    await seed(app.db);
    expect(await contar()).toEqual(antes);
  });
});
