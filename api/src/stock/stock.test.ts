import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  cambiarEstadoPedidoProveedor,
  crearCliente,
  crearPedido,
  crearPedidoProveedor,
  crearProducto,
  crearProveedor,
  filasDeAuditoria,
  saldosDelLibro,
  stockYLedger,
  unico,
} from '../../test/fixtures.js';
import { moverStockVarios } from './ledger.js';

let app: TestApp;
const tokens: Record<'admin' | 'supervisor' | 'empleado', string> = { admin: '', supervisor: '', empleado: '' };
const ROLES = ['admin', 'supervisor', 'empleado'] as const;
let clienteId: number;

beforeAll(async () => {
  app = await startTestApp();
  for (const rol of ROLES) tokens[rol] = await app.login(rol);
  clienteId = (await crearCliente(app, tokens.admin)).ClienteID;
});
afterAll(() => app.close());

const movimientos = (productoId: number, query = '', rol: keyof typeof tokens = 'empleado') =>
  app.request('GET', `/productos/${productoId}/movimientos${query}`, { token: tokens[rol] });
const ajustar = (productoId: number, body: Record<string, unknown>, rol: keyof typeof tokens = 'supervisor') =>
  app.request('POST', `/productos/${productoId}/ajustes`, { token: tokens[rol], body });
const estadoPedido = (pedidoId: number, estado: string) =>
  app.request('PUT', `/pedidos/${pedidoId}/estado`, { token: tokens.admin, body: { estado } });

/** Stock, the sum of the moves and the last balance agree, and every balance follows from the one before. */
async function esperarLibroCoherente(productoId: number, stock: number) {
  expect(await stockYLedger(app, productoId)).toEqual({ stock, ledger: stock });
  expect(await saldosDelLibro(app, productoId)).toEqual({ encadenados: true, ultimo: stock });
}

