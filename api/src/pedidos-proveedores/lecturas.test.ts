import { beforeAll, describe, expect, it } from 'vitest';
import { cambiarEstadoPedidoProveedor, crearPedidoProveedor, crearProveedor, unico } from '../../test/fixtures.js';
import { comprasDePrueba, linea } from '../../test/pedidosProveedores.js';

const { app, tokens, proveedor, carbon, lena } = comprasDePrueba();

describe('lists', () => {
  let proveedor: number;
  let otro: number;
  const ids: Record<string, number[]> = { Pendiente: [], Recibido: [], Cancelado: [] };

  beforeAll(async () => {
    // No digit in the name: a search by order number would also find every order of a supplier whose name holds it.
    const sinCifras = (marca: string) => marca.replace(/\d/g, (cifra) => 'abcdefghij'[Number(cifra)]);
    proveedor = (await crearProveedor(app, tokens.admin, { Nombre: `Carbonera ${sinCifras(unico('Prov'))}` })).ProveedorID;
    otro = (await crearProveedor(app, tokens.admin)).ProveedorID;
    for (const [i, estado] of ['Pendiente', 'Recibido', 'Cancelado', 'Pendiente', 'Recibido'].entries()) {
      const pedido = await crearPedidoProveedor(app, tokens.supervisor, proveedor, [
        linea(carbon.ProductoID, 1 + i, 100),
        linea(lena.ProductoID, 1, 50),
      ]);
      if (estado !== 'Pendiente') await cambiarEstadoPedidoProveedor(app, tokens.supervisor, pedido.PedidoProveedorID, estado);
      ids[estado].push(pedido.PedidoProveedorID);
    }
    await crearPedidoProveedor(app, tokens.supervisor, otro, [linea(carbon.ProductoID)]);
  });

  const idsOf = (body: { data: { PedidoProveedorID: number }[] }) => body.data.map((p) => p.PedidoProveedorID).sort((a, b) => a - b);

  it('filters by proveedorId and estado, answering {data} without page', async () => {
    const res = await app.request('GET', `/pedidos-proveedores?proveedorId=${proveedor}&estado=Recibido`, { token: tokens.admin });
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
    const res = await app.request('GET', `/pedidos-proveedores?proveedorId=${proveedor}&page=1&limit=2`, { token: tokens.admin });
    expect(res.body).toMatchObject({ total: 5, page: 1, limit: 2 });
    const todos = [...ids.Pendiente, ...ids.Recibido, ...ids.Cancelado].sort((a, b) => b - a);
    expect(res.body.data.map((p: { PedidoProveedorID: number }) => p.PedidoProveedorID)).toEqual(todos.slice(0, 2));
    const ultima = await app.request('GET', `/pedidos-proveedores?proveedorId=${proveedor}&page=3&limit=2`, { token: tokens.admin });
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
    const res = await app.request('GET', `/pedidos-proveedores?proveedorId=${proveedor}&sort=Total&order=asc`, { token: tokens.admin });
    const totales = res.body.data.map((p: { Total: number }) => p.Total);
    expect(totales).toEqual([150, 250, 350, 450, 550]);
  });

  it('searches q by supplier name and by order number', async () => {
    const nombre = (await app.db('proveedores').where({ proveedor_id: otro }).first()).nombre as string;
    const porNombre = await app.request('GET', `/pedidos-proveedores?q=${encodeURIComponent(nombre.slice(-8))}`, { token: tokens.admin });
    expect(porNombre.body.data.every((p: { ProveedorID: number }) => p.ProveedorID === otro)).toBe(true);
    expect(porNombre.body.data).toHaveLength(1);
    const porNumero = await app.request('GET', `/pedidos-proveedores?q=${ids.Cancelado[0]}&proveedorId=${proveedor}`, { token: tokens.admin });
    expect(idsOf(porNumero.body)).toEqual(ids.Cancelado);
  });

  it('GET /estado/:estado lists that status only', async () => {
    for (const estado of ['Pendiente', 'Recibido', 'Cancelado']) {
      const res = await app.request('GET', `/pedidos-proveedores/estado/${estado}?proveedorId=${proveedor}`, { token: tokens.empleado });
      expect(res.status).toBe(200);
      expect(idsOf(res.body)).toEqual(ids[estado]);
    }
    const paginado = await app.request('GET', `/pedidos-proveedores/estado/Pendiente?proveedorId=${proveedor}&page=1&limit=1`, {
      token: tokens.admin,
    });
    expect(paginado.body).toMatchObject({ total: 2, page: 1, limit: 1 });
  });

  it('GET /proveedor/:id lists that supplier only; an unknown supplier is 404', async () => {
    const res = await app.request('GET', `/pedidos-proveedores/proveedor/${proveedor}?estado=Cancelado`, { token: tokens.supervisor });
    expect(idsOf(res.body)).toEqual(ids.Cancelado);
    const todos = await app.request('GET', `/pedidos-proveedores/proveedor/${otro}`, { token: tokens.supervisor });
    expect(todos.body.data).toHaveLength(1);
    const desconocido = await app.request('GET', '/pedidos-proveedores/proveedor/999999', { token: tokens.admin });
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
    const res = await app.request('GET', path, { token: tokens.admin });
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
        const res = await app.request('GET', `/pedidos-proveedores?page=1&limit=${limit}`, { token: tokens.admin });
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

describe('GET /pedidos-proveedores/:id/historial', () => {
  it('answers {data} with the entries, newest first, with supplier, order and user', async () => {
    const proveedor = await crearProveedor(app, tokens.admin);
    const pedido = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [linea(carbon.ProductoID, 2, 300)]);
    app.setNow(new Date(Date.now() + 60_000));
    await cambiarEstadoPedidoProveedor(app, tokens.supervisor, pedido.PedidoProveedorID, 'Cancelado', 'Sin stock en origen');
    app.setNow(undefined);

    const res = await app.request('GET', `/pedidos-proveedores/${pedido.PedidoProveedorID}/historial`, { token: tokens.empleado });
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
    const res = await app.request('GET', '/pedidos-proveedores/999999/historial', { token: tokens.admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Pedido no encontrado');
  });

  it("takes the history filters, as a sales order's history does", async () => {
    const pedido = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [linea(carbon.ProductoID, 1, 100)]);
    await cambiarEstadoPedidoProveedor(app, tokens.supervisor, pedido.PedidoProveedorID, 'Cancelado', 'Sin camión');
    const historial = (query: string) =>
      app.request('GET', `/pedidos-proveedores/${pedido.PedidoProveedorID}/historial?${query}`, { token: tokens.admin });
    expect((await historial('estado=Cancelado')).body.data.map((e: { EstadoNuevo: string }) => e.EstadoNuevo)).toEqual(['Cancelado']);
    expect((await historial('search=cami')).body.data).toHaveLength(1);
    expect((await historial('estado=En%20Proceso')).status).toBe(400);
  });
});
