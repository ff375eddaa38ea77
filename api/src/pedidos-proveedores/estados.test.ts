import { describe, expect, it } from 'vitest';
import { moverStock } from '../stock/ledger.js';
import {
  cambiarEstadoPedidoProveedor,
  crearPedidoProveedor,
  crearProducto,
  crearProveedor,
  filasDeAuditoria,
  stockYLedger,
  ultimaFilaDeAuditoria,
} from '../../test/fixtures.js';
import { comprasDePrueba, linea } from '../../test/pedidosProveedores.js';

const { app, tokens, proveedor, carbon, lena, usuarioId, movimientosDelPedido } = comprasDePrueba();

describe('PUT /pedidos-proveedores/:id/estado', () => {
  it('receiving adds the quantities through the ledger; receive then cancel leaves stock exactly where it started', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 7 });
    const otro = await crearProducto(app, tokens.admin, { Stock: 0 });
    // Two lines of one product are added together.
    const pedido = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [
      linea(producto.ProductoID, 30, 10),
      linea(otro.ProductoID, 5, 20),
      linea(producto.ProductoID, 2, 10),
    ]);

    const recibido = await cambiarEstadoPedidoProveedor(app, tokens.supervisor, pedido.PedidoProveedorID, 'Recibido', 'Llegó el camión');
    expect(recibido.status).toBe(200);
    expect(recibido.body).toMatchObject({ success: true, message: 'Estado actualizado correctamente', data: { Estado: 'Recibido' } });
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(39);
    expect((await stockYLedger(app, otro.ProductoID)).stock).toBe(5);

    const cancelado = await cambiarEstadoPedidoProveedor(app, tokens.admin, pedido.PedidoProveedorID, 'Cancelado', 'Mercadería devuelta');
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
    const producto = await crearProducto(app, tokens.admin, { Stock: 3 });
    const pedido = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [linea(producto.ProductoID, 9)]);
    const res = await cambiarEstadoPedidoProveedor(app, tokens.supervisor, pedido.PedidoProveedorID, 'Cancelado');
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
    const producto = await crearProducto(app, tokens.admin, { Stock: 2 });
    const pedido = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [linea(producto.ProductoID, 10)]);
    await cambiarEstadoPedidoProveedor(app, tokens.supervisor, pedido.PedidoProveedorID, 'Recibido');
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(12);
    // Sell most of it.
    await app.db.transaction((trx) => moverStock(trx, { productoId: producto.ProductoID, cantidad: -9, motivo: 'ajuste' }));

    for (const estado of ['Cancelado', 'Pendiente']) {
      const res = await cambiarEstadoPedidoProveedor(app, tokens.admin, pedido.PedidoProveedorID, estado);
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
    const producto = await crearProducto(app, tokens.admin, { Stock: 0 });
    const pedido = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [linea(producto.ProductoID, 4)]);
    expect((await cambiarEstadoPedidoProveedor(app, tokens.supervisor, pedido.PedidoProveedorID, 'Cancelado')).status).toBe(200);

    for (const estado of ['Pendiente', 'Recibido']) {
      const res = await cambiarEstadoPedidoProveedor(app, tokens.supervisor, pedido.PedidoProveedorID, estado);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Solo un administrador puede cambiar el estado de un pedido que no está Pendiente');
    }
    expect(await app.db('historial_pedidos_proveedores').where({ pedido_proveedor_id: pedido.PedidoProveedorID })).toHaveLength(2);

    expect((await cambiarEstadoPedidoProveedor(app, tokens.admin, pedido.PedidoProveedorID, 'Recibido')).status).toBe(200);
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(4);
    expect((await cambiarEstadoPedidoProveedor(app, tokens.supervisor, pedido.PedidoProveedorID, 'Cancelado')).status).toBe(409);
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(4);
    expect((await cambiarEstadoPedidoProveedor(app, tokens.admin, pedido.PedidoProveedorID, 'Pendiente')).status).toBe(200);
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(0);
    // Back to Pendiente, the supervisor may act again.
    expect((await cambiarEstadoPedidoProveedor(app, tokens.supervisor, pedido.PedidoProveedorID, 'Recibido')).status).toBe(200);
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(4);
    expect((await stockYLedger(app, producto.ProductoID)).ledger).toBe(4);
  });

  it('setting the same status again is 400', async () => {
    const pedido = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [linea(carbon.ProductoID)]);
    const res = await cambiarEstadoPedidoProveedor(app, tokens.admin, pedido.PedidoProveedorID, 'Pendiente');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El pedido ya está en estado Pendiente');
    await cambiarEstadoPedidoProveedor(app, tokens.admin, pedido.PedidoProveedorID, 'Recibido');
    const stock = (await stockYLedger(app, carbon.ProductoID)).stock;
    const otraVez = await cambiarEstadoPedidoProveedor(app, tokens.admin, pedido.PedidoProveedorID, 'Recibido');
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
    const pedido = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [linea(carbon.ProductoID)]);
    const res = await app.request('PUT', `/pedidos-proveedores/${pedido.PedidoProveedorID}/estado`, { token: tokens.admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(mensaje);
  });

  it('is 404 for an unknown order', async () => {
    const res = await cambiarEstadoPedidoProveedor(app, tokens.admin, 999999, 'Recibido');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Pedido no encontrado');
    expect((await cambiarEstadoPedidoProveedor(app, tokens.admin, 'abc' as unknown as number, 'Recibido')).status).toBe(404);
  });

  it('two concurrent receptions of one order add the stock once', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 0 });
    const pedido = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [linea(producto.ProductoID, 6)]);
    const respuestas = await Promise.all([
      cambiarEstadoPedidoProveedor(app, tokens.admin, pedido.PedidoProveedorID, 'Recibido'),
      cambiarEstadoPedidoProveedor(app, tokens.supervisor, pedido.PedidoProveedorID, 'Recibido'),
    ]);
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await stockYLedger(app, producto.ProductoID)).stock).toBe(6);
  });
});

