import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nombreComprobante } from '#dominio/facturacion';
import { arcaDePrueba, pedidoCompletado } from '../../test/facturacion.js';
import {
  cambiarEstadoPedidoProveedor,
  crearCliente,
  crearPedidoProveedor,
  crearProducto,
  crearProveedor,
  cuentaDelCliente,
  cuitNuevo,
  filasDeAuditoria,
  stockYLedger,
} from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { ArcaLocal } from '../arca/local/index.js';
import { autorizarPendientes, type Facturacion } from './autorizacion.js';

// Credit notes (issue 45, decision 97) through HTTP against the local ARCA: whole or by lines, never beyond what is
// left of the invoice; a return's goods come back once and the account is credited once, when ARCA authorizes the note
// (also late, after a lost answer); an invoiced order is not cancelled or reopened before its whole credit note.

const PUNTO_DE_VENTA = 5;

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

interface Comprobante {
  ComprobanteID: number;
  Numero: number;
  Estado: string;
  Fecha: string;
  ImpTotal: number;
  PedidoIDs: number[];
}

/** An authorized Factura of a new client for one completed order of the products and quantities given. */
async function factura(lineas: { Precio: number; Cantidad: number }[], cliente: Record<string, unknown> = {}) {
  const { ClienteID } = await crearCliente(app, admin, cliente);
  const productos = await Promise.all(lineas.map(({ Precio }) => crearProducto(app, admin, { Precio, Stock: 100 })));
  const pedido = await pedidoCompletado(
    app,
    admin,
    ClienteID,
    productos.map((p, i) => ({ ProductoID: p.ProductoID, Cantidad: lineas[i].Cantidad })),
  );
  const res = await app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [pedido] } });
  expect(res.body.data?.Estado, JSON.stringify(res.body)).toBe('Autorizado');
  return { factura: res.body.data as Comprobante, pedido, clienteId: ClienteID, productos: productos.map((p) => p.ProductoID) };
}

const nota = (facturaId: number, body: Record<string, unknown>, { token = admin, clave }: { token?: string; clave?: string } = {}) =>
  app.request('POST', `/comprobantes/${facturaId}/notas-de-credito`, {
    token,
    body,
    headers: clave ? { 'Idempotency-Key': clave } : {},
  });

const devolucionCompleta = { Clase: 'Devolución', Motivo: 'El cliente devolvió todo', Completa: true };

const stock = async (productoId: number) => (await stockYLedger(app, productoId)).stock;
const saldo = async (clienteId: number) => {
  const cuenta = await cuentaDelCliente(app, clienteId);
  // The account is always the sum of its moves and what its open deliveries owe.
  expect(cuenta).toMatchObject({ encadenados: true, descuadres: 0, favorYDeuda: false });
  expect(cuenta.saldo).toBe(cuenta.deudaMenosFavor);
  return cuenta.saldo;
};
const devoluciones = (productoId: number) => app.db('movimientos_stock').where({ producto_id: productoId, motivo: 'devolucion_nota_credito' });
const cambiarEstado = (pedido: number, estado: string) => app.request('PUT', `/pedidos/${pedido}/estado`, { token: admin, body: { estado } });

