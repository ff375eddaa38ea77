import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { moverStock } from '../stock/ledger.js';
import {
  cambiarEstadoPedidoProveedor,
  crearPedidoProveedor,
  crearProducto,
  crearProveedor,
  filasDeAuditoria,
  stockYLedger,
  ultimaFilaDeAuditoria,
  unico,
} from '../../test/fixtures.js';

let app: TestApp;
let admin: string;
let supervisor: string;
let empleado: string;
let proveedorId: number;
let carbon: { ProductoID: number; Nombre: string };
let lena: { ProductoID: number; Nombre: string };

beforeAll(async () => {
  app = await startTestApp();
  [admin, supervisor, empleado] = await Promise.all([app.login('admin'), app.login('supervisor'), app.login('empleado')]);
  proveedorId = (await crearProveedor(app, admin)).ProveedorID;
  carbon = await crearProducto(app, admin, { Stock: 100 });
  lena = await crearProducto(app, admin, { Stock: 5 });
});
afterAll(() => app.close());

const linea = (ProductoID: number, Cantidad = 10, PrecioUnitario = 1500) => ({ ProductoID, Cantidad, PrecioUnitario });

async function usuarioId(nombreUsuario: string): Promise<number> {
  return (await app.db('usuarios').where({ nombre_usuario: nombreUsuario }).first('usuario_id')).usuario_id;
}

async function movimientosDelPedido(pedidoId: number) {
  return app
    .db('movimientos_stock')
    .where({ pedido_proveedor_id: pedidoId })
    .orderBy('movimiento_id')
    .select('producto_id', 'cantidad', 'motivo', 'usuario_id');
}

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
    const antes = await app.db('pedidos_proveedores').where({ proveedor_id: proveedorId }).count({ n: '*' });
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: empleado,
      body: { ProveedorID: proveedorId, detalles: [linea(carbon.ProductoID)] },
    });
    expect(res.status).toBe(403);
    expect(await app.db('pedidos_proveedores').where({ proveedor_id: proveedorId }).count({ n: '*' })).toEqual(antes);
  });

  it('forbids empleado to change a status (403) and changes nothing', async () => {
    const pedido = await crearPedidoProveedor(app, supervisor, proveedorId, [linea(carbon.ProductoID)]);
    const res = await cambiarEstadoPedidoProveedor(app, empleado, pedido.PedidoProveedorID, 'Recibido');
    expect(res.status).toBe(403);
    expect((await app.db('pedidos_proveedores').where({ pedido_proveedor_id: pedido.PedidoProveedorID }).first()).estado).toBe('Pendiente');
  });

  it('lets empleado read orders', async () => {
    const pedido = await crearPedidoProveedor(app, supervisor, proveedorId, [linea(carbon.ProductoID)]);
    expect((await app.request('GET', `/pedidos-proveedores/${pedido.PedidoProveedorID}`, { token: empleado })).status).toBe(200);
    expect((await app.request('GET', '/pedidos-proveedores', { token: empleado })).status).toBe(200);
  });
});

