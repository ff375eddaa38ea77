import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaNegocio, ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import { MENSAJES_REPORTES, SOLO_QUIEN_VE_REPORTES } from '#dominio/reportes';
import { down, up } from '../../../migrations/20261204_054_dias_de_cobro.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { pedidoCompletado } from '../../test/facturacion.js';
import { crearCliente, crearProducto, enLaZona } from '../../test/fixtures.js';
import { DIAS_DE_HISTORIA } from '../../../seeds/04_historia.js';

// Issue 48, the Cobranzas report (docs/decisiones.md 108), over HTTP with a data set worked out by hand, in two months
// before the demo's first (its history, seeds/04_historia, goes DIAS_DE_HISTORIA days back). One product at $ 100.
// - Month M: X gets $ 1.000 on day 3 and pays it by transfer on day 13 (10 days); Y gets $ 2.000 on day 5 and pays it
//   by cheque on day 10 (5 days).
// - Month N: X gets $ 500 on day 2 and pays $ 200 cash on day 22 (20 days: slower); Y gets $ 800 on day 3 and pays it
//   cash on day 5 (2 days: faster), then $ 300 by "otro" on day 6, voided.

let app: TestApp;
let admin: string;
let supervisor: string;
let empleado: string;
let producto: number;
let x: { ClienteID: number; Nombre: string; Apellido: string };
let y: { ClienteID: number; Nombre: string; Apellido: string };

const hoy = DateTime.fromISO(diaNegocio(new Date(), ZONA_NEGOCIO_POR_DEFECTO));
const iso = (d: DateTime) => d.toISODate()!;
const M = hoy.minus({ days: DIAS_DE_HISTORIA + 1, months: 2 }).startOf('month');
const N = M.plus({ months: 1 });
const dia = (mes: DateTime, n: number) => iso(mes.plus({ days: n - 1 }));

/** A delivered order of `unidades` at $ 100 for a client, moved (its delivery and its debit) to day `fecha`. */
async function entrega(clienteId: number, unidades: number, fecha: string) {
  const pedidoId = await pedidoCompletado(app, admin, clienteId, [{ ProductoID: producto, Cantidad: unidades }]);
  await app
    .db('entregas')
    .where({ pedido_id: pedidoId })
    .update({ fecha: enLaZona(fecha) });
  await app
    .db('movimientos_cuenta')
    .where({ pedido_id: pedidoId, tipo: 'entrega' })
    .update({ fecha: enLaZona(fecha) });
}

