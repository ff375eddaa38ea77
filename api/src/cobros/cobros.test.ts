import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  crearCliente,
  crearPedido,
  crearProducto,
  cuentaDelCliente,
  filasDeAuditoria,
  idDeUsuario,
  ultimaFilaDeAuditoria,
} from '../../test/fixtures.js';

let app: TestApp;
const tokens: Record<'admin' | 'supervisor' | 'empleado', string> = { admin: '', supervisor: '', empleado: '' };
let productoId: number;

beforeAll(async () => {
  app = await startTestApp();
  for (const rol of ['admin', 'supervisor', 'empleado'] as const) tokens[rol] = await app.login(rol);
  productoId = (await crearProducto(app, tokens.admin, { Precio: 1000.1, Stock: 100_000 })).ProductoID;
});
afterAll(() => app.close());

const estado = (pedidoId: number, nuevo: string) =>
  app.request('PUT', `/pedidos/${pedidoId}/estado`, { token: tokens.admin, body: { estado: nuevo } });
/** A delivered order of `Cantidad` units at 1.000,10 each. */
async function entregado(clienteId: number, Cantidad: number) {
  const p = await crearPedido(app, tokens.empleado, clienteId, [{ ProductoID: productoId, Cantidad }]);
  expect((await estado(p.PedidoID, 'Completado')).status).toBe(200);
  return p.PedidoID;
}
const cobrar = (body: Record<string, unknown>, rol: keyof typeof tokens = 'supervisor') =>
  app.request('POST', '/cobros', { token: tokens[rol], body });
const anular = (id: number, body: Record<string, unknown>, rol: keyof typeof tokens = 'admin', headers?: Record<string, string>) =>
  app.request('PUT', `/cobros/${id}/anular`, { token: tokens[rol], body, headers });
/** What each open delivery still owes, oldest first, as the account answers it. */
const pendientes = async (clienteId: number) =>
  (await app.request('GET', `/clientes/${clienteId}/cuenta`, { token: tokens.empleado })).body.data.EntregasAbiertas.map(
    (e: { PedidoID: number; Pendiente: number }) => [e.PedidoID, e.Pendiente],
  );

async function esperarCuentaCoherente(clienteId: number, saldo: number) {
  expect(await cuentaDelCliente(app, clienteId)).toEqual({
    saldo,
    suma: saldo,
    encadenados: true,
    ultimo: saldo,
    deudaMenosFavor: saldo,
    descuadres: 0,
    favorYDeuda: false,
  });
}

