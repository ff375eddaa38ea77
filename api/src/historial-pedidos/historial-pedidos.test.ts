import { describe, expect, it } from 'vitest';
import { appDelArchivo, ROLES, sesionesDelArchivo } from '../../test/harness.js';
import { crearCliente, crearPedido, crearProducto, unico } from '../../test/fixtures.js';

const app = appDelArchivo();
const { tokens } = sesionesDelArchivo(app);

interface Entrada {
  HistorialID: number;
  PedidoID: number;
  EstadoAnterior: string | null;
  EstadoNuevo: string;
  FechaActualizaEstado: string;
  Comentarios: string | null;
}

const get = (path: string, rol: keyof typeof tokens = 'empleado') => app.request('GET', path, { token: tokens[rol] });
const resumen = (data: Entrada[]) => data.map((e) => [e.PedidoID, e.EstadoNuevo]);

/** A client with one order, moved to En Proceso with a comment. */
async function clienteConPedido(datos: Record<string, unknown> = {}, comentario = 'Preparando la carga') {
  const cliente = await crearCliente(app, tokens.admin, datos);
  const producto = await crearProducto(app, tokens.admin);
  const pedido = await crearPedido(app, tokens.empleado, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 2 }]);
  await app.request('PUT', `/pedidos/${pedido.PedidoID}/estado`, { token: tokens.supervisor, body: { estado: 'En Proceso', comentario } });
  return { cliente, producto, pedido };
}

describe('authentication', () => {
  it.each(['/historial-pedidos', '/historial-pedidos/estado/Pendiente', '/historial-pedidos/cliente/1'])(
    '%s without a token is 401',
    async (path) => {
      expect((await app.request('GET', path)).status).toBe(401);
    },
  );
});

