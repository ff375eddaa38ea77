import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { startTestApp, type TestApp } from '../../test/harness.js';
import * as seedClientesProductos from '../../../seeds/02_clientes_productos.js';
import { DIAS_DE_HISTORIA } from '../../../seeds/04_historia.js';
import * as seedPedidos from '../../../seeds/04_pedidos.js';
import { crearCliente, crearPedido, crearProducto, filasDeAuditoria, stockYLedger, ultimaFilaDeAuditoria, unico } from '../../test/fixtures.js';
import { crearVehiculo } from '../../test/vehiculos.js';

let app: TestApp;
const tokens: Record<'admin' | 'supervisor' | 'empleado', string> = { admin: '', supervisor: '', empleado: '' };
const ROLES = ['admin', 'supervisor', 'empleado'] as const;
const usuarioId: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  for (const rol of ROLES) {
    tokens[rol] = await app.login(rol);
    usuarioId[rol] = (await app.request('GET', '/auth/usuario-actual', { token: tokens[rol] })).body.UsuarioID;
  }
});
afterAll(() => app.close());

const movimientos = (pedidoId: number) =>
  app.db('movimientos_stock').where({ pedido_id: pedidoId }).orderBy('movimiento_id').select('producto_id', 'cantidad', 'motivo', 'usuario_id');

const cambiarEstado = (rol: keyof typeof tokens, pedidoId: number, body: Record<string, unknown>) =>
  app.request('PUT', `/pedidos/${pedidoId}/estado`, { token: tokens[rol], body });

describe('authentication', () => {
  it.each([
    ['GET', '/pedidos'],
    ['GET', '/pedidos/1'],
    ['GET', '/pedidos/estado/Pendiente'],
    ['GET', '/pedidos/1/historial'],
    ['POST', '/pedidos'],
    ['PUT', '/pedidos/1/estado'],
  ])('%s %s without a token is 401', async (method, path) => {
    const res = await app.request(method, path, method === 'GET' ? {} : { body: {} });
    expect(res.status).toBe(401);
  });
});

