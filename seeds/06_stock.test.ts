import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../api/test/harness.js';
import { saldosDelLibro } from '../api/test/fixtures.js';
import { MOTIVOS_MOVIMIENTO, RAZONES_AJUSTE } from '#dominio/stock';
import { seed } from './06_stock.js';

describe('demo stock ledger and replenishment settings (seeds/06_stock)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("has moves of every motive (but a partial delivery's return) and adjustments of every reason", async () => {
    const motivos = await app.db('movimientos_stock').distinct('motivo').pluck('motivo');
    // The demo's delivered route sheet has no partial delivery: the contract's 60 orders are left as they are.
    expect(new Set(motivos)).toEqual(new Set(Object.keys(MOTIVOS_MOVIMIENTO).filter((m) => m !== 'devolucion')));
    const razones = await app.db('movimientos_stock').whereNotNull('razon_ajuste').distinct('razon_ajuste').pluck('razon_ajuste');
    expect(new Set(razones)).toEqual(new Set(Object.keys(RAZONES_AJUSTE)));
  });

  it('has low-stock products with and without a preferred supplier, and minimums other than 10', async () => {
    const bajos = await app.db('productos').where({ active: true }).whereRaw('stock < stock_minimo').select('proveedor_preferido_id');
    expect(bajos.filter((p) => p.proveedor_preferido_id !== null).length).toBeGreaterThanOrEqual(2);
    expect(bajos.some((p) => p.proveedor_preferido_id === null)).toBe(true);
    expect((await app.db('productos').whereNot({ stock_minimo: 10 })).length).toBeGreaterThanOrEqual(5);
  });

  it('every product ledger chains its balances up to the stock', async () => {
    for (const { producto_id, stock } of await app.db('productos').select('producto_id', 'stock')) {
      expect(await saldosDelLibro(app, producto_id)).toEqual({ encadenados: true, ultimo: stock });
    }
  });

  it('is idempotent', async () => {
    const contar = async () => Number((await app.db('movimientos_stock').count({ n: '*' }))[0].n);
    const antes = await contar();
    await seed(app.db);
    expect(await contar()).toBe(antes);
  });
});
