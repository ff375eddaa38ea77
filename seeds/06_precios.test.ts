import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaNegocio, ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import { precioConAumento } from '#dominio/precios';
import { startTestApp, type TestApp } from '../api/test/harness.js';
import { periodoDeLaHistoria } from './04_historia.js';
import { seed } from './06_precios.js';

const hoy = DateTime.fromISO(diaNegocio(new Date(), ZONA_NEGOCIO_POR_DEFECTO), { zone: ZONA_NEGOCIO_POR_DEFECTO });
const { alta, hasta } = periodoDeLaHistoria(hoy);

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

  it("chains every product's history from its 'alta' when the history begins to today's price, a step each month", async () => {
    const historial = await app.db('precios_historial').orderBy(['producto_id', 'momento', 'historial_id']).select();
    for (const { producto_id, nombre, precio } of await app.db('productos').select('producto_id', 'nombre', 'precio')) {
      const suyo = historial.filter((h) => h.producto_id === producto_id);
      expect(suyo[0], nombre).toMatchObject({ origen: 'alta', precio_anterior: null, momento: alta.toJSDate() });
      expect(suyo.filter((h) => h.origen !== 'alta').length, nombre).toBeGreaterThanOrEqual(10);
      for (let i = 1; i < suyo.length; i++) expect(suyo[i].precio_anterior, nombre).toBe(suyo[i - 1].precio_nuevo);
      expect(suyo.at(-1).precio_nuevo, nombre).toBe(Number(precio));
    }
  });

  it('raises every price on the first business day of each month up to the contract’s 90 days, each increase Aplicado', async () => {
    const mensuales = await app.db('aumentos_precio').where({ alcance: 'todos' }).orderBy('vigente_desde').select();
    expect(mensuales.length).toBeGreaterThanOrEqual(10);
    const productos = Number((await app.db('productos').count({ n: '*' }))[0].n);
    for (const a of mensuales) {
      const dia = DateTime.fromISO(a.vigente_desde, { zone: ZONA_NEGOCIO_POR_DEFECTO });
      expect(a, a.vigente_desde).toMatchObject({ estado: 'Aplicado', modo: 'porcentaje', productos });
      expect(dia > alta && dia <= hasta && dia.weekday <= 5, a.vigente_desde).toBe(true);
      // Nothing earlier in its month is a business day: a weekend, New Year's Day or Labour Day.
      for (let antes = dia.minus({ days: 1 }); antes.month === dia.month; antes = antes.minus({ days: 1 }))
        expect(antes.weekday > 5 || ['01-01', '05-01'].includes(antes.toFormat('MM-dd')), antes.toISODate()!).toBe(true);
      expect(Number(a.valor)).toBeGreaterThanOrEqual(2);
      expect(Number(a.valor)).toBeLessThanOrEqual(3);
    }
    expect(new Set(mensuales.map((a) => a.vigente_desde.slice(0, 7))).size).toBe(mensuales.length);
  });

  it('is written once', async () => {
    const contar = async () =>
      Promise.all(['aumentos_precio', 'precios_historial', 'auditoria'].map(async (t) => Number((await app.db(t).count({ n: '*' }))[0].n)));
    const antes = await contar();
    await seed(app.db);
    expect(await contar()).toEqual(antes);
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

  it('has past increases (the monthly ones and the one on Carbón) whose every price is what the increase makes of the one before', async () => {
    const aumentos = await app.db('aumentos_precio').orderBy('aumento_id').select();
    expect(aumentos.filter((a) => a.alcance === 'categoria')).toHaveLength(1);
    for (const aumento of aumentos) {
      expect(aumento.estado).toBe('Aplicado');
      const entradas = await app.db('precios_historial').where({ aumento_id: aumento.aumento_id });
      expect(entradas.length).toBe(aumento.productos);
      expect(entradas.length).toBeGreaterThanOrEqual(5);
      const cambio = { Modo: aumento.modo, Valor: Number(aumento.valor), Redondeo: Number(aumento.redondeo) };
      for (const e of entradas) {
        expect(precioConAumento(e.precio_anterior, cambio)).toBe(e.precio_nuevo);
        expect(e.momento).toEqual(DateTime.fromISO(aumento.vigente_desde, { zone: ZONA_NEGOCIO_POR_DEFECTO }).toJSDate());
      }
    }
  });
});
