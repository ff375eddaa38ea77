import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nombreComprobante } from '#dominio/facturacion';
import { MENSAJES_NOTA_DEBITO } from '#dominio/notasDeDebito';
import { arcaDePrueba, pedidoCompletado } from '../../test/facturacion.js';
import { crearCliente, crearProducto, cuentaDelCliente, cuitNuevo, filasDeAuditoria, stockYLedger } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { textoDePdf } from '../../test/pdf.js';
import type { ArcaLocal } from '../arca/local/index.js';

// Debit notes (issue 45, decision 100) through HTTP against the local ARCA: concepts against an authorized invoice, the
// invoice's letter and CbtesAsoc; once ARCA authorizes one, the client owes its total once, as a receivable that payments
// cover; no goods move, and it never counts as credit against the invoice.

const PUNTO_DE_VENTA = 6;

let arca: ArcaLocal;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  const deArca = await arcaDePrueba(PUNTO_DE_VENTA);
  arca = deArca.arca;
  app = await startTestApp({ facturacion: deArca.facturacion });
  admin = await app.login('admin');
});
afterAll(async () => {
  await app?.close();
  await arca?.cerrar();
});

/** An authorized Factura of a new client for one completed order of 2 units at $ 100. */
async function factura(cliente: Record<string, unknown> = {}) {
  const { ClienteID } = await crearCliente(app, admin, cliente);
  const producto = await crearProducto(app, admin, { Precio: 100, Stock: 50 });
  const pedido = await pedidoCompletado(app, admin, ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 2 }]);
  const res = await app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [pedido] } });
  expect(res.body.data?.Estado, JSON.stringify(res.body)).toBe('Autorizado');
  return { factura: res.body.data as { ComprobanteID: number; Numero: number }, pedido, clienteId: ClienteID, productoId: producto.ProductoID };
}

const debito = (facturaId: number, body: unknown, { token = admin, clave }: { token?: string; clave?: string } = {}) =>
  app.request('POST', `/comprobantes/${facturaId}/notas-de-debito`, { token, body, headers: clave ? { 'Idempotency-Key': clave } : {} });

const intereses = { Motivo: 'Pago fuera de término', Lineas: [{ Descripcion: 'Intereses por mora', Importe: '1.210' }] };

const saldo = async (clienteId: number) => {
  const cuenta = await cuentaDelCliente(app, clienteId);
  // The account is always the sum of its moves and what its open deliveries (and debit notes) owe.
  expect(cuenta).toMatchObject({ encadenados: true, descuadres: 0, favorYDeuda: false });
  expect(cuenta.saldo).toBe(cuenta.deudaMenosFavor);
  return cuenta.saldo;
};