describe('POST /pedidos-proveedores', () => {
  it('creates the order with its lines, total, supplier, creator and first history entry; stock does not move', async () => {
    const stockAntes = (await stockYLedger(app, carbon.ProductoID)).stock;
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: supervisor,
      body: { ProveedorID: proveedorId, detalles: [linea(carbon.ProductoID, 12, 1520.5), linea(lena.ProductoID, 3, 999.99)] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Pedido creado correctamente' });
    const pedido = res.body.data;
    expect(pedido).toMatchObject({
      ProveedorID: proveedorId,
      Estado: 'Pendiente',
      Total: 12 * 1520.5 + 3 * 999.99,
      Proveedor: { ProveedorID: proveedorId, Active: true },
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
      token: admin,
      body: {
        ProveedorID: String(proveedorId),
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
    const res = await app.request('POST', '/pedidos-proveedores', { token: admin, body });
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
      token: admin,
      body: { ProveedorID: proveedorId, detalles: [{ ...linea(carbon.ProductoID), ...cambio }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[campo]).toBe(mensaje);
    expect(res.body.message).toBe(mensaje);
  });

  it('rejects an inactive supplier with 400 and writes nothing', async () => {
    const proveedor = await crearProveedor(app, admin);
    await app.request('PUT', `/proveedores/${proveedor.ProveedorID}/desactivar`, { token: admin });
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: admin,
      body: { ProveedorID: proveedor.ProveedorID, detalles: [linea(carbon.ProductoID)] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`El proveedor ${proveedor.Nombre} está inactivo`);
    expect(res.body.errors).toEqual({ ProveedorID: res.body.message });
    expect(await app.db('pedidos_proveedores').where({ proveedor_id: proveedor.ProveedorID }).first()).toBeUndefined();
  });

  it('rejects an unknown supplier with 400', async () => {
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: admin,
      body: { ProveedorID: 999999, detalles: [linea(carbon.ProductoID)] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Proveedor no encontrado');
  });

  it('rejects an inactive product with 400 and writes nothing', async () => {
    const proveedor = await crearProveedor(app, admin);
    const inactivo = await crearProducto(app, admin, { Active: false });
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: supervisor,
      body: { ProveedorID: proveedor.ProveedorID, detalles: [linea(carbon.ProductoID), linea(inactivo.ProductoID)] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`El producto ${inactivo.Nombre} está inactivo`);
    expect(res.body.errors).toEqual({ 'detalles.1.ProductoID': res.body.message });
    expect(await app.db('pedidos_proveedores').where({ proveedor_id: proveedor.ProveedorID }).first()).toBeUndefined();
  });

  it('rejects an unknown product with 400', async () => {
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: admin,
      body: { ProveedorID: proveedorId, detalles: [linea(999999)] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Producto no encontrado');
  });

  it('never answers 500 to malformed bodies', async () => {
    for (const rawBody of ['[]', '"texto"', '{"ProveedorID":', 'null', '{"ProveedorID":1,"detalles":[null]}']) {
      const res = await app.request('POST', '/pedidos-proveedores', { token: admin, rawBody });
      expect(res.status, rawBody).toBe(400);
    }
  });
});

describe('GET /pedidos-proveedores/:id', () => {
  it('answers {data} with the order', async () => {
    const pedido = await crearPedidoProveedor(app, admin, proveedorId, [linea(carbon.ProductoID, 2, 100)]);
    const res = await app.request('GET', `/pedidos-proveedores/${pedido.PedidoProveedorID}`, { token: supervisor });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(res.body.data).toMatchObject({ PedidoProveedorID: pedido.PedidoProveedorID, Total: 200, Estado: 'Pendiente' });
  });

  it.each(['999999', 'abc', '0', '1e3'])('is 404 Pedido no encontrado for %s', async (id) => {
    const res = await app.request('GET', `/pedidos-proveedores/${id}`, { token: admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Pedido no encontrado');
  });
});

describe('lists', () => {
  let proveedor: number;
  let otro: number;
  const ids: Record<string, number[]> = { Pendiente: [], Recibido: [], Cancelado: [] };

  beforeAll(async () => {
    // No digit in the name: a search by order number would also find every order of a supplier whose name holds it.
    const sinCifras = (marca: string) => marca.replace(/\d/g, (cifra) => 'abcdefghij'[Number(cifra)]);
    proveedor = (await crearProveedor(app, admin, { Nombre: `Carbonera ${sinCifras(unico('Prov'))}` })).ProveedorID;
    otro = (await crearProveedor(app, admin)).ProveedorID;
    for (const [i, estado] of ['Pendiente', 'Recibido', 'Cancelado', 'Pendiente', 'Recibido'].entries()) {
      const pedido = await crearPedidoProveedor(app, supervisor, proveedor, [
        linea(carbon.ProductoID, 1 + i, 100),
        linea(lena.ProductoID, 1, 50),
      ]);
      if (estado !== 'Pendiente') await cambiarEstadoPedidoProveedor(app, supervisor, pedido.PedidoProveedorID, estado);
      ids[estado].push(pedido.PedidoProveedorID);
    }
    await crearPedidoProveedor(app, supervisor, otro, [linea(carbon.ProductoID)]);
  });

  const idsOf = (body: { data: { PedidoProveedorID: number }[] }) => body.data.map((p) => p.PedidoProveedorID).sort((a, b) => a - b);

  it('filters by proveedorId and estado, answering {data} without page', async () => {
    const res = await app.request('GET', `/pedidos-proveedores?proveedorId=${proveedor}&estado=Recibido`, { token: admin });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(idsOf(res.body)).toEqual(ids.Recibido);
    for (const pedido of res.body.data) {
      expect(pedido.Proveedor.ProveedorID).toBe(proveedor);
      expect(pedido.DetallePedidoProveedors).toHaveLength(2);
      expect(pedido.DetallePedidoProveedors[0].Producto.Nombre).toBe(carbon.Nombre);
      expect(pedido.Usuario.Nombre).toBe('Laura');
    }
  });

  it('pages with total, newest first by default, and computes each Total', async () => {
    const res = await app.request('GET', `/pedidos-proveedores?proveedorId=${proveedor}&page=1&limit=2`, { token: admin });
    expect(res.body).toMatchObject({ total: 5, page: 1, limit: 2 });
    const todos = [...ids.Pendiente, ...ids.Recibido, ...ids.Cancelado].sort((a, b) => b - a);
    expect(res.body.data.map((p: { PedidoProveedorID: number }) => p.PedidoProveedorID)).toEqual(todos.slice(0, 2));
    const ultima = await app.request('GET', `/pedidos-proveedores?proveedorId=${proveedor}&page=3&limit=2`, { token: admin });
    expect(ultima.body).toMatchObject({ total: 5, page: 3 });
    expect(ultima.body.data).toHaveLength(1);
    for (const p of [...res.body.data, ...ultima.body.data]) {
      const esperado = p.DetallePedidoProveedors.reduce(
        (s: number, d: { Cantidad: number; PrecioUnitario: number }) => s + d.Cantidad * d.PrecioUnitario,
        0,
      );
      expect(p.Total).toBe(esperado);
    }
  });

  it('sorts by Total', async () => {
    const res = await app.request('GET', `/pedidos-proveedores?proveedorId=${proveedor}&sort=Total&order=asc`, { token: admin });
    const totales = res.body.data.map((p: { Total: number }) => p.Total);
    expect(totales).toEqual([150, 250, 350, 450, 550]);
  });

  it('searches q by supplier name and by order number', async () => {
    const nombre = (await app.db('proveedores').where({ proveedor_id: otro }).first()).nombre as string;
    const porNombre = await app.request('GET', `/pedidos-proveedores?q=${encodeURIComponent(nombre.slice(-8))}`, { token: admin });
    expect(porNombre.body.data.every((p: { ProveedorID: number }) => p.ProveedorID === otro)).toBe(true);
    expect(porNombre.body.data).toHaveLength(1);
    const porNumero = await app.request('GET', `/pedidos-proveedores?q=${ids.Cancelado[0]}&proveedorId=${proveedor}`, { token: admin });
    expect(idsOf(porNumero.body)).toEqual(ids.Cancelado);
  });

  it('GET /estado/:estado lists that status only', async () => {
    for (const estado of ['Pendiente', 'Recibido', 'Cancelado']) {
      const res = await app.request('GET', `/pedidos-proveedores/estado/${estado}?proveedorId=${proveedor}`, { token: empleado });
      expect(res.status).toBe(200);
      expect(idsOf(res.body)).toEqual(ids[estado]);
    }
    const paginado = await app.request('GET', `/pedidos-proveedores/estado/Pendiente?proveedorId=${proveedor}&page=1&limit=1`, { token: admin });
    expect(paginado.body).toMatchObject({ total: 2, page: 1, limit: 1 });
  });

  it('GET /proveedor/:id lists that supplier only; an unknown supplier is 404', async () => {
    const res = await app.request('GET', `/pedidos-proveedores/proveedor/${proveedor}?estado=Cancelado`, { token: supervisor });
    expect(idsOf(res.body)).toEqual(ids.Cancelado);
    const todos = await app.request('GET', `/pedidos-proveedores/proveedor/${otro}`, { token: supervisor });
    expect(todos.body.data).toHaveLength(1);
    const desconocido = await app.request('GET', '/pedidos-proveedores/proveedor/999999', { token: admin });
    expect(desconocido.status).toBe(404);
    expect(desconocido.body.message).toBe('Proveedor no encontrado');
  });

  it.each([
    '/pedidos-proveedores?estado=Perdido',
    '/pedidos-proveedores?estado=recibido',
    '/pedidos-proveedores?proveedorId=abc',
    '/pedidos-proveedores?sort=Nada',
    '/pedidos-proveedores?sort=Proveedor',
    '/pedidos-proveedores/estado/Perdido',
    '/pedidos-proveedores/estado/En%20Proceso',
  ])('%s is 400', async (path) => {
    const res = await app.request('GET', path, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('loads a page of orders with supplier, user, lines and products in a constant number of queries', async () => {
    const consultas = async (limit: number) => {
      let n = 0;
      const contar = () => {
        n += 1;
      };
      app.db.on('query', contar);
      try {
        const res = await app.request('GET', `/pedidos-proveedores?page=1&limit=${limit}`, { token: admin });
        expect(res.body.data.length).toBeGreaterThan(0);
        return { n, filas: res.body.data.length as number };
      } finally {
        app.db.off('query', contar);
      }
    };
    const uno = await consultas(1);
    const muchos = await consultas(50);
    expect(muchos.filas).toBeGreaterThan(5);
    expect(muchos.n).toBe(uno.n);
  });
});

describe('PUT /pedidos-proveedores/:id/estado', () => {
  it('receiving adds the quantities through the ledger; receive then cancel leaves stock exactly where it started', async () => {
    const producto = await crearProducto(app, admin, { Stock: 7 });
    const otro = await crearProducto(app, admin, { Stock: 0 });
    // Two lines of one product are added together.
    const pedido = await crearPedidoProveedor(app, supervisor, proveedorId, [
      linea(producto.ProductoID, 30, 10),
      linea(otro.ProductoID, 5, 20),
      linea(producto.ProductoID, 2, 10),
    ]);

    const recibido = await cambiarEstadoPedidoProveedor(app, supervisor, pedido.PedidoProveedorID, 'Recibido', 'Llegó el camión');
    expect(recibido.status).toBe(200);
    expect(recibido.body).toMatchObject({ success: true, message: 'Estado actualizado correctamente', data: { Estado: 'Recibido' } });
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(39);
    expect((await stockYLedger(app, otro.ProductoID)).stock).toBe(5);

    const cancelado = await cambiarEstadoPedidoProveedor(app, admin, pedido.PedidoProveedorID, 'Cancelado', 'Mercadería devuelta');
    expect(cancelado.status).toBe(200);
    expect(cancelado.body.data.Estado).toBe('Cancelado');
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(7);
    expect((await stockYLedger(app, otro.ProductoID)).stock).toBe(0);

    const [supervisorId, adminId] = [await usuarioId('supervisor'), await usuarioId('admin')];
    expect(await movimientosDelPedido(pedido.PedidoProveedorID)).toEqual([
      { producto_id: producto.ProductoID, cantidad: 32, motivo: 'recepcion_proveedor', usuario_id: supervisorId },
      { producto_id: otro.ProductoID, cantidad: 5, motivo: 'recepcion_proveedor', usuario_id: supervisorId },
      { producto_id: producto.ProductoID, cantidad: -32, motivo: 'anulacion_recepcion', usuario_id: adminId },
      { producto_id: otro.ProductoID, cantidad: -5, motivo: 'anulacion_recepcion', usuario_id: adminId },
    ]);
    expect((await stockYLedger(app, producto.ProductoID)).ledger).toBe((await stockYLedger(app, producto.ProductoID)).stock);
    expect((await stockYLedger(app, otro.ProductoID)).ledger).toBe((await stockYLedger(app, otro.ProductoID)).stock);

    const historial = await app
      .db('historial_pedidos_proveedores')
      .where({ pedido_proveedor_id: pedido.PedidoProveedorID })
      .orderBy('historial_id')
      .select('estado_anterior', 'estado_nuevo', 'comentarios', 'usuario_id');
    expect(historial).toEqual([
      { estado_anterior: null, estado_nuevo: 'Pendiente', comentarios: 'Pedido creado', usuario_id: supervisorId },
      { estado_anterior: 'Pendiente', estado_nuevo: 'Recibido', comentarios: 'Llegó el camión', usuario_id: supervisorId },
      { estado_anterior: 'Recibido', estado_nuevo: 'Cancelado', comentarios: 'Mercadería devuelta', usuario_id: adminId },
    ]);
  });

  it('cancelling a pending order does not touch stock; comentario is optional', async () => {
    const producto = await crearProducto(app, admin, { Stock: 3 });
    const pedido = await crearPedidoProveedor(app, supervisor, proveedorId, [linea(producto.ProductoID, 9)]);
    const res = await cambiarEstadoPedidoProveedor(app, supervisor, pedido.PedidoProveedorID, 'Cancelado');
    expect(res.status).toBe(200);
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(3);
    expect(await movimientosDelPedido(pedido.PedidoProveedorID)).toEqual([]);
    const ultima = await app
      .db('historial_pedidos_proveedores')
      .where({ pedido_proveedor_id: pedido.PedidoProveedorID })
      .orderBy('historial_id', 'desc')
      .first();
    expect(ultima).toMatchObject({ estado_anterior: 'Pendiente', estado_nuevo: 'Cancelado', comentarios: null });
  });

  it('leaving Recibido when the stock is gone is 409 and changes nothing', async () => {
    const producto = await crearProducto(app, admin, { Stock: 2 });
    const pedido = await crearPedidoProveedor(app, supervisor, proveedorId, [linea(producto.ProductoID, 10)]);
    await cambiarEstadoPedidoProveedor(app, supervisor, pedido.PedidoProveedorID, 'Recibido');
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(12);
    // Sell most of it.
    await app.db.transaction((trx) => moverStock(trx, { productoId: producto.ProductoID, cantidad: -9, motivo: 'ajuste' }));

    for (const estado of ['Cancelado', 'Pendiente']) {
      const res = await cambiarEstadoPedidoProveedor(app, admin, pedido.PedidoProveedorID, estado);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`Stock insuficiente para ${producto.Nombre} (disponible: 3)`);
    }
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(3);
    expect((await app.db('pedidos_proveedores').where({ pedido_proveedor_id: pedido.PedidoProveedorID }).first()).estado).toBe('Recibido');
    expect(await app.db('historial_pedidos_proveedores').where({ pedido_proveedor_id: pedido.PedidoProveedorID })).toHaveLength(2);
    expect((await movimientosDelPedido(pedido.PedidoProveedorID)).map((m) => m.motivo)).toEqual(['recepcion_proveedor']);
    expect((await stockYLedger(app, producto.ProductoID)).ledger).toBe(3);
  });

  it('lets an administrator move a non-Pendiente order anywhere, and a supervisor not (409)', async () => {
    const producto = await crearProducto(app, admin, { Stock: 0 });
    const pedido = await crearPedidoProveedor(app, supervisor, proveedorId, [linea(producto.ProductoID, 4)]);
    expect((await cambiarEstadoPedidoProveedor(app, supervisor, pedido.PedidoProveedorID, 'Cancelado')).status).toBe(200);

    for (const estado of ['Pendiente', 'Recibido']) {
      const res = await cambiarEstadoPedidoProveedor(app, supervisor, pedido.PedidoProveedorID, estado);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Solo un administrador puede cambiar el estado de un pedido que no está Pendiente');
    }
    expect(await app.db('historial_pedidos_proveedores').where({ pedido_proveedor_id: pedido.PedidoProveedorID })).toHaveLength(2);

    expect((await cambiarEstadoPedidoProveedor(app, admin, pedido.PedidoProveedorID, 'Recibido')).status).toBe(200);
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(4);
    expect((await cambiarEstadoPedidoProveedor(app, supervisor, pedido.PedidoProveedorID, 'Cancelado')).status).toBe(409);
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(4);
    expect((await cambiarEstadoPedidoProveedor(app, admin, pedido.PedidoProveedorID, 'Pendiente')).status).toBe(200);
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(0);
    // Back to Pendiente, the supervisor may act again.
    expect((await cambiarEstadoPedidoProveedor(app, supervisor, pedido.PedidoProveedorID, 'Recibido')).status).toBe(200);
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(4);
    expect((await stockYLedger(app, producto.ProductoID)).ledger).toBe(4);
  });

  it('setting the same status again is 400', async () => {
    const pedido = await crearPedidoProveedor(app, supervisor, proveedorId, [linea(carbon.ProductoID)]);
    const res = await cambiarEstadoPedidoProveedor(app, admin, pedido.PedidoProveedorID, 'Pendiente');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El pedido ya está en estado Pendiente');
    await cambiarEstadoPedidoProveedor(app, admin, pedido.PedidoProveedorID, 'Recibido');
    const stock = (await stockYLedger(app, carbon.ProductoID)).stock;
    const otraVez = await cambiarEstadoPedidoProveedor(app, admin, pedido.PedidoProveedorID, 'Recibido');
    expect(otraVez.status).toBe(400);
    expect((await stockYLedger(app, carbon.ProductoID)).stock).toBe(stock);
  });

  it.each([
    [{ estado: 'Entregado' }, 'Estado inválido'],
    [{ estado: 'recibido' }, 'Estado inválido'],
    [{ estado: 'En Proceso' }, 'Estado inválido'],
    [{}, 'Estado requerido'],
    [{ estado: 'Recibido', comentario: 12 }, 'Debe ser un texto'],
  ])('rejects %j with 400 %s', async (body, mensaje) => {
    const pedido = await crearPedidoProveedor(app, supervisor, proveedorId, [linea(carbon.ProductoID)]);
    const res = await app.request('PUT', `/pedidos-proveedores/${pedido.PedidoProveedorID}/estado`, { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(mensaje);
  });

  it('is 404 for an unknown order', async () => {
    const res = await cambiarEstadoPedidoProveedor(app, admin, 999999, 'Recibido');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Pedido no encontrado');
    expect((await cambiarEstadoPedidoProveedor(app, admin, 'abc' as unknown as number, 'Recibido')).status).toBe(404);
  });

  it('two concurrent receptions of one order add the stock once', async () => {
    const producto = await crearProducto(app, admin, { Stock: 0 });
    const pedido = await crearPedidoProveedor(app, supervisor, proveedorId, [linea(producto.ProductoID, 6)]);
    const respuestas = await Promise.all([
      cambiarEstadoPedidoProveedor(app, admin, pedido.PedidoProveedorID, 'Recibido'),
      cambiarEstadoPedidoProveedor(app, supervisor, pedido.PedidoProveedorID, 'Recibido'),
    ]);
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(6);
  });
});

describe('GET /pedidos-proveedores/:id/historial', () => {
  it('answers {data} with the entries, newest first, with supplier, order and user', async () => {
    const proveedor = await crearProveedor(app, admin);
    const pedido = await crearPedidoProveedor(app, supervisor, proveedor.ProveedorID, [linea(carbon.ProductoID, 2, 300)]);
    app.setNow(new Date(Date.now() + 60_000));
    await cambiarEstadoPedidoProveedor(app, supervisor, pedido.PedidoProveedorID, 'Cancelado', 'Sin stock en origen');
    app.setNow(undefined);

    const res = await app.request('GET', `/pedidos-proveedores/${pedido.PedidoProveedorID}/historial`, { token: empleado });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({
      PedidoProveedorID: pedido.PedidoProveedorID,
      EstadoAnterior: 'Pendiente',
      EstadoNuevo: 'Cancelado',
      Comentarios: 'Sin stock en origen',
      Proveedor: { ProveedorID: proveedor.ProveedorID, Nombre: proveedor.Nombre, Telefono: proveedor.Telefono },
      Pedido: { PedidoProveedorID: pedido.PedidoProveedorID, Total: 600, Estado: 'Cancelado' },
      Usuario: { Nombre: 'Laura', Apellido: 'Fernández' },
    });
    expect(res.body.data[1]).toMatchObject({ EstadoAnterior: null, EstadoNuevo: 'Pendiente' });
  });

  it('is 404 for an unknown order', async () => {
    const res = await app.request('GET', '/pedidos-proveedores/999999/historial', { token: admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Pedido no encontrado');
  });

  it("takes the history filters, as a sales order's history does", async () => {
    const pedido = await crearPedidoProveedor(app, supervisor, proveedorId, [linea(carbon.ProductoID, 1, 100)]);
    await cambiarEstadoPedidoProveedor(app, supervisor, pedido.PedidoProveedorID, 'Cancelado', 'Sin camión');
    const historial = (query: string) =>
      app.request('GET', `/pedidos-proveedores/${pedido.PedidoProveedorID}/historial?${query}`, { token: admin });
    expect((await historial('estado=Cancelado')).body.data.map((e: { EstadoNuevo: string }) => e.EstadoNuevo)).toEqual(['Cancelado']);
    expect((await historial('search=cami')).body.data).toHaveLength(1);
    expect((await historial('estado=En%20Proceso')).status).toBe(400);
  });
});

describe('audit trail', () => {
  const filas = (pedidoId: number) => filasDeAuditoria(app, 'pedidos-proveedores', pedidoId);

  it('a new order leaves one crear row: the supplier by name, the total and the lines as text', async () => {
    const proveedor = await crearProveedor(app, admin);
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: supervisor,
      body: { ProveedorID: proveedor.ProveedorID, detalles: [linea(carbon.ProductoID, 12, 1520.5), linea(lena.ProductoID, 3, 999.99)] },
    });
    expect(res.status).toBe(201);
    expect(await filas(res.body.data.PedidoProveedorID)).toEqual([
      {
        accion: 'crear',
        usuarioId: await usuarioId('supervisor'),
        parte: null,
        parteId: null,
        resumen: null,
        cambios: [
          { Campo: 'ProveedorID', Antes: null, Despues: proveedor.Nombre },
          { Campo: 'Total', Antes: null, Despues: 21245.97 },
          { Campo: 'Detalles', Antes: null, Despues: `12 × ${carbon.Nombre}, 3 × ${lena.Nombre}` },
          { Campo: 'Estado', Antes: null, Despues: 'Pendiente' },
        ],
      },
    ]);
  });

  it('each status change leaves one cambiar_estado row with its author and its comment; the stock it moves adds no product row', async () => {
    const producto = await crearProducto(app, admin, { Stock: 0 });
    const pedido = await crearPedidoProveedor(app, supervisor, proveedorId, [linea(producto.ProductoID, 4)]);
    expect((await cambiarEstadoPedidoProveedor(app, supervisor, pedido.PedidoProveedorID, 'Recibido', 'Llegó el camión')).status).toBe(200);
    expect((await cambiarEstadoPedidoProveedor(app, admin, pedido.PedidoProveedorID, 'Cancelado')).status).toBe(200);
    const fila = (usuario: number, resumen: string | null, Antes: string, Despues: string) => ({
      accion: 'cambiar_estado',
      usuarioId: usuario,
      parte: null,
      parteId: null,
      resumen,
      cambios: [{ Campo: 'Estado', Antes, Despues }],
    });
    const [supervisorId, adminId] = [await usuarioId('supervisor'), await usuarioId('admin')];
    expect(await filas(pedido.PedidoProveedorID)).toEqual([
      expect.objectContaining({ accion: 'crear', usuarioId: supervisorId }),
      fila(supervisorId, 'Llegó el camión', 'Pendiente', 'Recibido'),
      fila(adminId, null, 'Recibido', 'Cancelado'),
    ]);
    expect((await filasDeAuditoria(app, 'productos', producto.ProductoID)).map((f) => f.accion)).toEqual(['crear']);
  });

  it('a refused change leaves no row: 403, a change not allowed, stock gone, the same status, no order', async () => {
    const producto = await crearProducto(app, admin, { Stock: 0 });
    const recibido = await crearPedidoProveedor(app, supervisor, proveedorId, [linea(producto.ProductoID, 4)]);
    await cambiarEstadoPedidoProveedor(app, supervisor, recibido.PedidoProveedorID, 'Recibido');
    await app.db.transaction((trx) => moverStock(trx, { productoId: producto.ProductoID, cantidad: -3, motivo: 'ajuste' }));
    const pendiente = await crearPedidoProveedor(app, supervisor, proveedorId, [linea(producto.ProductoID, 1)]);
    const antes = await ultimaFilaDeAuditoria(app);

    const prohibido = await app.request('POST', '/pedidos-proveedores', {
      token: empleado,
      body: { ProveedorID: proveedorId, detalles: [linea(producto.ProductoID)] },
    });
    expect(prohibido.status).toBe(403);
    expect((await cambiarEstadoPedidoProveedor(app, empleado, pendiente.PedidoProveedorID, 'Recibido')).status).toBe(403);
    expect((await cambiarEstadoPedidoProveedor(app, supervisor, recibido.PedidoProveedorID, 'Cancelado')).status).toBe(409);
    expect((await cambiarEstadoPedidoProveedor(app, admin, recibido.PedidoProveedorID, 'Cancelado')).status).toBe(409);
    expect((await cambiarEstadoPedidoProveedor(app, admin, pendiente.PedidoProveedorID, 'Pendiente')).status).toBe(400);
    expect((await cambiarEstadoPedidoProveedor(app, admin, 999999, 'Recibido')).status).toBe(404);

    expect(await ultimaFilaDeAuditoria(app)).toBe(antes);
    expect((await filas(recibido.PedidoProveedorID)).map((f) => f.accion)).toEqual(['crear', 'cambiar_estado']);
    expect((await filas(pendiente.PedidoProveedorID)).map((f) => f.accion)).toEqual(['crear']);
  });
});
