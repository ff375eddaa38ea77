import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arcaDePrueba } from '../../test/facturacion.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { ArcaLocal } from '../arca/local/index.js';
import { autorizarPendientes, type Facturacion } from './autorizacion.js';
import { devolucionCompleta, notasDeCreditoDePrueba, PUNTO_DE_VENTA } from '../../test/notasDeCredito.js';

// A credit note's effects (issue 45, decision 97): a return's goods come back once and the account is credited once,
// when ARCA authorizes the note (also late, after a lost answer); an invoiced order is not cancelled or reopened before
// its whole credit note.

let arca: ArcaLocal;
let facturacion: Facturacion;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  ({ arca, facturacion } = await arcaDePrueba(PUNTO_DE_VENTA));
  app = await startTestApp({ facturacion });
  admin = await app.login('admin');
});
afterAll(async () => {
  await app?.close();
  await arca?.cerrar();
});

const { factura, nota, stock, saldo, devoluciones, cambiarEstado } = notasDeCreditoDePrueba(() => ({ app, admin }));

describe('exactly once', () => {
  it('the same Idempotency-Key replays the note without a second one; another body under it is a 422', async () => {
    const { factura: f, clienteId, productos } = await factura([{ Precio: 100, Cantidad: 4 }]);
    const body = { Clase: 'Devolución', Motivo: 'Una rota', Lineas: [{ Renglon: 1, Cantidad: 1 }] };
    const primera = await nota(f.ComprobanteID, body, { clave: 'nc-replay-1' });
    const repetida = await nota(f.ComprobanteID, body, { clave: 'nc-replay-1' });
    expect(repetida.status).toBe(201);
    expect(repetida.headers.get('idempotent-replayed')).toBe('true');
    expect(repetida.body.data).toEqual(primera.body.data);
    const otra = await nota(f.ComprobanteID, { ...body, Motivo: 'Otra cosa' }, { clave: 'nc-replay-1' });
    expect(otra.status).toBe(422);
    expect(await app.db('comprobantes').where({ comprobante_asociado_id: f.ComprobanteID })).toHaveLength(1);
    expect([await stock(productos[0]), await saldo(clienteId)]).toEqual([97, 300]);
    expect(await devoluciones(productos[0])).toHaveLength(1);
  });

  it('a lost answer moves nothing; the replay finds its CAE and moves the goods and the account once', async () => {
    const { factura: f, clienteId, productos } = await factura([{ Precio: 100, Cantidad: 2 }]);
    arca.modo({ perderRespuestas: 1 });
    const perdida = await nota(f.ComprobanteID, devolucionCompleta, { clave: 'nc-perdida-1' });
    expect(perdida.body.data).toMatchObject({ Estado: 'Pendiente de CAE', CAE: null });
    expect([await stock(productos[0]), await saldo(clienteId)]).toEqual([98, 200]);
    // ARCA did authorize it: the replay consults that number and records its one CAE.
    const repetida = await nota(f.ComprobanteID, devolucionCompleta, { clave: 'nc-perdida-1' });
    expect(repetida.body.data).toMatchObject({ Estado: 'Autorizado', Numero: perdida.body.data.Numero });
    expect(
      arca.autorizados().filter((a) => a.CbteTipo === 8 && a.numero === perdida.body.data.Numero && a.PtoVta === PUNTO_DE_VENTA),
    ).toHaveLength(1);
    await nota(f.ComprobanteID, devolucionCompleta, { clave: 'nc-perdida-1' });
    expect([await stock(productos[0]), await saldo(clienteId)]).toEqual([100, 0]);
    expect(await devoluciones(productos[0])).toHaveLength(1);
  });

  it('a lost answer authorized by the retry (autorizarPendientes) moves once, and a replay after it moves nothing', async () => {
    const { factura: f, clienteId, productos } = await factura([{ Precio: 50, Cantidad: 2 }]);
    arca.modo({ perderRespuestas: 1 });
    const perdida = (await nota(f.ComprobanteID, devolucionCompleta, { clave: 'nc-perdida-2' })).body.data;
    expect(perdida.Estado).toBe('Pendiente de CAE');
    await autorizarPendientes(app.db, facturacion, null);
    await autorizarPendientes(app.db, facturacion, null);
    const leida = (await app.request('GET', `/comprobantes/${perdida.ComprobanteID}`, { token: admin })).body.data;
    expect(leida).toMatchObject({ Estado: 'Autorizado', Numero: perdida.Numero });
    expect((await nota(f.ComprobanteID, devolucionCompleta, { clave: 'nc-perdida-2' })).body.data.Estado).toBe('Autorizado');
    expect([await stock(productos[0]), await saldo(clienteId)]).toEqual([100, 0]);
    expect(await devoluciones(productos[0])).toHaveLength(1);
  });

  it('a note ARCA rejects moves nothing, keeps ARCA codes, and does not count against the invoice', async () => {
    const { factura: f, clienteId, productos } = await factura([{ Precio: 100, Cantidad: 1 }]);
    // An invoice ARCA never authorized under this number: the local ARCA refuses a note associated to it.
    await app.db('comprobantes').where({ comprobante_id: f.ComprobanteID }).update({ numero: 99_999_999 });
    const rechazada = (await nota(f.ComprobanteID, devolucionCompleta)).body.data;
    expect(rechazada).toMatchObject({ Estado: 'Rechazado', Numero: null });
    expect(rechazada.Observaciones.map((o: { codigo: number }) => o.codigo)).toEqual([10153]);
    expect([await stock(productos[0]), await saldo(clienteId)]).toEqual([99, 100]);
    await app.db('comprobantes').where({ comprobante_id: f.ComprobanteID }).update({ numero: f.Numero });
    expect((await nota(f.ComprobanteID, devolucionCompleta)).body.data).toMatchObject({ Estado: 'Autorizado', ImpTotal: 100 });
  });
});

