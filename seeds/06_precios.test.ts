import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precioConAumento } from '#dominio/precios';
import { startTestApp, type TestApp } from '../api/test/harness.js';

describe('demo categories and price history (seeds/06_precios)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('puts every product in a category, the new one included', async () => {
    expect(await app.db('productos').whereNull('categoria_id').count({ n: '*' })).toEqual([{ n: 0 }]);
    const usadas = await app
      .db('productos as p')
      .join('categorias_producto as c', 'c.categoria_id', 'p.categoria_id')
      .distinct('c.nombre')
      .pluck('c.nombre');
    expect(new Set(usadas)).toEqual(new Set(['Carbón', 'Leña', 'Briquetas', 'Accesorios', 'Parrilla y utensilios']));
  });

  it("chains every product's history from its first price to today's, each step after the one before", async () => {
    const historial = await app.db('precios_historial').orderBy(['producto_id', 'momento', 'historial_id']).select();
    for (const { producto_id, precio } of await app.db('productos').select('producto_id', 'precio')) {
      const suyo = historial.filter((h) => h.producto_id === producto_id);
      expect(suyo[0]).toMatchObject({ origen: 'alta', precio_anterior: null });
      for (let i = 1; i < suyo.length; i++) expect(suyo[i].precio_anterior).toBe(suyo[i - 1].precio_nuevo);
      expect(suyo.at(-1).precio_nuevo).toBe(Number(precio));
    }
  });

  it('has a Mayorista and a Distribuidor list with their clients, and breaks on the big bags', async () => {
    const listas = await app.db('listas_precio').orderBy('lista_id').select('lista_id', 'nombre', 'tipo', 'es_general');
    expect(listas.map((l) => l.nombre)).toEqual(['Lista general', 'Mayorista', 'Distribuidor']);
    for (const l of listas.filter((l) => !l.es_general)) {
      expect(Number((await app.db('clientes').where({ lista_precio_id: l.lista_id }).count({ n: '*' }))[0].n)).toBeGreaterThanOrEqual(2);
      expect(Number((await app.db('listas_precio_escalas').where({ lista_id: l.lista_id }).count({ n: '*' }))[0].n)).toBeGreaterThanOrEqual(4);
    }
    const distribuidor = listas.find((l) => l.tipo === 'precios')!;
    expect(
      Number((await app.db('listas_precio_items').where({ lista_id: distribuidor.lista_id }).count({ n: '*' }))[0].n),
    ).toBeGreaterThanOrEqual(5);
  });

  it('sells the big bags also by the pallet, cheaper by the pallet on the Distribuidor list', async () => {
    const pallets = await app.db('productos').whereNotNull('unidades_por_pack').select('producto_id', 'unidades_por_pack');
    expect(pallets.length).toBe(2);
    const items = await app
      .db('listas_precio_items as i')
      .join('listas_precio as l', 'l.lista_id', 'i.lista_id')
      .where('l.nombre', 'Distribuidor')
      .whereIn(
        'i.producto_id',
        pallets.map((p) => p.producto_id),
      )
      .select('i.precio', 'i.precio_en_pack');
    expect(items.length).toBe(2);
    for (const i of items) expect(Number(i.precio_en_pack)).toBeLessThan(Number(i.precio));
  });

  it('has a past increase whose every price is what the increase makes of the one before', async () => {
    const aumento = await app.db('aumentos_precio').first();
    expect(aumento).toMatchObject({ estado: 'Aplicado', alcance: 'categoria' });
    const entradas = await app.db('precios_historial').where({ aumento_id: aumento.aumento_id });
    expect(entradas.length).toBe(aumento.productos);
    expect(entradas.length).toBeGreaterThanOrEqual(5);
    const cambio = { Modo: aumento.modo, Valor: Number(aumento.valor), Redondeo: Number(aumento.redondeo) };
    for (const e of entradas) expect(precioConAumento(e.precio_anterior, cambio)).toBe(e.precio_nuevo);
  });
});