describe('POST /comprobantes/{id}/notas-de-debito', () => {
  it('a Nota de débito B that ARCA authorizes: the client owes its total once, as a receivable a payment covers', async () => {
    const { factura: f, clienteId, productoId } = await factura();
    const stockAntes = (await stockYLedger(app, productoId)).stock;
    const res = await debito(f.ComprobanteID, intereses);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Nota de débito autorizada por ARCA');
    const nota = res.body.data;
    expect(nota).toMatchObject({
      Tipo: 'Nota de débito',
      Letra: 'B',
      CbteTipo: 7,
      PuntoDeVenta: PUNTO_DE_VENTA,
      Estado: 'Autorizado',
      ComprobanteAsociadoID: f.ComprobanteID,
      Clase: null,
      Motivo: 'Pago fuera de término',
      ImpTotal: 1210,
      ImpNeto: 1000,
      ImpIVA: 210,
      PedidoIDs: [],
      lineas: [
        { Renglon: 1, RenglonAsociado: null, PedidoID: null, ProductoID: null, Descripcion: 'Intereses por mora', Cantidad: 1, Importe: 1210 },
      ],
    });
    expect(arca.autorizados().filter((a) => a.CbteTipo === 7 && a.PtoVta === PUNTO_DE_VENTA && a.numero === nota.Numero)).toHaveLength(1);
    expect(await saldo(clienteId)).toBe(200 + 1210);
    expect((await stockYLedger(app, productoId)).stock).toBe(stockAntes);

    // The account names the note, in its moves and in what is owed.
    const cuenta = (await app.request('GET', `/clientes/${clienteId}/cuenta`, { token: admin })).body.data;
    expect(
      cuenta.EntregasAbiertas.map((e: { PedidoID: number | null; ComprobanteID: number | null; Pendiente: number }) => [
        e.ComprobanteID,
        e.Pendiente,
      ]),
    ).toEqual([
      [null, 200],
      [nota.ComprobanteID, 1210],
    ]);
    const movimientos = (await app.request('GET', `/clientes/${clienteId}/movimientos-cuenta?sort=Fecha&order=desc`, { token: admin })).body
      .data;
    expect(movimientos[0]).toMatchObject({
      Tipo: 'nota_debito',
      TipoTexto: 'Nota de débito',
      Importe: 1210,
      Comprobante: { ComprobanteID: nota.ComprobanteID },
    });

    // A payment covers the delivery first (the oldest), then the note.
    const cobro = await app.request('POST', '/cobros', { token: admin, body: { ClienteID: clienteId, Importe: 1410, Metodo: 'efectivo' } });
    expect(cobro.status).toBe(201);
    expect(
      cobro.body.data.Imputaciones.map((i: { PedidoID: number | null; ComprobanteID: number | null; Importe: number }) => [
        i.ComprobanteID,
        i.Importe,
      ]),
    ).toEqual([
      [null, 200],
      [nota.ComprobanteID, 1210],
    ]);
    expect(await saldo(clienteId)).toBe(0);
    // Its paper: the type and code in the letter box, the concept, and the invoice it goes with.
    const pdf = await app.request('GET', `/comprobantes/${nota.ComprobanteID}/pdf`, { token: admin });
    expect([pdf.status, pdf.headers.get('Content-Type')]).toEqual([200, 'application/pdf']);
    const texto = (await textoDePdf(pdf.body)).replace(/\s+/g, ' ');
    for (const parte of ['NOTA DE DÉBITO', 'COD. 007', 'Intereses por mora', `Factura B 0006-${String(f.Numero).padStart(8, '0')}`]) {
      expect(texto).toContain(parte);
    }
    expect(await filasDeAuditoria(app, 'comprobantes', nota.ComprobanteID)).toMatchObject([
      { accion: 'crear', resumen: `Nota de débito sobre Factura B 0006-${String(f.Numero).padStart(8, '0')}: Pago fuera de término` },
      { accion: 'aprobar', resumen: `CAE ${nota.CAE}` },
    ]);
  });

  it('keeps the letter of the invoice and splits each concept by its rate: a Factura A gets a Nota de débito A (2)', async () => {
    const { factura: f } = await factura({ CUIT: cuitNuevo(), CondicionIVA: 'Responsable Inscripto' });
    const res = await debito(f.ComprobanteID, {
      Motivo: 'Flete y diferencia de precio',
      Lineas: [
        { Descripcion: 'Flete', Importe: 1210 },
        { Descripcion: 'Diferencia de precio', Importe: '110,50', AlicuotaIVA: '10,5' },
      ],
    });
    expect(res.body.data).toMatchObject({ Letra: 'A', CbteTipo: 2, Estado: 'Autorizado', ImpTotal: 1320.5, ImpNeto: 1100, ImpIVA: 220.5 });
    expect(res.body.data.lineas.map((l: { AlicuotaIVA: string }) => l.AlicuotaIVA)).toEqual(['21', '10.5']);
  });

  it('answers 400 with the field, 409 for an invoice not authorized or a note, 403 for Supervisor and Empleado', async () => {
    const { factura: f } = await factura();
    const sinConceptos = await debito(f.ComprobanteID, { Motivo: 'Intereses', Lineas: [] });
    expect([sinConceptos.status, sinConceptos.body.errors]).toEqual([400, { Lineas: MENSAJES_NOTA_DEBITO.conceptos }]);
    const enCero = await debito(f.ComprobanteID, { Motivo: 'Intereses', Lineas: [{ Descripcion: 'Mora', Importe: '0' }] });
    expect(enCero.status).toBe(400);
    expect(JSON.stringify(enCero.body.errors)).toContain(MENSAJES_NOTA_DEBITO.importeInvalido);
    const nota = (await debito(f.ComprobanteID, intereses)).body.data;
    const sobreNota = await debito(nota.ComprobanteID, intereses);
    expect([sobreNota.status, sobreNota.body.message]).toEqual([409, MENSAJES_NOTA_DEBITO.noEsFactura]);
    const [supervisor, empleado] = await Promise.all([app.login('supervisor'), app.login('empleado')]);
    for (const token of [supervisor, empleado]) {
      const res = await debito(f.ComprobanteID, intereses, { token });
      expect([res.status, res.body.message]).toEqual([403, MENSAJES_NOTA_DEBITO.soloAdministrador]);
    }
  });

  it('against a Factura still pending its CAE: 409, and nothing written', async () => {
    const { ClienteID } = await crearCliente(app, admin);
    const producto = await crearProducto(app, admin, { Precio: 100, Stock: 5 });
    const pedido = await pedidoCompletado(app, admin, ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    arca.modo({ caido: true });
    const pendiente = (await app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [pedido] } })).body.data;
    arca.modo({ caido: false });
    expect(pendiente.Estado).toBe('Pendiente de CAE');
    const res = await debito(pendiente.ComprobanteID, intereses);
    expect([res.status, res.body.message]).toEqual([
      409,
      `${nombreComprobante(pendiente)} no está autorizada por ARCA: solo una factura autorizada admite notas de débito`,
    ]);
    expect(await app.db('comprobantes').where({ comprobante_asociado_id: pendiente.ComprobanteID })).toHaveLength(0);
  });
});

