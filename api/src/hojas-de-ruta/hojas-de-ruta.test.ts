import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaNegocio } from '#dominio/fechas';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  crearChofer,
  crearCliente,
  crearPedido,
  crearProducto,
  cuentaDelCliente,
  FIRMA,
  filasDeAuditoria,
  stockYLedger,
  unico,
} from '../../test/fixtures.js';
import { crearVehiculo } from '../../test/vehiculos.js';

let app: TestApp;
let admin: string;
let supervisor: string;
let empleado: string;
/** Two drivers (Empleado role): `chofer` runs the sheets of these tests, `otroChofer` is refused on them. */
const chofer = { id: 0, token: '' };
const otroChofer = { id: 0, token: '' };
/** A bag of 30 kg and an accessory of 0,5 kg, plenty of stock. */
let bolsa: { ProductoID: number; Stock: number };
let pinza: { ProductoID: number };
let clienteId: number;

beforeAll(async () => {
  app = await startTestApp();
  [admin, supervisor, empleado] = await Promise.all([app.login('admin'), app.login('supervisor'), app.login('empleado')]);
  Object.assign(chofer, await crearChofer(app, admin));
  Object.assign(otroChofer, await crearChofer(app, admin));
  bolsa = await crearProducto(app, admin, { Precio: 22500, Stock: 10_000, PesoKg: 30 });
  pinza = await crearProducto(app, admin, { Precio: 4600, Stock: 10_000, PesoKg: 0.5 });
  clienteId = (await crearCliente(app, admin)).ClienteID;
});
afterAll(() => app.close());

let dias = 0;
/** A day of its own for each sheet (so no two tests share a vehicle's or driver's day), from tomorrow on. */
const otroDia = () => {
  const d = new Date(Date.now() + (++dias + 1) * 86_400_000);
  return diaNegocio(d, app.config.zonaNegocio);
};
/** An order of `bolsas` 30 kg bags (and one accessory). */
const pedido = async (bolsas: number, cliente = clienteId) =>
  (
    await crearPedido(app, empleado, cliente, [
      { ProductoID: bolsa.ProductoID, Cantidad: bolsas },
      { ProductoID: pinza.ProductoID, Cantidad: 1 },
    ])
  ).PedidoID;
const vehiculo = async (campos: Record<string, unknown> = {}) =>
  (await crearVehiculo(app, admin, { CapacidadKg: 1000, ...campos })).VehiculoID as number;

const planificar = (body: Record<string, unknown>, token = supervisor) => app.request('POST', '/hojas-de-ruta', { token, body });
async function hoja(paradas: number[], campos: Record<string, unknown> = {}) {
  const res = await planificar({ Fecha: otroDia(), VehiculoID: await vehiculo(), ChoferID: chofer.id, Paradas: paradas, ...campos });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}
