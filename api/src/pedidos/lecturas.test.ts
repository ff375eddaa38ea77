import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import * as seedClientesProductos from '../../../seeds/02_clientes_productos.js';
import { DIAS_DE_HISTORIA } from '../../../seeds/04_historia.js';
import * as seedPedidos from '../../../seeds/04_pedidos.js';
import { crearCliente, crearPedido, crearProducto, unico } from '../../test/fixtures.js';
import { ventasDePrueba } from '../../test/pedidos.js';
import { ROLES } from '../../test/harness.js';

const { app, tokens, usuarioId, cambiarEstado } = ventasDePrueba();

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
