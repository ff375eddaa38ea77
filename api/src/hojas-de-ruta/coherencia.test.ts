import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaNegocio } from '#dominio/fechas';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearChofer, crearCliente, crearPedido, crearProducto, cuentaDelCliente, FIRMA } from '../../test/fixtures.js';
import { crearVehiculo } from '../../test/vehiculos.js';

// Issue 44: a route sheet and its orders never contradict each other (docs/decisiones.md, 88). An order a sheet
// holds changes status only through the sheet; a voided payment stops counting wherever the stop's cash was
// counted; the cash of a stop is bounded; and a sheet starts only with the load its vehicle carries.

let app: TestApp;
let admin: string;
let supervisor: string;
let empleado: string;
const chofer = { id: 0, token: '' };
/** A bag of 30 kg at $ 22.500 and an accessory of 0,5 kg at $ 4.600: an order of n bags comes to 22.500 n + 4.600. */
let bolsa: { ProductoID: number };
let pinza: { ProductoID: number };
let clienteId: number;

beforeAll(async () => {
  app = await startTestApp();
  [admin, supervisor, empleado] = await Promise.all([app.login('admin'), app.login('supervisor'), app.login('empleado')]);
  Object.assign(chofer, await crearChofer(app, admin));
  bolsa = await crearProducto(app, admin, { Precio: 22500, Stock: 10_000, PesoKg: 30 });
  pinza = await crearProducto(app, admin, { Precio: 4600, Stock: 10_000, PesoKg: 0.5 });
  clienteId = (await crearCliente(app, admin)).ClienteID;
});
afterAll(() => app.close());

let dias = 0;
/** A day of its own for each sheet, from tomorrow on. */
const otroDia = () => diaNegocio(new Date(Date.now() + (++dias + 1) * 86_400_000), app.config.zonaNegocio);
const pedido = async (bolsas: number, cliente = clienteId) =>
  (
    await crearPedido(app, empleado, cliente, [
      { ProductoID: bolsa.ProductoID, Cantidad: bolsas },
      { ProductoID: pinza.ProductoID, Cantidad: 1 },
    ])
  ).PedidoID;