describe('GET /productos/:id/movimientos', () => {
  it('lists every kind of move newest first, with balance, motive in Spanish, user and the order behind it', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 50 });
    const id = producto.ProductoID;
    const pedido = await crearPedido(app, tokens.empleado, clienteId, [{ ProductoID: id, Cantidad: 5 }]);
    await estadoPedido(pedido.PedidoID, 'Cancelado');
    await estadoPedido(pedido.PedidoID, 'Pendiente');
    const proveedor = await crearProveedor(app, tokens.admin);
    const compra = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [
      { ProductoID: id, Cantidad: 20, PrecioUnitario: 100 },
    ]);
    await cambiarEstadoPedidoProveedor(app, tokens.supervisor, compra.PedidoProveedorID, 'Recibido');
    await cambiarEstadoPedidoProveedor(app, tokens.admin, compra.PedidoProveedorID, 'Cancelado');
    await ajustar(id, { StockContado: 43, Razon: 'merma', Comentario: 'Humedad en el galpón' });
    // The form's Stock is Supervisor's and Administrador's, as the adjustment dialog.
    await app.request('PUT', `/productos/${id}`, { token: tokens.supervisor, body: { Stock: 40 } });

    const res = await movimientos(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: 25 });
    const filas = res.body.data.map((m: Record<string, unknown>) => [
      m.Motivo,
      m.MotivoTexto,
      m.Cantidad,
      m.Saldo,
      m.PedidoID,
      m.PedidoProveedorID,
    ]);
    expect(filas).toEqual([
      ['ajuste', 'Ajuste', -3, 40, null, null],
      ['ajuste', 'Ajuste', -2, 43, null, null],
      ['anulacion_recepcion', 'Anulación de recepción', -20, 45, null, compra.PedidoProveedorID],
      ['recepcion_proveedor', 'Recepción de proveedor', 20, 65, null, compra.PedidoProveedorID],
      ['reactivacion_venta', 'Reactivación de venta', -5, 45, pedido.PedidoID, null],
      ['cancelacion_venta', 'Cancelación de venta', 5, 50, pedido.PedidoID, null],
      ['venta', 'Venta', -5, 45, pedido.PedidoID, null],
      ['stock_inicial', 'Stock inicial', 50, 50, null, null],
    ]);
    expect(res.body.data[1]).toMatchObject({
      ProductoID: id,
      RazonAjuste: 'merma',
      Comentario: 'Humedad en el galpón',
      Usuario: { Nombre: expect.any(String), Apellido: expect.any(String) },
    });
    expect(res.body.data[0]).toMatchObject({ RazonAjuste: null, Comentario: null });
    expect(new Date(res.body.data[0].Fecha).getTime()).toBeGreaterThanOrEqual(new Date(res.body.data[7].Fecha).getTime());
    const empleado = (await app.request('GET', '/auth/usuario-actual', { token: tokens.empleado })).body;
    expect(res.body.data[6].Usuario).toEqual({ Nombre: empleado.Nombre, Apellido: empleado.Apellido });
    await esperarLibroCoherente(id, 40);
  });

  it.each(ROLES)('%s reads it; pages answer {data,total,page,limit} with the exact total', async (rol) => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 10 });
    for (const StockContado of [11, 12, 13, 14]) await ajustar(producto.ProductoID, { StockContado, Razon: 'recuento' });
    const primera = await movimientos(producto.ProductoID, '?page=1&limit=2', rol);
    expect(primera.body).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(primera.body.data.map((m: { Saldo: number }) => m.Saldo)).toEqual([14, 13]);
    const ultima = await movimientos(producto.ProductoID, '?page=3&limit=2', rol);
    expect(ultima.body).toMatchObject({ total: 5, page: 3, limit: 2 });
    expect(ultima.body.data.map((m: { Saldo: number }) => m.Saldo)).toEqual([10]);
    // Always paged: without page, the first page of 25.
    expect((await movimientos(producto.ProductoID, '', rol)).body).toMatchObject({ total: 5, page: 1, limit: 25 });
  });

  it('filters by motive, keeping the total exact', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 30 });
    for (const Cantidad of [1, 2, 3]) await crearPedido(app, tokens.empleado, clienteId, [{ ProductoID: producto.ProductoID, Cantidad }]);
    await ajustar(producto.ProductoID, { Diferencia: -4, Razon: 'rotura' });
    const ventas = await movimientos(producto.ProductoID, '?motivo=venta&page=1&limit=2');
    expect(ventas.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(ventas.body.data.map((m: { Cantidad: number }) => m.Cantidad)).toEqual([-3, -2]);
    // A cleared filter box ('') filters nothing.
    expect((await movimientos(producto.ProductoID, '?motivo=&page=1&limit=10')).body.total).toBe(5);
    const ajustes = await movimientos(producto.ProductoID, '?motivo=ajuste&fechaDesde=&page=1&limit=10');
    expect(ajustes.body).toMatchObject({ total: 1, data: [{ Cantidad: -4, Saldo: 20, RazonAjuste: 'rotura' }] });
    const mal = await movimientos(producto.ProductoID, '?motivo=robo');
    expect(mal.status).toBe(400);
    expect(mal.body.errors.motivo).toMatch(/^Motivo inválido/);
  });

  it('filters by days of the business time zone, both inclusive', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 10 });
    for (const StockContado of [11, 12, 13]) await ajustar(producto.ProductoID, { StockContado, Razon: 'recuento' });
    const ids: number[] = await app
      .db('movimientos_stock')
      .where({ producto_id: producto.ProductoID })
      .orderBy('movimiento_id')
      .pluck('movimiento_id');
    // Buenos Aires is UTC-3: 02:30 UTC on March 1st is still February 28th there.
    const fechas = ['2026-02-27T15:00:00Z', '2026-03-01T02:30:00Z', '2026-03-01T03:30:00Z', '2026-03-02T12:00:00Z'];
    for (const [i, id] of ids.entries()) await app.db('movimientos_stock').where({ movimiento_id: id }).update({ fecha: fechas[i] });
    const saldos = async (query: string) => {
      const res = await movimientos(producto.ProductoID, `${query}&page=1&limit=10`);
      return [res.body.total, res.body.data.map((m: { Saldo: number }) => m.Saldo)];
    };
    expect(await saldos('?fechaDesde=2026-02-28&fechaHasta=2026-02-28')).toEqual([1, [11]]);
    expect(await saldos('?fechaDesde=2026-03-01')).toEqual([2, [13, 12]]);
    expect(await saldos('?fechaHasta=2026-03-01')).toEqual([3, [12, 11, 10]]);
    expect((await movimientos(producto.ProductoID, '?fechaDesde=2026-02-30')).status).toBe(400);
  });

  it('404 for an unknown product; 401 without a token', async () => {
    const res = await movimientos(999999);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Producto no encontrado');
    expect((await app.request('GET', '/productos/1/movimientos')).status).toBe(401);
  });
});