describe('POST /comprobantes/{id}/notas-de-credito', () => {
  it('a whole return: a Nota de crédito B that ARCA authorizes, the goods back once and the account credited once', async () => {
    const { factura: f, clienteId, productos } = await factura([{ Precio: 100, Cantidad: 3 }]);
    expect([await stock(productos[0]), await saldo(clienteId)]).toEqual([97, 300]);
    const res = await nota(f.ComprobanteID, devolucionCompleta);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const nc = res.body.data;
    expect(res.body.message).toBe('Nota de crédito autorizada por ARCA');
    expect(nc).toMatchObject({
      Tipo: 'Nota de crédito',
      Letra: 'B',
      CbteTipo: 8,
      PuntoDeVenta: PUNTO_DE_VENTA,
      Estado: 'Autorizado',
      ImpTotal: 300,
      ComprobanteAsociadoID: f.ComprobanteID,
      Clase: 'Devolución',
      Motivo: 'El cliente devolvió todo',
    });
    expect(nc.lineas).toMatchObject([{ Renglon: 1, RenglonAsociado: 1, Cantidad: 3, Importe: 300 }]);
    expect(arca.autorizados().filter((a) => a.CAE === nc.CAE)).toMatchObject([{ CbteTipo: 8, numero: nc.Numero, ImpTotal: 300 }]);
    expect(await stock(productos[0])).toBe(100);
    expect(await devoluciones(productos[0])).toMatchObject([
      { cantidad: 3, comentario: `Nota de crédito B 0005-${String(nc.Numero).padStart(8, '0')}` },
    ]);
    expect(await saldo(clienteId)).toBe(0);
    // The account names each move's comprobante: the delivery's invoice, the note itself.
    const movimientos = await app.request('GET', `/clientes/${clienteId}/movimientos-cuenta`, { token: admin });
    const nombreDe = (c: Comprobante, tipo: string) => `${tipo} B 0005-${String(c.Numero).padStart(8, '0')}`;
    expect(movimientos.body.data).toMatchObject([
      {
        Tipo: 'nota_credito',
        TipoTexto: 'Nota de crédito',
        Importe: -300,
        ComprobanteID: nc.ComprobanteID,
        Comprobante: { ComprobanteID: nc.ComprobanteID, Nombre: nombreDe(nc, 'Nota de crédito') },
      },
      { Tipo: 'entrega', Importe: 300, Comprobante: { ComprobanteID: f.ComprobanteID, Nombre: nombreDe(f, 'Factura') } },
    ]);
    expect((await filasDeAuditoria(app, 'comprobantes', nc.ComprobanteID)).map((a) => a.accion)).toEqual(['crear', 'aprobar']);
    // The invoice lists its notes; nothing is left to credit.
    const notas = await app.request('GET', `/comprobantes?ComprobanteAsociadoID=${f.ComprobanteID}`, { token: admin });
    expect(notas.body.data.map((c: Comprobante) => c.ComprobanteID)).toEqual([nc.ComprobanteID]);
    const otra = await nota(f.ComprobanteID, devolucionCompleta);
    expect([otra.status, otra.body.message]).toEqual([409, 'La factura ya está acreditada por completo']);
  });

  it('by lines: a partial return and a price correction, never beyond what is left of each line', async () => {
    const {
      factura: f,
      clienteId,
      productos,
    } = await factura([
      { Precio: 100, Cantidad: 5 },
      { Precio: 250, Cantidad: 2 },
    ]);
    const [carbon, lena] = productos;
    const devolucion = await nota(f.ComprobanteID, { Clase: 'Devolución', Motivo: 'Dos bolsas rotas', Lineas: [{ Renglon: 1, Cantidad: 2 }] });
    expect(devolucion.body.data).toMatchObject({ Estado: 'Autorizado', ImpTotal: 200 });
    const demasiado = await nota(f.ComprobanteID, { Clase: 'Devolución', Motivo: 'Otra', Lineas: [{ Renglon: 1, Cantidad: 4 }] });
    expect(demasiado.status).toBe(409);
    expect(demasiado.body.message).toMatch(/^No se puede devolver más de lo facturado de .+ menos lo ya acreditado \(queda: 3\)$/);
    const correccion = await nota(f.ComprobanteID, {
      Clase: 'Corrección de precio',
      Motivo: 'Bonificación',
      Lineas: [{ Renglon: 2, Importe: 100 }],
    });
    expect(correccion.body.data).toMatchObject({ Estado: 'Autorizado', ImpTotal: 100, Clase: 'Corrección de precio' });
    const excedida = await nota(f.ComprobanteID, { Clase: 'Corrección de precio', Motivo: 'Otra', Lineas: [{ Renglon: 2, Importe: 400.01 }] });
    expect(excedida.status).toBe(409);
    expect(excedida.body.message).toMatch(/queda: \$ 400,00\)$/);
    expect([await stock(carbon), await stock(lena)]).toEqual([97, 98]);
    expect(await saldo(clienteId)).toBe(1000 - 300);
    // The rest of the invoice, whole: the three bags left and what the correction left of the other line.
    const resto = await nota(f.ComprobanteID, { Clase: 'Devolución', Motivo: 'Devuelve el resto', Completa: true });
    expect(resto.body.data).toMatchObject({ Estado: 'Autorizado', ImpTotal: 700 });
    expect(resto.body.data.lineas).toMatchObject([
      { RenglonAsociado: 1, Cantidad: 3, Importe: 300 },
      { RenglonAsociado: 2, Cantidad: 2, Importe: 400 },
    ]);
    expect([await stock(carbon), await stock(lena), await saldo(clienteId)]).toEqual([100, 100, 0]);
  });

  it('a return brings the goods back at the cost they left with (issue 48)', async () => {
    const { ClienteID } = await crearCliente(app, admin);
    const { ProductoID } = await crearProducto(app, admin, { Precio: 100, Stock: 0 });
    const { ProveedorID } = await crearProveedor(app, admin);
    const recibir = async (Cantidad: number, PrecioUnitario: number) => {
      const { PedidoProveedorID } = await crearPedidoProveedor(app, admin, ProveedorID, [{ ProductoID, Cantidad, PrecioUnitario }]);
      await cambiarEstadoPedidoProveedor(app, admin, PedidoProveedorID, 'Recibido');
    };
    await recibir(10, 60);
    const pedido = await pedidoCompletado(app, admin, ClienteID, [{ ProductoID, Cantidad: 4 }]);
    // 6 left at 60 and 6 more at 90: 75.
    await recibir(6, 90);
    const f = (await app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [pedido] } })).body.data as Comprobante;
    const res = await nota(f.ComprobanteID, { Clase: 'Devolución', Motivo: 'Dos bolsas rotas', Lineas: [{ Renglon: 1, Cantidad: 2 }] });
    expect(res.body.data.Estado).toBe('Autorizado');
    const devuelto = await app.db('movimientos_stock').where({ producto_id: ProductoID, motivo: 'devolucion_nota_credito' }).first();
    expect(Number(devuelto.costo_unitario)).toBe(60);
    // (12 × 75 + 2 × 60) / 14, to four decimals.
    const margenes = await app.request('GET', `/productos/${ProductoID}/margenes`, { token: admin });
    expect(margenes.body.data.CostoPromedio).toBe(72.8571);
    // The reports count the return on the note's day: 4 sold at $ 100 (60 each) less 2 back, net of 21 % IVA.
    const { Fecha } = res.body.data as Comprobante;
    const reporte = await app.request('GET', `/reportes/ventas?Desde=${Fecha}&Hasta=${Fecha}&Agrupar=producto&ProductoID=${ProductoID}`, {
      token: admin,
    });
    expect(reporte.body.data.Filas[0].Actual).toEqual({
      Pedidos: 1,
      Unidades: 2,
      Kilos: 0,
      Importe: 200,
      Neto: 165.29,
      Costo: 120,
      Margen: 45.29,
      MargenPorcentaje: 27.4,
      SinCosto: 0,
    });
  });

  it('keeps the letter of the invoice: a Factura A gets a Nota de crédito A (3) for the same CUIT', async () => {
    const cuit = cuitNuevo();
    const { factura: f } = await factura([{ Precio: 1210, Cantidad: 1 }], { CUIT: cuit, CondicionIVA: 'Responsable Inscripto' });
    const res = await nota(f.ComprobanteID, {
      Clase: 'Corrección de precio',
      Motivo: 'Precio mal cargado',
      Lineas: [{ Renglon: 1, Importe: 121 }],
    });
    expect(res.body.data).toMatchObject({
      Letra: 'A',
      CbteTipo: 3,
      DocTipo: 80,
      DocNro: Number(cuit),
      ImpNeto: 100,
      ImpIVA: 21,
      Estado: 'Autorizado',
    });
  });

  it('answers 400 for a malformed body, 409 for an invoice not authorized, 403 for Empleado and Supervisor', async () => {
    const { factura: f } = await factura([{ Precio: 100, Cantidad: 1 }]);
    const sinMotivo = await nota(f.ComprobanteID, { Clase: 'Devolución', Completa: true });
    expect([sinMotivo.status, sinMotivo.body.errors]).toEqual([400, { Motivo: 'Indique el motivo de la nota de crédito' }]);
    const conImporte = await nota(f.ComprobanteID, { Clase: 'Devolución', Motivo: 'x', Lineas: [{ Renglon: 1, Importe: 10 }] });
    expect(conImporte.body.errors).toEqual({ Lineas: 'Una devolución acredita cantidades, no importes' });
    const ajena = await nota(f.ComprobanteID, { Clase: 'Devolución', Motivo: 'x', Lineas: [{ Renglon: 9, Cantidad: 1 }] });
    expect([ajena.status, ajena.body.message]).toEqual([400, 'La factura no tiene la línea 9']);
    for (const usuario of ['empleado', 'supervisor']) {
      const res = await nota(f.ComprobanteID, devolucionCompleta, { token: await app.login(usuario) });
      expect([res.status, res.body.message]).toEqual([403, 'Solo un administrador puede emitir notas de crédito']);
    }
    const { ClienteID } = await crearCliente(app, admin);
    const producto = await crearProducto(app, admin, { Precio: 10 });
    arca.modo({ caido: true });
    const pendiente = (
      await app.request('POST', '/comprobantes', {
        token: admin,
        body: { PedidoIDs: [await pedidoCompletado(app, admin, ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }])] },
      })
    ).body.data;
    arca.modo({ caido: false });
    const contraPendiente = await nota(pendiente.ComprobanteID, devolucionCompleta);
    expect([contraPendiente.status, contraPendiente.body.message]).toEqual([
      409,
      'Factura B 0005 (pendiente de CAE) no está autorizada por ARCA: solo una factura autorizada admite notas de crédito',
    ]);
    const contraNota = await nota((await nota(f.ComprobanteID, devolucionCompleta)).body.data.ComprobanteID, devolucionCompleta);
    expect([contraNota.status, contraNota.body.message]).toEqual([409, 'Solo se emiten notas de crédito contra una factura']);
  });
});

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