describe('an invoiced order', () => {
  it('is not cancelled or reopened before credit notes cover its whole invoice; then the goods come back only once', async () => {
    const { factura: f, pedido, clienteId, productos } = await factura([{ Precio: 100, Cantidad: 3 }]);
    const nombre = `Factura B 0005-${String(f.Numero).padStart(8, '0')}`;
    const mensaje = `El pedido ${pedido} está facturado en ${nombre}: emita primero su nota de crédito por el total de la factura`;
    for (const estado of ['Cancelado', 'Pendiente', 'En Proceso']) {
      const res = await cambiarEstado(pedido, estado);
      expect([res.status, res.body.message]).toEqual([409, mensaje]);
    }
    await nota(f.ComprobanteID, { Clase: 'Devolución', Motivo: 'Una', Lineas: [{ Renglon: 1, Cantidad: 1 }] });
    expect((await cambiarEstado(pedido, 'Cancelado')).status).toBe(409);
    await nota(f.ComprobanteID, devolucionCompleta);
    expect([await stock(productos[0]), await saldo(clienteId)]).toEqual([100, 0]);
    const cancelado = await cambiarEstado(pedido, 'Cancelado');
    expect(cancelado.status, JSON.stringify(cancelado.body)).toBe(200);
    // The notes brought every unit back already; the cancellation adds none, and the account was credited once.
    expect([await stock(productos[0]), await saldo(clienteId)]).toEqual([100, 0]);
  });

  it('reopened after a whole price correction, it is owed again once it is completed again, and invoiced again', async () => {
    const { factura: f, pedido, clienteId, productos } = await factura([{ Precio: 80, Cantidad: 1 }]);
    expect(
      (await nota(f.ComprobanteID, { Clase: 'Corrección de precio', Motivo: 'Precio mal cargado', Completa: true })).body.data.ImpTotal,
    ).toBe(80);
    expect(await saldo(clienteId)).toBe(0);
    expect((await cambiarEstado(pedido, 'Pendiente')).status).toBe(200);
    expect([await stock(productos[0]), await saldo(clienteId)]).toEqual([99, 0]);
    for (const estado of ['En Proceso', 'Completado']) expect((await cambiarEstado(pedido, estado)).status).toBe(200);
    expect(await saldo(clienteId)).toBe(80);
    // Credited whole and reopened, it left its invoice: completed again, it is invoiced again; the old invoice still names it.
    const otra = await app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [pedido] } });
    expect(otra.status, JSON.stringify(otra.body)).toBe(201);
    expect(otra.body.data).toMatchObject({ Estado: 'Autorizado', Numero: f.Numero + 1, PedidoIDs: [pedido] });
    expect((await app.request('GET', `/comprobantes/${f.ComprobanteID}`, { token: admin })).body.data.PedidoIDs).toEqual([pedido]);
    expect((await app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [pedido] } })).status).toBe(409);
  });
});

describe('correcting an invoice', () => {
  it('credited whole, it holds its order no more: a new invoice of the order at once; in part, it still does', async () => {
    const { factura: f, pedido } = await factura([{ Precio: 50, Cantidad: 2 }]);
    const otraFactura = () => app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [pedido] } });
    await nota(f.ComprobanteID, { Clase: 'Corrección de precio', Motivo: 'Parte', Lineas: [{ Renglon: 1, Importe: 40 }] });
    expect((await otraFactura()).status).toBe(409);
    await nota(f.ComprobanteID, { Clase: 'Corrección de precio', Motivo: 'Precio mal cargado', Completa: true });
    const nueva = await otraFactura();
    expect(nueva.status, JSON.stringify(nueva.body)).toBe(201);
    expect(nueva.body.data).toMatchObject({ Estado: 'Autorizado', PedidoIDs: [pedido], ImpTotal: 100 });
    // Now the new invoice holds it.
    expect((await cambiarEstado(pedido, 'Cancelado')).status).toBe(409);
  });
});