describe('POST /productos/:id/ajustes', () => {
  it.each(['admin', 'supervisor'] as const)('%s sets the counted stock: one ajuste move with reason, user and balance', async (rol) => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 25 });
    const res = await ajustar(producto.ProductoID, { StockContado: 21, Razon: 'otro', Comentario: 'Préstamo a la sucursal' }, rol);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Stock ajustado correctamente',
      data: {
        ProductoID: producto.ProductoID,
        Motivo: 'ajuste',
        Cantidad: -4,
        Saldo: 21,
        RazonAjuste: 'otro',
        Comentario: 'Préstamo a la sucursal',
      },
    });
    const usuario = await app.db('usuarios').where({ nombre_usuario: rol }).first();
    expect(res.body.data.Usuario).toEqual({ Nombre: usuario.nombre, Apellido: usuario.apellido });
    expect((await app.request('GET', `/productos/${producto.ProductoID}`, { token: tokens.empleado })).body.data.Stock).toBe(21);
    await esperarLibroCoherente(producto.ProductoID, 21);
  });

  it('takes a signed difference too', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 5 });
    expect((await ajustar(producto.ProductoID, { Diferencia: 7, Razon: 'recuento' })).body.data).toMatchObject({ Cantidad: 7, Saldo: 12 });
    expect((await ajustar(producto.ProductoID, { Diferencia: '-12', Razon: 'merma' })).body.data).toMatchObject({ Cantidad: -12, Saldo: 0 });
    await esperarLibroCoherente(producto.ProductoID, 0);
  });

  it('a count over the stock it was counted from (StockAnterior) moves the stock by what it found: a sale in between stays sold', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 50 });
    // The dialog showed 50; while counting, a sale took 5.
    await crearPedido(app, tokens.empleado, clienteId, [{ ProductoID: producto.ProductoID, Cantidad: 5 }]);
    const res = await ajustar(producto.ProductoID, { StockContado: 40, StockAnterior: 50, Razon: 'recuento', Comentario: 'Depósito 2' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const nota = 'Contado: 40, sobre 50 que mostraba el formulario; se aplicó la diferencia (-10) al stock de ese momento (45)';
    expect(res.body.data).toMatchObject({ Cantidad: -10, Saldo: 35, RazonAjuste: 'recuento', Comentario: `Depósito 2. ${nota}` });
    await esperarLibroCoherente(producto.ProductoID, 35);
    expect((await filasDeAuditoria(app, 'productos', producto.ProductoID)).at(-1)).toMatchObject({
      accion: 'ajustar_stock',
      resumen: `Recuento: Depósito 2. ${nota}`,
    });
    // Nothing moved since it was shown: the count is the stock, and the move says nothing more.
    const quieto = await ajustar(producto.ProductoID, { StockContado: 32, StockAnterior: 35, Razon: 'recuento' });
    expect(quieto.body.data).toMatchObject({ Cantidad: -3, Saldo: 32, Comentario: null });
    // Without StockAnterior, the count is the stock, as always.
    expect((await ajustar(producto.ProductoID, { StockContado: 30, Razon: 'recuento' })).body.data).toMatchObject({ Cantidad: -2, Saldo: 30 });
    await esperarLibroCoherente(producto.ProductoID, 30);
  });

  it('a count over an older stock that would leave it below 0 is 409; equal to the stock shown, 400', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 10 });
    await crearPedido(app, tokens.empleado, clienteId, [{ ProductoID: producto.ProductoID, Cantidad: 8 }]);
    const negativo = await ajustar(producto.ProductoID, { StockContado: 5, StockAnterior: 10, Razon: 'merma' });
    expect(negativo.status).toBe(409);
    expect(negativo.body.message).toBe(
      'El conteo dejaría el stock en negativo: se contaron 5 sobre 10 que mostraba el formulario, y ahora hay 2',
    );
    const igual = await ajustar(producto.ProductoID, { StockContado: 10, StockAnterior: 10, Razon: 'recuento' });
    expect(igual.status).toBe(400);
    expect(igual.body.errors.StockContado).toBe('El stock contado es igual al que mostraba el formulario (10): no hay nada que ajustar');
    const conDiferencia = await ajustar(producto.ProductoID, { Diferencia: 1, StockAnterior: 10, Razon: 'recuento' });
    expect(conDiferencia.status).toBe(400);
    expect(conDiferencia.body.errors.StockAnterior).toBe('El stock anterior acompaña solo al stock contado');
    await esperarLibroCoherente(producto.ProductoID, 2);
  });

  it('an Empleado gets 403 and nothing is written', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 25 });
    const res = await ajustar(producto.ProductoID, { StockContado: 1, Razon: 'merma' }, 'empleado');
    expect(res.status).toBe(403);
    await esperarLibroCoherente(producto.ProductoID, 25);
  });

  it('never below 0: 409 with the stock there is, nothing written', async () => {
    const producto = await crearProducto(app, tokens.admin, { Nombre: unico('Leña '), Stock: 3 });
    const res = await ajustar(producto.ProductoID, { Diferencia: -4, Razon: 'rotura' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`El ajuste dejaría el stock de ${producto.Nombre} en negativo (disponible: 3)`);
    await esperarLibroCoherente(producto.ProductoID, 3);
  });

  it.each([
    [{ Razon: 'merma' }, 'StockContado', 'Indique el stock contado o la diferencia'],
    [{ StockContado: -1, Razon: 'merma' }, 'StockContado', 'El stock contado debe ser un número entero mayor o igual a 0'],
    [{ StockContado: 2 }, 'Razon', 'Seleccione la razón del ajuste'],
    [{ StockContado: 2, Razon: 'robo' }, 'Razon', 'Razón inválida: use merma, rotura, recuento, otro'],
    [{ StockContado: 2, Razon: 'otro' }, 'Comentario', 'Describa la razón en el comentario'],
    [{ StockContado: 8, Razon: 'recuento' }, 'StockContado', 'El stock contado es igual al actual (8): no hay nada que ajustar'],
  ])('refuses %j: 400 on %s, nothing written', async (body, campo, mensaje) => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 8 });
    const res = await ajustar(producto.ProductoID, body);
    expect(res.status).toBe(400);
    expect(res.body.errors[campo]).toBe(mensaje);
    await esperarLibroCoherente(producto.ProductoID, 8);
  });

  it('404 for an unknown product', async () => {
    expect((await ajustar(999999, { StockContado: 1, Razon: 'merma' })).status).toBe(404);
  });
});