describe('the local ARCA and notes', () => {
  it('rejects a note without CbtesAsoc (10197) and one associated to a comprobante it did not authorize (10153)', async () => {
    const comun = {
      puntoDeVenta: PUNTO_DE_VENTA,
      cbteTipo: 8,
      fecha: new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10),
      documento: { DocTipo: 99, DocNro: 0 },
      condicionIvaReceptorId: 5,
      importes: { ImpTotal: 121, ImpTotConc: 0, ImpNeto: 100, ImpOpEx: 0, ImpIVA: 21, ImpTrib: 0, Iva: [{ Id: 5, BaseImp: 100, Importe: 21 }] },
    };
    const numero = (await facturacion.wsfe.ultimoAutorizado(PUNTO_DE_VENTA, 8)) + 1;
    const [sinAsociado] = await facturacion.wsfe.solicitarCaes([{ ...comun, numero }]);
    const [ajeno] = await facturacion.wsfe.solicitarCaes([
      { ...comun, numero, asociado: { cbteTipo: 6, puntoDeVenta: 99, numero: 1, fecha: comun.fecha } },
    ]);
    expect(sinAsociado).toMatchObject({ rechazo: [{ codigo: 10197 }] });
    expect(ajeno).toMatchObject({ rechazo: [{ codigo: 10153 }] });
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

describe('the demo data (seeds/06_facturacion)', () => {
  it('has a credit note: a bag returned against an authorized invoice, authorized by the demo ARCA, the bag back in stock', async () => {
    const demo = await app.db('comprobantes').where({ tipo: 'Nota de crédito', motivo: 'Una bolsa llegó rota' }).first();
    expect(demo).toMatchObject({ estado: 'Autorizado', clase: 'Devolución', de_prueba: true });
    expect(await app.db('comprobantes').where({ comprobante_id: demo.comprobante_asociado_id }).first()).toMatchObject({
      tipo: 'Factura',
      estado: 'Autorizado',
      letra: demo.letra,
    });
    const nombre = nombreComprobante({ Tipo: demo.tipo, Letra: demo.letra, PuntoDeVenta: demo.punto_venta, Numero: demo.numero });
    expect(await app.db('movimientos_stock').where({ motivo: 'devolucion_nota_credito', comentario: nombre })).toMatchObject([{ cantidad: 1 }]);
    expect(await app.db('movimientos_cuenta').where({ comprobante_id: demo.comprobante_id, tipo: 'nota_credito' })).toHaveLength(1);
  });
});
