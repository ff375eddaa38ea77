import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { cambiarEstadoPedidoProveedor, crearPedidoProveedor, crearProducto, crearProveedor, unico } from '../../test/fixtures.js';

let app: TestApp;
let admin: string;
let supervisor: string;
let empleado: string;
let productoId: number;

beforeAll(async () => {
  app = await startTestApp();
  [admin, supervisor, empleado] = await Promise.all([app.login('admin'), app.login('supervisor'), app.login('empleado')]);
  productoId = (await crearProducto(app, admin, { Stock: 50 })).ProductoID;
});
afterAll(() => {
  app.setNow(undefined);
  return app.close();
});

/** Creates an order of a new supplier at a fixed instant and applies the changes one minute apart. */
async function pedidoConHistoria(desde: Date, cambios: { estado: string; comentario?: string; token?: string }[], proveedorId?: number) {
  const proveedor = proveedorId ?? (await crearProveedor(app, admin)).ProveedorID;
  let t = desde.getTime();
  app.setNow(new Date(t));
  const pedido = await crearPedidoProveedor(app, supervisor, proveedor, [{ ProductoID: productoId, Cantidad: 2, PrecioUnitario: 250 }]);
  for (const cambio of cambios) {
    t += 60_000;
    app.setNow(new Date(t));
    const res = await cambiarEstadoPedidoProveedor(app, cambio.token ?? admin, pedido.PedidoProveedorID, cambio.estado, cambio.comentario);
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  }
  app.setNow(undefined);
  return { pedidoId: pedido.PedidoProveedorID, proveedorId: proveedor };
}

const historial = (query: string, token = admin) => app.request('GET', `/historial-pedidos-proveedores?${query}`, { token });

