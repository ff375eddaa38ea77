import { describe, expect, it } from 'vitest';
import { crearCliente, crearPedido, crearProducto, filasDeAuditoria, stockYLedger, ultimaFilaDeAuditoria, unico } from '../../test/fixtures.js';
import { crearVehiculo } from '../../test/vehiculos.js';
import { ventasDePrueba } from '../../test/pedidos.js';
import { ROLES } from '../../test/harness.js';

const { app, tokens, usuarioId, movimientos, cambiarEstado } = ventasDePrueba();

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
