import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esCuitValido } from '#dominio/fiscal';
import { startTestApp, type TestApp } from '../api/test/harness.js';
import { cuentaDelCliente } from '../api/test/fixtures.js';
import { seed } from './06_cuentas.js';

const DIA = 86_400_000;

describe('demo client accounts (seeds/06_cuentas)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('has a month of payments of every method, one voided, none in the future', async () => {
    // The year before is seeds/04_historia's.
    const cobros = await app
      .db('cobros')
      .where('fecha', '>', new Date(Date.now() - 32 * DIA))
      .select('fecha', 'metodo', 'anulado', 'referencia');
    expect(cobros.length).toBeGreaterThanOrEqual(15);
    expect(new Set(cobros.map((c) => c.metodo))).toEqual(new Set(['efectivo', 'transferencia', 'cheque', 'otro']));
    expect(cobros.filter((c) => c.anulado)).toHaveLength(1);
    const hoy = new Date().toISOString().slice(0, 10);
    for (const c of cobros) {
      expect(c.fecha <= hoy && Date.now() - Date.parse(c.fecha) < 32 * DIA, c.fecha).toBe(true);
      if (c.metodo === 'cheque') expect(c.referencia).toMatch(/^Cheque /);
    }
  });

  it('has clients above their credit limit, debt older than 60 days and credit in favour', async () => {
    const clientes = await app.db('clientes').select('saldo', 'limite_credito');
    expect(clientes.filter((c) => c.limite_credito !== null && Number(c.saldo) > Number(c.limite_credito)).length).toBeGreaterThanOrEqual(2);
    expect(clientes.some((c) => Number(c.saldo) < 0)).toBe(true);
    const viejas = await app
      .db('entregas')
      .where({ anulada: false })
      .whereRaw('cobrado < importe')
      .where('fecha', '<', new Date(Date.now() - 60 * DIA));
    expect(viejas.length).toBeGreaterThanOrEqual(2);
  });

  it("has debt over 90 days: opening balances, each its client's first move, aged by their date in the receivables", async () => {
    const iniciales = await app.db('movimientos_cuenta').where({ tipo: 'saldo_inicial' }).select('cliente_id', 'movimiento_id', 'fecha');
    expect(iniciales.length).toBeGreaterThanOrEqual(2);
    for (const m of iniciales) {
      expect(Date.now() - m.fecha.getTime()).toBeGreaterThan(90 * DIA);
      const primero = await app.db('movimientos_cuenta').where({ cliente_id: m.cliente_id }).min({ id: 'movimiento_id' }).first();
      expect(Number(primero?.id)).toBe(Number(m.movimiento_id));
    }
    const token = await app.login('empleado');
    const { body } = await app.request('GET', '/cuentas-a-cobrar?sort=TramoMas90&order=desc&page=1&limit=25', { token });
    const conMas90 = body.data.filter((c: { TramoMas90: number }) => c.TramoMas90 > 0).map((c: { ClienteID: number }) => c.ClienteID);
    expect(conMas90.sort()).toEqual(iniciales.map((m) => m.cliente_id).sort());
    const totales = (await app.request('GET', '/cuentas-a-cobrar/totales', { token })).body.data;
    expect(totales.TramoMas90).toBeGreaterThan(0);
  });

  it('gives valid CUITs to most clients and every supplier', async () => {
    const cuits = [...(await app.db('clientes').pluck('cuit')), ...(await app.db('proveedores').pluck('cuit'))].filter(Boolean);
    expect(cuits.length).toBeGreaterThan(20);
    for (const cuit of cuits) expect(esCuitValido(cuit), cuit).toBe(true);
    expect((await app.db('proveedores').whereNull('cuit')).length).toBe(0);
  });

  it("keeps every client's balance equal to the sum of its moves", async () => {
    for (const id of await app.db('clientes').pluck('cliente_id')) {
      const c = await cuentaDelCliente(app, id);
      expect(c, `cliente ${id}`).toEqual({
        ...c,
        suma: c.saldo,
        encadenados: true,
        ultimo: c.saldo,
        deudaMenosFavor: c.saldo,
        descuadres: 0,
        favorYDeuda: false,
      });
    }
  });

  it('is idempotent', async () => {
    const contar = async () => Number((await app.db('movimientos_cuenta').count({ n: '*' }))[0].n);
    const antes = await contar();
    await seed(app.db);
    expect(await contar()).toBe(antes);
  });
});
