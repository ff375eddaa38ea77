import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaNegocio, ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import { startTestApp, type TestApp } from '../api/test/harness.js';
import { seed } from './04_historia.js';

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

  it('sells in every month of the last twelve, with a margin, and this year against the same days of last year', async () => {
    const desde = hoy.minus({ months: 11 }).startOf('month');
    const { Filas } = await reporte('ventas', { Desde: iso(desde), Hasta: iso(hoy), Agrupar: 'mes', Comparar: 'ninguna' });
    expect(Filas).toHaveLength(12);
    for (const { Clave, Actual } of Filas) {
      expect(Actual.Pedidos, Clave).toBeGreaterThan(0);
      expect(Actual.Margen, Clave).toBeGreaterThan(0);
    }
    const { Total, TotalComparado } = await reporte('ventas', {
      Desde: iso(hoy.startOf('year')),
      Hasta: iso(hoy),
      Agrupar: 'mes',
      Comparar: 'anio',
    });
    expect(Total.Importe).toBeGreaterThan(0);
    expect(TotalComparado.Importe).toBeGreaterThan(0);
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
    const { ClientesMasLentos, Total } = await reporte('cobranzas', {
      Desde: iso(hoy.startOf('year')),
      Hasta: iso(hoy),
      Agrupar: 'mes',
      Comparar: 'anio',
    });
    expect(Total.Cobrado).toBeGreaterThan(0);
    expect(ClientesMasLentos.Clientes.length).toBeGreaterThan(0);
  });

  it('is written once', async () => {
    const contar = async () =>
      Promise.all(
        ['pedidos', 'movimientos_stock', 'movimientos_cuenta', 'pedidos_proveedores'].map(async (t) =>
          Number((await app.db(t).count({ n: '*' }))[0].n),
        ),
      );
    const antes = await contar();
    await seed(app.db);
    expect(await contar()).toEqual(antes);
  });
});