async function hoja(paradas: number[], CapacidadKg = 1000) {
  const VehiculoID = (await crearVehiculo(app, admin, { CapacidadKg })).VehiculoID;
  const res = await app.request('POST', '/hojas-de-ruta', {
    token: supervisor,
    body: { Fecha: otroDia(), VehiculoID, ChoferID: chofer.id, Paradas: paradas },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}
const iniciar = (h: { HojaID: number }) => app.request('POST', `/hojas-de-ruta/${h.HojaID}/iniciar`, { token: chofer.token });
async function enCurso(paradas: number[]) {
  const h = await hoja(paradas);
  const res = await iniciar(h);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
let claves = 0;
const accion = (h: { HojaID: number }, paradaId: number, ruta: string, body: Record<string, unknown>) =>
  app.request('POST', `/hojas-de-ruta/${h.HojaID}/paradas/${paradaId}/${ruta}`, {
    token: chofer.token,
    body,
    headers: { 'Idempotency-Key': `coherencia-${++claves}-${Date.now()}` },
  });
const cerrar = (h: { HojaID: number }) => app.request('POST', `/hojas-de-ruta/${h.HojaID}/cerrar`, { token: supervisor });
const cambiarEstado = (pedidoId: number, body: Record<string, unknown>) =>
  app.request('PUT', `/pedidos/${pedidoId}/estado`, { token: admin, body });
const estadoDe = async (pedidoId: number) => (await app.db('pedidos').where({ pedido_id: pedidoId }).first('estado')).estado;
const leerHoja = async (h: { HojaID: number }) => (await app.request('GET', `/hojas-de-ruta/${h.HojaID}`, { token: empleado })).body.data;

describe('an order on an open sheet changes status only through the sheet', () => {
  it('refused while planned: take it off the sheet first; once off, it changes', async () => {
    const [a, b] = [await pedido(1), await pedido(1)];
    const h = await hoja([a, b]);
    const res = await cambiarEstado(a, { estado: 'Cancelado' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `El pedido ${a} está en la hoja de ruta N° ${h.HojaID} (Planificada): quítelo de la hoja antes de cambiar su estado`,
    );
    expect(await estadoDe(a)).toBe('Pendiente');
    const quitado = await app.request('PUT', `/hojas-de-ruta/${h.HojaID}`, { token: supervisor, body: { Paradas: [b] } });
    expect(quitado.status).toBe(200);
    expect((await cambiarEstado(a, { estado: 'Cancelado' })).status).toBe(200);
  });

  it('refused while running, cancel or complete: the stop is still resolved, the sheet closes, and the order is free after', async () => {
    const [a, b] = [await pedido(1), await pedido(2)];
    const h = await enCurso([a, b]);
    const [pa, pb] = h.Paradas;
    for (const estado of ['Cancelado', 'Completado', 'Pendiente']) {
      const res = await cambiarEstado(a, { estado });
      expect(res.status, estado).toBe(409);
      expect(res.body.message).toBe(`El pedido ${a} está en la hoja de ruta N° ${h.HojaID} (En curso): resuélvalo en la hoja`);
    }
    expect(await estadoDe(a)).toBe('En Proceso');
    expect((await app.db('historial_pedidos').where({ pedido_id: a })).map((e) => e.estado_nuevo)).toEqual(['Pendiente', 'En Proceso']);

    expect((await accion(h, pa.ParadaID, 'entregar', { Firma: FIRMA })).status).toBe(200);
    // Delivered on a running sheet: reopening it waits for the sheet's closing.
    const reabrir = await cambiarEstado(a, { estado: 'Pendiente' });
    expect(reabrir.status).toBe(409);
    expect(reabrir.body.message).toBe(
      `El pedido ${a} está en la hoja de ruta N° ${h.HojaID} (En curso) y ya se entregó: cambie su estado cuando la hoja se cierre`,
    );
    expect((await accion(h, pb.ParadaID, 'no-entregado', { Motivo: 'cliente_ausente' })).status).toBe(200);
    // A failed stop holds nothing: its order is free at once.
    expect((await cambiarEstado(b, { estado: 'Cancelado' })).status).toBe(200);

    const cerrada = await cerrar(h);
    expect(cerrada.status, JSON.stringify(cerrada.body)).toBe(200);
    expect(cerrada.body.data.Resumen).toMatchObject({ Entregadas: 1, NoEntregadas: 1, SinResolver: 0 });
    // Closed, the delivered order can be reopened for a redelivery and go on another sheet.
    expect((await cambiarEstado(a, { estado: 'Pendiente', comentario: 'Devuelto: se vuelve a entregar' })).status).toBe(200);
    const otra = await hoja([a]);
    expect(otra.Paradas[0].Pedido).toMatchObject({ PedidoID: a, Estado: 'Pendiente' });
  });

  it('a sheet planned while an order is changed: whichever comes second sees the other', async () => {
    const a = await pedido(1);
    const VehiculoID = (await crearVehiculo(app, admin, { CapacidadKg: 1000 })).VehiculoID;
    const [plan, cambio] = await Promise.all([
      app.request('POST', '/hojas-de-ruta', { token: supervisor, body: { Fecha: otroDia(), VehiculoID, ChoferID: chofer.id, Paradas: [a] } }),
      cambiarEstado(a, { estado: 'Cancelado' }),
    ]);
    // One wins; the other is refused, never both written: a cancelled order held by a sheet.
    expect([plan.status, cambio.status].filter((estado) => estado < 300)).toHaveLength(1);
    const retenido = await app.db('paradas').where({ pedido_id: a, retiene: true }).first('parada_id');
    expect(Boolean(retenido)).toBe((await estadoDe(a)) !== 'Cancelado');
  });
});

describe('a voided payment of a stop counts nowhere', () => {
  it('the sheet summary, the stop and the order’s delivery say it was voided, and add nothing', async () => {
    const cliente = (await crearCliente(app, admin)).ClienteID;
    const [a, b] = [await pedido(1, cliente), await pedido(1, cliente)];
    const h = await enCurso([a, b]);
    const [pa, pb] = h.Paradas;
    const entregado = await accion(h, pa.ParadaID, 'entregar', { Firma: FIRMA, Cobrado: 500 });
    expect(entregado.body.data).toMatchObject({ Cobrado: 500, CobroAnulado: false });
    expect((await accion(h, pb.ParadaID, 'entregar', { Firma: FIRMA, Cobrado: 300 })).status).toBe(200);
    const anulado = await app.request('PUT', `/cobros/${entregado.body.data.CobroID}/anular`, {
      token: admin,
      body: { Motivo: 'Billete falso' },
    });
    expect(anulado.status, JSON.stringify(anulado.body)).toBe(200);
    expect(await cuentaDelCliente(app, cliente)).toMatchObject({ saldo: 2 * 27100 - 300, descuadres: 0 });

    const leida = await leerHoja(h);
    expect(leida.Resumen.Cobrado).toBe(300);
    expect(leida.Resumen.Cobros).toEqual([
      { CobroID: entregado.body.data.CobroID, PedidoID: a, Importe: 500, Anulado: true },
      { CobroID: expect.any(Number), PedidoID: b, Importe: 300, Anulado: false },
    ]);
    expect(leida.Paradas.map((p: { Cobrado: number; CobroAnulado: boolean }) => [p.Cobrado, p.CobroAnulado])).toEqual([
      [500, true],
      [300, false],
    ]);
    const entrega = await app.request('GET', `/pedidos/${a}/entrega`, { token: empleado });
    expect(entrega.body.data).toMatchObject({ Cobrado: 500, CobroID: entregado.body.data.CobroID, CobroAnulado: true });
    expect((await app.request('GET', `/pedidos/${b}/entrega`, { token: empleado })).body.data).toMatchObject({
      Cobrado: 300,
      CobroAnulado: false,
    });
    // Closed, the summary it answers is the same.
    expect((await cerrar(h)).body.data.Resumen).toMatchObject({ Cobrado: 300 });
  });
});

describe('the cash of a stop is bounded', () => {
  it('up to the order’s total and 10 % more by default: above it, 400 naming the maximum and nothing written', async () => {
    const cliente = (await crearCliente(app, admin)).ClienteID;
    const h = await enCurso([await pedido(2, cliente), await pedido(2, cliente)]);
    const [p1, p2] = h.Paradas;
    // The order comes to $ 49.600: at most $ 54.560.
    const demasiado = await accion(h, p1.ParadaID, 'entregar', { Firma: FIRMA, Cobrado: 54560.01 });
    expect(demasiado.status).toBe(400);
    const mensaje = 'No se puede cobrar más de $ 54.560,00 en esta parada (el total del pedido más 10 %)';
    expect(demasiado.body).toMatchObject({ message: mensaje, errors: { Cobrado: mensaje } });
    expect(await estadoDe(p1.Pedido.PedidoID)).toBe('En Proceso');
    expect(await app.db('cobros').where({ cliente_id: cliente })).toHaveLength(0);
    expect(await app.db('paradas').where({ parada_id: p1.ParadaID }).first('resultado')).toEqual({ resultado: null });
    expect(await cuentaDelCliente(app, cliente)).toMatchObject({ saldo: 0 });

    const justo = await accion(h, p1.ParadaID, 'entregar', { Firma: FIRMA, Cobrado: 54560 });
    expect(justo.status, JSON.stringify(justo.body)).toBe(200);
    expect(await cuentaDelCliente(app, cliente)).toMatchObject({ saldo: -4960, descuadres: 0 });

    // A partial delivery: its new total ($ 22.500 for one bag) is the base.
    const [bolsas, pinzas] = p2.Pedido.detalles;
    const lineas = [
      { DetalleID: bolsas.DetalleID, Cantidad: 1 },
      { DetalleID: pinzas.DetalleID, Cantidad: 0 },
    ];
    const parcial = await accion(h, p2.ParadaID, 'entrega-parcial', { Firma: FIRMA, Cobrado: 25000, Lineas: lineas });
    expect(parcial.status).toBe(400);
    expect(parcial.body.message).toBe('No se puede cobrar más de $ 24.750,00 en esta parada (el total del pedido más 10 %)');
    expect(await app.db('detalle_pedidos').where({ pedido_id: p2.Pedido.PedidoID }).orderBy('detalle_id').pluck('cantidad')).toEqual([2, 1]);
    expect((await accion(h, p2.ParadaID, 'entrega-parcial', { Firma: FIRMA, Cobrado: 24750, Lineas: lineas })).status).toBe(200);
  });

  it('COBRO_PUERTA_MARGEN sets the margin; 0 allows the total alone', async () => {
    const sinMargen = await startTestApp({ env: { COBRO_PUERTA_MARGEN: '0' } });
    try {
      const tokens = { admin: await sinMargen.login('admin'), supervisor: await sinMargen.login('supervisor') };
      const producto = await crearProducto(sinMargen, tokens.admin, { Precio: 1000, Stock: 10 });
      const cliente = (await crearCliente(sinMargen, tokens.admin)).ClienteID;
      const p = await crearPedido(sinMargen, tokens.admin, cliente, [{ ProductoID: producto.ProductoID, Cantidad: 2 }]);
      const VehiculoID = (await crearVehiculo(sinMargen, tokens.admin)).VehiculoID;
      const usuarioId = (await sinMargen.db('usuarios').where({ nombre_usuario: 'chofer' }).first('usuario_id')).usuario_id;
      const plan = await sinMargen.request('POST', '/hojas-de-ruta', {
        token: tokens.supervisor,
        body: { Fecha: otroDia(), VehiculoID, ChoferID: usuarioId, Paradas: [p.PedidoID] },
      });
      const h = (await sinMargen.request('POST', `/hojas-de-ruta/${plan.body.data.HojaID}/iniciar`, { token: tokens.supervisor })).body.data;
      const entregar = (Cobrado: number, clave: string) =>
        sinMargen.request('POST', `/hojas-de-ruta/${h.HojaID}/paradas/${h.Paradas[0].ParadaID}/entregar`, {
          token: tokens.supervisor,
          body: { Firma: FIRMA, Cobrado },
          headers: { 'Idempotency-Key': clave },
        });
      const res = await entregar(2000.01, 'sin-margen-1');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('No se puede cobrar más de $ 2.000,00 en esta parada (el total del pedido)');
      expect((await entregar(2000, 'sin-margen-2')).status).toBe(200);
    } finally {
      await sinMargen.close();
    }
  });
});

describe('starting a sheet checks its load again', () => {
  it('a product that weighs more since planning: 409 as planning says it, and nothing moves', async () => {
    const producto = await crearProducto(app, admin, { Precio: 1000, Stock: 100, PesoKg: 30 });
    const p = (await crearPedido(app, empleado, clienteId, [{ ProductoID: producto.ProductoID, Cantidad: 30 }])).PedidoID;
    const h = await hoja([p], 1000);
    expect(h.Kg).toBe(900);
    expect((await app.request('PUT', `/productos/${producto.ProductoID}`, { token: admin, body: { PesoKg: 35 } })).status).toBe(200);
    const res = await iniciar(h);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`La carga (1.050 kg) supera la capacidad del vehículo ${h.Vehiculo.Patente} (1.000 kg)`);
    expect(await estadoDe(p)).toBe('Pendiente');
    expect((await leerHoja(h)).Estado).toBe('Planificada');

    // Lighter again (or a part left out), it starts, and its stops keep the kilos that left.
    expect((await app.request('PUT', `/productos/${producto.ProductoID}`, { token: admin, body: { PesoKg: 33 } })).status).toBe(200);
    const iniciada = await iniciar(h);
    expect(iniciada.status, JSON.stringify(iniciada.body)).toBe(200);
    expect(iniciada.body.data).toMatchObject({ Estado: 'En curso', Kg: 990 });
  });
});
