import { describe, expect, it } from 'vitest';
import { cambiarEstadoPedidoProveedor, crearPedidoProveedor, crearProducto, crearProveedor, stockYLedger } from '../../test/fixtures.js';
import { comprasDePrueba, linea } from '../../test/pedidosProveedores.js';

const { app, tokens, proveedor, carbon, lena, usuarioId, movimientosDelPedido } = comprasDePrueba();

describe('authentication and roles', () => {
  it.each([
    ['GET', '/pedidos-proveedores'],
    ['GET', '/pedidos-proveedores/1'],
    ['GET', '/pedidos-proveedores/estado/Pendiente'],
    ['GET', '/pedidos-proveedores/proveedor/1'],
    ['GET', '/pedidos-proveedores/1/historial'],
    ['POST', '/pedidos-proveedores'],
    ['PUT', '/pedidos-proveedores/1/estado'],
  ])('%s %s without a token is 401', async (method, path) => {
    const res = await app.request(method, path);
    expect(res.status).toBe(401);
  });

  it('forbids empleado to create an order (403) and writes nothing', async () => {
    const antes = await app.db('pedidos_proveedores').where({ proveedor_id: proveedor.ProveedorID }).count({ n: '*' });
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: tokens.empleado,
      body: { ProveedorID: proveedor.ProveedorID, detalles: [linea(carbon.ProductoID)] },
    });
    expect(res.status).toBe(403);
    expect(await app.db('pedidos_proveedores').where({ proveedor_id: proveedor.ProveedorID }).count({ n: '*' })).toEqual(antes);
  });

  it('forbids empleado to change a status (403) and changes nothing', async () => {
    const pedido = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [linea(carbon.ProductoID)]);
    const res = await cambiarEstadoPedidoProveedor(app, tokens.empleado, pedido.PedidoProveedorID, 'Recibido');
    expect(res.status).toBe(403);
    expect((await app.db('pedidos_proveedores').where({ pedido_proveedor_id: pedido.PedidoProveedorID }).first()).estado).toBe('Pendiente');
  });

  it('lets empleado read orders', async () => {
    const pedido = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [linea(carbon.ProductoID)]);
    expect((await app.request('GET', `/pedidos-proveedores/${pedido.PedidoProveedorID}`, { token: tokens.empleado })).status).toBe(200);
    expect((await app.request('GET', '/pedidos-proveedores', { token: tokens.empleado })).status).toBe(200);
  });
});

