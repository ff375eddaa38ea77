import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erroresDeImportes } from '#dominio/facturacion';
import { MENSAJES_IDEMPOTENCIA } from '#dominio/idempotencia';
import { arcaDePrueba, pedidoCompletado as completado, PUNTO_DE_VENTA_DE_PRUEBA } from '../../test/facturacion.js';
import { crearCliente, crearPedido, crearProducto, cuitNuevo, filasDeAuditoria } from '../../test/fixtures.js';
import type { AddressInfo } from 'node:net';
import { clienteHttp, startTestApp, type TestApp } from '../../test/harness.js';
import { createApp } from '../app.js';
import { createDatabase } from '../db/connection.js';
import { createLogger } from '../logger.js';
import type { ArcaLocal } from '../arca/local/index.js';
import type { Facturacion } from './autorizacion.js';

// Invoicing completed orders (issue 45) through HTTP, against the local ARCA: a real SOAP server of ARCA's protocol
// that checks what ARCA checks and can lose an answer or be down.

let arca: ArcaLocal;
let facturacion: Facturacion;
let app: TestApp;
let admin: string;
let empleado: string;

beforeAll(async () => {
  ({ arca, facturacion } = await arcaDePrueba());
  app = await startTestApp({ facturacion });
  [admin, empleado] = await Promise.all([app.login('admin'), app.login('empleado')]);
});
afterAll(async () => {
  await app?.close();
  await arca?.cerrar();
});

/** A completed order of `cliente` for the products and quantities given. */
const pedidoCompletado = (clienteId: number, detalles: { ProductoID: number; Cantidad: number }[]) =>
  completado(app, admin, clienteId, detalles);

const facturar = (PedidoIDs: number[], token = admin) => app.request('POST', '/comprobantes', { token, body: { PedidoIDs } });