describe('POST /pedidos', () => {
  it.each(ROLES)('%s creates an order priced from the products, taking stock, with its first history entry', async (rol) => {
    const cliente = await crearCliente(app, tokens.admin);
    const bolsa = await crearProducto(app, tokens.admin, { Precio: 2900.5, Stock: 30 });
    const lena = await crearProducto(app, tokens.admin, { Precio: 4800, Stock: 10 });
    const vehiculo = (await crearVehiculo(app, tokens.admin, { Modelo: 'Cargo 1722' })).VehiculoID;
    const res = await app.request('POST', '/pedidos', {
      token: tokens[rol],
      body: {
        ClienteID: cliente.ClienteID,
        VehiculoID: vehiculo,
        // A price in the payload is ignored: the product's current Precio rules.
        detalles: [
          { ProductoID: bolsa.ProductoID, Cantidad: 3, PrecioUnitario: 1 },
          { ProductoID: lena.ProductoID, Cantidad: 2 },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Pedido creado correctamente' });
    const pedido = res.body.data;
    expect(pedido).toMatchObject({
      Estado: 'Pendiente',
      PrecioTotal: 18301.5,
      Cliente: { ClienteID: cliente.ClienteID, Nombre: cliente.Nombre },
      Usuario: { UsuarioID: usuarioId[rol], Nombre: expect.any(String), Apellido: expect.any(String) },
      Vehiculo: { VehiculoID: vehiculo, Marca: 'Ford', Modelo: 'Cargo 1722' },
      detalles: [
        {
          DetalleID: expect.any(Number),
          ProductoID: bolsa.ProductoID,
          PrecioUnitario: 2900.5,
          Cantidad: 3,
          Producto: { ProductoID: bolsa.ProductoID, Nombre: bolsa.Nombre },
        },
        { ProductoID: lena.ProductoID, PrecioUnitario: 4800, Cantidad: 2, Producto: { Nombre: lena.Nombre } },
      ],
    });
    expect(new Date(pedido.FechaPedido).toISOString()).toBe(pedido.FechaPedido);
    expect(await stockYLedger(app, bolsa.ProductoID)).toEqual({ stock: 27, ledger: 27 });
    expect(await stockYLedger(app, lena.ProductoID)).toEqual({ stock: 8, ledger: 8 });
    expect(await movimientos(pedido.PedidoID)).toEqual([
      { producto_id: bolsa.ProductoID, cantidad: -3, motivo: 'venta', usuario_id: usuarioId[rol] },
      { producto_id: lena.ProductoID, cantidad: -2, motivo: 'venta', usuario_id: usuarioId[rol] },
    ]);
    const historial = await app.request('GET', `/pedidos/${pedido.PedidoID}/historial`, { token: tokens[rol] });
    expect(historial.body.data).toEqual([
      expect.objectContaining({
        EstadoAnterior: null,
        EstadoNuevo: 'Pendiente',
        Usuario: expect.objectContaining({ UsuarioID: usuarioId[rol] }),
      }),
    ]);
  });

  it('keeps the price of the moment: a later price change does not touch the order', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin, { Precio: 100 });
    const pedido = await crearPedido(app, tokens.empleado, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 2 }]);
    await app.request('PUT', `/productos/${producto.ProductoID}`, { token: tokens.admin, body: { Precio: 999 } });
    const res = await app.request('GET', `/pedidos/${pedido.PedidoID}`, { token: tokens.empleado });
    expect(res.body.data).toMatchObject({ PrecioTotal: 200, detalles: [{ PrecioUnitario: 100 }] });
  });

  it('sums cents exactly and merges two lines of one product', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin, { Precio: 0.1, Stock: 10 });
    const otro = await crearProducto(app, tokens.admin, { Precio: 0.2, Stock: 10 });
    const pedido = await crearPedido(app, tokens.empleado, cliente.ClienteID, [
      { ProductoID: producto.ProductoID, Cantidad: 1 },
      { ProductoID: otro.ProductoID, Cantidad: 1 },
      { ProductoID: producto.ProductoID, Cantidad: 2 },
    ]);
    expect(pedido.PrecioTotal).toBe(0.5);
    const res = await app.request('GET', `/pedidos/${pedido.PedidoID}`, { token: tokens.empleado });
    expect(res.body.data.detalles.map((d: { ProductoID: number; Cantidad: number }) => [d.ProductoID, d.Cantidad])).toEqual([
      [producto.ProductoID, 3],
      [otro.ProductoID, 1],
    ]);
    expect(await stockYLedger(app, producto.ProductoID)).toEqual({ stock: 7, ledger: 7 });
  });

  it('answers 409 with the product and what is left when stock is short, and writes nothing', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const suficiente = await crearProducto(app, tokens.admin, { Stock: 50 });
    const escaso = await crearProducto(app, tokens.admin, { Nombre: unico('Carbón de quebracho 10 kg '), Stock: 2 });
    const res = await app.request('POST', '/pedidos', {
      token: tokens.empleado,
      body: {
        ClienteID: cliente.ClienteID,
        VehiculoID: null,
        detalles: [
          { ProductoID: suficiente.ProductoID, Cantidad: 5 },
          { ProductoID: escaso.ProductoID, Cantidad: 3 },
        ],
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      message: `Stock insuficiente para ${escaso.Nombre} (disponible: 2)`,
      error: `Stock insuficiente para ${escaso.Nombre} (disponible: 2)`,
    });
    expect(await stockYLedger(app, suficiente.ProductoID)).toEqual({ stock: 50, ledger: 50 });
    expect(await stockYLedger(app, escaso.ProductoID)).toEqual({ stock: 2, ledger: 2 });
    expect(await app.db('pedidos').where({ cliente_id: cliente.ClienteID }).first()).toBeUndefined();
    expect(await app.db('detalle_pedidos').whereIn('producto_id', [suficiente.ProductoID, escaso.ProductoID]).first()).toBeUndefined();
  });

  it('refuses an inactive or missing client, product or vehicle with a 400 and writes nothing', async () => {
    const activo = await crearCliente(app, tokens.admin);
    const inactivo = await crearCliente(app, tokens.admin);
    await app.request('PUT', `/clientes/${inactivo.ClienteID}/desactivar`, { token: tokens.admin });
    const producto = await crearProducto(app, tokens.admin, { Stock: 10 });
    const baja = await crearProducto(app, tokens.admin, { Stock: 10, Active: false });
    const vehiculoBaja = (await crearVehiculo(app, tokens.admin, { Active: false })).VehiculoID;
    const linea = [{ ProductoID: producto.ProductoID, Cantidad: 1 }];
    const casos: [Record<string, unknown>, string, string][] = [
      [{ ClienteID: inactivo.ClienteID, detalles: linea }, 'ClienteID', `El cliente ${inactivo.Nombre} ${inactivo.Apellido} está inactivo`],
      [{ ClienteID: 999999, detalles: linea }, 'ClienteID', 'Cliente no encontrado'],
      [
        { ClienteID: activo.ClienteID, detalles: [...linea, { ProductoID: baja.ProductoID, Cantidad: 1 }] },
        'detalles.1.ProductoID',
        `El producto ${baja.Nombre} está inactivo`,
      ],
      [{ ClienteID: activo.ClienteID, detalles: [{ ProductoID: 999999, Cantidad: 1 }] }, 'detalles.0.ProductoID', 'Producto no encontrado'],
      [
        { ClienteID: activo.ClienteID, VehiculoID: vehiculoBaja, detalles: linea },
        'VehiculoID',
        expect.stringMatching(/^El vehículo .+ está inactivo$/),
      ],
      [{ ClienteID: activo.ClienteID, VehiculoID: 999999, detalles: linea }, 'VehiculoID', 'Vehículo no encontrado'],
    ];
    for (const [body, campo, mensaje] of casos) {
      const res = await app.request('POST', '/pedidos', { token: tokens.empleado, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(mensaje);
      expect(res.body.errors).toEqual({ [campo]: mensaje });
    }
    expect(await stockYLedger(app, producto.ProductoID)).toEqual({ stock: 10, ledger: 10 });
    expect(await app.db('pedidos').whereIn('cliente_id', [activo.ClienteID, inactivo.ClienteID]).first()).toBeUndefined();
  });

  it.each([
    [{}, { ClienteID: 'Selecciona un cliente', detalles: 'Agrega al menos un producto' }],
    [{ ClienteID: 1, detalles: [] }, { detalles: 'Agrega al menos un producto' }],
    [
      { ClienteID: 'x', detalles: 'nada' },
      { ClienteID: 'Selecciona un cliente', detalles: 'Agrega al menos un producto' },
    ],
    [{ ClienteID: 1, detalles: [{ ProductoID: 1, Cantidad: 0 }] }, { 'detalles.0.Cantidad': 'La cantidad debe ser mayor a 0' }],
    [{ ClienteID: 1, detalles: [{ ProductoID: 1, Cantidad: 1.5 }] }, { 'detalles.0.Cantidad': 'La cantidad debe ser mayor a 0' }],
    [{ ClienteID: 1, detalles: [{ Cantidad: 1 }] }, { 'detalles.0.ProductoID': 'Selecciona un producto' }],
    [{ ClienteID: 1, VehiculoID: 'camion', detalles: [{ ProductoID: 1, Cantidad: 1 }] }, { VehiculoID: 'Vehículo inválido' }],
  ])('validates %j', async (body, errors) => {
    const res = await app.request('POST', '/pedidos', { token: tokens.empleado, body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('concurrent orders', () => {
  it('never oversell: 20 simultaneous orders of 1 against a stock of 5', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin, { Nombre: unico('Briquetas x 5 kg '), Stock: 5 });
    const respuestas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.request('POST', '/pedidos', {
          token: tokens[ROLES[i % 3]],
          body: { ClienteID: cliente.ClienteID, VehiculoID: null, detalles: [{ ProductoID: producto.ProductoID, Cantidad: 1 }] },
        }),
      ),
    );
    const estados = respuestas.map((r) => r.status);
    expect(estados.filter((s) => s === 201)).toHaveLength(5);
    expect(estados.filter((s) => s === 409)).toHaveLength(15);
    for (const r of respuestas.filter((r) => r.status === 409)) {
      expect(r.body.message).toMatch(new RegExp(`^Stock insuficiente para ${producto.Nombre} \\(disponible: 0\\)$`));
    }
    expect(await stockYLedger(app, producto.ProductoID)).toEqual({ stock: 0, ledger: 0 });
    const [{ pedidos }] = await app.db('pedidos').where({ cliente_id: cliente.ClienteID }).count({ pedidos: '*' });
    expect(Number(pedidos)).toBe(5);
    const [{ entradas }] = await app
      .db('historial_pedidos as h')
      .join('pedidos as p', 'p.pedido_id', 'h.pedido_id')
      .where('p.cliente_id', cliente.ClienteID)
      .count({ entradas: '*' });
    expect(Number(entradas)).toBe(5);
  });
});

describe('PUT /pedidos/:id/estado', () => {
  async function nuevoPedido(stock = 10, cantidad = 4) {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin, { Stock: stock });
    const pedido = await crearPedido(app, tokens.empleado, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: cantidad }]);
    return { cliente, producto, pedido };
  }

  it.each(ROLES)('%s changes a Pendiente order, and the history records who and why', async (rol) => {
    const { pedido } = await nuevoPedido();
    const res = await cambiarEstado(rol, pedido.PedidoID, { estado: 'En Proceso', comentario: 'Sale en el reparto de la tarde' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Estado actualizado correctamente',
      data: { PedidoID: pedido.PedidoID, Estado: 'En Proceso' },
    });
    const historial = (await app.request('GET', `/pedidos/${pedido.PedidoID}/historial`, { token: tokens[rol] })).body.data;
    expect(historial[0]).toMatchObject({
      EstadoAnterior: 'Pendiente',
      EstadoNuevo: 'En Proceso',
      Comentarios: 'Sale en el reparto de la tarde',
      Usuario: { UsuarioID: usuarioId[rol] },
    });
    expect(historial).toHaveLength(2);
  });

  it.each(['empleado', 'supervisor'] as const)(
    'refuses %s a change away from a state other than Pendiente (409), changing nothing',
    async (rol) => {
      const { pedido } = await nuevoPedido();
      await cambiarEstado('admin', pedido.PedidoID, { estado: 'En Proceso' });
      const res = await cambiarEstado(rol, pedido.PedidoID, { estado: 'Completado' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Solo un administrador puede cambiar el estado de un pedido que no está Pendiente');
      expect((await app.db('pedidos').where({ pedido_id: pedido.PedidoID }).first('estado')).estado).toBe('En Proceso');
      expect(await app.db('historial_pedidos').where({ pedido_id: pedido.PedidoID })).toHaveLength(2);
    },
  );

  it('lets an administrator change from any state to any other', async () => {
    const { pedido } = await nuevoPedido();
    for (const estado of ['Completado', 'En Proceso', 'Pendiente', 'Completado']) {
      const res = await cambiarEstado('admin', pedido.PedidoID, { estado });
      expect(res.status).toBe(200);
      expect(res.body.data.Estado).toBe(estado);
    }
    expect(await app.db('historial_pedidos').where({ pedido_id: pedido.PedidoID })).toHaveLength(5);
  });

  it('refuses setting the same status again (400)', async () => {
    const { pedido } = await nuevoPedido();
    const res = await cambiarEstado('admin', pedido.PedidoID, { estado: 'Pendiente' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El pedido ya está en estado Pendiente');
    expect(await app.db('historial_pedidos').where({ pedido_id: pedido.PedidoID })).toHaveLength(1);
  });

  it.each([
    [{}, 'Estado requerido'],
    [{ estado: 'Entregado' }, 'Estado inválido'],
    [{ estado: 'pendiente' }, 'Estado inválido'],
    [{ estado: 'Cancelado', comentario: 42 }, 'Debe ser un texto'],
  ])('validates %j', async (body, message) => {
    const { pedido } = await nuevoPedido();
    const res = await cambiarEstado('admin', pedido.PedidoID, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await cambiarEstado('admin', 999999, { estado: 'Cancelado' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Pedido no encontrado');
  });

  it('gives the stock back on Cancelado and takes it again on leaving Cancelado, through the ledger', async () => {
    const { producto, pedido } = await nuevoPedido(10, 4);
    expect(await stockYLedger(app, producto.ProductoID)).toEqual({ stock: 6, ledger: 6 });

    expect((await cambiarEstado('empleado', pedido.PedidoID, { estado: 'Cancelado', comentario: 'Sin pago' })).status).toBe(200);
    expect(await stockYLedger(app, producto.ProductoID)).toEqual({ stock: 10, ledger: 10 });

    expect((await cambiarEstado('admin', pedido.PedidoID, { estado: 'En Proceso' })).status).toBe(200);
    expect(await stockYLedger(app, producto.ProductoID)).toEqual({ stock: 6, ledger: 6 });

    // Moving between states other than Cancelado leaves stock alone.
    expect((await cambiarEstado('admin', pedido.PedidoID, { estado: 'Completado' })).status).toBe(200);
    expect(await stockYLedger(app, producto.ProductoID)).toEqual({ stock: 6, ledger: 6 });

    expect((await movimientos(pedido.PedidoID)).map((m) => [m.cantidad, m.motivo, m.usuario_id])).toEqual([
      [-4, 'venta', usuarioId.empleado],
      [4, 'cancelacion_venta', usuarioId.empleado],
      [-4, 'reactivacion_venta', usuarioId.admin],
    ]);
  });

  it('answers 409 when leaving Cancelado and the stock is gone, and stays Cancelado', async () => {
    const { cliente, producto, pedido } = await nuevoPedido(5, 5);
    await cambiarEstado('admin', pedido.PedidoID, { estado: 'Cancelado' });
    await crearPedido(app, tokens.empleado, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 3 }]);
    const res = await cambiarEstado('admin', pedido.PedidoID, { estado: 'Pendiente' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Stock insuficiente para ${producto.Nombre} (disponible: 2)`);
    expect((await app.db('pedidos').where({ pedido_id: pedido.PedidoID }).first('estado')).estado).toBe('Cancelado');
    expect(await stockYLedger(app, producto.ProductoID)).toEqual({ stock: 2, ledger: 2 });
    expect(await app.db('historial_pedidos').where({ pedido_id: pedido.PedidoID })).toHaveLength(2);
  });

  it('gives the stock back exactly once when two cancellations race', async () => {
    const { producto, pedido } = await nuevoPedido(10, 4);
    const respuestas = await Promise.all([1, 2, 3].map(() => cambiarEstado('admin', pedido.PedidoID, { estado: 'Cancelado' })));
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await stockYLedger(app, producto.ProductoID)).toEqual({ stock: 10, ledger: 10 });
  });
});

describe('reading orders', () => {
  it.each(ROLES)('%s reads one order with its client, creator, vehicle and lines; unknown ids are 404', async (rol) => {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin);
    const pedido = await crearPedido(app, tokens.supervisor, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    const res = await app.request('GET', `/pedidos/${pedido.PedidoID}`, { token: tokens[rol] });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(res.body.data).toMatchObject({
      PedidoID: pedido.PedidoID,
      Cliente: { ClienteID: cliente.ClienteID },
      Usuario: { UsuarioID: usuarioId.supervisor },
      Vehiculo: null,
      detalles: [{ Producto: { ProductoID: producto.ProductoID } }],
    });
    for (const id of ['999999', 'abc']) {
      const falta = await app.request('GET', `/pedidos/${id}`, { token: tokens[rol] });
      expect(falta.status).toBe(404);
      expect(falta.body.message).toBe('Pedido no encontrado');
    }
  });

  it.each(ROLES)('%s lists orders, a status tab and an order history', async (rol) => {
    const lista = await app.request('GET', '/pedidos?page=1&limit=3', { token: tokens[rol] });
    expect(lista.status).toBe(200);
    expect(lista.body).toMatchObject({ page: 1, limit: 3, total: expect.any(Number) });
    expect(lista.body.data).toHaveLength(3);
    const pestana = await app.request('GET', '/pedidos/estado/Cancelado', { token: tokens[rol] });
    expect(pestana.status).toBe(200);
    expect(pestana.body.data.length).toBeGreaterThan(0);
    expect(pestana.body.data.every((p: { Estado: string }) => p.Estado === 'Cancelado')).toBe(true);
    const historial = await app.request('GET', `/pedidos/${lista.body.data[0].PedidoID}/historial`, { token: tokens[rol] });
    expect(historial.status).toBe(200);
    expect(historial.body.data.at(-1)).toMatchObject({ EstadoAnterior: null, EstadoNuevo: 'Pendiente' });
  });

  it('filters by estado, clienteId and q (client name or order number), newest first', async () => {
    const marca = unico('Pérez');
    const cliente = await crearCliente(app, tokens.admin, { Apellido: marca });
    const otro = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin);
    const linea = [{ ProductoID: producto.ProductoID, Cantidad: 1 }];
    app.setNow(new Date('2031-01-10T12:00:00Z'));
    const viejo = await crearPedido(app, tokens.empleado, cliente.ClienteID, linea);
    app.setNow(new Date('2031-01-11T12:00:00Z'));
    const nuevo = await crearPedido(app, tokens.empleado, cliente.ClienteID, linea);
    const ajeno = await crearPedido(app, tokens.empleado, otro.ClienteID, linea);
    app.setNow(undefined);
    await cambiarEstado('admin', viejo.PedidoID, { estado: 'Completado' });
    const ids = async (query: string) =>
      (await app.request('GET', `/pedidos?${query}`, { token: tokens.empleado })).body.data.map((p: { PedidoID: number }) => p.PedidoID);

    expect(await ids(`clienteId=${cliente.ClienteID}`)).toEqual([nuevo.PedidoID, viejo.PedidoID]);
    expect(await ids(`clienteId=${cliente.ClienteID}&sort=FechaPedido&order=asc`)).toEqual([viejo.PedidoID, nuevo.PedidoID]);
    expect(await ids(`clienteId=${cliente.ClienteID}&estado=Completado`)).toEqual([viejo.PedidoID]);
    expect(await ids(`q=${encodeURIComponent(`${cliente.Nombre} ${marca}`.toLowerCase())}`)).toEqual([nuevo.PedidoID, viejo.PedidoID]);
    expect(await ids(`q=${ajeno.PedidoID}&clienteId=${otro.ClienteID}`)).toEqual([ajeno.PedidoID]);
    const estado = await app.request('GET', `/pedidos/estado/Completado?clienteId=${cliente.ClienteID}`, { token: tokens.empleado });
    expect(estado.body.data.map((p: { PedidoID: number }) => p.PedidoID)).toEqual([viejo.PedidoID]);
  });

  it('finds the orders of a name shared by more than a thousand clients, with their exact total', async () => {
    const marca = unico('Muchos');
    await app.db.raw(
      `INSERT INTO clientes (nombre, apellido, telefono, direccion, email)
       SELECT 'Homónimo', ?, '0', 'Calle', 'h' || i || '@correo.com' FROM generate_series(1, 1100) AS i`,
      [marca],
    );
    const { primero, ultimo } = await app
      .db('clientes')
      .where({ apellido: marca })
      .first(app.db.raw('min(cliente_id) AS primero, max(cliente_id) AS ultimo'));
    const clientes = [primero, ultimo];
    const producto = await crearProducto(app, tokens.admin);
    const pedidos = [];
    for (const clienteId of clientes)
      pedidos.push(await crearPedido(app, tokens.empleado, clienteId, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]));
    const res = await app.request('GET', `/pedidos?page=1&limit=25&q=${encodeURIComponent(marca)}`, { token: tokens.empleado });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((p: { PedidoID: number }) => p.PedidoID).sort()).toEqual(pedidos.map((p) => p.PedidoID).sort());
  });

  it('sorts by any field of an order', async () => {
    for (const sort of ['PedidoID', 'ClienteID', 'UsuarioID', 'VehiculoID', 'FechaPedido', 'Estado', 'PrecioTotal']) {
      const res = await app.request('GET', `/pedidos?page=1&limit=5&sort=${sort}&order=desc`, { token: tokens.empleado });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(5);
    }
    const totales = (await app.request('GET', '/pedidos?page=1&limit=10&sort=PrecioTotal&order=desc', { token: tokens.empleado })).body.data.map(
      (p: { PrecioTotal: number }) => p.PrecioTotal,
    );
    expect(totales).toEqual([...totales].sort((a, b) => b - a));
  });

  it('pages with total, page and limit; without page answers {data}', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin);
    for (let i = 0; i < 3; i++) await crearPedido(app, tokens.empleado, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    const pagina = await app.request('GET', `/pedidos?clienteId=${cliente.ClienteID}&page=2&limit=2`, { token: tokens.empleado });
    expect(pagina.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(pagina.body.data).toHaveLength(1);
    const todo = await app.request('GET', `/pedidos?clienteId=${cliente.ClienteID}`, { token: tokens.empleado });
    expect(Object.keys(todo.body)).toEqual(['data']);
    expect(todo.body.data).toHaveLength(3);
  });

  it('answers with a constant number of queries whatever the page size (no N+1)', async () => {
    const contar = async (limit: number) => {
      let consultas = 0;
      const contador = () => consultas++;
      app.db.on('query', contador);
      const res = await app.request('GET', `/pedidos?page=1&limit=${limit}`, { token: tokens.empleado });
      app.db.removeListener('query', contador);
      expect(res.body.data).toHaveLength(limit);
      expect(
        res.body.data.every((p: { Cliente: unknown; Usuario: unknown; detalles: unknown[] }) => p.Cliente && p.Usuario && p.detalles.length > 0),
      ).toBe(true);
      return consultas;
    };
    const pocos = await contar(2);
    const muchos = await contar(50);
    expect(muchos).toBe(pocos);
    expect(muchos).toBeLessThanOrEqual(7);
  });

  it.each([
    ['/pedidos/estado/Entregado', 'Estado inválido'],
    ['/pedidos?estado=Enviado', 'Estado inválido'],
    ['/pedidos?clienteId=abc', 'Cliente inválido'],
    ['/pedidos?sort=Cliente', 'No se puede ordenar por Cliente'],
  ])('answers 400 for %s', async (path, message) => {
    const res = await app.request('GET', path, { token: tokens.empleado });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('reads a state with a space in the path', async () => {
    const res = await app.request('GET', '/pedidos/estado/En%20Proceso?page=1&limit=5', { token: tokens.empleado });
    expect(res.status).toBe(200);
    expect(res.body.data.every((p: { Estado: string }) => p.Estado === 'En Proceso')).toBe(true);
  });

  it('answers 404 for the history of an order that does not exist', async () => {
    const res = await app.request('GET', '/pedidos/999999/historial', { token: tokens.empleado });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Pedido no encontrado');
  });

  it("takes the history filters, as a supplier order's history does", async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin);
    const pedido = await crearPedido(app, tokens.empleado, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    await cambiarEstado('admin', pedido.PedidoID, { estado: 'En Proceso', comentario: 'Sale en el reparto' });
    const historial = (query: string) => app.request('GET', `/pedidos/${pedido.PedidoID}/historial?${query}`, { token: tokens.empleado });
    expect((await historial('estado=En%20Proceso')).body.data.map((e: { EstadoNuevo: string }) => e.EstadoNuevo)).toEqual(['En Proceso']);
    expect((await historial('search=reparto')).body.data).toHaveLength(1);
    expect((await historial('estado=Recibido')).status).toBe(400);
  });
});

describe('demo orders', () => {
  // The demo's orders are those of the demo's clients: the tests' own orders have their own clients.
  const demo = () =>
    app.db('pedidos').whereIn(
      'cliente_id',
      app
        .db('clientes')
        .select('cliente_id')
        .whereIn(
          'email',
          seedClientesProductos.CLIENTES_DEMO.map((c) => c.email),
        ),
    );

  it('cover every Estado over the last 90 days, several of them today in the business time zone; the year before, delivered', async () => {
    const todas: { estado: string; fecha_pedido: Date }[] = await demo().select('estado', 'fecha_pedido');
    // The year before the contract's 90 days is seeds/04_historia's: delivered orders, none older than it.
    const antes = todas.filter((f) => Date.now() - f.fecha_pedido.getTime() > 91 * 86_400_000);
    expect(new Set(antes.map((f) => f.estado))).toEqual(new Set(['Completado']));
    for (const f of antes) expect(Date.now() - f.fecha_pedido.getTime()).toBeLessThanOrEqual((DIAS_DE_HISTORIA + 1) * 86_400_000);
    const filas = todas.filter((f) => !antes.includes(f));
    expect(filas.length).toBeGreaterThanOrEqual(60);
    expect(new Set(filas.map((f) => f.estado))).toEqual(new Set(['Pendiente', 'En Proceso', 'Completado', 'Cancelado']));
    const hoy = DateTime.now().setZone(app.config.zonaNegocio).toISODate();
    const deHoy = filas.filter((f) => DateTime.fromJSDate(f.fecha_pedido).setZone(app.config.zonaNegocio).toISODate() === hoy);
    expect(deHoy.length).toBeGreaterThanOrEqual(3);
    const masViejo = Math.min(...filas.map((f) => f.fecha_pedido.getTime()));
    expect(Date.now() - masViejo).toBeLessThanOrEqual(91 * 86_400_000);
    expect(Math.max(...filas.map((f) => f.fecha_pedido.getTime()))).toBeLessThanOrEqual(Date.now());
  });

  it('have a history that starts at Pendiente and ends at their Estado, and stock equal to the ledger', async () => {
    const { rows } = await app.db.raw(`
      select p.pedido_id, p.estado,
        (select h.estado_nuevo from historial_pedidos h where h.pedido_id = p.pedido_id order by h.fecha_actualiza_estado desc, h.historial_id desc limit 1) as ultimo,
        (select count(*) from historial_pedidos h where h.pedido_id = p.pedido_id and h.estado_anterior is null and h.estado_nuevo = 'Pendiente') as inicios
      from pedidos p where p.pedido_id in (${demo().select('pedido_id').toQuery()})`);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const r of rows) {
      expect(r.ultimo).toBe(r.estado);
      expect(Number(r.inicios)).toBe(1);
    }
    const { rows: descuadres } = await app.db.raw(`
      select p.producto_id from productos p
      where p.stock <> (select coalesce(sum(m.cantidad), 0) from movimientos_stock m where m.producto_id = p.producto_id)`);
    expect(descuadres).toEqual([]);
  });

  it('are not loaded twice: running the seeds again adds nothing', async () => {
    const contar = async () =>
      Promise.all(
        ['clientes', 'productos', 'pedidos', 'detalle_pedidos', 'historial_pedidos', 'movimientos_stock'].map(async (t) =>
          Number((await app.db(t).count({ n: '*' }))[0].n),
        ),
      );
    const antes = await contar();
    await seedClientesProductos.seed(app.db);
    await seedPedidos.seed(app.db);
    expect(await contar()).toEqual(antes);
  });
});

describe('audit trail', () => {
  /** The products' own trail: an order's stock moves are in the ledger, never in it. */
  const accionesDeProductos = (...productos: { ProductoID: number }[]) =>
    Promise.all(productos.map(async (p) => (await filasDeAuditoria(app, 'productos', p.ProductoID)).map((f) => f.accion)));

  it('a new order leaves one crear row: client and vehicle by name, the total and the lines as text', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const carbon = await crearProducto(app, tokens.admin, { Nombre: unico('Carbón 5 kg '), Precio: 1200, Stock: 30 });
    const lena = await crearProducto(app, tokens.admin, { Nombre: unico('Leña 10 kg '), Precio: 4800.5, Stock: 10 });
    const vehiculo = await crearVehiculo(app, tokens.admin);
    const res = await app.request('POST', '/pedidos', {
      token: tokens.empleado,
      body: {
        ClienteID: cliente.ClienteID,
        VehiculoID: vehiculo.VehiculoID,
        detalles: [
          { ProductoID: carbon.ProductoID, Cantidad: 2 },
          { ProductoID: lena.ProductoID, Cantidad: 1 },
          { ProductoID: carbon.ProductoID, Cantidad: 1 },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(await filasDeAuditoria(app, 'pedidos', res.body.data.PedidoID)).toEqual([
      {
        accion: 'crear',
        usuarioId: usuarioId.empleado,
        parte: null,
        parteId: null,
        resumen: null,
        cambios: [
          { Campo: 'ClienteID', Antes: null, Despues: `${cliente.Nombre} ${cliente.Apellido}` },
          { Campo: 'VehiculoID', Antes: null, Despues: vehiculo.Patente },
          { Campo: 'PrecioTotal', Antes: null, Despues: 8400.5 },
          { Campo: 'Detalles', Antes: null, Despues: `3 × ${carbon.Nombre}, 1 × ${lena.Nombre}` },
          { Campo: 'Estado', Antes: null, Despues: 'Pendiente' },
        ],
      },
    ]);
    expect(await accionesDeProductos(carbon, lena)).toEqual([['crear'], ['crear']]);
  });

  it('an order without a vehicle has no VehiculoID in its row, and quantities read as written in Argentina', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin, { Precio: 10, Stock: 2000 });
    const pedido = await crearPedido(app, tokens.supervisor, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1500 }]);
    expect(await filasDeAuditoria(app, 'pedidos', pedido.PedidoID)).toEqual([
      {
        accion: 'crear',
        usuarioId: usuarioId.supervisor,
        parte: null,
        parteId: null,
        resumen: null,
        cambios: [
          { Campo: 'ClienteID', Antes: null, Despues: `${cliente.Nombre} ${cliente.Apellido}` },
          { Campo: 'PrecioTotal', Antes: null, Despues: 15000 },
          { Campo: 'Detalles', Antes: null, Despues: `1.500 × ${producto.Nombre}` },
          { Campo: 'Estado', Antes: null, Despues: 'Pendiente' },
        ],
      },
    ]);
  });

  it('each status change leaves one cambiar_estado row with its author and its comment, and no product row', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin, { Stock: 10 });
    const pedido = await crearPedido(app, tokens.empleado, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 4 }]);
    expect((await cambiarEstado('supervisor', pedido.PedidoID, { estado: 'Cancelado', comentario: 'Sin pago' })).status).toBe(200);
    expect((await cambiarEstado('admin', pedido.PedidoID, { estado: 'En Proceso' })).status).toBe(200);
    const fila = (usuario: number, resumen: string | null, Antes: string, Despues: string) => ({
      accion: 'cambiar_estado',
      usuarioId: usuario,
      parte: null,
      parteId: null,
      resumen,
      cambios: [{ Campo: 'Estado', Antes, Despues }],
    });
    expect(await filasDeAuditoria(app, 'pedidos', pedido.PedidoID)).toEqual([
      expect.objectContaining({ accion: 'crear', usuarioId: usuarioId.empleado }),
      fila(usuarioId.supervisor, 'Sin pago', 'Pendiente', 'Cancelado'),
      fila(usuarioId.admin, null, 'Cancelado', 'En Proceso'),
    ]);
    // Cancelling and reactivating moved the stock twice: the ledger has it, the product's trail does not.
    expect(await accionesDeProductos(producto)).toEqual([['crear']]);
  });

  it('a comment longer than the summary is cut in the trail and kept whole in the history', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin, { Stock: 10 });
    const pedido = await crearPedido(app, tokens.empleado, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    const comentario = 'El cliente pidió esperar. '.repeat(38).trim();
    expect((await cambiarEstado('empleado', pedido.PedidoID, { estado: 'En Proceso', comentario })).status).toBe(200);
    const [, cambio] = await filasDeAuditoria(app, 'pedidos', pedido.PedidoID);
    expect(cambio.resumen).toBe(`${comentario.slice(0, 299)}…`);
    const ultima = await app.db('historial_pedidos').where({ pedido_id: pedido.PedidoID }).orderBy('historial_id', 'desc').first();
    expect(ultima.comentarios).toBe(comentario);
  });

  it('a refused change leaves no row: oversell, a change not allowed, the same status, stock gone, an invalid body, no order', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin, { Stock: 5 });
    const linea = (Cantidad: number) => [{ ProductoID: producto.ProductoID, Cantidad }];
    const cancelado = await crearPedido(app, tokens.empleado, cliente.ClienteID, linea(5));
    await cambiarEstado('admin', cancelado.PedidoID, { estado: 'Cancelado' });
    await crearPedido(app, tokens.empleado, cliente.ClienteID, linea(3));
    const antes = await ultimaFilaDeAuditoria(app);

    const sobreventa = await app.request('POST', '/pedidos', {
      token: tokens.empleado,
      body: { ClienteID: cliente.ClienteID, detalles: linea(3) },
    });
    expect(sobreventa.status).toBe(409);
    expect((await cambiarEstado('empleado', cancelado.PedidoID, { estado: 'Pendiente' })).status).toBe(409);
    expect((await cambiarEstado('admin', cancelado.PedidoID, { estado: 'Pendiente' })).status).toBe(409);
    expect((await cambiarEstado('admin', cancelado.PedidoID, { estado: 'Cancelado' })).status).toBe(400);
    expect((await cambiarEstado('admin', cancelado.PedidoID, { estado: 'Entregado' })).status).toBe(400);
    expect((await cambiarEstado('admin', 999999, { estado: 'Cancelado' })).status).toBe(404);

    expect(await ultimaFilaDeAuditoria(app)).toBe(antes);
    expect((await filasDeAuditoria(app, 'pedidos', cancelado.PedidoID)).map((f) => f.accion)).toEqual(['crear', 'cambiar_estado']);
  });
});
