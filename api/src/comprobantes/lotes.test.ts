import { setTimeout as esperar } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearCliente, crearPedido, crearProducto, cuitNuevo, filasDeAuditoria } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { type ArcaLocal, certificadoDePrueba, iniciarArcaLocal } from '../arca/local/index.js';
import { ticketsDeAcceso } from '../arca/wsaa.js';
import { clienteWsfe } from '../arca/wsfe.js';
import type { Facturacion } from './autorizacion.js';

// "Facturar entregas" (issue 45, decision 98): a day's completed orders, one Factura each, sent in ARCA's lots in the
// background, its progress read by polling. The clock is a day of its own (2030), shared by the server and the local
// ARCA (which checks the invoices' dates against its own day), so the demo data's deliveries are not in it.

const CUIT = '20123456786';
const PUNTO_DE_VENTA = 4;
const DIA = '2030-03-11';
let ahora = new Date(`${DIA}T15:00:00-03:00`);

let arca: ArcaLocal;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  const certificado = certificadoDePrueba(CUIT);
  const reloj = () => ahora;
  arca = await iniciarArcaLocal({ cuit: CUIT, huellaCertificado: certificado.huella, ahora: reloj });
  const facturacion: Facturacion = {
    puntoDeVenta: PUNTO_DE_VENTA,
    condicionIva: 'Responsable Inscripto',
    wsfe: clienteWsfe({
      url: arca.wsfeUrl,
      cuit: CUIT,
      ticket: ticketsDeAcceso({ url: arca.wsaaUrl, credenciales: certificado, servicio: 'wsfe', ahora: reloj }),
    }),
    dePrueba: true,
    variosProcesos: Boolean(process.env.TEST_DATABASE_URL),
    ahora: reloj,
  };
  app = await startTestApp({ facturacion });
  app.setNow(ahora);
  admin = await app.login('admin');
});
afterAll(async () => {
  await app?.close();
  await arca?.cerrar();
});