describe('POST /comprobantes', () => {
  it('invoices a completed order of a consumidor final as a Factura B with its CAE, net and IVA as ARCA checks them', async () => {
    const cliente = await crearCliente(app, admin);
    const [diez, veintiuno] = await Promise.all([
      crearProducto(app, admin, { Precio: 2999.99, AlicuotaIVA: '10.5' }),
      crearProducto(app, admin, { Precio: 2999.99 }),
    ]);
    const pedido = await pedidoCompletado(cliente.ClienteID, [
      { ProductoID: diez.ProductoID, Cantidad: 3 },
      { ProductoID: veintiuno.ProductoID, Cantidad: 3 },
    ]);
    const res = await facturar([pedido]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const factura = res.body.data;
    expect(factura).toMatchObject({
      Tipo: 'Factura',
      Letra: 'B',
      CbteTipo: 6,
      PuntoDeVenta: PUNTO_DE_VENTA_DE_PRUEBA,
      Estado: 'Autorizado',
      DocTipo: 99,
      DocNro: 0,
      CondicionIVAReceptorId: 5,
      ImpTotal: 17999.94,
      DePrueba: true,
      PedidoIDs: [pedido],
    });
    expect(factura.CAE).toMatch(/^\d{14}$/);
    expect(factura.ImpNeto + factura.ImpIVA).toBeCloseTo(17999.94, 2);
    expect(erroresDeImportes({ ...factura, ImpTotConc: 0, ImpTrib: 0, Iva: [] })).toEqual([]);
    expect(factura.lineas.map((l: { AlicuotaIVA: string; Importe: number }) => [l.AlicuotaIVA, l.Importe])).toEqual([
      ['10.5', 8999.97],
      ['21', 8999.97],
    ]);
    // What ARCA authorized is this comprobante: its number, its CAE, its total.
    const autorizado = arca.autorizados().find((a) => a.CAE === factura.CAE);
    expect(autorizado).toMatchObject({ PtoVta: PUNTO_DE_VENTA_DE_PRUEBA, CbteTipo: 6, numero: factura.Numero, ImpTotal: 17999.94 });
    expect((await filasDeAuditoria(app, 'comprobantes', factura.ComprobanteID)).map((f) => f.accion)).toEqual(['crear', 'aprobar']);
  });

  it('gives a Responsable Inscripto client a Factura A with its CUIT, and numbers each type in sequence', async () => {
    const cuit = cuitNuevo();
    const cliente = await crearCliente(app, admin, { CUIT: cuit, CondicionIVA: 'Responsable Inscripto' });
    const producto = await crearProducto(app, admin, { Precio: 1210 });
    const primera = (await facturar([await pedidoCompletado(cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }])])).body.data;
    const segunda = (await facturar([await pedidoCompletado(cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 2 }])])).body.data;
    expect(primera).toMatchObject({
      Letra: 'A',
      CbteTipo: 1,
      DocTipo: 80,
      DocNro: Number(cuit),
      CondicionIVAReceptorId: 1,
      ImpNeto: 1000,
      ImpIVA: 210,
    });
    expect(segunda.Numero).toBe(primera.Numero + 1);
  });

  it('invoices several completed orders of one client at once; an order is invoiced only once', async () => {
    const cliente = await crearCliente(app, admin);
    const producto = await crearProducto(app, admin, { Precio: 500 });
    const pedidos = [
      await pedidoCompletado(cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]),
      await pedidoCompletado(cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 2 }]),
    ];
    const res = await facturar(pedidos);
    expect(res.body.data).toMatchObject({ Estado: 'Autorizado', ImpTotal: 1500, PedidoIDs: pedidos });
    // The order's page finds its invoice by the order.
    const delPedido = await app.request('GET', `/comprobantes?PedidoID=${pedidos[1]}`, { token: empleado });
    expect(delPedido.body.data.map((c: { ComprobanteID: number }) => c.ComprobanteID)).toEqual([res.body.data.ComprobanteID]);
    const otra = await facturar([pedidos[1]]);
    expect(otra.status).toBe(409);
    expect(otra.body.message).toBe(
      `El pedido ${pedidos[1]} ya está facturado en Factura B 0003-${String(res.body.data.Numero).padStart(8, '0')}`,
    );
  });

  it('refuses an order that is not completed, orders of two clients, and an Empleado', async () => {
    const [uno, otro] = await Promise.all([crearCliente(app, admin), crearCliente(app, admin)]);
    const producto = await crearProducto(app, admin);
    const pendiente = await crearPedido(app, admin, uno.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    const abierta = await facturar([pendiente.PedidoID]);
    expect(abierta.status).toBe(409);
    expect(abierta.body.message).toBe(`El pedido ${pendiente.PedidoID} no se puede facturar: está Pendiente, no Completado`);
    const dos = [
      await pedidoCompletado(uno.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]),
      await pedidoCompletado(otro.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]),
    ];
    const mezclados = await facturar(dos);
    expect(mezclados.status).toBe(400);
    expect(mezclados.body.errors).toEqual({ PedidoIDs: 'Los pedidos de una factura deben ser de un mismo cliente' });
    const prohibido = await facturar([dos[0]], empleado);
    expect(prohibido.status).toBe(403);
    expect(prohibido.body.message).toBe('Solo Supervisor o Administrador pueden facturar');
    expect((await app.request('GET', '/comprobantes', { token: admin, headers: {} })).status).toBe(200);
  });
});