describe('the ledger invariant', () => {
  it('stock equals the sum of the moves and the last balance after every kind of change', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 30 });
    const id = producto.ProductoID;
    await esperarLibroCoherente(id, 30);
    await app.request('PUT', `/productos/${id}`, { token: tokens.supervisor, body: { Stock: 35 } });
    await esperarLibroCoherente(id, 35);
    await ajustar(id, { StockContado: 33, Razon: 'rotura' });
    await esperarLibroCoherente(id, 33);
    const pedido = await crearPedido(app, tokens.empleado, clienteId, [{ ProductoID: id, Cantidad: 8 }]);
    await esperarLibroCoherente(id, 25);
    await estadoPedido(pedido.PedidoID, 'Cancelado');
    await esperarLibroCoherente(id, 33);
    await estadoPedido(pedido.PedidoID, 'Pendiente');
    await esperarLibroCoherente(id, 25);
    const proveedor = await crearProveedor(app, tokens.admin);
    const compra = await crearPedidoProveedor(app, tokens.admin, proveedor.ProveedorID, [{ ProductoID: id, Cantidad: 10, PrecioUnitario: 50 }]);
    await cambiarEstadoPedidoProveedor(app, tokens.admin, compra.PedidoProveedorID, 'Recibido');
    await esperarLibroCoherente(id, 35);
    await cambiarEstadoPedidoProveedor(app, tokens.admin, compra.PedidoProveedorID, 'Cancelado');
    await esperarLibroCoherente(id, 25);
  });

  it('a concurrent adjustment and order on the same product: each sees the other, the ledger chains', async () => {
    for (let ronda = 0; ronda < 4; ronda++) {
      const producto = await crearProducto(app, tokens.admin, { Stock: 10 });
      const id = producto.ProductoID;
      const [ajuste, pedido] = await Promise.all([
        ajustar(id, { Diferencia: -6, Razon: 'merma' }),
        app.request('POST', '/pedidos', {
          token: tokens.empleado,
          body: { ClienteID: clienteId, VehiculoID: null, detalles: [{ ProductoID: id, Cantidad: 6 }] },
        }),
      ]);
      // 10 units cannot give 6 twice: exactly one of them wins, whichever locked the product first.
      expect([ajuste.status, pedido.status].sort()).toEqual([201, 409]);
      await esperarLibroCoherente(id, 4);

      const [recuento, venta] = await Promise.all([
        ajustar(id, { StockContado: 2, Razon: 'recuento' }),
        crearPedido(app, tokens.empleado, clienteId, [{ ProductoID: id, Cantidad: 1 }]),
      ]);
      // Both go through, in either order: the count sets 2 after the sale (4 - 1 = 3, adjusted by -1),
      // or the sale takes 1 from the counted 2. Neither is lost.
      expect(recuento.status).toBe(201);
      expect(venta.PedidoID).toEqual(expect.any(Number));
      const { stock } = await stockYLedger(app, id);
      expect(recuento.body.data.Cantidad).toBe(stock === 2 ? -1 : -2);
      expect([1, 2]).toContain(stock);
      await esperarLibroCoherente(id, stock);
    }
  });

  // Every sale waits for the previous sale of its products to commit: an update of the stock must not
  // write index entries or counters under that lock (migrations/20261124_016_stock_sin_indices_ni_conteo).
  it("a move of stock is a HOT update of the product: no index entry, no counter's trigger", async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 50 });
    await app.db.transaction(async (trx) => {
      // This session's updates of productos not yet reported to the statistics, HOT or not.
      const actualizaciones = async () =>
        (
          await trx.raw(
            `SELECT pg_stat_get_xact_tuples_updated('productos'::regclass)::int AS todas,
                    pg_stat_get_xact_tuples_hot_updated('productos'::regclass)::int AS hot`,
          )
        ).rows[0] as { todas: number; hot: number };
      await trx.raw(`SET LOCAL track_functions = 'pl'`);
      const antes = await actualizaciones();
      await moverStockVarios(trx, [{ productoId: producto.ProductoID, cantidad: -3, motivo: 'venta' }]);
      const despues = await actualizaciones();
      expect({ todas: despues.todas - antes.todas, hot: despues.hot - antes.hot }).toEqual({ todas: 1, hot: 1 });
      // Nor did any function of a trigger run: the counted column, active, did not change.
      const { rows } = await trx.raw(
        `SELECT coalesce(sum(pg_stat_get_xact_function_calls(p.oid)), 0)::int AS llamadas FROM pg_proc p WHERE p.proname LIKE 'contar\\_productos%'`,
      );
      expect(rows[0].llamadas).toBe(0);
    });
    await esperarLibroCoherente(producto.ProductoID, 47);
  });
});