describe('GET /historial-pedidos', () => {
  it.each(ROLES)('%s gets a page of 10 by default, newest first, as {data,total,page,limit}', async (rol) => {
    const res = await get('/historial-pedidos', rol);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: 10, total: expect.any(Number) });
    expect(res.body.data).toHaveLength(10);
    expect(res.body.total).toBeGreaterThan(10);
    const fechas = res.body.data.map((e: Entrada) => Date.parse(e.FechaActualizaEstado));
    expect(fechas).toEqual([...fechas].sort((a, b) => b - a));
  });

  it('carries the client, the order with its total and the user of each change', async () => {
    const { cliente, pedido } = await clienteConPedido();
    const res = await get(`/historial-pedidos?pedidoId=${pedido.PedidoID}`);
    expect(res.body.total).toBe(2);
    expect(res.body.data[0]).toEqual({
      HistorialID: expect.any(Number),
      PedidoID: pedido.PedidoID,
      EstadoAnterior: 'Pendiente',
      EstadoNuevo: 'En Proceso',
      FechaActualizaEstado: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      Comentarios: 'Preparando la carga',
      Cliente: expect.objectContaining({ ClienteID: cliente.ClienteID, Nombre: cliente.Nombre, Apellido: cliente.Apellido }),
      Pedido: { PedidoID: pedido.PedidoID, PrecioTotal: 2000, FechaPedido: expect.any(String), Estado: 'En Proceso' },
      Usuario: { UsuarioID: expect.any(Number), Nombre: 'Laura', Apellido: 'Fernández' },
    });
    expect(res.body.data[1]).toMatchObject({ EstadoAnterior: null, EstadoNuevo: 'Pendiente', Usuario: { Nombre: 'Diego', Apellido: 'Sosa' } });
  });

  it('searches the comments and the client name', async () => {
    const comentario = unico('Camión con demora ');
    const { pedido } = await clienteConPedido({}, comentario);
    const porComentario = await get(`/historial-pedidos?search=${encodeURIComponent(comentario.toUpperCase())}`);
    expect(resumen(porComentario.body.data)).toEqual([[pedido.PedidoID, 'En Proceso']]);

    const apellido = unico('Gauna');
    const otro = await clienteConPedido({ Nombre: 'Rosa', Apellido: apellido });
    const porNombre = await get(`/historial-pedidos?search=${encodeURIComponent(`rosa ${apellido}`)}`);
    expect(resumen(porNombre.body.data)).toEqual([
      [otro.pedido.PedidoID, 'En Proceso'],
      [otro.pedido.PedidoID, 'Pendiente'],
    ]);
    // q is the same search, for react-admin's search box.
    expect((await get(`/historial-pedidos?q=${apellido}`)).body.total).toBe(2);
  });

  it('filters by clienteId, pedidoId and estado (the new status)', async () => {
    const { cliente, pedido } = await clienteConPedido();
    const producto = await crearProducto(app, tokens.admin);
    const segundo = await crearPedido(app, tokens.empleado, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    expect(resumen((await get(`/historial-pedidos?clienteId=${cliente.ClienteID}`)).body.data)).toEqual([
      [segundo.PedidoID, 'Pendiente'],
      [pedido.PedidoID, 'En Proceso'],
      [pedido.PedidoID, 'Pendiente'],
    ]);
    expect(resumen((await get(`/historial-pedidos?clienteId=${cliente.ClienteID}&estado=Pendiente`)).body.data)).toEqual([
      [segundo.PedidoID, 'Pendiente'],
      [pedido.PedidoID, 'Pendiente'],
    ]);
    expect(resumen((await get(`/historial-pedidos?pedidoId=${segundo.PedidoID}`)).body.data)).toEqual([[segundo.PedidoID, 'Pendiente']]);
    const estado = await get(`/historial-pedidos/estado/En%20Proceso?clienteId=${cliente.ClienteID}`);
    expect(resumen(estado.body.data)).toEqual([[pedido.PedidoID, 'En Proceso']]);
    expect(estado.body).toMatchObject({ total: 1, page: 1, limit: 10 });
  });

  it('takes fechaDesde and fechaHasta as inclusive days of the business time zone', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin);
    const linea = [{ ProductoID: producto.ProductoID, Cantidad: 1 }];
    let noveno: { PedidoID: number };
    let decimo: { PedidoID: number };
    try {
      // Buenos Aires is UTC-3: 02:30 UTC on the 10th is still the 9th there.
      app.setNow(new Date('2030-03-10T02:30:00Z'));
      noveno = await crearPedido(app, tokens.empleado, cliente.ClienteID, linea);
      app.setNow(new Date('2030-03-10T03:00:00Z'));
      decimo = await crearPedido(app, tokens.empleado, cliente.ClienteID, linea);
      app.setNow(new Date('2030-03-11T02:59:59.999Z'));
      await app.request('PUT', `/pedidos/${decimo.PedidoID}/estado`, { token: tokens.admin, body: { estado: 'En Proceso' } });
      app.setNow(new Date('2030-03-11T03:00:00Z'));
      await app.request('PUT', `/pedidos/${noveno.PedidoID}/estado`, { token: tokens.admin, body: { estado: 'Cancelado' } });
    } finally {
      app.setNow(undefined);
    }
    const entre = async (query: string) => resumen((await get(`/historial-pedidos?clienteId=${cliente.ClienteID}&${query}`)).body.data);
    expect(await entre('fechaHasta=2030-03-09')).toEqual([[noveno.PedidoID, 'Pendiente']]);
    expect(await entre('fechaDesde=2030-03-10&fechaHasta=2030-03-10')).toEqual([
      [decimo.PedidoID, 'En Proceso'],
      [decimo.PedidoID, 'Pendiente'],
    ]);
    expect(await entre('fechaDesde=2030-03-11')).toEqual([[noveno.PedidoID, 'Cancelado']]);
    expect(await entre('fechaDesde=2030-03-09&fechaHasta=2030-03-11')).toHaveLength(4);
  });

  it('pages through the entries', async () => {
    const { cliente } = await clienteConPedido();
    const producto = await crearProducto(app, tokens.admin);
    await crearPedido(app, tokens.empleado, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    const primera = await get(`/historial-pedidos?clienteId=${cliente.ClienteID}&page=1&limit=2`);
    const segunda = await get(`/historial-pedidos?clienteId=${cliente.ClienteID}&page=2&limit=2`);
    expect(primera.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(primera.body.data).toHaveLength(2);
    expect(segunda.body.data).toHaveLength(1);
    const ids = [...primera.body.data, ...segunda.body.data].map((e: Entrada) => e.HistorialID);
    expect(new Set(ids).size).toBe(3);
  });

  it('sorts by any field of an entry', async () => {
    const { cliente, pedido } = await clienteConPedido();
    for (const sort of ['HistorialID', 'PedidoID', 'EstadoAnterior', 'EstadoNuevo', 'FechaActualizaEstado', 'Comentarios']) {
      const res = await get(`/historial-pedidos?clienteId=${cliente.ClienteID}&sort=${sort}&order=asc`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(2);
    }
    const porId = await get(`/historial-pedidos?clienteId=${cliente.ClienteID}&sort=HistorialID&order=asc`);
    expect(resumen(porId.body.data)).toEqual([
      [pedido.PedidoID, 'Pendiente'],
      [pedido.PedidoID, 'En Proceso'],
    ]);
  });

  it('ignores empty filters, as a cleared filter box sends them', async () => {
    const res = await get('/historial-pedidos?search=&clienteId=&pedidoId=&fechaDesde=&fechaHasta=&estado=');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(10);
  });

  it.each([
    ['/historial-pedidos?fechaDesde=2030-02-30', 'Fecha inválida'],
    ['/historial-pedidos?fechaHasta=10/03/2030', 'Fecha inválida'],
    ['/historial-pedidos?pedidoId=abc', 'Pedido inválido'],
    ['/historial-pedidos?clienteId=0', 'Cliente inválido'],
    ['/historial-pedidos?estado=Entregado', 'Estado inválido'],
    ['/historial-pedidos?sort=Cliente', 'No se puede ordenar por Cliente'],
    ['/historial-pedidos/estado/Entregado', 'Estado inválido'],
  ])('answers 400 for %s', async (path, message) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('GET /historial-pedidos/cliente/:id', () => {
  it.each(ROLES)('%s reads the history of one client', async (rol) => {
    const { cliente, pedido } = await clienteConPedido();
    await clienteConPedido();
    const res = await get(`/historial-pedidos/cliente/${cliente.ClienteID}`, rol);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(resumen(res.body.data)).toEqual([
      [pedido.PedidoID, 'En Proceso'],
      [pedido.PedidoID, 'Pendiente'],
    ]);
    expect(res.body.data[0].Cliente.ClienteID).toBe(cliente.ClienteID);
  });

  it('answers an empty page for a client without orders, and 404 for a client that does not exist', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    expect((await get(`/historial-pedidos/cliente/${cliente.ClienteID}`)).body).toEqual({ data: [], total: 0, page: 1, limit: 10 });
    for (const id of ['999999', 'abc']) {
      const res = await get(`/historial-pedidos/cliente/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Cliente no encontrado');
    }
  });
});