describe('POST /cobros', () => {
  it('applies a payment to the oldest open deliveries first, partly to the last one', async () => {
    const { ClienteID } = await crearCliente(app, tokens.admin);
    const [a, b, c] = [await entregado(ClienteID, 1), await entregado(ClienteID, 2), await entregado(ClienteID, 3)];
    await esperarCuentaCoherente(ClienteID, 6000.6);
    const res = await cobrar({ ClienteID, Importe: '2500.25', Metodo: 'efectivo', Comentario: 'Pagó en mostrador' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Cobro registrado correctamente' });
    expect(res.body.data).toMatchObject({
      ClienteID,
      Importe: 2500.25,
      Aplicado: 2500.25,
      Metodo: 'efectivo',
      Referencia: null,
      Comentario: 'Pagó en mostrador',
      Anulado: false,
      Version: 1,
      Usuario: { Nombre: expect.any(String) },
      Cliente: { Apellido: 'Prueba' },
    });
    expect(res.body.data.Fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.data.Imputaciones.map((i: { PedidoID: number; Importe: number }) => [i.PedidoID, i.Importe])).toEqual([
      [a, 1000.1],
      [b, 1500.15],
    ]);
    expect(await pendientes(ClienteID)).toEqual([
      [b, 500.05],
      [c, 3000.3],
    ]);
    await esperarCuentaCoherente(ClienteID, 3500.35);
  });

  it('applies to the orders picked first, in the order given, then the oldest; an overpayment stays in favour and covers the next delivery', async () => {
    const { ClienteID } = await crearCliente(app, tokens.admin);
    const [a, b, c] = [await entregado(ClienteID, 1), await entregado(ClienteID, 1), await entregado(ClienteID, 1)];
    const elegido = await cobrar({ ClienteID, Importe: 1500, Metodo: 'transferencia', Referencia: 'TRF-0042', PedidoIDs: [c, b] });
    expect(elegido.status).toBe(201);
    expect(elegido.body.data.Imputaciones.map((i: { PedidoID: number; Importe: number }) => [i.PedidoID, i.Importe])).toEqual([
      [c, 1000.1],
      [b, 499.9],
    ]);
    expect(await pendientes(ClienteID)).toEqual([
      [a, 1000.1],
      [b, 500.2],
    ]);
    await esperarCuentaCoherente(ClienteID, 1500.3);

    // 2.000 for 1.500,30 owed: 499,70 in favour (a negative balance), taken by the next delivery.
    const sobra = await cobrar({ ClienteID, Importe: 2000, Metodo: 'cheque', Referencia: 'Cheque 123456', PedidoIDs: [b] });
    expect(sobra.body.data).toMatchObject({ Importe: 2000, Aplicado: 1500.3 });
    expect(await pendientes(ClienteID)).toEqual([]);
    await esperarCuentaCoherente(ClienteID, -499.7);
    const d = await entregado(ClienteID, 1);
    expect(await pendientes(ClienteID)).toEqual([[d, 500.4]]);
    await esperarCuentaCoherente(ClienteID, 500.4);
    expect((await app.request('GET', `/cobros/${sobra.body.data.CobroID}`, { token: tokens.empleado })).body.data.Aplicado).toBe(2000);
  });

  it('a delivery undone after it was paid gives the payment back: in favour, or to the other open deliveries', async () => {
    const { ClienteID } = await crearCliente(app, tokens.admin);
    const a = await entregado(ClienteID, 1);
    const b = await entregado(ClienteID, 2);
    await cobrar({ ClienteID, Importe: 1000.1, Metodo: 'efectivo', PedidoIDs: [a] });
    await esperarCuentaCoherente(ClienteID, 2000.2);
    expect((await estado(a, 'Cancelado')).status).toBe(200);
    // The 1.000,10 that paid a now pays half of b.
    expect(await pendientes(ClienteID)).toEqual([[b, 1000.1]]);
    await esperarCuentaCoherente(ClienteID, 1000.1);
    expect((await estado(b, 'En Proceso')).status).toBe(200);
    expect(await pendientes(ClienteID)).toEqual([]);
    await esperarCuentaCoherente(ClienteID, -1000.1);
  });

  it('rejects what is not a payment, with the messages of the form', async () => {
    const { ClienteID } = await crearCliente(app, tokens.admin);
    const vacio = await cobrar({});
    expect(vacio.status).toBe(400);
    expect(vacio.body.errors).toEqual({
      ClienteID: 'Selecciona un cliente',
      Importe: 'Importe requerido',
      Metodo: 'Seleccione el método de pago',
    });
    const malos = await cobrar({ ClienteID, Importe: 0.001, Metodo: 'bitcoin' });
    expect(malos.body.errors).toEqual({
      Importe: 'El importe debe ser mayor a 0',
      Metodo: 'Método inválido: use efectivo, transferencia, cheque, otro',
    });
    expect((await cobrar({ ClienteID, Importe: 10, Metodo: 'cheque' })).body.errors).toEqual({ Referencia: 'Indique el número de cheque' });
    const manana = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await cobrar({ ClienteID, Importe: 10, Metodo: 'otro', Fecha: manana })).body.errors).toEqual({
      Fecha: 'La fecha no puede ser posterior a hoy',
    });
    expect((await cobrar({ ClienteID: 999999, Importe: 10, Metodo: 'otro' })).body.errors).toEqual({ ClienteID: 'Cliente no encontrado' });
    const otro = await crearCliente(app, tokens.admin);
    const ajeno = await entregado(otro.ClienteID, 1);
    const mal = await cobrar({ ClienteID, Importe: 10, Metodo: 'otro', PedidoIDs: [ajeno] });
    expect(mal.status).toBe(400);
    expect(mal.body.errors).toEqual({ PedidoIDs: `El pedido ${ajeno} no es una entrega de este cliente con saldo pendiente` });
    expect((await cobrar({ ClienteID, Importe: 10, Metodo: 'otro', PedidoIDs: [ajeno, ajeno] })).body.errors).toEqual({
      PedidoIDs: 'Un pedido se eligió dos veces',
    });
    await esperarCuentaCoherente(ClienteID, 0);
    expect((await app.db('cobros').where({ cliente_id: ClienteID })).length).toBe(0);
  });

  it('Supervisor and Administrador record payments; an Empleado reads them but may not', async () => {
    const { ClienteID } = await crearCliente(app, tokens.admin);
    const antes = await ultimaFilaDeAuditoria(app);
    const empleado = await cobrar({ ClienteID, Importe: 10, Metodo: 'efectivo' }, 'empleado');
    expect(empleado.status).toBe(403);
    expect(empleado.body.message).toBe('Solo Supervisor o Administrador pueden registrar cobros');
    expect(await ultimaFilaDeAuditoria(app)).toBe(antes);
    expect((await cobrar({ ClienteID, Importe: 10, Metodo: 'efectivo' }, 'admin')).status).toBe(201);
    const { body } = await cobrar({ ClienteID, Importe: 20, Metodo: 'otro', Fecha: '2026-01-15' });
    const lista = await app.request('GET', `/cobros?clienteId=${ClienteID}&page=1&limit=10`, { token: tokens.empleado });
    expect(lista.status).toBe(200);
    expect(lista.body).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(lista.body.data.map((c: { Importe: number }) => c.Importe)).toEqual([10, 20]);
    const viejos = await app.request('GET', `/cobros?clienteId=${ClienteID}&fechaHasta=2026-01-31&sort=Importe&order=asc`, {
      token: tokens.empleado,
    });
    expect(viejos.body.data.map((c: { CobroID: number }) => c.CobroID)).toEqual([body.data.CobroID]);
    // Unfiltered, or by voided or not: a kept counter's total, exact.
    for (const filtro of ['', '&anulado=false']) {
      const pagina = await app.request('GET', `/cobros?page=1&limit=1${filtro}`, { token: tokens.empleado });
      const [{ n }] = await app
        .db('cobros')
        .where(filtro ? { anulado: false } : {})
        .count({ n: '*' });
      expect(pagina.body.total).toBe(Number(n));
    }
    expect((await app.request('GET', '/cobros?metodo=trueque', { token: tokens.empleado })).status).toBe(400);
    expect((await app.request('GET', '/cobros?sort=Clave', { token: tokens.empleado })).status).toBe(400);
    expect((await app.request('GET', '/cobros/999999', { token: tokens.empleado })).status).toBe(404);
    const detalle = await app.request('GET', `/cobros/${body.data.CobroID}`, { token: tokens.empleado });
    expect(detalle.headers.get('ETag')).toBe('"1"');

    expect(await filasDeAuditoria(app, 'cobros', body.data.CobroID)).toEqual([
      {
        accion: 'crear',
        usuarioId: await idDeUsuario(app, 'supervisor'),
        parte: null,
        parteId: null,
        resumen: null,
        cambios: [
          { Campo: 'ClienteID', Antes: null, Despues: expect.stringMatching(/ Prueba$/) },
          { Campo: 'Fecha', Antes: null, Despues: '2026-01-15' },
          { Campo: 'Importe', Antes: null, Despues: 20 },
          { Campo: 'Metodo', Antes: null, Despues: 'otro' },
        ],
      },
    ]);
  });
});