/** A completed order of `clienteId`, completed at the clock's instant. */
async function entregado(clienteId: number, productoId: number, cantidad = 1) {
  const pedido = await crearPedido(app, admin, clienteId, [{ ProductoID: productoId, Cantidad: cantidad }]);
  for (const estado of ['En Proceso', 'Completado']) {
    const res = await app.request('PUT', `/pedidos/${pedido.PedidoID}/estado`, { token: admin, body: { estado } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return pedido.PedidoID;
}

const previa = async (fecha = DIA) => (await app.request('GET', `/comprobantes/lotes/previa?Fecha=${fecha}`, { token: admin })).body.data;

/** The batch, polled until its sending ends. */
async function terminado(id: number) {
  for (;;) {
    const lote = (await app.request('GET', `/comprobantes/lotes/${id}`, { token: admin })).body.data;
    if (lote.Terminado) return lote;
    await esperar(50);
  }
}

describe('POST /comprobantes/lotes', () => {
  it("invoices each order delivered that day once, with its client's letter; one that cannot be made says why", async () => {
    const producto = await crearProducto(app, admin, { Precio: 1210, Stock: 100 });
    const [final, inscripto, sinCuit] = await Promise.all([
      crearCliente(app, admin),
      crearCliente(app, admin, { CUIT: cuitNuevo(), CondicionIVA: 'Responsable Inscripto' }),
      crearCliente(app, admin, { CondicionIVA: 'Responsable Inscripto' }),
    ]);
    // The day before: not in this day's batch.
    app.setNow(new Date(ahora.getTime() - 86_400_000));
    const ayer = await entregado(final.ClienteID, producto.ProductoID);
    app.setNow(ahora);
    const pedidos = [
      await entregado(final.ClienteID, producto.ProductoID, 1),
      await entregado(final.ClienteID, producto.ProductoID, 2),
      await entregado(inscripto.ClienteID, producto.ProductoID, 3),
      await entregado(sinCuit.ClienteID, producto.ProductoID, 1),
    ];
    // Invoiced already: not in it either.
    const facturado = await entregado(final.ClienteID, producto.ProductoID);
    expect((await app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [facturado] } })).status).toBe(201);

    expect(await previa()).toEqual({ Fecha: DIA, Pedidos: 4, LoteEnCurso: null });
    const res = await app.request('POST', '/comprobantes/lotes', { token: admin, body: { Fecha: DIA } });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.message).toBe('Facturando 4 entregas');
    // Written pending before the answer: none is lost if the process stops now.
    expect(res.body.data).toMatchObject({ Total: 4, Terminado: false });
    const lote = await terminado(res.body.data.LoteID);
    // Another server process answers its progress too: it lives in the database.
    const otro = await app.secondInstance();
    try {
      expect((await otro.request('GET', `/comprobantes/lotes/${lote.LoteID}`, { token: admin })).body.data).toEqual(lote);
    } finally {
      await otro.close();
    }
    expect(lote).toMatchObject({ Fecha: DIA, Total: 4, Autorizados: 3, Pendientes: 0, Rechazados: 1 });
    expect(lote.Resultados.map((r: { PedidoID: number }) => r.PedidoID)).toEqual(pedidos);
    const [b1, b2, a, sinFactura] = lote.Resultados;
    expect(b1).toMatchObject({ Estado: 'Autorizado', Mensaje: null });
    expect(b1.Comprobante).toMatch(/^Factura B 0004-\d{8}$/);
    expect(b2.Numero).toBe(b1.Numero + 1);
    expect(a.Comprobante).toMatch(/^Factura A 0004-\d{8}$/);
    expect(sinFactura).toEqual({
      PedidoID: pedidos[3],
      ComprobanteID: null,
      Estado: 'Rechazado',
      Numero: null,
      Comprobante: null,
      Mensaje: 'Una factura A necesita el CUIT del cliente',
    });
    // One CAE each from ARCA, the amounts of each order.
    const comprobantes = await Promise.all(
      [b1, b2, a].map(async (r) => (await app.request('GET', `/comprobantes/${r.ComprobanteID}`, { token: admin })).body.data),
    );
    expect(comprobantes.map((c) => [c.PedidoIDs, c.ImpTotal, c.Fecha])).toEqual([
      [[pedidos[0]], 1210, DIA],
      [[pedidos[1]], 2420, DIA],
      [[pedidos[2]], 3630, DIA],
    ]);
    for (const c of comprobantes) expect(arca.autorizados().filter((x) => x.CAE === c.CAE)).toHaveLength(1);
    expect((await filasDeAuditoria(app, 'comprobantes', b1.ComprobanteID)).map((f) => [f.accion, f.resumen])).toEqual([
      ['crear', `Pedido ${pedidos[0]} (lote ${lote.LoteID})`],
      ['aprobar', `CAE ${comprobantes[0].CAE}`],
    ]);
    // Nothing left of that day (the refused one waits for its client's CUIT); the day before is still there.
    expect((await previa()).Pedidos).toBe(1);
    const ayerPrevia = await previa(new Date(ahora.getTime() - 86_400_000).toISOString().slice(0, 10));
    expect(ayerPrevia.Pedidos).toBeGreaterThanOrEqual(1);
    expect(ayer).toBeGreaterThan(0);
  });

  it('refuses a second batch of a day while one runs, and a day with nothing to invoice', async () => {
    ahora = new Date(ahora.getTime() + 86_400_000);
    app.setNow(ahora);
    const dia = ahora.toISOString().slice(0, 10);
    const producto = await crearProducto(app, admin, { Precio: 100, Stock: 100 });
    const cliente = await crearCliente(app, admin);
    await entregado(cliente.ClienteID, producto.ProductoID);
    arca.modo({ demoraMs: 400 });
    try {
      const primero = await app.request('POST', '/comprobantes/lotes', { token: admin, body: { Fecha: dia } });
      expect(primero.status).toBe(202);
      expect(await previa(dia)).toEqual({ Fecha: dia, Pedidos: 0, LoteEnCurso: primero.body.data.LoteID });
      await entregado(cliente.ClienteID, producto.ProductoID);
      const segundo = await app.request('POST', '/comprobantes/lotes', { token: admin, body: { Fecha: dia } });
      expect(segundo.status).toBe(409);
      expect(segundo.body.message).toBe(
        `Ya se están facturando las entregas del ${dia.split('-').reverse().join('/')} (lote ${primero.body.data.LoteID})`,
      );
      expect((await terminado(primero.body.data.LoteID)).Autorizados).toBe(1);
    } finally {
      arca.modo({ demoraMs: 0 });
    }
    // The order delivered meanwhile goes in a batch of its own; then there is nothing left.
    const tercero = await app.request('POST', '/comprobantes/lotes', { token: admin, body: { Fecha: dia } });
    expect(tercero.body.data.Total).toBe(1);
    await terminado(tercero.body.data.LoteID);
    const vacio = await app.request('POST', '/comprobantes/lotes', { token: admin, body: { Fecha: dia } });
    expect(vacio.status).toBe(409);
    expect(vacio.body.message).toBe(`No hay entregas sin facturar del ${dia.split('-').reverse().join('/')}`);
  });

  it('takes an Idempotency-Key: a replay answers the same batch and makes no other', async () => {
    ahora = new Date(ahora.getTime() + 86_400_000);
    app.setNow(ahora);
    const dia = ahora.toISOString().slice(0, 10);
    const producto = await crearProducto(app, admin, { Precio: 100, Stock: 100 });
    await entregado((await crearCliente(app, admin)).ClienteID, producto.ProductoID);
    const enviar = () =>
      app.request('POST', '/comprobantes/lotes', { token: admin, body: { Fecha: dia }, headers: { 'Idempotency-Key': `lote-${dia}` } });
    const primero = await enviar();
    await terminado(primero.body.data.LoteID);
    const repetido = await enviar();
    expect(repetido.status).toBe(202);
    expect(repetido.headers.get('Idempotent-Replayed')).toBe('true');
    expect(repetido.body.data.LoteID).toBe(primero.body.data.LoteID);
    expect(await app.db('lotes_facturacion').where({ fecha: dia }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('is for Supervisor and Administrador; a wrong day is a 400', async () => {
    const empleado = await app.login('empleado');
    const prohibido = await app.request('POST', '/comprobantes/lotes', { token: empleado, body: { Fecha: DIA } });
    expect(prohibido.status).toBe(403);
    expect(prohibido.body.message).toBe('Solo Supervisor o Administrador pueden facturar');
    const sinDia = await app.request('POST', '/comprobantes/lotes', { token: admin, body: {} });
    expect(sinDia.status).toBe(400);
    expect(sinDia.body.errors).toEqual({ Fecha: 'Elija el día de las entregas a facturar' });
    expect((await app.request('GET', '/comprobantes/lotes/999999', { token: admin })).body.message).toBe('Lote de facturación no encontrado');
  });
});