describe('when ARCA does not answer', () => {
  it('a lost answer leaves the Factura pending; the next invoice asks ARCA first and gets that CAE, never a second one', async () => {
    const cliente = await crearCliente(app, admin);
    const producto = await crearProducto(app, admin, { Precio: 100 });
    const perdida = await pedidoCompletado(cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    arca.modo({ perderRespuestas: 1 });
    const pendiente = (await facturar([perdida])).body.data;
    expect(pendiente).toMatchObject({ Estado: 'Pendiente de CAE', CAE: null });
    expect(pendiente.Numero).not.toBeNull();
    // ARCA did authorize it: the next Factura B first reconciles that number, then takes the following one.
    const siguiente = (await facturar([await pedidoCompletado(cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 2 }])])).body
      .data;
    const conciliada = (await app.request('GET', `/comprobantes/${pendiente.ComprobanteID}`, { token: empleado })).body.data;
    const deArca = arca.autorizados().filter((a) => a.numero === pendiente.Numero && a.CbteTipo === 6 && a.PtoVta === PUNTO_DE_VENTA_DE_PRUEBA);
    expect(deArca).toHaveLength(1);
    expect(conciliada).toMatchObject({ Estado: 'Autorizado', Numero: pendiente.Numero, CAE: deArca[0].CAE });
    expect(siguiente).toMatchObject({ Estado: 'Autorizado', Numero: pendiente.Numero + 1 });
  });

  it('a retry under the same Idempotency-Key after a lost answer makes no second Factura: it sends the same one, once', async () => {
    const cliente = await crearCliente(app, admin);
    const producto = await crearProducto(app, admin, { Precio: 100 });
    const pedido = await pedidoCompletado(cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    const conClave = (body: unknown) =>
      app.request('POST', '/comprobantes', { token: admin, body, headers: { 'Idempotency-Key': 'factura-1' } });
    arca.modo({ perderRespuestas: 1 });
    const perdida = await conClave({ PedidoIDs: [pedido] });
    expect(perdida.status).toBe(201);
    expect(perdida.body).toMatchObject({
      message: 'Factura pendiente de CAE: ARCA no respondió y se reenvía sola',
      data: { Estado: 'Pendiente de CAE' },
    });
    // The phone retries: no 409 "ya está facturado", the same Factura, now with the CAE ARCA had given it.
    const repetida = await conClave({ PedidoIDs: [pedido] });
    expect(repetida.status).toBe(201);
    expect(repetida.headers.get('idempotent-replayed')).toBe('true');
    expect(repetida.body).toMatchObject({
      message: 'Factura autorizada por ARCA',
      data: { ComprobanteID: perdida.body.data.ComprobanteID, Estado: 'Autorizado', Numero: perdida.body.data.Numero },
    });
    const deArca = arca
      .autorizados()
      .filter((a) => a.numero === perdida.body.data.Numero && a.CbteTipo === 6 && a.PtoVta === PUNTO_DE_VENTA_DE_PRUEBA);
    expect(deArca).toHaveLength(1);
    expect(await app.db('comprobante_lineas').where({ pedido_id: pedido })).toHaveLength(1);
    const otro = await pedidoCompletado(cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    const otroCuerpo = await conClave({ PedidoIDs: [otro] });
    expect([otroCuerpo.status, otroCuerpo.body.message]).toEqual([422, MENSAJES_IDEMPOTENCIA.otrosDatos]);
  });

  it("a call ARCA refuses as a whole keeps a lost answer's number, which the next sending reconciles", async () => {
    const cliente = await crearCliente(app, admin);
    const producto = await crearProducto(app, admin, { Precio: 100 });
    const otroPedido = () => pedidoCompletado(cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    arca.modo({ perderRespuestas: 1 });
    const perdida = (await facturar([await otroPedido()])).body.data;
    arca.modo({ rechazarCredenciales: true });
    const refusada = (await facturar([await otroPedido()])).body.data;
    arca.modo({ rechazarCredenciales: false });
    expect(refusada).toMatchObject({
      Estado: 'Pendiente de CAE',
      Observaciones: [{ codigo: 600, mensaje: 'ValidacionDeToken: No validaron las credenciales' }],
    });
    const leer = async (id: number) => (await app.request('GET', `/comprobantes/${id}`, { token: admin })).body.data;
    expect(await leer(perdida.ComprobanteID)).toMatchObject({ Estado: 'Pendiente de CAE', Numero: perdida.Numero });
    await facturar([await otroPedido()]);
    const [conciliada, enviada] = [await leer(perdida.ComprobanteID), await leer(refusada.ComprobanteID)];
    const deArca = arca.autorizados().filter((a) => a.CbteTipo === 6 && a.PtoVta === PUNTO_DE_VENTA_DE_PRUEBA && a.numero === perdida.Numero);
    expect(deArca).toHaveLength(1);
    expect(conciliada).toMatchObject({ Estado: 'Autorizado', Numero: perdida.Numero, CAE: deArca[0].CAE });
    expect(enviada).toMatchObject({ Estado: 'Autorizado', Numero: perdida.Numero + 1 });
  });

  it('ARCA down leaves it pending with no number kept beyond ARCA; a later invoice sends it', async () => {
    const cliente = await crearCliente(app, admin);
    const producto = await crearProducto(app, admin, { Precio: 100 });
    arca.modo({ caido: true });
    const pendiente = (await facturar([await pedidoCompletado(cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }])])).body
      .data;
    arca.modo({ caido: false });
    expect(pendiente).toMatchObject({ Estado: 'Pendiente de CAE', CAE: null });
    await facturar([await pedidoCompletado(cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }])]);
    const luego = (await app.request('GET', `/comprobantes/${pendiente.ComprobanteID}`, { token: admin })).body.data;
    expect(luego.Estado).toBe('Autorizado');
    expect(arca.autorizados().filter((a) => a.CAE === luego.CAE)).toHaveLength(1);
  });
});