describe('PUT /cobros/:id/anular', () => {
  it('an Administrador voids a payment with a reason: the account takes it back and its deliveries open again', async () => {
    const { ClienteID } = await crearCliente(app, tokens.admin);
    const a = await entregado(ClienteID, 1);
    const { body } = await cobrar({ ClienteID, Importe: 1000.1, Metodo: 'cheque', Referencia: 'Ch 99' });
    await esperarCuentaCoherente(ClienteID, 0);
    const id = body.data.CobroID;

    expect((await anular(id, { Motivo: 'Cheque rechazado' }, 'supervisor')).body.message).toBe('Solo un administrador puede anular un cobro');
    expect((await anular(id, {})).body.errors).toEqual({ Motivo: 'Indique el motivo de la anulación' });
    const viejo = await anular(id, { Motivo: 'Cheque rechazado' }, 'admin', { 'If-Match': '"7"' });
    expect(viejo.status).toBe(409);
    expect(viejo.body.data).toMatchObject({ CobroID: id, Anulado: false, Version: 1 });

    const res = await anular(id, { Motivo: 'Cheque rechazado por el banco', Version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ Anulado: true, MotivoAnulacion: 'Cheque rechazado por el banco', Aplicado: 0, Version: 2 });
    expect(res.body.data.Imputaciones).toMatchObject([{ PedidoID: a, Importe: 1000.1, Activa: false }]);
    expect(res.headers.get('ETag')).toBe('"2"');
    expect(await pendientes(ClienteID)).toEqual([[a, 1000.1]]);
    await esperarCuentaCoherente(ClienteID, 1000.1);
    const movimientos = (await app.request('GET', `/clientes/${ClienteID}/movimientos-cuenta`, { token: tokens.empleado })).body.data;
    expect(movimientos.map((m: Record<string, unknown>) => [m.Tipo, m.Importe, m.Saldo, m.CobroID, m.Comentario])).toEqual([
      ['anulacion_cobro', 1000.1, 1000.1, id, 'Cheque rechazado por el banco'],
      ['cobro', -1000.1, 0, id, null],
      ['entrega', 1000.1, 1000.1, null, null],
    ]);

    const otraVez = await anular(id, { Motivo: 'Otra vez' });
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.message).toBe('El cobro ya está anulado');
    expect((await filasDeAuditoria(app, 'cobros', id)).at(-1)).toMatchObject({
      accion: 'anular',
      usuarioId: await idDeUsuario(app, 'admin'),
      resumen: 'Cheque rechazado por el banco',
      cambios: [{ Campo: 'Anulado', Antes: false, Despues: true }],
    });
    expect((await app.request('GET', `/cobros?clienteId=${ClienteID}&anulado=true`, { token: tokens.empleado })).body.data).toHaveLength(1);
  });

  it('voiding one payment lets the credit of another cover the deliveries it opens', async () => {
    const { ClienteID } = await crearCliente(app, tokens.admin);
    const a = await entregado(ClienteID, 1);
    const primero = (await cobrar({ ClienteID, Importe: 1000.1, Metodo: 'efectivo' })).body.data.CobroID;
    const segundo = (await cobrar({ ClienteID, Importe: 500, Metodo: 'efectivo' })).body.data.CobroID;
    await esperarCuentaCoherente(ClienteID, -500);
    await anular(primero, { Motivo: 'Cargado dos veces' });
    expect(await pendientes(ClienteID)).toEqual([[a, 500.1]]);
    expect((await app.request('GET', `/cobros/${segundo}`, { token: tokens.empleado })).body.data.Aplicado).toBe(500);
    await esperarCuentaCoherente(ClienteID, 500.1);
  });
});