async function cobro(clienteId: number, Importe: number, Metodo: string, Fecha: string) {
  const res = await app.request('POST', '/cobros', {
    token: admin,
    body: { ClienteID: clienteId, Importe, Metodo, Fecha, ...(Metodo === 'cheque' && { Referencia: 'Cheque 123' }) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.CobroID as number;
}

const cobranzas = async (query: Record<string, string>, token = supervisor) =>
  app.request('GET', `/reportes/cobranzas?${new URLSearchParams(query)}`, { token });

/** What the clients owed at the end of `hasta`, from the account ledger: each payment's move on the payment's day. */
async function saldoDelLibro(hasta: string): Promise<number> {
  const [fila] = await app
    .db('movimientos_cuenta as m')
    .leftJoin('cobros as c', 'c.cobro_id', 'm.cobro_id')
    .whereRaw(`coalesce(c.fecha, (m.fecha AT TIME ZONE ?)::date) <= ?`, [ZONA_NEGOCIO_POR_DEFECTO, hasta])
    .sum({ saldo: 'm.importe' });
  return Number(fila.saldo ?? 0);
}

beforeAll(async () => {
  app = await startTestApp();
  [admin, supervisor, empleado] = await Promise.all([app.login('admin'), app.login('supervisor'), app.login('empleado')]);
  producto = (await crearProducto(app, admin, { Precio: 100, Stock: 500 })).ProductoID;
  [x, y] = await Promise.all([crearCliente(app, admin), crearCliente(app, admin)]);
  await entrega(x.ClienteID, 10, dia(M, 3));
  await entrega(y.ClienteID, 20, dia(M, 5));
  await cobro(y.ClienteID, 2000, 'cheque', dia(M, 10));
  await cobro(x.ClienteID, 1000, 'transferencia', dia(M, 13));
  await entrega(x.ClienteID, 5, dia(N, 2));
  await entrega(y.ClienteID, 8, dia(N, 3));
  await cobro(y.ClienteID, 800, 'efectivo', dia(N, 5));
  const anulado = await cobro(y.ClienteID, 300, 'otro', dia(N, 6));
  const anular = await app.request('PUT', `/cobros/${anulado}/anular`, { token: admin, body: { Motivo: 'Se cargó dos veces' } });
  expect(anular.status, JSON.stringify(anular.body)).toBe(200);
  await cobro(x.ClienteID, 200, 'efectivo', dia(N, 22));
});
afterAll(() => app.close());

describe('GET /reportes/cobranzas', () => {
  it('per month: delivered against collected per method, the days money took, what was owed at each end and the días de calle', async () => {
    const antes = await saldoDelLibro(iso(M.minus({ days: 1 })));
    const res = await cobranzas({ Desde: iso(M), Hasta: iso(N.endOf('month')), Agrupar: 'mes', Comparar: 'ninguna' });
    expect(res.status).toBe(200);
    const { Filas, Total, Comparacion, TotalComparado } = res.body.data;
    expect([Comparacion, TotalComparado]).toEqual([null, null]);
    expect(Filas.map((f: { Clave: string }) => f.Clave)).toEqual([iso(M), iso(N)]);
    expect(Filas[0].Actual).toEqual({
      Entregado: 3000,
      Cobrado: 3000,
      Efectivo: 0,
      Transferencia: 1000,
      Cheque: 2000,
      Otro: 0,
      Cobros: 2,
      CobradoPorcentaje: 100,
      // (1.000 × 10 + 2.000 × 5) / 3.000
      DiasDeCobro: 6.7,
      SaldoAlCierre: antes,
      DiasDeCalle: Math.round((Math.max(antes, 0) / 3000) * M.daysInMonth! * 10) / 10,
    });
    // The voided payment counts nowhere; X still owes $ 300.
    expect(Filas[1].Actual).toMatchObject({
      Entregado: 1300,
      Cobrado: 1000,
      Efectivo: 1000,
      Otro: 0,
      Cobros: 2,
      CobradoPorcentaje: 76.9,
      // (200 × 20 + 800 × 2) / 1.000
      DiasDeCobro: 5.6,
      SaldoAlCierre: antes + 300,
    });
    expect(Filas[1].Actual.DiasDeCalle).toBe(Math.round((Math.max(antes + 300, 0) / 1300) * N.daysInMonth! * 10) / 10);
    expect(Total).toMatchObject({ Entregado: 4300, Cobrado: 4000, Transferencia: 1000, Cheque: 2000, Efectivo: 1000, Cobros: 4 });
    // (10.000 + 10.000 + 4.000 + 1.600) / 4.000
    expect(Total.DiasDeCobro).toBe(6.4);
    expect(Total.SaldoAlCierre).toBe(antes + 300);
    expect(Total.SaldoAlCierre).toBe(await saldoDelLibro(iso(N.endOf('month'))));
  });

  it('per day of a custom range: every day there, in zero when nothing moved, and the total the sum of its rows', async () => {
    const res = await cobranzas({ Desde: dia(M, 2), Hasta: dia(M, 14), Agrupar: 'dia', Comparar: 'ninguna' });
    expect(res.status).toBe(200);
    const { Filas, Total } = res.body.data;
    expect(Filas).toHaveLength(13);
    const de = (n: number) => Filas.find((f: { Clave: string }) => f.Clave === dia(M, n)).Actual;
    expect(de(3)).toMatchObject({ Entregado: 1000, Cobrado: 0, DiasDeCobro: null });
    expect(de(5)).toMatchObject({ Entregado: 2000, Cobrado: 0 });
    expect(de(10)).toMatchObject({ Entregado: 0, Cobrado: 2000, Cheque: 2000, DiasDeCobro: 5, CobradoPorcentaje: null, DiasDeCalle: null });
    expect(de(13)).toMatchObject({ Cobrado: 1000, Transferencia: 1000, DiasDeCobro: 10 });
    expect(de(4)).toMatchObject({ Entregado: 0, Cobrado: 0, Cobros: 0 });
    // What was owed grows with each delivery and falls with each payment.
    expect(de(5).SaldoAlCierre - de(2).SaldoAlCierre).toBe(3000);
    expect(de(13).SaldoAlCierre - de(2).SaldoAlCierre).toBe(0);
    for (const medida of ['Entregado', 'Cobrado', 'Cheque', 'Transferencia', 'Cobros'] as const) {
      expect(Total[medida], medida).toBe(Filas.reduce((suma: number, f: { Actual: Record<string, number> }) => suma + f.Actual[medida], 0));
    }
    expect(Total.SaldoAlCierre).toBe(Filas.at(-1).Actual.SaldoAlCierre);
  });

  it('compares with the month before, and lists the clients who pay slower than then', async () => {
    const res = await cobranzas({ Desde: iso(N), Hasta: iso(N.endOf('month')), Agrupar: 'semana', Comparar: 'anterior' });
    expect(res.status).toBe(200);
    const { Comparacion, TotalComparado, Total, ClientesMasLentos } = res.body.data;
    expect(Comparacion).toEqual({ Desde: iso(M), Hasta: iso(M.endOf('month')) });
    expect(TotalComparado).toMatchObject({ Entregado: 3000, Cobrado: 3000, DiasDeCobro: 6.7 });
    expect(Total).toMatchObject({ Entregado: 1300, Cobrado: 1000, DiasDeCobro: 5.6 });
    expect(ClientesMasLentos.Comparacion).toEqual(Comparacion);
    const lentoX = ClientesMasLentos.Clientes.find((c: { ClienteID: number }) => c.ClienteID === x.ClienteID);
    expect(lentoX).toEqual({
      ClienteID: x.ClienteID,
      Nombre: `${x.Nombre} ${x.Apellido}`,
      DiasDeCobro: 20,
      DiasDeCobroAntes: 10,
      Demora: 10,
      Cobrado: 200,
      Saldo: 300,
    });
    // Y pays faster than before: not one of them.
    expect(ClientesMasLentos.Clientes.map((c: { ClienteID: number }) => c.ClienteID)).not.toContain(y.ClienteID);
    // Without a comparison, the clients are still compared with the period before.
    const sin = await cobranzas({ Desde: iso(N), Hasta: iso(N.endOf('month')), Agrupar: 'mes', Comparar: 'ninguna' });
    expect(sin.body.data.ClientesMasLentos).toEqual(ClientesMasLentos);
    // An empty period before: every comparison in zero, and no client to compare.
    const vacio = await cobranzas({ Desde: iso(M), Hasta: iso(M.endOf('month')), Agrupar: 'mes', Comparar: 'anterior' });
    expect(vacio.body.data.TotalComparado).toMatchObject({ Entregado: 0, Cobrado: 0, DiasDeCobro: null, DiasDeCalle: null });
    expect(vacio.body.data.ClientesMasLentos.Clientes.map((c: { ClienteID: number }) => c.ClienteID)).not.toContain(x.ClienteID);
  });

  it('the clients who pay slower: as their payments say, moved by a payment, kept as migration 054 builds them', async () => {
    /** Each client's days to pay in a range, from the applications themselves: on the day each debt was settled. */
    async function diasDeCobro(desde: string, hasta: string): Promise<Map<number, number>> {
      const entregada = '(e.fecha AT TIME ZONE ?)::date';
      const saldada = `greatest(c.fecha, ${entregada})`;
      const zona = ZONA_NEGOCIO_POR_DEFECTO;
      const filas: { cliente_id: number; dias: number }[] = await app
        .db('imputaciones as i')
        .join('cobros as c', 'c.cobro_id', 'i.cobro_id')
        .join('entregas as e', 'e.entrega_id', 'i.entrega_id')
        .where('i.activa', true)
        .whereRaw(`${saldada} BETWEEN ? AND ?`, [zona, desde, hasta])
        .groupBy('c.cliente_id')
        .havingRaw('sum(i.importe) > 0')
        .select('c.cliente_id', app.db.raw(`(sum(i.importe * (${saldada} - ${entregada})) / sum(i.importe))::float8 AS dias`, [zona, zona]));
      return new Map(filas.map((f) => [f.cliente_id, f.dias]));
    }
    const lentos = async (mes: DateTime, Comparar = 'anterior') =>
      (await cobranzas({ Desde: iso(mes), Hasta: iso(mes.endOf('month')), Agrupar: 'mes', Comparar })).body.data.ClientesMasLentos;
    // Whole months with the demo's payments and this data set's: the 20 most slowed, as the applications give them.
    const ultimo = hoy.minus({ months: 1 }).startOf('month');
    for (const [mes, antes] of [
      [N, M],
      [ultimo, ultimo.minus({ months: 1 })],
      [ultimo, ultimo.minus({ years: 1 })],
    ]) {
      const [ahora, previo] = await Promise.all([
        diasDeCobro(iso(mes), iso(mes.endOf('month'))),
        diasDeCobro(iso(antes), iso(antes.endOf('month'))),
      ]);
      const esperados = [...ahora]
        .filter(([id, dias]) => previo.has(id) && dias - previo.get(id)! >= 1)
        .map(([id, dias]) => ({ id, demora: dias - previo.get(id)! }))
        .sort((a, b) => b.demora - a.demora || a.id - b.id)
        .slice(0, 20);
      const { Clientes } = await lentos(mes, antes.month === mes.month ? 'anio' : 'anterior');
      expect(
        Clientes.map((c: { ClienteID: number }) => c.ClienteID),
        iso(mes),
      ).toEqual(esperados.map((e) => e.id));
    }
    // A client who paid in two days in M and takes 25 in N is now the most slowed of N.
    const z = await crearCliente(app, admin);
    await entrega(z.ClienteID, 1, dia(M, 1));
    await cobro(z.ClienteID, 100, 'efectivo', dia(M, 3));
    await entrega(z.ClienteID, 1, dia(N, 1));
    expect((await lentos(N)).Clientes.map((c: { ClienteID: number }) => c.ClienteID)).not.toContain(z.ClienteID);
    await cobro(z.ClienteID, 100, 'efectivo', dia(N, 26));
    const conZ = await lentos(N);
    expect(conZ.Clientes[0]).toMatchObject({ ClienteID: z.ClienteID, DiasDeCobro: 25, DiasDeCobroAntes: 2, Demora: 23 });
    // What the writes kept is what migration 054 builds from the summary at once.
    const demoras = async () =>
      (
        await app
          .db('cobranzas_demoras')
          .select(
            app.db.raw(
              "concat_ws(' ', zona, grano, periodo, clave, imputado, dias, coalesce(antes::text, '-'), coalesce(anio::text, '-')) AS fila",
            ),
          )
      )
        .map((f) => f.fila)
        .sort();
    const guardadas = await demoras();
    expect(guardadas.length).toBeGreaterThan(0);
    await down(app.db);
    await up(app.db);
    expect(await demoras()).toEqual(guardadas);
    expect(await lentos(N)).toEqual(conZ);
  });

  it('agrees with the payments, deliveries and account ledger it comes from, over the demo too', async () => {
    for (const [desde, Agrupar] of [
      [iso(hoy.minus({ days: 80 })), 'semana'],
      [iso(hoy.startOf('year').minus({ years: 1 })), 'mes'],
    ]) {
      const hasta = iso(hoy);
      const res = await cobranzas({ Desde: desde, Hasta: hasta, Agrupar, Comparar: 'anio' });
      expect(res.status).toBe(200);
      const [cobrado] = await app
        .db('cobros')
        .where({ anulado: false })
        .whereBetween('fecha', [desde, hasta])
        .sum({ s: 'importe' })
        .count({ n: '*' });
      const [entregado] = await app
        .db('entregas')
        .where({ anulada: false })
        .whereNotNull('pedido_id')
        .whereRaw('(fecha AT TIME ZONE ?)::date BETWEEN ? AND ?', [ZONA_NEGOCIO_POR_DEFECTO, desde, hasta])
        .sum({ s: 'importe' });
      const [saldos] = await app.db('clientes').sum({ s: 'saldo' });
      const { Total } = res.body.data;
      expect(Number(cobrado.n), desde).toBeGreaterThan(0);
      expect(Total.Cobrado, desde).toBeCloseTo(Number(cobrado.s), 2);
      expect(Total.Cobros, desde).toBe(Number(cobrado.n));
      expect(Total.Entregado, desde).toBeCloseTo(Number(entregado.s), 2);
      // Up to today, what is owed is what the clients' balances add up to.
      expect(Total.SaldoAlCierre, desde).toBeCloseTo(Number(saldos.s), 2);
    }
  });

  it('is kept by the writes as a zone built from the tables would have it, as the sales summary is', async () => {
    const zona = ZONA_NEGOCIO_POR_DEFECTO;
    const MEDIDAS = {
      cobranzas_resumen: ['entregado', 'cobros', 'efectivo', 'transferencia', 'cheque', 'otro', 'movimiento', 'imputado', 'dias_imputados'],
      ventas_resumen: ['pedidos', 'unidades', 'kilos', 'importe', 'neto', 'costo', 'neto_costeado', 'sin_costo'],
    };
    const resumenes = async () => {
      const texto: Record<string, string[]> = {};
      for (const [tabla, medidas] of Object.entries(MEDIDAS)) {
        const filas: Record<string, string>[] = await app
          .db(tabla)
          .where({ zona })
          .select('corte', 'grano', app.db.raw("to_char(periodo, 'YYYY-MM-DD') AS periodo"), 'clave')
          .select(app.db.raw(medidas.map((m) => `sum(${m})::text AS ${m}`).join(', ')))
          .groupBy('corte', 'grano', 'periodo', 'clave')
          .havingRaw(medidas.map((m) => `sum(${m}) <> 0`).join(' OR '));
        texto[tabla] = filas.map((f) => Object.values(f).join(' ')).sort();
      }
      return texto;
    };
    const guardados = await resumenes();
    expect(guardados.cobranzas_resumen.length).toBeGreaterThan(0);
    await app.db.transaction(async (trx) => {
      for (const tabla of ['ventas_por_dia', 'pendiente_por_dia', ...Object.keys(MEDIDAS), 'zonas_de_ventas'])
        await trx(tabla).where({ zona }).delete();
      await trx.raw('SELECT registrar_zona_de_ventas(?)', [zona]);
    });
    expect(await resumenes()).toEqual(guardados);
  });

  it('is a Supervisor’s and an Administrador’s; bad ranges are 400s with their messages', async () => {
    const rango = { Desde: iso(N), Hasta: iso(N.endOf('month')) };
    expect((await cobranzas(rango, admin)).status).toBe(200);
    const prohibido = await cobranzas(rango, empleado);
    expect(prohibido.status).toBe(403);
    expect(prohibido.body.message).toBe(SOLO_QUIEN_VE_REPORTES);
    const malos: [Record<string, string>, string][] = [
      [{ Desde: rango.Hasta, Hasta: rango.Desde }, MENSAJES_REPORTES.rangoInvertido],
      [{ Desde: rango.Desde }, MENSAJES_REPORTES.hastaRequerido],
      [{ ...rango, Desde: iso(N.minus({ days: 100 })), Agrupar: 'dia' }, MENSAJES_REPORTES.porDiaLargo],
      [{ ...rango, Agrupar: 'cliente' }, MENSAJES_REPORTES.agrupacionInvalida],
      [{ ...rango, Comparar: 'siempre' }, MENSAJES_REPORTES.comparacionInvalida],
    ];
    for (const [query, mensaje] of malos) {
      const res = await cobranzas(query);
      expect(res.status, mensaje).toBe(400);
      expect(Object.values(res.body.errors ?? { message: res.body.message }), mensaje).toContain(mensaje);
    }
  });
});