describe('minimum stock and preferred supplier', () => {
  it('are kept with the product: the minimum defaults to 10, the supplier to none', async () => {
    const proveedor = await crearProveedor(app, tokens.admin);
    const porDefecto = await crearProducto(app, tokens.empleado);
    expect(porDefecto).toMatchObject({ StockMinimo: 10, ProveedorPreferidoID: null });
    const res = await app.request('PUT', `/productos/${porDefecto.ProductoID}`, {
      token: tokens.empleado,
      body: { StockMinimo: 40, ProveedorPreferidoID: proveedor.ProveedorID },
    });
    expect(res.body.data).toMatchObject({ StockMinimo: 40, ProveedorPreferidoID: proveedor.ProveedorID });
    const sinProveedor = await app.request('PUT', `/productos/${porDefecto.ProductoID}`, {
      token: tokens.empleado,
      body: { ProveedorPreferidoID: null },
    });
    expect(sinProveedor.body.data.ProveedorPreferidoID).toBeNull();
  });

  it('refuses an unknown or inactive supplier (400 on ProveedorPreferidoID)', async () => {
    const inactivo = await crearProveedor(app, tokens.admin);
    await app.request('PUT', `/proveedores/${inactivo.ProveedorID}/desactivar`, { token: tokens.admin });
    const producto = await crearProducto(app, tokens.admin);
    for (const [ProveedorPreferidoID, mensaje] of [
      [999999, 'Proveedor no encontrado'],
      [inactivo.ProveedorID, `El proveedor ${inactivo.Nombre} está inactivo`],
    ] as const) {
      const res = await app.request('PUT', `/productos/${producto.ProductoID}`, { token: tokens.admin, body: { ProveedorPreferidoID } });
      expect(res.status).toBe(400);
      expect(res.body.errors.ProveedorPreferidoID).toBe(mensaje);
    }
  });

  it('low stock is Stock below StockMinimo: the tab, its exact total and the dashboard agree', async () => {
    const marca = unico('minimo');
    const antes = (await app.request('GET', '/dashboard', { token: tokens.empleado })).body.data.bajoStock;
    const bajo = await crearProducto(app, tokens.admin, { Nombre: `A ${marca}`, Stock: 15, StockMinimo: 20 });
    const justo = await crearProducto(app, tokens.admin, { Nombre: `B ${marca}`, Stock: 5, StockMinimo: 5 });
    const porDefecto = await crearProducto(app, tokens.admin, { Nombre: `C ${marca}`, Stock: 9 });
    await crearProducto(app, tokens.admin, { Nombre: `D ${marca}`, Stock: 12 });
    const lista = await app.request('GET', `/productos/bajo-stock?q=${marca}&page=1&limit=1`, { token: tokens.empleado });
    expect(lista.body).toMatchObject({ total: 2, data: [{ ProductoID: porDefecto.ProductoID }] });
    const todos = (await app.request('GET', `/productos/bajo-stock?q=${marca}`, { token: tokens.empleado })).body.data;
    expect(todos.map((p: { ProductoID: number }) => p.ProductoID)).toEqual([porDefecto.ProductoID, bajo.ProductoID]);
    const dashboard = (await app.request('GET', '/dashboard', { token: tokens.empleado })).body.data.bajoStock;
    expect(dashboard).toBe(antes + 2);
    const total = (await app.request('GET', '/productos/bajo-stock?page=1&limit=1', { token: tokens.empleado })).body.total;
    expect(total).toBe(dashboard);
    await app.request('PUT', `/productos/${justo.ProductoID}`, { token: tokens.admin, body: { StockMinimo: 6 } });
    expect((await app.request('GET', '/dashboard', { token: tokens.empleado })).body.data.bajoStock).toBe(antes + 3);
  });
});