describe('concurrent writes of one account', () => {
  it('payments, voids and deliveries at once keep the balance equal to the sum of the moves', async () => {
    const { ClienteID } = await crearCliente(app, tokens.admin);
    const pedidos = await Promise.all(
      [1, 2, 3, 4].map((Cantidad) => crearPedido(app, tokens.empleado, ClienteID, [{ ProductoID: productoId, Cantidad }])),
    );
    const previo = (await cobrar({ ClienteID, Importe: 777.77, Metodo: 'efectivo' })).body.data.CobroID;
    const respuestas = await Promise.all([
      ...pedidos.map((p) => estado(p.PedidoID, 'Completado')),
      cobrar({ ClienteID, Importe: 1500, Metodo: 'efectivo' }),
      cobrar({ ClienteID, Importe: 2500.5, Metodo: 'transferencia' }, 'admin'),
      anular(previo, { Motivo: 'Error de carga' }),
      cobrar({ ClienteID, Importe: 300, Metodo: 'otro' }),
    ]);
    expect(respuestas.map((r) => r.status)).toEqual([200, 200, 200, 200, 201, 201, 200, 201]);
    // 10 units delivered, 4.300,50 paid (the voided one is back).
    await esperarCuentaCoherente(ClienteID, 5700.5);
    expect((await estado(pedidos[3].PedidoID, 'Cancelado')).status).toBe(200);
    await esperarCuentaCoherente(ClienteID, 1700.1);
  });
});
