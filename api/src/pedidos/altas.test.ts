import { describe, expect, it } from 'vitest';
import { crearCliente, crearPedido, crearProducto, stockYLedger, unico } from '../../test/fixtures.js';
import { crearVehiculo } from '../../test/vehiculos.js';
import { ventasDePrueba } from '../../test/pedidos.js';
import { ROLES } from '../../test/harness.js';

const { app, tokens, usuarioId, movimientos } = ventasDePrueba();

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