describe('audit trail', () => {
  const filas = (pedidoId: number) => filasDeAuditoria(app, 'pedidos-proveedores', pedidoId);

  it('a new order leaves one crear row: the supplier by name, the total and the lines as text', async () => {
    const proveedor = await crearProveedor(app, tokens.admin);
    const res = await app.request('POST', '/pedidos-proveedores', {
      token: tokens.supervisor,
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
    const producto = await crearProducto(app, tokens.admin, { Stock: 0 });
    const pedido = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [linea(producto.ProductoID, 4)]);
    expect((await cambiarEstadoPedidoProveedor(app, tokens.supervisor, pedido.PedidoProveedorID, 'Recibido', 'Llegó el camión')).status).toBe(
      200,
    );
    expect((await cambiarEstadoPedidoProveedor(app, tokens.admin, pedido.PedidoProveedorID, 'Cancelado')).status).toBe(200);
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
    const producto = await crearProducto(app, tokens.admin, { Stock: 0 });
    const recibido = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [linea(producto.ProductoID, 4)]);
    await cambiarEstadoPedidoProveedor(app, tokens.supervisor, recibido.PedidoProveedorID, 'Recibido');
    await app.db.transaction((trx) => moverStock(trx, { productoId: producto.ProductoID, cantidad: -3, motivo: 'ajuste' }));
    const pendiente = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [linea(producto.ProductoID, 1)]);
    const antes = await ultimaFilaDeAuditoria(app);

    const prohibido = await app.request('POST', '/pedidos-proveedores', {
      token: tokens.empleado,
      body: { ProveedorID: proveedor.ProveedorID, detalles: [linea(producto.ProductoID)] },
    });
    expect(prohibido.status).toBe(403);
    expect((await cambiarEstadoPedidoProveedor(app, tokens.empleado, pendiente.PedidoProveedorID, 'Recibido')).status).toBe(403);
    expect((await cambiarEstadoPedidoProveedor(app, tokens.supervisor, recibido.PedidoProveedorID, 'Cancelado')).status).toBe(409);
    expect((await cambiarEstadoPedidoProveedor(app, tokens.admin, recibido.PedidoProveedorID, 'Cancelado')).status).toBe(409);
    expect((await cambiarEstadoPedidoProveedor(app, tokens.admin, pendiente.PedidoProveedorID, 'Pendiente')).status).toBe(400);
    expect((await cambiarEstadoPedidoProveedor(app, tokens.admin, 999999, 'Recibido')).status).toBe(404);

    expect(await ultimaFilaDeAuditoria(app)).toBe(antes);
    expect((await filas(recibido.PedidoProveedorID)).map((f) => f.accion)).toEqual(['crear', 'cambiar_estado']);
    expect((await filas(pendiente.PedidoProveedorID)).map((f) => f.accion)).toEqual(['crear']);
  });
});