describe('exactly once, and never credit', () => {
  it('a lost answer owes nothing yet; the replay under its key finds the CAE and the client owes it once', async () => {
    const { factura: f, clienteId } = await factura();
    arca.modo({ perderRespuestas: 1 });
    const perdida = await debito(f.ComprobanteID, intereses, { clave: 'nd-perdida-1' });
    expect(perdida.body.data).toMatchObject({ Estado: 'Pendiente de CAE', CAE: null });
    expect(await saldo(clienteId)).toBe(200);
    const repetida = await debito(f.ComprobanteID, intereses, { clave: 'nd-perdida-1' });
    expect(repetida.headers.get('idempotent-replayed')).toBe('true');
    expect(repetida.body.data).toMatchObject({ ComprobanteID: perdida.body.data.ComprobanteID, Estado: 'Autorizado' });
    await debito(f.ComprobanteID, intereses, { clave: 'nd-perdida-1' });
    expect(await saldo(clienteId)).toBe(1410);
    expect(await app.db('comprobantes').where({ comprobante_asociado_id: f.ComprobanteID })).toHaveLength(1);
  });

  it('is not credit: the invoice still holds its order, and a whole credit note credits the invoice, not the note', async () => {
    const { factura: f, pedido, clienteId } = await factura();
    await debito(f.ComprobanteID, { Motivo: 'Flete', Lineas: [{ Descripcion: 'Flete', Importe: 200 }] });
    const cancelar = await app.request('PUT', `/pedidos/${pedido}/estado`, { token: admin, body: { estado: 'Cancelado' } });
    expect(cancelar.status).toBe(409);
    const credito = await app.request('POST', `/comprobantes/${f.ComprobanteID}/notas-de-credito`, {
      token: admin,
      body: { Clase: 'Corrección de precio', Motivo: 'Bonificación total', Completa: true },
    });
    expect(credito.body.data).toMatchObject({ Estado: 'Autorizado', ImpTotal: 200 });
    // The invoice credited whole lets its order go; the debit note is still owed.
    expect((await app.request('PUT', `/pedidos/${pedido}/estado`, { token: admin, body: { estado: 'Cancelado' } })).status).toBe(200);
    expect(await saldo(clienteId)).toBe(200);
  });
});