// A second server process's stand-in: its own connections to the same PostgreSQL database (and its own queue), so only
// the database's lock keeps the two numberings apart. PGlite is one process: this runs in the PostgreSQL pass.
if (process.env.TEST_DATABASE_URL) {
  describe('two server processes on one database', () => {
    it('50 invoices at once from both get consecutive numbers, no gap and one CAE each', async () => {
      const db = createDatabase({ url: app.config.databaseUrl });
      const server = createApp({ db, config: app.config, logger: createLogger('silent'), facturacion: { ...facturacion } }).listen(0);
      try {
        await new Promise((listo) => server.once('listening', listo));
        const otro = clienteHttp(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
        const cliente = await crearCliente(app, admin);
        const producto = await crearProducto(app, admin, { Precio: 10, Stock: 1000 });
        const pedidos: number[] = [];
        for (let i = 0; i < 50; i++) pedidos.push(await pedidoCompletado(cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]));
        const respuestas = await Promise.all(
          pedidos.map((id, i) => (i % 2 === 0 ? app : otro).request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [id] } })),
        );
        expect(respuestas.map((r) => r.body.data?.Estado)).toEqual(pedidos.map(() => 'Autorizado'));
        const numeros = respuestas.map((r) => r.body.data.Numero as number).sort((a, b) => a - b);
        expect(numeros).toEqual(numeros.map((_, i) => numeros[0] + i));
        const deArca = arca.autorizados().filter((a) => a.CbteTipo === 6 && a.PtoVta === PUNTO_DE_VENTA_DE_PRUEBA && numeros.includes(a.numero));
        expect(new Set(deArca.map((a) => a.CAE)).size).toBe(50);
        expect(new Set(respuestas.map((r) => r.body.data.CAE))).toEqual(new Set(deArca.map((a) => a.CAE)));
      } finally {
        await new Promise((listo) => server.close(listo));
        await db.destroy();
      }
    });
  });
}

describe('GET /comprobantes', () => {
  it("answers each list's exact total, whole, by Estado and by client, after invoices authorized and left pending", async () => {
    const cliente = await crearCliente(app, admin);
    const producto = await crearProducto(app, admin);
    expect((await facturar([await pedidoCompletado(cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }])])).status).toBe(201);
    const contar = async (filtro: Record<string, unknown>) => Number((await app.db('comprobantes').where(filtro).count({ n: '*' }))[0].n);
    for (const [query, filtro] of [
      ['', {}],
      ['&Estado=Autorizado', { estado: 'Autorizado' }],
      ['&Estado=Pendiente%20de%20CAE', { estado: 'Pendiente de CAE' }],
      ['&Estado=Rechazado', { estado: 'Rechazado' }],
      [`&ClienteID=${cliente.ClienteID}`, { cliente_id: cliente.ClienteID }],
    ] as const) {
      const total = await contar(filtro);
      const pagina = await app.request('GET', `/comprobantes?page=1&limit=5${query}`, { token: empleado });
      expect(pagina.status, query).toBe(200);
      expect(pagina.body.total, query).toBe(total);
      // Past the end the total is read on its own.
      expect((await app.request('GET', `/comprobantes?page=1000&limit=5${query}`, { token: empleado })).body, query).toMatchObject({
        data: [],
        total,
      });
    }
  });
});