describe('POST /pedidos-proveedores', () => {
  it('creates the order with its lines, total, supplier, creator and first history entry; stock does not move', async () => {
    const stockAntes = (await stockYLedger(app, carbon.ProductoID)).stock;
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: tokens.supervisor,
      body: { ProveedorID: proveedor.ProveedorID, detalles: [linea(carbon.ProductoID, 12, 1520.5), linea(lena.ProductoID, 3, 999.99)] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Pedido creado correctamente' });
    const pedido = res.body.data;
    expect(pedido).toMatchObject({
      ProveedorID: proveedor.ProveedorID,
      Estado: 'Pendiente',
      Total: 12 * 1520.5 + 3 * 999.99,
      Proveedor: { ProveedorID: proveedor.ProveedorID, Active: true },
      Usuario: { UsuarioID: await usuarioId('supervisor'), Nombre: 'Laura', Apellido: 'Fernández' },
    });
    expect(typeof pedido.FechaPedido).toBe('string');
    expect(pedido.DetallePedidoProveedors).toEqual([
      {
        DetallePedidoProveedorID: expect.any(Number),
        ProductoID: carbon.ProductoID,
        Cantidad: 12,
        PrecioUnitario: 1520.5,
        Producto: { ProductoID: carbon.ProductoID, Nombre: carbon.Nombre },
      },
      {
        DetallePedidoProveedorID: expect.any(Number),
        ProductoID: lena.ProductoID,
        Cantidad: 3,
        PrecioUnitario: 999.99,
        Producto: { ProductoID: lena.ProductoID, Nombre: lena.Nombre },
      },
    ]);
    const historial = await app.db('historial_pedidos_proveedores').where({ pedido_proveedor_id: pedido.PedidoProveedorID });
    expect(historial).toHaveLength(1);
    expect(historial[0]).toMatchObject({ estado_anterior: null, estado_nuevo: 'Pendiente', usuario_id: await usuarioId('supervisor') });
    expect((await stockYLedger(app, carbon.ProductoID)).stock).toBe(stockAntes);
    expect(await movimientosDelPedido(pedido.PedidoProveedorID)).toEqual([]);
  });

  it('lets an administrator create one too, and accepts numbers sent as text', async () => {
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: tokens.admin,
      body: {
        ProveedorID: String(proveedor.ProveedorID),
        detalles: [{ ProductoID: String(carbon.ProductoID), Cantidad: '4', PrecioUnitario: '1250.75' }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ Total: 5003, Usuario: { UsuarioID: await usuarioId('admin') } });
  });

  it.each([
    [{}, { ProveedorID: 'Selecciona un proveedor', detalles: 'Agrega al menos un producto' }],
    [
      { ProveedorID: 0, detalles: [] },
      { ProveedorID: 'Selecciona un proveedor', detalles: 'Agrega al menos un producto' },
    ],
    [
      { ProveedorID: null, detalles: 'nada' },
      { ProveedorID: 'Selecciona un proveedor', detalles: 'Agrega al menos un producto' },
    ],
  ])('answers the spec messages for %j', async (body, errors) => {
    const res = await app.request('POST', '/pedidos-proveedores', { token: tokens.admin, body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(res.body.message).toBe('Selecciona un proveedor');
  });

  it.each([
    [{ Cantidad: 0 }, 'detalles.0.Cantidad', 'La cantidad debe ser mayor a 0'],
    [{ Cantidad: -3 }, 'detalles.0.Cantidad', 'La cantidad debe ser mayor a 0'],
    [{ Cantidad: 1.5 }, 'detalles.0.Cantidad', 'La cantidad debe ser mayor a 0'],
    [{ Cantidad: 'diez' }, 'detalles.0.Cantidad', 'La cantidad debe ser mayor a 0'],
    [{ Cantidad: undefined }, 'detalles.0.Cantidad', 'La cantidad debe ser mayor a 0'],
    [{ Cantidad: 5_000_000 }, 'detalles.0.Cantidad', 'La cantidad no puede superar 1000000'],
    [{ PrecioUnitario: 0 }, 'detalles.0.PrecioUnitario', 'El precio unitario debe ser mayor a 0'],
    [{ PrecioUnitario: -10 }, 'detalles.0.PrecioUnitario', 'El precio unitario debe ser mayor a 0'],
    [{ PrecioUnitario: 0.001 }, 'detalles.0.PrecioUnitario', 'El precio unitario debe ser mayor a 0'],
    [{ PrecioUnitario: 'gratis' }, 'detalles.0.PrecioUnitario', 'Escriba el importe con números, por ejemplo 1.500 o 1.500,50'],
    [{ PrecioUnitario: undefined }, 'detalles.0.PrecioUnitario', 'El precio unitario debe ser mayor a 0'],
    [{ PrecioUnitario: 1e12 }, 'detalles.0.PrecioUnitario', 'El precio unitario es demasiado grande'],
    [{ ProductoID: undefined }, 'detalles.0.ProductoID', 'Selecciona un producto'],
    [{ ProductoID: 'x' }, 'detalles.0.ProductoID', 'Selecciona un producto'],
  ])('rejects a line with %j: %s = %s', async (cambio, campo, mensaje) => {
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: tokens.admin,
      body: { ProveedorID: proveedor.ProveedorID, detalles: [{ ...linea(carbon.ProductoID), ...cambio }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[campo]).toBe(mensaje);
    expect(res.body.message).toBe(mensaje);
  });

  it('rejects an inactive supplier with 400 and writes nothing', async () => {
    const proveedor = await crearProveedor(app, tokens.admin);
    await app.request('PUT', `/proveedores/${proveedor.ProveedorID}/desactivar`, { token: tokens.admin });
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: tokens.admin,
      body: { ProveedorID: proveedor.ProveedorID, detalles: [linea(carbon.ProductoID)] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`El proveedor ${proveedor.Nombre} está inactivo`);
    expect(res.body.errors).toEqual({ ProveedorID: res.body.message });
    expect(await app.db('pedidos_proveedores').where({ proveedor_id: proveedor.ProveedorID }).first()).toBeUndefined();
  });

  it('rejects an unknown supplier with 400', async () => {
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: tokens.admin,
      body: { ProveedorID: 999999, detalles: [linea(carbon.ProductoID)] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Proveedor no encontrado');
  });

  it('rejects an inactive product with 400 and writes nothing', async () => {
    const proveedor = await crearProveedor(app, tokens.admin);
    const inactivo = await crearProducto(app, tokens.admin, { Active: false });
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: tokens.supervisor,
      body: { ProveedorID: proveedor.ProveedorID, detalles: [linea(carbon.ProductoID), linea(inactivo.ProductoID)] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`El producto ${inactivo.Nombre} está inactivo`);
    expect(res.body.errors).toEqual({ 'detalles.1.ProductoID': res.body.message });
    expect(await app.db('pedidos_proveedores').where({ proveedor_id: proveedor.ProveedorID }).first()).toBeUndefined();
  });

  it('rejects an unknown product with 400', async () => {
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: tokens.admin,
      body: { ProveedorID: proveedor.ProveedorID, detalles: [linea(999999)] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Producto no encontrado');
  });

  it('never answers 500 to malformed bodies', async () => {
    for (const rawBody of ['[]', '"texto"', '{"ProveedorID":', 'null', '{"ProveedorID":1,"detalles":[null]}']) {
      const res = await app.request('POST', '/pedidos-proveedores', { token: tokens.admin, rawBody });
      expect(res.status, rawBody).toBe(400);
    }
  });
});

describe('GET /pedidos-proveedores/:id', () => {
  it('answers {data} with the order', async () => {
    const pedido = await crearPedidoProveedor(app, tokens.admin, proveedor.ProveedorID, [linea(carbon.ProductoID, 2, 100)]);
    const res = await app.request('GET', `/pedidos-proveedores/${pedido.PedidoProveedorID}`, { token: tokens.supervisor });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(res.body.data).toMatchObject({ PedidoProveedorID: pedido.PedidoProveedorID, Total: 200, Estado: 'Pendiente' });
  });

  it.each(['999999', 'abc', '0', '1e3'])('is 404 Pedido no encontrado for %s', async (id) => {
    const res = await app.request('GET', `/pedidos-proveedores/${id}`, { token: tokens.admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Pedido no encontrado');
  });
});