describe('GET /historial-pedidos-proveedores', () => {
  it('needs a token and is open to every role', async () => {
    expect((await app.request('GET', '/historial-pedidos-proveedores')).status).toBe(401);
    expect((await app.request('GET', '/historial-pedidos-proveedores/estado/Recibido')).status).toBe(401);
    expect((await app.request('GET', '/historial-pedidos-proveedores/proveedor/1')).status).toBe(401);
    for (const token of [admin, supervisor, empleado]) expect((await historial('', token)).status).toBe(200);
  });

  it('answers {data,total,page,limit} with page 1 and limit 10 by default', async () => {
    const res = await historial('');
    expect(Object.keys(res.body).sort()).toEqual(['data', 'limit', 'page', 'total']);
    expect(res.body).toMatchObject({ page: 1, limit: 10 });
    expect(res.body.data.length).toBeLessThanOrEqual(10);
  });

  it('answers entries newest first with supplier, order, user and comments', async () => {
    const comentario = `Recibido en depósito ${unico('T')}`;
    const { pedidoId, proveedorId } = await pedidoConHistoria(new Date('2031-05-10T15:00:00Z'), [
      { estado: 'Recibido', comentario, token: supervisor },
    ]);
    const proveedor = (await app.request('GET', `/proveedores/${proveedorId}`, { token: admin })).body.data;
    const res = await historial(`proveedorId=${proveedorId}`);
    expect(res.body.total).toBe(2);
    expect(res.body.data).toHaveLength(2);
    const [nueva, primera] = res.body.data;
    expect(nueva).toEqual({
      HistorialID: expect.any(Number),
      PedidoProveedorID: pedidoId,
      FechaActualizaEstado: '2031-05-10T15:01:00.000Z',
      EstadoAnterior: 'Pendiente',
      EstadoNuevo: 'Recibido',
      Comentarios: comentario,
      Proveedor: { ProveedorID: proveedorId, Nombre: proveedor.Nombre, Telefono: proveedor.Telefono },
      Pedido: { PedidoProveedorID: pedidoId, Total: 500, Estado: 'Recibido', FechaPedido: '2031-05-10T15:00:00.000Z' },
      Usuario: { UsuarioID: expect.any(Number), Nombre: 'Laura', Apellido: 'Fernández' },
    });
    expect(primera).toMatchObject({ EstadoAnterior: null, EstadoNuevo: 'Pendiente', FechaActualizaEstado: '2031-05-10T15:00:00.000Z' });
  });

  it('search matches the comments and the supplier name, case-insensitively', async () => {
    const marca = unico('S');
    const porComentario = await pedidoConHistoria(new Date('2031-06-01T12:00:00Z'), [{ estado: 'Cancelado', comentario: `Sin cupo ${marca}` }]);
    const proveedor = await crearProveedor(app, admin, { Nombre: `Forestal ${marca}` });
    const porNombre = await pedidoConHistoria(new Date('2031-06-02T12:00:00Z'), [], proveedor.ProveedorID);
    await pedidoConHistoria(new Date('2031-06-03T12:00:00Z'), [{ estado: 'Recibido', comentario: 'otro' }]);

    const res = await historial(`search=${marca.toLowerCase()}`);
    expect(res.body.total).toBe(2);
    const porEntrada = res.body.data.map((e: { PedidoProveedorID: number; EstadoNuevo: string }) => [e.PedidoProveedorID, e.EstadoNuevo]);
    expect(porEntrada).toEqual([
      [porNombre.pedidoId, 'Pendiente'],
      [porComentario.pedidoId, 'Cancelado'],
    ]);
    // q is accepted as the same search.
    expect((await historial(`q=${marca}`)).body.total).toBe(2);
  });

  it('filters by pedidoId and by proveedorId', async () => {
    const proveedor = await crearProveedor(app, admin);
    const a = await pedidoConHistoria(
      new Date('2031-07-01T12:00:00Z'),
      [{ estado: 'Recibido' }, { estado: 'Cancelado' }],
      proveedor.ProveedorID,
    );
    const b = await pedidoConHistoria(new Date('2031-07-02T12:00:00Z'), [{ estado: 'Cancelado' }], proveedor.ProveedorID);
    const porPedido = await historial(`pedidoId=${a.pedidoId}`);
    expect(porPedido.body.total).toBe(3);
    expect(porPedido.body.data.every((e: { PedidoProveedorID: number }) => e.PedidoProveedorID === a.pedidoId)).toBe(true);
    const porProveedor = await historial(`proveedorId=${proveedor.ProveedorID}`);
    expect(porProveedor.body.total).toBe(5);
    expect(new Set(porProveedor.body.data.map((e: { PedidoProveedorID: number }) => e.PedidoProveedorID))).toEqual(
      new Set([a.pedidoId, b.pedidoId]),
    );
    const ambos = await historial(`proveedorId=${proveedor.ProveedorID}&pedidoId=${b.pedidoId}`);
    expect(ambos.body.total).toBe(2);
  });

  it('fechaDesde and fechaHasta are inclusive days of the business time zone', async () => {
    const proveedor = await crearProveedor(app, admin);
    // 23:30 on 9 March in Buenos Aires (UTC-3) is already 10 March in UTC.
    const tarde = await pedidoConHistoria(new Date('2030-03-10T02:30:00Z'), [], proveedor.ProveedorID);
    // 00:30 on 10 March in Buenos Aires.
    const temprano = await pedidoConHistoria(new Date('2030-03-10T03:30:00Z'), [], proveedor.ProveedorID);
    // 23:59 on 10 March in Buenos Aires.
    const noche = await pedidoConHistoria(new Date('2030-03-11T02:59:00Z'), [], proveedor.ProveedorID);
    const ids = async (query: string) =>
      (await historial(`proveedorId=${proveedor.ProveedorID}&${query}`)).body.data.map(
        (e: { PedidoProveedorID: number }) => e.PedidoProveedorID,
      );

    expect(await ids('fechaDesde=2030-03-10&fechaHasta=2030-03-10')).toEqual([noche.pedidoId, temprano.pedidoId]);
    expect(await ids('fechaHasta=2030-03-09')).toEqual([tarde.pedidoId]);
    expect(await ids('fechaDesde=2030-03-09&fechaHasta=2030-03-09')).toEqual([tarde.pedidoId]);
    expect(await ids('fechaDesde=2030-03-11')).toEqual([]);
    expect(await ids('fechaDesde=2030-03-09')).toEqual([noche.pedidoId, temprano.pedidoId, tarde.pedidoId]);
    // A cleared filter box (empty value) is no filter.
    expect(await ids('fechaDesde=&fechaHasta=&search=')).toHaveLength(3);
  });

  it('GET /estado/:estado and the estado query match EstadoNuevo', async () => {
    const proveedor = await crearProveedor(app, admin);
    const recibido = await pedidoConHistoria(new Date('2031-08-01T12:00:00Z'), [{ estado: 'Recibido' }], proveedor.ProveedorID);
    const cancelado = await pedidoConHistoria(
      new Date('2031-08-02T12:00:00Z'),
      [{ estado: 'Recibido' }, { estado: 'Cancelado' }],
      proveedor.ProveedorID,
    );

    const recibidos = await app.request('GET', `/historial-pedidos-proveedores/estado/Recibido?proveedorId=${proveedor.ProveedorID}`, {
      token: empleado,
    });
    expect(recibidos.status).toBe(200);
    expect(recibidos.body).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(recibidos.body.data.map((e: { PedidoProveedorID: number }) => e.PedidoProveedorID)).toEqual([cancelado.pedidoId, recibido.pedidoId]);
    expect(recibidos.body.data.every((e: { EstadoNuevo: string }) => e.EstadoNuevo === 'Recibido')).toBe(true);

    const cancelados = await app.request('GET', `/historial-pedidos-proveedores/estado/Cancelado?proveedorId=${proveedor.ProveedorID}`, {
      token: admin,
    });
    expect(cancelados.body.total).toBe(1);
    expect(cancelados.body.data[0]).toMatchObject({ EstadoAnterior: 'Recibido', EstadoNuevo: 'Cancelado' });

    const pendientes = await historial(`estado=Pendiente&proveedorId=${proveedor.ProveedorID}`);
    expect(pendientes.body.total).toBe(2);
  });

  it('pages: total counts every match, limit and page cut the data', async () => {
    const proveedor = await crearProveedor(app, admin);
    for (let i = 0; i < 4; i++) {
      await pedidoConHistoria(
        new Date(Date.UTC(2031, 8, 1 + i, 12)),
        [{ estado: 'Recibido' }, { estado: 'Pendiente' }, { estado: 'Cancelado' }],
        proveedor.ProveedorID,
      );
    }
    // 4 orders × 4 entries.
    const base = `proveedorId=${proveedor.ProveedorID}`;
    const primera = await historial(base);
    expect(primera.body).toMatchObject({ total: 16, page: 1, limit: 10 });
    expect(primera.body.data).toHaveLength(10);
    const segunda = await historial(`${base}&page=2`);
    expect(segunda.body.data).toHaveLength(6);
    const ids = [...primera.body.data, ...segunda.body.data].map((e: { HistorialID: number }) => e.HistorialID);
    expect(new Set(ids).size).toBe(16);
    const fechas = [...primera.body.data, ...segunda.body.data].map((e: { FechaActualizaEstado: string }) => e.FechaActualizaEstado);
    expect(fechas).toEqual([...fechas].sort().reverse());
    const chica = await historial(`${base}&page=3&limit=5`);
    expect(chica.body).toMatchObject({ total: 16, page: 3, limit: 5 });
    expect(chica.body.data).toHaveLength(5);
    const fuera = await historial(`${base}&page=9`);
    expect(fuera.body).toMatchObject({ total: 16, data: [] });
    const ascendente = await historial(`${base}&sort=FechaActualizaEstado&order=asc&limit=1`);
    expect(ascendente.body.data[0].FechaActualizaEstado).toBe('2031-09-01T12:00:00.000Z');
  });

  it.each([
    'fechaDesde=2030-13-01',
    'fechaHasta=2030-02-30',
    'fechaDesde=ayer',
    'proveedorId=abc',
    'pedidoId=-4',
    'estado=Entregado',
    'page=0',
    'limit=x',
    'sort=Contrasena',
  ])('%s is 400, never 500', async (query) => {
    const res = await historial(query);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('answers Fecha inválida for a bad date', async () => {
    const res = await historial('fechaDesde=2030-02-30');
    expect(res.body.errors).toEqual({ fechaDesde: 'Fecha inválida' });
  });

  it('GET /estado/:estado with an unknown estado is 400', async () => {
    const res = await app.request('GET', '/historial-pedidos-proveedores/estado/Perdido', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Estado inválido');
  });
});

describe('GET /historial-pedidos-proveedores/proveedor/:id', () => {
  it('answers {data}: every entry of the supplier, newest first', async () => {
    const proveedor = await crearProveedor(app, admin);
    const a = await pedidoConHistoria(new Date('2031-10-01T12:00:00Z'), [{ estado: 'Recibido', comentario: 'Completo' }], proveedor.ProveedorID);
    const b = await pedidoConHistoria(new Date('2031-10-05T12:00:00Z'), [], proveedor.ProveedorID);
    await pedidoConHistoria(new Date('2031-10-06T12:00:00Z'), []);
    const res = await app.request('GET', `/historial-pedidos-proveedores/proveedor/${proveedor.ProveedorID}`, { token: empleado });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(res.body.data.map((e: { PedidoProveedorID: number; EstadoNuevo: string }) => [e.PedidoProveedorID, e.EstadoNuevo])).toEqual([
      [b.pedidoId, 'Pendiente'],
      [a.pedidoId, 'Recibido'],
      [a.pedidoId, 'Pendiente'],
    ]);
    expect(res.body.data[0].Proveedor).toEqual({ ProveedorID: proveedor.ProveedorID, Nombre: proveedor.Nombre, Telefono: proveedor.Telefono });
    expect(res.body.data[1].Usuario).toMatchObject({ Nombre: 'Martín', Apellido: 'Gómez' });
  });

  it('pages when page is given', async () => {
    const proveedor = await crearProveedor(app, admin);
    await pedidoConHistoria(new Date('2031-11-01T12:00:00Z'), [{ estado: 'Cancelado' }], proveedor.ProveedorID);
    const res = await app.request('GET', `/historial-pedidos-proveedores/proveedor/${proveedor.ProveedorID}?page=1&limit=1`, { token: admin });
    expect(res.body).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(res.body.data).toHaveLength(1);
  });

  it('answers an empty list for a supplier without orders, 404 for an unknown one', async () => {
    const proveedor = await crearProveedor(app, admin);
    const vacio = await app.request('GET', `/historial-pedidos-proveedores/proveedor/${proveedor.ProveedorID}`, { token: admin });
    expect(vacio.body).toEqual({ data: [] });
    for (const id of ['999999', 'abc']) {
      const res = await app.request('GET', `/historial-pedidos-proveedores/proveedor/${id}`, { token: admin });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Proveedor no encontrado');
    }
  });
});
