import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../api/test/harness.js';
import * as usuarios from './01_usuarios.js';
import { PROVEEDORES_DEMO, seed } from './05_proveedores.js';

const emails = PROVEEDORES_DEMO.map((p) => p.email);

describe('demo suppliers and supplier orders (seeds/05_proveedores)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const pedidosDemo = () =>
    app
      .db('pedidos_proveedores as pp')
      .join('proveedores as p', 'p.proveedor_id', 'pp.proveedor_id')
      .whereIn('p.email', emails)
      // The year before is seeds/04_historia's.
      .where('pp.fecha_pedido', '>', new Date(Date.now() - 61 * 24 * 3600 * 1000))
      .select('pp.pedido_proveedor_id', 'pp.estado', 'pp.fecha_pedido');

  it('has 8 suppliers, one of them inactive', async () => {
    const proveedores = await app.db('proveedores').whereIn('email', emails);
    expect(proveedores).toHaveLength(8);
    expect(proveedores.filter((p) => !p.active).map((p) => p.nombre)).toEqual(['Carbones Añatuya']);
  });

  it('has 20 orders in every Estado over the last 60 days, each with its history', async () => {
    const pedidos = await pedidosDemo();
    expect(pedidos).toHaveLength(20);
    expect(new Set(pedidos.map((p) => p.estado))).toEqual(new Set(['Pendiente', 'Recibido', 'Cancelado']));
    const ahora = Date.now();
    for (const p of pedidos) {
      const edad = ahora - new Date(p.fecha_pedido).getTime();
      expect(edad).toBeGreaterThanOrEqual(0);
      expect(edad).toBeLessThan(61 * 24 * 3600 * 1000);
      const historial = await app
        .db('historial_pedidos_proveedores')
        .where({ pedido_proveedor_id: p.pedido_proveedor_id })
        .orderBy('historial_id');
      expect(historial[0]).toMatchObject({ estado_anterior: null, estado_nuevo: 'Pendiente' });
      expect(historial.at(-1).estado_nuevo).toBe(p.estado);
      for (let i = 1; i < historial.length; i++) {
        expect(historial[i].estado_anterior).toBe(historial[i - 1].estado_nuevo);
        expect(new Date(historial[i].fecha_actualiza_estado).getTime()).toBeGreaterThan(
          new Date(historial[i - 1].fecha_actualiza_estado).getTime(),
        );
      }
    }
  });

  it('received orders added their quantities through the ledger; the others net zero', async () => {
    for (const p of await pedidosDemo()) {
      const lineas = await app.db('detalle_pedido_proveedores').where({ pedido_proveedor_id: p.pedido_proveedor_id }).sum({ s: 'cantidad' });
      const [{ neto }] = await app.db('movimientos_stock').where({ pedido_proveedor_id: p.pedido_proveedor_id }).sum({ neto: 'cantidad' });
      expect(Number(neto ?? 0)).toBe(p.estado === 'Recibido' ? Number(lineas[0].s) : 0);
    }
    const recepciones = await app.db('movimientos_stock').where({ motivo: 'recepcion_proveedor' }).count({ n: '*' });
    expect(Number(recepciones[0].n)).toBeGreaterThan(0);
  });

  it('leaves every product stock equal to the sum of its ledger moves', async () => {
    const diferencias = await app
      .db('productos as p')
      .leftJoin('movimientos_stock as m', 'm.producto_id', 'p.producto_id')
      .groupBy('p.producto_id', 'p.stock')
      .havingRaw('p.stock <> coalesce(sum(m.cantidad), 0)')
      .select('p.producto_id');
    expect(diferencias).toEqual([]);
  });

  it('is idempotent: running it again inserts nothing', async () => {
    const contar = async () => {
      const tablas = ['proveedores', 'pedidos_proveedores', 'detalle_pedido_proveedores', 'historial_pedidos_proveedores', 'movimientos_stock'];
      return Promise.all(tablas.map(async (t) => Number((await app.db(t).count({ n: '*' }))[0].n)));
    };
    const antes = await contar();
    await seed(app.db);
    expect(await contar()).toEqual(antes);
  });
});

describe('seeds/05_proveedores without products', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false });
  });
  afterAll(() => app.close());

  it('loads the suppliers and skips the orders', async () => {
    await usuarios.seed(app.db);
    await seed(app.db);
    expect(await app.db('proveedores').whereIn('email', emails)).toHaveLength(8);
    expect(Number((await app.db('pedidos_proveedores').count({ n: '*' }))[0].n)).toBe(0);
  });

  it('places the orders on a later run once products exist, though one supplier is already inactive', async () => {
    await app.db('productos').insert({ nombre: 'Carbón vegetal bolsa 4 kg', descripcion: '', precio: 2900, stock: 0 });
    await seed(app.db);
    const pedidos = await app.db('pedidos_proveedores').select('estado');
    expect(pedidos).toHaveLength(20);
    expect(new Set(pedidos.map((p) => p.estado))).toEqual(new Set(['Pendiente', 'Recibido', 'Cancelado']));
    expect(await app.db('proveedores').where({ active: false }).pluck('nombre')).toEqual(['Carbones Añatuya']);
  });
});