async function enCurso(paradas: number[]) {
  const h = await hoja(paradas);
  const res = await app.request('POST', `/hojas-de-ruta/${h.HojaID}/iniciar`, { token: chofer.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
let claves = 0;
const accion = (
  h: { HojaID: number },
  paradaId: number,
  ruta: string,
  body: Record<string, unknown>,
  { token = chofer.token, clave = `clave-${++claves}-${Date.now()}` }: { token?: string; clave?: string } = {},
) => app.request('POST', `/hojas-de-ruta/${h.HojaID}/paradas/${paradaId}/${ruta}`, { token, body, headers: { 'Idempotency-Key': clave } });
const estadoDe = async (pedidoId: number) => (await app.db('pedidos').where({ pedido_id: pedidoId }).first('estado')).estado;
const historial = (pedidoId: number) => app.db('historial_pedidos').where({ pedido_id: pedidoId }).orderBy('historial_id');

describe('planning a sheet', () => {
  it('plans the orders in the order given, with their kilos, and answers it with its vehicle and driver', async () => {
    const [a, b] = [await pedido(2), await pedido(3)];
    const h = await hoja([b, a]);
    expect(h).toMatchObject({ Estado: 'Planificada', ChoferID: chofer.id, CantidadParadas: 2, Kg: 151, Version: 1 });
    expect(h.Vehiculo.CapacidadKg).toBe(1000);
    expect(h.Paradas.map((p: { Posicion: number; Pedido: { PedidoID: number }; Kg: number }) => [p.Posicion, p.Pedido.PedidoID, p.Kg])).toEqual([
      [1, b, 90.5],
      [2, a, 60.5],
    ]);
    expect(h.Paradas[0].Pedido.Cliente).toMatchObject({ ClienteID: clienteId, Direccion: 'Calle Falsa 123, Morón' });
    const leida = await app.request('GET', `/hojas-de-ruta/${h.HojaID}`, { token: empleado });
    expect(leida.status).toBe(200);
    expect(leida.headers.get('ETag')).toBe('"1"');
    const listada = await app.request('GET', `/hojas-de-ruta?page=1&limit=5&q=${h.Vehiculo.Patente}`, { token: empleado });
    expect(listada.body).toMatchObject({ total: 1, data: [{ HojaID: h.HojaID, Kg: 151, CantidadParadas: 2 }] });
    expect((await filasDeAuditoria(app, 'hojas-de-ruta', h.HojaID)).map((f) => f.accion)).toEqual(['crear']);
  });

  it('offers as candidates the open orders on no open sheet, searchable by client and address', async () => {
    const cliente = await crearCliente(app, admin, { Direccion: `${unico('Pasaje ')} 455, Ituzaingó` });
    const [libre, planificado] = [await pedido(1, cliente.ClienteID), await pedido(1, cliente.ClienteID)];
    await hoja([planificado]);
    const porNombre = await app.request('GET', `/hojas-de-ruta/candidatos?page=1&limit=10&q=${cliente.Nombre}`, { token: supervisor });
    expect(porNombre.status).toBe(200);
    expect(porNombre.body).toMatchObject({ total: 1, data: [{ PedidoID: libre, Kg: 30.5, Estado: 'Pendiente' }] });
    const direccion = (await app.db('clientes').where({ cliente_id: cliente.ClienteID }).first('direccion')).direccion
      .split(' ')
      .slice(0, 2)
      .join(' ');
    const porDireccion = await app.request('GET', `/hojas-de-ruta/candidatos?page=1&limit=10&q=${encodeURIComponent(direccion)}`, {
      token: supervisor,
    });
    expect(porDireccion.body.data.map((p: { PedidoID: number }) => p.PedidoID)).toEqual([libre]);
    expect((await app.request('GET', '/hojas-de-ruta/candidatos?sort=PrecioTotal', { token: supervisor })).status).toBe(400);
  });

  it('refuses a load above the vehicle capacity, and takes one at it', async () => {
    const [a, b] = [await pedido(20), await pedido(14)];
    const VehiculoID = await vehiculo({ CapacidadKg: 1000 });
    const res = await planificar({ Fecha: otroDia(), VehiculoID, ChoferID: chofer.id, Paradas: [a, b] });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^La carga \(1\.021 kg\) supera la capacidad del vehículo \S+ \(1\.000 kg\)$/);
    const justa = await planificar({ Fecha: otroDia(), VehiculoID, ChoferID: chofer.id, Paradas: [await pedido(32)] });
    expect(justa.status).toBe(201);
    expect(justa.body.data.Kg).toBe(960.5);
  });

  it('refuses an inactive or unavailable vehicle and a user who is not a driver', async () => {
    const base = { Fecha: otroDia(), ChoferID: chofer.id, Paradas: [] };
    const inactivo = await planificar({ ...base, VehiculoID: await vehiculo({ Active: false }) });
    expect(inactivo.status).toBe(400);
    expect(inactivo.body.errors.VehiculoID).toMatch(/^El vehículo \S+ está inactivo$/);
    const ocupado = await planificar({ ...base, VehiculoID: await vehiculo({ Disponible: false }) });
    expect(ocupado.status).toBe(400);
    expect(ocupado.body.errors.VehiculoID).toMatch(/^El vehículo \S+ no está disponible$/);
    const empleadoId = (await app.db('usuarios').where({ nombre_usuario: 'empleado' }).first('usuario_id')).usuario_id;
    const noChofer = await planificar({ ...base, VehiculoID: await vehiculo(), ChoferID: empleadoId });
    expect(noChofer.status).toBe(400);
    expect(noChofer.body.errors.ChoferID).toBe('Diego Sosa no está marcado como chofer');
  });

  it('allows one open sheet per vehicle and day, and per driver and day', async () => {
    const [Fecha, VehiculoID] = [otroDia(), await vehiculo()];
    const primera = await planificar({ Fecha, VehiculoID, ChoferID: chofer.id, Paradas: [] });
    expect(primera.status).toBe(201);
    const mismoVehiculo = await planificar({ Fecha, VehiculoID, ChoferID: otroChofer.id, Paradas: [] });
    expect(mismoVehiculo.status).toBe(409);
    expect(mismoVehiculo.body.message).toMatch(
      new RegExp(`ya tiene una hoja de ruta abierta el \\d{2}/\\d{2}/\\d{4} \\(N° ${primera.body.data.HojaID}\\)$`),
    );
    const mismoChofer = await planificar({ Fecha, VehiculoID: await vehiculo(), ChoferID: chofer.id, Paradas: [] });
    expect(mismoChofer.status).toBe(409);
    expect(mismoChofer.body.message).toMatch(/^Ramón \S+ ya tiene una hoja de ruta abierta/);
    expect((await planificar({ Fecha: otroDia(), VehiculoID, ChoferID: chofer.id, Paradas: [] })).status).toBe(201);
    // Closed (it has no stops to resolve), the vehicle's day is free again.
    expect((await app.request('POST', `/hojas-de-ruta/${primera.body.data.HojaID}/cerrar`, { token: supervisor })).status).toBe(200);
    expect((await planificar({ Fecha, VehiculoID, ChoferID: otroChofer.id, Paradas: [] })).status).toBe(201);
  });

  it('allows an order on one open sheet only, and only while Pendiente or En Proceso', async () => {
    const a = await pedido(1);
    const primera = await hoja([a]);
    const otra = await planificar({ Fecha: otroDia(), VehiculoID: await vehiculo(), ChoferID: otroChofer.id, Paradas: [a] });
    expect(otra.status).toBe(409);
    expect(otra.body.message).toBe(`El pedido ${a} ya está en la hoja de ruta N° ${primera.HojaID}`);
    const cancelado = await pedido(1);
    await app.request('PUT', `/pedidos/${cancelado}/estado`, { token: admin, body: { estado: 'Cancelado' } });
    const res = await planificar({ Fecha: otroDia(), VehiculoID: await vehiculo(), ChoferID: otroChofer.id, Paradas: [cancelado] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`El pedido ${cancelado} está Cancelado: solo se reparten pedidos Pendientes o En Proceso`);
    // The database holds the rule too: a second stop holding the same order breaks its partial unique index.
    await expect(app.db('paradas').insert({ hoja_id: primera.HojaID, pedido_id: a, posicion: 9 })).rejects.toMatchObject({
      constraint: 'paradas_pedido_retenido',
    });
  });

  it('adds, removes and moves stops by saving the ordered list, with the version seen', async () => {
    const [a, b, c] = [await pedido(1), await pedido(2), await pedido(3)];
    const h = await hoja([a, b]);
    const guardar = (body: Record<string, unknown>, headers?: Record<string, string>) =>
      app.request('PUT', `/hojas-de-ruta/${h.HojaID}`, { token: admin, body, headers });
    const res = await guardar({ Paradas: [c, a] }, { 'If-Match': '"1"' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.Paradas.map((p: { Pedido: { PedidoID: number } }) => p.Pedido.PedidoID)).toEqual([c, a]);
    expect(res.body.data).toMatchObject({ Version: 2, Kg: 90.5 + 30.5 });
    // The order taken off is a candidate again.
    expect(
      (await app.request('GET', `/hojas-de-ruta/candidatos?q=${b}`, { token: admin })).body.data.map((p: { PedidoID: number }) => p.PedidoID),
    ).toContain(b);
    const vieja = await guardar({ Paradas: [a] }, { 'If-Match': '"1"' });
    expect(vieja.status).toBe(409);
    expect(vieja.body.data.Version).toBe(2);
    const [, modificacion] = await filasDeAuditoria(app, 'hojas-de-ruta', h.HojaID);
    expect(modificacion.cambios).toEqual([{ Campo: 'Paradas', Antes: `N° ${a}, N° ${b}`, Despues: `N° ${c}, N° ${a}` }]);
  });

  it('is for Supervisor and Administrador: an Empleado, even a driver, gets 403', async () => {
    const body = { Fecha: otroDia(), VehiculoID: await vehiculo(), ChoferID: chofer.id, Paradas: [] };
    expect((await planificar(body, empleado)).status).toBe(403);
    const res = await planificar(body, chofer.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Solo Supervisor o Administrador pueden planificar y cerrar hojas de ruta');
    expect((await planificar(body, admin)).status).toBe(201);
  });

  it('prints the sheet as a PDF', async () => {
    const h = await hoja([await pedido(1)]);
    const res = await app.request('GET', `/hojas-de-ruta/${h.HojaID}/pdf`, { token: empleado });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toContain(`hoja-de-ruta-${h.HojaID}.pdf`);
    expect(Buffer.from(res.body).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('running the route', () => {
  it('starting it moves its Pendiente orders to En Proceso, with history entries as any status change', async () => {
    const [a, b] = [await pedido(1), await pedido(1)];
    await app.request('PUT', `/pedidos/${b}/estado`, { token: admin, body: { estado: 'En Proceso' } });
    const h = await enCurso([a, b]);
    expect(h).toMatchObject({ Estado: 'En curso', Version: 2 });
    expect([await estadoDe(a), await estadoDe(b)]).toEqual(['En Proceso', 'En Proceso']);
    const ultima = (await historial(a)).at(-1);
    expect(ultima).toMatchObject({
      estado_anterior: 'Pendiente',
      estado_nuevo: 'En Proceso',
      usuario_id: chofer.id,
      comentarios: `Salió en la hoja de ruta N° ${h.HojaID}`,
    });
    expect((await historial(b)).length).toBe(2);
    expect((await app.request('POST', `/hojas-de-ruta/${h.HojaID}/iniciar`, { token: chofer.token })).status).toBe(409);
    const otra = await hoja([await pedido(1)]);
    expect((await app.request('POST', `/hojas-de-ruta/${otra.HojaID}/iniciar`, { token: otroChofer.token })).status).toBe(403);
  });

  it("only the sheet's driver (or a Supervisor or Administrador) resolves its stops: another driver or an Empleado gets 403", async () => {
    const h = await enCurso([await pedido(1), await pedido(1)]);
    const [p1, p2] = h.Paradas;
    for (const token of [otroChofer.token, empleado]) {
      const res = await accion(h, p1.ParadaID, 'entregar', { Firma: FIRMA }, { token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Solo el chofer asignado, un Supervisor o un Administrador pueden registrar el recorrido de esta hoja');
    }
    expect(await estadoDe(p1.Pedido.PedidoID)).toBe('En Proceso');
    expect((await accion(h, p1.ParadaID, 'entregar', { Firma: FIRMA })).status).toBe(200);
    expect((await accion(h, p2.ParadaID, 'entregar', { Firma: FIRMA }, { token: supervisor })).status).toBe(200);
  });

  it('a delivery completes the order, debits its total to the account and records the cash collected as a payment', async () => {
    const cliente = (await crearCliente(app, admin)).ClienteID;
    const h = await enCurso([await pedido(2, cliente)]);
    const [parada] = h.Paradas;
    const res = await accion(h, parada.ParadaID, 'entregar', { Firma: FIRMA, Cobrado: 20000, Comentario: 'Recibió el encargado' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Entrega registrada' });
    expect(res.body.data).toMatchObject({ Resultado: 'entregado', KgEntregados: 60.5, Cobrado: 20000, TieneFirma: true, TieneFoto: false });
    expect(res.body.data.Pedido).toMatchObject({ Estado: 'Completado', PrecioTotal: 49600 });
    expect((await historial(parada.Pedido.PedidoID)).at(-1)).toMatchObject({
      estado_anterior: 'En Proceso',
      estado_nuevo: 'Completado',
      usuario_id: chofer.id,
      comentarios: `Entregado (hoja de ruta N° ${h.HojaID})`,
    });
    const cuenta = await cuentaDelCliente(app, cliente);
    expect(cuenta).toMatchObject({ saldo: 29600, suma: 29600, encadenados: true, deudaMenosFavor: 29600, descuadres: 0 });
    const cobro = await app.request('GET', `/cobros/${res.body.data.CobroID}`, { token: admin });
    expect(cobro.body.data).toMatchObject({
      ClienteID: cliente,
      Importe: 20000,
      Metodo: 'efectivo',
      Imputaciones: [{ PedidoID: parada.Pedido.PedidoID }],
    });
  });

  it('a partial delivery completes the order with what was delivered, its total recomputed, and gives the rest back to stock', async () => {
    const h = await enCurso([await pedido(5)]);
    const [parada] = h.Paradas;
    const pedidoId = parada.Pedido.PedidoID;
    const [lineaBolsa, lineaPinza] = parada.Pedido.detalles;
    const antes = await stockYLedger(app, bolsa.ProductoID);
    const pinzaAntes = await stockYLedger(app, pinza.ProductoID);
    const res = await accion(h, parada.ParadaID, 'entrega-parcial', {
      Firma: FIRMA,
      Lineas: [
        { DetalleID: lineaBolsa.DetalleID, Cantidad: 3 },
        { DetalleID: lineaPinza.DetalleID, Cantidad: 0 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ Resultado: 'parcial', KgEntregados: 90 });
    expect(res.body.data.Pedido).toMatchObject({ Estado: 'Completado', PrecioTotal: 67500 });
    expect(
      res.body.data.Pedido.detalles.map((d: { Cantidad: number; CantidadPedida: number | null }) => [d.Cantidad, d.CantidadPedida]),
    ).toEqual([
      [3, 5],
      [0, 1],
    ]);
    // The order's own answer shows the difference too.
    const orden = (await app.request('GET', `/pedidos/${pedidoId}`, { token: empleado })).body.data;
    expect(orden.detalles.map((d: { Cantidad: number; CantidadPedida: number | null }) => [d.Cantidad, d.CantidadPedida])).toEqual([
      [3, 5],
      [0, 1],
    ]);
    const despues = await stockYLedger(app, bolsa.ProductoID);
    expect(despues.stock).toBe(antes.stock + 2);
    expect(despues.ledger).toBe(despues.stock);
    const pinzaDespues = await stockYLedger(app, pinza.ProductoID);
    expect(pinzaDespues).toEqual({ stock: pinzaAntes.stock + 1, ledger: pinzaAntes.stock + 1 });
    const devueltos = await app.db('movimientos_stock').where({ pedido_id: pedidoId, motivo: 'devolucion' }).orderBy('producto_id');
    expect(devueltos.map((m) => [m.producto_id, m.cantidad])).toEqual([
      [bolsa.ProductoID, 2],
      [pinza.ProductoID, 1],
    ]);
    expect((await historial(pedidoId)).at(-1).comentarios).toMatch(
      /^Entrega parcial \(hoja de ruta N° \d+\): Carbón de prueba .+: 3 de 5; Carbón de prueba .+: 0 de 1\. Total \$ 67\.500,00 \(antes \$ 117\.100,00\)$/,
    );
    const entrega = await app.db('entregas').where({ pedido_id: pedidoId }).first('importe');
    expect(Number(entrega.importe)).toBe(67500);
    const invalida = await accion(h, parada.ParadaID, 'entrega-parcial', {
      Firma: FIRMA,
      Lineas: [{ DetalleID: lineaBolsa.DetalleID, Cantidad: 1 }],
    });
    expect(invalida.status).toBe(409);
  });

  it('refuses a partial delivery above what was ordered, of everything or of nothing', async () => {
    const h = await enCurso([await pedido(2)]);
    const [parada] = h.Paradas;
    const [l1, l2] = parada.Pedido.detalles;
    const parcial = (a: number, b: number) =>
      accion(h, parada.ParadaID, 'entrega-parcial', {
        Firma: FIRMA,
        Lineas: [
          { DetalleID: l1.DetalleID, Cantidad: a },
          { DetalleID: l2.DetalleID, Cantidad: b },
        ],
      });
    expect((await parcial(3, 1)).body.message).toMatch(/^No se puede entregar más de lo pedido de .+ \(2\)$/);
    expect((await parcial(2, 1)).body.message).toBe('Se entregó todo el pedido: use Entregado');
    expect((await parcial(0, 0)).body.message).toBe('No se entregó nada: use No entregado');
    expect(await estadoDe(parada.Pedido.PedidoID)).toBe('En Proceso');
  });

  it('a failed delivery takes the order back to Pendiente, keeps its stock taken and frees it for another sheet', async () => {
    const h = await enCurso([await pedido(2)]);
    const [parada] = h.Paradas;
    const pedidoId = parada.Pedido.PedidoID;
    const antes = await stockYLedger(app, bolsa.ProductoID);
    const sinComentario = await accion(h, parada.ParadaID, 'no-entregado', { Motivo: 'otro' });
    expect(sinComentario.status).toBe(400);
    expect(sinComentario.body.errors).toEqual({ Comentario: 'Describa el motivo en el comentario' });
    const res = await accion(h, parada.ParadaID, 'no-entregado', { Motivo: 'cliente_ausente', Comentario: 'Nadie atendió' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ Resultado: 'no_entregado', MotivoFalla: 'cliente_ausente', TieneFirma: false, KgEntregados: 0 });
    expect(await estadoDe(pedidoId)).toBe('Pendiente');
    expect((await historial(pedidoId)).at(-1)).toMatchObject({
      estado_anterior: 'En Proceso',
      estado_nuevo: 'Pendiente',
      comentarios: `No entregado (hoja de ruta N° ${h.HojaID}): Cliente ausente. Nadie atendió`,
    });
    expect(await stockYLedger(app, bolsa.ProductoID)).toEqual(antes);
    expect(antes.ledger).toBe(antes.stock);
    // The sheet is still open, and the order can go on another one.
    expect((await hoja([pedidoId], { ChoferID: otroChofer.id })).Paradas[0].Pedido.PedidoID).toBe(pedidoId);
  });

  it('needs a PNG signature to deliver, takes a photo up to 500 kB, and an Idempotency-Key', async () => {
    const h = await enCurso([await pedido(1)]);
    const [parada] = h.Paradas;
    const sinFirma = await accion(h, parada.ParadaID, 'entregar', {});
    expect(sinFirma.body.errors).toEqual({ Firma: 'La firma es obligatoria' });
    const noPng = await accion(h, parada.ParadaID, 'entregar', { Firma: 'data:image/png;base64,QUJD' });
    expect(noPng.body.errors).toEqual({ Firma: 'La firma debe ser una imagen PNG' });
    const grande = await accion(h, parada.ParadaID, 'entregar', { Firma: FIRMA, Foto: `data:image/jpeg;base64,/9j/${'A'.repeat(700_000)}` });
    expect(grande.status).toBe(400);
    expect(grande.body.errors).toEqual({ Foto: 'La foto no puede superar 500 kB' });
    const sinClave = await app.request('POST', `/hojas-de-ruta/${h.HojaID}/paradas/${parada.ParadaID}/entregar`, {
      token: chofer.token,
      body: { Firma: FIRMA },
    });
    expect(sinClave.status).toBe(400);
    expect(sinClave.body.message).toBe('Falta el encabezado Idempotency-Key (un texto de 1 a 100 caracteres)');
    const conFoto = await accion(h, parada.ParadaID, 'entregar', { Firma: FIRMA, Foto: `data:image/jpeg;base64,/9j/${'A'.repeat(600_000)}` });
    expect(conFoto.status, JSON.stringify(conFoto.body)).toBe(200);
    expect(conFoto.body.data.TieneFoto).toBe(true);
    const guardada = await app.db('paradas').where({ parada_id: parada.ParadaID }).first('foto_tipo', app.db.raw('length(foto) AS bytes'));
    expect(guardada).toMatchObject({ foto_tipo: 'image/jpeg', bytes: 450_003 });
  });

  it('applies an action once under its Idempotency-Key: a replay answers the same and writes nothing', async () => {
    const cliente = (await crearCliente(app, admin)).ClienteID;
    const h = await enCurso([await pedido(1, cliente)]);
    const [parada] = h.Paradas;
    const body = { Firma: FIRMA, Cobrado: 5000 };
    const primera = await accion(h, parada.ParadaID, 'entregar', body, { clave: 'telefono-1-accion-7' });
    expect(primera.status).toBe(200);
    const [repetida, simultanea] = await Promise.all([
      accion(h, parada.ParadaID, 'entregar', body, { clave: 'telefono-1-accion-7' }),
      accion(h, parada.ParadaID, 'entregar', body, { clave: 'telefono-1-accion-7' }),
    ]);
    expect(repetida.status).toBe(200);
    expect(repetida.body).toEqual(primera.body);
    expect(simultanea.body).toEqual(primera.body);
    expect((await historial(parada.Pedido.PedidoID)).filter((e) => e.estado_nuevo === 'Completado')).toHaveLength(1);
    expect(await app.db('cobros').where({ cliente_id: cliente })).toHaveLength(1);
    expect(await cuentaDelCliente(app, cliente)).toMatchObject({ saldo: 22100, suma: 22100, descuadres: 0 });
    // The key remembers its request: another body (a second amount), another action or another user is refused.
    for (const [ruta, cuerpo, token] of [
      ['entregar', { ...body, Cobrado: 999 }, chofer.token],
      ['no-entregado', { Motivo: 'rechazado' }, chofer.token],
      ['entregar', body, supervisor],
    ] as const) {
      const otra = await accion(h, parada.ParadaID, ruta, cuerpo, { clave: 'telefono-1-accion-7', token });
      expect(otra.status).toBe(422);
      expect(otra.body.message).toBe('La clave Idempotency-Key ya se usó con otros datos: envíe esta solicitud con una clave nueva');
    }
    expect(await app.db('cobros').where({ cliente_id: cliente }).pluck('importe')).toEqual([5000]);
    expect(await cuentaDelCliente(app, cliente)).toMatchObject({ saldo: 22100, suma: 22100, descuadres: 0 });
  });

  it('keeps no key for a refused action: the same key, once the route started, delivers', async () => {
    const h = await hoja([await pedido(1)]);
    const [parada] = h.Paradas;
    const clave = unico('telefono-2-accion-');
    const antes = await accion(h, parada.ParadaID, 'entregar', { Firma: FIRMA }, { clave });
    expect(antes.status).toBe(409);
    expect(antes.body.message).toBe('La hoja de ruta está Planificada: las entregas se registran con el recorrido en curso');
    expect(await app.db('idempotencia').where({ clave })).toEqual([]);
    expect((await app.request('POST', `/hojas-de-ruta/${h.HojaID}/iniciar`, { token: chofer.token })).status).toBe(200);
    const despues = await accion(h, parada.ParadaID, 'entregar', { Firma: FIRMA }, { clave });
    expect(despues.status, JSON.stringify(despues.body)).toBe(200);
    expect(despues.body.data.Resultado).toBe('entregado');
  });

  it('applies once two deliveries of one stop sent at the same time with different keys', async () => {
    const cliente = (await crearCliente(app, admin)).ClienteID;
    const h = await enCurso([await pedido(1, cliente)]);
    const [parada] = h.Paradas;
    const respuestas = await Promise.all([1, 2, 3].map(() => accion(h, parada.ParadaID, 'entregar', { Firma: FIRMA, Cobrado: 1000 })));
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(respuestas.find((r) => r.status === 409)!.body.message).toBe('La parada ya se registró como Entregado');
    expect(await app.db('entregas').where({ pedido_id: parada.Pedido.PedidoID })).toHaveLength(1);
    expect(await app.db('cobros').where({ cliente_id: cliente })).toHaveLength(1);
    expect(await cuentaDelCliente(app, cliente)).toMatchObject({ saldo: 26100, suma: 26100, encadenados: true, descuadres: 0 });
  });
});

describe('closing a sheet', () => {
  it('starting and closing check the version sent: a stale one is a 409 and changes nothing', async () => {
    const orden = await pedido(1);
    const h = await hoja([orden]);
    expect((await app.request('PUT', `/hojas-de-ruta/${h.HojaID}`, { token: admin, body: { Paradas: [orden] } })).body.data.Version).toBe(2);
    const post = (accion: string, version: number) =>
      app.request('POST', `/hojas-de-ruta/${h.HojaID}/${accion}`, { token: supervisor, headers: { 'If-Match': `"${version}"` } });
    const leer = async () => (await app.request('GET', `/hojas-de-ruta/${h.HojaID}`, { token: admin })).body.data;

    const inicioViejo = await post('iniciar', 1);
    expect(inicioViejo.status).toBe(409);
    expect(inicioViejo.body.data).toMatchObject({ Estado: 'Planificada', Version: 2 });
    expect(await estadoDe(orden)).toBe('Pendiente');
    const iniciada = await post('iniciar', 2);
    expect(iniciada.status, JSON.stringify(iniciada.body)).toBe(200);
    expect((await accion(iniciada.body.data, iniciada.body.data.Paradas[0].ParadaID, 'entregar', { Firma: FIRMA })).status).toBe(200);

    const antes = await leer();
    expect(antes.Version).toBeGreaterThan(2);
    const cierreViejo = await post('cerrar', 2);
    expect(cierreViejo.status).toBe(409);
    expect(await leer()).toMatchObject({ Estado: 'En curso', Version: antes.Version });
    expect((await post('cerrar', antes.Version)).body.data).toMatchObject({ Estado: 'Cerrada' });
  });

  it('only with every stop resolved, by Supervisor or Administrador, with its summary', async () => {
    const cliente = (await crearCliente(app, admin)).ClienteID;
    const h = await enCurso([await pedido(2, cliente), await pedido(3, cliente), await pedido(1, cliente)]);
    const [p1, p2, p3] = h.Paradas;
    const cerrar = (token = supervisor) => app.request('POST', `/hojas-de-ruta/${h.HojaID}/cerrar`, { token });
    expect((await accion(h, p1.ParadaID, 'entregar', { Firma: FIRMA, Cobrado: 10000 })).status).toBe(200);
    const pendiente = await cerrar();
    expect(pendiente.status).toBe(409);
    expect(pendiente.body.message).toBe('No se puede cerrar: quedan 2 paradas sin resolver');
    const [bolsas] = p2.Pedido.detalles;
    const parcial = await accion(h, p2.ParadaID, 'entrega-parcial', {
      Firma: FIRMA,
      Cobrado: 2500.5,
      Lineas: [
        { DetalleID: bolsas.DetalleID, Cantidad: 1 },
        { DetalleID: p2.Pedido.detalles[1].DetalleID, Cantidad: 1 },
      ],
    });
    expect(parcial.status).toBe(200);
    expect((await accion(h, p3.ParadaID, 'no-entregado', { Motivo: 'direccion_incorrecta' })).status).toBe(200);
    expect((await cerrar(chofer.token)).status).toBe(403);
    const cerrada = await cerrar();
    expect(cerrada.status, JSON.stringify(cerrada.body)).toBe(200);
    expect(cerrada.body.data).toMatchObject({ Estado: 'Cerrada' });
    expect(cerrada.body.data.Resumen).toEqual({
      Entregadas: 1,
      Parciales: 1,
      NoEntregadas: 1,
      SinResolver: 0,
      KgEntregados: 60.5 + 30.5,
      Cobrado: 12500.5,
      Cobros: [
        { CobroID: expect.any(Number), PedidoID: p1.Pedido.PedidoID, Importe: 10000, Anulado: false },
        { CobroID: expect.any(Number), PedidoID: p2.Pedido.PedidoID, Importe: 2500.5, Anulado: false },
      ],
    });
    expect(await app.db('paradas').where({ hoja_id: h.HojaID, retiene: true })).toHaveLength(0);
    expect((await cerrar()).status).toBe(409);
    const pdf = await app.request('GET', `/hojas-de-ruta/${h.HojaID}/pdf`, { token: chofer.token });
    expect(Buffer.from(pdf.body).subarray(0, 5).toString()).toBe('%PDF-');
    const acciones = (await filasDeAuditoria(app, 'hojas-de-ruta', h.HojaID)).map((f) => [f.accion, f.parte]);
    expect(acciones).toEqual([
      ['crear', null],
      ['cambiar_estado', null],
      ['modificar', 'paradas'],
      ['modificar', 'paradas'],
      ['modificar', 'paradas'],
      ['cambiar_estado', null],
    ]);
  });
});

describe("the driver's sheet of today (GET /hojas-de-ruta/mi-recorrido)", () => {
  const miRecorrido = (token: string) => app.request('GET', '/hojas-de-ruta/mi-recorrido', { token });
  const hoy = () => diaNegocio(new Date(), app.config.zonaNegocio);

  it("answers the demo driver's planned sheet with its stops, and null to whoever has none today", async () => {
    const demo = await miRecorrido(await app.login('chofer'));
    expect(demo.status).toBe(200);
    expect(demo.body.data).toMatchObject({ Fecha: hoy(), Estado: 'Planificada', CantidadParadas: 4 });
    expect(demo.body.data.Paradas).toHaveLength(4);
    expect(demo.body.data.Paradas[0].Pedido.Cliente.Direccion).toEqual(expect.any(String));
    expect(demo.headers.get('ETag')).toBe(`"${demo.body.data.Version}"`);
    expect((await miRecorrido(supervisor)).body).toEqual({ data: null });
  });

  it("answers only the caller's own sheet of today: the open one first, else the one closed today", async () => {
    const [a, b] = [await pedido(1), await pedido(1)];
    const suya = await planificar({ Fecha: hoy(), VehiculoID: await vehiculo(), ChoferID: chofer.id, Paradas: [a] });
    const deOtro = await planificar({ Fecha: hoy(), VehiculoID: await vehiculo(), ChoferID: otroChofer.id, Paradas: [b] });
    await planificar({ Fecha: otroDia(), VehiculoID: await vehiculo(), ChoferID: chofer.id, Paradas: [] });
    expect((await miRecorrido(chofer.token)).body.data).toMatchObject({ HojaID: suya.body.data.HojaID, Estado: 'Planificada' });
    expect((await miRecorrido(otroChofer.token)).body.data.HojaID).toBe(deOtro.body.data.HojaID);

    const h = suya.body.data;
    expect((await app.request('POST', `/hojas-de-ruta/${h.HojaID}/iniciar`, { token: chofer.token })).status).toBe(200);
    expect((await accion(h, h.Paradas[0].ParadaID, 'no-entregado', { Motivo: 'cliente_ausente' })).status).toBe(200);
    expect((await app.request('POST', `/hojas-de-ruta/${h.HojaID}/cerrar`, { token: supervisor })).status).toBe(200);
    const cerrada = (await miRecorrido(chofer.token)).body.data;
    expect(cerrada).toMatchObject({ HojaID: h.HojaID, Estado: 'Cerrada', Resumen: { NoEntregadas: 1 } });
    // With the day's first sheet closed, a second one for the same driver and day is the one answered.
    const segunda = await planificar({ Fecha: hoy(), VehiculoID: await vehiculo(), ChoferID: chofer.id, Paradas: [a] });
    expect(segunda.status, JSON.stringify(segunda.body)).toBe(201);
    expect((await miRecorrido(chofer.token)).body.data.HojaID).toBe(segunda.body.data.HojaID);
  });
});
